import csv, json, os

EXPECTED = {'colonies': [['Enterococcus', 24.5, 114.5, 44],
              ['Enterococcus', 109.0, 45.0, 45],
              ['Enterococcus', 175.59459459459458, 68.91891891891892, 74],
              ['Enterococcus', 159.58895705521473, 77.95705521472392, 163],
              ['Enterococcus', 76.12121212121212, 86.65367965367966, 231],
              ['Listeria', 90.9, 109.2, 10],
              ['Listeria', 187.9, 7.2, 10],
              ['Listeria', 9.19047619047619, 133.76190476190476, 63],
              ['Listeria', 48.5, 57.58974358974359, 78],
              ['Listeria', 123.15789473684211, 130.0, 114],
              ['Listeria', 85.0, 48.829787234042556, 235],
              ['moulds', 161.39344262295083, 107.62295081967213, 61],
              ['moulds', 57.88461538461539, 59.57692307692308, 104],
              ['moulds', 162.0703125, 56.4296875, 128],
              ['moulds', 94.83571428571429, 89.02857142857142, 140],
              ['moulds', 25.658536585365855, 133.7621951219512, 164],
              ['moulds', 80.69270833333333, 25.953125, 192]],
 'counts': {'Enterococcus': 5, 'Listeria': 6, 'moulds': 6, 'total': 17}}
CSV = '/home/micro/plates/pl7544/census/colonies.csv'
COUNTS = '/home/micro/plates/pl7544/census/counts.json'

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
