import csv, os, shutil, sqlite3

OUT = '/srv/hotel/report'
EXPECTED = {'avg_stay_by_wing.csv': [['Annex', '60', '6', '323.36'],
                          ['North Wing', '92', '6', '305.43'],
                          ['South Wing', '136', '12', '317.26']],
 'inactive_guests.csv': [['477', 'Olu Abbott', 'City Centre'],
                         ['483', 'Uzma Sato', 'City Centre'],
                         ['486', 'Bruno Tanaka', 'Old Quay'],
                         ['487', 'Tomas Nakamura', 'City Centre'],
                         ['488', 'Elena Varga', 'City Centre'],
                         ['496', 'Dev Nakamura', 'City Centre'],
                         ['505', 'Wanda Rossi', 'City Centre'],
                         ['509', 'Uzma Haddad', 'City Centre']],
 'property_period_totals.csv': [['Airport Inn', '7', '2200.93'],
                                ['Bay View', '19', '7201.96'],
                                ['City Centre', '0', '0.00'],
                                ['Hillcrest', '22', '5987.90'],
                                ['Old Quay', '20', '5967.78']],
 'room_type_period_totals.csv': [['Double', '7', '3234.03'],
                                 ['Family Room', '9', '2936.50'],
                                 ['Loft Suite', '10', '2797.95'],
                                 ['Penthouse', '6', '2399.09'],
                                 ['Junior Suite', '7', '2050.68'],
                                 ['Single', '5', '1823.79'],
                                 ['Economy', '6', '1687.98'],
                                 ['Deluxe King', '6', '1639.21'],
                                 ['Accessible Double', '7', '1484.65'],
                                 ['Courtyard King', '5', '1304.69']],
 'top_guests.csv': [['492', 'Mira Moreau', '14', '5575.12'],
                    ['504', 'Elena Fofana', '11', '3626.63'],
                    ['491', 'Hiro Okafor', '10', '3595.61'],
                    ['490', 'Ines Ueda', '14', '3438.88'],
                    ['494', 'Xavi Moreau', '10', '3359.20'],
                    ['488', 'Elena Varga', '11', '3352.85']]}
HEADERS = {'avg_stay_by_wing.csv': ['wing', 'billed', 'unbilled', 'avg_amount'],
 'inactive_guests.csv': ['guest_id', 'name', 'property'],
 'property_period_totals.csv': ['property', 'stays', 'total'],
 'room_type_period_totals.csv': ['room_type', 'stays', 'total'],
 'top_guests.csv': ['guest_id', 'name', 'stays', 'total']}
MONEY = {'avg_stay_by_wing.csv': [3],
 'inactive_guests.csv': [],
 'property_period_totals.csv': [2],
 'room_type_period_totals.csv': [2],
 'top_guests.csv': [3]}
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
