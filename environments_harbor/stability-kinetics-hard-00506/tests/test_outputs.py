import csv, json, math, os

EXPECTED = {'ea_kj_per_mol': 67.63538582970206,
 'k_storage_per_day': 0.005832201343813155,
 'ln_a': 22.139446510983717,
 'rates': [[40, 0.021348492538008967], [50, 0.04903319846565281], [60, 0.10176157831848251], [65, 0.14678040146074234]],
 't90_storage_days': 18.06530835386772}
TOL = 0.0005
OUT_JSON = '/work/stability/stb-928/results/arrhenius.json'
OUT_CSV = '/work/stability/stb-928/results/rates.csv'

def close(got, want, what):
    assert isinstance(got, (int, float)), f"{what}: expected a number, got {got!r}"
    assert math.isfinite(got) and abs(got - want) <= TOL * abs(want), (
        f"{what}: got {got}, expected {want:.6g} (relative tolerance {TOL})")

def load(path):
    assert os.path.isfile(path), f"{path} is missing"
    with open(path) as f:
        return json.load(f)

def rows(path):
    assert os.path.isfile(path), f"{path} is missing"
    with open(path, newline="") as f:
        return list(csv.DictReader(f))

def test_rates_per_valid_condition():
    rs = rows(OUT_CSV)
    assert rs and list(rs[0].keys()) == ["temp_c", "k_per_day"], "wrong CSV header"
    got = [(int(float(r["temp_c"])), float(r["k_per_day"])) for r in rs]
    want = EXPECTED["rates"]
    assert [t for t, _ in got] == [t for t, _ in want], f"conditions {[t for t, _ in got]}, expected {[t for t, _ in want]}"
    for (t, k), (_, wk) in zip(got, want):
        close(k, wk, f"k at {t} C")

def test_arrhenius_parameters():
    d = load(OUT_JSON)
    close(d.get("ea_kj_per_mol"), EXPECTED["ea_kj_per_mol"], "ea_kj_per_mol")
    close(d.get("ln_a"), EXPECTED["ln_a"], "ln_a")

def test_prediction_at_storage():
    d = load(OUT_JSON)
    close(d.get("k_storage_per_day"), EXPECTED["k_storage_per_day"], "k_storage_per_day")
    close(d.get("t90_storage_days"), EXPECTED["t90_storage_days"], "t90_storage_days")
