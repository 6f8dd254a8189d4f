import csv, hashlib, os

EXPECTED = {'keys': [['chr5', 15696573, 'A', 'T'],
          ['chr5', 41617443, 'GC', 'TT'],
          ['chr5', 84106401, 'G', 'C'],
          ['chr5', 88566873, 'A', 'G'],
          ['chr5', 96030046, 'CATTC', 'C'],
          ['chr5', 144819546, 'T', 'C'],
          ['chr6', 27775674, 'G', 'C'],
          ['chr6', 56156761, 'G', 'A'],
          ['chr6', 83275729, 'GAGACCT', 'G'],
          ['chr6', 101942159, 'TT', 'T'],
          ['chr6', 119297172, 'C', 'A'],
          ['chr6', 166274314, 'C', 'A'],
          ['chr9', 3157801, 'A', 'G'],
          ['chr9', 31629296, 'A', 'C'],
          ['chr9', 32443697, 'C', 'CCTT'],
          ['chr9', 55538284, 'C', 'CCGCACA'],
          ['chr9', 59670685, 'T', 'C'],
          ['chr9', 121045535, 'T', 'C'],
          ['chr10', 57330992, 'A', 'C'],
          ['chr10', 59652860, 'T', 'A'],
          ['chr10', 92873235, 'T', 'A'],
          ['chr10', 106744281, 'C', 'A'],
          ['chr12', 8332997, 'A', 'AA'],
          ['chr12', 17768992, 'A', 'T'],
          ['chr12', 24691642, 'AATTGC', 'A'],
          ['chr12', 35773886, 'C', 'T'],
          ['chr12', 42864876, 'C', 'CGT'],
          ['chr12', 61106875, 'C', 'A'],
          ['chr12', 70473618, 'A', 'G'],
          ['chr12', 95690037, 'G', 'C'],
          ['chr12', 104295908, 'A', 'G'],
          ['chr14', 2637638, 'GC', 'AA'],
          ['chr14', 16158399, 'TAA', 'T'],
          ['chr14', 23191506, 'TAT', 'T'],
          ['chr14', 34589154, 'G', 'T'],
          ['chr14', 36297578, 'A', 'G'],
          ['chr14', 38013915, 'CAT', 'C'],
          ['chr14', 50741819, 'A', 'T'],
          ['chr14', 55613689, 'C', 'A'],
          ['chr14', 96576053, 'CA', 'TC'],
          ['chr14', 101426673, 'C', 'A']],
 'samples': [],
 'sha256': '3b6688cb8c52edacb3740bc0f03cd33efd0c28c754e4d896191f84bcc731a781',
 'summary': [['chr5', 4, 1, 1, 2, 2],
             ['chr6', 4, 2, 0, 1, 3],
             ['chr9', 4, 2, 0, 3, 1],
             ['chr10', 4, 0, 0, 0, 4],
             ['chr12', 6, 3, 0, 3, 3],
             ['chr14', 5, 3, 2, 1, 4]]}
P = {'outvcf': '/work/skele60/qc/PT-9776.filtered.vcf', 'summary': '/work/skele60/qc/summary.tsv'}

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
