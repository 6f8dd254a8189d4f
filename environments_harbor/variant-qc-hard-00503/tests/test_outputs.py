import csv, hashlib, os

EXPECTED = {'keys': [['5', 341037, 'GCCGTC', 'G'],
          ['5', 22310557, 'C', 'CACAGGG'],
          ['5', 25876148, 'G', 'A'],
          ['5', 37127485, 'T', 'TGTAATC'],
          ['5', 42383047, 'T', 'C'],
          ['5', 46091280, 'A', 'T,ATGTT'],
          ['5', 46384393, 'C', 'G,CG'],
          ['5', 61555471, 'C', 'CAATAT,G'],
          ['5', 83279365, 'C', 'T'],
          ['5', 84370776, 'CTGTCCT', 'C'],
          ['5', 100631356, 'C', 'G'],
          ['5', 110850437, 'CGA', 'C'],
          ['7', 8301785, 'G', 'A,GAGTG'],
          ['7', 9171831, 'A', 'C'],
          ['7', 13417072, 'A', 'G'],
          ['7', 21724870, 'GG', 'AA'],
          ['7', 41963733, 'T', 'G'],
          ['7', 50040628, 'G', 'A'],
          ['7', 69451064, 'A', 'G'],
          ['7', 75173709, 'TTAGCG', 'T'],
          ['7', 77952571, 'A', 'G'],
          ['7', 85064565, 'C', 'T'],
          ['7', 116416372, 'A', 'G'],
          ['7', 142724354, 'T', 'C'],
          ['7', 152688135, 'T', 'A'],
          ['14', 2204134, 'T', 'C'],
          ['14', 15200270, 'G', 'T'],
          ['14', 20966014, 'C', 'T'],
          ['14', 25715399, 'C', 'A'],
          ['14', 29718751, 'T', 'G'],
          ['14', 30032730, 'T', 'G'],
          ['14', 48351518, 'T', 'G'],
          ['14', 61445838, 'C', 'T'],
          ['14', 64609236, 'TTGC', 'T'],
          ['14', 65667174, 'C', 'T'],
          ['14', 71995982, 'CTA', 'C'],
          ['14', 78594774, 'AG', 'A'],
          ['14', 80498112, 'CCA', 'AGG'],
          ['18', 18796855, 'A', 'G'],
          ['18', 27918150, 'AAT', 'TGG'],
          ['18', 29159961, 'T', 'G'],
          ['18', 29482161, 'C', 'G'],
          ['18', 32375391, 'C', 'T'],
          ['18', 36190264, 'A', 'C,ATAG'],
          ['18', 39538625, 'A', 'C'],
          ['18', 44230959, 'AC', 'GT'],
          ['18', 46605961, 'G', 'A'],
          ['18', 50791435, 'A', 'T'],
          ['18', 54056456, 'G', 'T'],
          ['18', 61238812, 'T', 'C'],
          ['18', 61944147, 'G', 'T'],
          ['18', 69898358, 'CG', 'TA'],
          ['18', 71016134, 'C', 'CAACC'],
          ['18', 72204470, 'T', 'G,TGG'],
          ['18', 76588639, 'A', 'C'],
          ['X', 5777618, 'TTC', 'T'],
          ['X', 16270218, 'C', 'T'],
          ['X', 21598958, 'C', 'T'],
          ['X', 21599697, 'T', 'A'],
          ['X', 24368684, 'ATG', 'CGC'],
          ['X', 64311144, 'T', 'G'],
          ['X', 72013894, 'A', 'T,ATT'],
          ['X', 76529288, 'C', 'G'],
          ['X', 76692790, 'G', 'C'],
          ['X', 76885369, 'C', 'A'],
          ['X', 77482945, 'TAA', 'T'],
          ['X', 88232096, 'T', 'G'],
          ['X', 112835773, 'C', 'G'],
          ['X', 115556644, 'T', 'G'],
          ['X', 118024270, 'G', 'A'],
          ['X', 122726909, 'G', 'T'],
          ['X', 128285381, 'G', 'C'],
          ['X', 141523888, 'T', 'G'],
          ['X', 151520394, 'TATTGCT', 'T']],
 'samples': [['PX-2086', 37, 16, 7],
             ['PX-4855', 27, 11, 7],
             ['PX-8817', 33, 9, 5],
             ['PX-3782', 31, 8, 1],
             ['PX-4776', 29, 14, 4]],
 'sha256': '2086c99c12dfed216da7c1cbb8423cb992b8de05f4c2fcbe98b0486b00fd67fd',
 'summary': [['5', 7, 8, 0, 3, 4],
             ['7', 11, 2, 1, 8, 3],
             ['14', 9, 3, 1, 4, 5],
             ['18', 13, 3, 3, 4, 9],
             ['X', 15, 4, 1, 3, 12]]}
P = {'outvcf': '/data/mitoc84/qc/mitoc84_cohort.filtered.vcf',
 'samples': '/data/mitoc84/qc/samples.tsv',
 'summary': '/data/mitoc84/qc/summary.tsv'}

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
