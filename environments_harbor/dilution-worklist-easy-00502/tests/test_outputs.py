import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['T10', 'H2O', 746.7],
          ['T10', 'R35', 53.3],
          ['T11', 'H2O', 466.7],
          ['T11', 'R35', 33.3],
          ['T12', 'H2O', 4700.0],
          ['T12', 'R25', 300.0],
          ['T13', 'H2O', 193.3],
          ['T13', 'R35', 6.7],
          ['T14', 'H2O', 1425.0],
          ['T14', 'R28', 75.0],
          ['T15', 'H2O', 237500.0],
          ['T15', 'R25', 12500.0],
          ['T16', 'H2O', 900.0],
          ['T16', 'R27', 100.0],
          ['T17', 'H2O', 47333.3],
          ['T17', 'R35', 2666.7],
          ['T18', 'H2O', 4000.0],
          ['T18', 'R31', 1000.0]]}
WORKLIST = '/data/automation/run672/out/worklist.csv'

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
