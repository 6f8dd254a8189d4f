import csv, json, os

EXPECTED = {'colonies': [['Enterococcus', 91.92857142857143, 17.857142857142858, 14],
              ['Enterococcus', 125.92857142857143, 124.85714285714286, 14],
              ['Enterococcus', 89.45161290322581, 47.58064516129032, 31],
              ['Enterococcus', 46.390243902439025, 31.5, 82],
              ['Enterococcus', 132.41129032258064, 83.90322580645162, 124],
              ['Enterococcus', 69.28148148148148, 53.84444444444444, 135],
              ['Enterococcus', 38.87591240875913, 98.78102189781022, 137],
              ['Enterococcus', 115.64935064935065, 53.64935064935065, 154],
              ['Enterococcus', 39.87795275590551, 57.673228346456696, 254],
              ['coliforms', 86.10810810810811, 81.93243243243244, 74],
              ['coliforms', 60.5, 74.41025641025641, 78],
              ['coliforms', 105.09473684210526, 37.16842105263158, 95],
              ['coliforms', 144.144, 85.512, 125],
              ['coliforms', 130.54140127388536, 40.27388535031847, 157],
              ['coliforms', 39.663594470046085, 81.29493087557604, 217],
              ['coliforms', 94.28695652173913, 122.99130434782609, 230],
              ['coliforms', 69.81349206349206, 104.13888888888889, 252]],
 'counts': {'Enterococcus': 9, 'coliforms': 8, 'total': 17}}
CSV = '/opt/colony/p8476/census/colonies.csv'
COUNTS = '/opt/colony/p8476/census/counts.json'

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
