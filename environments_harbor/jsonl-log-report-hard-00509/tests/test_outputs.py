import csv, json, os

OUT = '/var/tmp/report/search'
SUMMARY = {'duplicates': 8, 'requests': 177, 'server_errors': 16, 'skipped_lines': 6}
ROUTES = [['/v1/spellcheck', 40, 4, 391],
 ['/v1/search', 31, 4, 441],
 ['/v1/trending', 29, 3, 239],
 ['/v1/facets', 28, 0, 166],
 ['/v1/suggest', 25, 1, 449],
 ['/v1/recent', 24, 4, 398]]
COL = 'p95_ms'
TENANTS = {'Cobalt Games': {'requests': 15, 'server_errors': 1},
 'Everlane Travel': {'requests': 28, 'server_errors': 1},
 'Granite Insurance': {'requests': 21, 'server_errors': 1},
 'Ironleaf Farms': {'requests': 20, 'server_errors': 3},
 'Jadeport Shipping': {'requests': 37, 'server_errors': 5},
 'Lumen Schools': {'requests': 37, 'server_errors': 4},
 'unknown': {'requests': 19, 'server_errors': 1}}

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
