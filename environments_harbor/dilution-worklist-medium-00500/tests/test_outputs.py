import csv, os

EXPECTED = {'infeasible': ['W06'],
 'rows': [['W04', 'WATER', 16278.0],
          ['W04', 'R29', 5110.9],
          ['W04', 'R24', 3611.1],
          ['W05', 'WATER', 14894.0],
          ['W05', 'R19', 5000.0],
          ['W05', 'R17', 5106.0],
          ['W07', 'WATER', 41490.0],
          ['W07', 'R17', 8510.0],
          ['W08', 'WATER', 405.3],
          ['W08', 'R27', 72.0],
          ['W08', 'R29', 122.7],
          ['W09', 'WATER', 716.0],
          ['W09', 'R29', 184.0],
          ['W10', 'WATER', 1307.8],
          ['W10', 'R27', 400.0],
          ['W10', 'R20', 292.2]]}
WORKLIST = '/srv/lims/worklists/run744/out/worklist.csv'
INFEASIBLE = '/srv/lims/worklists/run744/out/infeasible.txt'

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
