import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/opt/legacy/csv/bank_20250923.csv'
JSON_PATH = '/opt/legacy/csv/control.json'
HEADER = ['account_no', 'holder', 'branch', 'value_date', 'amount', 'channel']
ROWS = [['0022244381', 'MORGAN PAULA', 'IT', '2017-11-11', '17376771.19', 'A1'],
 ['0119213246', 'KELLER LINA', 'X07', '2024-08-12', '10742173.71', 'OPS'],
 ['6401475645', 'ROSS TEODOR', 'IT', '2020-07-26', '75769185.59', 'OPS'],
 ['9901481559', 'QUINN GRACE', 'MKT', '', '15294890.21', 'X07'],
 ['9773860036', 'JANSEN VERA', 'K9', '2018-01-18', '65033168.20', 'K9'],
 ['4795072362', 'KELLER IRIS', 'LEG', '2022-08-18', '98564260.74', 'B2'],
 ['4947946260', 'LARSEN GRACE', 'COM', '2023-05-20', '96743221.60', 'IT'],
 ['4178454136', 'ADAMS SARA', 'MKT', '2015-09-09', '33295598.85', 'STD'],
 ['5234047671', 'CARTER SARA', 'POS', '2025-03-02', '88880446.54', 'K9'],
 ['8232361627', 'IBSEN FELIX', 'LOW', '2016-03-14', '96595226.69', 'LEG'],
 ['5295547153', 'DIXON MARCO', 'HR', '2019-04-24', '85148224.28', 'SAL'],
 ['0514892501', 'OLSEN HUGO', 'LEG', '2014-12-18', '9078036.02', 'ATM'],
 ['2780433684', 'PRICE MARCO', 'POS', '2022-10-19', '34356810.84', 'FIN'],
 ['7176748609', 'BAKER ANNA', 'STD', '2025-07-05', '60781038.79', 'IT'],
 ['2335271816', 'KELLER DAVID', 'OPS', '2023-04-13', '6682478.81', 'IT'],
 ['0553372961', 'CARTER VERA', 'RND', '2024-07-25', '37863788.69', 'IT'],
 ['3556329518', 'TURNER SARA', 'DOM', '2025-07-14', '91726079.04', 'A1'],
 ['6647132031', 'STONE ANNA', 'B2', '2015-06-12', '82927535.73', 'WEB'],
 ['7242631758', 'STONE FELIX', 'OPS', '2023-06-14', '12002793.98', 'HR'],
 ['8951130382', 'TURNER JONAS', 'BR1', '2016-01-02', '79069914.02', 'IND'],
 ['8823863266', 'LARSEN PAULA', 'DOM', '2016-04-29', '82208048.44', 'WEB'],
 ['8068689658', 'EVANS TEODOR', 'POS', '2018-10-06', '47278052.08', 'BR1'],
 ['0026114159', 'ADAMS KARL', 'A1', '2016-08-06', '56967232.48', 'SAL'],
 ['1023815208', 'NIELSEN ANNA', 'A1', '2021-05-25', '49467888.39', 'IT'],
 ['9668545269', 'QUINN LINA', 'POS', '2023-02-13', '40222464.92', 'POS'],
 ['3266775526', 'MORGAN OSKAR', 'B2', '2018-11-26', '3984534.95', 'HR'],
 ['3325145705', 'STONE NORA', 'X07', '2020-12-25', '49386942.49', 'TRV'],
 ['3332786842', 'FISCHER HUGO', 'IT', '2023-03-23', '56195478.34', 'SAL'],
 ['5430762898', 'KELLER SARA', 'OPS', '2022-01-25', '5305404.49', 'POS'],
 ['5024027309', 'HOLM EMMA', 'X07', '2018-01-19', '70127611.83', 'IT'],
 ['4813388742', 'LARSEN SARA', 'ATM', '2015-08-16', '32429783.87', 'WEB'],
 ['2774106437', 'BAKER BORIS', 'X07', '2024-05-21', '88948801.76', 'MKT']]
AMT = 4
CONTROL = {'records': 32, 'total_amount': '1680453887.56'}

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
