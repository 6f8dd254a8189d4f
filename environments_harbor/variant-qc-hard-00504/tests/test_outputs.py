import csv, hashlib, os

EXPECTED = {'keys': [['3', 10084687, 'C', 'G,CT'],
          ['3', 11975134, 'A', 'C'],
          ['3', 11980096, 'T', 'G'],
          ['3', 54240773, 'G', 'A'],
          ['3', 63587656, 'T', 'A'],
          ['3', 69896177, 'C', 'A'],
          ['3', 73797215, 'A', 'G'],
          ['3', 74621507, 'GACACGC', 'G'],
          ['3', 76800917, 'A', 'G,ACCCT'],
          ['3', 78039873, 'G', 'A'],
          ['3', 99567971, 'GGG', 'G'],
          ['3', 150283335, 'TAT', 'CCG'],
          ['3', 167190829, 'C', 'G'],
          ['3', 167611455, 'G', 'C'],
          ['3', 179763671, 'TTA', 'T'],
          ['3', 182231824, 'G', 'A'],
          ['3', 196691909, 'GT', 'CA'],
          ['8', 1036127, 'G', 'T'],
          ['8', 2869544, 'A', 'G'],
          ['8', 24882372, 'G', 'A'],
          ['8', 27835826, 'GTC', 'CGG'],
          ['8', 29791456, 'ACG', 'CTA'],
          ['8', 47905658, 'G', 'T'],
          ['8', 50160493, 'T', 'C'],
          ['8', 61281502, 'A', 'T,AC'],
          ['8', 79121454, 'A', 'G'],
          ['8', 80841005, 'A', 'T'],
          ['8', 81475715, 'A', 'T'],
          ['8', 101344406, 'GATCCGT', 'G'],
          ['8', 102127694, 'G', 'C'],
          ['8', 114001102, 'T', 'C,TTCG'],
          ['8', 126288255, 'A', 'G'],
          ['12', 4579253, 'T', 'G'],
          ['12', 13505589, 'A', 'G'],
          ['12', 20066704, 'G', 'T'],
          ['12', 26330116, 'TATA', 'T'],
          ['12', 42503122, 'C', 'A'],
          ['12', 48902017, 'A', 'ATTTTA,C'],
          ['12', 64678052, 'TT', 'CA'],
          ['12', 84674043, 'C', 'G'],
          ['12', 88517732, 'G', 'C'],
          ['12', 107355113, 'CAACCGA', 'C'],
          ['12', 120894356, 'T', 'A'],
          ['13', 5895611, 'C', 'T'],
          ['13', 11952733, 'C', 'A'],
          ['13', 13183102, 'C', 'CTCTA'],
          ['13', 18975231, 'CC', 'GT'],
          ['13', 24317629, 'G', 'A'],
          ['13', 30591283, 'T', 'A'],
          ['13', 38665585, 'T', 'TCCTCC'],
          ['13', 38975228, 'A', 'T'],
          ['13', 47319211, 'G', 'T,GTTG'],
          ['13', 48107121, 'CCC', 'AGT'],
          ['13', 55247111, 'GA', 'CT'],
          ['13', 68929743, 'C', 'A,CGGGG'],
          ['13', 69357694, 'C', 'G,CTG'],
          ['13', 82532015, 'C', 'A'],
          ['13', 83753890, 'TGA', 'CAG'],
          ['13', 84562168, 'C', 'A'],
          ['13', 96379602, 'G', 'T'],
          ['13', 113480283, 'G', 'GGGAGT'],
          ['X', 431272, 'TCCT', 'T'],
          ['X', 12588353, 'C', 'G'],
          ['X', 16714968, 'A', 'T'],
          ['X', 19223568, 'G', 'C'],
          ['X', 20036950, 'C', 'A'],
          ['X', 24521289, 'CTCCTG', 'C'],
          ['X', 36526401, 'G', 'C'],
          ['X', 46635472, 'G', 'C'],
          ['X', 74092769, 'A', 'T'],
          ['X', 96819328, 'TAA', 'ACT'],
          ['X', 101563825, 'G', 'C'],
          ['X', 110200583, 'C', 'A'],
          ['X', 143871732, 'G', 'GTGTGG'],
          ['X', 149837952, 'T', 'C'],
          ['X', 149843328, 'G', 'T']],
 'samples': [['S-2141', 32, 12, 12],
             ['S-4813', 21, 9, 7],
             ['S-6165', 31, 9, 9],
             ['S-2253', 31, 8, 7],
             ['S-3082', 23, 16, 6],
             ['S-6804', 27, 14, 3]],
 'sha256': '158b2bcdb8b61773bcaac56099563cd3473a03c5044292d9ec0b9747e1a1dd93',
 'summary': [['3', 12, 5, 2, 5, 7],
             ['8', 12, 3, 2, 6, 6],
             ['12', 8, 3, 1, 1, 7],
             ['13', 11, 6, 4, 2, 9],
             ['X', 11, 3, 1, 1, 10]]}
P = {'outvcf': '/work/hered35/qc/hered35_cohort.filtered.vcf',
 'samples': '/work/hered35/qc/samples.tsv',
 'summary': '/work/hered35/qc/summary.tsv'}

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
