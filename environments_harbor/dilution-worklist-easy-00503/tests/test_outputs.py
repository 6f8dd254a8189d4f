import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['T13', 'BASE', 1733.3],
          ['T13', 'R34', 266.7],
          ['T14', 'BASE', 233333.3],
          ['T14', 'R34', 16666.7],
          ['T15', 'BASE', 42500.0],
          ['T15', 'R29', 7500.0],
          ['T16', 'BASE', 1833.3],
          ['T16', 'R34', 166.7],
          ['T17', 'BASE', 8750.0],
          ['T17', 'R29', 1250.0],
          ['T18', 'BASE', 20000.0],
          ['T18', 'R28', 5000.0],
          ['T19', 'BASE', 8333.3],
          ['T19', 'R34', 1666.7]]}
WORKLIST = '/data/automation/run458/out/worklist.csv'

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
