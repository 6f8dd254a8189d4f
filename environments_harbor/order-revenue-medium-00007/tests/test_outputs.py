import csv, json

EXPECTED = {'completed_orders': 64,
 'duplicates_removed': 10,
 'rows': [['LATAM', 17, '20269.16'],
          ['Caribbean', 14, '20183.22'],
          ['Benelux', 14, '18205.61'],
          ['Middle East', 9, '11928.94'],
          ['ANZ', 10, '11892.43']],
 'skipped_rows': 2,
 'top_market': 'LATAM',
 'total_revenue': '82479.36'}
TOL = 0.005
DIM = 'market'
CSV = '/app/reports/revenue_by_market.csv'
SUMMARY = '/app/reports/summary.json'

def _rows():
    with open(CSV, newline="") as f:
        return list(csv.reader(f))

def test_header():
    assert _rows()[0] == [DIM, "orders", "revenue"]

def test_groups_in_order():
    got = [r[0] for r in _rows()[1:]]
    want = [r[0] for r in EXPECTED["rows"]]
    assert got == want, f"{DIM} names/order differ: got {got}, expected {want}"

def test_order_counts():
    got = {r[0]: int(r[1]) for r in _rows()[1:]}
    want = {r[0]: r[1] for r in EXPECTED["rows"]}
    assert got == want

def test_revenue_values():
    got = {r[0]: r[2] for r in _rows()[1:]}
    for name, _, rev in EXPECTED["rows"]:
        assert name in got, f"missing {DIM} {name}"
        assert len(got[name].split(".")[-1]) == 2, f"{name}: revenue {got[name]!r} needs two decimals"
        assert abs(float(got[name]) - float(rev)) <= TOL, f"{name}: revenue {got[name]} != {rev}"

def test_summary():
    s = json.load(open(SUMMARY))
    assert abs(float(s["total_revenue"]) - float(EXPECTED["total_revenue"])) <= TOL * max(1, len(EXPECTED["rows"]))
    assert s["completed_orders"] == EXPECTED["completed_orders"]
    assert s["duplicates_removed"] == EXPECTED["duplicates_removed"]
    assert s["skipped_rows"] == EXPECTED["skipped_rows"]
    assert s[f"top_{DIM}"] == EXPECTED[f"top_{DIM}"]
