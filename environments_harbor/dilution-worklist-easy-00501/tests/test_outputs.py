import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['W23', 'WATER', 18750.0],
          ['W23', 'S23', 6250.0],
          ['W24', 'WATER', 20000.0],
          ['W24', 'S28', 5000.0],
          ['W25', 'WATER', 900.0],
          ['W25', 'S28', 100.0],
          ['W26', 'WATER', 203125.0],
          ['W26', 'S23', 46875.0],
          ['W27', 'WATER', 186.7],
          ['W27', 'S26', 13.3],
          ['W28', 'WATER', 1733.3],
          ['W28', 'S26', 266.7],
          ['W29', 'WATER', 22500.0],
          ['W29', 'S23', 2500.0],
          ['W30', 'WATER', 81250.0],
          ['W30', 'S23', 18750.0]]}
WORKLIST = '/data/automation/run775/out/worklist.csv'

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
