import csv, json, os

EXPECTED = {'colonies': [['Enterococcus', 72.85714285714286, 128.71428571428572, 7],
              ['Enterococcus', 100.74074074074075, 73.5925925925926, 27],
              ['Enterococcus', 131.4, 39.93333333333333, 60],
              ['Enterococcus', 79.66666666666667, 109.24358974358974, 78],
              ['Enterococcus', 57.583333333333336, 81.44166666666666, 120],
              ['Enterococcus', 62.32098765432099, 120.67901234567901, 162],
              ['Enterococcus', 68.74545454545455, 41.74545454545454, 220],
              ['S. aureus', 86.13513513513513, 31.7027027027027, 37],
              ['S. aureus', 140.86666666666667, 104.57777777777778, 45],
              ['S. aureus', 38.0, 45.0, 69],
              ['S. aureus', 72.71052631578948, 68.5, 76],
              ['moulds', 105.85714285714286, 78.71428571428571, 7],
              ['moulds', 36.5, 86.5, 32],
              ['moulds', 111.5, 90.83333333333333, 36],
              ['moulds', 81.725, 68.325, 80],
              ['moulds', 149.56410256410257, 69.1474358974359, 156],
              ['moulds', 123.5, 83.5, 208],
              ['moulds', 113.72248803827752, 38.186602870813395, 209]],
 'counts': {'Enterococcus': 7, 'S. aureus': 4, 'moulds': 7, 'total': 18}}
CSV = '/opt/colony/plt7651/census/colonies.csv'
COUNTS = '/opt/colony/plt7651/census/counts.json'

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
