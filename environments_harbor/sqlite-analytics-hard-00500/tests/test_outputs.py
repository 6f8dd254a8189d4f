import csv, os, shutil, sqlite3

OUT = '/srv/freight/report'
EXPECTED = {'avg_shipment_by_mode.csv': [['Air', '153', '10', '278.98'],
                              ['Rail', '55', '10', '239.13'],
                              ['Road', '155', '13', '300.31']],
 'hub_period_totals.csv': [['Antwerp', '33', '6391.90'],
                           ['Gdansk', '23', '6642.83'],
                           ['Genoa', '15', '5188.88'],
                           ['Lyon', '19', '3627.40'],
                           ['Valencia', '0', '0.00']],
 'inactive_shippers.csv': [['620', 'Juniper Studio', 'Valencia'],
                           ['629', 'Delta Studio', 'Valencia'],
                           ['632', 'Tundra Holdings', 'Valencia'],
                           ['640', 'Ember Systems', 'Antwerp'],
                           ['648', 'Granite Holdings', 'Valencia'],
                           ['651', 'Aster Studio', 'Genoa'],
                           ['652', 'Iris Labs', 'Valencia']],
 'service_period_totals.csv': [['Rail Block', '12', '4357.91'],
                               ['Full Truck', '16', '4173.73'],
                               ['FCL Sea', '13', '3350.29'],
                               ['Pallet Express', '15', '3094.68'],
                               ['Air Deferred', '18', '3094.34'],
                               ['Air Priority', '9', '2272.41'],
                               ['Parcel Bulk', '7', '1507.65']],
 'top_shippers.csv': [['642', 'Lumen Holdings', '14', '4101.04'],
                      ['627', 'Sable Systems', '9', '3991.93'],
                      ['634', 'Aster Systems', '14', '3873.66'],
                      ['632', 'Tundra Holdings', '12', '3753.41'],
                      ['646', 'Delta Foods', '15', '3550.59'],
                      ['622', 'Cinder Labs', '10', '3466.72'],
                      ['631', 'Granite Studio', '12', '3448.18']]}
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
N_ROWS = 500
INSERTS = ['INSERT INTO shipments (shipment_id, shipper_id, service_id, booked_at, status, freight_cost, waybill) VALUES (49944, '
 "616, 1, '2023-01-03 12:00:00', 'delivered', 171.77, 'ZZ-000001');",
 'INSERT INTO shipments (shipment_id, shipper_id, service_id, booked_at, status, freight_cost, waybill) VALUES (49945, '
 "617, 2, '2023-01-06 12:00:00', 'in_transit', NULL, 'ZZ-000002');",
 'INSERT INTO shipments (shipment_id, shipper_id, service_id, booked_at, status, freight_cost, waybill) VALUES (49946, '
 "618, 3, '2023-01-07 12:00:00', 'voided', 132.46, 'ZZ-000003');",
 'INSERT INTO shipments (shipment_id, shipper_id, service_id, booked_at, status, freight_cost, waybill) VALUES (49947, '
 "627, 6, '2022-07-28 04:23:15', 'delivered', 383.29, 'ZU-815002');"]
VIEW_TRUTH = [['2022-07', '21', '4454.23', '4454.23'],
 ['2022-08', '93', '24674.53', '29128.76'],
 ['2022-09', '90', '21851.01', '50979.77'],
 ['2022-10', '106', '29084.70', '80064.47'],
 ['2022-11', '86', '22320.03', '102384.50']]
VIEW_TRUTH_AFTER = [['2022-07', '21', '4454.23', '4454.23'],
 ['2022-08', '93', '24674.53', '29128.76'],
 ['2022-09', '90', '21851.01', '50979.77'],
 ['2022-10', '106', '29084.70', '80064.47'],
 ['2022-11', '86', '22320.03', '102384.50'],
 ['2023-01', '2', '171.77', '102556.27']]

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
