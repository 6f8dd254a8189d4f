import csv, json, math, os

EXPECTED = {'iso_zone': 'C',
 'orders': [[1, 16.25, 0.5490435702573615], [2, 32.5, 0.45584468636335473], [3, 48.75, 0.14560970256706504]],
 'running_speed_rpm': 975.0,
 'velocity_rms_mm_s': 4.253416151601173}
TOL = 0.0001
OUT_JSON = '/srv/vibration/fn-450a/analysis/report.json'

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

def test_running_speed_and_orders():
    d = load(OUT_JSON)
    close(d.get("running_speed_rpm"), EXPECTED["running_speed_rpm"], "running_speed_rpm", 1e-9)
    got = d.get("orders")
    assert isinstance(got, list) and len(got) == 3, f"orders: {got!r}"
    for g, (h, wf, wa) in zip(got, EXPECTED["orders"]):
        assert g.get("order") == h, f"orders out of sequence: {g}"
        close(g.get("frequency_hz"), wf, f"{h}x frequency", 1e-9)
        close(g.get("amplitude_m_s2"), wa, f"{h}x amplitude (m/s^2)")

def test_velocity_and_zone():
    d = load(OUT_JSON)
    close(d.get("velocity_rms_mm_s"), EXPECTED["velocity_rms_mm_s"], "velocity_rms_mm_s")
    assert d.get("iso_zone") == EXPECTED["iso_zone"], f"iso_zone {d.get('iso_zone')!r}, expected {EXPECTED['iso_zone']!r}"
