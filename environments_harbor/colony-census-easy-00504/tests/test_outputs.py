import csv, json, os

EXPECTED = {'colonies': [['colony', 126.0, 103.5, 12],
              ['colony', 210.0, 16.5, 12],
              ['colony', 103.9090909090909, 50.09090909090909, 22],
              ['colony', 142.86666666666667, 19.57777777777778, 45],
              ['colony', 195.7111111111111, 59.13333333333333, 45],
              ['colony', 69.5, 124.5, 52],
              ['colony', 227.38888888888889, 121.38888888888889, 54],
              ['colony', 246.92222222222222, 56.41111111111111, 90],
              ['colony', 15.83157894736842, 133.90526315789472, 95],
              ['colony', 185.5, 100.90196078431373, 102],
              ['colony', 72.74782608695652, 27.8, 115],
              ['colony', 124.54166666666667, 146.90833333333333, 120],
              ['colony', 67.93333333333334, 86.93333333333334, 135],
              ['colony', 101.76774193548387, 147.3483870967742, 155],
              ['colony', 203.0, 113.19251336898395, 187],
              ['colony', 176.5, 125.81904761904762, 210],
              ['colony', 133.09958506224066, 58.90041493775934, 241]],
 'counts': {'colony': 17, 'total': 17}}
CSV = '/opt/colony/pl7372/census/colonies.csv'
COUNTS = '/opt/colony/pl7372/census/counts.json'

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
