import csv, json, os

EXPECTED = {'colonies': [['colony', 41.875, 26.875, 8],
              ['colony', 143.875, 144.875, 8],
              ['colony', 213.0909090909091, 31.90909090909091, 22],
              ['colony', 225.80769230769232, 165.80769230769232, 26],
              ['colony', 235.97560975609755, 60.41463414634146, 41],
              ['colony', 213.0, 61.24, 50],
              ['colony', 226.5, 100.5, 52],
              ['colony', 10.101694915254237, 147.0, 59],
              ['colony', 29.5, 152.0, 60],
              ['colony', 146.0, 89.57377049180327, 61],
              ['colony', 75.0, 93.20754716981132, 106],
              ['colony', 41.41818181818182, 121.28181818181818, 110],
              ['colony', 108.66666666666667, 142.04545454545453, 132],
              ['colony', 102.87591240875912, 96.21897810218978, 137],
              ['colony', 70.1938775510204, 140.84183673469389, 196],
              ['colony', 181.74757281553397, 146.43203883495147, 206],
              ['colony', 106.94618834080717, 41.0, 223],
              ['colony', 58.39647577092511, 102.0, 227],
              ['colony', 135.06926406926408, 71.77489177489177, 231]],
 'counts': {'colony': 19, 'total': 19}}
CSV = '/work/plates/plt6553/census/colonies.csv'
COUNTS = '/work/plates/plt6553/census/counts.json'

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
