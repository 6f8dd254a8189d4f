import csv, hashlib, os

EXPECTED = {'keys': [['chr5', 70553763, 'A', 'C'],
          ['chr5', 98108245, 'T', 'G'],
          ['chr5', 119378069, 'A', 'G'],
          ['chr5', 127857222, 'GAC', 'G'],
          ['chr8', 56037149, 'C', 'G'],
          ['chr8', 58181177, 'ACC', 'CTT'],
          ['chr8', 110099522, 'A', 'G'],
          ['chr8', 137401950, 'A', 'T'],
          ['chr9', 698308, 'T', 'G'],
          ['chr9', 861499, 'AAT', 'GGG'],
          ['chr9', 3956866, 'G', 'C'],
          ['chr9', 25737539, 'T', 'C'],
          ['chr9', 35848210, 'T', 'G'],
          ['chr9', 51366590, 'A', 'T'],
          ['chr9', 81977542, 'TCC', 'T'],
          ['chr9', 90268281, 'C', 'A'],
          ['chr9', 97203406, 'G', 'A'],
          ['chr9', 104769012, 'ATCT', 'A'],
          ['chr14', 27636801, 'AA', 'A'],
          ['chr14', 50940153, 'ATA', 'CGC'],
          ['chr14', 51262602, 'TT', 'T'],
          ['chr14', 55805640, 'C', 'A'],
          ['chr14', 65645528, 'T', 'G'],
          ['chr14', 73549950, 'C', 'G'],
          ['chr14', 78985766, 'T', 'A'],
          ['chr14', 104147111, 'C', 'G'],
          ['chr19', 10875176, 'T', 'TTT'],
          ['chr19', 19453721, 'A', 'T'],
          ['chr19', 19523219, 'CCAATC', 'C'],
          ['chr19', 20532238, 'T', 'G'],
          ['chr19', 26672937, 'A', 'T'],
          ['chr19', 37257328, 'GCTTT', 'G'],
          ['chr19', 48127504, 'GGT', 'AAA'],
          ['chr19', 49658277, 'CG', 'TC'],
          ['chr19', 57176979, 'C', 'T'],
          ['chr19', 57273196, 'A', 'T']],
 'samples': [],
 'sha256': '4e06a07809a24096d71b6c31afa058c974a7cb1bba791d0d4c7b23ce55b9ade2',
 'summary': [['chr5', 3, 1, 0, 1, 2],
             ['chr8', 3, 0, 1, 1, 2],
             ['chr9', 7, 2, 1, 2, 5],
             ['chr14', 5, 2, 1, 0, 5],
             ['chr19', 5, 3, 2, 1, 4]]}
P = {'outvcf': '/home/analyst/neuro47/qc/S-8906.filtered.vcf', 'summary': '/home/analyst/neuro47/qc/summary.tsv'}

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
