import csv, os

EXPECTED = {'infeasible': ['PREP11'],
 'rows': [['PREP05', 'BASE', 4200.0],
          ['PREP05', 'STK23', 800.0],
          ['PREP06', 'BASE', 32111.6],
          ['PREP06', 'STK42', 3002.8],
          ['PREP06', 'STK45', 2500.0],
          ['PREP06', 'STK38', 12385.6],
          ['PREP07', 'BASE', 36074.9],
          ['PREP07', 'STK42', 7507.0],
          ['PREP07', 'STK30', 6418.1],
          ['PREP08', 'BASE', 113.7],
          ['PREP08', 'STK27', 36.3],
          ['PREP09', 'BASE', 939.4],
          ['PREP09', 'STK27', 60.6],
          ['PREP10', 'BASE', 819.3],
          ['PREP10', 'STK45', 45.0],
          ['PREP10', 'STK38', 35.7],
          ['PREP12', 'BASE', 1818.3],
          ['PREP12', 'PD-STK27', 181.7]]}
WORKLIST = '/data/automation/run905/out/worklist.csv'
INFEASIBLE = '/data/automation/run905/out/infeasible.txt'

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
