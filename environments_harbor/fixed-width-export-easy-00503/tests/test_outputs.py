import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/data/staging/payroll_20210216.csv'
JSON_PATH = '/data/staging/control.json'
HEADER = ['emp_id', 'surname', 'given_name', 'dept', 'hire_date', 'gross_pay']
ROWS = [['005911', 'TURNER', 'JONAS', 'K9', '2020-10-25', '375478.95'],
 ['925356', 'MORGAN', 'LINA', 'HR', '2017-11-29', '428284.03'],
 ['914587', 'IBSEN', 'CLARA', 'IT', '2011-10-18', '701923.47'],
 ['685843', 'GRANT', 'BORIS', 'X07', '', '763930.96'],
 ['339795', 'STONE', 'GRACE', 'IT', '2021-02-10', '882233.80'],
 ['435445', 'HOLM', 'IRIS', 'TRV', '2019-11-12', '839063.05'],
 ['095175', 'TURNER', 'PAULA', 'LEG', '2019-01-14', '332670.47'],
 ['968252', 'DIXON', 'IRIS', 'K9', '2011-11-18', '979070.95'],
 ['583557', 'DIXON', 'TEODOR', 'A1', '2018-10-19', '260565.99'],
 ['527979', 'QUINN', 'PAULA', 'HR', '2013-07-25', '58390.17'],
 ['037343', 'ROSS', 'OSKAR', 'LEG', '2014-04-07', '292167.24'],
 ['559867', 'TURNER', 'KARL', 'ATM', '2013-01-24', '374471.16'],
 ['457455', 'KELLER', 'TEODOR', 'WEB', '2017-05-25', '558744.86'],
 ['336428', 'CARTER', 'PAULA', 'BR1', '2019-01-27', '908344.48'],
 ['150577', 'GRANT', 'MARCO', 'DOM', '2019-10-28', '857165.15'],
 ['628437', 'KELLER', 'TEODOR', 'LEG', '2011-04-19', '954653.37'],
 ['635109', 'BAKER', 'SARA', 'BR1', '2012-11-26', '19200.14'],
 ['415118', 'STONE', 'LINA', 'IT', '2019-09-08', '396711.05'],
 ['378985', 'KELLER', 'KARL', 'DOM', '2017-07-26', '326818.39'],
 ['671723', 'TURNER', 'CLARA', 'BR1', '2020-02-06', '186144.08'],
 ['707674', 'HOLM', 'JONAS', 'X07', '2011-07-16', '430688.91'],
 ['851098', 'EVANS', 'TEODOR', 'WEB', '2016-06-22', '91004.11'],
 ['341603', 'NIELSEN', 'KARL', 'SAL', '2011-09-08', '339797.76'],
 ['779059', "O'BRIEN", 'MARCO', 'DOM', '2020-09-15', '748827.54'],
 ['934585', 'EVANS', 'RUBEN', 'FIN', '2016-12-21', '11166.88'],
 ['501270', 'OLSEN', 'FELIX', 'X07', '2011-06-18', '852155.55'],
 ['432775', 'LARSEN', 'PAULA', 'X07', '2013-12-15', '118735.22'],
 ['122078', 'GRANT', 'PAULA', 'LOW', '2013-09-06', '628657.32'],
 ['790260', 'STONE', 'SARA', 'BR1', '2016-12-14', '174579.81'],
 ['092015', 'LARSEN', 'VERA', 'TRV', '2018-08-06', '547204.92'],
 ['881436', 'LARSEN', 'DAVID', 'COM', '2019-05-08', '281947.43'],
 ['685794', 'STONE', 'SARA', 'TRV', '2016-02-16', '410220.96'],
 ['278675', 'LARSEN', 'LINA', 'LEG', '2019-08-23', '893932.46'],
 ['344622', 'HOLM', 'ANNA', 'BR1', '2017-06-30', '233940.04'],
 ['473606', 'ROSS', 'RUBEN', 'AUTO', '2013-07-31', '660136.84'],
 ['223186', "O'BRIEN", 'KARL', 'OPS', '2016-03-08', '557063.94'],
 ['168443', 'CARTER', 'VERA', 'DOM', '2012-02-03', '955327.46']]
AMT = 5
CONTROL = {'records': 37, 'total_amount': '18431418.91'}

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
