import os

EXPECTED = {'diffs': [['SHP-599397', 568981, 568992, 11],
           ['SHP-626500', 548926, 573114, 24188],
           ['SHP-673011', 563217, 626761, 63544]],
 'duplicates': [['left', 'PCL3868', 2],
                ['left', 'PCL3975', 2],
                ['left', 'PCL4037', 2],
                ['right', 'SHP-106664', 2],
                ['right', 'SHP-346853', 3],
                ['right', 'SHP-626500', 2]],
 'only_left': [['SHP-268936', 843124], ['SHP-323956', 424990], ['SHP-641093', 304291]],
 'only_right': [['SHP-391780', 284695], ['SHP-502772', 400939]],
 'table': ['section             keys    ledger          manifest',
           'agreed              37      213158.89       213158.82',
           'differing           3       16811.24        17688.67',
           'only ledger         3       15724.05        -',
           'only manifest       2       -               6856.34',
           'total               45      245694.18       237703.83'],
 'totals': [24569418, 23770383]}
OUT = '/srv/recon/out'

def _lines(name):
    path = os.path.join(OUT, name)
    assert os.path.isfile(path), f"{path} is missing"
    with open(path) as f:
        return [l.rstrip("\n") for l in f if l.strip()]

def _tsv(name, ints):
    rows = []
    for l in _lines(name):
        cells = l.split("\t")
        try:
            rows.append([cells[0]] + [int(c) for c in cells[1:]][:ints])
        except ValueError:
            raise AssertionError(f"{name}: non-integer amount in {l!r}")
        assert len(cells) == ints + 1, f"{name}: expected {ints + 1} tab-separated fields in {l!r}"
    return rows

def _compare(name, got, want):
    gk, wk = [r[:2] for r in got], [r[:2] for r in want]
    missing = [r for r in want if r not in got]
    extra = [r for r in got if r not in want]
    assert not missing and not extra, f"{name}: missing rows {missing[:5]}, unexpected rows {extra[:5]}"
    assert got == want, f"{name}: rows are right but not sorted as required"

def test_diffs():
    _compare("diffs.tsv", _tsv("diffs.tsv", 3), EXPECTED["diffs"])

def test_only_left():
    _compare("only_left.tsv", _tsv("only_left.tsv", 1), EXPECTED["only_left"])

def test_only_right():
    _compare("only_right.tsv", _tsv("only_right.tsv", 1), EXPECTED["only_right"])

def test_duplicates():
    got = []
    for l in _lines("duplicates.tsv"):
        c = l.split("\t")
        assert len(c) == 3, f"duplicates.tsv: expected side, id, count in {l!r}"
        got.append([c[0], c[1], int(c[2])])
    _compare("duplicates.tsv", got, EXPECTED["duplicates"])

def test_table():
    got = [l.rstrip() for l in _lines("summary.txt")]
    want = EXPECTED["table"]
    assert len(got) == len(want), f"summary.txt: {len(got)} lines, expected {len(want)}"
    for g, w in zip(got, want):
        assert g.split() == w.split(), f"summary.txt values differ: got {g!r}, expected {w!r}"
        assert g == w, f"summary.txt alignment differs: got {g!r}, expected {w!r}"
