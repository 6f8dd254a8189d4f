import csv, json, math, os

EXPECTED = {'orders': [[1, 24.0, 0.525726081464921], [2, 49.0, 1.0491784301480758], [3, 73.0, 1.2844113539854125]],
 'running_speed_rpm': 1467.7953778239419}
TOL = 0.0001
OUT_JSON = '/work/vib/fn-267/analysis/speed.json'
OUT_CSV = '/work/vib/fn-267/analysis/orders.csv'

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
