import csv, json, os

OUT = '/home/oncall/out/geo'
SUMMARY = {'duplicates': 10, 'requests': 107, 'server_errors': 12, 'skipped_lines': 9}
ROUTES = [['/distance', 28, 2, 283], ['/timezone', 28, 3, 205], ['/reverse', 26, 1, 188], ['/route', 25, 6, 179]]
COL = 'p95_ms'
TENANTS = {'Cobalt Games': {'requests': 30, 'server_errors': 2},
 'Fieldstone Media': {'requests': 17, 'server_errors': 1},
 'Helios Energy': {'requests': 12, 'server_errors': 4},
 'Lumen Schools': {'requests': 36, 'server_errors': 4},
 'unknown': {'requests': 12, 'server_errors': 1}}

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
