import csv, json, os

EXPECTED = {'colonies': [['colony', 27.875, 69.875, 8],
              ['colony', 76.875, 163.875, 8],
              ['colony', 116.5, 22.0, 26],
              ['colony', 227.5, 93.5, 44],
              ['colony', 118.38888888888889, 165.61111111111111, 54],
              ['colony', 171.61111111111111, 134.38888888888889, 54],
              ['colony', 182.09722222222223, 23.833333333333332, 72],
              ['colony', 114.16438356164383, 47.9041095890411, 73],
              ['colony', 98.39240506329114, 86.73417721518987, 79],
              ['colony', 27.271604938271604, 35.72839506172839, 81],
              ['colony', 56.370370370370374, 91.62962962962963, 81],
              ['colony', 63.83157894736842, 128.90526315789472, 95],
              ['colony', 150.84848484848484, 117.45454545454545, 99],
              ['colony', 187.5, 49.0, 104],
              ['colony', 164.7478260869565, 60.2, 115],
              ['colony', 164.41525423728814, 76.65254237288136, 118],
              ['colony', 120.37755102040816, 145.6734693877551, 196],
              ['colony', 166.83248730964468, 25.269035532994923, 197],
              ['colony', 46.30769230769231, 54.05128205128205, 234]],
 'counts': {'colony': 19, 'total': 19}}
CSV = '/opt/colony/s6617/census/colonies.csv'
COUNTS = '/opt/colony/s6617/census/counts.json'

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
