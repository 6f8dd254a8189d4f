import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['T24', 'WATER', 800.0],
          ['T24', 'SOL54', 200.0],
          ['T25', 'WATER', 400.0],
          ['T25', 'SOL57', 100.0],
          ['T26', 'WATER', 225.0],
          ['T26', 'SOL57', 25.0],
          ['T27', 'WATER', 866.7],
          ['T27', 'SOL61', 133.3],
          ['T28', 'WATER', 208.3],
          ['T28', 'SOL54', 41.7],
          ['T29', 'WATER', 9333.3],
          ['T29', 'SOL54', 666.7]]}
WORKLIST = '/work/bench/run391/out/worklist.csv'

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
