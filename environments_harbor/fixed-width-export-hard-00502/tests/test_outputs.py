import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/bank_20220311.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['account_no', 'holder', 'branch', 'value_date', 'amount', 'channel']
ROWS = [['0019981780', 'JANSEN SARA', 'LEG', '1965-06-23', '26891501.37', 'RND'],
 ['5382879386', 'SÆTHER MARCO', 'RND', '2001-07-04', '38510994.48', 'COM'],
 ['2897754559', 'SÆTHER BORIS', 'POS', '1956-10-27', '91670989.54', 'ATM'],
 ['4063220039', 'KELLER JONAS', 'OPS', '', '2694325.39', 'DOM'],
 ['1858762518', 'BJÖRK FELIX', 'X07', '1955-11-08', '-25267918.05', 'COM'],
 ['2398064531', 'IBSEN FELIX', 'STD', '1974-10-12', '-41287001.65', 'ATM'],
 ['2821762724', "O'BRIEN PAULA", 'B2', '2005-05-14', '30753069.42', 'OPS'],
 ['8134847909', 'GÜNTHER OSKAR', 'ATM', '1978-10-04', '36280914.08', 'SAL'],
 ['1596891790', 'STONE NORA', 'OPS', '2041-06-21', '64471259.41', 'IT'],
 ['6257289546', 'GONÇALVES ANNA', 'X07', '2052-06-14', '18435263.26', 'FIN'],
 ['6998872950', 'DUPRÉ RENÉ', 'TRV', '2011-02-27', '94799534.21', 'TRV'],
 ['4062478126', 'DUPRÉ MARCO', 'MKT', '2004-12-26', '49718466.93', 'X07'],
 ['4362972066', 'IBSEN DAVID', 'MKT', '1957-06-15', '85380204.15', 'IND'],
 ['5818729634', 'FISCHER IRIS', 'DOM', '1957-01-19', '32852573.07', 'BR1'],
 ['6842937670', 'RAMÍREZ RENÉ', 'B2', '1967-04-27', '46269736.04', 'BR1'],
 ['7202858773', 'PEÑA HUGO', 'X07', '', '55839366.39', 'TRV'],
 ['1644728749', 'MORGAN LINA', 'POS', '2020-06-22', '28450873.33', 'FIN'],
 ['4783685927', 'IBSEN VERA', 'COM', '2046-11-24', '56335731.18', 'IND'],
 ['3969458626', 'WEIß SARA', 'K9', '2010-04-07', '40448829.46', 'COM'],
 ['4581325374', 'NIELSEN NORA', 'B2', '1960-01-10', '91766109.06', 'IND'],
 ['2226647292', 'MÜLLER RUBEN', 'OPS', '2021-10-10', '53500291.59', 'ATM'],
 ['5890522595', 'IBSEN KARL', 'ATM', '', '7923938.26', 'IT'],
 ['3544585443', 'HOLM RUBEN', 'IND', '2001-08-06', '42966389.29', 'A1'],
 ['1067448553', 'QUINN NORA', 'TRV', '', '22945744.92', 'FIN'],
 ['1709254787', 'WEIß CHLOÉ', 'FIN', '1973-08-06', '81128597.37', 'STD'],
 ['8909981328', 'PRICE IRIS', 'OPS', '2043-02-27', '12468387.40', 'LOW'],
 ['1243242538', 'DIXON BORIS', 'MKT', '2034-01-18', '66853549.80', 'LEG'],
 ['2851567432', 'TURNER NORA', 'WEB', '2025-02-06', '76720580.77', 'ATM'],
 ['3747238928', 'PEÑA FRANÇOIS', 'A1', '2052-11-14', '10691185.73', 'OPS'],
 ['6796289845', 'EVANS EMMA', 'IT', '1960-01-26', '3581836.31', 'X07'],
 ['1725578919', 'QUINN SARA', 'TRV', '1991-02-25', '63507199.02', 'SAL'],
 ['4742485026', 'STONE CLARA', 'A1', '2044-07-10', '43489293.29', 'POS'],
 ['4979267231', 'GÜNTHER LINA', 'FIN', '1980-12-11', '68133058.38', 'OPS'],
 ['1023346114', 'BAKER MARCO', 'MKT', '1999-04-12', '31755264.69', 'TRV'],
 ['4104660859', 'GRANT HUGO', 'RND', '2022-12-22', '1278455.57', 'X07'],
 ['3402520003', 'QUINN KARL', 'LOW', '2020-12-09', '89612573.00', 'STD'],
 ['8888665120', "O'BRIEN HUGO", 'B2', '2014-03-28', '21105841.72', 'BR1'],
 ['1832826177', 'TURNER HUGO', 'SAL', '1965-04-09', '80525412.37', 'MKT'],
 ['5645070154', 'FISCHER LINA', 'X07', '2009-04-13', '72451756.13', 'BR1'],
 ['9958300228', 'DIXON FELIX', 'SAL', '1954-06-19', '28027575.82', 'BR1'],
 ['5257236183', 'TURNER BORIS', 'A1', '2010-06-11', '37123957.31', 'RND'],
 ['9886659012', 'GRANT ANNA', 'K9', '1980-09-11', '77189351.31', 'ATM'],
 ['9993551969', 'GRANT SARA', 'TRV', '2016-04-27', '71183470.99', 'COM'],
 ['5946496081', 'OLSEN GRACE', 'WEB', '1977-10-16', '53210019.75', 'POS'],
 ['4366044120', 'LARSEN IRIS', 'X07', '1980-02-06', '11484605.17', 'B2'],
 ['8148120090', 'PEÑA CHLOÉ', 'ATM', '1958-09-10', '23172033.62', 'COM'],
 ['3250076313', 'BAKER GRACE', 'FIN', '1958-03-13', '16252142.57', 'X07'],
 ['5891935251', 'OLSEN DAVID', 'SAL', '1982-09-01', '6924152.30', 'BR1'],
 ['8709122282', 'MORGAN DAVID', 'IND', '1987-06-16', '20092565.58', 'WEB'],
 ['5628752161', 'RAMÍREZ TEODOR', 'LEG', '1991-11-04', '12758747.76', 'IT'],
 ['0974886465', 'HOLM VERA', 'MKT', '1971-04-24', '63879051.04', 'COM'],
 ['5008470212', 'NÚÑEZ JÜRGEN', 'LOW', '2012-09-10', '44079127.62', 'LEG'],
 ['8115680708', 'NIELSEN ANNA', 'WEB', '1990-01-10', '46033021.73', 'X07'],
 ['8000120077', 'WEIß GRACE', 'B2', '1970-10-26', '53428052.17', 'COM'],
 ['3649861197', 'NÚÑEZ HUGO', 'TRV', '2041-05-17', '31360060.49', 'RND'],
 ['0433712243', 'STONE NORA', 'WEB', '1969-08-21', '8806320.39', 'B2'],
 ['6194865464', "O'BRIEN LINA", 'OPS', '1958-01-11', '50716309.23', 'BR1'],
 ['2635088928', 'TURNER EMMA', 'FIN', '2001-04-02', '52026163.74', 'OPS'],
 ['7732105694', 'EVANS DAVID', 'A1', '1955-04-01', '65500568.01', 'IT'],
 ['5620616588', 'LARSEN GRACE', 'X07', '2043-06-26', '83079358.11', 'IND'],
 ['1361571542', 'CARTER HUGO', 'K9', '1960-06-25', '61980326.88', 'MKT'],
 ['2132398389', 'DUPRÉ ÅSA', 'MKT', '', '20839640.06', 'OPS'],
 ['9862684799', 'PRICE EMMA', 'POS', '2024-05-02', '19276525.80', 'SAL'],
 ['3270186342', 'HOLM CLARA', 'FIN', '1969-06-08', '50883274.29', 'BR1'],
 ['0451689528', 'ADAMS IRIS', 'DOM', '2050-07-27', '96298939.85', 'SAL']]
AMT = 4
CONTROL = {'adjustments': 7, 'header_date': '2022-03-11', 'records': 65, 'total_amount': '2781259538.27', 'trailer_ok': False}

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
