import csv, os, shutil, sqlite3

OUT = '/srv/hotel/report'
EXPECTED = {'avg_stay_by_wing.csv': [['Annex', '100', '5', '301.45'],
                          ['North Wing', '149', '12', '306.28'],
                          ['South Wing', '113', '10', '318.10']],
 'inactive_guests.csv': [['113', 'Tomas Petrov', 'Airport Inn'],
                         ['114', 'Yara Zhou', 'Bay View'],
                         ['119', 'Dev Fofana', 'Airport Inn'],
                         ['122', 'Dev Eriksen', 'Airport Inn'],
                         ['124', 'Tomas Gallo', 'Bay View'],
                         ['125', 'Priya Quispe', 'Airport Inn'],
                         ['127', 'Dev Dimitrov', 'Airport Inn'],
                         ['131', 'Tomas Kowalski', 'Airport Inn'],
                         ['132', 'Greta Fofana', 'Airport Inn'],
                         ['134', 'Ines Ivanova', 'City Centre'],
                         ['136', 'Yara Gallo', 'Old Quay'],
                         ['137', 'Rafael Quispe', 'Airport Inn'],
                         ['138', 'Luis Kowalski', 'Old Quay'],
                         ['139', 'Bruno Ueda', 'Old Quay'],
                         ['140', 'Dev Castillo', 'Bay View'],
                         ['145', 'Uzma Sato', 'Lakeside'],
                         ['146', 'Viktor Gallo', 'Old Quay'],
                         ['148', 'Bruno Petrov', 'Lakeside'],
                         ['149', 'Viktor Petrov', 'City Centre'],
                         ['151', 'Carmen Rossi', 'Bay View'],
                         ['153', 'Luis Fofana', 'City Centre'],
                         ['154', 'Mira Castillo', 'Airport Inn'],
                         ['155', 'Carmen Dimitrov', 'Airport Inn']],
 'property_period_totals.csv': [['Airport Inn', '0', '0.00'],
                                ['Bay View', '11', '2843.50'],
                                ['City Centre', '7', '2329.62'],
                                ['Lakeside', '9', '2050.85'],
                                ['Old Quay', '8', '2700.74']],
 'room_type_period_totals.csv': [['Family Room', '8', '2976.90'],
                                 ['Single', '6', '1428.27'],
                                 ['Penthouse', '4', '1317.93'],
                                 ['Courtyard King', '5', '1210.93'],
                                 ['Studio', '4', '1163.40'],
                                 ['Double', '5', '940.63'],
                                 ['Deluxe King', '3', '886.65']],
 'top_guests.csv': [['121', 'Quinn Okafor', '15', '4216.07'],
                    ['118', 'Carmen Quispe', '12', '3828.60'],
                    ['120', 'Rafael Moreau', '12', '3820.59'],
                    ['146', 'Viktor Gallo', '12', '3695.98']]}
HEADERS = {'avg_stay_by_wing.csv': ['wing', 'billed', 'unbilled', 'avg_amount'],
 'inactive_guests.csv': ['guest_id', 'name', 'property'],
 'property_period_totals.csv': ['property', 'stays', 'total'],
 'room_type_period_totals.csv': ['room_type', 'stays', 'total'],
 'top_guests.csv': ['guest_id', 'name', 'stays', 'total']}
MONEY = {'avg_stay_by_wing.csv': [3],
 'inactive_guests.csv': [],
 'property_period_totals.csv': [2],
 'room_type_period_totals.csv': [2],
 'top_guests.csv': [3]}
TOL = 0.011
DB = '/srv/hotel/stays.db'
VIEW = 'v_monthly_stays'
FACT = 'stays'
N_ROWS = 505
INSERTS = ['INSERT INTO stays (stay_id, guest_id, room_type_id, checked_in_at, status, room_total, folio_no) VALUES (30551, 113, '
 "1, '2024-08-03 12:00:00', 'checked_out', 289.73, 'ZZ-000001');",
 'INSERT INTO stays (stay_id, guest_id, room_type_id, checked_in_at, status, room_total, folio_no) VALUES (30552, 114, '
 "2, '2024-08-06 12:00:00', 'in_house', NULL, 'ZZ-000002');",
 'INSERT INTO stays (stay_id, guest_id, room_type_id, checked_in_at, status, room_total, folio_no) VALUES (30553, 115, '
 "3, '2024-08-07 12:00:00', 'cancelled', 231.96, 'ZZ-000003');",
 'INSERT INTO stays (stay_id, guest_id, room_type_id, checked_in_at, status, room_total, folio_no) VALUES (30554, 131, '
 "7, '2024-06-22 00:53:37', 'in_house', 236.2, 'QA-323842');"]
VIEW_TRUTH = [['2024-02', '49', '14501.59', '14501.59'],
 ['2024-03', '84', '27927.19', '42428.78'],
 ['2024-04', '89', '22827.01', '65255.79'],
 ['2024-05', '93', '24435.24', '89691.03'],
 ['2024-06', '74', '22034.35', '111725.38']]
VIEW_TRUTH_AFTER = [['2024-02', '49', '14501.59', '14501.59'],
 ['2024-03', '84', '27927.19', '42428.78'],
 ['2024-04', '89', '22827.01', '65255.79'],
 ['2024-05', '93', '24435.24', '89691.03'],
 ['2024-06', '74', '22034.35', '111725.38'],
 ['2024-08', '2', '289.73', '112015.11']]

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
