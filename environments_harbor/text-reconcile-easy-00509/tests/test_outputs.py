import os

EXPECTED = {'diffs': [['INV-166817', 75477, 87510, 12033],
           ['INV-217250', 455201, 378916, -76285],
           ['INV-333068', 403080, 479460, 76380],
           ['INV-481939', 182012, 165849, -16163],
           ['INV-900370', 424829, 420110, -4719]],
 'only_left': [['INV-262840', 96370], ['INV-282843', 143758], ['INV-382271', 38832], ['INV-82261', 119609]],
 'only_right': [['INV-468340', 448572], ['INV-579765', 240517], ['INV-835441', 167524]],
 'summary': {'agreed': 24,
             'differing': 5,
             'left_records': 33,
             'left_total': 7594752,
             'matched': 29,
             'only_left': 4,
             'only_right': 3,
             'right_records': 32,
             'right_total': 8044042},
 'summary_order': ['left_records',
                   'right_records',
                   'matched',
                   'agreed',
                   'differing',
                   'only_left',
                   'only_right',
                   'left_total',
                   'right_total']}
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
