import csv, json

EXPECTED = {'completed_orders': 122,
 'duplicates_removed': 16,
 'rows': [['Baltics', 25, '35129.92'],
          ['EMEA', 19, '31212.40'],
          ['Benelux', 19, '30957.10'],
          ['APAC', 18, '26758.36'],
          ['Middle East', 20, '25188.80'],
          ['Southeast Asia', 21, '19163.59']],
 'skipped_rows': 7,
 'top_region': 'Baltics',
 'total_revenue': '168410.17'}
TOL = 0.02
DIM = 'region'
CSV = '/srv/finance/out/revenue_by_region.csv'
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
