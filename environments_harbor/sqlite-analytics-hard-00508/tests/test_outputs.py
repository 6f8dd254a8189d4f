import csv, os, shutil, sqlite3

OUT = '/srv/rental/analysis'
EXPECTED = {'avg_rental_by_class.csv': [['Compact', '68', '10', '302.89'],
                             ['Electric', '119', '15', '303.18'],
                             ['SUV', '76', '13', '275.29'],
                             ['Van', '84', '8', '331.13']],
 'branch_period_totals.csv': [['Airport', '7', '2050.50'],
                              ['Downtown', '11', '2621.95'],
                              ['Northside', '16', '4112.73'],
                              ['Rail Station', '9', '2057.38'],
                              ['University', '0', '0.00']],
 'inactive_renters.csv': [['684', 'Quinn Dimitrov', 'Airport'],
                          ['686', 'Femi Eriksen', 'Northside'],
                          ['687', 'Dev Quispe', 'Rail Station'],
                          ['688', 'Greta Fofana', 'University'],
                          ['690', 'Bruno Yilmaz', 'Northside'],
                          ['695', 'Femi Abbott', 'Airport'],
                          ['697', 'Femi Gallo', 'University'],
                          ['699', 'Wanda Jensen', 'Downtown'],
                          ['700', 'Jonas Castillo', 'Rail Station'],
                          ['701', 'Uzma Abbott', 'Airport'],
                          ['706', 'Elena Weber', 'Downtown'],
                          ['708', 'Elena Abbott', 'Downtown'],
                          ['710', 'Elena Dimitrov', 'Rail Station'],
                          ['713', 'Kaia Dimitrov', 'Downtown'],
                          ['717', 'Kaia Tanaka', 'Downtown'],
                          ['720', 'Hiro Moreau', 'University'],
                          ['722', 'Mira Gallo', 'Rail Station'],
                          ['726', 'Mira Xu', 'University'],
                          ['727', 'Elena Jensen', 'University']],
 'top_renters.csv': [['696', 'Olu Gallo', '19', '5920.64'],
                     ['722', 'Mira Gallo', '12', '4194.60'],
                     ['708', 'Elena Abbott', '14', '3687.26'],
                     ['726', 'Mira Xu', '10', '3530.71'],
                     ['711', 'Saoirse Rossi', '11', '3490.17'],
                     ['704', 'Viktor Brandt', '9', '3477.50'],
                     ['721', 'Viktor Rossi', '13', '3300.26']],
 'vehicle_period_totals.csv': [['Zoe', '5', '1931.36'],
                               ['Sportage', '4', '1807.78'],
                               ['Corolla', '7', '1691.72'],
                               ['Polo', '5', '1346.89'],
                               ['Golf Estate', '3', '1246.01'],
                               ['Ioniq 5', '6', '981.37'],
                               ['Model 3', '3', '866.88'],
                               ['Kangoo', '8', '662.47'],
                               ['A6', '2', '308.08']]}
HEADERS = {'avg_rental_by_class.csv': ['class', 'billed', 'unbilled', 'avg_amount'],
 'branch_period_totals.csv': ['branch', 'rentals', 'total'],
 'inactive_renters.csv': ['renter_id', 'name', 'branch'],
 'top_renters.csv': ['renter_id', 'name', 'rentals', 'total'],
 'vehicle_period_totals.csv': ['vehicle', 'rentals', 'total']}
MONEY = {'avg_rental_by_class.csv': [3],
 'branch_period_totals.csv': [2],
 'inactive_renters.csv': [],
 'top_renters.csv': [3],
 'vehicle_period_totals.csv': [2]}
TOL = 0.011
DB = '/srv/rental/rentals.db'
VIEW = 'rpt_monthly_rentals'
FACT = 'rentals'
N_ROWS = 502
INSERTS = ['INSERT INTO rentals (rental_id, renter_id, vehicle_id, picked_up_at, status, charge, contract_no) VALUES (40240, '
 "684, 1, '2024-06-03 12:00:00', 'returned', 276.1, 'ZZ-000001');",
 'INSERT INTO rentals (rental_id, renter_id, vehicle_id, picked_up_at, status, charge, contract_no) VALUES (40241, '
 "685, 2, '2024-06-06 12:00:00', 'active', NULL, 'ZZ-000002');",
 'INSERT INTO rentals (rental_id, renter_id, vehicle_id, picked_up_at, status, charge, contract_no) VALUES (40242, '
 "686, 3, '2024-06-07 12:00:00', 'cancelled', 136.37, 'ZZ-000003');",
 'INSERT INTO rentals (rental_id, renter_id, vehicle_id, picked_up_at, status, charge, contract_no) VALUES (40243, '
 "712, 4, '2024-04-09 10:06:05', 'active', 496.14, 'PD-314340');"]
VIEW_TRUTH = [['2024-01', '77', '19517.81', '19517.81'],
 ['2024-02', '90', '23879.57', '43397.38'],
 ['2024-03', '94', '26213.98', '69611.36'],
 ['2024-04', '90', '25089.77', '94701.13'],
 ['2024-05', '42', '10710.28', '105411.41']]
VIEW_TRUTH_AFTER = [['2024-01', '77', '19517.81', '19517.81'],
 ['2024-02', '90', '23879.57', '43397.38'],
 ['2024-03', '94', '26213.98', '69611.36'],
 ['2024-04', '90', '25089.77', '94701.13'],
 ['2024-05', '42', '10710.28', '105411.41'],
 ['2024-06', '2', '276.10', '105687.51']]

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


def _view_rows(con):
    rows = con.execute(f"SELECT month, {FACT}, total, running_total FROM {VIEW} ORDER BY month").fetchall()
    return [[str(r[0]), int(r[1]), float(r[2]), float(r[3])] for r in rows]

def _check(got, want, when):
    assert [r[0] for r in got] == [r[0] for r in want], f"{when}: months {[r[0] for r in got]} != {[r[0] for r in want]}"
    for g, w in zip(got, want):
        assert g[1] == int(w[1]), f"{when} {w[0]}: {FACT} {g[1]} != {w[1]}"
        assert abs(g[2] - float(w[2])) <= TOL, f"{when} {w[0]}: total {g[2]} != {w[2]}"
        assert abs(g[3] - float(w[3])) <= TOL, f"{when} {w[0]}: running_total {g[3]} != {w[3]}"

def test_view_is_a_view_and_tables_untouched():
    assert os.path.isfile(DB), f"missing database {DB}"
    con = sqlite3.connect(DB)
    kind = con.execute("SELECT type FROM sqlite_master WHERE name = ?", (VIEW,)).fetchone()
    assert kind is not None, f"no object named {VIEW} in {DB}"
    assert kind[0] == "view", f"{VIEW} is a {kind[0]}, expected a view"
    n = con.execute(f"SELECT COUNT(*) FROM {FACT}").fetchone()[0]
    assert n == N_ROWS, f"{FACT} has {n} rows, expected the original {N_ROWS}"

def test_view_values_and_live(tmp_path):
    copy = tmp_path / "copy.db"
    shutil.copy(DB, copy)
    con = sqlite3.connect(copy)
    _check(_view_rows(con), VIEW_TRUTH, "before new rows")
    for stmt in INSERTS:
        con.execute(stmt)
    con.commit()
    _check(_view_rows(con), VIEW_TRUTH_AFTER, "after inserting new rows")
