import csv, hashlib, os

EXPECTED = {'keys': [['1', 10218749, 'G', 'A'],
          ['1', 13283827, 'G', 'T'],
          ['1', 90379530, 'A', 'T,AGGC'],
          ['1', 104794829, 'C', 'CAGAGAC,T'],
          ['1', 105891175, 'G', 'C'],
          ['1', 110422125, 'CCATCC', 'C'],
          ['1', 113334369, 'T', 'A'],
          ['1', 119617554, 'T', 'A'],
          ['1', 125747748, 'A', 'G'],
          ['1', 202220959, 'CA', 'C'],
          ['1', 209120071, 'G', 'T'],
          ['1', 212728387, 'G', 'A'],
          ['1', 243629520, 'T', 'C'],
          ['7', 11810503, 'CGT', 'GCG'],
          ['7', 12626317, 'TGCCT', 'T'],
          ['7', 21104716, 'G', 'C,GAG'],
          ['7', 44690660, 'C', 'A'],
          ['7', 48553900, 'T', 'A'],
          ['7', 52128032, 'A', 'C'],
          ['7', 52182114, 'T', 'C'],
          ['7', 66491585, 'C', 'A'],
          ['7', 66937431, 'CC', 'GG'],
          ['7', 89624955, 'GAT', 'CCA'],
          ['7', 132023156, 'G', 'T'],
          ['7', 153008280, 'A', 'C'],
          ['11', 20193208, 'T', 'C'],
          ['11', 24668702, 'A', 'T'],
          ['11', 45401468, 'G', 'C'],
          ['11', 45402987, 'C', 'T'],
          ['11', 47341417, 'T', 'A'],
          ['11', 53055051, 'G', 'T,GAGAT'],
          ['11', 62273885, 'G', 'C'],
          ['11', 76872521, 'G', 'A,GA'],
          ['11', 89070852, 'A', 'T'],
          ['11', 120735002, 'G', 'A,GC'],
          ['11', 120985290, 'G', 'T'],
          ['11', 126242385, 'G', 'A'],
          ['11', 128965025, 'T', 'A'],
          ['17', 289876, 'T', 'TCTAGCT'],
          ['17', 3111065, 'T', 'G'],
          ['17', 4471725, 'G', 'A'],
          ['17', 11128051, 'A', 'C'],
          ['17', 24958892, 'A', 'T,AGGA'],
          ['17', 36733851, 'T', 'TC'],
          ['17', 38939640, 'C', 'G'],
          ['17', 45104477, 'G', 'GAC'],
          ['17', 46777889, 'C', 'G'],
          ['17', 73042370, 'G', 'C'],
          ['X', 23865290, 'T', 'TTGGAAC'],
          ['X', 33095938, 'A', 'AAGTCG'],
          ['X', 48640091, 'G', 'GTGTC'],
          ['X', 57515261, 'A', 'T,ATGT'],
          ['X', 75556053, 'A', 'G,ATT'],
          ['X', 82119410, 'T', 'G'],
          ['X', 94408912, 'A', 'G'],
          ['X', 96374051, 'A', 'T,AG'],
          ['X', 111104767, 'T', 'A'],
          ['X', 117311498, 'T', 'G,TCTTG'],
          ['X', 138963987, 'C', 'T'],
          ['X', 141632833, 'C', 'T'],
          ['X', 155518855, 'A', 'C,AGGC']],
 'samples': [['PT-9173', 33, 10, 3],
             ['PT-5791', 17, 11, 8],
             ['PT-5363', 20, 10, 3],
             ['PT-9588', 26, 13, 1],
             ['PT-8728', 22, 11, 8]],
 'sha256': '5f089282784953ef9a40359d1f69d7a5a11bc36746356c28d922ebca62a472d4',
 'summary': [['1', 11, 4, 0, 5, 6],
             ['7', 8, 2, 3, 1, 7],
             ['11', 13, 3, 0, 5, 8],
             ['17', 7, 4, 0, 1, 6],
             ['X', 10, 8, 0, 4, 6]]}
P = {'outvcf': '/work/renal21/qc/renal21_cohort.filtered.vcf',
 'samples': '/work/renal21/qc/samples.tsv',
 'summary': '/work/renal21/qc/summary.tsv'}

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
