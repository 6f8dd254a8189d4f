import csv, json, os

OUT = '/srv/reports/notify'
SUMMARY = {'duplicates': 8, 'requests': 173, 'server_errors': 18, 'skipped_lines': 10}
ROUTES = [['/send/push', 50, 8, 270], ['/templates', 49, 4, 305], ['/send/batch', 43, 4, 176], ['/send/sms', 31, 2, 345]]
COL = 'p95_ms'
TENANTS = {'Acme Retail': {'requests': 18, 'server_errors': 2},
 'Blue Harbor Bank': {'requests': 19, 'server_errors': 2},
 'Cobalt Games': {'requests': 42, 'server_errors': 4},
 'Everlane Travel': {'requests': 26, 'server_errors': 0},
 'Ironleaf Farms': {'requests': 46, 'server_errors': 5},
 'unknown': {'requests': 22, 'server_errors': 5}}

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
