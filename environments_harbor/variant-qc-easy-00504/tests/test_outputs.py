import csv, hashlib, os

EXPECTED = {'keys': [['3', 11503133, 'A', 'C'],
          ['3', 24238694, 'C', 'A'],
          ['3', 72761944, 'TGC', 'T'],
          ['3', 97159771, 'C', 'CCTTC'],
          ['6', 80101673, 'A', 'G'],
          ['6', 137465173, 'G', 'T'],
          ['6', 164271247, 'A', 'T'],
          ['9', 67950382, 'GG', 'TA'],
          ['9', 118184361, 'T', 'C'],
          ['9', 125173226, 'A', 'T'],
          ['9', 125275555, 'G', 'A'],
          ['12', 85539013, 'CACTGGA', 'C'],
          ['12', 104974083, 'C', 'A'],
          ['17', 35632942, 'TAA', 'T'],
          ['17', 38672938, 'GTTACAC', 'G'],
          ['17', 39877785, 'C', 'G'],
          ['17', 40851610, 'CG', 'TC'],
          ['17', 42134852, 'T', 'C'],
          ['17', 48781745, 'G', 'T'],
          ['17', 49928051, 'T', 'A'],
          ['17', 67226845, 'CACCT', 'C'],
          ['17', 73376370, 'G', 'A'],
          ['20', 19916571, 'T', 'A'],
          ['20', 30611658, 'T', 'C'],
          ['20', 34971673, 'C', 'T'],
          ['20', 55053202, 'G', 'T'],
          ['20', 60939529, 'A', 'T'],
          ['X', 3369017, 'G', 'C'],
          ['X', 5925359, 'C', 'A'],
          ['X', 20805894, 'T', 'G'],
          ['X', 46398825, 'C', 'T'],
          ['X', 50589665, 'C', 'CGTACGG'],
          ['X', 104735244, 'G', 'A'],
          ['X', 106652721, 'A', 'G'],
          ['X', 113582954, 'G', 'GA'],
          ['X', 146196955, 'T', 'TTCACG']],
 'samples': [],
 'sha256': 'a56d1a6cea7b175eea2a383f636f3df6d6360101ddfe596478aa77d16a9b3196',
 'summary': [['3', 2, 2, 0, 0, 2],
             ['6', 3, 0, 0, 1, 2],
             ['9', 3, 0, 1, 2, 1],
             ['12', 1, 1, 0, 0, 1],
             ['17', 5, 3, 1, 2, 3],
             ['20', 5, 0, 0, 2, 3],
             ['X', 6, 3, 0, 3, 3]]}
P = {'outvcf': '/data/metab91/qc/FAM-2742.filtered.vcf', 'summary': '/data/metab91/qc/summary.tsv'}

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
