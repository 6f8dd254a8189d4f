import os

EXPECTED = {'diffs': [['BAT-192742', 300731, 289498, -11233],
           ['BAT-483207', 367221, 429424, 62203],
           ['BAT-581978', 182704, 151311, -31393]],
 'only_left': [['BAT-645609', 257849], ['BAT-675646', 308365]],
 'only_right': [['BAT-388447', 249456], ['BAT-40692', 155264], ['BAT-839072', 250002]],
 'summary': {'agreed': 26,
             'differing': 3,
             'left_records': 31,
             'left_total': 8712581,
             'matched': 29,
             'only_left': 2,
             'only_right': 3,
             'right_records': 32,
             'right_total': 8820666},
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
