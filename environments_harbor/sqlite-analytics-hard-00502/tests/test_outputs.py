import csv, os, shutil, sqlite3

OUT = '/srv/freight/answers'
EXPECTED = {'avg_shipment_by_mode.csv': [['Air', '122', '12', '327.26'],
                              ['Rail', '123', '15', '298.45'],
                              ['Sea', '80', '8', '314.10']],
 'hub_period_totals.csv': [['Gdansk', '0', '0.00'],
                           ['Genoa', '12', '4837.97'],
                           ['Lyon', '26', '6593.61'],
                           ['Rotterdam', '14', '4330.37'],
                           ['Valencia', '23', '5198.69']],
 'inactive_shippers.csv': [['708', 'Rivet Works', 'Gdansk'],
                           ['713', 'Pylon Foods', 'Gdansk'],
                           ['717', 'Aster Logistics', 'Gdansk'],
                           ['718', 'Delta Analytics', 'Gdansk'],
                           ['719', 'Sable Studio', 'Gdansk'],
                           ['722', 'Onyx Labs', 'Gdansk'],
                           ['727', 'Juniper Holdings', 'Gdansk'],
                           ['733', 'Pylon Logistics', 'Gdansk'],
                           ['734', 'Cinder Foods', 'Gdansk'],
                           ['736', 'Ember Group', 'Gdansk'],
                           ['740', 'Pylon Analytics', 'Gdansk'],
                           ['741', 'Granite Systems', 'Gdansk'],
                           ['742', 'Fjord Logistics', 'Gdansk'],
                           ['743', 'Aster Analytics', 'Gdansk'],
                           ['744', 'Maple Group', 'Lyon'],
                           ['747', 'Sable Holdings', 'Gdansk'],
                           ['749', 'Delta Holdings', 'Gdansk'],
                           ['750', 'Quartz Group', 'Gdansk']],
 'service_period_totals.csv': [['LCL Sea', '10', '3722.71'],
                               ['Hazmat Road', '14', '3484.15'],
                               ['Full Truck', '11', '3452.06'],
                               ['Rail Container', '10', '2905.97'],
                               ['Pallet Economy', '8', '2729.68'],
                               ['FCL Sea', '10', '2045.87'],
                               ['Air Deferred', '7', '1444.60'],
                               ['Rail Block', '5', '1175.60']],
 'top_shippers.csv': [['716', 'Rivet Works', '14', '5441.03'],
                      ['723', 'Pylon Foods', '17', '4906.85'],
                      ['749', 'Delta Holdings', '16', '4069.71'],
                      ['746', 'Tundra Foods', '12', '3923.23'],
                      ['709', 'Onyx Works', '13', '3912.96'],
                      ['726', 'Granite Systems', '12', '3822.07']]}
HEADERS = {'avg_shipment_by_mode.csv': ['mode', 'billed', 'unbilled', 'avg_amount'],
 'hub_period_totals.csv': ['hub', 'shipments', 'total'],
 'inactive_shippers.csv': ['shipper_id', 'name', 'hub'],
 'service_period_totals.csv': ['service', 'shipments', 'total'],
 'top_shippers.csv': ['shipper_id', 'name', 'shipments', 'total']}
MONEY = {'avg_shipment_by_mode.csv': [3],
 'hub_period_totals.csv': [2],
 'inactive_shippers.csv': [],
 'service_period_totals.csv': [2],
 'top_shippers.csv': [3]}
TOL = 0.011
DB = '/srv/freight/freight.db'
VIEW = 'rpt_monthly_shipments'
FACT = 'shipments'
N_ROWS = 512
INSERTS = ['INSERT INTO shipments (shipment_id, shipper_id, service_id, booked_at, status, freight_cost, waybill) VALUES (39970, '
 "708, 1, '2022-06-03 12:00:00', 'delivered', 173.18, 'ZZ-000001');",
 'INSERT INTO shipments (shipment_id, shipper_id, service_id, booked_at, status, freight_cost, waybill) VALUES (39971, '
 "709, 2, '2022-06-06 12:00:00', 'in_transit', NULL, 'ZZ-000002');",
 'INSERT INTO shipments (shipment_id, shipper_id, service_id, booked_at, status, freight_cost, waybill) VALUES (39972, '
 "710, 3, '2022-06-07 12:00:00', 'voided', 211.33, 'ZZ-000003');",
 'INSERT INTO shipments (shipment_id, shipper_id, service_id, booked_at, status, freight_cost, waybill) VALUES (39973, '
 "732, 2, '2022-03-16 02:42:46', 'in_transit', 580.02, 'KN-708632');"]
VIEW_TRUTH = [['2022-01', '81', '22103.39', '22103.39'],
 ['2022-02', '89', '25796.46', '47899.85'],
 ['2022-03', '75', '20960.64', '68860.49'],
 ['2022-04', '83', '23498.41', '92358.90'],
 ['2022-05', '32', '9403.65', '101762.55']]
VIEW_TRUTH_AFTER = [['2022-01', '81', '22103.39', '22103.39'],
 ['2022-02', '89', '25796.46', '47899.85'],
 ['2022-03', '75', '20960.64', '68860.49'],
 ['2022-04', '83', '23498.41', '92358.90'],
 ['2022-05', '32', '9403.65', '101762.55'],
 ['2022-06', '2', '173.18', '101935.73']]

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
