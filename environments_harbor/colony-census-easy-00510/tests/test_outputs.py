import csv, json, os

EXPECTED = {'colonies': [['colony', 20.875, 139.875, 8],
              ['colony', 170.875, 22.875, 8],
              ['colony', 66.80952380952381, 15.071428571428571, 42],
              ['colony', 172.17142857142858, 46.385714285714286, 70],
              ['colony', 230.4, 20.741176470588236, 85],
              ['colony', 209.10204081632654, 68.5, 98],
              ['colony', 115.42105263157895, 133.0, 114],
              ['colony', 45.573913043478264, 132.82608695652175, 115],
              ['colony', 51.30344827586207, 23.96551724137931, 145],
              ['colony', 98.10958904109589, 137.06392694063928, 219],
              ['colony', 28.933920704845814, 45.709251101321584, 227],
              ['colony', 134.23144104803492, 57.65938864628821, 229],
              ['colony', 117.35897435897436, 41.0940170940171, 234]],
 'counts': {'colony': 13, 'total': 13}}
CSV = '/data/plates/pl7313/census/colonies.csv'
COUNTS = '/data/plates/pl7313/census/counts.json'

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
