import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/home/etl/converted/payroll_20231005.csv'
JSON_PATH = '/home/etl/converted/control.json'
HEADER = ['emp_id', 'surname', 'given_name', 'dept', 'hire_date', 'gross_pay']
ROWS = [['004787', 'QUINN', 'ANNA', 'MKT', '1995-04-28', '898617.50'],
 ['384563', 'MÅNSSON', 'ANNA', 'AUTO', '2006-12-23', '718080.38'],
 ['647926', 'DUPRÉ', 'ZOË', 'ATM', '1988-12-10', '893270.15'],
 ['622441', 'CARTER', 'MARCO', 'IT', '', '432327.78'],
 ['604233', 'BAKER', 'TEODOR', 'FIN', '2024-01-20', '285733.83'],
 ['527329', "O'BRIEN", 'NORA', 'FIN', '2020-11-08', '612421.64'],
 ['956311', 'BAKER', 'ZOË', 'B2', '1961-11-21', '763011.31'],
 ['174097', 'BJÖRK', 'SØREN', 'X07', '1993-10-26', '460002.11'],
 ['939596', 'PRICE', 'ANNA', 'RND', '1992-08-11', '600573.73'],
 ['067866', "O'BRIEN", 'NORA', 'IND', '2001-11-15', '368555.24'],
 ['306522', 'FISCHER', 'LINA', 'R-12', '2037-01-15', '556543.91'],
 ['824096', 'LARSEN', 'SARA', 'FIN', '2002-04-21', '856846.03'],
 ['896961', 'HOLM', 'RUBEN', 'A1', '1977-01-11', '270364.34'],
 ['419869', 'BAKER', 'OSKAR', 'FIN', '', '304371.43'],
 ['783229', 'GRANT', 'ZOË', 'DOM', '2004-04-25', '409995.94'],
 ['891699', 'NÚÑEZ', 'GRACE', 'MKT', '1976-01-17', '677474.10'],
 ['036611', 'JANSEN', 'IRIS', 'IND', '2054-10-13', '633307.77'],
 ['665374', 'NÚÑEZ', 'LINA', 'SAL', '1961-08-10', '416098.82'],
 ['914795', 'KELLER', 'LINA', 'LOW', '1999-08-24', '353307.09'],
 ['392520', 'GONÇALVES', 'TEODOR', 'DOM', '1964-01-14', '568765.99'],
 ['433116', 'GRANT', 'NORA', 'STD', '2004-08-18', '923907.36'],
 ['304628', 'MÜLLER', 'EMMA', 'FIN', '2033-03-12', '431752.70'],
 ['345828', 'LARSEN', 'SARA', 'RND', '1971-11-04', '35325.52'],
 ['196345', 'DIXON', 'OSKAR', 'MKT', '1963-02-21', '487017.77'],
 ['305296', 'LARSEN', 'PAULA', 'MKT', '', '827564.17'],
 ['916512', 'RAMÍREZ', 'KARL', 'LOW', '1967-02-12', '297784.21'],
 ['033075', 'ADAMS', 'GRACE', 'X07', '1992-06-17', '553878.27'],
 ['155846', 'STONE', 'ANNA', 'AUTO', '1998-12-15', '370867.01'],
 ['081988', 'STONE', 'ZOË', 'R-12', '2059-02-04', '466196.17'],
 ['593852', 'HOLM', 'DAVID', 'TRV', '1970-07-22', '259183.39'],
 ['241843', 'RAMÍREZ', 'ÓSCAR', 'X07', '2036-02-11', '78026.61'],
 ['467711', 'LARSEN', 'VERA', 'BR1', '2051-08-28', '344336.35'],
 ['642704', 'KELLER', 'SØREN', 'HOME', '2021-12-09', '422186.32'],
 ['228501', 'WEIß', 'INÊS', 'DOM', '1970-09-04', '24831.37'],
 ['271638', 'DIXON', 'NOÉMIE', 'WEB', '1971-06-17', '263975.43'],
 ['420375', 'LÖFGREN', 'FRANÇOIS', 'ATM', '2011-03-22', '222269.15'],
 ['167783', 'OLSEN', 'BORIS', 'IND', '1980-10-01', '431335.17'],
 ['232166', "O'BRIEN", 'CLARA', 'DOM', '2004-12-23', '901170.25'],
 ['474645', 'EVANS', 'CLARA', 'B2', '', '601602.75'],
 ['726368', 'NÚÑEZ', 'CLARA', 'STD', '2058-12-27', '241157.32'],
 ['157621', 'WEIß', 'TEODOR', 'MKT', '1987-05-18', '350201.31'],
 ['781531', 'OLSEN', 'KARL', 'ATM', '1990-03-25', '78757.53'],
 ['989825', 'FISCHER', 'FRANÇOIS', 'RND', '1973-05-25', '54679.62'],
 ['364611', 'MORGAN', 'FELIX', 'LOW', '2009-09-01', '870029.13']]
AMT = 5
CONTROL = {'header_date': '2023-10-05', 'records': 44, 'total_amount': '20617703.97', 'trailer_ok': False}

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
