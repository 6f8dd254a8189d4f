import csv, json, os

EXPECTED = {'colonies': [['Bacillus', 58.08695652173913, 52.78260869565217, 23],
              ['Bacillus', 72.56, 59.6, 25],
              ['Bacillus', 89.65625, 16.0, 32],
              ['Bacillus', 99.44444444444444, 64.93333333333334, 45],
              ['Bacillus', 118.71153846153847, 115.71153846153847, 52],
              ['Bacillus', 136.6153846153846, 100.12820512820512, 78],
              ['Bacillus', 139.62962962962962, 69.62962962962963, 81],
              ['Bacillus', 123.5, 54.84057971014493, 138],
              ['moulds', 74.85714285714286, 124.71428571428571, 7],
              ['moulds', 126.85714285714286, 78.71428571428571, 7],
              ['moulds', 116.6, 69.96, 25],
              ['moulds', 158.58064516129033, 83.54838709677419, 31],
              ['moulds', 108.5, 39.5, 52],
              ['moulds', 146.56140350877192, 81.82456140350877, 57],
              ['moulds', 40.151898734177216, 91.64556962025317, 79],
              ['moulds', 55.0, 83.67777777777778, 90],
              ['moulds', 85.13333333333334, 43.19047619047619, 105],
              ['moulds', 124.26811594202898, 99.8768115942029, 138],
              ['moulds', 81.44, 100.44, 150],
              ['moulds', 116.33333333333333, 83.61988304093568, 171],
              ['moulds', 138.30555555555554, 38.56018518518518, 216],
              ['moulds', 79.38188976377953, 79.88188976377953, 254]],
 'counts': {'Bacillus': 8, 'moulds': 14, 'total': 22}}
CSV = '/srv/imaging/p7570/census/colonies.csv'
COUNTS = '/srv/imaging/p7570/census/counts.json'

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
