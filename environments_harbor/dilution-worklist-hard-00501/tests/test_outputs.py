import csv, os

EXPECTED = {'infeasible': ['W26'],
 'rows': [['W19', 'DIL', 20711.6],
          ['W19', 'SOL23', 9363.4],
          ['W19', 'SOL27', 7500.0],
          ['W19', 'SOL25', 12425.0],
          ['W20', 'DIL', 493.8],
          ['W20', 'SOL23', 6.2],
          ['W21', 'DIL', 4399.7],
          ['W21', 'SOL23', 499.4],
          ['W21', 'PD-SOL18', 100.9],
          ['W22', 'DIL', 723.3],
          ['W22', 'SOL23', 187.3],
          ['W22', 'SOL22', 89.4],
          ['W23', 'DIL', 130.8],
          ['W23', 'SOL21', 70.6],
          ['W23', 'SOL31', 45.0],
          ['W23', 'SOL22', 53.6],
          ['W24', 'DIL', 1223.2],
          ['W24', 'SOL25', 89.5],
          ['W24', 'SOL23', 187.3],
          ['W25', 'DIL', 281.4],
          ['W25', 'SOL23', 93.6],
          ['W25', 'SOL27', 125.0]]}
WORKLIST = '/opt/liquid-handling/run407/out/worklist.csv'
INFEASIBLE = '/opt/liquid-handling/run407/out/infeasible.txt'

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
