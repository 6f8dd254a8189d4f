import csv, hashlib, os

EXPECTED = {'keys': [['chr5', 25520833, 'A', 'ATA'],
          ['chr5', 49129844, 'T', 'A'],
          ['chr5', 58766215, 'CAG', 'TCA'],
          ['chr5', 72675678, 'C', 'T'],
          ['chr5', 86344445, 'C', 'CTGTCGC'],
          ['chr5', 95499132, 'A', 'C'],
          ['chr5', 111767134, 'T', 'C'],
          ['chr5', 126078372, 'A', 'T'],
          ['chr5', 161095310, 'A', 'ATC'],
          ['chr5', 172392875, 'T', 'G'],
          ['chr9', 6655748, 'C', 'G'],
          ['chr9', 22630999, 'CCGGCGG', 'C'],
          ['chr9', 46021091, 'GAGTCTA', 'G'],
          ['chr9', 54988253, 'C', 'A'],
          ['chr9', 60130179, 'A', 'T'],
          ['chr9', 71716369, 'T', 'C'],
          ['chr9', 78382230, 'TCGG', 'T'],
          ['chr9', 98001411, 'T', 'G'],
          ['chr9', 111328401, 'T', 'A'],
          ['chr9', 120720401, 'T', 'A'],
          ['chr9', 131579932, 'TG', 'GC'],
          ['chr17', 27266914, 'G', 'A'],
          ['chr17', 28297034, 'C', 'A'],
          ['chr17', 32819833, 'T', 'C'],
          ['chr17', 41084136, 'A', 'C'],
          ['chr17', 44857705, 'A', 'T'],
          ['chr17', 48839498, 'C', 'T'],
          ['chr17', 49103441, 'A', 'AGGG'],
          ['chr17', 52084798, 'T', 'G'],
          ['chr17', 61772324, 'T', 'TTAGT'],
          ['chr17', 65955843, 'G', 'T'],
          ['chr17', 68693514, 'CGG', 'TCC'],
          ['chr17', 73152588, 'AA', 'TG'],
          ['chr17', 74044376, 'C', 'T'],
          ['chr17', 74667366, 'C', 'A'],
          ['chr19', 819279, 'G', 'A'],
          ['chr19', 2134938, 'G', 'A'],
          ['chr19', 3790356, 'G', 'T'],
          ['chr19', 5796489, 'A', 'G'],
          ['chr19', 14773937, 'C', 'G'],
          ['chr19', 14799193, 'T', 'A'],
          ['chr19', 21052434, 'GCC', 'TGA'],
          ['chr19', 22993658, 'G', 'A'],
          ['chr19', 33589097, 'C', 'G'],
          ['chr19', 40944701, 'G', 'T'],
          ['chr19', 50816355, 'C', 'A'],
          ['chr19', 57973314, 'A', 'T']],
 'samples': [['RD-4801', 22, 8, 2], ['RD-9703', 17, 8, 3], ['RD-8219', 20, 7, 3]],
 'sha256': 'd568cb8ebaad9fd37e2d0c94219ba4eedfd463c771e4443d9b38c98462ea348c',
 'summary': [['chr5', 6, 3, 1, 2, 4], ['chr9', 7, 3, 1, 1, 6], ['chr17', 10, 2, 2, 4, 6], ['chr19', 11, 0, 1, 4, 7]]}
P = {'outvcf': '/opt/pipeline/skele12/qc/skele12_cohort.filtered.vcf',
 'samples': '/opt/pipeline/skele12/qc/samples.tsv',
 'summary': '/opt/pipeline/skele12/qc/summary.tsv'}

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
