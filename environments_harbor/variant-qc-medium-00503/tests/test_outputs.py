import csv, hashlib, os

EXPECTED = {'keys': [['chr7', 8852351, 'GA', 'G'],
          ['chr7', 33660721, 'C', 'G'],
          ['chr7', 36428902, 'A', 'T'],
          ['chr7', 47199998, 'C', 'CCTTCCT'],
          ['chr7', 59659463, 'T', 'C'],
          ['chr7', 78953259, 'A', 'C'],
          ['chr7', 88217755, 'T', 'G'],
          ['chr7', 99320674, 'CG', 'TA'],
          ['chr7', 105733456, 'A', 'C'],
          ['chr7', 111050746, 'G', 'C'],
          ['chr7', 113807895, 'G', 'A'],
          ['chr7', 117303819, 'G', 'T'],
          ['chr7', 137193547, 'CGACAG', 'C'],
          ['chr13', 14107509, 'G', 'A'],
          ['chr13', 22386361, 'A', 'G'],
          ['chr13', 22719314, 'GAGGCT', 'G'],
          ['chr13', 26710455, 'T', 'G'],
          ['chr13', 31546642, 'T', 'A'],
          ['chr13', 42194695, 'T', 'TCC'],
          ['chr13', 59598820, 'GGACGTT', 'G'],
          ['chr13', 62510548, 'C', 'A'],
          ['chr13', 66336918, 'C', 'G'],
          ['chr13', 73919213, 'G', 'A'],
          ['chr13', 92122277, 'C', 'A'],
          ['chr13', 94476836, 'C', 'CAA'],
          ['chr13', 103816625, 'C', 'T'],
          ['chr13', 104509899, 'CT', 'AG'],
          ['chr17', 24898839, 'T', 'C'],
          ['chr17', 25952440, 'C', 'G'],
          ['chr17', 34093630, 'G', 'GAGCTC'],
          ['chr17', 35304421, 'ATTAA', 'A'],
          ['chr17', 42546515, 'GC', 'G'],
          ['chr17', 71970821, 'C', 'A'],
          ['chr17', 75910639, 'TTAAAGG', 'T'],
          ['chr17', 78789403, 'A', 'T'],
          ['chrX', 1679055, 'C', 'T'],
          ['chrX', 2787318, 'G', 'C'],
          ['chrX', 3335156, 'G', 'T'],
          ['chrX', 16675723, 'C', 'G'],
          ['chrX', 17949204, 'A', 'C'],
          ['chrX', 25566725, 'ACAG', 'A'],
          ['chrX', 34133167, 'A', 'C'],
          ['chrX', 34536603, 'A', 'T'],
          ['chrX', 43657789, 'A', 'T'],
          ['chrX', 47409948, 'C', 'T'],
          ['chrX', 49418401, 'T', 'C'],
          ['chrX', 67662111, 'G', 'GATGT'],
          ['chrX', 69131444, 'G', 'T'],
          ['chrX', 117984376, 'G', 'T'],
          ['chrX', 122704124, 'C', 'G'],
          ['chrX', 132552576, 'AGTTTAA', 'A'],
          ['chrX', 135237727, 'C', 'G'],
          ['chrX', 136436627, 'A', 'C'],
          ['chrX', 141876611, 'G', 'C'],
          ['chrX', 143756638, 'CAG', 'TCT']],
 'samples': [['CASE-7506', 24, 7, 6], ['CASE-3738', 17, 11, 5], ['CASE-5797', 21, 9, 3], ['CASE-9094', 21, 11, 4]],
 'sha256': '9da13ada3254a1822b9c3b629578e3a3620c691d717017eb1001e960fc23b087',
 'summary': [['chr7', 9, 3, 1, 2, 7], ['chr13', 9, 4, 1, 4, 5], ['chr17', 4, 4, 0, 1, 3], ['chrX', 16, 3, 1, 3, 13]]}
P = {'outvcf': '/data/heari55/qc/heari55_cohort.filtered.vcf',
 'samples': '/data/heari55/qc/samples.tsv',
 'summary': '/data/heari55/qc/summary.tsv'}

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
