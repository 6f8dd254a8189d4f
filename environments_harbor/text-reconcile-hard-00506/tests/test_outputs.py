import os

EXPECTED = {'diffs': [['JOB-44006', 843686, 847783, 4097],
           ['JOB-527515', 447191552, 463388246, 16196694],
           ['JOB-668452', 923686404096, 740234425293, -183451978803],
           ['JOB-723145', 589853, 585580, -4273],
           ['JOB-830982', 893911290, 888435823, -5475467]],
 'duplicates': [['left', 'VOL6452', 2],
                ['left', 'VOL6569', 2],
                ['right', 'JOB-340143', 2],
                ['right', 'JOB-63722', 2],
                ['right', 'JOB-767461', 2]],
 'only_left': [['JOB-497303', 877755738112],
               ['JOB-723947', 398517835008],
               ['JOB-82043', 1283390101468],
               ['JOB-924764', 148373504]],
 'only_right': [['JOB-204684', 839397670912], ['JOB-368481', 80216064], ['JOB-455968', 850919424]],
 'table': ['section             keys    catalogue       library',
           'agreed              30      3.7T            3.7T',
           'differing           5       862G            691G',
           'only catalogue      4       2.4T            -',
           'only library        3       -               783G',
           'total               42      6.8T            5.1T'],
 'totals': [7451234961184, 5548310461592]}
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
