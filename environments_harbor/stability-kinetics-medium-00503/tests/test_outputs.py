import csv, json, math, os

EXPECTED = {'limiting_lot': 'B3180',
 'lots': {'B3180': {'c0_mg_ml': 8.261837111044365, 'k_per_day': 0.13056134625320848, 't90_days': 0.8069809226192562},
          'B3463': {'c0_mg_ml': 6.889439712281807, 'k_per_day': 0.047753656165421515, 't90_days': 2.2063340091248977},
          'B8495': {'c0_mg_ml': 3.033187994876841, 'k_per_day': 0.06667395703336493, 't90_days': 1.5802349274860337}},
 'shelf_life_days': 0.8069809226192562}
TOL = 0.0005
OUT_JSON = '/data/stability/stb-655/results/summary.json'
OUT_CSV = '/data/stability/stb-655/results/lot_fits.csv'

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
