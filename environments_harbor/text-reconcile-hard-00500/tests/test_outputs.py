import os

EXPECTED = {'diffs': [['CUS-268432', 804937714688, 804937715713, 1025],
           ['CUS-573359', 621424, 583304, -38120],
           ['CUS-795415', 504102912, 555758124, 51655212]],
 'duplicates': [['left', 'ES4714', 2],
                ['left', 'ES4907', 2],
                ['right', 'CUS-114944', 2],
                ['right', 'CUS-611162', 2],
                ['right', 'CUS-714733', 2]],
 'only_left': [['CUS-161331', 603719401], ['CUS-444229', 340788305], ['CUS-474494', 1170944], ['CUS-740461', 187392]],
 'only_right': [['CUS-283757', 604766208], ['CUS-354474', 595712], ['CUS-469530', 10468982784], ['CUS-536959', 362]],
 'table': ['section             keys    edge            transit',
           'agreed              48      12T             12T',
           'differing           3       751G            751G',
           'only edge           4       903M            -',
           'only transit        4       -               11G',
           'total               59      13T             13T'],
 'totals': [13354512047955, 13364692143984]}
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
