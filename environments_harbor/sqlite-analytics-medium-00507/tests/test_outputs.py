import csv, os, shutil, sqlite3

OUT = '/srv/cowork/report'
EXPECTED = {'avg_booking_by_room_type.csv': [['Event Space', '68', '7', '301.05'],
                                  ['Meeting', '79', '10', '295.33'],
                                  ['Phone Booth', '105', '11', '311.32'],
                                  ['Studio', '34', '5', '356.02']],
 'inactive_members.csv': [['545', 'Wanda Kowalski', 'Canal Side'],
                          ['561', 'Priya Brandt', 'Canal Side'],
                          ['567', 'Rafael Haddad', 'Printworks'],
                          ['569', 'Hiro Jensen', 'Canal Side'],
                          ['570', 'Luis Ueda', 'Market Hall'],
                          ['578', 'Kaia Okafor', 'Canal Side'],
                          ['579', 'Uzma Yilmaz', 'Old Mill']],
 'room_period_totals.csv': [['Boardroom', '13', '4573.53'],
                            ['Booth 2', '13', '4012.63'],
                            ['Ada Room', '11', '4000.49'],
                            ['Booth 1', '14', '3871.63'],
                            ['Snug', '13', '3578.22'],
                            ['Deck', '12', '3436.68'],
                            ['Hall A', '7', '1232.00'],
                            ['Library', '3', '95.95']],
 'site_period_totals.csv': [['Canal Side', '0', '0.00'],
                            ['Market Hall', '21', '6113.12'],
                            ['Old Mill', '30', '9285.13'],
                            ['Printworks', '14', '3594.47'],
                            ['Tower B', '21', '5808.41']],
 'top_members.csv': [['554', 'Bruno Brandt', '15', '5459.33'],
                     ['575', 'Femi Xu', '11', '3908.09'],
                     ['577', 'Mira Eriksen', '9', '3771.64'],
                     ['567', 'Rafael Haddad', '11', '3628.76'],
                     ['565', 'Viktor Lindqvist', '12', '3450.17']]}
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
