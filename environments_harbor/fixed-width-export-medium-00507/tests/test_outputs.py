import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/opt/legacy/csv/claims_20211004.csv'
JSON_PATH = '/opt/legacy/csv/control.json'
HEADER = ['claim_no', 'insured', 'policy_type', 'loss_date', 'claim_amount', 'adjuster']
ROWS = [['00739957', 'ADAMS GRACE', 'HR', '1999-10-03', '1891006.87', 'LEG'],
 ['97561043', 'GÜNTHER GRACE', 'BR1', '2001-01-02', '4085831.11', 'FIN'],
 ['11712470', 'SÆTHER RENÉ', 'WEB', '1970-08-13', '8999693.12', 'SAL'],
 ['27259117', 'BAKER KARL', 'LEG', '', '1039735.45', 'LEG'],
 ['72637752', 'BJÖRK ÅSA', 'ATM', '2029-02-11', '2124832.03', 'MKT'],
 ['50032229', 'MÜLLER NOÉMIE', 'POS', '2042-06-19', '603677.98', 'HOME'],
 ['39876298', 'BAKER TEODOR', 'X07', '1987-05-23', '3524970.25', 'STD'],
 ['23341241', 'GÜNTHER BORIS', 'SAL', '1957-07-16', '8480641.95', 'FIN'],
 ['07179594', 'OLSEN RUBEN', 'LOW', '2036-04-18', '1959786.61', 'RND'],
 ['51558607', 'PRICE RUBEN', 'HR', '2046-10-11', '8741061.46', 'IT'],
 ['44316883', 'HOLM JONAS', 'IND', '1959-04-26', '2663188.96', 'COM'],
 ['60227051', 'GRANT ANNA', 'DOM', '1962-09-20', '4112174.11', 'X07'],
 ['81443871', 'QUINN VERA', 'POS', '2034-01-25', '741651.29', 'LEG'],
 ['93666686', 'DIXON VERA', 'LOW', '2027-11-25', '2278683.34', 'LOW'],
 ['23617918', 'EVANS BORIS', 'WEB', '2042-11-16', '6344634.09', 'R-12'],
 ['47590300', 'NIELSEN HUGO', 'LOW', '2034-05-01', '2828442.13', 'R-12'],
 ['10217131', 'CARTER NORA', 'POS', '2003-11-05', '7757685.88', 'AUTO'],
 ['42237849', "O'BRIEN ANNA", 'IT', '2018-05-22', '4382291.41', 'X07'],
 ['47827905', 'DIXON ANNA', 'X07', '1953-10-17', '9403454.58', 'TRV'],
 ['98833029', "O'BRIEN GRACE", 'TRV', '2014-01-28', '5778524.88', 'A1'],
 ['21466497', 'BAKER DAVID', 'ATM', '2005-09-15', '8526814.19', 'ATM'],
 ['69179547', 'IBSEN DAVID', 'X07', '2036-02-10', '5059647.63', 'HR'],
 ['74956916', 'TURNER TEODOR', 'IT', '1999-04-16', '6026865.37', 'RND'],
 ['21357271', 'PRICE NORA', 'ATM', '2032-09-11', '8717934.57', 'COM'],
 ['53807865', 'EVANS FELIX', 'STD', '1987-10-06', '203084.19', 'A1'],
 ['58010544', 'OLSEN NORA', 'COM', '1957-11-14', '1174697.33', 'STD'],
 ['68373496', 'DUPRÉ PAULA', 'A1', '1988-05-15', '3157647.17', 'DOM'],
 ['54154496', 'WEIß INÊS', 'BR1', '2029-10-10', '709514.01', 'HR'],
 ['18318429', 'GRANT RUBEN', 'POS', '1989-11-18', '6639833.89', 'FIN'],
 ['02633995', 'SÆTHER BORIS', 'BR1', '1961-01-08', '7142813.10', 'AUTO'],
 ['66177908', 'PRICE PAULA', 'ATM', '2015-09-10', '7166641.83', 'OPS'],
 ['55282734', 'KELLER FELIX', 'ATM', '1973-08-28', '8671390.33', 'SAL'],
 ['05794045', 'WEIß ÅSA', 'HR', '2038-02-07', '5341369.44', 'RND'],
 ['68350239', 'CARTER FELIX', 'ATM', '2015-08-02', '79253.48', 'ATM'],
 ['64189707', 'DIXON CLARA', 'ATM', '1993-10-09', '6457785.55', 'BR1'],
 ['79222350', 'DUPRÉ NOÉMIE', 'MKT', '', '6560330.78', 'COM'],
 ['45409860', 'FISCHER IRIS', 'POS', '2045-09-16', '6548226.79', 'LEG'],
 ['20252766', 'DUPRÉ ANNA', 'WEB', '1976-08-12', '5663754.97', 'COM'],
 ['36932154', 'ADAMS PAULA', 'B2', '1980-09-24', '7985023.32', 'IT'],
 ['99158054', 'TURNER VERA', 'POS', '2019-08-04', '8451998.16', 'IND'],
 ['31516676', 'RAMÍREZ JÜRGEN', 'DOM', '2045-05-14', '2518679.52', 'HR'],
 ['62517379', 'GÜNTHER ZOË', 'DOM', '2037-07-26', '8132009.91', 'MKT'],
 ['03455162', 'HOLM IRIS', 'A1', '1970-05-23', '5231283.00', 'SAL'],
 ['29639210', 'NIELSEN OSKAR', 'HR', '2046-06-21', '8193285.68', 'MKT'],
 ['87101811', 'SÆTHER RENÉ', 'X07', '1988-07-07', '6458640.18', 'HOME'],
 ['27683251', 'GÜNTHER RUBEN', 'OPS', '1972-10-08', '8930656.71', 'WEB'],
 ['04209539', 'QUINN TEODOR', 'ATM', '1969-07-11', '8606601.93', 'MKT'],
 ['84795778', 'NÚÑEZ ZOË', 'K9', '1968-01-11', '9852223.32', 'IT'],
 ['10151990', 'GRANT GRACE', 'FIN', '', '6367808.45', 'MKT'],
 ['98080009', 'LARSEN OSKAR', 'LEG', '1993-09-23', '5141179.65', 'B2'],
 ['64078763', 'FISCHER EMMA', 'IT', '2046-04-26', '5409013.24', 'FIN'],
 ['24585168', 'BJÖRK LINA', 'LOW', '', '3785022.38', 'IND'],
 ['43504236', 'WEIß NOÉMIE', 'RND', '1976-12-28', '1201623.55', 'OPS'],
 ['97043818', 'MORGAN CLARA', 'X07', '1997-09-15', '2857508.49', 'LEG'],
 ['55369012', 'CARTER PAULA', 'LOW', '2029-12-02', '5264308.96', 'AUTO'],
 ['11722244', 'BAKER IRIS', 'COM', '2033-06-15', '6543775.29', 'A1']]
AMT = 4
CONTROL = {'header_date': '2021-10-04', 'records': 56, 'total_amount': '292520213.86', 'trailer_ok': False}

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
