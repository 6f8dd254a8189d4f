import csv, json, os

EXPECTED = {'colonies': [['Candida', 72.5, 44.5, 52],
              ['Candida', 152.79365079365078, 50.888888888888886, 63],
              ['Candida', 68.64788732394366, 30.43661971830986, 71],
              ['Candida', 74.61739130434782, 118.45217391304348, 115],
              ['E. coli', 58.0, 111.5, 12],
              ['E. coli', 120.0, 106.5, 12],
              ['E. coli', 150.5, 94.0, 26],
              ['E. coli', 104.39240506329114, 91.26582278481013, 79],
              ['E. coli', 114.41818181818182, 76.28181818181818, 110],
              ['E. coli', 68.84444444444445, 87.28148148148148, 135],
              ['E. coli', 125.421875, 44.307291666666664, 192],
              ['Klebsiella', 79.76923076923077, 45.03846153846154, 52],
              ['Klebsiella', 138.86206896551724, 79.5, 58],
              ['Klebsiella', 53.32692307692308, 85.88461538461539, 104],
              ['Klebsiella', 138.9763779527559, 102.54330708661418, 127],
              ['Klebsiella', 106.10714285714286, 118.95714285714286, 140],
              ['Klebsiella', 104.06607929515418, 22.709251101321588, 227]],
 'counts': {'Candida': 4, 'E. coli': 7, 'Klebsiella': 6, 'total': 17}}
CSV = '/srv/imaging/plt5375/census/colonies.csv'
COUNTS = '/srv/imaging/plt5375/census/counts.json'

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
