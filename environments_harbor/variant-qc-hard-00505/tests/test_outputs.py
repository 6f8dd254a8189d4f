import csv, hashlib, os

EXPECTED = {'keys': [['chr6', 12362233, 'G', 'A'],
          ['chr6', 23238578, 'A', 'C'],
          ['chr6', 23243431, 'C', 'T'],
          ['chr6', 24195121, 'T', 'G'],
          ['chr6', 60157804, 'C', 'A'],
          ['chr6', 78891627, 'C', 'G'],
          ['chr6', 100333353, 'A', 'C,ACCGG'],
          ['chr6', 109209626, 'G', 'GCCAAT'],
          ['chr6', 120812971, 'G', 'GGTACTC'],
          ['chr6', 120903844, 'C', 'T'],
          ['chr6', 123957193, 'T', 'TTCC'],
          ['chr6', 125423941, 'C', 'G'],
          ['chr6', 128594256, 'C', 'A,CAG'],
          ['chr6', 154791768, 'C', 'T'],
          ['chr6', 157925716, 'A', 'G'],
          ['chr8', 1035755, 'A', 'T'],
          ['chr8', 11616235, 'C', 'CTCGACG'],
          ['chr8', 45351302, 'C', 'A'],
          ['chr8', 51226569, 'G', 'A'],
          ['chr8', 61205626, 'G', 'A'],
          ['chr8', 65865361, 'AT', 'TA'],
          ['chr8', 85476407, 'C', 'A,CTAT'],
          ['chr8', 92275976, 'AAGG', 'A'],
          ['chr8', 95945226, 'T', 'TGC'],
          ['chr8', 100252571, 'C', 'T'],
          ['chr8', 121629336, 'A', 'C'],
          ['chr8', 121701780, 'T', 'A'],
          ['chr9', 13512416, 'ATC', 'TGA'],
          ['chr9', 37372680, 'G', 'C'],
          ['chr9', 64901785, 'A', 'G'],
          ['chr9', 72120336, 'A', 'C'],
          ['chr9', 80460489, 'C', 'A,CCG'],
          ['chr9', 85218681, 'A', 'C'],
          ['chr9', 101360412, 'T', 'G'],
          ['chr9', 104925314, 'T', 'TGACC'],
          ['chr13', 8895946, 'G', 'C'],
          ['chr13', 10357533, 'CTC', 'TAG'],
          ['chr13', 25016922, 'ATA', 'A'],
          ['chr13', 31958055, 'G', 'A'],
          ['chr13', 33733226, 'A', 'G'],
          ['chr13', 43766879, 'C', 'G,CTAT'],
          ['chr13', 46237203, 'A', 'T'],
          ['chr13', 82081296, 'C', 'A,CTTC'],
          ['chr13', 101135363, 'A', 'C'],
          ['chr14', 1278468, 'ACCG', 'A'],
          ['chr14', 16970230, 'T', 'A'],
          ['chr14', 28655326, 'C', 'A'],
          ['chr14', 52668987, 'T', 'A'],
          ['chr14', 54778743, 'C', 'A'],
          ['chr14', 64016182, 'G', 'T'],
          ['chr14', 69445322, 'G', 'A,GCA'],
          ['chr14', 70013075, 'T', 'TC'],
          ['chr14', 77471246, 'CAC', 'GCA'],
          ['chr14', 86285016, 'A', 'G'],
          ['chr18', 8854385, 'A', 'G'],
          ['chr18', 9668703, 'A', 'AGCGCG'],
          ['chr18', 10183184, 'A', 'G'],
          ['chr18', 11784628, 'C', 'G'],
          ['chr18', 21351023, 'AC', 'CA'],
          ['chr18', 22980613, 'C', 'G'],
          ['chr18', 39757992, 'C', 'G'],
          ['chr18', 51762547, 'G', 'T'],
          ['chr18', 73354847, 'T', 'C'],
          ['chrX', 1883992, 'A', 'G'],
          ['chrX', 5311188, 'T', 'G,TCCAG'],
          ['chrX', 22946929, 'G', 'A'],
          ['chrX', 29204550, 'C', 'T'],
          ['chrX', 45301192, 'C', 'T'],
          ['chrX', 62584068, 'G', 'GTGAG'],
          ['chrX', 68661990, 'T', 'A'],
          ['chrX', 68845325, 'C', 'A,CAC'],
          ['chrX', 71293673, 'A', 'G'],
          ['chrX', 83399467, 'A', 'C'],
          ['chrX', 115042432, 'G', 'T,GGTC']],
 'samples': [['FAM-2412', 34, 12, 7],
             ['FAM-5641', 22, 12, 7],
             ['FAM-1474', 27, 13, 1],
             ['FAM-1275', 25, 12, 6],
             ['FAM-5448', 20, 21, 6]],
 'sha256': 'eadfa274cf98758ab4e7d776fa5e3c87eda81fb06efe1e78439534c9cfc6f8fd',
 'summary': [['chr6', 12, 5, 0, 5, 7],
             ['chr8', 8, 4, 1, 3, 5],
             ['chr9', 6, 2, 1, 1, 5],
             ['chr13', 7, 3, 1, 2, 5],
             ['chr14', 7, 3, 1, 2, 5],
             ['chr18', 7, 1, 1, 3, 4],
             ['chrX', 10, 4, 0, 5, 5]]}
P = {'outvcf': '/srv/genomics/renal23/qc/renal23_cohort.filtered.vcf',
 'samples': '/srv/genomics/renal23/qc/samples.tsv',
 'summary': '/srv/genomics/renal23/qc/summary.tsv'}

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
