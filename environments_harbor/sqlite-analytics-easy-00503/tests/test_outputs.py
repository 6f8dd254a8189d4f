import csv, os, shutil, sqlite3

OUT = '/srv/retail/results'
EXPECTED = {'product_period_totals.csv': [['Kettle', '11', '3964.02'],
                               ['Hammock', '7', '2370.76'],
                               ['Lantern', '7', '2172.21'],
                               ['Colander', '5', '1928.29'],
                               ['Skillet', '6', '1553.58'],
                               ['Shelf Unit', '5', '1552.59'],
                               ['Desk Lamp', '6', '1378.00'],
                               ['Headlamp', '3', '1225.23'],
                               ['Trowel', '3', '1190.38'],
                               ['Stapler', '1', '523.76']],
 'top_customers.csv': [['446', 'Bruno Eriksen', '14', '5897.86'],
                       ['451', 'Uzma Nakamura', '12', '3829.08'],
                       ['444', 'Uzma Lindqvist', '10', '3770.80'],
                       ['458', 'Yara Sato', '11', '3703.00'],
                       ['450', 'Luis Brandt', '12', '3676.29'],
                       ['449', 'Luis Kowalski', '11', '3630.85'],
                       ['447', 'Viktor Fofana', '13', '3540.40']]}
HEADERS = {'product_period_totals.csv': ['product', 'orders', 'total'],
 'top_customers.csv': ['customer_id', 'name', 'orders', 'total']}
MONEY = {'product_period_totals.csv': [2], 'top_customers.csv': [3]}
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
