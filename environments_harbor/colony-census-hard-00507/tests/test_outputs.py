import csv, json, os

EXPECTED = {'colonies': [['Candida', 87.9, 10.2, 10],
              ['Candida', 104.625, 9.375, 56],
              ['Candida', 12.0, 74.5, 62],
              ['Candida', 174.5079365079365, 85.66666666666667, 63],
              ['Candida', 173.78846153846155, 42.5, 104],
              ['Candida', 157.79432624113474, 29.326241134751772, 141],
              ['Candida', 106.10958904109589, 74.93607305936074, 219],
              ['Candida', 116.19736842105263, 33.03508771929825, 228],
              ['Listeria', 67.63333333333334, 74.36666666666666, 30],
              ['Listeria', 148.87179487179486, 108.12820512820512, 39],
              ['Listeria', 24.047619047619047, 142.5, 42],
              ['Listeria', 170.93939393939394, 108.15151515151516, 66],
              ['Listeria', 158.0703125, 59.5625, 128],
              ['moulds', 138.9, 144.2, 10],
              ['moulds', 191.41379310344828, 24.275862068965516, 29],
              ['moulds', 97.81428571428572, 91.74285714285715, 70],
              ['moulds', 179.42352941176472, 109.16470588235295, 85],
              ['moulds', 29.115942028985508, 22.21014492753623, 138]],
 'counts': {'Candida': 8, 'Listeria': 5, 'moulds': 5, 'total': 18}}
CSV = '/data/plates/p9033/census/colonies.csv'
COUNTS = '/data/plates/p9033/census/counts.json'

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
