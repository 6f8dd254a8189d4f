import csv, json, os

EXPECTED = {'colonies': [['colony', 73.9090909090909, 24.363636363636363, 11],
              ['colony', 170.9090909090909, 30.363636363636363, 11],
              ['colony', 107.41935483870968, 131.4516129032258, 31],
              ['colony', 44.41025641025641, 71.82051282051282, 39],
              ['colony', 213.0, 30.25, 48],
              ['colony', 58.04081632653061, 52.57142857142857, 49],
              ['colony', 194.3846153846154, 86.40384615384616, 52],
              ['colony', 175.61111111111111, 98.38888888888889, 54],
              ['colony', 114.32142857142857, 119.5952380952381, 84],
              ['colony', 78.12765957446808, 117.0, 141],
              ['colony', 15.758389261744966, 66.18791946308725, 149],
              ['colony', 66.70588235294117, 9.5, 170],
              ['colony', 152.96385542168676, 104.79518072289157, 249]],
 'counts': {'colony': 13, 'total': 13}}
CSV = '/data/plates/s7696/census/colonies.csv'
COUNTS = '/data/plates/s7696/census/counts.json'

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
