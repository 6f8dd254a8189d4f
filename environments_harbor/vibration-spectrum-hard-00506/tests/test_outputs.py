import csv, json, math, os

EXPECTED = {'orders': [[1, 16.25, 0.9649918779737777],
            [2, 31.875, 0.9455384671804458],
            [3, 48.125, 0.1409202395325771],
            [4, 64.375, 0.6112990961811527]],
 'running_speed_rpm': 962.2552858261549}
TOL = 0.0001
OUT_JSON = '/home/reliability/b-164a/analysis/speed.json'
OUT_CSV = '/home/reliability/b-164a/analysis/orders.csv'

def close(got, want, what, tol=None):
    tol = TOL if tol is None else tol
    assert isinstance(got, (int, float)) and math.isfinite(got), f"{what}: expected a number, got {got!r}"
    assert abs(got - want) <= tol * max(abs(want), 1e-12), f"{what}: got {got}, expected {want:.8g}"

def load(path):
    assert os.path.isfile(path), f"{path} is missing"
    with open(path) as f:
        return json.load(f)

def table(path, header):
    assert os.path.isfile(path), f"{path} is missing"
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    assert rows and rows[0] == header, f"{path}: header {rows[:1]}, expected {header}"
    return [[float(x) for x in r] for r in rows[1:] if r]

def test_running_speed():
    d = load(OUT_JSON)
    close(d.get("running_speed_rpm"), EXPECTED["running_speed_rpm"], "running_speed_rpm", 1e-7)

def test_orders():
    rows = table(OUT_CSV, ["order", "frequency_hz", "amplitude_g"])
    assert [int(r[0]) for r in rows] == [h for h, _, _ in EXPECTED["orders"]], f"orders {[r[0] for r in rows]}"
    for (h, f, a), (_, wf, wa) in zip(rows, EXPECTED["orders"]):
        close(f, wf, f"order {h} frequency", 1e-9)
        close(a, wa, f"order {h} amplitude")
