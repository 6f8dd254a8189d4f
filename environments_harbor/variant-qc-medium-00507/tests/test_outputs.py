import csv, hashlib, os

EXPECTED = {'keys': [['chr2', 54112916, 'T', 'C'],
          ['chr2', 89314471, 'T', 'C'],
          ['chr2', 148194803, 'C', 'A'],
          ['chr2', 207458048, 'T', 'A'],
          ['chr2', 217433862, 'A', 'G'],
          ['chr8', 19169476, 'C', 'G'],
          ['chr8', 39322044, 'TT', 'T'],
          ['chr8', 39442972, 'A', 'G'],
          ['chr8', 64353146, 'A', 'G'],
          ['chr8', 91335991, 'C', 'T'],
          ['chr8', 109116928, 'G', 'T'],
          ['chr8', 110843584, 'AA', 'CT'],
          ['chr8', 134154364, 'G', 'A'],
          ['chr8', 137749435, 'A', 'C'],
          ['chr8', 139159204, 'A', 'G'],
          ['chr8', 143341292, 'T', 'TG'],
          ['chr8', 144572593, 'C', 'T'],
          ['chr9', 6373609, 'T', 'G'],
          ['chr9', 9776708, 'T', 'C'],
          ['chr9', 33785083, 'C', 'T'],
          ['chr9', 38328309, 'T', 'A'],
          ['chr9', 68174829, 'T', 'G'],
          ['chr9', 127665811, 'G', 'GTCTAG'],
          ['chr9', 129252693, 'A', 'T'],
          ['chr14', 44189729, 'CAGTA', 'C'],
          ['chr14', 74241185, 'TAC', 'CCA'],
          ['chr14', 74839773, 'T', 'G'],
          ['chr14', 100828521, 'TGGCAAG', 'T'],
          ['chr16', 4360514, 'CATTAAT', 'C'],
          ['chr16', 8318502, 'C', 'T'],
          ['chr16', 64832885, 'T', 'A'],
          ['chr16', 65703980, 'GTC', 'CGA'],
          ['chr16', 83449785, 'T', 'TAGG'],
          ['chr21', 13044294, 'TTAC', 'T'],
          ['chr21', 15327882, 'G', 'A'],
          ['chr21', 18040194, 'G', 'C'],
          ['chr21', 20825593, 'A', 'AC'],
          ['chr21', 29315275, 'T', 'A'],
          ['chrX', 1326994, 'T', 'C'],
          ['chrX', 16491521, 'G', 'C'],
          ['chrX', 31988593, 'A', 'T'],
          ['chrX', 50422194, 'T', 'A'],
          ['chrX', 88216936, 'T', 'C'],
          ['chrX', 143117864, 'C', 'T'],
          ['chrX', 146072676, 'A', 'G']],
 'samples': [['CASE-5762', 22, 6, 3], ['CASE-2689', 18, 7, 0], ['CASE-1085', 13, 9, 2]],
 'sha256': 'c9c0c0dc5c3c4ec912ee2989504bf4651c6190c3bf1b01b1afb5da35a1a06f11',
 'summary': [['chr2', 5, 0, 0, 3, 2],
             ['chr8', 9, 2, 1, 6, 3],
             ['chr9', 6, 1, 0, 2, 4],
             ['chr14', 1, 2, 1, 0, 1],
             ['chr16', 2, 2, 1, 1, 1],
             ['chr21', 3, 2, 0, 1, 2],
             ['chrX', 7, 0, 0, 4, 3]]}
P = {'outvcf': '/home/analyst/skele74/qc/skele74_cohort.filtered.vcf',
 'samples': '/home/analyst/skele74/qc/samples.tsv',
 'summary': '/home/analyst/skele74/qc/summary.tsv'}

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
