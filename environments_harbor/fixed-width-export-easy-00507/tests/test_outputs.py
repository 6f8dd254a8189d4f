import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/data/outbound/bank_20221002.csv'
JSON_PATH = '/data/outbound/control.json'
HEADER = ['account_no', 'holder', 'branch', 'value_date', 'amount', 'channel']
ROWS = [['0007833424', 'EVANS KARL', 'TRV', '2018-06-30', '60920063.72', 'MKT'],
 ['1198138952', "O'BRIEN MARCO", 'A1', '2014-02-13', '79497896.42', 'OPS'],
 ['2254556558', 'IBSEN VERA', 'IT', '2018-01-24', '37198910.43', 'STD'],
 ['5169367001', 'DIXON KARL', 'COM', '', '71242054.44', 'STD'],
 ['1520854319', "O'BRIEN LINA", 'BR1', '2019-03-16', '12556329.89', 'A1'],
 ['0391232019', 'IBSEN RUBEN', 'ATM', '2021-11-08', '97895418.59', 'IT'],
 ['3986991627', 'GRANT SARA', 'WEB', '2017-07-15', '95950858.98', 'FIN'],
 ['4614805911', 'IBSEN CLARA', 'ATM', '2013-03-11', '53608064.88', 'SAL'],
 ['4166589653', 'BAKER JONAS', 'STD', '2019-10-10', '68422125.96', 'POS'],
 ['1891234271', 'NIELSEN HUGO', 'IND', '2016-03-01', '36384041.89', 'SAL'],
 ['9916747040', 'HOLM RUBEN', 'OPS', '2012-03-12', '52613490.35', 'ATM'],
 ['3796284492', 'FISCHER ANNA', 'BR1', '2014-11-28', '55647148.36', 'COM'],
 ['1892895447', 'DIXON KARL', 'DOM', '2012-08-07', '53514639.02', 'COM'],
 ['0535394447', 'CARTER VERA', 'X07', '2019-01-11', '17350992.36', 'SAL'],
 ['1619062242', 'MORGAN NORA', 'SAL', '2012-10-25', '37434534.02', 'A1'],
 ['5972738987', 'MORGAN ANNA', 'LEG', '2021-10-12', '75367998.71', 'B2'],
 ['5951268934', 'IBSEN BORIS', 'LOW', '2014-11-03', '34441790.56', 'LEG'],
 ['1616594202', 'IBSEN PAULA', 'A1', '2019-03-03', '63827185.34', 'LOW'],
 ['1172207381', 'MORGAN CLARA', 'BR1', '2013-08-10', '10331129.66', 'OPS'],
 ['9014038343', 'DIXON JONAS', 'B2', '2013-09-09', '81377058.06', 'COM'],
 ['0538984864', 'TURNER NORA', 'FIN', '2012-01-13', '81238870.32', 'LOW'],
 ['4571822030', "O'BRIEN GRACE", 'IND', '2021-04-27', '88720268.42', 'B2'],
 ['9378305185', 'CARTER EMMA', 'IT', '2014-03-13', '34931480.55', 'WEB'],
 ['5124197772', 'LARSEN JONAS', 'DOM', '2021-12-09', '55174901.71', 'SAL'],
 ['8107859091', 'TURNER HUGO', 'HR', '2017-09-29', '32349393.72', 'BR1']]
AMT = 4
CONTROL = {'records': 25, 'total_amount': '1387996646.36'}

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
