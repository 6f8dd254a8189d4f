import os

EXPECTED = {'diffs': [['EMP-254633', 272828, 249159, -23669],
           ['EMP-268678', 409015, 444336, 35321],
           ['EMP-481489', 392279, 426437, 34158],
           ['EMP-527362', 438906, 495670, 56764],
           ['EMP-71647', 302925, 296115, -6810]],
 'duplicates': [['left', 'EMP-261798', 2],
                ['left', 'EMP-806504', 2],
                ['right', 'EMP-812839', 2],
                ['right', 'EMP-841870', 2],
                ['right', 'EMP-959944', 2]],
 'only_left': [['EMP-261798', 189809], ['EMP-362626', 31087], ['EMP-535899', 373100], ['EMP-909531', 238149]],
 'only_right': [['EMP-348104', 289486], ['EMP-812839', 429688], ['EMP-854993', 417410]],
 'summary': {'agreed': 32,
             'differing': 5,
             'left_records': 41,
             'left_total': 10780835,
             'matched': 37,
             'only_left': 4,
             'only_right': 3,
             'right_records': 40,
             'right_total': 11181038},
 'summary_order': ['left_records',
                   'right_records',
                   'matched',
                   'agreed',
                   'differing',
                   'only_left',
                   'only_right',
                   'left_total',
                   'right_total']}
OUT = '/app/recon'

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

def test_summary():
    got = []
    for l in _lines("summary.txt"):
        assert "=" in l, f"summary.txt: not a name=value line: {l!r}"
        k, v = l.split("=", 1)
        got.append((k.strip(), v.strip()))
    names = [k for k, _ in got]
    assert names == list(EXPECTED["summary_order"]), f"summary.txt names/order: {names}"
    for k, v in got:
        assert v == str(EXPECTED["summary"][k]), f"summary.txt {k}: got {v}, expected {EXPECTED['summary'][k]}"
