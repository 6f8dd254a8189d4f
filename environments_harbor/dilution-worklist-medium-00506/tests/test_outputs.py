import csv, os

EXPECTED = {'infeasible': ['W15'],
 'rows': [['W14', 'BASE', 21933.0],
          ['W14', 'S64', 2500.0],
          ['W14', 'S61', 567.0],
          ['W16', 'BASE', 200000.0],
          ['W16', 'S64', 50000.0],
          ['W17', 'BASE', 38659.2],
          ['W17', 'S61', 11340.8],
          ['W18', 'BASE', 22000.0],
          ['W18', 'S56', 2500.0],
          ['W18', 'S66', 500.0],
          ['W19', 'BASE', 714.4],
          ['W19', 'S60', 46.2],
          ['W19', 'S55', 139.4],
          ['W20', 'BASE', 380.7],
          ['W20', 'S60', 68.5],
          ['W20', 'S52', 30.8],
          ['W20', 'S56', 20.0]]}
WORKLIST = '/srv/lims/worklists/run875/out/worklist.csv'
INFEASIBLE = '/srv/lims/worklists/run875/out/infeasible.txt'

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
