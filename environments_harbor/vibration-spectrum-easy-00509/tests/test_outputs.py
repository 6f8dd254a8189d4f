import csv, json, math, os

EXPECTED = {'peaks': [[98.0, 1.0759468465515691], [144.0, 0.8314153592433162], [255.0, 0.4215368148780984]],
 'rms_g': 1.006637390423742}
TOL = 0.0001
OUT_JSON = '/work/vib/ct-474a/analysis/summary.json'
OUT_CSV = '/work/vib/ct-474a/analysis/peaks.csv'

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

def test_peaks():
    rows = table(OUT_CSV, ["rank", "frequency_hz", "amplitude_g"])
    assert len(rows) == 3, f"{len(rows)} peak rows, expected 3"
    for (rank, f, a), (wf, wa) in zip(rows, EXPECTED["peaks"]):
        close(f, wf, f"rank {int(rank)} frequency", 1e-9)
        close(a, wa, f"rank {int(rank)} amplitude")

def test_summary():
    d = load(OUT_JSON)
    close(d.get("rms_g"), EXPECTED["rms_g"], "rms_g")
    close(d.get("dominant_hz"), EXPECTED["peaks"][0][0], "dominant_hz", 1e-9)
