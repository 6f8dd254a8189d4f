import csv, os, shutil, sqlite3

OUT = '/srv/clinic/out'
EXPECTED = {'avg_appointment_by_specialty.csv': [['Dental', '141', '17', '285.14'],
                                      ['General', '105', '9', '282.61'],
                                      ['Imaging', '41', '9', '283.14'],
                                      ['Optics', '51', '4', '297.46']],
 'clinic_period_totals.csv': [['Elm Row', '0', '0.00'],
                              ['Mill Lane', '16', '4284.11'],
                              ['Old Town', '5', '1339.85'],
                              ['Parkside', '20', '4703.07'],
                              ['Westgate', '13', '3368.40']],
 'inactive_patients.csv': [['315', 'Femi Castillo', 'Elm Row'],
                           ['316', 'Carmen Moreau', 'Mill Lane'],
                           ['318', 'Saoirse Weber', 'Parkside'],
                           ['323', 'Femi Castillo', 'Elm Row'],
                           ['329', 'Wanda Jensen', 'Westgate'],
                           ['332', 'Hiro Tanaka', 'Parkside'],
                           ['333', 'Dev Ueda', 'Parkside'],
                           ['337', 'Yara Haddad', 'Elm Row'],
                           ['342', 'Femi Jensen', 'Elm Row'],
                           ['343', 'Carmen Kowalski', 'Elm Row'],
                           ['344', 'Quinn Ivanova', 'Elm Row'],
                           ['345', 'Dev Moreau', 'Old Town'],
                           ['352', 'Wanda Jensen', 'Parkside'],
                           ['354', 'Mira Varga', 'Westgate'],
                           ['355', 'Zeno Abbott', 'Elm Row'],
                           ['357', 'Priya Brandt', 'Elm Row'],
                           ['358', 'Rafael Sato', 'Elm Row']],
 'service_period_totals.csv': [['Vaccination', '10', '2536.67'],
                               ['Consultation', '7', '2387.12'],
                               ['Rehab Session', '6', '2071.75'],
                               ['Filling', '8', '2000.42'],
                               ['Check-up', '9', '1896.02'],
                               ['Lens Fitting', '8', '1422.85'],
                               ['Eye Exam', '6', '1380.60']],
 'top_patients.csv': [['322', 'Yara Xu', '16', '4291.68'],
                      ['349', 'Nils Ivanova', '13', '4133.62'],
                      ['328', 'Hiro Haddad', '10', '4087.85'],
                      ['339', 'Saoirse Zhou', '11', '3983.95'],
                      ['327', 'Ines Rossi', '13', '3302.32'],
                      ['351', 'Uzma Yilmaz', '9', '3293.35'],
                      ['347', 'Ada Nakamura', '12', '3257.18']]}
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
VIEW = 'rpt_monthly_appointments'
FACT = 'appointments'
N_ROWS = 506
INSERTS = ['INSERT INTO appointments (appointment_id, patient_id, service_id, scheduled_at, status, fee, booking_ref) VALUES '
 "(3570, 315, 1, '2022-07-03 12:00:00', 'completed', 288.05, 'ZZ-000001');",
 'INSERT INTO appointments (appointment_id, patient_id, service_id, scheduled_at, status, fee, booking_ref) VALUES '
 "(3571, 316, 2, '2022-07-06 12:00:00', 'billed', NULL, 'ZZ-000002');",
 'INSERT INTO appointments (appointment_id, patient_id, service_id, scheduled_at, status, fee, booking_ref) VALUES '
 "(3572, 317, 3, '2022-07-07 12:00:00', 'no_show', 177.26, 'ZZ-000003');",
 'INSERT INTO appointments (appointment_id, patient_id, service_id, scheduled_at, status, fee, booking_ref) VALUES '
 "(3573, 329, 6, '2022-01-26 04:27:07', 'billed', 243.67, 'ZS-181942');"]
VIEW_TRUTH = [['2022-01', '68', '18246.29', '18246.29'],
 ['2022-02', '82', '20215.09', '38461.38'],
 ['2022-03', '54', '13695.43', '52156.81'],
 ['2022-04', '82', '19430.73', '71587.54'],
 ['2022-05', '78', '21311.65', '92899.19'],
 ['2022-06', '13', '3758.87', '96658.06']]
VIEW_TRUTH_AFTER = [['2022-01', '68', '18246.29', '18246.29'],
 ['2022-02', '82', '20215.09', '38461.38'],
 ['2022-03', '54', '13695.43', '52156.81'],
 ['2022-04', '82', '19430.73', '71587.54'],
 ['2022-05', '78', '21311.65', '92899.19'],
 ['2022-06', '13', '3758.87', '96658.06'],
 ['2022-07', '2', '288.05', '96946.11']]

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
