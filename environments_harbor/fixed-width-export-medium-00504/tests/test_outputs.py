import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/interfaces/csv/claims_20230615.csv'
JSON_PATH = '/srv/interfaces/csv/control.json'
HEADER = ['claim_no', 'insured', 'policy_type', 'loss_date', 'claim_amount', 'adjuster']
ROWS = [['00046819', 'LARSEN GRACE', 'MKT', '1977-12-13', '1751037.00', 'DOM'],
 ['12698362', 'DUPRÉ CLARA', 'B2', '2015-05-13', '8783131.09', 'STD'],
 ['75119442', 'WEIß EMMA', 'LOW', '2046-02-20', '6538443.06', 'POS'],
 ['91229596', 'MÜLLER MARCO', 'HR', '', '9086650.99', 'A1'],
 ['87090610', 'NIELSEN KARL', 'K9', '2002-08-14', '1163495.69', 'X07'],
 ['35109350', 'JANSEN VERA', 'HR', '1958-03-06', '6428005.08', 'K9'],
 ['75278608', 'SÆTHER SARA', 'COM', '1977-06-23', '8289725.43', 'K9'],
 ['71956527', 'PRICE KARL', 'K9', '2047-08-12', '1119864.85', 'BR1'],
 ['80465480', 'HOLM BORIS', 'SAL', '1990-01-11', '1482117.15', 'R-12'],
 ['86468322', 'TURNER ANNA', 'DOM', '2010-03-17', '9685050.30', 'SAL'],
 ['15941096', 'MÜLLER PAULA', 'POS', '2007-08-02', '2552094.99', 'HR'],
 ['31085276', 'TURNER EMMA', 'LEG', '2043-09-15', '9342334.06', 'IT'],
 ['25423438', 'DIXON HUGO', 'COM', '1968-11-05', '8615824.07', 'STD'],
 ['13354520', 'NIELSEN ANNA', 'STD', '1956-03-02', '859122.12', 'IND'],
 ['41744281', 'MÅNSSON FRANÇOIS', 'STD', '1991-05-21', '7386249.76', 'HOME'],
 ['81638843', 'TURNER FELIX', 'POS', '2044-12-18', '5122735.30', 'STD'],
 ['46137566', 'OLSEN TEODOR', 'K9', '2024-12-22', '8713697.00', 'TRV'],
 ['40535998', 'ADAMS FELIX', 'IND', '2025-10-17', '4530824.89', 'LEG'],
 ['18597040', 'STONE IRIS', 'IND', '2035-06-09', '3993493.22', 'ATM'],
 ['23115548', 'FISCHER SARA', 'IND', '2045-12-19', '7531251.49', 'COM'],
 ['64550453', 'JANSEN EMMA', 'POS', '1980-02-13', '3853443.47', 'AUTO'],
 ['78783122', 'DIXON NORA', 'STD', '1969-04-19', '8921410.94', 'POS'],
 ['02596708', 'BJÖRK JOSÉ', 'ATM', '1994-03-12', '4703165.99', 'OPS'],
 ['10144571', 'SÆTHER BORIS', 'DOM', '1994-12-05', '8518493.60', 'RND'],
 ['39696435', 'JANSEN KARL', 'BR1', '1974-09-13', '1107329.54', 'R-12'],
 ['76998703', 'FISCHER MARCO', 'SAL', '1988-10-16', '7330020.44', 'IT'],
 ['08526689', 'NIELSEN RUBEN', 'FIN', '1967-11-08', '2594831.46', 'TRV'],
 ['62166189', 'NIELSEN SARA', 'BR1', '1982-04-24', '5087100.07', 'R-12'],
 ['93074693', 'CARTER HUGO', 'BR1', '2001-01-28', '9433735.12', 'A1'],
 ['01602352', 'DIXON GRACE', 'BR1', '2045-04-09', '3988666.75', 'DOM'],
 ['42075284', 'NIELSEN MARCO', 'B2', '2042-03-27', '8028230.18', 'B2'],
 ['93655199', 'STONE RUBEN', 'IT', '1961-02-17', '8473192.35', 'DOM'],
 ['33624808', 'ROSS BORIS', 'K9', '1978-09-05', '4563143.11', 'RND'],
 ['02847481', 'NIELSEN PAULA', 'TRV', '1998-12-22', '4924897.63', 'SAL'],
 ['99744999', 'CARTER JONAS', 'X07', '1990-02-17', '7383051.33', 'LEG'],
 ['03569810', 'DUPRÉ PAULA', 'BR1', '1965-09-03', '1108409.37', 'WEB'],
 ['40744982', "O'BRIEN IRIS", 'LOW', '2035-02-20', '2369822.41', 'DOM'],
 ['59175263', 'PEÑA BJØRN', 'POS', '2048-04-13', '5377662.27', 'BR1'],
 ['10677831', 'FISCHER IRIS', 'SAL', '1996-03-25', '1267032.88', 'ATM'],
 ['90201584', 'JANSEN MARCO', 'K9', '2039-08-07', '3912607.94', 'COM'],
 ['17232858', 'ROSS MARCO', 'ATM', '1982-11-10', '8459422.13', 'TRV'],
 ['64140997', 'CARTER GRACE', 'STD', '2016-01-17', '3301115.01', 'LEG'],
 ['09897556', 'MORGAN GRACE', 'DOM', '2000-08-22', '1835754.92', 'RND'],
 ['10781813', 'JANSEN PAULA', 'SAL', '2004-05-09', '7493884.84', 'POS'],
 ['56390599', 'GRANT BORIS', 'IT', '2033-01-16', '2524067.22', 'SAL'],
 ['01031129', 'STONE VERA', 'POS', '1983-10-06', '4903914.99', 'IND']]
AMT = 4
CONTROL = {'header_date': '2023-06-15', 'records': 46, 'total_amount': '244439553.50', 'trailer_ok': True}

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
