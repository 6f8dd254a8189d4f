import csv, json, os

EXPECTED = {'colonies': [['Candida', 10.857142857142858, 53.19047619047619, 21],
              ['Candida', 95.5, 108.5, 32],
              ['Candida', 189.55, 53.375, 40],
              ['Candida', 28.51063829787234, 82.95744680851064, 47],
              ['Candida', 44.06060606060606, 48.15151515151515, 66],
              ['Candida', 24.830985915492956, 25.070422535211268, 71],
              ['Candida', 174.76521739130436, 45.582608695652176, 115],
              ['Candida', 79.87786259541984, 47.3587786259542, 131],
              ['Candida', 57.23497267759563, 98.89071038251366, 183],
              ['Candida', 18.536290322580644, 117.29838709677419, 248],
              ['Pseudomonas', 45.857142857142854, 19.714285714285715, 7],
              ['Pseudomonas', 195.85714285714286, 27.714285714285715, 7],
              ['Pseudomonas', 98.5, 92.76470588235294, 68],
              ['Pseudomonas', 81.08571428571429, 16.814285714285713, 70],
              ['Pseudomonas', 131.35211267605635, 34.53521126760563, 71],
              ['Pseudomonas', 33.38317757009346, 48.21495327102804, 107],
              ['Pseudomonas', 179.71074380165288, 99.96694214876032, 121],
              ['Pseudomonas', 92.12096774193549, 68.71774193548387, 124],
              ['Pseudomonas', 111.19565217391305, 124.41304347826087, 138],
              ['Pseudomonas', 157.40314136125656, 47.96335078534032, 191],
              ['Pseudomonas', 61.6768558951965, 50.0, 229]],
 'counts': {'Candida': 10, 'Pseudomonas': 11, 'total': 21}}
CSV = '/data/plates/plt4744/census/colonies.csv'
COUNTS = '/data/plates/plt4744/census/counts.json'

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
