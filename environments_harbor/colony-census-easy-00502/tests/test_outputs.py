import csv, json, os

EXPECTED = {'colonies': [['colony', 44.9, 98.2, 10],
              ['colony', 132.9, 108.2, 10],
              ['colony', 24.884615384615383, 153.0, 26],
              ['colony', 131.83333333333334, 78.5, 36],
              ['colony', 146.83333333333334, 156.5, 36],
              ['colony', 222.92727272727274, 125.65454545454546, 55],
              ['colony', 155.21311475409837, 20.40983606557377, 61],
              ['colony', 92.59210526315789, 161.21052631578948, 76],
              ['colony', 185.60204081632654, 98.85714285714286, 98],
              ['colony', 45.44660194174757, 68.11650485436893, 103],
              ['colony', 106.96581196581197, 21.5982905982906, 117],
              ['colony', 118.0, 108.5, 128],
              ['colony', 77.92405063291139, 132.53586497890296, 237],
              ['colony', 31.40080971659919, 79.2834008097166, 247]],
 'counts': {'colony': 14, 'total': 14}}
CSV = '/data/plates/s5988/census/colonies.csv'
COUNTS = '/data/plates/s5988/census/counts.json'

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
