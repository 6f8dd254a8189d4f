import csv, os, shutil, sqlite3

OUT = '/srv/saas/results'
EXPECTED = {'avg_invoice_by_tier.csv': [['Business', '121', '19', '305.21'],
                             ['Enterprise', '105', '13', '323.86'],
                             ['Starter', '61', '7', '330.60']],
 'country_period_totals.csv': [['Brazil', '19', '3645.64'],
                               ['Germany', '34', '10843.05'],
                               ['Japan', '0', '0.00'],
                               ['Kenya', '8', '2652.40'],
                               ['Spain', '20', '5622.68']],
 'inactive_accounts.csv': [['863', 'Kite Labs', 'Japan'],
                           ['873', 'Granite Studio', 'Japan'],
                           ['874', 'Granite Foods', 'Kenya'],
                           ['875', 'Sable Holdings', 'Brazil'],
                           ['879', 'Sable Analytics', 'Japan'],
                           ['885', 'Helix Foods', 'Japan'],
                           ['894', 'Fjord Foods', 'Japan'],
                           ['896', 'Birch Systems', 'Japan']],
 'plan_period_totals.csv': [['Enterprise Flex', '13', '4319.26'],
                            ['Starter Annual', '11', '3575.51'],
                            ['Storage Add-on', '12', '2796.32'],
                            ['Seats Add-on', '10', '2512.78'],
                            ['Team Annual', '6', '2388.16'],
                            ['Business Annual', '7', '1928.55'],
                            ['Business Monthly', '8', '1826.74'],
                            ['Team Monthly', '7', '1812.72'],
                            ['Support Plus', '7', '1603.73']],
 'top_accounts.csv': [['871', 'Iris Group', '17', '4660.61'],
                      ['889', 'Cinder Partners', '16', '4001.25'],
                      ['869', 'Granite Studio', '11', '3928.05'],
                      ['876', 'Quartz Studio', '13', '3887.93']]}
HEADERS = {'avg_invoice_by_tier.csv': ['tier', 'billed', 'unbilled', 'avg_amount'],
 'country_period_totals.csv': ['country', 'invoices', 'total'],
 'inactive_accounts.csv': ['account_id', 'name', 'country'],
 'plan_period_totals.csv': ['plan', 'invoices', 'total'],
 'top_accounts.csv': ['account_id', 'name', 'invoices', 'total']}
MONEY = {'avg_invoice_by_tier.csv': [3],
 'country_period_totals.csv': [2],
 'inactive_accounts.csv': [],
 'plan_period_totals.csv': [2],
 'top_accounts.csv': [3]}
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
