import csv, json, math, os

EXPECTED = {'limiting_lot': 'L7210',
 'lots': {'B6246': {'c0_mg_ml': 6.762108866611684, 'k_per_day': 0.035334052673560795, 't90_days': 2.981840680185091},
          'B9604': {'c0_mg_ml': 2.714007066986766, 'k_per_day': 0.07069758198550666, 't90_days': 1.4902987160073702},
          'L5482': {'c0_mg_ml': 7.643161609085563, 'k_per_day': 0.06235655707306759, 't90_days': 1.6896461351188454},
          'L7210': {'c0_mg_ml': 8.90265098898114, 'k_per_day': 0.14076700366798117, 't90_days': 0.7484745211053436},
          'L8131': {'c0_mg_ml': 9.801882738165615, 'k_per_day': 0.036985831058064036, 't90_days': 2.8486723873372193}},
 'shelf_life_days': 0.7484745211053436}
TOL = 0.0005
OUT_JSON = '/opt/qc/studies/stb-234/results/summary.json'
OUT_CSV = '/opt/qc/studies/stb-234/results/lot_fits.csv'

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
