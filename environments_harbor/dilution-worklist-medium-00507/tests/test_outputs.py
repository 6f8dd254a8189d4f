import csv, os

EXPECTED = {'infeasible': ['W32'],
 'rows': [['W30', 'DIL', 96.1],
          ['W30', 'R27', 40.0],
          ['W30', 'R29', 29.8],
          ['W30', 'R23', 34.1],
          ['W31', 'DIL', 4579.6],
          ['W31', 'R30', 140.8],
          ['W31', 'R29', 279.6],
          ['W33', 'DIL', 52870.0],
          ['W33', 'R34', 24609.0],
          ['W33', 'R30', 22521.0],
          ['W34', 'DIL', 852.3],
          ['W34', 'R27', 10.8],
          ['W34', 'R34', 36.9],
          ['W35', 'DIL', 1850.9],
          ['W35', 'R29', 149.1],
          ['W36', 'DIL', 347.6],
          ['W36', 'R30', 70.4],
          ['W36', 'R34', 82.0],
          ['W37', 'DIL', 446.0],
          ['W37', 'R41', 90.0],
          ['W37', 'R23', 184.0],
          ['W37', 'R27', 180.0]]}
WORKLIST = '/home/labauto/run243/out/worklist.csv'
INFEASIBLE = '/home/labauto/run243/out/infeasible.txt'

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
