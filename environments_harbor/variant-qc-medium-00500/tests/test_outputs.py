import csv, hashlib, os

EXPECTED = {'keys': [['chr1', 30845047, 'C', 'T'],
          ['chr1', 33474517, 'C', 'A'],
          ['chr1', 69082813, 'TTCGGC', 'T'],
          ['chr1', 72781832, 'C', 'A'],
          ['chr1', 79180978, 'T', 'A'],
          ['chr1', 121759342, 'T', 'C'],
          ['chr1', 121831101, 'T', 'A'],
          ['chr1', 123938575, 'G', 'GGATGC'],
          ['chr1', 163116982, 'TTGG', 'T'],
          ['chr1', 192182833, 'C', 'G'],
          ['chr1', 242185997, 'A', 'G'],
          ['chr1', 247691892, 'T', 'G'],
          ['chr5', 30300383, 'CAG', 'C'],
          ['chr5', 32738139, 'A', 'G'],
          ['chr5', 86760079, 'T', 'C'],
          ['chr5', 110266721, 'CC', 'AA'],
          ['chr5', 112762508, 'A', 'G'],
          ['chr5', 147869649, 'T', 'A'],
          ['chr5', 178309241, 'AA', 'A'],
          ['chr10', 9089690, 'C', 'G'],
          ['chr10', 15649198, 'CAT', 'AGA'],
          ['chr10', 17567103, 'A', 'G'],
          ['chr10', 26255570, 'G', 'C'],
          ['chr10', 90023050, 'A', 'C'],
          ['chr10', 98931034, 'G', 'C'],
          ['chr10', 104991920, 'AGTACTT', 'A'],
          ['chr10', 107174644, 'G', 'T'],
          ['chr10', 126476223, 'T', 'A'],
          ['chr13', 19331805, 'C', 'CTATCC'],
          ['chr13', 22368803, 'G', 'T'],
          ['chr13', 28174538, 'G', 'T'],
          ['chr13', 29371622, 'T', 'G'],
          ['chr13', 33691194, 'A', 'T'],
          ['chr13', 39338658, 'TGTTG', 'T'],
          ['chr13', 42157573, 'C', 'CTGT'],
          ['chr13', 58087879, 'C', 'G'],
          ['chr13', 68637484, 'G', 'T'],
          ['chr13', 72181221, 'T', 'G'],
          ['chr13', 89548633, 'C', 'CGGCCGC'],
          ['chr13', 89983432, 'T', 'TG']],
 'samples': [['DNA-1571', 21, 4, 2],
             ['DNA-5771', 9, 6, 2],
             ['DNA-2029', 15, 8, 3],
             ['DNA-1457', 10, 7, 2],
             ['DNA-7523', 15, 5, 3]],
 'sha256': '163eb8f08a633da79b3ef2a0b74d0373029c377f15d5279f91b1b37339ba630e',
 'summary': [['chr1', 9, 3, 0, 3, 6], ['chr5', 4, 2, 1, 3, 1], ['chr10', 7, 1, 1, 1, 6], ['chr13', 7, 5, 0, 0, 7]]}
P = {'outvcf': '/home/analyst/mitoc93/qc/mitoc93_cohort.filtered.vcf',
 'samples': '/home/analyst/mitoc93/qc/samples.tsv',
 'summary': '/home/analyst/mitoc93/qc/summary.tsv'}

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
