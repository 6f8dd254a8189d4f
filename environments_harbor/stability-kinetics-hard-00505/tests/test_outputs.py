import csv, json, math, os

EXPECTED = {'ea_kj_per_mol': 83.68060616856755,
 'k_storage_per_day': 0.0025107029466495067,
 'ln_a': 27.769183731788747,
 'rates': [[35, 0.00750850732903389], [55, 0.054957340381382086], [65, 0.1361387515413482]],
 't90_storage_days': 41.96454853348075}
TOL = 0.0005
OUT_JSON = '/data/stability/stb-420/results/arrhenius.json'
OUT_CSV = '/data/stability/stb-420/results/rates.csv'

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
