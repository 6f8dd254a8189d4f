import csv, os, shutil, sqlite3

OUT = '/srv/rental/results'
EXPECTED = {'avg_rental_by_class.csv': [['Electric', '51', '7', '304.45'],
                             ['SUV', '92', '9', '315.96'],
                             ['Van', '141', '13', '315.55']],
 'branch_period_totals.csv': [['Airport', '33', '9079.54'],
                              ['Downtown', '14', '3390.70'],
                              ['Harbourfront', '0', '0.00'],
                              ['Rail Station', '16', '5970.17'],
                              ['University', '8', '1833.75']],
 'inactive_renters.csv': [['171', 'Saoirse Yilmaz', 'Harbourfront'],
                          ['181', 'Ada Varga', 'Harbourfront'],
                          ['184', 'Kaia Weber', 'Harbourfront'],
                          ['192', 'Ada Ueda', 'Harbourfront'],
                          ['195', 'Uzma Quispe', 'University'],
                          ['199', 'Femi Haddad', 'Harbourfront'],
                          ['202', 'Femi Sato', 'Harbourfront']],
 'top_renters.csv': [['197', 'Kaia Eriksen', '14', '4738.68'],
                     ['180', 'Luis Lindqvist', '15', '4285.06'],
                     ['179', 'Carmen Tanaka', '14', '4257.84'],
                     ['201', 'Rafael Okafor', '16', '4230.19']],
 'vehicle_period_totals.csv': [['Polo', '14', '3156.27'],
                               ['Zoe', '9', '2992.74'],
                               ['Ioniq 5', '8', '2414.13'],
                               ['Sportage', '6', '2307.55'],
                               ['Qashqai', '8', '2300.21'],
                               ['Corolla', '7', '2221.26'],
                               ['Golf Estate', '6', '2096.64'],
                               ['Transit', '7', '1419.71'],
                               ['Kangoo', '4', '1219.57'],
                               ['A6', '2', '146.08']]}
HEADERS = {'avg_rental_by_class.csv': ['class', 'billed', 'unbilled', 'avg_amount'],
 'branch_period_totals.csv': ['branch', 'rentals', 'total'],
 'inactive_renters.csv': ['renter_id', 'name', 'branch'],
 'top_renters.csv': ['renter_id', 'name', 'rentals', 'total'],
 'vehicle_period_totals.csv': ['vehicle', 'rentals', 'total']}
MONEY = {'avg_rental_by_class.csv': [3],
 'branch_period_totals.csv': [2],
 'inactive_renters.csv': [],
 'top_renters.csv': [3],
 'vehicle_period_totals.csv': [2]}
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
