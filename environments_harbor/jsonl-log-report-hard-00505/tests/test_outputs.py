import csv, json, os

OUT = '/srv/reports/accounts'
SUMMARY = {'duplicates': 9, 'requests': 143, 'server_errors': 13, 'skipped_lines': 6}
ROUTES = [['/auth/login', 41, 4, 353],
 ['/users/lookup', 37, 3, 335],
 ['/auth/refresh', 33, 3, 286],
 ['/auth/logout', 32, 3, 276]]
COL = 'p95_ms'
TENANTS = {'Everlane Travel': {'requests': 10, 'server_errors': 1},
 'Fieldstone Media': {'requests': 41, 'server_errors': 5},
 'Granite Insurance': {'requests': 33, 'server_errors': 2},
 'Jadeport Shipping': {'requests': 31, 'server_errors': 2},
 'Kestrel Air': {'requests': 12, 'server_errors': 1},
 'unknown': {'requests': 16, 'server_errors': 2}}

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
