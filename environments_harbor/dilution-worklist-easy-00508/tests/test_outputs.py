import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['MIX26', 'WATER', 20833.3],
          ['MIX26', 'STK47', 4166.7],
          ['MIX27', 'WATER', 190.0],
          ['MIX27', 'STK48', 10.0],
          ['MIX28', 'WATER', 9400.0],
          ['MIX28', 'STK56', 600.0],
          ['MIX29', 'WATER', 225000.0],
          ['MIX29', 'STK47', 25000.0],
          ['MIX30', 'WATER', 233333.3],
          ['MIX30', 'STK58', 16666.7],
          ['MIX31', 'WATER', 8400.0],
          ['MIX31', 'STK56', 1600.0]]}
WORKLIST = '/data/automation/run353/out/worklist.csv'

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
