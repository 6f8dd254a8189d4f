import csv, json

EXPECTED = {'completed_orders': 87,
 'duplicates_removed': 11,
 'rows': [['LATAM', 25, '40765.28'],
          ['Benelux', 19, '26788.37'],
          ['EMEA', 19, '21431.29'],
          ['Iberia', 14, '18405.56'],
          ['Nordics', 10, '13384.96']],
 'skipped_rows': 1,
 'top_territory': 'LATAM',
 'total_revenue': '120775.46'}
TOL = 0.005
DIM = 'territory'
CSV = '/app/reports/revenue_by_territory.csv'
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
