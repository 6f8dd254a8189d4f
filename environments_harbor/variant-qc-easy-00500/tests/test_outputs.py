import csv, hashlib, os

EXPECTED = {'keys': [['4', 65245785, 'T', 'G'],
          ['4', 78476744, 'C', 'T'],
          ['4', 87854461, 'G', 'A'],
          ['4', 112187675, 'G', 'T'],
          ['4', 113590278, 'C', 'G'],
          ['4', 117686393, 'C', 'T'],
          ['4', 131251976, 'T', 'A'],
          ['4', 136235670, 'C', 'A'],
          ['4', 142264684, 'ATTGGGG', 'A'],
          ['4', 153038844, 'C', 'A'],
          ['4', 157372741, 'C', 'A'],
          ['4', 157963296, 'T', 'C'],
          ['4', 164873480, 'C', 'CAGGG'],
          ['4', 170224814, 'C', 'T'],
          ['4', 180005608, 'C', 'A'],
          ['6', 20168936, 'T', 'C'],
          ['6', 25579067, 'G', 'C'],
          ['6', 91630651, 'C', 'A'],
          ['6', 99748064, 'G', 'GGCTG'],
          ['6', 100240326, 'T', 'G'],
          ['6', 140466365, 'A', 'C'],
          ['6', 145017330, 'A', 'T'],
          ['6', 153241261, 'GCA', 'CGC'],
          ['15', 15978873, 'C', 'A'],
          ['15', 18294098, 'TGT', 'T'],
          ['15', 27088492, 'C', 'A'],
          ['15', 49908735, 'G', 'C'],
          ['15', 87902054, 'CT', 'TC'],
          ['15', 92373363, 'GAAGCG', 'G'],
          ['15', 93001465, 'G', 'T'],
          ['15', 98953407, 'A', 'T'],
          ['15', 101921534, 'T', 'G'],
          ['17', 8362142, 'A', 'AG'],
          ['17', 53191846, 'G', 'A'],
          ['17', 54205381, 'A', 'G'],
          ['17', 61516382, 'G', 'C'],
          ['17', 62428580, 'G', 'A'],
          ['17', 75118739, 'G', 'A'],
          ['17', 81720403, 'A', 'C']],
 'samples': [],
 'sha256': 'ba9d4edf1070227c4df4b829e87151452c4ce6249ebb8dd26753f7eb26be89e7',
 'summary': [['4', 13, 2, 0, 5, 8], ['6', 6, 1, 1, 1, 5], ['15', 6, 2, 1, 0, 6], ['17', 6, 1, 0, 4, 2]]}
P = {'outvcf': '/work/conne99/qc/S-1505.filtered.vcf', 'summary': '/work/conne99/qc/summary.tsv'}

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
