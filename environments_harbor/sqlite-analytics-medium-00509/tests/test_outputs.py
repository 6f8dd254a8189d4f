import csv, os, shutil, sqlite3

OUT = '/srv/retail/out'
EXPECTED = {'avg_order_by_department.csv': [['Garden', '44', '4', '284.81'],
                                 ['Kitchen', '83', '11', '320.02'],
                                 ['Lighting', '42', '4', '293.62'],
                                 ['Office', '125', '13', '312.16']],
 'inactive_customers.csv': [['830', 'Jonas Nakamura', 'Highlands'],
                            ['834', 'Saoirse Haddad', 'Highlands'],
                            ['838', 'Yara Nakamura', 'Coastal'],
                            ['840', 'Bruno Nakamura', 'Highlands'],
                            ['843', 'Nils Petrov', 'Highlands'],
                            ['855', 'Dev Brandt', 'Highlands'],
                            ['857', 'Rafael Ueda', 'Coastal'],
                            ['863', 'Nils Eriksen', 'Highlands']],
 'product_period_totals.csv': [['Planter', '13', '3722.31'],
                               ['Kettle', '9', '3718.75'],
                               ['Desk Lamp', '16', '3493.04'],
                               ['Trowel', '12', '3318.92'],
                               ['Hose Reel', '9', '2828.46'],
                               ['Lantern', '8', '2547.68'],
                               ['Skillet', '8', '2090.24']],
 'region_period_totals.csv': [['Coastal', '14', '3904.71'],
                              ['East', '29', '8223.21'],
                              ['Highlands', '0', '0.00'],
                              ['South', '16', '4414.28'],
                              ['West', '16', '5177.20']],
 'top_customers.csv': [['837', 'Greta Fofana', '18', '6083.86'],
                       ['845', 'Greta Weber', '15', '5006.77'],
                       ['851', 'Kaia Castillo', '16', '4867.25'],
                       ['860', 'Yara Sato', '14', '4847.71'],
                       ['846', 'Wanda Eriksen', '16', '4274.91'],
                       ['829', 'Nils Weber', '13', '4003.42']]}
HEADERS = {'avg_order_by_department.csv': ['department', 'billed', 'unbilled', 'avg_amount'],
 'inactive_customers.csv': ['customer_id', 'name', 'region'],
 'product_period_totals.csv': ['product', 'orders', 'total'],
 'region_period_totals.csv': ['region', 'orders', 'total'],
 'top_customers.csv': ['customer_id', 'name', 'orders', 'total']}
MONEY = {'avg_order_by_department.csv': [3],
 'inactive_customers.csv': [],
 'product_period_totals.csv': [2],
 'region_period_totals.csv': [2],
 'top_customers.csv': [3]}
TOL = 0.011

import pytest

def _read(name):
    path = os.path.join(OUT, name)
    assert os.path.isfile(path), f"missing answer file {path}"
    with open(path, newline="") as f:
        rows = [r for r in csv.reader(f) if r]
    assert rows, f"{name} is empty"
    return rows

@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_header(name):
    assert [h.strip() for h in _read(name)[0]] == HEADERS[name], f"{name}: header {_read(name)[0]}"

@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rows(name):
    got = [[c.strip() for c in r] for r in _read(name)[1:]]
    want = EXPECTED[name]
    assert len(got) == len(want), f"{name}: {len(got)} rows, expected {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        assert len(g) == len(w), f"{name} row {i + 1}: {g} has {len(g)} columns"
        for j, (a, b) in enumerate(zip(g, w)):
            if j in MONEY[name]:
                assert len(a.split(".")[-1]) == 2 and "." in a, f"{name} row {i + 1}: {a!r} needs two decimals"
                assert abs(float(a) - float(b)) <= TOL, f"{name} row {i + 1} ({w[0]}): {HEADERS[name][j]} {a} != {b}"
            else:
                assert a == b, f"{name} row {i + 1}: {HEADERS[name][j]} is {a!r}, expected {b!r} (row {w})"
