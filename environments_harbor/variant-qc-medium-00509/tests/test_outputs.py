import csv, hashlib, os

EXPECTED = {'keys': [['chr3', 71178, 'G', 'T'],
          ['chr3', 44386694, 'A', 'G'],
          ['chr3', 135787575, 'T', 'A'],
          ['chr3', 139683927, 'C', 'T'],
          ['chr3', 150763835, 'T', 'A'],
          ['chr3', 189961391, 'A', 'T'],
          ['chr5', 30644281, 'C', 'G'],
          ['chr5', 121564888, 'A', 'G'],
          ['chr5', 121914237, 'A', 'ACG'],
          ['chr6', 38571455, 'CTTA', 'C'],
          ['chr6', 47077616, 'A', 'C'],
          ['chr6', 47253063, 'A', 'C'],
          ['chr6', 64623153, 'AGGGTCC', 'A'],
          ['chr6', 84588158, 'CCAGA', 'C'],
          ['chr6', 99232340, 'GGGTCG', 'G'],
          ['chr6', 112897737, 'G', 'C'],
          ['chr6', 118794002, 'C', 'CACA'],
          ['chr6', 127772144, 'AA', 'GT'],
          ['chr14', 16517807, 'GTGGCA', 'G'],
          ['chr14', 19673131, 'C', 'A'],
          ['chr14', 25209046, 'C', 'CCGC'],
          ['chr14', 30444305, 'T', 'A'],
          ['chr14', 36595731, 'AGT', 'GCG'],
          ['chr14', 41681166, 'A', 'C'],
          ['chr14', 58757165, 'A', 'G'],
          ['chr14', 69366539, 'A', 'G'],
          ['chr14', 74970730, 'C', 'A'],
          ['chr14', 81406090, 'C', 'G'],
          ['chr14', 92763408, 'G', 'C'],
          ['chr14', 95823270, 'GCGGA', 'G'],
          ['chr21', 3042320, 'A', 'T'],
          ['chr21', 7014232, 'A', 'G'],
          ['chr21', 8835699, 'A', 'T'],
          ['chr21', 11393945, 'T', 'A'],
          ['chr21', 20877074, 'A', 'G'],
          ['chr21', 21462653, 'CG', 'TT'],
          ['chr21', 24665882, 'CGT', 'AAC'],
          ['chr21', 31158381, 'T', 'G'],
          ['chrX', 16616432, 'A', 'C'],
          ['chrX', 91864761, 'C', 'G'],
          ['chrX', 104000184, 'A', 'ATT'],
          ['chrX', 107673273, 'G', 'GACC'],
          ['chrX', 116924287, 'GAAGTA', 'G'],
          ['chrX', 119184648, 'A', 'ACTCA']],
 'samples': [['NGS-9409', 24, 7, 0], ['NGS-7660', 19, 7, 3], ['NGS-2312', 18, 6, 1]],
 'sha256': '6123009ac651d0bc265052caa520b5971252f288fad99f6daac65b671597425e',
 'summary': [['chr3', 6, 0, 0, 2, 4],
             ['chr5', 2, 1, 0, 1, 1],
             ['chr6', 3, 5, 1, 0, 3],
             ['chr14', 8, 3, 1, 2, 6],
             ['chr21', 6, 0, 2, 2, 4],
             ['chrX', 2, 4, 0, 0, 2]]}
P = {'outvcf': '/mnt/seq/renal76/qc/renal76_cohort.filtered.vcf',
 'samples': '/mnt/seq/renal76/qc/samples.tsv',
 'summary': '/mnt/seq/renal76/qc/summary.tsv'}

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
