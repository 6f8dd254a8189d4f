import csv, json, os

OUT = '/srv/reports/search'
SUMMARY = {'duplicates': 8, 'requests': 172, 'server_errors': 18, 'skipped_lines': 9}
ROUTES = [['/v1/facets', 47, 2, 210], ['/v1/recent', 46, 7, 159], ['/v1/spellcheck', 42, 6, 184], ['/v1/search', 37, 3, 365]]
COL = 'p95_ms'
TENANTS = {'Dunmore Health': {'requests': 52, 'server_errors': 3},
 'Fieldstone Media': {'requests': 30, 'server_errors': 3},
 'Kestrel Air': {'requests': 48, 'server_errors': 6},
 'Lumen Schools': {'requests': 26, 'server_errors': 2},
 'unknown': {'requests': 16, 'server_errors': 4}}

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
