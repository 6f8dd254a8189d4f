import csv, os

EXPECTED = {'infeasible': ['PREP26'],
 'rows': [['PREP20', 'H2O', 179.9],
          ['PREP20', 'SOL27', 61.3],
          ['PREP20', 'SOL20', 58.8],
          ['PREP21', 'H2O', 417.9],
          ['PREP21', 'SOL19', 80.0],
          ['PREP21', 'SOL27', 102.1],
          ['PREP22', 'H2O', 4378.9],
          ['PREP22', 'SOL15', 121.1],
          ['PREP22', 'SOL31', 500.0],
          ['PREP23', 'H2O', 44803.9],
          ['PREP23', 'SOL27', 5106.0],
          ['PREP23', 'PD-SOL25', 90.1],
          ['PREP24', 'H2O', 1247.9],
          ['PREP24', 'SOL31', 150.0],
          ['PREP24', 'SOL27', 102.1],
          ['PREP25', 'H2O', 14469.7],
          ['PREP25', 'SOL20', 4900.3],
          ['PREP25', 'SOL25', 5630.0],
          ['PREP27', 'H2O', 111.4],
          ['PREP27', 'SOL20', 11.8],
          ['PREP27', 'SOL22', 26.8],
          ['PREP28', 'H2O', 754.3],
          ['PREP28', 'SOL14', 134.8],
          ['PREP28', 'SOL15', 10.9]]}
WORKLIST = '/data/automation/run553/out/worklist.csv'
INFEASIBLE = '/data/automation/run553/out/infeasible.txt'

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
