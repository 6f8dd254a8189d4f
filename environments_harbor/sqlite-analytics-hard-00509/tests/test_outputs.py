import csv, os, shutil, sqlite3

OUT = '/srv/tickets/report'
EXPECTED = {'avg_ticket_by_genre.csv': [['Classical', '116', '15', '311.68'],
                             ['Comedy', '87', '6', '306.51'],
                             ['Indie', '82', '12', '284.70'],
                             ['Jazz', '50', '7', '300.74']],
 'city_period_totals.csv': [['Belfast', '3', '942.75'],
                            ['Bristol', '11', '3469.53'],
                            ['Glasgow', '0', '0.00'],
                            ['Norwich', '13', '3902.57'],
                            ['York', '13', '3662.67']],
 'event_period_totals.csv': [['Quartet Night', '7', '2509.40'],
                             ['Album Launch', '9', '1991.14'],
                             ['Open Mic', '6', '1875.80'],
                             ['Rooftop Session', '4', '1730.31'],
                             ['Matinee', '4', '1564.84'],
                             ['Improv Jam', '4', '1204.26'],
                             ['Requiem', '5', '572.34'],
                             ['Big Band', '1', '529.43']],
 'inactive_buyers.csv': [['596', 'Kaia Moreau', 'Belfast'],
                         ['598', 'Olu Lindqvist', 'Glasgow'],
                         ['599', 'Saoirse Castillo', 'Norwich'],
                         ['600', 'Nils Nakamura', 'York'],
                         ['605', 'Priya Xu', 'Glasgow'],
                         ['607', 'Viktor Tanaka', 'Bristol'],
                         ['609', 'Elena Quispe', 'Belfast'],
                         ['614', 'Yara Fofana', 'York'],
                         ['615', 'Zeno Petrov', 'York'],
                         ['616', 'Carmen Ueda', 'Glasgow'],
                         ['618', 'Xavi Jensen', 'Glasgow'],
                         ['623', 'Nils Yilmaz', 'Glasgow'],
                         ['625', 'Luis Xu', 'Glasgow'],
                         ['627', 'Priya Eriksen', 'Glasgow'],
                         ['631', 'Luis Weber', 'Norwich'],
                         ['633', 'Luis Ivanova', 'Glasgow'],
                         ['636', 'Olu Eriksen', 'York']],
 'top_buyers.csv': [['629', 'Quinn Quispe', '14', '4997.45'],
                    ['603', 'Bruno Nakamura', '13', '4406.95'],
                    ['635', 'Dev Castillo', '11', '4337.96']]}
HEADERS = {'avg_ticket_by_genre.csv': ['genre', 'billed', 'unbilled', 'avg_amount'],
 'city_period_totals.csv': ['city', 'tickets', 'total'],
 'event_period_totals.csv': ['event', 'tickets', 'total'],
 'inactive_buyers.csv': ['buyer_id', 'name', 'city'],
 'top_buyers.csv': ['buyer_id', 'name', 'tickets', 'total']}
MONEY = {'avg_ticket_by_genre.csv': [3],
 'city_period_totals.csv': [2],
 'event_period_totals.csv': [2],
 'inactive_buyers.csv': [],
 'top_buyers.csv': [3]}
TOL = 0.011
DB = '/srv/tickets/box_office.db'
VIEW = 'monthly_tickets'
FACT = 'tickets'
N_ROWS = 505
INSERTS = ['INSERT INTO tickets (ticket_id, buyer_id, event_id, purchased_at, status, price, barcode) VALUES (55721, 596, 1, '
 "'2025-01-03 12:00:00', 'issued', 254, 'ZZ-000001');",
 'INSERT INTO tickets (ticket_id, buyer_id, event_id, purchased_at, status, price, barcode) VALUES (55722, 597, 2, '
 "'2025-01-06 12:00:00', 'scanned', NULL, 'ZZ-000002');",
 'INSERT INTO tickets (ticket_id, buyer_id, event_id, purchased_at, status, price, barcode) VALUES (55723, 598, 3, '
 "'2025-01-07 12:00:00', 'refunded', 178.5, 'ZZ-000003');",
 'INSERT INTO tickets (ticket_id, buyer_id, event_id, purchased_at, status, price, barcode) VALUES (55724, 632, 4, '
 "'2024-08-26 11:10:53', 'scanned', 565.43, 'HZ-957276');"]
VIEW_TRUTH = [['2024-07', '31', '5846.03', '5846.03'],
 ['2024-08', '80', '22246.67', '28092.70'],
 ['2024-09', '100', '27696.36', '55789.06'],
 ['2024-10', '98', '26458.50', '82247.56'],
 ['2024-11', '66', '18956.12', '101203.68']]
VIEW_TRUTH_AFTER = [['2024-07', '31', '5846.03', '5846.03'],
 ['2024-08', '80', '22246.67', '28092.70'],
 ['2024-09', '100', '27696.36', '55789.06'],
 ['2024-10', '98', '26458.50', '82247.56'],
 ['2024-11', '66', '18956.12', '101203.68'],
 ['2025-01', '2', '254.00', '101457.68']]

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
