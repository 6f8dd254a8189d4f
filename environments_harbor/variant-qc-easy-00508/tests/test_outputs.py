import csv, hashlib, os

EXPECTED = {'keys': [['chr4', 11003596, 'C', 'T'],
          ['chr4', 36157549, 'G', 'C'],
          ['chr4', 84949821, 'A', 'C'],
          ['chr4', 96525487, 'C', 'CCC'],
          ['chr4', 160041936, 'A', 'C'],
          ['chr4', 169920983, 'C', 'A'],
          ['chr6', 12256346, 'CGT', 'ACA'],
          ['chr6', 20518687, 'G', 'A'],
          ['chr6', 54414058, 'T', 'G'],
          ['chr6', 144291259, 'C', 'A'],
          ['chr7', 12378807, 'GTACGC', 'G'],
          ['chr7', 19532853, 'C', 'G'],
          ['chr7', 20434179, 'A', 'C'],
          ['chr7', 66127604, 'T', 'A'],
          ['chr7', 80434199, 'TTA', 'GGC'],
          ['chr7', 150840272, 'A', 'C'],
          ['chr12', 10409927, 'C', 'A'],
          ['chr12', 27243789, 'CACAT', 'C'],
          ['chr12', 36018236, 'C', 'CGCG'],
          ['chr12', 36497398, 'C', 'G'],
          ['chr12', 63835900, 'C', 'G'],
          ['chr12', 67834778, 'C', 'G'],
          ['chr12', 78263307, 'C', 'CC'],
          ['chr12', 85117211, 'A', 'C'],
          ['chr12', 120869306, 'G', 'C'],
          ['chr12', 131483919, 'G', 'A'],
          ['chr17', 5110339, 'G', 'A'],
          ['chr17', 20687900, 'T', 'G'],
          ['chr17', 29978479, 'G', 'C'],
          ['chr17', 44664554, 'G', 'T'],
          ['chr17', 75719704, 'C', 'A'],
          ['chr17', 79673287, 'A', 'G'],
          ['chrX', 8453304, 'T', 'G'],
          ['chrX', 15168900, 'T', 'C'],
          ['chrX', 16349548, 'AG', 'TA'],
          ['chrX', 44477515, 'C', 'T'],
          ['chrX', 67787531, 'T', 'G'],
          ['chrX', 92396080, 'C', 'A'],
          ['chrX', 96214172, 'C', 'T'],
          ['chrX', 133932095, 'T', 'A'],
          ['chrX', 148833309, 'G', 'T']],
 'samples': [],
 'sha256': 'f0bc686f8d816d479d0c6f4e4e1802b55a5d53edac01272b6d005cb649abdfca',
 'summary': [['chr4', 5, 1, 0, 1, 4],
             ['chr6', 3, 0, 1, 1, 2],
             ['chr7', 4, 1, 1, 0, 4],
             ['chr12', 7, 3, 0, 1, 6],
             ['chr17', 6, 0, 0, 2, 4],
             ['chrX', 8, 0, 1, 3, 5]]}
P = {'outvcf': '/home/analyst/immun52/qc/PX-9854.filtered.vcf', 'summary': '/home/analyst/immun52/qc/summary.tsv'}

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
