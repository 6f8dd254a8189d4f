import os

EXPECTED = {'diffs': [['BKT-290219', 809472, 742828, -66644],
           ['BKT-338804', 1185679907584, 1222841644428, 37161736844],
           ['BKT-41878', 562103845854, 562103846879, 1025],
           ['BKT-761049', 897843200, 852249413, -45593787],
           ['BKT-781947', 1164032, 1212361, 48329]],
 'duplicates': [['left', 'PX2511', 2],
                ['left', 'PX2648', 2],
                ['left', 'PX2811', 2],
                ['right', 'BKT-540308', 3],
                ['right', 'BKT-781947', 2],
                ['right', 'BKT-954277', 2]],
 'only_left': [['BKT-208039', 926], ['BKT-677360', 227803136], ['BKT-847439', 417476116480], ['BKT-95214', 729546846]],
 'only_right': [['BKT-380399', 585216], ['BKT-380633', 808704], ['BKT-450099', 564396032], ['BKT-901748', 377600]],
 'table': ['section             keys    usage           meter',
           'agreed              42      7.2T            7.2T',
           'differing           5       1.6T            1.7T',
           'only usage          4       390G            -',
           'only meter          4       -               540M',
           'total               55      9.2T            8.8T'],
 'totals': [10026383642345, 9645632468001]}
OUT = '/home/analyst/recon'

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
