import csv, os, shutil, sqlite3

OUT = '/srv/clinic/answers'
EXPECTED = {'avg_appointment_by_specialty.csv': [['General', '75', '10', '270.96'],
                                      ['Imaging', '183', '20', '318.43'],
                                      ['Optics', '38', '5', '306.55'],
                                      ['Physio', '46', '5', '335.36']],
 'clinic_period_totals.csv': [['Elm Row', '8', '2476.26'],
                              ['Mill Lane', '0', '0.00'],
                              ['Parkside', '8', '2052.61'],
                              ['Station Rd', '15', '3881.23'],
                              ['Westgate', '19', '6339.12']],
 'inactive_patients.csv': [['302', 'Viktor Abbott', 'Mill Lane'],
                           ['304', 'Nils Gallo', 'Station Rd'],
                           ['310', 'Rafael Zhou', 'Mill Lane'],
                           ['311', 'Zeno Sato', 'Mill Lane'],
                           ['314', 'Tomas Ivanova', 'Mill Lane'],
                           ['315', 'Elena Dimitrov', 'Mill Lane'],
                           ['317', 'Wanda Lindqvist', 'Elm Row'],
                           ['319', 'Nils Ueda', 'Station Rd'],
                           ['320', 'Rafael Dimitrov', 'Mill Lane'],
                           ['322', 'Femi Haddad', 'Mill Lane'],
                           ['323', 'Saoirse Varga', 'Mill Lane'],
                           ['325', 'Xavi Lindqvist', 'Mill Lane'],
                           ['330', 'Olu Gallo', 'Mill Lane'],
                           ['331', 'Mira Tanaka', 'Westgate'],
                           ['334', 'Wanda Ivanova', 'Station Rd'],
                           ['337', 'Bruno Ivanova', 'Mill Lane'],
                           ['339', 'Luis Varga', 'Mill Lane'],
                           ['340', 'Mira Weber', 'Parkside'],
                           ['341', 'Saoirse Moreau', 'Mill Lane'],
                           ['343', 'Ines Ivanova', 'Mill Lane']],
 'service_period_totals.csv': [['Ultrasound', '7', '3096.85'],
                               ['Consultation', '9', '2664.99'],
                               ['Eye Exam', '8', '2175.33'],
                               ['Check-up', '6', '2119.35'],
                               ['Massage', '7', '1675.26'],
                               ['Filling', '6', '1278.26'],
                               ['Lens Fitting', '3', '918.95'],
                               ['Vaccination', '4', '820.23']],
 'top_patients.csv': [['309', 'Uzma Xu', '15', '5116.60'],
                      ['329', 'Bruno Lindqvist', '13', '5038.15'],
                      ['324', 'Bruno Varga', '12', '4691.49'],
                      ['312', 'Olu Zhou', '16', '4624.69'],
                      ['317', 'Wanda Lindqvist', '15', '4129.29'],
                      ['326', 'Mira Quispe', '14', '3837.53'],
                      ['343', 'Ines Ivanova', '11', '3673.05']]}
HEADERS = {'avg_appointment_by_specialty.csv': ['specialty', 'billed', 'unbilled', 'avg_amount'],
 'clinic_period_totals.csv': ['clinic', 'appointments', 'total'],
 'inactive_patients.csv': ['patient_id', 'name', 'clinic'],
 'service_period_totals.csv': ['service', 'appointments', 'total'],
 'top_patients.csv': ['patient_id', 'name', 'appointments', 'total']}
MONEY = {'avg_appointment_by_specialty.csv': [3],
 'clinic_period_totals.csv': [2],
 'inactive_patients.csv': [],
 'service_period_totals.csv': [2],
 'top_patients.csv': [3]}
TOL = 0.011
DB = '/srv/clinic/clinic.db'
VIEW = 'v_monthly_appointments'
FACT = 'appointments'
N_ROWS = 511
INSERTS = ['INSERT INTO appointments (appointment_id, patient_id, service_id, scheduled_at, status, fee, booking_ref) VALUES '
 "(58858, 301, 1, '2021-11-03 12:00:00', 'completed', 158.98, 'ZZ-000001');",
 'INSERT INTO appointments (appointment_id, patient_id, service_id, scheduled_at, status, fee, booking_ref) VALUES '
 "(58859, 302, 2, '2021-11-06 12:00:00', 'billed', NULL, 'ZZ-000002');",
 'INSERT INTO appointments (appointment_id, patient_id, service_id, scheduled_at, status, fee, booking_ref) VALUES '
 "(58860, 303, 3, '2021-11-07 12:00:00', 'no_show', 271.49, 'ZZ-000003');",
 'INSERT INTO appointments (appointment_id, patient_id, service_id, scheduled_at, status, fee, booking_ref) VALUES '
 "(58861, 327, 6, '2021-09-16 22:24:28', 'completed', 388.44, 'KU-822657');"]
VIEW_TRUTH = [['2021-05', '61', '17200.09', '17200.09'],
 ['2021-06', '79', '20879.57', '38079.66'],
 ['2021-07', '86', '24086.34', '62166.00'],
 ['2021-08', '90', '23311.49', '85477.49'],
 ['2021-09', '66', '20191.80', '105669.29']]
VIEW_TRUTH_AFTER = [['2021-05', '61', '17200.09', '17200.09'],
 ['2021-06', '79', '20879.57', '38079.66'],
 ['2021-07', '86', '24086.34', '62166.00'],
 ['2021-08', '90', '23311.49', '85477.49'],
 ['2021-09', '66', '20191.80', '105669.29'],
 ['2021-11', '2', '158.98', '105828.27']]

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
