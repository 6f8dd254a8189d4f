import csv, json, os

EXPECTED = {'colonies': [['colony', 104.9090909090909, 68.36363636363636, 11],
              ['colony', 182.9090909090909, 13.363636363636363, 11],
              ['colony', 125.11111111111111, 32.48148148148148, 27],
              ['colony', 128.58620689655172, 119.27586206896552, 29],
              ['colony', 68.42857142857143, 37.673469387755105, 49],
              ['colony', 38.91228070175438, 48.1578947368421, 57],
              ['colony', 159.50877192982455, 8.789473684210526, 57],
              ['colony', 7.827586206896552, 30.637931034482758, 58],
              ['colony', 126.78947368421052, 20.407894736842106, 76],
              ['colony', 102.5, 126.66666666666667, 84],
              ['colony', 157.24742268041237, 61.824742268041234, 97],
              ['colony', 195.4051724137931, 17.594827586206897, 116],
              ['colony', 144.8780487804878, 73.45528455284553, 123],
              ['colony', 80.63779527559055, 49.0, 127],
              ['colony', 188.78048780487805, 73.40853658536585, 164],
              ['colony', 108.0, 13.05857740585774, 239]],
 'counts': {'colony': 16, 'total': 16}}
CSV = '/home/micro/plates/pl1841/census/colonies.csv'
COUNTS = '/home/micro/plates/pl1841/census/counts.json'

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
