import csv, os

EXPECTED = {'infeasible': [],
 'rows': [['PREP13', 'DIL', 900.0],
          ['PREP13', 'SOL60', 100.0],
          ['PREP14', 'DIL', 73333.3],
          ['PREP14', 'SOL62', 26666.7],
          ['PREP15', 'DIL', 90000.0],
          ['PREP15', 'SOL60', 10000.0],
          ['PREP16', 'DIL', 95000.0],
          ['PREP16', 'SOL66', 5000.0],
          ['PREP17', 'DIL', 7600.0],
          ['PREP17', 'SOL66', 2400.0],
          ['PREP18', 'DIL', 8500.0],
          ['PREP18', 'SOL66', 1500.0],
          ['PREP19', 'DIL', 933.3],
          ['PREP19', 'SOL60', 66.7],
          ['PREP20', 'DIL', 230.0],
          ['PREP20', 'SOL56', 20.0]]}
WORKLIST = '/srv/lims/worklists/run330/out/worklist.csv'

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
