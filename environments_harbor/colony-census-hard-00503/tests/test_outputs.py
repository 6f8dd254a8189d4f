import csv, json, os

EXPECTED = {'colonies': [['Bacillus', 123.85714285714286, 152.71428571428572, 7],
              ['Bacillus', 63.25925925925926, 113.5925925925926, 27],
              ['Bacillus', 118.5, 62.5, 32],
              ['Bacillus', 169.9, 43.21, 100],
              ['Bacillus', 46.85950413223141, 63.52892561983471, 121],
              ['Bacillus', 179.12083333333334, 151.62083333333334, 240],
              ['Klebsiella', 202.24590163934425, 29.327868852459016, 61],
              ['Klebsiella', 32.354838709677416, 66.5, 62],
              ['Klebsiella', 103.34567901234568, 84.54320987654322, 81],
              ['Klebsiella', 113.37837837837837, 42.792792792792795, 111],
              ['Klebsiella', 53.29767441860465, 20.04186046511628, 215],
              ['S. aureus', 70.85714285714286, 74.71428571428571, 7],
              ['S. aureus', 6.909090909090909, 102.9090909090909, 22],
              ['S. aureus', 74.38461538461539, 55.15384615384615, 26],
              ['S. aureus', 186.27586206896552, 7.413793103448276, 29],
              ['S. aureus', 86.640625, 158.359375, 64],
              ['S. aureus', 51.2972972972973, 113.0945945945946, 74],
              ['S. aureus', 41.142857142857146, 121.78571428571429, 84],
              ['S. aureus', 93.13265306122449, 83.71428571428571, 98],
              ['S. aureus', 181.74107142857142, 133.36607142857142, 112]],
 'counts': {'Bacillus': 6, 'Klebsiella': 5, 'S. aureus': 9, 'total': 20}}
CSV = '/opt/colony/pl1694/census/colonies.csv'
COUNTS = '/opt/colony/pl1694/census/counts.json'

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
