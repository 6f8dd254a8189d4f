import csv, json, os

EXPECTED = {'colonies': [['E. coli', 160.92307692307693, 120.6923076923077, 13],
              ['E. coli', 94.12820512820512, 28.871794871794872, 39],
              ['coliforms', 125.92307692307692, 71.6923076923077, 13],
              ['coliforms', 112.85365853658537, 26.853658536585368, 41],
              ['coliforms', 191.90526315789472, 57.16842105263158, 95],
              ['coliforms', 20.0, 137.68421052631578, 114],
              ['coliforms', 78.08620689655173, 77.89655172413794, 116],
              ['coliforms', 118.0794701986755, 125.99337748344371, 151],
              ['moulds', 189.0, 119.37288135593221, 59],
              ['moulds', 68.0, 51.5, 60],
              ['moulds', 101.01587301587301, 60.82539682539682, 63],
              ['moulds', 28.666666666666668, 27.756410256410255, 78],
              ['moulds', 54.476190476190474, 41.023809523809526, 84],
              ['moulds', 67.85106382978724, 77.14893617021276, 94],
              ['moulds', 58.36974789915966, 21.445378151260503, 119],
              ['moulds', 155.15151515151516, 107.36363636363636, 132],
              ['moulds', 112.0, 83.68862275449102, 167],
              ['moulds', 78.91666666666667, 20.5, 168],
              ['moulds', 147.5, 26.38095238095238, 168]],
 'counts': {'E. coli': 2, 'coliforms': 6, 'moulds': 11, 'total': 19}}
CSV = '/opt/colony/plt9954/census/colonies.csv'
COUNTS = '/opt/colony/plt9954/census/counts.json'

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
