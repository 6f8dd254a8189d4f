import csv, hashlib, os

EXPECTED = {'keys': [['2', 23198062, 'G', 'C'],
          ['2', 43896091, 'ATTC', 'A'],
          ['2', 51929311, 'T', 'G'],
          ['2', 72703554, 'C', 'G'],
          ['2', 85497667, 'GA', 'G'],
          ['2', 121304490, 'C', 'T'],
          ['2', 133088069, 'C', 'G,CCC'],
          ['2', 152919464, 'C', 'A'],
          ['2', 154839355, 'T', 'A'],
          ['2', 157266054, 'ATTGA', 'A'],
          ['2', 231448083, 'C', 'CGCCA'],
          ['8', 9780927, 'ACCTGAA', 'A'],
          ['8', 27840028, 'T', 'G'],
          ['8', 42350978, 'T', 'G'],
          ['8', 51905091, 'T', 'A'],
          ['8', 54750210, 'G', 'A'],
          ['8', 62313892, 'T', 'A'],
          ['8', 65919354, 'C', 'CCCCAA,G'],
          ['8', 66403688, 'G', 'C,GA'],
          ['8', 84852746, 'T', 'TGGTCGG,G'],
          ['8', 100822750, 'A', 'C'],
          ['8', 118575567, 'A', 'T,AGTA'],
          ['8', 120760971, 'G', 'C,GGCG'],
          ['9', 2448324, 'A', 'C'],
          ['9', 18733877, 'A', 'AGCT'],
          ['9', 32198763, 'C', 'A'],
          ['9', 45965554, 'GATG', 'G'],
          ['9', 50708001, 'T', 'A'],
          ['9', 54808016, 'A', 'T'],
          ['9', 54809497, 'A', 'C'],
          ['9', 64849186, 'C', 'T'],
          ['9', 70556531, 'C', 'T,CA'],
          ['9', 73785369, 'A', 'G'],
          ['9', 78598160, 'AT', 'TG'],
          ['9', 81052945, 'C', 'G'],
          ['9', 96387697, 'T', 'A'],
          ['9', 134351575, 'C', 'A'],
          ['14', 754263, 'C', 'A'],
          ['14', 3673297, 'G', 'GTCCTT'],
          ['14', 22558699, 'GTCG', 'G'],
          ['14', 30278034, 'TG', 'CA'],
          ['14', 31973346, 'T', 'TATCTG,G'],
          ['14', 49493495, 'A', 'G'],
          ['14', 49612890, 'T', 'C'],
          ['14', 53422089, 'CC', 'GG'],
          ['14', 57678143, 'A', 'T'],
          ['14', 64898290, 'A', 'C'],
          ['14', 68804306, 'A', 'T'],
          ['14', 72665855, 'C', 'T'],
          ['14', 74788383, 'A', 'AATATTC'],
          ['14', 97899720, 'TTC', 'GAA'],
          ['14', 97985846, 'T', 'C'],
          ['20', 1184891, 'CT', 'GC'],
          ['20', 7483475, 'A', 'C'],
          ['20', 9680098, 'A', 'T'],
          ['20', 15594454, 'C', 'T,CG'],
          ['20', 18303259, 'T', 'G'],
          ['20', 19006885, 'T', 'A'],
          ['20', 19679422, 'T', 'G'],
          ['20', 28684702, 'C', 'G'],
          ['20', 30722187, 'A', 'T'],
          ['20', 38375596, 'G', 'C'],
          ['20', 45999176, 'G', 'GAG'],
          ['20', 48896292, 'A', 'C,ACTG'],
          ['20', 48947390, 'AC', 'A'],
          ['20', 51412128, 'A', 'T'],
          ['20', 52687747, 'G', 'A'],
          ['20', 56079999, 'A', 'T'],
          ['20', 58508861, 'T', 'A']],
 'samples': [['S-7641', 36, 12, 3], ['S-5774', 30, 12, 5], ['S-2358', 26, 14, 8], ['S-9302', 23, 15, 5]],
 'sha256': 'b757afe32b3e46eaecc1030068cb9c2026d9ec9460226d901b3500ca9eb5c0d5',
 'summary': [['2', 7, 5, 0, 1, 6],
             ['8', 11, 6, 0, 1, 10],
             ['9', 11, 3, 1, 3, 8],
             ['14', 9, 4, 3, 4, 5],
             ['20', 14, 4, 1, 2, 12]]}
P = {'outvcf': '/mnt/seq/immun23/qc/immun23_cohort.filtered.vcf',
 'samples': '/mnt/seq/immun23/qc/samples.tsv',
 'summary': '/mnt/seq/immun23/qc/summary.tsv'}

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
