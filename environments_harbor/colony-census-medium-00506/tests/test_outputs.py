import csv, json, os

EXPECTED = {'colonies': [['Enterococcus', 93.9090909090909, 42.36363636363637, 11],
              ['Enterococcus', 102.63157894736842, 120.78947368421052, 19],
              ['Enterococcus', 84.70833333333333, 57.0, 24],
              ['Enterococcus', 69.75862068965517, 77.55172413793103, 87],
              ['Enterococcus', 47.16842105263158, 53.90526315789474, 95],
              ['Enterococcus', 113.11764705882354, 51.88235294117647, 102],
              ['Enterococcus', 122.04195804195804, 101.84615384615384, 143],
              ['Enterococcus', 90.9364161849711, 79.1271676300578, 173],
              ['moulds', 45.63333333333333, 97.63333333333334, 30],
              ['moulds', 87.54901960784314, 35.294117647058826, 51],
              ['moulds', 111.43076923076923, 65.1076923076923, 65],
              ['moulds', 51.714285714285715, 33.13265306122449, 98],
              ['moulds', 57.55555555555556, 54.285714285714285, 126],
              ['moulds', 96.59006211180125, 58.95652173913044, 161],
              ['moulds', 72.44859813084112, 45.44859813084112, 214],
              ['moulds', 122.89754098360656, 84.0, 244],
              ['yeasts', 127.9090909090909, 31.363636363636363, 11],
              ['yeasts', 73.16666666666667, 98.5, 36],
              ['yeasts', 107.5, 33.15384615384615, 104]],
 'counts': {'Enterococcus': 8, 'moulds': 8, 'total': 19, 'yeasts': 3}}
CSV = '/data/plates/s5084/census/colonies.csv'
COUNTS = '/data/plates/s5084/census/counts.json'

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
