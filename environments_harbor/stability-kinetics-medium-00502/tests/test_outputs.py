import csv, json, math, os

EXPECTED = {'limiting_lot': 'L1275',
 'lots': {'B1320': {'c0_mg_ml': 3.4255619171434266, 'k_per_day': 0.08498935386017906, 't90_days': 1.239690747986637},
          'B3698': {'c0_mg_ml': 7.1073084503514705, 'k_per_day': 0.03446370194574226, 't90_days': 3.0571444653189057},
          'B8149': {'c0_mg_ml': 7.8481418412785455, 'k_per_day': 0.07724369353398139, 't90_days': 1.36400152345739},
          'L1275': {'c0_mg_ml': 5.570596155159347, 'k_per_day': 0.14656426369730824, 't90_days': 0.7188690680793928}},
 'shelf_life_days': 0.7188690680793928}
TOL = 0.0005
OUT_JSON = '/data/stability/stb-667/results/summary.json'
OUT_CSV = '/data/stability/stb-667/results/lot_fits.csv'

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
