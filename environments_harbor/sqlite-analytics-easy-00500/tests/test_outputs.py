import csv, os, shutil, sqlite3

OUT = '/srv/tickets/answers'
EXPECTED = {'event_period_totals.csv': [['Late Set', '16', '4733.85'],
                             ['Album Launch', '10', '2909.75'],
                             ['Open Mic', '11', '2620.72'],
                             ['Rooftop Session', '9', '2310.67'],
                             ['Roast Night', '7', '2293.75'],
                             ['Winter Gala', '6', '2240.06'],
                             ['Matinee', '5', '1399.72']],
 'top_buyers.csv': [['437', 'Priya Haddad', '15', '5328.31'],
                    ['450', 'Femi Varga', '15', '4389.51'],
                    ['449', 'Uzma Gallo', '11', '4083.94'],
                    ['456', 'Jonas Ivanova', '13', '4044.01'],
                    ['452', 'Zeno Quispe', '13', '3962.54'],
                    ['435', 'Quinn Gallo', '12', '3516.85']]}
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
