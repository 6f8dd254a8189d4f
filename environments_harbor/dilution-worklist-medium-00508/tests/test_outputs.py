import csv, os

EXPECTED = {'infeasible': ['PREP07'],
 'rows': [['PREP05', 'H2O', 900.0],
          ['PREP05', 'S64', 50.0],
          ['PREP05', 'S43', 50.0],
          ['PREP06', 'H2O', 1931.5],
          ['PREP06', 'S50', 68.5],
          ['PREP08', 'H2O', 242.2],
          ['PREP08', 'S50', 30.8],
          ['PREP08', 'S43', 12.0],
          ['PREP08', 'S64', 15.0],
          ['PREP09', 'H2O', 1671.4],
          ['PREP09', 'S50', 328.6],
          ['PREP10', 'H2O', 1394.6],
          ['PREP10', 'S43', 400.0],
          ['PREP10', 'S50', 205.4],
          ['PREP11', 'H2O', 225000.0],
          ['PREP11', 'S43', 25000.0]]}
WORKLIST = '/opt/liquid-handling/run676/out/worklist.csv'
INFEASIBLE = '/opt/liquid-handling/run676/out/infeasible.txt'

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
