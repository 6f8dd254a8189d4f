import csv, os

EXPECTED = {'infeasible': ['MIX12'],
 'rows': [['MIX07', 'WATER', 4156.1],
          ['MIX07', 'R28', 333.3],
          ['MIX07', 'R33', 510.6],
          ['MIX08', 'WATER', 19894.0],
          ['MIX08', 'R33', 5106.0],
          ['MIX09', 'WATER', 118.9],
          ['MIX09', 'R40', 3.0],
          ['MIX09', 'R39', 28.1],
          ['MIX10', 'WATER', 72768.0],
          ['MIX10', 'R33', 27232.0],
          ['MIX11', 'WATER', 132273.3],
          ['MIX11', 'R28', 16666.7],
          ['MIX11', 'R33', 51060.0],
          ['MIX11', 'R36', 50000.0]]}
WORKLIST = '/opt/liquid-handling/run703/out/worklist.csv'
INFEASIBLE = '/opt/liquid-handling/run703/out/infeasible.txt'

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
