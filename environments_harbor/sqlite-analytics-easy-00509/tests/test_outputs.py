import csv, os, shutil, sqlite3

OUT = '/srv/tickets/results'
EXPECTED = {'event_period_totals.csv': [['Open Mic', '10', '3900.23'],
                             ['Hamlet', '10', '3083.94'],
                             ['Roast Night', '7', '2663.50'],
                             ['Rooftop Session', '6', '2501.94'],
                             ['Album Launch', '9', '2434.75'],
                             ['Requiem', '7', '1765.59'],
                             ['Big Band', '5', '1703.14']],
 'top_buyers.csv': [['263', 'Zeno Nakamura', '11', '4318.42'],
                    ['247', 'Greta Eriksen', '11', '3992.69'],
                    ['243', 'Saoirse Jensen', '12', '3957.26']]}
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
