import csv, json, os

EXPECTED = {'colonies': [['Pseudomonas', 80.0, 90.0, 9],
              ['Pseudomonas', 54.708333333333336, 51.0, 24],
              ['Pseudomonas', 119.6, 66.04, 25],
              ['Pseudomonas', 135.2037037037037, 83.79629629629629, 54],
              ['Pseudomonas', 90.1470588235294, 40.13235294117647, 68],
              ['Pseudomonas', 52.5, 65.5, 112],
              ['Pseudomonas', 48.46341463414634, 36.53658536585366, 123],
              ['Pseudomonas', 105.33495145631068, 124.0631067961165, 206],
              ['yeasts', 144.0, 99.0, 9],
              ['yeasts', 136.74074074074073, 107.4074074074074, 27],
              ['yeasts', 66.0, 126.0, 69],
              ['yeasts', 142.9125, 82.4125, 80],
              ['yeasts', 65.34939759036145, 36.34939759036145, 83],
              ['yeasts', 71.84905660377359, 100.70754716981132, 106],
              ['yeasts', 113.56140350877193, 41.333333333333336, 114],
              ['yeasts', 107.54330708661418, 17.787401574803148, 127],
              ['yeasts', 86.0, 61.116402116402114, 189],
              ['yeasts', 94.70813397129187, 94.88995215311004, 209],
              ['yeasts', 118.57009345794393, 110.5, 214]],
 'counts': {'Pseudomonas': 8, 'total': 19, 'yeasts': 11}}
CSV = '/opt/colony/plt6463/census/colonies.csv'
COUNTS = '/opt/colony/plt6463/census/counts.json'

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
