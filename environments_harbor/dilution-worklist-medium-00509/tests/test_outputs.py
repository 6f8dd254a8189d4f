import csv, os

EXPECTED = {'infeasible': ['W27'],
 'rows': [['W28', 'DIL', 33740.0],
          ['W28', 'SOL20', 11260.0],
          ['W28', 'SOL36', 5000.0],
          ['W29', 'DIL', 434.6],
          ['W29', 'SOL36', 80.0],
          ['W29', 'SOL20', 72.1],
          ['W29', 'SOL24', 213.3],
          ['W30', 'DIL', 200.2],
          ['W30', 'SOL32', 4.8],
          ['W30', 'SOL20', 45.0],
          ['W31', 'DIL', 121.9],
          ['W31', 'SOL33', 3.1],
          ['W31', 'SOL24', 25.0],
          ['W32', 'DIL', 964.0],
          ['W32', 'SOL20', 36.0],
          ['W33', 'DIL', 725.7],
          ['W33', 'SOL33', 77.4],
          ['W33', 'SOL36', 100.0],
          ['W33', 'SOL32', 96.9]]}
WORKLIST = '/work/bench/run820/out/worklist.csv'
INFEASIBLE = '/work/bench/run820/out/infeasible.txt'

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
