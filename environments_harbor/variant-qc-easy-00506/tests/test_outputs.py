import csv, hashlib, os

EXPECTED = {'keys': [['chr2', 57415203, 'T', 'G'],
          ['chr2', 75397527, 'G', 'GGA'],
          ['chr2', 91988010, 'A', 'G'],
          ['chr2', 97585659, 'A', 'G'],
          ['chr2', 107931042, 'AT', 'GA'],
          ['chr2', 122643277, 'G', 'T'],
          ['chr2', 160486783, 'A', 'G'],
          ['chr2', 214700972, 'G', 'GTATG'],
          ['chr2', 222095788, 'T', 'G'],
          ['chr2', 242129360, 'G', 'T'],
          ['chr6', 23807829, 'G', 'C'],
          ['chr6', 36714751, 'A', 'G'],
          ['chr6', 148470140, 'A', 'C'],
          ['chr6', 164764493, 'G', 'A'],
          ['chr7', 18706221, 'A', 'G'],
          ['chr7', 92693668, 'A', 'T'],
          ['chr7', 146382852, 'C', 'T'],
          ['chr7', 149932454, 'C', 'T'],
          ['chr13', 9117977, 'TA', 'T'],
          ['chr13', 65856781, 'A', 'T'],
          ['chr13', 113942012, 'T', 'A'],
          ['chr15', 2034113, 'G', 'A'],
          ['chr15', 38214306, 'C', 'T'],
          ['chr15', 47144816, 'T', 'C'],
          ['chr15', 51048555, 'T', 'G'],
          ['chr15', 60987093, 'A', 'T'],
          ['chr15', 95630187, 'GAACATA', 'G'],
          ['chr15', 101947367, 'G', 'A']],
 'samples': [],
 'sha256': '2aee6a3ec3f4a38641d679de244ab76dd282252c49c08e1b08302a75c8ad6955',
 'summary': [['chr2', 7, 2, 1, 3, 4],
             ['chr6', 4, 0, 0, 2, 2],
             ['chr7', 4, 0, 0, 3, 1],
             ['chr13', 2, 1, 0, 0, 2],
             ['chr15', 6, 1, 0, 4, 2]]}
P = {'outvcf': '/home/analyst/neuro70/qc/RD-6783.filtered.vcf', 'summary': '/home/analyst/neuro70/qc/summary.tsv'}

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
