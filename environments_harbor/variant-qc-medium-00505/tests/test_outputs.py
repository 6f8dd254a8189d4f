import csv, hashlib, os

EXPECTED = {'keys': [['chr1', 14918152, 'A', 'T'],
          ['chr1', 38252065, 'A', 'C'],
          ['chr1', 45712947, 'C', 'CATCG'],
          ['chr1', 47187501, 'A', 'T'],
          ['chr1', 66154376, 'T', 'G'],
          ['chr1', 85403760, 'G', 'C'],
          ['chr1', 95090251, 'CC', 'GA'],
          ['chr1', 163373402, 'CAG', 'TGA'],
          ['chr4', 13119766, 'G', 'A'],
          ['chr4', 27403150, 'AGGTCTA', 'A'],
          ['chr4', 51387343, 'C', 'G'],
          ['chr4', 124220716, 'C', 'A'],
          ['chr4', 154857832, 'G', 'C'],
          ['chr5', 115526, 'AG', 'A'],
          ['chr5', 12783076, 'C', 'T'],
          ['chr5', 53934970, 'G', 'T'],
          ['chr5', 57277511, 'CCGATT', 'C'],
          ['chr5', 61415903, 'ATG', 'TAT'],
          ['chr5', 69402509, 'A', 'G'],
          ['chr5', 89388728, 'A', 'G'],
          ['chr5', 93880608, 'A', 'ACCCT'],
          ['chr15', 27613183, 'G', 'GAGT'],
          ['chr15', 76456469, 'T', 'A'],
          ['chr15', 79753918, 'T', 'C'],
          ['chr15', 96157893, 'T', 'G'],
          ['chr16', 45886, 'C', 'T'],
          ['chr16', 89211590, 'T', 'TCCCTT'],
          ['chr21', 28499717, 'GGCT', 'G'],
          ['chr21', 38215344, 'T', 'G'],
          ['chr21', 42122989, 'TA', 'T'],
          ['chr21', 45410793, 'A', 'G']],
 'samples': [['DNA-9921', 17, 5, 2], ['DNA-1601', 13, 6, 2], ['DNA-8483', 12, 7, 0]],
 'sha256': 'cdb55dfe646bfb941d8686bc6ace1ea762fdf35561fb2e3edc813edf24d695e2',
 'summary': [['chr1', 5, 1, 2, 0, 5],
             ['chr4', 4, 1, 0, 1, 3],
             ['chr5', 4, 3, 1, 3, 1],
             ['chr15', 3, 1, 0, 1, 2],
             ['chr16', 1, 1, 0, 1, 0],
             ['chr21', 2, 2, 0, 1, 1]]}
P = {'outvcf': '/data/mitoc11/qc/mitoc11_cohort.filtered.vcf',
 'samples': '/data/mitoc11/qc/samples.tsv',
 'summary': '/data/mitoc11/qc/summary.tsv'}

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
