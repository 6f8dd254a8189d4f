import csv, os, shutil, sqlite3

OUT = '/srv/rental/results'
EXPECTED = {'top_renters.csv': [['790', 'Zeno Okafor', '15', '4992.88'],
                     ['812', 'Femi Varga', '15', '4133.95'],
                     ['798', 'Tomas Dimitrov', '11', '3736.32'],
                     ['789', 'Ada Ueda', '11', '3701.80']],
 'vehicle_period_totals.csv': [['Zoe', '10', '3458.42'],
                               ['Vito', '7', '2902.04'],
                               ['Qashqai', '7', '2716.32'],
                               ['Kangoo', '7', '2675.20'],
                               ['Golf Estate', '7', '2473.61'],
                               ['A6', '4', '1361.58'],
                               ['Model 3', '5', '1015.81']]}
HEADERS = {'top_renters.csv': ['renter_id', 'name', 'rentals', 'total'],
 'vehicle_period_totals.csv': ['vehicle', 'rentals', 'total']}
MONEY = {'top_renters.csv': [3], 'vehicle_period_totals.csv': [2]}
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
