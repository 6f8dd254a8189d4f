import os

EXPECTED = {'diffs': [['CUS-14448', 866, 705, -161],
           ['CUS-358446', 46923776, 43065988, -3857788],
           ['CUS-496412', 263680, 283125, 19445],
           ['CUS-567583', 358361333760, 332888018918, -25473314842]],
 'duplicates': [['left', 'CUS-318418', 2],
                ['left', 'CUS-521364', 2],
                ['left', 'CUS-946537', 2],
                ['right', 'CUS-358446', 2],
                ['right', 'CUS-815536', 2],
                ['right', 'CUS-914835', 2]],
 'only_left': [['CUS-116969', 152832], ['CUS-145054', 451328], ['CUS-815666', 714240], ['CUS-946537', 494927872]],
 'only_right': [['CUS-280029', 875099586560], ['CUS-681906', 763625472]],
 'summary': {'agreed': 46,
             'differing': 4,
             'left_records': 54,
             'left_total': 2507609166215,
             'matched': 50,
             'only_left': 4,
             'only_right': 2,
             'right_records': 52,
             'right_total': 3357498978629},
 'summary_order': ['left_records',
                   'right_records',
                   'matched',
                   'agreed',
                   'differing',
                   'only_left',
                   'only_right',
                   'left_total',
                   'right_total']}
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
