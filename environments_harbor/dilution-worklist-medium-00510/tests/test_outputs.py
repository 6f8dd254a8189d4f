import csv, os

EXPECTED = {'infeasible': ['PREP25'],
 'rows': [['PREP19', 'WATER', 124.6],
          ['PREP19', 'SOL27', 22.4],
          ['PREP19', 'SOL35', 3.0],
          ['PREP20', 'WATER', 768.7],
          ['PREP20', 'SOL35', 18.0],
          ['PREP20', 'SOL23', 113.3],
          ['PREP21', 'WATER', 137900.0],
          ['PREP21', 'SOL23', 47190.0],
          ['PREP21', 'SOL29', 50000.0],
          ['PREP21', 'SOL27', 14910.0],
          ['PREP22', 'WATER', 956.9],
          ['PREP22', 'SOL23', 283.1],
          ['PREP22', 'SOL33', 240.0],
          ['PREP22', 'SOL21', 20.0],
          ['PREP23', 'WATER', 1470.0],
          ['PREP23', 'SOL35', 30.0],
          ['PREP24', 'WATER', 443.7],
          ['PREP24', 'SOL30', 56.3]]}
WORKLIST = '/home/labauto/run124/out/worklist.csv'
INFEASIBLE = '/home/labauto/run124/out/infeasible.txt'

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
