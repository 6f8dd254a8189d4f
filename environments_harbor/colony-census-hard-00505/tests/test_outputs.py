import csv, json, os

EXPECTED = {'colonies': [['Klebsiella', 15.0, 44.5, 6],
              ['Klebsiella', 9.297872340425531, 73.70212765957447, 47],
              ['Klebsiella', 153.78125, 71.125, 96],
              ['Klebsiella', 115.02608695652174, 50.97391304347826, 115],
              ['Klebsiella', 165.40833333333333, 119.375, 120],
              ['Klebsiella', 153.77685950413223, 101.66115702479338, 121],
              ['Klebsiella', 20.952, 126.6, 125],
              ['Klebsiella', 166.59633027522935, 140.75688073394497, 218],
              ['Listeria', 85.0, 16.5, 6],
              ['Listeria', 182.68, 53.24, 25],
              ['Listeria', 35.26829268292683, 28.341463414634145, 41],
              ['Listeria', 50.607142857142854, 68.39285714285714, 84],
              ['Listeria', 43.5, 123.78571428571429, 196],
              ['S. aureus', 163.62962962962962, 72.0, 54],
              ['S. aureus', 134.1818181818182, 42.64935064935065, 77],
              ['S. aureus', 112.37037037037037, 86.37037037037037, 81],
              ['S. aureus', 126.94680851063829, 62.87234042553192, 94],
              ['S. aureus', 151.0873786407767, 19.16504854368932, 103],
              ['S. aureus', 60.53846153846154, 10.31360946745562, 169],
              ['S. aureus', 26.5, 49.0, 216]],
 'counts': {'Klebsiella': 8, 'Listeria': 5, 'S. aureus': 7, 'total': 20}}
CSV = '/srv/imaging/plt1625/census/colonies.csv'
COUNTS = '/srv/imaging/plt1625/census/counts.json'

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
