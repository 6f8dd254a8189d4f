import csv, os, shutil, sqlite3

OUT = '/srv/saas/out'
EXPECTED = {'plan_period_totals.csv': [['Starter Annual', '9', '2669.56'],
                            ['Seats Add-on', '7', '2511.74'],
                            ['Business Monthly', '7', '2443.51'],
                            ['Starter Monthly', '5', '2292.31'],
                            ['Team Annual', '9', '2185.27'],
                            ['Support Plus', '7', '2013.43'],
                            ['Business Annual', '4', '1256.23'],
                            ['Storage Add-on', '3', '949.86'],
                            ['Team Monthly', '5', '813.40']],
 'top_accounts.csv': [['540', 'Fjord Partners', '16', '5809.20'],
                      ['528', 'Delta Systems', '14', '4938.37'],
                      ['523', 'Granite Labs', '13', '4075.76']]}
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
