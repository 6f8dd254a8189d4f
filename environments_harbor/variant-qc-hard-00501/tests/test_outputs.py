import csv, hashlib, os

EXPECTED = {'keys': [['5', 23378837, 'GC', 'AA'],
          ['5', 24427429, 'T', 'C'],
          ['5', 47162270, 'A', 'C,ATG'],
          ['5', 53002753, 'ACTT', 'A'],
          ['5', 65055761, 'A', 'T,ACTG'],
          ['5', 98002919, 'T', 'TTTGAG,A'],
          ['5', 129377167, 'A', 'G'],
          ['5', 139186522, 'C', 'A'],
          ['5', 140492450, 'G', 'A'],
          ['5', 147657944, 'CGCAGA', 'C'],
          ['5', 165200641, 'C', 'A'],
          ['5', 175061180, 'G', 'A'],
          ['7', 1510111, 'A', 'G'],
          ['7', 6519469, 'A', 'T'],
          ['7', 7422739, 'A', 'T'],
          ['7', 24200891, 'G', 'A'],
          ['7', 30386373, 'TTGAGCG', 'T'],
          ['7', 33596096, 'CTT', 'C'],
          ['7', 33921002, 'TGCG', 'T'],
          ['7', 36507981, 'A', 'C'],
          ['7', 36510393, 'A', 'C'],
          ['7', 40723668, 'GAATT', 'G'],
          ['7', 51350245, 'A', 'C'],
          ['7', 69803150, 'A', 'C'],
          ['7', 128474461, 'C', 'G'],
          ['7', 134749897, 'A', 'T'],
          ['7', 139435917, 'T', 'C'],
          ['16', 23204051, 'A', 'T'],
          ['16', 25265827, 'C', 'A'],
          ['16', 48048014, 'C', 'G'],
          ['16', 69821571, 'A', 'G'],
          ['16', 73275668, 'T', 'G'],
          ['16', 76236168, 'T', 'A'],
          ['17', 5982209, 'A', 'C'],
          ['17', 9398967, 'T', 'TCAACAG,G'],
          ['17', 10096200, 'GATGGCG', 'G'],
          ['17', 10110668, 'G', 'T'],
          ['17', 18902747, 'T', 'A,TTCA'],
          ['17', 21488557, 'C', 'G'],
          ['17', 23340897, 'T', 'C'],
          ['17', 38282285, 'G', 'T'],
          ['17', 41502003, 'A', 'C,ACG'],
          ['17', 42553117, 'TAGGCTC', 'T'],
          ['17', 42847179, 'C', 'G,CCATG'],
          ['17', 48689696, 'T', 'G'],
          ['17', 59454704, 'A', 'T'],
          ['17', 60239448, 'A', 'T'],
          ['17', 60328937, 'G', 'T'],
          ['17', 66365509, 'A', 'T'],
          ['17', 73870856, 'C', 'A'],
          ['22', 2955410, 'A', 'C'],
          ['22', 6217422, 'A', 'G'],
          ['22', 9010054, 'TCATGA', 'T'],
          ['22', 12838168, 'A', 'C'],
          ['22', 20549975, 'TAT', 'CTC'],
          ['22', 25768144, 'TACAA', 'T'],
          ['22', 27611742, 'G', 'T'],
          ['22', 28881108, 'T', 'A'],
          ['22', 31452590, 'G', 'C,GTA'],
          ['22', 38995102, 'T', 'A'],
          ['22', 39127650, 'GCTCAA', 'G']],
 'samples': [['RD-3984', 26, 10, 4], ['RD-3133', 15, 9, 2], ['RD-4905', 24, 16, 4]],
 'sha256': 'cd9518e88027823645379b043b3d7b4da9d35a77748c90c00d2d175c6a8c687b',
 'summary': [['5', 9, 5, 1, 4, 5],
             ['7', 11, 4, 0, 3, 8],
             ['16', 6, 0, 0, 1, 5],
             ['17', 15, 6, 0, 1, 14],
             ['22', 7, 4, 1, 1, 6]]}
P = {'outvcf': '/work/epile96/qc/epile96_cohort.filtered.vcf',
 'samples': '/work/epile96/qc/samples.tsv',
 'summary': '/work/epile96/qc/summary.tsv'}

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
