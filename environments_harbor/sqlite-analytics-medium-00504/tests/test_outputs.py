import csv, os, shutil, sqlite3

OUT = '/srv/saas/answers'
EXPECTED = {'avg_invoice_by_tier.csv': [['Enterprise', '91', '13', '312.15'],
                             ['Starter', '97', '16', '277.77'],
                             ['Team', '90', '10', '333.66']],
 'country_period_totals.csv': [['Brazil', '16', '6448.82'],
                               ['Canada', '0', '0.00'],
                               ['India', '8', '1677.66'],
                               ['Kenya', '14', '2713.10'],
                               ['Spain', '4', '1271.76']],
 'inactive_accounts.csv': [['590', 'Iris Labs', 'Canada'],
                           ['592', 'Quartz Holdings', 'Kenya'],
                           ['600', 'Kite Group', 'Kenya'],
                           ['604', 'Kite Holdings', 'India'],
                           ['605', 'Quartz Analytics', 'Spain'],
                           ['606', 'Iris Studio', 'Spain'],
                           ['607', 'Maple Works', 'India'],
                           ['608', 'Lumen Group', 'Canada'],
                           ['609', 'Birch Systems', 'Canada'],
                           ['613', 'Rivet Logistics', 'India'],
                           ['615', 'Iris Systems', 'Kenya'],
                           ['621', 'Lumen Group', 'Canada']],
 'plan_period_totals.csv': [['Starter Monthly', '12', '4018.94'],
                            ['Seats Add-on', '3', '1436.22'],
                            ['Enterprise Flex', '5', '1277.16'],
                            ['Business Monthly', '4', '1126.04'],
                            ['Team Monthly', '7', '1084.55'],
                            ['Storage Add-on', '3', '1034.60'],
                            ['Starter Annual', '2', '808.03'],
                            ['Support Plus', '2', '535.48'],
                            ['Team Annual', '1', '481.23'],
                            ['Business Annual', '3', '309.09']],
 'top_accounts.csv': [['599', 'Aster Foods', '16', '4401.51'],
                      ['620', 'Fjord Systems', '11', '4268.53'],
                      ['621', 'Lumen Group', '14', '4211.49']]}
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
