import csv, os, shutil, sqlite3

OUT = '/srv/clinic/report'
EXPECTED = {'avg_appointment_by_specialty.csv': [['General', '65', '14', '325.11'],
                                      ['Imaging', '71', '12', '283.70'],
                                      ['Physio', '136', '16', '278.38']],
 'clinic_period_totals.csv': [['Elm Row', '0', '0.00'],
                              ['Harbour St', '15', '4743.87'],
                              ['Mill Lane', '4', '1773.49'],
                              ['Old Town', '8', '1721.78'],
                              ['Station Rd', '12', '2394.45']],
 'inactive_patients.csv': [['643', 'Zeno Abbott', 'Elm Row'],
                           ['655', 'Xavi Weber', 'Station Rd'],
                           ['657', 'Nils Jensen', 'Elm Row'],
                           ['658', 'Olu Sato', 'Harbour St'],
                           ['659', 'Viktor Brandt', 'Old Town'],
                           ['660', 'Priya Haddad', 'Harbour St'],
                           ['662', 'Yara Xu', 'Mill Lane'],
                           ['663', 'Elena Nakamura', 'Old Town'],
                           ['664', 'Rafael Abbott', 'Mill Lane'],
                           ['665', 'Nils Jensen', 'Mill Lane'],
                           ['670', 'Jonas Xu', 'Harbour St'],
                           ['672', 'Xavi Nakamura', 'Elm Row'],
                           ['676', 'Bruno Kowalski', 'Mill Lane'],
                           ['677', 'Luis Dimitrov', 'Elm Row'],
                           ['678', 'Uzma Dimitrov', 'Elm Row']],
 'service_period_totals.csv': [['Lens Fitting', '8', '2638.39'],
                               ['Massage', '6', '2062.64'],
                               ['Cleaning', '5', '1671.07'],
                               ['Blood Panel', '6', '1268.04'],
                               ['Ultrasound', '4', '979.71'],
                               ['Consultation', '4', '883.06'],
                               ['Rehab Session', '5', '638.32'],
                               ['Vaccination', '1', '492.36']],
 'top_patients.csv': [['665', 'Nils Jensen', '15', '4354.29'],
                      ['656', 'Rafael Brandt', '15', '3513.81'],
                      ['670', 'Jonas Xu', '10', '3359.67']]}
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
