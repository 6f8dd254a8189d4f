import csv, os

EXPECTED = {'infeasible': ['PREP01'],
 'rows': [['PREP02', 'BASE', 7790.5],
          ['PREP02', 'R40', 1789.2],
          ['PREP02', 'R38', 420.3],
          ['PREP03', 'BASE', 772.8],
          ['PREP03', 'R54', 18.0],
          ['PREP03', 'R44', 42.1],
          ['PREP03', 'R40', 67.1],
          ['PREP04', 'BASE', 1397.9],
          ['PREP04', 'R49', 102.1],
          ['PREP05', 'BASE', 4694.9],
          ['PREP05', 'R54', 100.0],
          ['PREP05', 'R47', 205.1],
          ['PREP06', 'BASE', 6.6],
          ['PREP06', 'R49', 20.4],
          ['PREP06', 'PD-R47', 123.0],
          ['PREP07', 'BASE', 22673.5],
          ['PREP07', 'R38', 1050.7],
          ['PREP07', 'R49', 1275.8]]}
WORKLIST = '/data/automation/run511/out/worklist.csv'
INFEASIBLE = '/data/automation/run511/out/infeasible.txt'

def _worklist():
    assert os.path.isfile(WORKLIST), f"{WORKLIST} is missing"
    with open(WORKLIST, newline="", encoding="utf-8") as f:
        rows = [r for r in csv.reader(f) if r]
    assert rows and rows[0] == ["target_id", "source", "volume_ul"], f"header {rows[:1]}"
    return rows[1:]

def test_transfers_and_order():
    got = [(r[0], r[1]) for r in _worklist()]
    want = [(t, s) for t, s, _ in EXPECTED["rows"]]
    missing = [x for x in want if x not in got]
    extra = [x for x in got if x not in want]
    assert not missing and not extra, f"missing transfers {missing[:6]}; unexpected {extra[:6]}"
    assert got == want, "transfers are not in the required order (targets in input order, diluent first)"

def test_volumes():
    wl = _worklist()
    for r, (t, s, v) in zip(wl, EXPECTED["rows"]):
        assert len(r[2].split(".")[-1]) == 1 and "." in r[2], f"{t}/{s}: volume {r[2]!r} must have one decimal"
        # volumes are exact multiples of 0.1 uL (no rounding ties by construction): 1e-6 only absorbs float text
        assert abs(float(r[2]) - v) < 1e-6, f"{t}/{s}: {r[2]} uL, expected {v:.1f} uL"

def test_infeasible_list():
    assert os.path.isfile(INFEASIBLE), f"{INFEASIBLE} is missing"
    got = [l.strip() for l in open(INFEASIBLE, encoding="utf-8") if l.strip()]
    assert got == EXPECTED["infeasible"], f"infeasible targets {got}, expected {EXPECTED['infeasible']}"
