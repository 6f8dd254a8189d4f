import os

EXPECTED = {'diffs': [['BKT-186873', 705399, 709496, 4097],
           ['BKT-322654', 205391123712, 231940769860, 26549646148],
           ['BKT-640226', 753635053312, 723462386170, -30172667142],
           ['BKT-929189', 1251457, 1379773, 128316]],
 'duplicates': [['left', 'PX3219', 2],
                ['left', 'PX3319', 2],
                ['left', 'PX3367', 2],
                ['right', 'BKT-174542', 3],
                ['right', 'BKT-188843', 2],
                ['right', 'BKT-394482', 2]],
 'only_left': [['BKT-183111', 753061632], ['BKT-209708', 86528], ['BKT-747638', 1001348608], ['BKT-795240', 865599488]],
 'only_right': [['BKT-234069', 783286272],
                ['BKT-45757', 92878667776],
                ['BKT-504879', 619280596992],
                ['BKT-697797', 471040]],
 'table': ['section             keys    usage           meter',
           'agreed              34      6.2T            6.2T',
           'differing           4       894G            890G',
           'only usage          4       2.5G            -',
           'only meter          4       -               664G',
           'total               46      7.1T            7.7T'],
 'totals': [7745115350237, 8451815394425]}
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
