import csv, json, math, os

EXPECTED = {'limiting_lot': 'L1310',
 'lots': {'B5328': {'c0_mg_ml': 4.173428989131817, 'k_per_day': 0.03403039988240027, 't90_days': 3.096070455296541},
          'B7000': {'c0_mg_ml': 3.407272188092354, 'k_per_day': 0.03352729022966221, 't90_days': 3.142530008721432},
          'L1310': {'c0_mg_ml': 4.907209182774194, 'k_per_day': 0.08511930264431847, 't90_days': 1.237798153705374}},
 'shelf_life_days': 1.237798153705374}
TOL = 0.0005
OUT_JSON = '/srv/lims/exports/stb-794/results/summary.json'
OUT_CSV = '/srv/lims/exports/stb-794/results/lot_fits.csv'

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
