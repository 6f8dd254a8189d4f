import csv, hashlib, os

EXPECTED = {'keys': [['chr5', 31723443, 'C', 'T,CC'],
          ['chr5', 39894477, 'A', 'T'],
          ['chr5', 44945660, 'A', 'G,AA'],
          ['chr5', 48867126, 'G', 'T,GACCG'],
          ['chr5', 54610353, 'T', 'G'],
          ['chr5', 64510729, 'TGGGCC', 'T'],
          ['chr5', 69775235, 'C', 'CAA'],
          ['chr5', 70533941, 'C', 'A'],
          ['chr5', 118228744, 'T', 'C'],
          ['chr5', 170142989, 'G', 'T'],
          ['chr5', 174185568, 'GG', 'AC'],
          ['chr5', 181391726, 'T', 'C'],
          ['chr6', 7736649, 'T', 'A'],
          ['chr6', 20477158, 'T', 'C'],
          ['chr6', 26235367, 'T', 'G'],
          ['chr6', 39400657, 'A', 'G'],
          ['chr6', 44690096, 'GGGATA', 'G'],
          ['chr6', 78067264, 'A', 'G'],
          ['chr6', 95342111, 'GGGGT', 'G'],
          ['chr6', 99990416, 'AC', 'CA'],
          ['chr6', 122447984, 'G', 'T'],
          ['chr6', 133224442, 'A', 'T'],
          ['chr6', 139742992, 'G', 'T,GGAT'],
          ['chr6', 149504562, 'C', 'G'],
          ['chr6', 152758446, 'C', 'G'],
          ['chr6', 164575609, 'C', 'T'],
          ['chr15', 9357445, 'A', 'AGC'],
          ['chr15', 20343381, 'A', 'T'],
          ['chr15', 22148421, 'C', 'G'],
          ['chr15', 32923225, 'A', 'C,AGA'],
          ['chr15', 34516644, 'T', 'G'],
          ['chr15', 35171121, 'T', 'A'],
          ['chr15', 35589515, 'T', 'C'],
          ['chr15', 42995719, 'G', 'C'],
          ['chr15', 48223859, 'G', 'T'],
          ['chr15', 53706750, 'G', 'A'],
          ['chr15', 66867752, 'A', 'T'],
          ['chr15', 72143990, 'T', 'TC'],
          ['chr15', 76682335, 'C', 'G'],
          ['chr15', 77043322, 'A', 'T'],
          ['chr15', 81557142, 'A', 'AG'],
          ['chr15', 87255846, 'G', 'T'],
          ['chr15', 88233503, 'T', 'A'],
          ['chr15', 95024597, 'G', 'GGAT'],
          ['chr19', 3653663, 'T', 'A'],
          ['chr19', 5227681, 'A', 'G,AGCAA'],
          ['chr19', 8751675, 'A', 'T'],
          ['chr19', 9247735, 'AAGACCC', 'A'],
          ['chr19', 14131287, 'AAT', 'TCA'],
          ['chr19', 24149741, 'G', 'C'],
          ['chr19', 37393918, 'A', 'T'],
          ['chr19', 41478073, 'GCAC', 'G'],
          ['chr19', 44601698, 'GGCGGGG', 'G'],
          ['chr19', 46151403, 'G', 'T'],
          ['chr19', 47947515, 'T', 'C'],
          ['chr19', 47948102, 'C', 'A'],
          ['chr19', 48169809, 'G', 'C'],
          ['chrX', 7902537, 'T', 'A'],
          ['chrX', 20222695, 'A', 'T'],
          ['chrX', 23287398, 'T', 'TTG'],
          ['chrX', 60659660, 'G', 'GACATA'],
          ['chrX', 61319877, 'G', 'A'],
          ['chrX', 67235405, 'CG', 'C'],
          ['chrX', 81037534, 'T', 'G,TCTCT'],
          ['chrX', 81792698, 'C', 'A'],
          ['chrX', 86275692, 'T', 'TGGTT'],
          ['chrX', 135543379, 'T', 'A,TCGCT'],
          ['chrX', 138347359, 'C', 'T']],
 'samples': [['RD-5537', 32, 10, 7], ['RD-7860', 24, 19, 3], ['RD-4641', 25, 15, 3]],
 'sha256': 'eda8c0df12d9a20f8d267268cfd2c91344b7e7b3f35207d9fe73f8f7440067ae',
 'summary': [['chr5', 9, 5, 1, 4, 5],
             ['chr6', 11, 3, 1, 4, 7],
             ['chr15', 14, 5, 0, 2, 12],
             ['chr19', 9, 4, 1, 2, 7],
             ['chrX', 7, 6, 0, 2, 5]]}
P = {'outvcf': '/work/skele47/qc/skele47_cohort.filtered.vcf',
 'samples': '/work/skele47/qc/samples.tsv',
 'summary': '/work/skele47/qc/summary.tsv'}

def _tsv(path):
    assert os.path.isfile(path), f"{path} is missing"
    with open(path, newline="") as f:
        return [row for row in csv.reader(f, delimiter="\t") if row]

def _records():
    assert os.path.isfile(P["outvcf"]), f"{P['outvcf']} is missing"
    with open(P["outvcf"], "rb") as f:
        data = f.read()
    lines = data.decode().splitlines()
    return data, [l.split("\t") for l in lines if l and not l.startswith("#")]

def test_kept_records():
    _, recs = _records()
    got = [[r[0], int(r[1]), r[3], r[4]] for r in recs]
    want = EXPECTED["keys"]
    missing = [k for k in want if k not in got]
    extra = [k for k in got if k not in want]
    assert not missing and not extra, (f"{len(got)} records kept, expected {len(want)}; "
                                       f"missing {missing[:5]}, should not be there {extra[:5]}")
    assert got == want, "the kept records are not in their original order"

def test_vcf_is_header_plus_verbatim_records():
    data, _ = _records()
    assert hashlib.sha256(data).hexdigest() == EXPECTED["sha256"], (
        "the filtered VCF is not the unchanged input header followed by the kept lines copied verbatim")

def test_summary_table():
    rows = _tsv(P["summary"])
    assert rows[0] == ["chrom", "snv", "indel", "mnp", "ts", "tv"], f"summary header is {rows[0]}"
    got = [[r[0]] + [int(x) for x in r[1:]] for r in rows[1:]]
    want = EXPECTED["summary"]
    assert [r[0] for r in got] == [r[0] for r in want], (
        f"summary rows {[r[0] for r in got]}, expected {[r[0] for r in want]} (header order)")
    for g, w in zip(got, want):
        assert g == w, f"{w[0]}: got snv/indel/mnp/ts/tv {g[1:]}, expected {w[1:]}"

def test_sample_table():
    rows = _tsv(P["samples"])
    assert rows[0] == ["sample", "het", "hom_alt", "missing"], f"sample table header is {rows[0]}"
    got = [[r[0]] + [int(x) for x in r[1:]] for r in rows[1:]]
    want = EXPECTED["samples"]
    assert [r[0] for r in got] == [r[0] for r in want], f"samples {[r[0] for r in got]}, expected {[r[0] for r in want]}"
    for g, w in zip(got, want):
        assert g == w, f"{w[0]}: got het/hom_alt/missing {g[1:]}, expected {w[1:]}"
