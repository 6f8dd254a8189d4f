import csv, os

EXPECTED = {'infeasible': ['T05'],
 'rows': [['T06', 'H2O', 570.0],
          ['T06', 'S33', 30.0],
          ['T07', 'H2O', 244156.0],
          ['T07', 'S26', 5844.0],
          ['T08', 'H2O', 733.6],
          ['T08', 'S25', 272.6],
          ['T08', 'S32', 418.8],
          ['T08', 'S33', 75.0],
          ['T09', 'H2O', 238069.7],
          ['T09', 'S26', 11688.0],
          ['T09', 'PD-S25', 242.3],
          ['T10', 'H2O', 432.2],
          ['T10', 'S33', 25.0],
          ['T10', 'S21', 42.8],
          ['T11', 'H2O', 56455.0],
          ['T11', 'S32', 18612.0],
          ['T11', 'S25', 6057.0],
          ['T11', 'S29', 18876.0]]}
WORKLIST = '/data/automation/run429/out/worklist.csv'
INFEASIBLE = '/data/automation/run429/out/infeasible.txt'

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
