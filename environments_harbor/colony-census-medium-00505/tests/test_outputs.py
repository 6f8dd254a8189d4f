import csv, json, os

EXPECTED = {'colonies': [['Bacillus', 140.0, 50.15384615384615, 39],
              ['Bacillus', 150.61111111111111, 54.611111111111114, 54],
              ['Bacillus', 82.5, 73.5, 76],
              ['Bacillus', 53.55696202531646, 87.84810126582279, 79],
              ['Bacillus', 99.19834710743801, 38.611570247933884, 121],
              ['Bacillus', 96.02797202797203, 107.3076923076923, 143],
              ['Pseudomonas', 60.92307692307692, 54.69230769230769, 13],
              ['Pseudomonas', 130.78947368421052, 116.36842105263158, 19],
              ['Pseudomonas', 91.0, 81.0, 21],
              ['Pseudomonas', 110.4186046511628, 38.41860465116279, 86],
              ['Pseudomonas', 66.49438202247191, 83.91011235955057, 89],
              ['Pseudomonas', 80.39, 31.1, 100],
              ['Pseudomonas', 50.55140186915888, 48.981308411214954, 107],
              ['Pseudomonas', 86.07831325301204, 48.71084337349398, 166],
              ['Pseudomonas', 109.41269841269842, 20.5, 252],
              ['coliforms', 72.92307692307692, 47.69230769230769, 13],
              ['coliforms', 132.4, 104.96, 25],
              ['coliforms', 105.45161290322581, 115.41935483870968, 31],
              ['coliforms', 69.15189873417721, 23.556962025316455, 79],
              ['coliforms', 104.80434782608695, 67.41304347826087, 138],
              ['coliforms', 81.0, 115.5, 166],
              ['coliforms', 51.33522727272727, 67.22727272727273, 176],
              ['coliforms', 116.40314136125654, 93.03664921465969, 191]],
 'counts': {'Bacillus': 6, 'Pseudomonas': 9, 'coliforms': 8, 'total': 23}}
CSV = '/work/plates/pl3519/census/colonies.csv'
COUNTS = '/work/plates/pl3519/census/counts.json'

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
