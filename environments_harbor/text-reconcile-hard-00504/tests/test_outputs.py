import os

EXPECTED = {'diffs': [['BKT-302448', 500968501504, 500968502529, 1025],
           ['BKT-304761', 459, 1513, 1054],
           ['BKT-538799', 740614126996, 758811159825, 18197032829]],
 'duplicates': [['left', 'PX8054', 2],
                ['left', 'PX8257', 2],
                ['right', 'BKT-581756', 3],
                ['right', 'BKT-614888', 2],
                ['right', 'BKT-680361', 2]],
 'only_left': [['BKT-323554', 179595640832], ['BKT-335973', 369367187456], ['BKT-998938', 168448]],
 'only_right': [['BKT-262204', 375552], ['BKT-346407', 888832], ['BKT-614888', 498432], ['BKT-705507', 328296562688]],
 'table': ['section             keys    usage           meter',
           'agreed              43      13T             13T',
           'differing           3       1.2T            1.2T',
           'only usage          3       512G            -',
           'only meter          4       -               306G',
           'total               53      14T             14T'],
 'totals': [15014240232481, 14811772597561]}
OUT = '/app/out/reconciliation'

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
