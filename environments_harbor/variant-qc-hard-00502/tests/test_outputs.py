import csv, hashlib, os

EXPECTED = {'keys': [['3', 11586118, 'A', 'T'],
          ['3', 29509629, 'C', 'A'],
          ['3', 30757946, 'C', 'T'],
          ['3', 31730334, 'A', 'AGCTT,G'],
          ['3', 33876353, 'G', 'C'],
          ['3', 41798560, 'T', 'TGCCC'],
          ['3', 60320670, 'A', 'T'],
          ['3', 61339388, 'C', 'A,CCAG'],
          ['3', 63177974, 'G', 'A'],
          ['3', 65686370, 'C', 'A'],
          ['3', 91631636, 'AAC', 'TGG'],
          ['3', 114663660, 'C', 'CAGT'],
          ['3', 170607319, 'C', 'T'],
          ['3', 197242295, 'G', 'T'],
          ['4', 33351206, 'ACGG', 'A'],
          ['4', 37822887, 'G', 'GGTAGG'],
          ['4', 38195276, 'CTG', 'TAA'],
          ['4', 44995799, 'G', 'C,GCCTT'],
          ['4', 48143708, 'T', 'C'],
          ['4', 50218895, 'CG', 'TA'],
          ['4', 92106962, 'A', 'T'],
          ['4', 95808082, 'CCCTA', 'C'],
          ['4', 98394886, 'C', 'A'],
          ['4', 104635251, 'GG', 'TT'],
          ['4', 114082482, 'G', 'C'],
          ['4', 161756019, 'G', 'A,GGA'],
          ['5', 9627711, 'A', 'G'],
          ['5', 23139559, 'T', 'C'],
          ['5', 41886715, 'C', 'CG'],
          ['5', 74384424, 'A', 'C'],
          ['5', 86834142, 'A', 'C'],
          ['5', 99461415, 'T', 'C,TC'],
          ['5', 117835115, 'T', 'TAC'],
          ['5', 124590845, 'G', 'T'],
          ['5', 159277363, 'T', 'A'],
          ['7', 1879389, 'G', 'C'],
          ['7', 51511053, 'A', 'G'],
          ['7', 69376659, 'C', 'G'],
          ['7', 76321885, 'ATG', 'GCT'],
          ['7', 90866326, 'A', 'G'],
          ['7', 114814369, 'ACCACCA', 'A'],
          ['7', 133791709, 'A', 'G'],
          ['7', 158450213, 'A', 'T'],
          ['11', 18721346, 'G', 'T'],
          ['11', 24318050, 'A', 'C'],
          ['11', 36381379, 'T', 'G'],
          ['11', 57868804, 'C', 'T'],
          ['11', 74889496, 'A', 'C'],
          ['11', 78306070, 'C', 'G'],
          ['11', 79102588, 'T', 'TGGA'],
          ['11', 85496998, 'A', 'G'],
          ['11', 93216380, 'G', 'GG'],
          ['11', 118745758, 'G', 'C,GATTC'],
          ['11', 127963195, 'T', 'A'],
          ['22', 3720122, 'AGAG', 'A'],
          ['22', 10117493, 'T', 'C'],
          ['22', 14387035, 'GGTTG', 'G'],
          ['22', 21219380, 'G', 'A'],
          ['22', 24157675, 'T', 'G'],
          ['22', 29294956, 'GCC', 'TTT'],
          ['22', 34677362, 'G', 'C'],
          ['22', 34678293, 'G', 'C'],
          ['22', 35350297, 'T', 'G'],
          ['22', 38961775, 'ATAC', 'A'],
          ['22', 44836568, 'C', 'G'],
          ['22', 47226850, 'CT', 'TC'],
          ['22', 48222027, 'G', 'C'],
          ['X', 4085437, 'TGT', 'GCG'],
          ['X', 10904927, 'T', 'G'],
          ['X', 42870028, 'C', 'A'],
          ['X', 65802080, 'C', 'T'],
          ['X', 98951639, 'T', 'C'],
          ['X', 128304762, 'T', 'G,TCT'],
          ['X', 133746712, 'A', 'C'],
          ['X', 150081032, 'C', 'T,CGT'],
          ['X', 153245772, 'G', 'C']],
 'samples': [['NGS-4143', 33, 15, 6], ['NGS-2858', 28, 11, 10], ['NGS-8767', 28, 14, 8], ['NGS-2809', 33, 12, 4]],
 'sha256': '1e3432285f68308e64e434b92c3acc0922d36261be195a8a5a2a80cd819f068d',
 'summary': [['3', 11, 4, 1, 4, 7],
             ['4', 6, 5, 3, 2, 4],
             ['5', 7, 3, 0, 3, 4],
             ['7', 6, 1, 1, 3, 3],
             ['11', 9, 3, 0, 2, 7],
             ['22', 8, 3, 2, 2, 6],
             ['X', 8, 2, 1, 3, 5]]}
P = {'outvcf': '/srv/genomics/hered94/qc/hered94_cohort.filtered.vcf',
 'samples': '/srv/genomics/hered94/qc/samples.tsv',
 'summary': '/srv/genomics/hered94/qc/summary.tsv'}

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
