import csv, hashlib, os

EXPECTED = {'keys': [['1', 100426404, 'A', 'G'],
          ['1', 133339946, 'G', 'T'],
          ['1', 140819359, 'CCGCT', 'C'],
          ['1', 155622778, 'AGATTAC', 'A'],
          ['1', 245822654, 'G', 'T'],
          ['2', 141075225, 'TC', 'GG'],
          ['2', 192490323, 'T', 'A'],
          ['2', 205865568, 'G', 'T'],
          ['2', 233051542, 'CAC', 'TTT'],
          ['9', 657684, 'C', 'A'],
          ['9', 4506469, 'G', 'T'],
          ['9', 16651618, 'C', 'T'],
          ['9', 30141620, 'C', 'A'],
          ['9', 42061393, 'G', 'T'],
          ['9', 44489782, 'G', 'C'],
          ['9', 80849575, 'G', 'GC'],
          ['9', 100385516, 'C', 'A'],
          ['9', 130664789, 'C', 'G'],
          ['18', 2091122, 'T', 'TGCTTT'],
          ['18', 3000769, 'G', 'T'],
          ['18', 9955111, 'A', 'AT'],
          ['18', 31179618, 'C', 'G'],
          ['18', 41303645, 'T', 'A'],
          ['18', 58313425, 'C', 'A'],
          ['18', 66717019, 'T', 'A'],
          ['18', 70367778, 'A', 'AAA'],
          ['18', 77208905, 'A', 'G'],
          ['22', 7748042, 'GA', 'G'],
          ['22', 18884985, 'T', 'A'],
          ['22', 19116977, 'A', 'G'],
          ['22', 24601787, 'TA', 'CG'],
          ['22', 36827292, 'CAGC', 'C'],
          ['22', 39269045, 'ATTCGTG', 'A'],
          ['22', 40234404, 'T', 'C']],
 'samples': [],
 'sha256': 'fc3e418456884dcdea9bc31341350228e4becaeb897071c6453ce3d51e53f617',
 'summary': [['1', 3, 2, 0, 1, 2],
             ['2', 2, 0, 2, 0, 2],
             ['9', 8, 1, 0, 1, 7],
             ['18', 6, 3, 0, 1, 5],
             ['22', 3, 3, 1, 2, 1]]}
P = {'outvcf': '/srv/genomics/heari85/qc/DNA-1559.filtered.vcf', 'summary': '/srv/genomics/heari85/qc/summary.tsv'}

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
