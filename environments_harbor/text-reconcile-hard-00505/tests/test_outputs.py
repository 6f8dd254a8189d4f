import os

EXPECTED = {'diffs': [['SHP-242999', 560784, 564475, 3691],
           ['SHP-381007', 81124, 79437, -1687],
           ['SHP-44861', 240871, 240877, 6],
           ['SHP-825551', 519570, 518266, -1304]],
 'duplicates': [['left', 'PCL1432', 2],
                ['left', 'PCL1468', 2],
                ['left', 'PCL1537', 2],
                ['right', 'SHP-218688', 2],
                ['right', 'SHP-604057', 2],
                ['right', 'SHP-906953', 2]],
 'only_left': [['SHP-132760', 1083505], ['SHP-282713', 708539]],
 'only_right': [['SHP-428027', 42499], ['SHP-604057', 352242], ['SHP-671548', 250821]],
 'table': ['section             keys    ledger          manifest',
           'agreed              34      179530.59       179530.57',
           'differing           4       14023.49        14030.55',
           'only ledger         2       17920.44        -',
           'only manifest       3       -               6455.62',
           'total               43      211474.52       200016.74'],
 'totals': [21147452, 20001674]}
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
