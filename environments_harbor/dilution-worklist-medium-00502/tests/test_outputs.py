import csv, os

EXPECTED = {'infeasible': ['MIX12'],
 'rows': [['MIX08', 'H2O', 345.6],
          ['MIX08', 'SOL30', 60.0],
          ['MIX08', 'SOL25', 98.4],
          ['MIX08', 'SOL28', 96.0],
          ['MIX09', 'H2O', 72980.0],
          ['MIX09', 'SOL28', 10000.0],
          ['MIX09', 'SOL19', 17020.0],
          ['MIX10', 'H2O', 55000.0],
          ['MIX10', 'SOL33', 20000.0],
          ['MIX10', 'SOL30', 25000.0],
          ['MIX11', 'H2O', 6310.0],
          ['MIX11', 'SOL30', 1500.0],
          ['MIX11', 'SOL23', 1168.8],
          ['MIX11', 'SOL19', 1021.2],
          ['MIX13', 'H2O', 1160.0],
          ['MIX13', 'SOL28', 240.0],
          ['MIX13', 'SOL33', 400.0],
          ['MIX13', 'SOL30', 200.0],
          ['MIX14', 'H2O', 7915.6],
          ['MIX14', 'SOL30', 1500.0],
          ['MIX14', 'SOL23', 584.4]]}
WORKLIST = '/srv/lims/worklists/run301/out/worklist.csv'
INFEASIBLE = '/srv/lims/worklists/run301/out/infeasible.txt'

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
