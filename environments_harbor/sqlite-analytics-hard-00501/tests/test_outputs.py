import csv, os, shutil, sqlite3

OUT = '/srv/rental/answers'
EXPECTED = {'avg_rental_by_class.csv': [['Electric', '54', '7', '295.43'],
                             ['SUV', '146', '13', '306.48'],
                             ['Van', '144', '13', '297.63']],
 'branch_period_totals.csv': [['Airport', '7', '2404.16'],
                              ['Downtown', '17', '5472.63'],
                              ['Harbourfront', '0', '0.00'],
                              ['Northside', '19', '5307.77'],
                              ['University', '24', '5457.95']],
 'inactive_renters.csv': [['421', 'Viktor Tanaka', 'Harbourfront'],
                          ['425', 'Ines Brandt', 'Harbourfront'],
                          ['426', 'Xavi Eriksen', 'Harbourfront'],
                          ['427', 'Hiro Varga', 'Harbourfront'],
                          ['429', 'Luis Xu', 'Downtown'],
                          ['430', 'Zeno Lindqvist', 'Harbourfront'],
                          ['431', 'Dev Gallo', 'Northside'],
                          ['438', 'Elena Brandt', 'Airport'],
                          ['440', 'Carmen Zhou', 'Harbourfront'],
                          ['448', 'Kaia Quispe', 'Downtown'],
                          ['451', 'Tomas Tanaka', 'Harbourfront'],
                          ['456', 'Yara Haddad', 'Downtown']],
 'top_renters.csv': [['429', 'Luis Xu', '12', '4193.29'],
                     ['437', 'Elena Jensen', '13', '4100.30'],
                     ['432', 'Olu Xu', '14', '3664.34'],
                     ['446', 'Viktor Xu', '10', '3598.19'],
                     ['430', 'Zeno Lindqvist', '13', '3471.46'],
                     ['462', 'Ada Weber', '11', '3450.81']],
 'vehicle_period_totals.csv': [['Kangoo', '14', '4486.25'],
                               ['Qashqai', '10', '3209.55'],
                               ['Vito', '9', '3001.43'],
                               ['Corolla', '12', '2987.97'],
                               ['Ioniq 5', '9', '2158.58'],
                               ['Polo', '7', '1432.26'],
                               ['Transit', '6', '1366.47']]}
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
INSERTS = ['INSERT INTO rentals (rental_id, renter_id, vehicle_id, picked_up_at, status, charge, contract_no) VALUES (32885, '
 "419, 1, '2023-12-03 12:00:00', 'returned', 227.12, 'ZZ-000001');",
 'INSERT INTO rentals (rental_id, renter_id, vehicle_id, picked_up_at, status, charge, contract_no) VALUES (32886, '
 "420, 2, '2023-12-06 12:00:00', 'active', NULL, 'ZZ-000002');",
 'INSERT INTO rentals (rental_id, renter_id, vehicle_id, picked_up_at, status, charge, contract_no) VALUES (32887, '
 "421, 3, '2023-12-07 12:00:00', 'cancelled', 222.23, 'ZZ-000003');",
 'INSERT INTO rentals (rental_id, renter_id, vehicle_id, picked_up_at, status, charge, contract_no) VALUES (32888, '
 "458, 3, '2023-11-13 04:58:35', 'returned', 84.45, 'KZ-398402');"]
VIEW_TRUTH = [['2023-07', '40', '9556.87', '9556.87'],
 ['2023-08', '93', '23739.66', '33296.53'],
 ['2023-09', '98', '28293.51', '61590.04'],
 ['2023-10', '95', '27526.25', '89116.29'],
 ['2023-11', '51', '14442.00', '103558.29']]
VIEW_TRUTH_AFTER = [['2023-07', '40', '9556.87', '9556.87'],
 ['2023-08', '93', '23739.66', '33296.53'],
 ['2023-09', '98', '28293.51', '61590.04'],
 ['2023-10', '95', '27526.25', '89116.29'],
 ['2023-11', '51', '14442.00', '103558.29'],
 ['2023-12', '2', '227.12', '103785.41']]

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
