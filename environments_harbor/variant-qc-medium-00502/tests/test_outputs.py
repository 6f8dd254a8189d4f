import csv, hashlib, os

EXPECTED = {'keys': [['6', 41717381, 'C', 'A'],
          ['6', 55841140, 'A', 'C'],
          ['6', 79077525, 'T', 'A'],
          ['6', 87187730, 'G', 'GTAAG'],
          ['6', 96883318, 'T', 'C'],
          ['6', 145542948, 'CA', 'GC'],
          ['7', 28785056, 'GT', 'G'],
          ['7', 57662661, 'C', 'T'],
          ['7', 65652569, 'G', 'A'],
          ['7', 100871024, 'A', 'G'],
          ['7', 141057314, 'A', 'C'],
          ['7', 146452183, 'C', 'T'],
          ['7', 148761696, 'C', 'T'],
          ['8', 1891428, 'G', 'C'],
          ['8', 7209336, 'C', 'CAGTA'],
          ['8', 12125684, 'TGTA', 'T'],
          ['8', 25058374, 'A', 'C'],
          ['8', 53303113, 'C', 'G'],
          ['8', 53316157, 'C', 'A'],
          ['8', 73953005, 'G', 'T'],
          ['8', 99375887, 'CAG', 'AGC'],
          ['8', 134750642, 'A', 'T'],
          ['8', 141413117, 'A', 'C'],
          ['11', 2539140, 'G', 'C'],
          ['11', 8867731, 'T', 'C'],
          ['11', 17513139, 'A', 'G'],
          ['11', 29665992, 'T', 'A'],
          ['11', 83750798, 'A', 'T'],
          ['11', 84174578, 'T', 'TGGC'],
          ['11', 99690271, 'T', 'A'],
          ['11', 132645562, 'TGA', 'GAG'],
          ['13', 34503873, 'C', 'A'],
          ['13', 38149203, 'T', 'G'],
          ['13', 47662271, 'T', 'C'],
          ['13', 63324261, 'C', 'A'],
          ['13', 68415104, 'T', 'C'],
          ['13', 76742241, 'C', 'CA'],
          ['18', 27143987, 'T', 'TG'],
          ['18', 56246905, 'G', 'C'],
          ['18', 57414724, 'C', 'G'],
          ['18', 58375500, 'A', 'G'],
          ['X', 39867051, 'C', 'G'],
          ['X', 52370737, 'A', 'G'],
          ['X', 68660439, 'GAT', 'ACG'],
          ['X', 86183887, 'ATTTAGA', 'A'],
          ['X', 103315393, 'CG', 'C'],
          ['X', 126359874, 'T', 'C'],
          ['X', 137026893, 'A', 'T']],
 'samples': [['RD-3267', 24, 4, 3],
             ['RD-6983', 14, 9, 5],
             ['RD-7510', 21, 5, 4],
             ['RD-7761', 21, 8, 5],
             ['RD-6135', 17, 12, 5]],
 'sha256': 'db4116a077d0a32528e185e546a3e04cb8a49ec506c8c592097e5982fbf10666',
 'summary': [['6', 4, 1, 1, 1, 3],
             ['7', 6, 1, 0, 5, 1],
             ['8', 7, 2, 1, 0, 7],
             ['11', 6, 1, 1, 2, 4],
             ['13', 5, 1, 0, 2, 3],
             ['18', 3, 1, 0, 1, 2],
             ['X', 4, 2, 1, 2, 2]]}
P = {'outvcf': '/data/skele61/qc/skele61_cohort.filtered.vcf',
 'samples': '/data/skele61/qc/samples.tsv',
 'summary': '/data/skele61/qc/summary.tsv'}

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
