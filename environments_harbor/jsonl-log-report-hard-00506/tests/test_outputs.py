import csv, json, os

OUT = '/var/tmp/report/inventory'
SUMMARY = {'duplicates': 10, 'requests': 231, 'server_errors': 16, 'skipped_lines': 7}
ROUTES = [['/sku/lookup', 55, 3, 178],
 ['/stock/level', 55, 8, 361],
 ['/stock/bulk', 43, 0, 368],
 ['/stock/release', 40, 2, 349],
 ['/stock/reserve', 38, 3, 242]]
COL = 'p95_ms'
TENANTS = {'Blue Harbor Bank': {'requests': 38, 'server_errors': 2},
 'Everlane Travel': {'requests': 50, 'server_errors': 2},
 'Fieldstone Media': {'requests': 20, 'server_errors': 0},
 'Helios Energy': {'requests': 28, 'server_errors': 2},
 'Jadeport Shipping': {'requests': 67, 'server_errors': 9},
 'unknown': {'requests': 28, 'server_errors': 1}}

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
