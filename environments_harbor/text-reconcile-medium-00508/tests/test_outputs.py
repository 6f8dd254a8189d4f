import os

EXPECTED = {'diffs': [['SHP-247496', 220984, 244397, 23413],
           ['SHP-416054', 316126, 351037, 34911],
           ['SHP-835579', 469399, 474515, 5116]],
 'duplicates': [['left', 'SHP-20087', 2],
                ['left', 'SHP-428704', 2],
                ['left', 'SHP-511826', 2],
                ['right', 'SHP-237753', 2],
                ['right', 'SHP-835579', 2],
                ['right', 'SHP-965089', 2]],
 'only_left': [['SHP-284659', 219637], ['SHP-741633', 414331]],
 'only_right': [['SHP-159849', 82612], ['SHP-497121', 359696], ['SHP-503777', 322804], ['SHP-823504', 204998]],
 'summary': {'agreed': 48,
             'differing': 3,
             'left_records': 53,
             'left_total': 13245354,
             'matched': 51,
             'only_left': 2,
             'only_right': 4,
             'right_records': 55,
             'right_total': 13644936},
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
