import csv, json, os

EXPECTED = {'colonies': [['Bacillus', 127.20588235294117, 102.08823529411765, 34],
              ['Bacillus', 64.14634146341463, 130.85365853658536, 41],
              ['Bacillus', 42.673469387755105, 139.57142857142858, 49],
              ['Bacillus', 99.39189189189189, 87.6891891891892, 74],
              ['Bacillus', 160.05555555555554, 23.40740740740741, 108],
              ['Bacillus', 143.0, 62.63779527559055, 127],
              ['Listeria', 62.0, 11.5, 12],
              ['Listeria', 131.38095238095238, 72.23809523809524, 21],
              ['Listeria', 21.392857142857142, 56.75, 28],
              ['Listeria', 58.55833333333333, 119.58333333333333, 120],
              ['Listeria', 193.5, 152.56692913385828, 254],
              ['yeasts', 33.0, 151.5, 12],
              ['yeasts', 49.46296296296296, 82.51851851851852, 54],
              ['yeasts', 87.85483870967742, 86.5, 124],
              ['yeasts', 10.8671875, 14.796875, 128],
              ['yeasts', 132.6219512195122, 132.6219512195122, 164],
              ['yeasts', 101.76585365853659, 140.2341463414634, 205],
              ['yeasts', 102.43307086614173, 110.5, 254]],
 'counts': {'Bacillus': 6, 'Listeria': 5, 'total': 18, 'yeasts': 7}}
CSV = '/work/plates/s5327/census/colonies.csv'
COUNTS = '/work/plates/s5327/census/counts.json'

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
