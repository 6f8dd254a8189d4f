import csv, json, os

OUT = '/opt/oncall/report/geo'
SUMMARY = {'duplicates': 9, 'requests': 109, 'server_errors': 17, 'skipped_lines': 11}
ROUTES = [['/tiles/meta', 25, 8, 239],
 ['/distance', 19, 1, 215],
 ['/geocode', 19, 2, 280],
 ['/reverse', 19, 5, 405],
 ['/timezone', 16, 0, 368],
 ['/route', 11, 1, 573]]
COL = 'p95_ms'
TENANTS = {'Dunmore Health': {'requests': 16, 'server_errors': 2},
 'Everlane Travel': {'requests': 33, 'server_errors': 2},
 'Granite Insurance': {'requests': 17, 'server_errors': 4},
 'Lumen Schools': {'requests': 27, 'server_errors': 2},
 'unknown': {'requests': 16, 'server_errors': 7}}

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
