import csv, json, math, os

EXPECTED = {'limiting_lot': 'B2068',
 'lots': {'B2068': {'c0_mg_ml': 3.696007838059057, 'k_per_day': 0.10421803750692557, 't90_days': 1.0109623840386062},
          'B3065': {'c0_mg_ml': 6.139982296337287, 'k_per_day': 0.02391429593499316, 't90_days': 4.405754446805815},
          'B7633': {'c0_mg_ml': 3.6500956598784384, 'k_per_day': 0.05270352479625577, 't90_days': 1.9991170621914742}},
 'shelf_life_days': 1.0109623840386062}
TOL = 0.0005
OUT_JSON = '/data/stability/stb-367/results/summary.json'
OUT_CSV = '/data/stability/stb-367/results/lot_fits.csv'

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
