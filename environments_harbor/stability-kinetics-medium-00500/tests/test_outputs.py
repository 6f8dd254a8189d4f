import csv, json, math, os

EXPECTED = {'limiting_lot': 'B5356',
 'lots': {'B1285': {'c0_mg_ml': 9.282589976589469, 'k_per_day': 0.04232235207561631, 't90_days': 2.4894768482994825},
          'B3036': {'c0_mg_ml': 6.048952802462509, 'k_per_day': 0.030710273109191263, 't90_days': 3.4307905788793867},
          'B5356': {'c0_mg_ml': 7.029172140975862, 'k_per_day': 0.1016418890042679, 't90_days': 1.0365855720509316}},
 'shelf_life_days': 1.0365855720509316}
TOL = 0.0005
OUT_JSON = '/opt/qc/studies/stb-509/results/summary.json'
OUT_CSV = '/opt/qc/studies/stb-509/results/lot_fits.csv'

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
