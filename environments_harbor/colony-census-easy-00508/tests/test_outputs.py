import csv, json, os

EXPECTED = {'colonies': [['colony', 68.9090909090909, 90.36363636363636, 11],
              ['colony', 152.9090909090909, 80.36363636363636, 11],
              ['colony', 96.70833333333333, 121.0, 24],
              ['colony', 206.52631578947367, 140.0701754385965, 57],
              ['colony', 152.41558441558442, 133.96103896103895, 77],
              ['colony', 207.2375, 27.675, 80],
              ['colony', 184.64545454545456, 80.25454545454545, 110],
              ['colony', 109.12056737588652, 114.63120567375887, 141],
              ['colony', 151.72916666666666, 108.0, 144],
              ['colony', 13.5, 64.70886075949367, 158],
              ['colony', 106.82558139534883, 85.56976744186046, 172],
              ['colony', 41.58767772511848, 126.53554502369668, 211],
              ['colony', 122.61570247933884, 128.46280991735537, 242]],
 'counts': {'colony': 13, 'total': 13}}
CSV = '/data/plates/pl6226/census/colonies.csv'
COUNTS = '/data/plates/pl6226/census/counts.json'

def _colonies():
    assert os.path.isfile(CSV), f"{CSV} is missing"
    with open(CSV, newline="") as f:
        rows = [r for r in csv.reader(f) if r]
    assert rows and rows[0] == ["class", "x", "y", "area"], f"header {rows[:1]}"
    return [(r[0], float(r[1]), float(r[2]), int(r[3])) for r in rows[1:]]

def test_counts():
    assert os.path.isfile(COUNTS), f"{COUNTS} is missing"
    got = json.load(open(COUNTS))
    assert got == EXPECTED["counts"], f"counts {got}, expected {EXPECTED['counts']}"

def test_colonies_match():
    got = _colonies()
    # centroids are written with one decimal: 0.06 px covers either rounding of a .x5 value
    left = list(got)
    missing = []
    for cls, x, y, area in EXPECTED["colonies"]:
        hit = next((g for g in left if g[0] == cls and g[3] == area and abs(g[1] - x) <= 0.06
                    and abs(g[2] - y) <= 0.06), None)
        if hit is None:
            missing.append((cls, round(x, 2), round(y, 2), area))
        else:
            left.remove(hit)
    assert not missing and not left, (f"{len(got)} colonies listed, expected {len(EXPECTED['colonies'])}; "
                                      f"not found: {missing[:5]}; unexpected: {left[:5]}")
