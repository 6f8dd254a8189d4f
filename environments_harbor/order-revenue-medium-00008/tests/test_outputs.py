import csv, json

EXPECTED = {'completed_orders': 69,
 'duplicates_removed': 10,
 'rows': [['Southeast Asia', 17, '23959.31'],
          ['Iberia', 17, '20916.71'],
          ['DACH', 12, '18555.10'],
          ['Benelux', 11, '17254.56'],
          ['North America', 12, '12883.05']],
 'skipped_rows': 3,
 'top_territory': 'Southeast Asia',
 'total_revenue': '93568.73'}
TOL = 0.005
DIM = 'territory'
CSV = '/srv/finance/out/revenue_by_territory.csv'
SUMMARY = '/srv/finance/out/summary.json'

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
