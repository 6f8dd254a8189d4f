import csv, json

EXPECTED = {'completed_orders': 41,
 'duplicates_removed': 3,
 'rows': [['ANZ', 14, '16486.41'],
          ['Nordics', 11, '10641.03'],
          ['Middle East', 9, '10532.70'],
          ['Baltics', 7, '6783.95']],
 'skipped_rows': 0,
 'top_market': 'ANZ',
 'total_revenue': '44444.09'}
TOL = 0.005
DIM = 'market'
CSV = '/srv/finance/out/revenue_by_market.csv'
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
