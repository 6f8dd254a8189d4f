import csv, os

EXPECTED = {'rows': {'alicek': ['cracked', 'orange', ''],
          'beatriz.petrov': ['cracked', 'wizard', ''],
          'cyrusn': ['cracked', 'glacier', ''],
          'dana.brennan': ['not_cracked', '', ''],
          'emil': ['cracked', 'emerald', ''],
          'freya.mehta': ['not_cracked', '', ''],
          'goran.petrov': ['cracked', 'bramble', ''],
          'gwen': ['cracked', 'pegasus', ''],
          'inovak': ['cracked', 'dolphin', ''],
          'ivo': ['not_cracked', '', ''],
          'kokafor': ['cracked', 'rocket', ''],
          'yusufl': ['not_cracked', '', '']}}
COLS = ['account', 'status', 'password']
REPORT = '/root/audit-sec-1280/audit.csv'
LOCK = None

def _rows():
    assert os.path.exists(REPORT), f"{REPORT} is missing"
    with open(REPORT, newline="") as f:
        rows = list(csv.reader(f))
    assert rows, f"{REPORT} is empty"
    return rows

def _table():
    rows = _rows()
    assert rows[0] == COLS, f"header is {rows[0]}, expected {COLS}"
    out = {}
    for r in rows[1:]:
        assert len(r) == len(COLS), f"row {r} has {len(r)} fields, expected {len(COLS)}"
        d = dict(zip(COLS, r))
        key = f"{d['source']}/{d['account']}" if "source" in d else d["account"]
        assert key not in out, f"account {key} has two rows"
        out[key] = d
    return out, [r for r in rows[1:]]

def test_every_audited_account_once():
    got, _ = _table()
    want = set(EXPECTED["rows"])
    assert set(got) == want, f"missing: {sorted(want - set(got))}, unexpected: {sorted(set(got) - want)}"

def test_rows_sorted():
    _, rows = _table()
    keys = [tuple(r[:2]) if "source" in COLS else r[0] for r in rows]
    assert keys == sorted(keys), "rows are not sorted as asked"

def test_status_per_account():
    got, _ = _table()
    bad = {k: (got[k]["status"], want[0]) for k, want in EXPECTED["rows"].items()
           if k in got and got[k]["status"] != want[0]}
    assert not bad, f"wrong status (got, expected): {bad}"

def test_cracked_passwords():
    got, _ = _table()
    bad = {k: (got[k]["password"], want[1]) for k, want in EXPECTED["rows"].items()
           if k in got and got[k]["password"] != want[1]}
    assert not bad, f"wrong password (got, expected): {bad}"

def test_rules():
    if "rule" not in COLS:
        return
    got, _ = _table()
    bad = {k: (got[k]["rule"], want[2]) for k, want in EXPECTED["rows"].items()
           if k in got and got[k]["rule"] != want[2]}
    assert not bad, f"wrong rule (got, expected): {bad}"

def test_lock_list():
    if LOCK is None:
        return
    assert os.path.exists(LOCK), f"{LOCK} is missing"
    got = [l.strip() for l in open(LOCK) if l.strip()]
    want = EXPECTED["lock"]
    assert sorted(got) == want, f"missing: {sorted(set(want) - set(got))}, unexpected: {sorted(set(got) - set(want))}"
    assert got == want, "the lock list is not sorted"
