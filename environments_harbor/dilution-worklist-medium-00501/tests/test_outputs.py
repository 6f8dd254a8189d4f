import csv, os

EXPECTED = {'infeasible': ['PREP11'],
 'rows': [['PREP07', 'BUFFER', 1671.4],
          ['PREP07', 'SOL41', 328.6],
          ['PREP08', 'BUFFER', 135945.0],
          ['PREP08', 'SOL45', 42550.0],
          ['PREP08', 'SOL37', 37275.0],
          ['PREP08', 'SOL41', 34230.0],
          ['PREP09', 'BUFFER', 44919.3],
          ['PREP09', 'SOL53', 2500.0],
          ['PREP09', 'SOL34', 2580.7],
          ['PREP10', 'BUFFER', 161.4],
          ['PREP10', 'SOL41', 27.4],
          ['PREP10', 'SOL37', 11.2],
          ['PREP12', 'BUFFER', 47500.0],
          ['PREP12', 'SOL53', 2500.0]]}
WORKLIST = '/home/labauto/run806/out/worklist.csv'
INFEASIBLE = '/home/labauto/run806/out/infeasible.txt'

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
