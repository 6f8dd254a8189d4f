import csv, json, os

EXPECTED = {'colonies': [['Enterococcus', 121.9090909090909, 73.36363636363636, 11],
              ['Enterococcus', 85.41025641025641, 15.0, 39],
              ['Enterococcus', 94.43103448275862, 117.74137931034483, 58],
              ['Enterococcus', 136.08823529411765, 35.794117647058826, 68],
              ['Enterococcus', 89.0, 81.0, 69],
              ['Enterococcus', 76.80281690140845, 111.32394366197182, 71],
              ['Enterococcus', 43.7625, 53.675, 80],
              ['Enterococcus', 107.425, 107.7875, 80],
              ['Enterococcus', 60.229166666666664, 26.770833333333332, 96],
              ['Enterococcus', 145.16101694915255, 82.33898305084746, 118],
              ['Enterococcus', 58.5, 77.5, 120],
              ['Enterococcus', 132.80281690140845, 96.62676056338029, 142],
              ['Listeria', 51.90909090909091, 48.36363636363637, 11],
              ['Listeria', 44.09090909090909, 89.0909090909091, 22],
              ['Listeria', 119.88888888888889, 25.88888888888889, 27],
              ['Listeria', 83.68627450980392, 94.93137254901961, 102],
              ['Listeria', 78.35514018691589, 79.03738317757009, 107],
              ['Listeria', 66.15315315315316, 54.288288288288285, 111],
              ['Listeria', 123.5, 63.5, 120],
              ['Listeria', 143.28, 53.528, 125],
              ['Listeria', 43.91489361702128, 69.91489361702128, 141],
              ['Listeria', 83.07373271889401, 55.07373271889401, 217]],
 'counts': {'Enterococcus': 12, 'Listeria': 10, 'total': 22}}
CSV = '/opt/colony/plt3620/census/colonies.csv'
COUNTS = '/opt/colony/plt3620/census/counts.json'

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
