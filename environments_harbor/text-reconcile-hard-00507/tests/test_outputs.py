import os

EXPECTED = {'diffs': [['JOB-237179', 191890015, 191891040, 1025],
           ['JOB-414352', 658482432, 700990572, 42508140],
           ['JOB-612538', 775510382910, 776346818711, 836435801],
           ['JOB-948906', 1433344, 1697447, 264103]],
 'duplicates': [['left', 'VOL8217', 2],
                ['left', 'VOL8303', 2],
                ['left', 'VOL8539', 2],
                ['right', 'JOB-101671', 2],
                ['right', 'JOB-302921', 2],
                ['right', 'JOB-320736', 2]],
 'only_left': [['JOB-26178', 117220623],
               ['JOB-319899', 10240],
               ['JOB-541882', 221996122869],
               ['JOB-95108', 24611390356]],
 'only_right': [['JOB-320736', 540092137472], ['JOB-36421', 654714077184], ['JOB-724469', 23552]],
 'table': ['section             keys    catalogue       library',
           'agreed              42      7.9T            7.9T',
           'differing           4       724G            724G',
           'only catalogue      4       230G            -',
           'only library        3       -               1.1T',
           'total               53      8.9T            9.7T'],
 'totals': [9696125397410, 10645086100046]}
OUT = '/home/analyst/recon'

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
