import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/interfaces/csv/payroll_20240520.csv'
JSON_PATH = '/srv/interfaces/csv/control.json'
HEADER = ['emp_id', 'surname', 'given_name', 'dept', 'hire_date', 'gross_pay']
ROWS = [['003977', 'FISCHER', 'IRIS', 'STD', '2020-02-03', '26582.13'],
 ['939427', 'GRANT', 'PAULA', 'STD', '2014-09-22', '971204.09'],
 ['253985', 'ADAMS', 'DAVID', 'DOM', '2018-09-24', '142483.19'],
 ['374661', 'JANSEN', 'NORA', 'X07', '', '338263.89'],
 ['935514', 'TURNER', 'PAULA', 'HOME', '2018-04-15', '640762.71'],
 ['559279', 'JANSEN', 'RUBEN', 'RND', '2014-02-10', '471064.95'],
 ['351117', 'KELLER', 'JONAS', 'OPS', '2018-05-19', '847284.28'],
 ['724878', 'MORGAN', 'KARL', 'WEB', '2024-05-13', '138775.01'],
 ['653516', 'JANSEN', 'FELIX', 'POS', '2016-06-07', '419826.67'],
 ['377190', 'TURNER', 'RUBEN', 'ATM', '2019-07-31', '139982.61'],
 ['096723', 'ROSS', 'GRACE', 'HR', '2024-04-30', '597908.90'],
 ['755606', 'ADAMS', 'HUGO', 'LOW', '2020-11-08', '905740.87'],
 ['707665', 'CARTER', 'EMMA', 'IT', '2020-12-09', '426263.88'],
 ['767372', 'NIELSEN', 'NORA', 'HOME', '2021-06-13', '150565.93'],
 ['835702', 'ADAMS', 'PAULA', 'HOME', '2018-03-06', '484575.28'],
 ['918762', 'IBSEN', 'IRIS', 'ATM', '2018-01-11', '49353.80'],
 ['511803', 'ROSS', 'MARCO', 'HR', '2021-07-31', '706056.65'],
 ['596735', 'DIXON', 'PAULA', 'B2', '2019-10-16', '937929.70'],
 ['761290', 'ROSS', 'IRIS', 'X07', '2018-05-14', '90218.97'],
 ['103940', 'CARTER', 'KARL', 'MKT', '2020-09-29', '385418.78'],
 ['251072', "O'BRIEN", 'PAULA', 'OPS', '2019-11-03', '802668.28'],
 ['016208', 'DIXON', 'BORIS', 'K9', '2016-05-27', '351905.40'],
 ['185934', 'QUINN', 'CLARA', 'MKT', '2018-12-28', '580258.28'],
 ['704694', 'HOLM', 'VERA', 'K9', '2020-06-14', '7119.57'],
 ['466031', 'MORGAN', 'ANNA', 'HOME', '2016-08-26', '824220.94'],
 ['313132', 'LARSEN', 'FELIX', 'LOW', '2020-08-11', '896960.43'],
 ['156112', 'MORGAN', 'VERA', 'HR', '2014-12-24', '95236.85'],
 ['969041', 'JANSEN', 'HUGO', 'IND', '2015-04-17', '641567.86'],
 ['002635', 'DIXON', 'GRACE', 'MKT', '2015-08-15', '642677.37'],
 ['300227', "O'BRIEN", 'ANNA', 'OPS', '2023-03-03', '137830.10'],
 ['497772', 'EVANS', 'CLARA', 'MKT', '2018-01-31', '862760.70'],
 ['451345', 'ROSS', 'IRIS', 'WEB', '2015-08-26', '105400.77'],
 ['984923', 'STONE', 'IRIS', 'R-12', '2016-10-17', '143842.33'],
 ['193627', 'KELLER', 'GRACE', 'AUTO', '2021-06-28', '636371.90']]
AMT = 5
CONTROL = {'records': 34, 'total_amount': '15599083.07'}

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
