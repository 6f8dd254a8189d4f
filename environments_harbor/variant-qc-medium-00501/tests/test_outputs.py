import csv, hashlib, os

EXPECTED = {'keys': [['chr1', 10125990, 'G', 'C'],
          ['chr1', 31534082, 'T', 'A'],
          ['chr1', 74650255, 'AC', 'TG'],
          ['chr1', 77646462, 'CA', 'AT'],
          ['chr1', 109337078, 'T', 'C'],
          ['chr1', 143509981, 'G', 'T'],
          ['chr1', 148797150, 'T', 'A'],
          ['chr1', 155763646, 'T', 'G'],
          ['chr1', 181622543, 'G', 'GGAA'],
          ['chr1', 222959717, 'A', 'ACAT'],
          ['chr1', 246001548, 'G', 'C'],
          ['chr1', 246381688, 'A', 'G'],
          ['chr6', 6552916, 'T', 'TTGTG'],
          ['chr6', 40691217, 'T', 'C'],
          ['chr6', 47489476, 'CTCC', 'C'],
          ['chr6', 49748476, 'A', 'G'],
          ['chr6', 53934033, 'T', 'G'],
          ['chr6', 66784513, 'C', 'G'],
          ['chr6', 77641220, 'A', 'G'],
          ['chr6', 141160026, 'C', 'CCGGCT'],
          ['chr6', 148533422, 'G', 'T'],
          ['chr15', 597702, 'A', 'G'],
          ['chr15', 9080336, 'G', 'A'],
          ['chr15', 10316784, 'CA', 'TG'],
          ['chr15', 11452110, 'A', 'T'],
          ['chr15', 14884154, 'G', 'GTTCCCA'],
          ['chr15', 40594248, 'C', 'T'],
          ['chr15', 42387322, 'CTG', 'TAT'],
          ['chr15', 42795539, 'TGGAGAA', 'T'],
          ['chr15', 65570609, 'T', 'G'],
          ['chr15', 82117702, 'C', 'A'],
          ['chr15', 93679545, 'TCG', 'CAC'],
          ['chr18', 5823329, 'TATAT', 'T'],
          ['chr18', 36941138, 'G', 'T'],
          ['chr18', 52545173, 'G', 'A'],
          ['chr18', 53765281, 'T', 'A'],
          ['chr18', 62162296, 'C', 'T'],
          ['chr18', 76635030, 'AT', 'A']],
 'samples': [['LIB-2058', 25, 3, 1], ['LIB-9490', 11, 7, 1], ['LIB-6534', 12, 9, 1], ['LIB-8691', 12, 10, 0]],
 'sha256': '3ea4eb0b3c52948ca29be439fa0eb680eecb6403f55f488822a9b03460ef71a0',
 'summary': [['chr1', 8, 2, 2, 2, 6], ['chr6', 6, 3, 0, 3, 3], ['chr15', 6, 2, 3, 3, 3], ['chr18', 4, 2, 0, 2, 2]]}
P = {'outvcf': '/srv/genomics/retin20/qc/retin20_cohort.filtered.vcf',
 'samples': '/srv/genomics/retin20/qc/samples.tsv',
 'summary': '/srv/genomics/retin20/qc/summary.tsv'}

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
