import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['MIX07', 'H2O', 18750.0],
          ['MIX07', 'S61', 6250.0],
          ['MIX08', 'H2O', 3750.0],
          ['MIX08', 'S52', 1250.0],
          ['MIX09', 'H2O', 1970.0],
          ['MIX09', 'S52', 30.0],
          ['MIX10', 'H2O', 4925.0],
          ['MIX10', 'S52', 75.0],
          ['MIX11', 'H2O', 840.0],
          ['MIX11', 'S59', 160.0],
          ['MIX12', 'H2O', 666.7],
          ['MIX12', 'S61', 133.3],
          ['MIX13', 'H2O', 8333.3],
          ['MIX13', 'S61', 1666.7],
          ['MIX14', 'H2O', 4500.0],
          ['MIX14', 'S61', 500.0],
          ['MIX15', 'H2O', 200000.0],
          ['MIX15', 'S57', 50000.0]]}
WORKLIST = '/srv/lims/worklists/run856/out/worklist.csv'

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
