import csv, hashlib, os

EXPECTED = {'keys': [['chr1', 32951961, 'G', 'T'],
          ['chr1', 48293645, 'T', 'C'],
          ['chr1', 79919728, 'G', 'C,GATTG'],
          ['chr1', 91281290, 'G', 'GCTAA'],
          ['chr1', 96044687, 'C', 'G'],
          ['chr1', 113874966, 'C', 'G'],
          ['chr1', 124289675, 'G', 'A'],
          ['chr1', 129305518, 'A', 'C'],
          ['chr1', 150548005, 'C', 'A'],
          ['chr1', 155658103, 'T', 'C'],
          ['chr1', 168035463, 'G', 'T'],
          ['chr1', 170362495, 'T', 'TG'],
          ['chr1', 207011531, 'C', 'G'],
          ['chr5', 3590651, 'A', 'ACCA'],
          ['chr5', 8999152, 'C', 'T'],
          ['chr5', 20497637, 'C', 'G'],
          ['chr5', 29274481, 'CATC', 'C'],
          ['chr5', 46433180, 'C', 'T'],
          ['chr5', 58829047, 'C', 'A,CTT'],
          ['chr5', 81274522, 'G', 'T'],
          ['chr5', 85123449, 'GGAAAC', 'G'],
          ['chr5', 124218664, 'T', 'TGT'],
          ['chr5', 126638183, 'AC', 'GG'],
          ['chr5', 145296799, 'T', 'A'],
          ['chr5', 145299280, 'A', 'G'],
          ['chr5', 154440032, 'G', 'C'],
          ['chr11', 7815060, 'C', 'G'],
          ['chr11', 10216290, 'C', 'G'],
          ['chr11', 23507497, 'C', 'T'],
          ['chr11', 27907748, 'A', 'C'],
          ['chr11', 32190359, 'C', 'T'],
          ['chr11', 39235703, 'T', 'G'],
          ['chr11', 46607453, 'T', 'A'],
          ['chr11', 49745987, 'CCC', 'GAT'],
          ['chr11', 61936982, 'C', 'G,CCATT'],
          ['chr11', 62442006, 'C', 'T,CGGCC'],
          ['chr11', 91558501, 'T', 'TGTGTAT'],
          ['chr11', 92343394, 'T', 'G'],
          ['chr11', 97291204, 'T', 'C'],
          ['chr11', 108590970, 'GG', 'G'],
          ['chr11', 117575011, 'T', 'A'],
          ['chr11', 119979788, 'C', 'CAC'],
          ['chr12', 17893945, 'G', 'C'],
          ['chr12', 44500904, 'C', 'A'],
          ['chr12', 76268521, 'C', 'G'],
          ['chr12', 89622927, 'G', 'T'],
          ['chr12', 92254536, 'C', 'T'],
          ['chr12', 97299058, 'A', 'G'],
          ['chr12', 104098049, 'T', 'A'],
          ['chr12', 124054892, 'G', 'GA'],
          ['chr12', 131015585, 'ATGCTA', 'A'],
          ['chrX', 700240, 'CA', 'TC'],
          ['chrX', 7337017, 'T', 'A'],
          ['chrX', 39050739, 'T', 'C'],
          ['chrX', 43076562, 'T', 'G'],
          ['chrX', 44485315, 'GA', 'CC'],
          ['chrX', 67623117, 'A', 'C,AG'],
          ['chrX', 72635717, 'CGCGGAC', 'C'],
          ['chrX', 76926400, 'G', 'T'],
          ['chrX', 93769131, 'A', 'G'],
          ['chrX', 99097148, 'C', 'A'],
          ['chrX', 105753193, 'G', 'T'],
          ['chrX', 108421216, 'C', 'CTGATAA'],
          ['chrX', 109205420, 'TCC', 'T'],
          ['chrX', 110915150, 'A', 'G,ACCT'],
          ['chrX', 124822300, 'T', 'C'],
          ['chrX', 142871183, 'G', 'A'],
          ['chrX', 154857415, 'T', 'G']],
 'samples': [['RD-3189', 36, 16, 4], ['RD-2411', 29, 13, 5], ['RD-1338', 27, 12, 0]],
 'sha256': 'c8c6ee3388fe720d3cea64128a50ebc1c251a6da39cace72d565da15b00def62',
 'summary': [['chr1', 11, 3, 0, 3, 8],
             ['chr5', 8, 5, 1, 3, 5],
             ['chr11', 12, 5, 1, 4, 8],
             ['chr12', 7, 2, 0, 2, 5],
             ['chrX', 12, 5, 2, 5, 7]]}
P = {'outvcf': '/home/analyst/conne40/qc/conne40_cohort.filtered.vcf',
 'samples': '/home/analyst/conne40/qc/samples.tsv',
 'summary': '/home/analyst/conne40/qc/summary.tsv'}

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
