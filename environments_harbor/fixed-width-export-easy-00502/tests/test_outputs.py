import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/interfaces/csv/payroll_20240809.csv'
JSON_PATH = '/srv/interfaces/csv/control.json'
HEADER = ['emp_id', 'surname', 'given_name', 'dept', 'hire_date', 'gross_pay']
ROWS = [['005612', 'TURNER', 'TEODOR', 'FIN', '2016-12-01', '417520.44'],
 ['697391', "O'BRIEN", 'NORA', 'B2', '2015-05-21', '342661.71'],
 ['974945', 'IBSEN', 'ANNA', 'HR', '2017-04-04', '790850.06'],
 ['615851', 'JANSEN', 'LINA', 'POS', '', '643384.06'],
 ['265843', 'KELLER', 'ANNA', 'HOME', '2017-02-20', '186543.72'],
 ['748312', 'IBSEN', 'BORIS', 'FIN', '2015-05-02', '224805.55'],
 ['950553', 'MORGAN', 'PAULA', 'STD', '2014-02-06', '731483.28'],
 ['275340', 'NIELSEN', 'OSKAR', 'R-12', '2017-09-28', '736506.29'],
 ['154835', 'CARTER', 'MARCO', 'R-12', '2017-08-09', '571164.46'],
 ['680163', "O'BRIEN", 'RUBEN', 'COM', '2024-04-12', '596062.94'],
 ['586988', 'MORGAN', 'GRACE', 'X07', '2020-05-29', '765599.39'],
 ['519506', 'QUINN', 'MARCO', 'STD', '2017-05-11', '701432.76'],
 ['294657', "O'BRIEN", 'LINA', 'A1', '2014-12-25', '390631.37'],
 ['371413', 'BAKER', 'JONAS', 'MKT', '2016-05-29', '449715.03'],
 ['237905', 'JANSEN', 'ANNA', 'HOME', '2020-10-14', '185263.92'],
 ['777619', 'BAKER', 'CLARA', 'X07', '2017-04-06', '961840.74'],
 ['693660', 'ADAMS', 'DAVID', 'COM', '2018-08-11', '414346.74'],
 ['077719', "O'BRIEN", 'GRACE', 'MKT', '2016-07-07', '905602.08'],
 ['234089', 'LARSEN', 'OSKAR', 'OPS', '2016-01-08', '664352.11'],
 ['748338', 'HOLM', 'GRACE', 'MKT', '2022-09-04', '374852.97'],
 ['895183', 'GRANT', 'GRACE', 'COM', '2018-09-22', '560555.33'],
 ['608771', 'OLSEN', 'GRACE', 'DOM', '2019-09-11', '115612.10'],
 ['467270', 'STONE', 'GRACE', 'IT', '2019-10-01', '833786.02'],
 ['807435', 'TURNER', 'IRIS', 'ATM', '2018-03-25', '253766.39'],
 ['183893', 'OLSEN', 'SARA', 'POS', '2013-12-16', '445325.70'],
 ['787341', 'ROSS', 'MARCO', 'POS', '2023-11-25', '103629.21'],
 ['826287', 'DIXON', 'OSKAR', 'IT', '2023-12-08', '852976.54'],
 ['363040', 'ADAMS', 'FELIX', 'K9', '2024-07-31', '54662.95']]
AMT = 5
CONTROL = {'records': 28, 'total_amount': '14274933.86'}

def _rows():
    assert os.path.isfile(CSV_PATH), f"missing {CSV_PATH}"
    raw = open(CSV_PATH, "rb").read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise AssertionError(f"{CSV_PATH} is not valid UTF-8: {e}")
    return [r for r in csv.reader(io.StringIO(text)) if r]

def test_header():
    assert _rows()[0] == HEADER, f"header {_rows()[0]} != {HEADER}"

def test_row_count():
    assert len(_rows()) - 1 == len(ROWS), f"{len(_rows()) - 1} data rows, expected {len(ROWS)}"

def test_values():
    got = _rows()[1:]
    for i, (g, w) in enumerate(zip(got, ROWS), 1):
        assert len(g) == len(w), f"row {i}: {len(g)} cells, expected {len(w)}"
        for j, (a, b) in enumerate(zip(g, w)):
            if j == AMT:
                assert "." in a and len(a.split(".")[1]) == 2, f"row {i} {HEADER[j]}: {a!r} needs two decimals"
                assert Decimal(a) == Decimal(b), f"row {i} ({w[0]}): {HEADER[j]} {a} != {b}"
            else:
                assert a == b, f"row {i} ({w[0]}): {HEADER[j]} is {a!r}, expected {b!r}"

def test_control():
    assert os.path.isfile(JSON_PATH), f"missing {JSON_PATH}"
    c = json.load(open(JSON_PATH))
    for k, v in CONTROL.items():
        assert k in c, f"control.json lacks {k!r}"
        if k == "total_amount":
            assert abs(float(c[k]) - float(v)) < 0.005, f"total_amount {c[k]} != {v}"
        else:
            assert c[k] == v, f"control.json {k}: {c[k]!r} != {v!r}"
