import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['W01', 'BASE', 833.3],
          ['W01', 'STK40', 166.7],
          ['W02', 'BASE', 80000.0],
          ['W02', 'STK40', 20000.0],
          ['W03', 'BASE', 1750.0],
          ['W03', 'STK36', 250.0],
          ['W04', 'BASE', 193.3],
          ['W04', 'STK43', 6.7],
          ['W05', 'BASE', 200000.0],
          ['W05', 'STK32', 50000.0],
          ['W06', 'BASE', 200.0],
          ['W06', 'STK38', 50.0],
          ['W07', 'BASE', 4500.0],
          ['W07', 'STK38', 500.0],
          ['W08', 'BASE', 41666.7],
          ['W08', 'STK43', 8333.3],
          ['W09', 'BASE', 1300.0],
          ['W09', 'STK38', 200.0]]}
WORKLIST = '/work/bench/run203/out/worklist.csv'

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
