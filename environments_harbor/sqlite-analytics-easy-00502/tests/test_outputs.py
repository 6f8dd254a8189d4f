import csv, os, shutil, sqlite3

OUT = '/srv/hotel/answers'
EXPECTED = {'room_type_period_totals.csv': [['Economy', '6', '1871.95'],
                                 ['Penthouse', '4', '1544.96'],
                                 ['Deluxe King', '3', '1227.82'],
                                 ['Single', '4', '1169.23'],
                                 ['Loft Suite', '2', '931.44'],
                                 ['Studio', '2', '754.47'],
                                 ['Double', '2', '654.63'],
                                 ['Courtyard King', '1', '595.61'],
                                 ['Twin', '3', '520.31']],
 'top_guests.csv': [['312', 'Rafael Jensen', '16', '5388.84'],
                    ['320', 'Wanda Weber', '16', '4969.47'],
                    ['325', 'Saoirse Sato', '13', '4083.30'],
                    ['317', 'Jonas Dimitrov', '11', '4076.41']]}
HEADERS = {'room_type_period_totals.csv': ['room_type', 'stays', 'total'],
 'top_guests.csv': ['guest_id', 'name', 'stays', 'total']}
MONEY = {'room_type_period_totals.csv': [2], 'top_guests.csv': [3]}
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
