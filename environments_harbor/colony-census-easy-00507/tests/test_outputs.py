import csv, json, os

EXPECTED = {'colonies': [['colony', 44.0, 99.0, 9],
              ['colony', 77.0, 16.0, 9],
              ['colony', 83.70833333333333, 67.0, 24],
              ['colony', 100.91666666666667, 12.916666666666666, 24],
              ['colony', 179.29166666666666, 46.0, 24],
              ['colony', 45.67857142857143, 119.0, 28],
              ['colony', 128.7258064516129, 149.8709677419355, 62],
              ['colony', 93.93846153846154, 102.0, 65],
              ['colony', 119.2089552238806, 125.29850746268657, 67],
              ['colony', 26.871794871794872, 154.6153846153846, 78],
              ['colony', 156.5, 6.410256410256411, 78],
              ['colony', 67.5, 74.67567567567568, 148],
              ['colony', 8.4640522875817, 75.80392156862744, 153],
              ['colony', 151.46012269938652, 154.8957055214724, 163],
              ['colony', 61.67039106145251, 153.54189944134077, 179],
              ['colony', 192.8054054054054, 96.19459459459459, 185],
              ['colony', 197.42631578947368, 122.89473684210526, 190]],
 'counts': {'colony': 17, 'total': 17}}
CSV = '/home/micro/plates/pl9944/census/colonies.csv'
COUNTS = '/home/micro/plates/pl9944/census/counts.json'

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
