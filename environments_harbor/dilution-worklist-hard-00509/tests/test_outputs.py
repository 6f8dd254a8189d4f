import csv, os

EXPECTED = {'infeasible': ['PREP33'],
 'rows': [['PREP27', 'H2O', 952.8],
          ['PREP27', 'R29', 180.0],
          ['PREP27', 'R22', 221.8],
          ['PREP27', 'R17', 145.4],
          ['PREP28', 'H2O', 725.4],
          ['PREP28', 'R33', 43.6],
          ['PREP28', 'PD-R20', 31.0],
          ['PREP29', 'H2O', 277.8],
          ['PREP29', 'R22', 22.2],
          ['PREP30', 'H2O', 4227.9],
          ['PREP30', 'R22', 147.9],
          ['PREP30', 'R26', 624.2],
          ['PREP31', 'H2O', 680.8],
          ['PREP31', 'R34', 45.0],
          ['PREP31', 'R20', 174.2],
          ['PREP32', 'H2O', 400.9],
          ['PREP32', 'R30', 99.1],
          ['PREP34', 'H2O', 113.7],
          ['PREP34', 'R17', 36.3],
          ['PREP35', 'H2O', 1725.9],
          ['PREP35', 'R26', 124.8],
          ['PREP35', 'R34', 100.0],
          ['PREP35', 'R22', 49.3]]}
WORKLIST = '/work/bench/run259/out/worklist.csv'
INFEASIBLE = '/work/bench/run259/out/infeasible.txt'

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
