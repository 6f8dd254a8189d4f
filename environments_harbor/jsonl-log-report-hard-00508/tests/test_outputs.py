import csv, json, os

OUT = '/var/tmp/report/checkout'
SUMMARY = {'duplicates': 6, 'requests': 123, 'server_errors': 13, 'skipped_lines': 6}
ROUTES = [['/api/shipping/quote', 33, 4, 308],
 ['/api/payment', 27, 3, 639],
 ['/api/checkout', 23, 3, 337],
 ['/api/coupons', 21, 3, 391],
 ['/api/cart', 19, 0, 299]]
COL = 'p95_ms'
TENANTS = {'Blue Harbor Bank': {'requests': 42, 'server_errors': 3},
 'Dunmore Health': {'requests': 17, 'server_errors': 0},
 'Fieldstone Media': {'requests': 41, 'server_errors': 7},
 'Helios Energy': {'requests': 15, 'server_errors': 0},
 'unknown': {'requests': 8, 'server_errors': 3}}

def _load(name):
    path = os.path.join(OUT, name)
    assert os.path.isfile(path), f"missing {path}"
    return path

def test_summary_values():
    s = json.load(open(_load("summary.json")))
    assert isinstance(s, dict), "summary.json must hold a JSON object"
    for k, v in SUMMARY.items():
        assert k in s, f"summary.json has no {k!r}"
        assert s[k] == v, f"summary.json {k}: got {s[k]!r}, expected {v}"

def test_routes_csv():
    with open(_load("routes.csv"), newline="") as f:
        rows = [r for r in csv.reader(f) if r]
    assert rows[0] == ["route", "requests", "server_errors", COL], f"header is {rows[0]}"
    got = rows[1:]
    assert [r[0] for r in got] == [r[0] for r in ROUTES], f"routes/order: got {[r[0] for r in got]}, expected {[r[0] for r in ROUTES]}"
    for g, w in zip(got, ROUTES):
        assert [int(float(x)) for x in g[1:]] == w[1:], f"route {w[0]}: got {g[1:]}, expected {w[1:]}"


def test_tenants():
    t = json.load(open(_load("tenants.json")))
    assert t == TENANTS, f"tenants.json differs: got {t}, expected {TENANTS}"
