import csv, os, shutil, sqlite3

OUT = '/srv/cowork/analysis'
EXPECTED = {'avg_booking_by_room_type.csv': [['Event Space', '31', '5', '356.05'],
                                  ['Meeting', '77', '12', '282.20'],
                                  ['Phone Booth', '75', '11', '261.87'],
                                  ['Studio', '134', '18', '306.34']],
 'inactive_members.csv': [['884', 'Wanda Nakamura', 'Market Hall'],
                          ['885', 'Greta Moreau', 'Old Mill'],
                          ['889', 'Ada Kowalski', 'Old Mill'],
                          ['891', 'Mira Abbott', 'Tower B'],
                          ['893', 'Luis Varga', 'Market Hall'],
                          ['898', 'Luis Castillo', 'Old Mill'],
                          ['906', 'Olu Fofana', 'Old Mill'],
                          ['907', 'Nils Abbott', 'Old Mill'],
                          ['908', 'Xavi Nakamura', 'Market Hall'],
                          ['909', 'Uzma Jensen', 'Old Mill'],
                          ['911', 'Bruno Gallo', 'Old Mill'],
                          ['915', 'Dev Eriksen', 'Market Hall'],
                          ['916', 'Dev Weber', 'Old Mill'],
                          ['918', 'Uzma Petrov', 'Old Mill'],
                          ['919', 'Jonas Dimitrov', 'Old Mill'],
                          ['923', 'Greta Ivanova', 'Riverside']],
 'room_period_totals.csv': [['Library', '15', '4686.33'],
                            ['Deck', '10', '2508.28'],
                            ['Photo Studio', '6', '2058.04'],
                            ['Snug', '8', '1964.65'],
                            ['Hall A', '8', '1867.19'],
                            ['Boardroom', '7', '1711.98'],
                            ['Ada Room', '8', '1567.20'],
                            ['Loft', '5', '1492.97'],
                            ['Booth 1', '5', '862.74']],
 'site_period_totals.csv': [['Market Hall', '16', '3485.94'],
                            ['Old Mill', '0', '0.00'],
                            ['Printworks', '28', '7789.71'],
                            ['Riverside', '20', '5490.93'],
                            ['Tower B', '8', '1952.80']],
 'top_members.csv': [['892', 'Yara Xu', '16', '3922.46'],
                     ['891', 'Mira Abbott', '12', '3853.74'],
                     ['899', 'Wanda Nakamura', '11', '3473.13'],
                     ['927', 'Rafael Xu', '10', '3354.92']]}
HEADERS = {'avg_booking_by_room_type.csv': ['room_type', 'billed', 'unbilled', 'avg_amount'],
 'inactive_members.csv': ['member_id', 'name', 'site'],
 'room_period_totals.csv': ['room', 'bookings', 'total'],
 'site_period_totals.csv': ['site', 'bookings', 'total'],
 'top_members.csv': ['member_id', 'name', 'bookings', 'total']}
MONEY = {'avg_booking_by_room_type.csv': [3],
 'inactive_members.csv': [],
 'room_period_totals.csv': [2],
 'site_period_totals.csv': [2],
 'top_members.csv': [3]}
TOL = 0.011
DB = '/srv/cowork/bookings.db'
VIEW = 'monthly_bookings'
FACT = 'bookings'
N_ROWS = 507
INSERTS = ['INSERT INTO bookings (booking_id, member_id, room_id, booked_at, status, price, booking_code) VALUES (48303, 884, 1, '
 "'2024-06-03 12:00:00', 'confirmed', 160.7, 'ZZ-000001');",
 'INSERT INTO bookings (booking_id, member_id, room_id, booked_at, status, price, booking_code) VALUES (48304, 885, 2, '
 "'2024-06-06 12:00:00', 'checked_in', NULL, 'ZZ-000002');",
 'INSERT INTO bookings (booking_id, member_id, room_id, booked_at, status, price, booking_code) VALUES (48305, 886, 3, '
 "'2024-06-07 12:00:00', 'cancelled', 143.98, 'ZZ-000003');",
 'INSERT INTO bookings (booking_id, member_id, room_id, booked_at, status, price, booking_code) VALUES (48306, 901, 4, '
 "'2024-02-07 18:10:59', 'confirmed', 484.38, 'KD-596741');"]
VIEW_TRUTH = [['2024-01', '80', '20720.67', '20720.67'],
 ['2024-02', '76', '16413.72', '37134.39'],
 ['2024-03', '72', '18719.38', '55853.77'],
 ['2024-04', '80', '19609.51', '75463.28'],
 ['2024-05', '55', '17992.91', '93456.19']]
VIEW_TRUTH_AFTER = [['2024-01', '80', '20720.67', '20720.67'],
 ['2024-02', '76', '16413.72', '37134.39'],
 ['2024-03', '72', '18719.38', '55853.77'],
 ['2024-04', '80', '19609.51', '75463.28'],
 ['2024-05', '55', '17992.91', '93456.19'],
 ['2024-06', '2', '160.70', '93616.89']]

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
