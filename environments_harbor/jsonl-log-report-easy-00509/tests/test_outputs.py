import csv, json, os

OUT = '/srv/reports/accounts'
SUMMARY = {'requests': 174, 'server_errors': 16}
ROUTES = [['/users/lookup', 43, 4, 427],
 ['/users/me/avatar', 39, 2, 288],
 ['/auth/login', 31, 6, 339],
 ['/users/me', 31, 3, 275],
 ['/auth/logout', 30, 1, 1119]]
COL = 'max_ms'
TENANTS = None

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
