import csv, os

EXPECTED = {'infeasible': ['MIX09'],
 'rows': [['MIX04', 'WATER', 658.2],
          ['MIX04', 'S45', 55.5],
          ['MIX04', 'S33', 186.3],
          ['MIX05', 'WATER', 36570.3],
          ['MIX05', 'S37', 13333.3],
          ['MIX05', 'PD-S45', 96.4],
          ['MIX06', 'WATER', 980.0],
          ['MIX06', 'S49', 20.0],
          ['MIX07', 'WATER', 133.5],
          ['MIX07', 'S40', 9.1],
          ['MIX07', 'S42', 4.4],
          ['MIX07', 'S49', 3.0],
          ['MIX08', 'WATER', 225.0],
          ['MIX08', 'S37', 25.0],
          ['MIX10', 'WATER', 770.2],
          ['MIX10', 'S40', 81.8],
          ['MIX10', 'S37', 48.0],
          ['MIX11', 'WATER', 102.0],
          ['MIX11', 'S33', 16.6],
          ['MIX11', 'S45', 27.8],
          ['MIX11', 'S40', 3.6],
          ['MIX12', 'WATER', 1028.5],
          ['MIX12', 'S49', 30.0],
          ['MIX12', 'S42', 350.6],
          ['MIX12', 'S40', 90.9],
          ['MIX13', 'WATER', 1269.6],
          ['MIX13', 'S35', 249.7],
          ['MIX13', 'S37', 66.7],
          ['MIX13', 'S33', 414.0]]}
WORKLIST = '/data/automation/run913/out/worklist.csv'
INFEASIBLE = '/data/automation/run913/out/infeasible.txt'

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
