import csv, hashlib, os

EXPECTED = {'keys': [['chr5', 41431007, 'G', 'T'],
          ['chr5', 61046359, 'A', 'G'],
          ['chr5', 67910945, 'C', 'G'],
          ['chr5', 67914602, 'T', 'C'],
          ['chr5', 75468200, 'G', 'C'],
          ['chr5', 96985451, 'GTAAT', 'G'],
          ['chr5', 103732870, 'TACGCC', 'T'],
          ['chr5', 109674088, 'C', 'T'],
          ['chr5', 123712729, 'C', 'A,CTT'],
          ['chr5', 125665553, 'ATA', 'CCC'],
          ['chr5', 137613691, 'C', 'G'],
          ['chr5', 155699450, 'C', 'A'],
          ['chr5', 172761159, 'A', 'T'],
          ['chr6', 13924083, 'A', 'AA,T'],
          ['chr6', 29195673, 'CCTG', 'C'],
          ['chr6', 44983431, 'G', 'T,GT'],
          ['chr6', 71567424, 'A', 'T'],
          ['chr6', 83456963, 'T', 'C'],
          ['chr6', 87227653, 'AGGG', 'A'],
          ['chr6', 107989269, 'G', 'C'],
          ['chr6', 123105256, 'C', 'G'],
          ['chr6', 141617033, 'TA', 'T'],
          ['chr6', 141782940, 'T', 'G,TTTT'],
          ['chr16', 5803407, 'G', 'C'],
          ['chr16', 6732077, 'G', 'C'],
          ['chr16', 7569411, 'TA', 'GG'],
          ['chr16', 27757104, 'C', 'T'],
          ['chr16', 28977977, 'G', 'C'],
          ['chr16', 32748822, 'A', 'AAAGG,T'],
          ['chr16', 35154264, 'G', 'C,GTCT'],
          ['chr16', 51468860, 'A', 'AGCGCCC'],
          ['chr16', 51908929, 'A', 'G'],
          ['chr16', 65947273, 'A', 'AC'],
          ['chr16', 77365518, 'A', 'C'],
          ['chr16', 79655821, 'G', 'A'],
          ['chr16', 83246333, 'A', 'C'],
          ['chr17', 15876698, 'A', 'G'],
          ['chr17', 17454983, 'A', 'G'],
          ['chr17', 26932800, 'C', 'T,CCT'],
          ['chr17', 38307580, 'GCC', 'TAT'],
          ['chr18', 3299856, 'C', 'G'],
          ['chr18', 7496118, 'C', 'T'],
          ['chr18', 19436589, 'TC', 'T'],
          ['chr18', 24172828, 'T', 'A'],
          ['chr18', 25329365, 'T', 'C'],
          ['chr18', 26643377, 'A', 'T'],
          ['chr18', 49139021, 'A', 'T'],
          ['chr18', 51041781, 'G', 'T'],
          ['chr18', 72429278, 'G', 'C,GAT'],
          ['chrX', 132448, 'C', 'CTT'],
          ['chrX', 2916274, 'G', 'A'],
          ['chrX', 22308318, 'T', 'G'],
          ['chrX', 35219695, 'T', 'C'],
          ['chrX', 53862602, 'G', 'T'],
          ['chrX', 59828220, 'C', 'T'],
          ['chrX', 83170033, 'G', 'GACGCCT'],
          ['chrX', 85937256, 'AGTGGAG', 'A'],
          ['chrX', 90468905, 'TTGGA', 'T'],
          ['chrX', 104196072, 'C', 'CTTAT'],
          ['chrX', 123520877, 'GAG', 'CCC'],
          ['chrX', 126637365, 'G', 'A,GTCG'],
          ['chrX', 131142431, 'T', 'C'],
          ['chrX', 135773824, 'A', 'T'],
          ['chrX', 137726551, 'C', 'A'],
          ['chrX', 153923640, 'C', 'A']],
 'samples': [['CASE-6547', 35, 8, 1],
             ['CASE-7808', 23, 9, 5],
             ['CASE-7029', 22, 9, 6],
             ['CASE-5504', 31, 7, 6],
             ['CASE-3577', 24, 12, 6]],
 'sha256': '7e5fefdc2fe58beac469caf4b43d1874b123213441cd755db79eb3b436d8270e',
 'summary': [['chr5', 10, 3, 1, 3, 7],
             ['chr6', 7, 6, 0, 1, 6],
             ['chr16', 10, 4, 1, 3, 7],
             ['chr17', 3, 1, 1, 3, 0],
             ['chr18', 8, 2, 0, 2, 6],
             ['chrX', 10, 6, 1, 5, 5]]}
P = {'outvcf': '/work/conne95/qc/conne95_cohort.filtered.vcf',
 'samples': '/work/conne95/qc/samples.tsv',
 'summary': '/work/conne95/qc/summary.tsv'}

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
