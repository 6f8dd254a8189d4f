import csv, hashlib, os

EXPECTED = {'keys': [['chr5', 18762647, 'A', 'G'],
          ['chr5', 31255093, 'G', 'C'],
          ['chr5', 32666925, 'GAC', 'CGT'],
          ['chr5', 58588639, 'TA', 'T'],
          ['chr5', 60608882, 'C', 'T'],
          ['chr5', 62771604, 'C', 'T'],
          ['chr5', 63541721, 'C', 'G'],
          ['chr5', 74383327, 'T', 'C'],
          ['chr5', 88658193, 'G', 'C'],
          ['chr5', 106707500, 'A', 'T'],
          ['chr5', 108727186, 'A', 'T'],
          ['chr5', 114910065, 'C', 'T'],
          ['chr5', 119526252, 'A', 'AGAGA'],
          ['chr5', 148511933, 'C', 'A'],
          ['chr5', 156874007, 'A', 'T'],
          ['chr5', 164771014, 'AGACAG', 'A'],
          ['chr5', 181055763, 'T', 'G'],
          ['chr7', 33552827, 'ACTC', 'A'],
          ['chr7', 34059288, 'G', 'T'],
          ['chr7', 49811130, 'C', 'G'],
          ['chr7', 93453284, 'T', 'G'],
          ['chr7', 94531290, 'A', 'G'],
          ['chr7', 104017898, 'C', 'G'],
          ['chr7', 111990639, 'T', 'G'],
          ['chr7', 123571412, 'T', 'G'],
          ['chr7', 128649672, 'A', 'C'],
          ['chr7', 152962215, 'G', 'T'],
          ['chr10', 49576485, 'T', 'TG'],
          ['chr10', 52143150, 'T', 'G'],
          ['chr10', 65384796, 'G', 'C'],
          ['chr10', 72513012, 'A', 'G'],
          ['chr10', 93384077, 'GCAGC', 'G'],
          ['chr10', 96610441, 'G', 'GTGTTC'],
          ['chr10', 99991349, 'C', 'T'],
          ['chr10', 102496107, 'T', 'C'],
          ['chr10', 112301877, 'G', 'T'],
          ['chr10', 133725189, 'A', 'T'],
          ['chr11', 6233241, 'T', 'C'],
          ['chr11', 6461868, 'GAG', 'CCC'],
          ['chr11', 16602427, 'A', 'T'],
          ['chr11', 54924845, 'A', 'T'],
          ['chr11', 56579098, 'G', 'GGGGTCG'],
          ['chr11', 56884258, 'C', 'G'],
          ['chr11', 83608042, 'C', 'CGAT'],
          ['chr11', 119632083, 'C', 'T'],
          ['chr19', 8956380, 'C', 'A'],
          ['chr19', 17919403, 'T', 'C'],
          ['chr19', 23732975, 'C', 'G'],
          ['chr19', 27969551, 'T', 'C'],
          ['chr19', 28191962, 'A', 'T'],
          ['chr19', 28735513, 'CTT', 'ACC'],
          ['chr19', 29136688, 'C', 'T'],
          ['chr19', 35272584, 'CA', 'TC'],
          ['chr19', 35717983, 'G', 'A'],
          ['chr19', 38992319, 'C', 'T'],
          ['chr19', 46049035, 'CT', 'AC']],
 'samples': [['RD-3449', 23, 7, 7], ['RD-5482', 17, 8, 2], ['RD-6416', 23, 10, 5], ['RD-6916', 21, 9, 6]],
 'sha256': '0df4ccfcbc75e71bb4ea5d557d9115a8b99edda768bc93556263ab1e2980213d',
 'summary': [['chr5', 13, 3, 1, 5, 8],
             ['chr7', 9, 1, 0, 1, 8],
             ['chr10', 7, 3, 0, 3, 4],
             ['chr11', 5, 2, 1, 2, 3],
             ['chr19', 8, 0, 3, 5, 3]]}
P = {'outvcf': '/work/hered78/qc/hered78_cohort.filtered.vcf',
 'samples': '/work/hered78/qc/samples.tsv',
 'summary': '/work/hered78/qc/summary.tsv'}

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
