import csv, json, math, os

EXPECTED = {'limiting_lot': 'B2984',
 'lots': {'B2984': {'c0_mg_ml': 4.1543544416598115, 'k_per_day': 0.10110370596188384, 't90_days': 1.0421033992319464},
          'L1222': {'c0_mg_ml': 2.9320698885944765, 'k_per_day': 0.05333994647585813, 't90_days': 1.9752647428229597},
          'L4175': {'c0_mg_ml': 4.580283110799814, 'k_per_day': 0.032625195688784844, 't90_days': 3.2294217224893096},
          'L5787': {'c0_mg_ml': 2.1204034297581074, 'k_per_day': 0.051537443345339745, 't90_days': 2.044348900891948},
          'L8416': {'c0_mg_ml': 3.80713455998646, 'k_per_day': 0.024735679065259475, 't90_days': 4.259455153014257}},
 'shelf_life_days': 1.0421033992319464}
TOL = 0.0005
OUT_JSON = '/home/qc/stability/stb-958/results/summary.json'
OUT_CSV = '/home/qc/stability/stb-958/results/lot_fits.csv'

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
