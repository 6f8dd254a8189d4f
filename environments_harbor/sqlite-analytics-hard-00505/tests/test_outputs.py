import csv, os, shutil, sqlite3

OUT = '/srv/tickets/answers'
EXPECTED = {'avg_ticket_by_genre.csv': [['Classical', '102', '12', '297.83'],
                             ['Comedy', '96', '11', '274.49'],
                             ['Indie', '98', '8', '310.03'],
                             ['Jazz', '42', '10', '321.27']],
 'city_period_totals.csv': [['Belfast', '12', '3182.35'],
                            ['Bristol', '22', '6271.50'],
                            ['Glasgow', '22', '6499.93'],
                            ['Leeds', '34', '11116.72'],
                            ['Norwich', '0', '0.00']],
 'event_period_totals.csv': [['Open Mic', '15', '5352.04'],
                             ['Hamlet', '16', '4525.30'],
                             ['Big Band', '15', '4262.22'],
                             ['Quartet Night', '12', '3779.54'],
                             ['Roast Night', '14', '3626.87'],
                             ['Requiem', '12', '3320.91'],
                             ['Album Launch', '6', '2203.62']],
 'inactive_buyers.csv': [['605', 'Jonas Ueda', 'Norwich'],
                         ['606', 'Uzma Weber', 'Norwich'],
                         ['608', 'Tomas Xu', 'Norwich'],
                         ['609', 'Tomas Nakamura', 'Norwich'],
                         ['612', 'Mira Castillo', 'Glasgow'],
                         ['614', 'Femi Lindqvist', 'Norwich'],
                         ['615', 'Ines Eriksen', 'Norwich'],
                         ['620', 'Kaia Jensen', 'Norwich'],
                         ['621', 'Jonas Kowalski', 'Glasgow'],
                         ['622', 'Uzma Yilmaz', 'Norwich'],
                         ['625', 'Saoirse Gallo', 'Norwich'],
                         ['628', 'Zeno Abbott', 'Norwich'],
                         ['630', 'Kaia Xu', 'Norwich'],
                         ['641', 'Kaia Petrov', 'Norwich']],
 'top_buyers.csv': [['627', 'Priya Haddad', '17', '4794.89'],
                    ['624', 'Viktor Nakamura', '16', '4280.87'],
                    ['639', 'Carmen Varga', '13', '4206.55'],
                    ['607', 'Kaia Xu', '15', '4046.95'],
                    ['610', 'Femi Brandt', '15', '3832.93'],
                    ['636', 'Bruno Fofana', '11', '3698.55']]}
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
VIEW = 'v_monthly_tickets'
FACT = 'tickets'
N_ROWS = 509
INSERTS = ['INSERT INTO tickets (ticket_id, buyer_id, event_id, purchased_at, status, price, barcode) VALUES (2242, 601, 1, '
 "'2025-01-03 12:00:00', 'issued', 245.81, 'ZZ-000001');",
 'INSERT INTO tickets (ticket_id, buyer_id, event_id, purchased_at, status, price, barcode) VALUES (2243, 602, 2, '
 "'2025-01-06 12:00:00', 'scanned', NULL, 'ZZ-000002');",
 'INSERT INTO tickets (ticket_id, buyer_id, event_id, purchased_at, status, price, barcode) VALUES (2244, 603, 3, '
 "'2025-01-07 12:00:00', 'refunded', 112.36, 'ZZ-000003');",
 'INSERT INTO tickets (ticket_id, buyer_id, event_id, purchased_at, status, price, barcode) VALUES (2245, 624, 7, '
 "'2024-10-29 12:57:28', 'scanned', 229.99, 'YJ-484105');"]
VIEW_TRUTH = [['2024-08', '40', '8772.70', '8772.70'],
 ['2024-09', '97', '27010.67', '35783.37'],
 ['2024-10', '90', '27070.50', '62853.87'],
 ['2024-11', '85', '20888.18', '83742.05'],
 ['2024-12', '67', '16864.05', '100606.10']]
VIEW_TRUTH_AFTER = [['2024-08', '40', '8772.70', '8772.70'],
 ['2024-09', '97', '27010.67', '35783.37'],
 ['2024-10', '90', '27070.50', '62853.87'],
 ['2024-11', '85', '20888.18', '83742.05'],
 ['2024-12', '67', '16864.05', '100606.10'],
 ['2025-01', '2', '245.81', '100851.91']]

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
