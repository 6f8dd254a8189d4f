import os

EXPECTED = {'diffs': [['BKT-194515', 784547708928, 823048814238, 38501105310],
           ['BKT-54311', 356, 1381, 1025],
           ['BKT-54755', 1289600512, 1395128611, 105528099],
           ['BKT-832315', 738459648, 828666092, 90206444]],
 'duplicates': [['left', 'PX7012', 2],
                ['left', 'PX7074', 2],
                ['left', 'PX7132', 2],
                ['right', 'BKT-158895', 2],
                ['right', 'BKT-645900', 2],
                ['right', 'BKT-832315', 2]],
 'only_left': [['BKT-518353', 231786496], ['BKT-627038', 1193472], ['BKT-757559', 802161312]],
 'only_right': [['BKT-345210', 644096], ['BKT-349159', 490471424]],
 'table': ['section             keys    usage           meter',
           'agreed              38      5.8T            5.8T',
           'differing           4       733G            769G',
           'only usage          3       988M            -',
           'only meter          2       -               469M',
           'total               47      6.5T            6.6T'],
 'totals': [7123355305877, 7161508119536]}
OUT = '/data/recon/out'

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
