import csv, json, os

EXPECTED = {'colonies': [['Klebsiella', 177.11111111111111, 103.05555555555556, 18],
              ['Klebsiella', 136.0, 124.34375, 32],
              ['Klebsiella', 115.48, 70.44, 75],
              ['Klebsiella', 147.87234042553192, 55.329787234042556, 94],
              ['Klebsiella', 92.96410256410256, 30.51794871794872, 195],
              ['Klebsiella', 160.37383177570092, 125.37383177570094, 214],
              ['S. aureus', 133.9, 9.2, 10],
              ['S. aureus', 66.38888888888889, 70.38888888888889, 54],
              ['S. aureus', 13.359375, 11.640625, 64],
              ['S. aureus', 21.723809523809525, 105.35238095238095, 105],
              ['S. aureus', 31.243478260869566, 75.98260869565217, 115],
              ['S. aureus', 37.78109452736319, 40.69651741293532, 201],
              ['S. aureus', 115.0, 103.0, 213],
              ['S. aureus', 191.57456140350877, 82.23684210526316, 228],
              ['yeasts', 167.9, 65.2, 10],
              ['yeasts', 177.08510638297872, 34.53191489361702, 47],
              ['yeasts', 157.62962962962962, 57.0, 54],
              ['yeasts', 61.43636363636364, 60.32727272727273, 55],
              ['yeasts', 70.0, 130.55172413793105, 58],
              ['yeasts', 101.35714285714286, 61.74107142857143, 112],
              ['yeasts', 73.09210526315789, 51.35526315789474, 152],
              ['yeasts', 48.26881720430107, 94.0, 186],
              ['yeasts', 194.8020304568528, 43.19796954314721, 197]],
 'counts': {'Klebsiella': 6, 'S. aureus': 8, 'total': 23, 'yeasts': 9}}
CSV = '/work/plates/s1515/census/colonies.csv'
COUNTS = '/work/plates/s1515/census/counts.json'

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
