import csv, json, math, os

EXPECTED = {'limiting_lot': 'B7785',
 'lots': {'B7785': {'c0_mg_ml': 2.0309276413785784, 'k_per_day': 0.08916646984677923, 't90_days': 1.1816158679251791},
          'L2746': {'c0_mg_ml': 2.98506126231227, 'k_per_day': 0.07922383605671984, 't90_days': 1.3299092912187955},
          'L3951': {'c0_mg_ml': 4.6654125312352575, 'k_per_day': 0.03554369874832308, 't90_days': 2.96425300033799}},
 'shelf_life_days': 1.1816158679251791}
TOL = 0.0005
OUT_JSON = '/opt/qc/studies/stb-526/results/summary.json'
OUT_CSV = '/opt/qc/studies/stb-526/results/lot_fits.csv'

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
