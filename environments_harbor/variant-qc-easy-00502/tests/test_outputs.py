import csv, hashlib, os

EXPECTED = {'keys': [['7', 6292944, 'G', 'A'],
          ['7', 12502038, 'TCC', 'T'],
          ['7', 61114261, 'T', 'A'],
          ['7', 63967736, 'AGCT', 'A'],
          ['7', 94271144, 'A', 'C'],
          ['7', 97128617, 'GAAGGTT', 'G'],
          ['7', 116144991, 'T', 'A'],
          ['7', 139720126, 'A', 'G'],
          ['7', 148409119, 'C', 'G'],
          ['7', 150326610, 'C', 'G'],
          ['7', 151576629, 'T', 'C'],
          ['8', 8241087, 'T', 'TGT'],
          ['8', 34263849, 'T', 'C'],
          ['8', 36061106, 'GC', 'CG'],
          ['8', 51122941, 'A', 'AGC'],
          ['8', 52175926, 'A', 'T'],
          ['8', 74287475, 'T', 'G'],
          ['8', 96019111, 'A', 'C'],
          ['8', 117469384, 'C', 'A'],
          ['8', 119396334, 'G', 'T'],
          ['8', 129809637, 'TAA', 'T'],
          ['8', 130049636, 'G', 'T'],
          ['8', 143575611, 'CTT', 'GGC'],
          ['12', 6353135, 'T', 'A'],
          ['12', 23527822, 'C', 'A'],
          ['12', 38353141, 'C', 'T'],
          ['12', 68946480, 'G', 'A'],
          ['12', 82601077, 'G', 'C'],
          ['12', 85421642, 'C', 'T'],
          ['12', 110574570, 'A', 'T'],
          ['12', 122570821, 'C', 'A'],
          ['20', 8573055, 'CCGT', 'C'],
          ['20', 16996035, 'A', 'C'],
          ['20', 18896184, 'A', 'T'],
          ['20', 25687228, 'C', 'A'],
          ['20', 47353474, 'TT', 'GA'],
          ['20', 58379067, 'T', 'A'],
          ['X', 23600099, 'T', 'C'],
          ['X', 79595257, 'CGTACT', 'C'],
          ['X', 92190037, 'TTA', 'GCT'],
          ['X', 105294674, 'T', 'G'],
          ['X', 107104370, 'C', 'A'],
          ['X', 132917792, 'C', 'A']],
 'samples': [],
 'sha256': 'cf383aa3249815c94b747a05a3f335ab6d94f199fcafc26f6c7259f85be55150',
 'summary': [['7', 8, 3, 0, 3, 5],
             ['8', 7, 3, 2, 1, 6],
             ['12', 8, 0, 0, 3, 5],
             ['20', 4, 1, 1, 0, 4],
             ['X', 4, 1, 1, 1, 3]]}
P = {'outvcf': '/opt/pipeline/heari64/qc/CASE-3599.filtered.vcf', 'summary': '/opt/pipeline/heari64/qc/summary.tsv'}

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
