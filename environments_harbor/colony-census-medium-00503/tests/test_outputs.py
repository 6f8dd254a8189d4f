import csv, json, os

EXPECTED = {'colonies': [['Pseudomonas', 46.0, 117.0, 9],
              ['Pseudomonas', 123.0, 53.0, 9],
              ['Pseudomonas', 95.20689655172414, 59.0, 58],
              ['Pseudomonas', 54.5, 29.0, 60],
              ['Pseudomonas', 107.54411764705883, 103.44117647058823, 68],
              ['Pseudomonas', 78.5, 44.2, 70],
              ['Pseudomonas', 128.42105263157896, 73.21052631578948, 152],
              ['Pseudomonas', 127.19902912621359, 106.74757281553399, 206],
              ['Pseudomonas', 97.41125541125541, 121.2943722943723, 231],
              ['Pseudomonas', 80.5, 90.56692913385827, 254],
              ['moulds', 82.12820512820512, 18.871794871794872, 39],
              ['moulds', 87.71153846153847, 57.71153846153846, 52],
              ['moulds', 64.95714285714286, 48.05714285714286, 70],
              ['moulds', 67.46753246753246, 123.76623376623377, 77],
              ['moulds', 52.03809523809524, 62.75238095238095, 105],
              ['moulds', 101.4, 77.048, 125],
              ['moulds', 106.09160305343511, 30.549618320610687, 131],
              ['moulds', 39.67910447761194, 38.87313432835821, 134],
              ['moulds', 128.36764705882354, 34.78921568627451, 204],
              ['moulds', 69.86363636363636, 73.5, 220]],
 'counts': {'Pseudomonas': 10, 'moulds': 10, 'total': 20}}
CSV = '/opt/colony/plt1791/census/colonies.csv'
COUNTS = '/opt/colony/plt1791/census/counts.json'

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
