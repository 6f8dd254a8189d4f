import csv, json, os

EXPECTED = {'colonies': [['Bacillus', 136.38095238095238, 92.76190476190476, 21],
              ['Bacillus', 58.18867924528302, 93.43396226415095, 53],
              ['Bacillus', 84.57142857142857, 29.841269841269842, 63],
              ['Bacillus', 93.359375, 23.359375, 64],
              ['Bacillus', 137.52808988764045, 58.674157303370784, 89],
              ['Bacillus', 56.90526315789474, 110.83157894736843, 95],
              ['Bacillus', 104.7843137254902, 105.34313725490196, 102],
              ['Bacillus', 64.25892857142857, 18.633928571428573, 112],
              ['Bacillus', 124.0, 99.36220472440945, 127],
              ['Bacillus', 82.04615384615384, 100.24615384615385, 130],
              ['Bacillus', 86.0, 45.27067669172932, 133],
              ['Bacillus', 119.5, 33.32432432432432, 148],
              ['Bacillus', 41.703947368421055, 81.70394736842105, 152],
              ['Bacillus', 83.87096774193549, 76.52258064516128, 155],
              ['Klebsiella', 69.9, 88.2, 10],
              ['Klebsiella', 88.9, 121.2, 10],
              ['Klebsiella', 67.41379310344827, 68.27586206896552, 29],
              ['Klebsiella', 77.5, 46.0, 60],
              ['Klebsiella', 94.875, 59.5, 80],
              ['Klebsiella', 43.640449438202246, 41.29213483146067, 89],
              ['Klebsiella', 40.54782608695652, 61.61739130434783, 115],
              ['Klebsiella', 97.36206896551724, 92.5, 116]],
 'counts': {'Bacillus': 14, 'Klebsiella': 8, 'total': 22}}
CSV = '/opt/colony/p7815/census/colonies.csv'
COUNTS = '/opt/colony/p7815/census/counts.json'

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
