import csv, json, os

EXPECTED = {'colonies': [['colony', 36.90909090909091, 123.36363636363636, 11],
              ['colony', 200.9090909090909, 85.36363636363636, 11],
              ['colony', 171.3, 31.185714285714287, 70],
              ['colony', 110.16666666666667, 34.90277777777778, 72],
              ['colony', 204.83529411764707, 123.54117647058824, 85],
              ['colony', 81.12765957446808, 14.053191489361701, 94],
              ['colony', 217.80612244897958, 103.1938775510204, 98],
              ['colony', 74.95714285714286, 41.107142857142854, 140],
              ['colony', 17.423076923076923, 30.69871794871795, 156],
              ['colony', 97.57692307692308, 58.69871794871795, 156],
              ['colony', 215.5, 10.822784810126583, 158],
              ['colony', 164.8695652173913, 123.58385093167702, 161],
              ['colony', 100.91017964071857, 22.41317365269461, 167],
              ['colony', 112.41847826086956, 98.58152173913044, 184],
              ['colony', 116.48510638297873, 72.03404255319148, 235],
              ['colony', 148.72357723577235, 57.166666666666664, 246],
              ['colony', 188.3515625, 65.39453125, 256]],
 'counts': {'colony': 17, 'total': 17}}
CSV = '/home/micro/plates/pl5591/census/colonies.csv'
COUNTS = '/home/micro/plates/pl5591/census/counts.json'

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
