import csv, json, os

EXPECTED = {'colonies': [['colony', 9.0, 53.5, 12],
              ['colony', 149.0, 33.5, 12],
              ['colony', 98.22857142857143, 100.57142857142857, 35],
              ['colony', 14.0, 125.0, 37],
              ['colony', 188.0, 13.24390243902439, 41],
              ['colony', 35.0, 75.0, 45],
              ['colony', 39.5, 12.0, 60],
              ['colony', 175.953125, 20.765625, 64],
              ['colony', 137.54166666666666, 104.27083333333333, 96],
              ['colony', 172.11811023622047, 126.5748031496063, 127],
              ['colony', 144.39622641509433, 67.21383647798743, 159],
              ['colony', 52.266666666666666, 27.716666666666665, 180],
              ['colony', 13.093406593406593, 10.038461538461538, 182]],
 'counts': {'colony': 13, 'total': 13}}
CSV = '/home/micro/plates/pl1884/census/colonies.csv'
COUNTS = '/home/micro/plates/pl1884/census/counts.json'

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
