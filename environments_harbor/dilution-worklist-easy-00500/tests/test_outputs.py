import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['PREP03', 'DIL', 23000.0],
          ['PREP03', 'STK48', 2000.0],
          ['PREP04', 'DIL', 750.0],
          ['PREP04', 'STK47', 250.0],
          ['PREP05', 'DIL', 187500.0],
          ['PREP05', 'STK52', 62500.0],
          ['PREP06', 'DIL', 23333.3],
          ['PREP06', 'STK53', 1666.7],
          ['PREP07', 'DIL', 1933.3],
          ['PREP07', 'STK53', 66.7],
          ['PREP08', 'DIL', 20000.0],
          ['PREP08', 'STK52', 5000.0],
          ['PREP09', 'DIL', 40000.0],
          ['PREP09', 'STK48', 10000.0]]}
WORKLIST = '/home/labauto/run860/out/worklist.csv'

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
