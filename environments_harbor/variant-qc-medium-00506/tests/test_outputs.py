import csv, hashlib, os

EXPECTED = {'keys': [['chr3', 8472456, 'T', 'TACA'],
          ['chr3', 11433352, 'G', 'T'],
          ['chr3', 35913370, 'TAAGA', 'T'],
          ['chr3', 51603382, 'A', 'G'],
          ['chr3', 99797333, 'G', 'C'],
          ['chr8', 16453904, 'T', 'G'],
          ['chr8', 22220852, 'C', 'A'],
          ['chr8', 55542375, 'C', 'A'],
          ['chr8', 61338686, 'C', 'G'],
          ['chr8', 68332579, 'T', 'A'],
          ['chr8', 76095357, 'C', 'T'],
          ['chr8', 82738692, 'AAT', 'GGA'],
          ['chr8', 88286767, 'T', 'G'],
          ['chr8', 110370908, 'A', 'C'],
          ['chr9', 861753, 'T', 'TACCC'],
          ['chr9', 67400351, 'A', 'G'],
          ['chr12', 21963341, 'G', 'T'],
          ['chr12', 22563950, 'A', 'T'],
          ['chr12', 30064998, 'A', 'T'],
          ['chr12', 56527137, 'T', 'G'],
          ['chr12', 68583488, 'A', 'ATCC'],
          ['chr12', 100763350, 'C', 'G'],
          ['chr15', 2570650, 'TC', 'AA'],
          ['chr15', 10154492, 'C', 'A'],
          ['chr15', 19876210, 'T', 'G'],
          ['chr15', 28942149, 'C', 'CGACGG'],
          ['chr15', 42780643, 'G', 'GT'],
          ['chr15', 52805447, 'C', 'CT'],
          ['chr15', 53602639, 'T', 'A'],
          ['chr15', 64867741, 'ATA', 'A'],
          ['chr15', 87689002, 'T', 'TGATGTC'],
          ['chr18', 40180, 'GCGCA', 'G'],
          ['chr18', 5656174, 'CGTTC', 'C'],
          ['chr18', 7194594, 'GGGATAA', 'G'],
          ['chr18', 23115727, 'G', 'A'],
          ['chr18', 51117982, 'AAG', 'GTA'],
          ['chr18', 56023398, 'A', 'AT'],
          ['chrX', 44676594, 'AGACGCA', 'A'],
          ['chrX', 50547694, 'T', 'C'],
          ['chrX', 56428413, 'A', 'T'],
          ['chrX', 66581682, 'G', 'A'],
          ['chrX', 116283684, 'G', 'T'],
          ['chrX', 122262327, 'GAC', 'TCG'],
          ['chrX', 152599126, 'T', 'G']],
 'samples': [['FAM-5636', 25, 7, 2],
             ['FAM-2813', 11, 7, 3],
             ['FAM-2492', 16, 7, 4],
             ['FAM-1417', 21, 6, 3],
             ['FAM-2754', 15, 9, 2]],
 'sha256': 'a64892e75bd99650b9325a018ee38ec74302e7a50a9f390146c7bd4c182c1ecd',
 'summary': [['chr3', 3, 2, 0, 1, 2],
             ['chr8', 8, 0, 1, 1, 7],
             ['chr9', 1, 1, 0, 1, 0],
             ['chr12', 5, 1, 0, 0, 5],
             ['chr15', 3, 5, 1, 0, 3],
             ['chr18', 1, 4, 1, 1, 0],
             ['chrX', 5, 1, 1, 2, 3]]}
P = {'outvcf': '/data/immun62/qc/immun62_cohort.filtered.vcf',
 'samples': '/data/immun62/qc/samples.tsv',
 'summary': '/data/immun62/qc/summary.tsv'}

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
