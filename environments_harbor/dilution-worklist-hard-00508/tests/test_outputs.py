import csv, os

EXPECTED = {'infeasible': ['T21'],
 'rows': [['T20', 'WATER', 387.4],
          ['T20', 'SOL53', 100.0],
          ['T20', 'SOL54', 112.6],
          ['T22', 'WATER', 47059.0],
          ['T22', 'SOL58', 2941.0],
          ['T23', 'WATER', 97274.2],
          ['T23', 'SOL52', 2725.8],
          ['T24', 'WATER', 23750.0],
          ['T24', 'SOL64', 1250.0],
          ['T25', 'WATER', 141.6],
          ['T25', 'SOL54', 8.4],
          ['T26', 'WATER', 493.9],
          ['T26', 'SOL61', 108.9],
          ['T26', 'PD-SOL59', 197.2],
          ['T27', 'WATER', 795.9],
          ['T27', 'SOL61', 204.1],
          ['T28', 'WATER', 788.5],
          ['T28', 'SOL52', 408.9],
          ['T28', 'SOL48', 302.6]]}
WORKLIST = '/opt/liquid-handling/run464/out/worklist.csv'
INFEASIBLE = '/opt/liquid-handling/run464/out/infeasible.txt'

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
