import csv, json, os

EXPECTED = {'colonies': [['E. coli', 53.91304347826087, 49.0, 46],
              ['E. coli', 144.34848484848484, 78.89393939393939, 66],
              ['E. coli', 173.3815789473684, 127.0, 76],
              ['E. coli', 45.48514851485149, 32.45544554455446, 101],
              ['E. coli', 110.5, 78.0, 104],
              ['E. coli', 190.02721088435374, 97.26530612244898, 147],
              ['E. coli', 117.43103448275862, 61.14942528735632, 174],
              ['E. coli', 196.578125, 77.07291666666667, 192],
              ['E. coli', 40.5, 57.1530612244898, 196],
              ['moulds', 131.0, 71.5, 6],
              ['moulds', 133.0, 46.5, 6],
              ['moulds', 163.21621621621622, 20.83783783783784, 74],
              ['moulds', 72.2439024390244, 108.5, 82],
              ['moulds', 35.88095238095238, 33.5, 84],
              ['moulds', 118.83157894736843, 112.09473684210526, 95],
              ['moulds', 16.554455445544555, 67.10891089108911, 101],
              ['moulds', 155.31297709923663, 42.20610687022901, 131],
              ['moulds', 54.884393063583815, 119.1907514450867, 173],
              ['moulds', 200.67326732673268, 14.569306930693068, 202],
              ['moulds', 30.401639344262296, 103.5, 244]],
 'counts': {'E. coli': 9, 'moulds': 11, 'total': 20}}
CSV = '/srv/imaging/p9831/census/colonies.csv'
COUNTS = '/srv/imaging/p9831/census/counts.json'

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
