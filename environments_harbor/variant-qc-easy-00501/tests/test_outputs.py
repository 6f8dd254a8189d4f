import csv, hashlib, os

EXPECTED = {'keys': [['chr1', 147877032, 'GATATA', 'G'],
          ['chr1', 217064532, 'C', 'T'],
          ['chr6', 82863533, 'G', 'A'],
          ['chr6', 94890014, 'T', 'A'],
          ['chr6', 150792588, 'G', 'A'],
          ['chr6', 157377142, 'TTC', 'T'],
          ['chr7', 9951249, 'G', 'A'],
          ['chr7', 54264231, 'C', 'T'],
          ['chr7', 67343184, 'A', 'C'],
          ['chr7', 95483866, 'T', 'A'],
          ['chr7', 106678634, 'A', 'T'],
          ['chr7', 157943557, 'C', 'G'],
          ['chr9', 3528738, 'T', 'A'],
          ['chr9', 27180951, 'T', 'TTAC'],
          ['chr9', 57516692, 'C', 'G'],
          ['chr9', 70950202, 'G', 'A'],
          ['chr9', 107615906, 'C', 'A'],
          ['chr9', 132677491, 'T', 'C'],
          ['chr13', 43753629, 'GCG', 'ATT'],
          ['chr13', 52298844, 'G', 'C'],
          ['chr13', 64629113, 'G', 'C'],
          ['chr13', 69672794, 'A', 'G'],
          ['chr13', 74238359, 'G', 'C'],
          ['chr13', 92505749, 'G', 'T'],
          ['chr13', 104707025, 'T', 'G'],
          ['chr13', 106650113, 'T', 'G'],
          ['chr17', 51109001, 'G', 'A'],
          ['chr17', 60253668, 'A', 'C'],
          ['chr17', 71276710, 'T', 'G'],
          ['chr20', 46688531, 'T', 'TCTA'],
          ['chr20', 53280420, 'CAT', 'C'],
          ['chr20', 59688865, 'T', 'G'],
          ['chrX', 54815305, 'T', 'A'],
          ['chrX', 77868138, 'A', 'T'],
          ['chrX', 130694143, 'T', 'G']],
 'samples': [],
 'sha256': 'b416d235b08dacf8b38b9fd5462305c299f11c6dc85fa0b26664e136a5076512',
 'summary': [['chr1', 1, 1, 0, 1, 0],
             ['chr6', 3, 1, 0, 2, 1],
             ['chr7', 6, 0, 0, 2, 4],
             ['chr9', 5, 1, 0, 2, 3],
             ['chr13', 7, 0, 1, 1, 6],
             ['chr17', 3, 0, 0, 1, 2],
             ['chr20', 1, 2, 0, 0, 1],
             ['chrX', 3, 0, 0, 0, 3]]}
P = {'outvcf': '/opt/pipeline/retin83/qc/CASE-4065.filtered.vcf', 'summary': '/opt/pipeline/retin83/qc/summary.tsv'}

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
