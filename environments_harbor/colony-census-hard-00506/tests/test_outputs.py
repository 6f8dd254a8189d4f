import csv, json, os

EXPECTED = {'colonies': [['Bacillus', 215.94117647058823, 45.794117647058826, 34],
              ['Bacillus', 208.5, 61.13793103448276, 58],
              ['Bacillus', 146.97058823529412, 124.05882352941177, 68],
              ['Bacillus', 8.0, 8.0, 69],
              ['Enterococcus', 103.85714285714286, 75.71428571428571, 7],
              ['Enterococcus', 218.91176470588235, 119.79411764705883, 34],
              ['Enterococcus', 187.86567164179104, 100.1044776119403, 67],
              ['Enterococcus', 217.8181818181818, 100.35064935064935, 77],
              ['Enterococcus', 9.273584905660377, 76.84905660377359, 106],
              ['Enterococcus', 128.36206896551724, 136.5, 116],
              ['Enterococcus', 197.77697841726618, 32.115107913669064, 139],
              ['Enterococcus', 195.86805555555554, 61.0, 144],
              ['Enterococcus', 149.91803278688525, 14.967213114754099, 244],
              ['coliforms', 59.857142857142854, 59.714285714285715, 7],
              ['coliforms', 75.5, 12.333333333333334, 30],
              ['coliforms', 201.5, 107.2439024390244, 82],
              ['coliforms', 185.5, 134.5, 88],
              ['coliforms', 100.76582278481013, 105.5632911392405, 158],
              ['coliforms', 130.0086956521739, 17.713043478260868, 230],
              ['coliforms', 56.97530864197531, 102.47325102880659, 243]],
 'counts': {'Bacillus': 4, 'Enterococcus': 9, 'coliforms': 7, 'total': 20}}
CSV = '/home/micro/plates/p4788/census/colonies.csv'
COUNTS = '/home/micro/plates/p4788/census/counts.json'

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
