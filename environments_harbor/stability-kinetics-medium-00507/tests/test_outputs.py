import csv, json, math, os

EXPECTED = {'limiting_lot': 'B6017',
 'lots': {'B1843': {'c0_mg_ml': 5.067493820387267, 'k_per_day': 0.054500635242042114, 't90_days': 1.933197937783863},
          'B5043': {'c0_mg_ml': 3.649624702149648, 'k_per_day': 0.04907330264753933, 't90_days': 2.1470027484100753},
          'B5469': {'c0_mg_ml': 8.876590418841054, 'k_per_day': 0.08206046455885241, 't90_days': 1.2839375967980724},
          'B6017': {'c0_mg_ml': 7.2454986130265056, 'k_per_day': 0.09041770299710578, 't90_days': 1.1652642365975487}},
 'shelf_life_days': 1.1652642365975487}
TOL = 0.0005
OUT_JSON = '/work/stability/stb-617/results/summary.json'
OUT_CSV = '/work/stability/stb-617/results/lot_fits.csv'

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
