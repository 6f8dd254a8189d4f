import csv, os, shutil, sqlite3

OUT = '/srv/saas/analysis'
EXPECTED = {'plan_period_totals.csv': [['Business Monthly', '9', '3592.77'],
                            ['Team Monthly', '8', '3007.98'],
                            ['Team Annual', '9', '2818.96'],
                            ['Starter Annual', '7', '2786.21'],
                            ['Starter Monthly', '8', '2463.14'],
                            ['Business Annual', '5', '1794.26'],
                            ['Support Plus', '4', '959.59'],
                            ['Storage Add-on', '4', '802.98'],
                            ['Seats Add-on', '1', '591.98'],
                            ['Enterprise Flex', '2', '354.05']],
 'top_accounts.csv': [['351', 'Cinder Analytics', '17', '4757.34'],
                      ['348', 'Ember Group', '11', '4198.85'],
                      ['334', 'Pylon Group', '13', '4043.72']]}
HEADERS = {'plan_period_totals.csv': ['plan', 'invoices', 'total'],
 'top_accounts.csv': ['account_id', 'name', 'invoices', 'total']}
MONEY = {'plan_period_totals.csv': [2], 'top_accounts.csv': [3]}
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
