import csv, os

EXPECTED = {'infeasible': ['MIX22'],
 'rows': [['MIX23', 'WATER', 98000.0],
          ['MIX23', 'SOL34', 2000.0],
          ['MIX24', 'WATER', 468.0],
          ['MIX24', 'SOL27', 120.0],
          ['MIX24', 'SOL34', 12.0],
          ['MIX25', 'WATER', 65960.8],
          ['MIX25', 'SOL23', 11039.2],
          ['MIX25', 'SOL24', 8000.0],
          ['MIX25', 'SOL27', 15000.0],
          ['MIX26', 'WATER', 517.2],
          ['MIX26', 'SOL23', 82.8],
          ['MIX27', 'WATER', 675.0],
          ['MIX27', 'SOL18', 90.0],
          ['MIX27', 'SOL27', 135.0],
          ['MIX28', 'WATER', 21175.8],
          ['MIX28', 'SOL24', 3750.0],
          ['MIX28', 'PD-SOL30', 74.2],
          ['MIX29', 'WATER', 1410.9],
          ['MIX29', 'SOL30', 89.1],
          ['MIX30', 'WATER', 38206.4],
          ['MIX30', 'SOL20', 5126.9],
          ['MIX30', 'SOL18', 6666.7],
          ['MIX31', 'WATER', 158.3],
          ['MIX31', 'SOL24', 10.0],
          ['MIX31', 'SOL30', 31.7]]}
WORKLIST = '/opt/liquid-handling/run353/out/worklist.csv'
INFEASIBLE = '/opt/liquid-handling/run353/out/infeasible.txt'

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
