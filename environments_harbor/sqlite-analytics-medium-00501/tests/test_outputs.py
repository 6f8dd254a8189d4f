import csv, os, shutil, sqlite3

OUT = '/srv/saas/analysis'
EXPECTED = {'avg_invoice_by_tier.csv': [['Business', '92', '16', '309.08'],
                             ['Enterprise', '33', '6', '287.33'],
                             ['Starter', '63', '6', '294.49'],
                             ['Team', '82', '15', '294.73']],
 'country_period_totals.csv': [['Canada', '20', '5706.74'],
                               ['Germany', '13', '2596.68'],
                               ['Japan', '21', '4865.26'],
                               ['Kenya', '0', '0.00'],
                               ['Spain', '24', '6135.85']],
 'inactive_accounts.csv': [['865', 'Lumen Studio', 'Canada'],
                           ['868', 'Quartz Analytics', 'Kenya'],
                           ['871', 'Iris Logistics', 'Germany'],
                           ['875', 'Pylon Group', 'Kenya'],
                           ['878', 'Sable Foods', 'Kenya'],
                           ['885', 'Aster Holdings', 'Spain'],
                           ['888', 'Iris Analytics', 'Kenya'],
                           ['889', 'Lumen Logistics', 'Kenya'],
                           ['895', 'Maple Systems', 'Kenya'],
                           ['897', 'Maple Logistics', 'Spain']],
 'plan_period_totals.csv': [['Business Monthly', '12', '3129.25'],
                            ['Storage Add-on', '10', '2803.26'],
                            ['Team Annual', '6', '2282.57'],
                            ['Enterprise Flex', '9', '2257.88'],
                            ['Support Plus', '8', '2117.94'],
                            ['Starter Monthly', '11', '1767.18'],
                            ['Starter Annual', '9', '1711.73'],
                            ['Seats Add-on', '5', '1681.47'],
                            ['Team Monthly', '4', '784.90'],
                            ['Business Annual', '4', '768.35']],
 'top_accounts.csv': [['894', 'Cinder Analytics', '18', '4726.11'],
                      ['866', 'Lumen Partners', '18', '3973.31'],
                      ['900', 'Lumen Analytics', '13', '3748.24'],
                      ['873', 'Lumen Labs', '15', '3436.66'],
                      ['876', 'Maple Foods', '14', '3408.93']]}
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
