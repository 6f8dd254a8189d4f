import os

EXPECTED = {'diffs': [['JOB-262856', 1121011968, 1121012481, 513],
           ['JOB-408229', 515084544, 507158769, -7925775],
           ['JOB-647970', 287343616, 326944033, 39600417]],
 'duplicates': [['left', 'VOL8138', 2],
                ['left', 'VOL8178', 2],
                ['left', 'VOL8288', 2],
                ['right', 'JOB-102616', 2],
                ['right', 'JOB-262856', 2],
                ['right', 'JOB-331250', 2]],
 'only_left': [['JOB-227649', 345841887256], ['JOB-231644', 35840]],
 'only_right': [['JOB-430891', 221184], ['JOB-95348', 841472]],
 'table': ['section             keys    catalogue       library',
           'agreed              38      7.2T            7.2T',
           'differing           3       1.8G            1.9G',
           'only catalogue      2       323G            -',
           'only library        2       -               1.1M',
           'total               45      7.5T            7.2T'],
 'totals': [8155325619542, 7809516434317]}
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
