import os

EXPECTED = {'diffs': [['EMP-285688', 386270, 452228, 65958],
           ['EMP-684502', 117545, 140337, 22792],
           ['EMP-821740', 316553, 281932, -34621],
           ['EMP-940686', 12914, 13781, 867]],
 'only_left': [['EMP-521845', 363706], ['EMP-526750', 42297], ['EMP-594937', 174874], ['EMP-936969', 384685]],
 'only_right': [['EMP-307960', 316119], ['EMP-471104', 352750], ['EMP-471135', 9499], ['EMP-813745', 382430]],
 'summary': {'agreed': 20,
             'differing': 4,
             'left_records': 28,
             'left_total': 6613051,
             'matched': 24,
             'only_left': 4,
             'only_right': 4,
             'right_records': 28,
             'right_total': 6763283},
 'summary_order': ['left_records',
                   'right_records',
                   'matched',
                   'agreed',
                   'differing',
                   'only_left',
                   'only_right',
                   'left_total',
                   'right_total']}
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
