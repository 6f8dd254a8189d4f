import csv, os, shutil, sqlite3

OUT = '/srv/freight/answers'
EXPECTED = {'service_period_totals.csv': [['Parcel Bulk', '9', '3441.52'],
                               ['Air Priority', '9', '3165.53'],
                               ['Hazmat Road', '7', '2351.38'],
                               ['Reefer', '6', '2164.67'],
                               ['FCL Sea', '7', '1738.58'],
                               ['Pallet Express', '5', '1686.20'],
                               ['Pallet Economy', '6', '1561.83'],
                               ['LCL Sea', '3', '447.32']],
 'top_shippers.csv': [['246', 'Cinder Logistics', '12', '4394.32'],
                      ['225', 'Rivet Labs', '14', '4303.08'],
                      ['229', 'Kite Group', '13', '4194.36'],
                      ['239', 'Maple Systems', '12', '3695.55'],
                      ['244', 'Rivet Holdings', '12', '3673.05'],
                      ['248', 'Nimbus Partners', '11', '3335.56']]}
HEADERS = {'service_period_totals.csv': ['service', 'shipments', 'total'],
 'top_shippers.csv': ['shipper_id', 'name', 'shipments', 'total']}
MONEY = {'service_period_totals.csv': [2], 'top_shippers.csv': [3]}
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
