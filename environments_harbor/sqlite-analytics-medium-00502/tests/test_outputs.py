import csv, os, shutil, sqlite3

OUT = '/srv/saas/answers'
EXPECTED = {'avg_invoice_by_tier.csv': [['Business', '68', '9', '277.87'],
                             ['Enterprise', '161', '9', '310.33'],
                             ['Starter', '19', '5', '368.23'],
                             ['Team', '34', '7', '288.80']],
 'country_period_totals.csv': [['Brazil', '9', '2719.59'],
                               ['Germany', '14', '5211.96'],
                               ['India', '9', '1546.35'],
                               ['Kenya', '0', '0.00'],
                               ['Spain', '5', '1280.34']],
 'inactive_accounts.csv': [['537', 'Sable Partners', 'Kenya'],
                           ['540', 'Delta Systems', 'Germany'],
                           ['543', 'Ember Logistics', 'Germany'],
                           ['546', 'Helix Group', 'Brazil'],
                           ['547', 'Fjord Works', 'Brazil'],
                           ['548', 'Juniper Systems', 'Kenya'],
                           ['549', 'Fjord Partners', 'Kenya'],
                           ['550', 'Helix Analytics', 'Spain'],
                           ['552', 'Aster Partners', 'India'],
                           ['553', 'Nimbus Labs', 'Spain'],
                           ['554', 'Lumen Labs', 'Germany'],
                           ['558', 'Granite Works', 'Kenya'],
                           ['560', 'Pylon Works', 'Spain'],
                           ['561', 'Birch Partners', 'Brazil'],
                           ['567', 'Lumen Studio', 'Spain'],
                           ['569', 'Tundra Foods', 'Spain']],
 'plan_period_totals.csv': [['Support Plus', '10', '3046.98'],
                            ['Business Annual', '6', '2214.17'],
                            ['Starter Annual', '6', '1752.32'],
                            ['Team Annual', '5', '1661.62'],
                            ['Enterprise Flex', '2', '969.16'],
                            ['Seats Add-on', '3', '633.16'],
                            ['Team Monthly', '1', '258.15'],
                            ['Starter Monthly', '4', '222.68']],
 'top_accounts.csv': [['539', 'Kite Analytics', '11', '4470.16'],
                      ['564', 'Cinder Studio', '15', '4077.15'],
                      ['565', 'Pylon Logistics', '12', '4064.11'],
                      ['568', 'Onyx Systems', '13', '3900.77'],
                      ['552', 'Aster Partners', '11', '3412.73'],
                      ['538', 'Quartz Studio', '11', '3353.03'],
                      ['546', 'Helix Group', '10', '3339.06']]}
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
