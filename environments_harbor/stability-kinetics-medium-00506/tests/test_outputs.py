import csv, json, math, os

EXPECTED = {'limiting_lot': 'L2363',
 'lots': {'L2363': {'c0_mg_ml': 2.195493974805298, 'k_per_day': 0.1286806983512147, 't90_days': 0.8187748202163202},
          'L8941': {'c0_mg_ml': 5.44039758401127, 'k_per_day': 0.04782740920986325, 't90_days': 2.2029316954115568},
          'L9467': {'c0_mg_ml': 5.481580771012086, 'k_per_day': 0.07980632914574345, 't90_days': 1.320202505059661}},
 'shelf_life_days': 0.8187748202163202}
TOL = 0.0005
OUT_JSON = '/work/stability/stb-352/results/summary.json'
OUT_CSV = '/work/stability/stb-352/results/lot_fits.csv'

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

def test_lot_table():
    rs = rows(OUT_CSV)
    assert rs and list(rs[0].keys()) == ["lot", "k_per_day", "c0_mg_ml", "t90_days"], "wrong CSV header"
    got = {r["lot"]: r for r in rs}
    assert sorted(got) == sorted(EXPECTED["lots"]), f"lots {sorted(got)}, expected {sorted(EXPECTED['lots'])}"
    for lot, want in EXPECTED["lots"].items():
        for key in ("k_per_day", "c0_mg_ml", "t90_days"):
            close(float(got[lot][key]), want[key], f"lot {lot} {key}")

def test_summary():
    d = load(OUT_JSON)
    assert d.get("limiting_lot") == EXPECTED["limiting_lot"], f"limiting_lot {d.get('limiting_lot')!r}, expected {EXPECTED['limiting_lot']!r}"
    close(d.get("shelf_life_days"), EXPECTED["shelf_life_days"], "shelf_life_days")
