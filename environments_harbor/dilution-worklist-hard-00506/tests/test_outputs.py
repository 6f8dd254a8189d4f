import csv, os

EXPECTED = {'infeasible': ['W07'],
 'rows': [['W03', 'BASE', 4170.0],
          ['W03', 'R52', 750.0],
          ['W03', 'PD-R59', 80.0],
          ['W04', 'BASE', 23343.1],
          ['W04', 'R68', 500.0],
          ['W04', 'R62', 1156.9],
          ['W05', 'BASE', 138.0],
          ['W05', 'R59', 12.0],
          ['W06', 'BASE', 132.1],
          ['W06', 'R53', 14.9],
          ['W06', 'R68', 3.0],
          ['W08', 'BASE', 8515.7],
          ['W08', 'R56', 1484.3],
          ['W09', 'BASE', 734.6],
          ['W09', 'R67', 102.1],
          ['W09', 'R56', 148.4],
          ['W09', 'R53', 14.9],
          ['W10', 'BASE', 126.1],
          ['W10', 'R59', 15.0],
          ['W10', 'R65', 8.9]]}
WORKLIST = '/data/automation/run823/out/worklist.csv'
INFEASIBLE = '/data/automation/run823/out/infeasible.txt'

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
