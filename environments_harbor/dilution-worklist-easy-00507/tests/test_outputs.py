import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['W17', 'H2O', 8750.0],
          ['W17', 'STK46', 1250.0],
          ['W18', 'H2O', 4866.7],
          ['W18', 'STK47', 133.3],
          ['W19', 'H2O', 20000.0],
          ['W19', 'STK51', 5000.0],
          ['W20', 'H2O', 1470.0],
          ['W20', 'STK51', 30.0],
          ['W21', 'H2O', 9250.0],
          ['W21', 'STK51', 750.0],
          ['W22', 'H2O', 200000.0],
          ['W22', 'STK51', 50000.0],
          ['W23', 'H2O', 40000.0],
          ['W23', 'STK46', 10000.0],
          ['W24', 'H2O', 1600.0],
          ['W24', 'STK47', 400.0],
          ['W25', 'H2O', 8333.3],
          ['W25', 'STK47', 1666.7]]}
WORKLIST = '/work/bench/run624/out/worklist.csv'

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
