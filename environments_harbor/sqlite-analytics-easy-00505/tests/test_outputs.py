import csv, os, shutil, sqlite3

OUT = '/srv/tickets/answers'
EXPECTED = {'event_period_totals.csv': [['Requiem', '11', '3914.83'],
                             ['Matinee', '9', '3261.67'],
                             ['Late Set', '9', '2610.57'],
                             ['Album Launch', '9', '2289.22'],
                             ['Rooftop Session', '5', '1986.10'],
                             ['Hamlet', '4', '1554.05'],
                             ['Open Mic', '3', '1321.04'],
                             ['Quartet Night', '4', '987.30'],
                             ['Improv Jam', '3', '604.19'],
                             ['Big Band', '2', '534.84']],
 'top_buyers.csv': [['222', 'Zeno Sato', '20', '6093.56'],
                    ['203', 'Ada Haddad', '13', '4935.30'],
                    ['210', 'Zeno Ivanova', '14', '4201.70'],
                    ['220', 'Uzma Gallo', '12', '3966.42']]}
HEADERS = {'event_period_totals.csv': ['event', 'tickets', 'total'], 'top_buyers.csv': ['buyer_id', 'name', 'tickets', 'total']}
MONEY = {'event_period_totals.csv': [2], 'top_buyers.csv': [3]}
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
