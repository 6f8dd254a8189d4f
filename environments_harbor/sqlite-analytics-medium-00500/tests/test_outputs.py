import csv, os, shutil, sqlite3

OUT = '/srv/cowork/results'
EXPECTED = {'avg_booking_by_room_type.csv': [['Event Space', '50', '7', '264.78'],
                                  ['Meeting', '84', '11', '322.75'],
                                  ['Phone Booth', '92', '8', '325.86'],
                                  ['Studio', '47', '6', '285.01']],
 'inactive_members.csv': [['769', 'Greta Okafor', 'Market Hall'],
                          ['771', 'Olu Ueda', 'Riverside'],
                          ['774', 'Elena Gallo', 'Canal Side'],
                          ['777', 'Wanda Nakamura', 'Riverside'],
                          ['778', 'Olu Dimitrov', 'Riverside'],
                          ['783', 'Femi Varga', 'Riverside'],
                          ['784', 'Greta Dimitrov', 'Riverside'],
                          ['785', 'Zeno Sato', 'Riverside'],
                          ['790', 'Xavi Brandt', 'Canal Side'],
                          ['797', 'Carmen Quispe', 'Riverside'],
                          ['799', 'Bruno Sato', 'Riverside'],
                          ['801', 'Bruno Tanaka', 'Riverside'],
                          ['802', 'Uzma Moreau', 'Riverside'],
                          ['803', 'Greta Quispe', 'Riverside']],
 'room_period_totals.csv': [['Booth 2', '11', '3789.52'],
                            ['Deck', '8', '2918.45'],
                            ['Library', '7', '1961.52'],
                            ['Boardroom', '5', '1681.95'],
                            ['Ada Room', '7', '1654.19'],
                            ['Snug', '5', '1605.71'],
                            ['Booth 1', '6', '1575.52'],
                            ['Hall A', '5', '1099.94'],
                            ['Loft', '4', '1057.47'],
                            ['Garden Room', '2', '563.79']],
 'site_period_totals.csv': [['Canal Side', '17', '5668.46'],
                            ['Market Hall', '18', '4869.32'],
                            ['Old Mill', '8', '1972.10'],
                            ['Riverside', '0', '0.00'],
                            ['Tower B', '17', '5398.18']],
 'top_members.csv': [['775', 'Zeno Quispe', '11', '3683.46'],
                     ['800', 'Wanda Sato', '11', '3658.80'],
                     ['788', 'Nils Sato', '12', '3597.78'],
                     ['787', 'Viktor Sato', '11', '3561.60'],
                     ['792', 'Hiro Dimitrov', '11', '3431.52'],
                     ['790', 'Xavi Brandt', '10', '3317.65']]}
HEADERS = {'avg_booking_by_room_type.csv': ['room_type', 'billed', 'unbilled', 'avg_amount'],
 'inactive_members.csv': ['member_id', 'name', 'site'],
 'room_period_totals.csv': ['room', 'bookings', 'total'],
 'site_period_totals.csv': ['site', 'bookings', 'total'],
 'top_members.csv': ['member_id', 'name', 'bookings', 'total']}
MONEY = {'avg_booking_by_room_type.csv': [3],
 'inactive_members.csv': [],
 'room_period_totals.csv': [2],
 'site_period_totals.csv': [2],
 'top_members.csv': [3]}
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
