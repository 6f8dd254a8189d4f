import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['T08', 'BUFFER', 768.0],
          ['T08', 'R41', 32.0],
          ['T09', 'BUFFER', 192.0],
          ['T09', 'R41', 8.0],
          ['T10', 'BUFFER', 36666.7],
          ['T10', 'R43', 13333.3],
          ['T11', 'BUFFER', 1666.7],
          ['T11', 'R43', 333.3],
          ['T12', 'BUFFER', 425.0],
          ['T12', 'R44', 75.0],
          ['T13', 'BUFFER', 225.0],
          ['T13', 'R45', 25.0]]}
WORKLIST = '/work/bench/run681/out/worklist.csv'

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
