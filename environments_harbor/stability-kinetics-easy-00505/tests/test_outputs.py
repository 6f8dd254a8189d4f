import csv, json, math, os

EXPECTED = {'c0_mg_ml': 11.067885935471814,
 'half_life_days': 42.94816785946483,
 'k_per_day': 0.016139155989798315,
 't90_days': 6.528254372435928}
TOL = 0.0005
OUT_JSON = '/data/stability/stb-853/results/fit.json'

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

def test_rate_and_intercept():
    d = load(OUT_JSON)
    close(d.get("k_per_day"), EXPECTED["k_per_day"], "k_per_day")
    close(d.get("c0_mg_ml"), EXPECTED["c0_mg_ml"], "c0_mg_ml")

def test_shelf_life_and_half_life():
    d = load(OUT_JSON)
    close(d.get("t90_days"), EXPECTED["t90_days"], "t90_days")
    close(d.get("half_life_days"), EXPECTED["half_life_days"], "half_life_days")
