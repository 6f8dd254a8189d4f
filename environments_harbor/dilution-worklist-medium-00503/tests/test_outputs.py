import csv, os

EXPECTED = {'infeasible': ['MIX03'],
 'rows': [['MIX02', 'DIL', 67890.0],
          ['MIX02', 'S38', 14610.0],
          ['MIX02', 'S27', 7500.0],
          ['MIX02', 'S39', 10000.0],
          ['MIX04', 'DIL', 179.3],
          ['MIX04', 'S31', 63.8],
          ['MIX04', 'S36', 6.9],
          ['MIX05', 'DIL', 182.0],
          ['MIX05', 'S32', 68.0],
          ['MIX06', 'DIL', 9500.0],
          ['MIX06', 'S27', 500.0],
          ['MIX07', 'DIL', 487.7],
          ['MIX07', 'S36', 199.8],
          ['MIX07', 'S39', 90.0],
          ['MIX07', 'S31', 122.5],
          ['MIX08', 'DIL', 291.1],
          ['MIX08', 'S27', 100.0],
          ['MIX08', 'S32', 108.9],
          ['MIX09', 'DIL', 134.0],
          ['MIX09', 'S39', 20.0],
          ['MIX09', 'S27', 6.0],
          ['MIX09', 'S23', 40.0]]}
WORKLIST = '/opt/liquid-handling/run428/out/worklist.csv'
INFEASIBLE = '/opt/liquid-handling/run428/out/infeasible.txt'

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
