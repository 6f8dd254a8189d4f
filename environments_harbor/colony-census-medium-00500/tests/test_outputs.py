import csv, json, os

EXPECTED = {'colonies': [['Salmonella', 120.9, 42.2, 10],
              ['Salmonella', 122.02325581395348, 62.58139534883721, 43],
              ['Salmonella', 126.56363636363636, 94.67272727272727, 55],
              ['Salmonella', 66.4, 21.066666666666666, 60],
              ['Salmonella', 84.3170731707317, 12.402439024390244, 82],
              ['Salmonella', 55.5, 113.5, 88],
              ['Salmonella', 106.26666666666667, 35.455555555555556, 90],
              ['Salmonella', 69.1826923076923, 87.11538461538461, 104],
              ['Salmonella', 125.24107142857143, 82.17857142857143, 112],
              ['Salmonella', 116.31404958677686, 25.132231404958677, 121],
              ['Salmonella', 143.35772357723576, 63.203252032520325, 123],
              ['Salmonella', 97.83060109289617, 114.93989071038251, 183],
              ['yeasts', 62.9, 38.2, 10],
              ['yeasts', 105.41379310344827, 13.275862068965518, 29],
              ['yeasts', 83.5, 35.0, 44],
              ['yeasts', 80.64, 110.5, 50],
              ['yeasts', 134.765625, 63.953125, 64],
              ['yeasts', 38.0, 67.0, 69],
              ['yeasts', 85.79069767441861, 87.5, 86],
              ['yeasts', 97.89823008849558, 72.30088495575221, 226],
              ['yeasts', 59.31275720164609, 56.18930041152263, 243]],
 'counts': {'Salmonella': 12, 'total': 21, 'yeasts': 9}}
CSV = '/work/plates/pl4953/census/colonies.csv'
COUNTS = '/work/plates/pl4953/census/counts.json'

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
