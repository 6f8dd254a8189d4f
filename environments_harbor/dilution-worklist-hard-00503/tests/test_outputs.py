import csv, os

EXPECTED = {'infeasible': ['W09'],
 'rows': [['W03', 'BUFFER', 76605.8],
          ['W03', 'R29', 19791.0],
          ['W03', 'R31', 3603.2],
          ['W04', 'BUFFER', 182.9],
          ['W04', 'R32', 25.0],
          ['W04', 'R31', 33.8],
          ['W04', 'R26', 8.3],
          ['W05', 'BUFFER', 135.0],
          ['W05', 'R32', 15.0],
          ['W06', 'BUFFER', 1320.9],
          ['W06', 'R32', 150.0],
          ['W06', 'R22', 29.1],
          ['W07', 'BUFFER', 4433.3],
          ['W07', 'R32', 500.0],
          ['W07', 'PD-R26', 66.7],
          ['W08', 'BUFFER', 376.4],
          ['W08', 'R19', 77.1],
          ['W08', 'R16', 46.5]]}
WORKLIST = '/opt/liquid-handling/run174/out/worklist.csv'
INFEASIBLE = '/opt/liquid-handling/run174/out/infeasible.txt'

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
