import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/home/etl/converted/claims_20220413.csv'
JSON_PATH = '/home/etl/converted/control.json'
HEADER = ['claim_no', 'insured', 'policy_type', 'loss_date', 'claim_amount', 'adjuster']
ROWS = [['00332117', 'CARTER PAULA', 'FIN', '1985-06-02', '1067221.07', 'OPS'],
 ['79955768', 'SÆTHER CHLOÉ', 'HR', '2022-08-04', '3940184.06', 'COM'],
 ['37534882', 'MÜLLER ZOË', 'MKT', '1963-12-11', '4546928.31', 'COM'],
 ['43047082', 'ADAMS BORIS', 'LEG', '', '3962386.14', 'COM'],
 ['21257886', 'OLSEN OSKAR', 'IND', '2050-01-15', '-8320048.58', 'POS'],
 ['69838586', 'ROSS NORA', 'LOW', '1971-10-02', '-714360.00', 'X07'],
 ['48157383', 'FISCHER MARCO', 'A1', '2046-03-15', '5160345.11', 'BR1'],
 ['17642176', 'QUINN EMMA', 'IND', '1989-08-20', '5398552.83', 'MKT'],
 ['26859285', 'NIELSEN VERA', 'COM', '1973-01-03', '1641875.19', 'HR'],
 ['17750881', "O'BRIEN RUBEN", 'DOM', '', '3555214.10', 'STD'],
 ['28705644', 'GRANT FELIX', 'BR1', '1983-04-18', '3369028.83', 'BR1'],
 ['04126955', 'SÆTHER ÅSA', 'LOW', '1990-07-02', '4997510.04', 'BR1'],
 ['20584511', 'OLSEN JONAS', 'K9', '1960-10-23', '3098639.92', 'POS'],
 ['33636100', 'QUINN RUBEN', 'IT', '1989-07-25', '2474959.61', 'B2'],
 ['84316349', 'PEÑA LINA', 'K9', '1964-12-05', '6570647.11', 'TRV'],
 ['01821725', 'RAMÍREZ ÓSCAR', 'IND', '2029-05-06', '4335688.90', 'HOME'],
 ['41901744', 'EVANS RUBEN', 'TRV', '1992-07-15', '4388974.45', 'STD'],
 ['71802267', 'IBSEN MARCO', 'WEB', '2032-03-08', '3340632.19', 'RND'],
 ['23262624', 'KELLER EMMA', 'DOM', '1962-03-20', '2085860.85', 'IT'],
 ['63301545', 'KELLER KARL', 'IND', '1978-04-17', '4895117.95', 'LEG'],
 ['18833300', 'PEÑA JÜRGEN', 'OPS', '1965-08-17', '4710898.63', 'POS'],
 ['50599247', 'BAKER KARL', 'STD', '2016-07-16', '2563432.24', 'LOW'],
 ['43367048', 'TURNER FELIX', 'SAL', '1972-08-03', '1891826.08', 'OPS'],
 ['02499027', 'HOLM OSKAR', 'X07', '1981-09-26', '5918996.36', 'ATM'],
 ['65801669', 'IBSEN FELIX', 'FIN', '2049-01-01', '2991892.93', 'FIN'],
 ['28326457', 'EVANS IRIS', 'MKT', '2032-07-24', '632913.42', 'LEG'],
 ['18184318', 'IBSEN TEODOR', 'X07', '1977-10-12', '8579462.53', 'X07'],
 ['12871012', 'PEÑA LINA', 'X07', '1972-08-15', '8861612.61', 'X07'],
 ['62350483', 'TURNER VERA', 'RND', '1980-08-03', '7597804.12', 'X07'],
 ['57844996', 'FISCHER CLARA', 'DOM', '2027-09-02', '1252566.18', 'LEG'],
 ['38131731', 'KELLER OSKAR', 'DOM', '1986-12-05', '5100906.03', 'STD'],
 ['26828187', 'BJÖRK ANNA', 'B2', '1975-04-16', '3091764.80', 'OPS'],
 ['95941566', 'TURNER TEODOR', 'LOW', '2008-07-07', '189180.15', 'IT'],
 ['48079437', 'DIXON BORIS', 'HR', '1964-11-11', '7560337.93', 'A1'],
 ['74207311', 'FISCHER PAULA', 'MKT', '2014-09-02', '4537036.57', 'OPS'],
 ['12879383', 'MORGAN CLARA', 'X07', '1994-06-18', '3978548.42', 'RND'],
 ['90851829', 'JANSEN ANNA', 'TRV', '2001-02-05', '4034931.58', 'X07'],
 ['27689465', 'JANSEN BORIS', 'DOM', '1999-08-25', '3006191.40', 'HOME'],
 ['88469294', 'OLSEN RUBEN', 'ATM', '2042-11-03', '5791713.93', 'POS'],
 ['22624192', 'TURNER VERA', 'IND', '1984-08-01', '1886453.66', 'MKT'],
 ['79977814', 'PEÑA FRANÇOIS', 'OPS', '1971-04-19', '7746049.76', 'RND'],
 ['15527107', 'OLSEN CLARA', 'STD', '1986-10-17', '1257774.14', 'OPS'],
 ['68066021', 'PEÑA ÓSCAR', 'HR', '2004-06-18', '6671954.58', 'B2'],
 ['75219822', 'MÅNSSON PAULA', 'MKT', '2047-08-21', '7935829.14', 'X07'],
 ['99078947', 'PEÑA SARA', 'HR', '1986-09-14', '9582451.99', 'A1'],
 ['95080262', 'NIELSEN HUGO', 'LEG', '2017-12-02', '9028791.23', 'IT'],
 ['29349188', 'HOLM GRACE', 'B2', '1974-03-27', '8459816.48', 'SAL'],
 ['91408185', 'FISCHER BORIS', 'X07', '2038-05-17', '571047.16', 'OPS'],
 ['20816528', 'SÆTHER ÓSCAR', 'STD', '', '9956120.37', 'BR1'],
 ['81619310', 'SÆTHER SØREN', 'DOM', '2048-08-02', '2514923.69', 'STD'],
 ['89787317', 'MÜLLER EMMA', 'B2', '2054-02-13', '34535.72', 'IND'],
 ['33565505', 'PEÑA FELIX', 'DOM', '1977-11-13', '4038431.29', 'A1'],
 ['64781318', 'BAKER TEODOR', 'STD', '2048-12-18', '1444288.98', 'A1'],
 ['78917146', "O'BRIEN PAULA", 'MKT', '', '1859001.06', 'OPS'],
 ['06045422', 'LARSEN KARL', 'LOW', '1991-05-21', '1472680.20', 'LOW'],
 ['61928894', 'NIELSEN BORIS', 'LOW', '', '3090822.34', 'RND'],
 ['94014463', 'FISCHER ANNA', 'LOW', '1988-04-06', '7623457.82', 'HR'],
 ['51751449', 'ROSS JONAS', 'LEG', '2006-12-26', '6894325.67', 'LEG'],
 ['20167864', 'QUINN EMMA', 'LOW', '1960-10-06', '6991635.41', 'B2'],
 ['33403113', 'EVANS ANNA', 'HR', '2039-12-27', '4477647.10', 'X07'],
 ['01247666', 'EVANS MARCO', 'X07', '1984-06-21', '1800242.22', 'SAL']]
AMT = 4
CONTROL = {'adjustments': 8, 'header_date': '2022-04-13', 'records': 61, 'total_amount': '247425654.00', 'trailer_ok': True}

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
