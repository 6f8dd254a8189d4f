import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/data/staging/payroll_20241011.csv'
JSON_PATH = '/data/staging/control.json'
HEADER = ['emp_id', 'surname', 'given_name', 'dept', 'hire_date', 'gross_pay']
ROWS = [['002195', 'LARSEN', 'DAVID', 'DOM', '2024-01-01', '710887.28'],
 ['539738', 'GRANT', 'OSKAR', 'IT', '2020-07-25', '965626.16'],
 ['969898', 'QUINN', 'FELIX', 'OPS', '2015-03-03', '728778.18'],
 ['013959', 'JANSEN', 'PAULA', 'SAL', '', '926429.37'],
 ['682808', 'ADAMS', 'NORA', 'LOW', '2017-07-10', '210900.21'],
 ['105128', 'MORGAN', 'KARL', 'IT', '2016-04-03', '848103.64'],
 ['355859', 'EVANS', 'HUGO', 'K9', '2015-03-06', '820355.11'],
 ['161218', 'KELLER', 'RUBEN', 'HR', '2021-12-15', '427111.10'],
 ['962807', 'STONE', 'DAVID', 'K9', '2016-09-09', '896085.42'],
 ['077869', 'ADAMS', 'DAVID', 'FIN', '2014-05-12', '51182.30'],
 ['275397', 'EVANS', 'VERA', 'COM', '2019-10-16', '411020.67'],
 ['400973', 'TURNER', 'LINA', 'MKT', '2022-02-22', '97889.65'],
 ['232237', 'BAKER', 'EMMA', 'X07', '2016-03-15', '69881.22'],
 ['211098', 'IBSEN', 'TEODOR', 'DOM', '2024-05-23', '521902.46'],
 ['852286', 'CARTER', 'TEODOR', 'COM', '2017-11-13', '552971.39'],
 ['817800', 'HOLM', 'NORA', 'WEB', '2017-02-02', '936629.47'],
 ['505295', 'BAKER', 'OSKAR', 'K9', '2017-11-08', '317578.89'],
 ['630408', 'KELLER', 'ANNA', 'K9', '2021-03-14', '63377.12'],
 ['306893', 'QUINN', 'TEODOR', 'OPS', '2014-02-05', '918558.92'],
 ['563082', 'DIXON', 'ANNA', 'LEG', '2020-01-01', '846973.71'],
 ['121890', 'STONE', 'OSKAR', 'BR1', '2015-03-28', '537468.93'],
 ['373118', 'IBSEN', 'SARA', 'TRV', '2016-10-30', '707441.60'],
 ['317571', 'NIELSEN', 'ANNA', 'STD', '2023-09-11', '7729.62'],
 ['657266', 'BAKER', 'ANNA', 'R-12', '2020-12-08', '917900.72'],
 ['773960', 'OLSEN', 'PAULA', 'IND', '2015-09-24', '463403.57'],
 ['307069', 'BAKER', 'EMMA', 'SAL', '2017-01-16', '804131.75'],
 ['973093', 'JANSEN', 'KARL', 'X07', '2021-05-10', '338736.23'],
 ['470416', 'JANSEN', 'RUBEN', 'AUTO', '2024-05-11', '99658.39'],
 ['797019', "O'BRIEN", 'GRACE', 'K9', '2016-01-29', '494149.64'],
 ['491914', 'MORGAN', 'LINA', 'LOW', '2024-08-18', '310935.07'],
 ['023646', 'QUINN', 'CLARA', 'B2', '2016-06-12', '476258.37'],
 ['128044', 'HOLM', 'NORA', 'ATM', '2022-10-30', '196451.40'],
 ['054983', 'HOLM', 'CLARA', 'WEB', '2020-12-15', '732053.35'],
 ['725556', 'DIXON', 'HUGO', 'FIN', '2023-03-26', '970530.54'],
 ['690305', 'IBSEN', 'HUGO', 'B2', '2019-09-30', '404738.87'],
 ['525456', 'ROSS', 'ANNA', 'IT', '2017-01-08', '24505.89'],
 ['132051', 'LARSEN', 'KARL', 'IT', '2017-07-04', '186422.85']]
AMT = 5
CONTROL = {'records': 37, 'total_amount': '18994759.06'}

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
