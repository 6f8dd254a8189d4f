import csv, json, os

EXPECTED = {'colonies': [['Enterococcus', 140.0, 119.5, 6],
              ['Enterococcus', 196.0, 53.5, 6],
              ['Enterococcus', 81.75675675675676, 106.24324324324324, 37],
              ['Enterococcus', 52.93846153846154, 28.323076923076922, 65],
              ['Enterococcus', 124.17948717948718, 103.5, 78],
              ['Enterococcus', 86.18518518518519, 25.48148148148148, 81],
              ['Enterococcus', 27.444444444444443, 122.5, 90],
              ['Enterococcus', 151.96446700507613, 44.50253807106599, 197],
              ['Enterococcus', 13.78969957081545, 89.93991416309012, 233],
              ['Listeria', 160.3, 62.05, 20],
              ['Listeria', 122.61111111111111, 139.38888888888889, 54],
              ['Listeria', 193.4943820224719, 96.56179775280899, 89],
              ['Listeria', 80.37, 72.75, 100],
              ['Listeria', 176.9047619047619, 98.27619047619048, 105],
              ['Listeria', 40.68468468468468, 141.75675675675674, 111],
              ['Listeria', 102.7469387755102, 118.46530612244898, 245],
              ['moulds', 15.413793103448276, 68.27586206896552, 29],
              ['moulds', 121.2439024390244, 34.0, 41],
              ['moulds', 133.30645161290323, 102.80645161290323, 62],
              ['moulds', 174.44827586206895, 81.75862068965517, 87],
              ['moulds', 123.208, 59.928, 250]],
 'counts': {'Enterococcus': 9, 'Listeria': 7, 'moulds': 5, 'total': 21}}
CSV = '/srv/imaging/pl8018/census/colonies.csv'
COUNTS = '/srv/imaging/pl8018/census/counts.json'

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
