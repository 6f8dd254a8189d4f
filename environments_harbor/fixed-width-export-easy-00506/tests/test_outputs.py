import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/bank_20250503.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['account_no', 'holder', 'branch', 'value_date', 'amount', 'channel']
ROWS = [['0047728760', "O'BRIEN GRACE", 'WEB', '2015-12-09', '55929304.69', 'ATM'],
 ['9917763562', 'ROSS IRIS', 'IT', '2016-09-01', '49328142.21', 'SAL'],
 ['2074018153', 'KELLER VERA', 'LEG', '2020-01-31', '56507866.37', 'DOM'],
 ['2602418277', 'PRICE OSKAR', 'FIN', '', '75864438.07', 'STD'],
 ['7109260258', 'IBSEN KARL', 'DOM', '2015-05-01', '67623539.93', 'SAL'],
 ['0654529787', 'STONE CLARA', 'LEG', '2024-01-18', '37859034.25', 'COM'],
 ['5544553287', 'KELLER RUBEN', 'IND', '2016-05-09', '59613903.82', 'K9'],
 ['0153372587', 'MORGAN VERA', 'IND', '2015-05-27', '62848151.67', 'WEB'],
 ['6863534808', 'ROSS HUGO', 'BR1', '2015-03-31', '93176775.47', 'OPS'],
 ['8757512851', 'NIELSEN EMMA', 'LOW', '2021-08-06', '39691286.41', 'HR'],
 ['9338239464', 'BAKER HUGO', 'B2', '2017-08-15', '21025173.16', 'DOM'],
 ['5287273879', 'MORGAN NORA', 'IT', '2017-02-09', '49708483.71', 'ATM'],
 ['5634033775', 'IBSEN TEODOR', 'POS', '2024-04-26', '46987770.57', 'MKT'],
 ['9050181054', 'ROSS MARCO', 'ATM', '2022-02-03', '49171105.41', 'WEB'],
 ['9642362369', 'IBSEN CLARA', 'X07', '2022-04-28', '47972597.26', 'STD'],
 ['9355409619', 'LARSEN FELIX', 'TRV', '2017-08-06', '34988153.69', 'ATM'],
 ['7011881274', "O'BRIEN KARL", 'MKT', '2019-09-23', '3144173.15', 'A1'],
 ['9045292690', 'QUINN EMMA', 'RND', '2014-06-13', '20225195.09', 'OPS'],
 ['5868119357', 'ADAMS CLARA', 'TRV', '2025-04-04', '29757238.04', 'MKT'],
 ['0367150267', 'JANSEN TEODOR', 'DOM', '2018-04-01', '47943010.69', 'LOW'],
 ['7774132844', 'HOLM TEODOR', 'DOM', '2016-06-15', '92927563.58', 'STD'],
 ['3411468982', 'QUINN BORIS', 'HR', '2017-09-21', '25216565.02', 'IND'],
 ['5199768676', 'LARSEN DAVID', 'SAL', '2017-03-28', '81465513.25', 'RND'],
 ['0485177062', 'NIELSEN PAULA', 'OPS', '2017-01-31', '22997832.16', 'FIN'],
 ['6642867834', 'LARSEN PAULA', 'ATM', '2020-08-30', '40965409.61', 'DOM'],
 ['7217988129', 'EVANS MARCO', 'FIN', '2022-09-25', '6816868.04', 'IND'],
 ['5158834133', 'MORGAN LINA', 'OPS', '2019-09-12', '43721033.37', 'HR'],
 ['4383055570', 'PRICE ANNA', 'DOM', '2022-10-26', '88769831.45', 'IT'],
 ['1003986070', 'EVANS NORA', 'DOM', '2018-09-26', '49089735.04', 'SAL'],
 ['9525369906', 'IBSEN HUGO', 'X07', '2023-03-14', '25245548.68', 'ATM'],
 ['4508087916', 'NIELSEN FELIX', 'SAL', '2015-08-05', '74872858.51', 'FIN'],
 ['2468453591', 'HOLM VERA', 'ATM', '2024-09-21', '21393794.07', 'STD']]
AMT = 4
CONTROL = {'records': 32, 'total_amount': '1522847896.44'}

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
