import csv, hashlib, os

EXPECTED = {'keys': [['3', 11261399, 'G', 'A'],
          ['3', 128374113, 'G', 'A'],
          ['3', 135015454, 'G', 'C'],
          ['3', 146540959, 'AT', 'CC'],
          ['3', 165833663, 'AG', 'GT'],
          ['5', 12641587, 'T', 'C'],
          ['5', 35796424, 'TACA', 'T'],
          ['5', 83748401, 'T', 'G'],
          ['5', 85073982, 'C', 'T'],
          ['5', 116586665, 'G', 'C'],
          ['12', 97027, 'A', 'C'],
          ['12', 6377838, 'C', 'A'],
          ['12', 20993309, 'G', 'GCTGACC'],
          ['12', 26654196, 'A', 'T'],
          ['12', 43996999, 'AGTCG', 'A'],
          ['12', 53497154, 'C', 'A'],
          ['12', 97951699, 'G', 'T'],
          ['12', 106532964, 'T', 'C'],
          ['16', 27954445, 'TA', 'T'],
          ['16', 71996540, 'A', 'C'],
          ['16', 73372459, 'C', 'G'],
          ['16', 76203332, 'CG', 'AC'],
          ['19', 199230, 'A', 'T'],
          ['19', 32748223, 'G', 'T'],
          ['19', 56754240, 'A', 'G'],
          ['X', 71633146, 'T', 'C'],
          ['X', 119748298, 'A', 'T'],
          ['X', 120424858, 'GGG', 'CAT']],
 'samples': [],
 'sha256': 'd2aa75252b77bb6ffa41805c3a69878137a076584b457bfcf1ac5e3c4231ff19',
 'summary': [['3', 3, 0, 2, 2, 1],
             ['5', 4, 1, 0, 2, 2],
             ['12', 6, 2, 0, 1, 5],
             ['16', 2, 1, 1, 0, 2],
             ['19', 3, 0, 0, 1, 2],
             ['X', 2, 0, 1, 1, 1]]}
P = {'outvcf': '/home/analyst/heari47/qc/NGS-4852.filtered.vcf', 'summary': '/home/analyst/heari47/qc/summary.tsv'}

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
