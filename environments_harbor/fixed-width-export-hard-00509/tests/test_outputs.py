import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/data/staging/claims_20250401.csv'
JSON_PATH = '/data/staging/control.json'
HEADER = ['claim_no', 'insured', 'policy_type', 'loss_date', 'claim_amount', 'adjuster']
ROWS = [['00046689', 'HOLM BORIS', 'TRV', '1982-12-18', '2728526.36', 'IT'],
 ['67656126', 'GÜNTHER CLARA', 'TRV', '2007-09-21', '5957342.95', 'X07'],
 ['19854782', 'NÚÑEZ EMMA', 'STD', '2000-01-04', '9147483.65', 'WEB'],
 ['73306047', 'NÚÑEZ SARA', 'SAL', '', '3792041.97', 'SAL'],
 ['67257695', 'FISCHER TEODOR', 'B2', '1996-07-15', '-1608336.93', 'X07'],
 ['94763092', 'BJÖRK BORIS', 'OPS', '2009-10-24', '-7342220.65', 'R-12'],
 ['80507989', 'QUINN MARCO', 'X07', '', '343022.54', 'AUTO'],
 ['04523073', 'NIELSEN BORIS', 'DOM', '1968-04-09', '8560619.85', 'RND'],
 ['96510946', 'GRANT DAVID', 'HR', '1988-09-20', '2441831.60', 'IT'],
 ['06724245', 'CARTER BORIS', 'STD', '1997-09-28', '9422437.91', 'LEG'],
 ['60891902', 'WEIß JÜRGEN', 'HR', '2048-03-21', '6319299.88', 'AUTO'],
 ['01475233', 'GONÇALVES NORA', 'X07', '2036-12-14', '9188757.93', 'LOW'],
 ['08828880', 'LÖFGREN IRIS', 'IT', '1978-04-26', '7759356.11', 'X07'],
 ['08730782', 'WEIß MARCO', 'IND', '1989-09-12', '755120.67', 'B2'],
 ['82392371', 'BAKER FELIX', 'FIN', '2011-06-11', '6458957.38', 'ATM'],
 ['08201710', 'ROSS CLARA', 'STD', '2006-03-28', '1244257.69', 'FIN'],
 ['44366258', 'JANSEN DAVID', 'OPS', '2053-02-01', '2065999.64', 'HR'],
 ['32549105', 'SÆTHER BORIS', 'STD', '1962-06-08', '9888481.22', 'A1'],
 ['11710274', 'WEIß GRACE', 'MKT', '2013-05-07', '2571426.67', 'R-12'],
 ['35710374', 'BAKER OSKAR', 'FIN', '1991-04-24', '3841153.60', 'MKT'],
 ['91534738', 'OLSEN JONAS', 'BR1', '2021-11-15', '393388.50', 'LOW'],
 ['83182135', 'DUPRÉ PAULA', 'TRV', '', '4637.30', 'IND'],
 ['25693151', 'BAKER HUGO', 'POS', '2046-12-12', '7142790.96', 'OPS'],
 ['22195585', 'MORGAN PAULA', 'HR', '2015-10-18', '3848137.84', 'A1'],
 ['78843492', 'ADAMS NORA', 'A1', '2021-05-05', '9730816.02', 'POS'],
 ['53280843', 'OLSEN EMMA', 'ATM', '2017-12-11', '2036647.04', 'K9'],
 ['33879880', 'MORGAN IRIS', 'FIN', '2035-06-18', '5276844.63', 'R-12'],
 ['35690391', 'ROSS NORA', 'LOW', '1971-06-18', '2305001.87', 'BR1'],
 ['85046942', 'CARTER OSKAR', 'OPS', '1983-03-15', '2021337.64', 'R-12'],
 ['87822726', 'PRICE RUBEN', 'FIN', '2053-07-13', '3767258.23', 'AUTO'],
 ['59487816', 'MÅNSSON IRIS', 'X07', '1959-11-12', '6692877.75', 'COM'],
 ['99809814', 'ADAMS PAULA', 'STD', '2005-11-14', '222738.44', 'IT'],
 ['26108902', 'ADAMS GRACE', 'LOW', '2028-06-26', '3446774.88', 'POS'],
 ['25529803', 'BAKER KARL', 'IT', '1981-12-26', '6686727.95', 'SAL'],
 ['22205209', 'CARTER NORA', 'IT', '', '9287326.19', 'STD'],
 ['05052627', 'LARSEN FELIX', 'COM', '2032-06-08', '5034832.44', 'B2'],
 ['24001364', 'NÚÑEZ FELIX', 'HR', '2010-02-03', '3413273.63', 'BR1'],
 ['96973979', 'NIELSEN DAVID', 'X07', '2052-10-03', '7324140.46', 'BR1'],
 ['91476948', 'ROSS LINA', 'RND', '2031-01-23', '5137541.00', 'COM'],
 ['25401160', 'RAMÍREZ VERA', 'A1', '1963-04-01', '2088022.91', 'STD'],
 ['19957039', 'BAKER BORIS', 'RND', '', '747725.03', 'ATM'],
 ['74270181', 'BAKER PAULA', 'LEG', '2020-12-24', '152388.15', 'RND'],
 ['86844206', 'GRANT DAVID', 'K9', '2025-02-25', '5110094.31', 'RND'],
 ['90121367', 'PRICE PAULA', 'WEB', '2036-12-27', '5730682.19', 'WEB'],
 ['07400870', 'GRANT OSKAR', 'BR1', '2013-05-16', '8251999.45', 'AUTO'],
 ['54651375', 'TURNER SARA', 'COM', '1997-09-07', '940796.41', 'WEB'],
 ['23566454', 'DIXON OSKAR', 'B2', '1971-03-14', '7649727.30', 'STD'],
 ['11910705', 'IBSEN SARA', 'BR1', '1974-11-28', '6355916.77', 'HOME'],
 ['15601503', 'IBSEN LINA', 'HR', '1989-01-15', '1971019.49', 'RND'],
 ['47305187', 'PRICE EMMA', 'FIN', '2056-10-24', '6107488.77', 'TRV'],
 ['40811896', 'HOLM VERA', 'STD', '2053-04-24', '7041773.09', 'AUTO'],
 ['61513660', 'IBSEN TEODOR', 'ATM', '1988-09-04', '3629004.60', 'HOME'],
 ['82070836', 'IBSEN DAVID', 'COM', '2048-12-23', '8874003.03', 'B2'],
 ['00043117', 'RAMÍREZ SØREN', 'STD', '2014-02-12', '4301414.89', 'FIN'],
 ['72510634', 'OLSEN NORA', 'A1', '1981-11-10', '8622035.43', 'LOW'],
 ['07500244', 'WEIß SARA', 'TRV', '2017-11-11', '7982690.79', 'ATM'],
 ['89804872', 'OLSEN PAULA', 'WEB', '2047-09-23', '6860049.96', 'B2'],
 ['88674445', 'STONE PAULA', 'STD', '1983-01-25', '7814082.40', 'K9'],
 ['74313176', 'QUINN NORA', 'LEG', '1990-02-28', '6638148.10', 'SAL'],
 ['44671086', 'MÜLLER TEODOR', 'IT', '2024-04-12', '6170702.46', 'DOM'],
 ['21754359', 'JANSEN GRACE', 'RND', '2041-09-21', '4008733.22', 'TRV'],
 ['29354637', 'MÜLLER HUGO', 'A1', '2015-07-19', '950780.59', 'OPS'],
 ['97261709', 'BAKER OSKAR', 'HR', '1972-02-05', '376657.37', 'SAL']]
AMT = 4
CONTROL = {'adjustments': 9, 'header_date': '2025-04-01', 'records': 63, 'total_amount': '285684589.52', 'trailer_ok': True}

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
