import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/data/outbound/payroll_20230417.csv'
JSON_PATH = '/data/outbound/control.json'
HEADER = ['emp_id', 'surname', 'given_name', 'dept', 'hire_date', 'gross_pay']
ROWS = [['000765', "O'BRIEN", 'ZOË', 'POS', '1983-09-02', '126090.23'],
 ['776125', 'GÜNTHER', 'BJØRN', 'HR', '2022-08-01', '304373.58'],
 ['239223', 'DUPRÉ', 'ÓSCAR', 'K9', '1966-12-21', '861213.93'],
 ['031211', 'DUPRÉ', 'SØREN', 'LOW', '', '297148.90'],
 ['057357', 'FISCHER', 'GRACE', 'ATM', '2013-09-04', '941382.00'],
 ['178476', 'MORGAN', 'VERA', 'X07', '1988-09-17', '622145.34'],
 ['685700', 'NIELSEN', 'PAULA', 'WEB', '1951-12-25', '134941.99'],
 ['512596', 'BJÖRK', 'CLARA', 'POS', '2045-01-14', '44431.32'],
 ['579328', 'ADAMS', 'SØREN', 'FIN', '2007-07-27', '677263.67'],
 ['701220', 'MÅNSSON', 'NORA', 'AUTO', '2004-08-25', '803878.42'],
 ['126461', 'OLSEN', 'CHLOÉ', 'R-12', '', '922825.08'],
 ['233396', 'JANSEN', 'DAVID', 'AUTO', '1970-04-11', '21070.30'],
 ['413933', 'LARSEN', 'CHLOÉ', 'HOME', '2000-07-23', '472671.55'],
 ['315769', 'EVANS', 'NORA', 'MKT', '1986-12-22', '722370.16'],
 ['550694', "O'BRIEN", 'ANNA', 'K9', '2006-09-02', '147317.39'],
 ['092324', 'LÖFGREN', 'ÓSCAR', 'FIN', '2047-07-06', '841054.83'],
 ['308056', 'MORGAN', 'FELIX', 'COM', '1953-03-25', '729202.83'],
 ['898185', 'MORGAN', 'CLARA', 'HOME', '2038-02-18', '213197.61'],
 ['610954', 'JANSEN', 'IRIS', 'STD', '2005-01-17', '847627.93'],
 ['380089', 'MÅNSSON', 'NORA', 'COM', '1995-08-05', '791306.78'],
 ['841222', 'FISCHER', 'ÅSA', 'IND', '2045-02-24', '824139.95'],
 ['832887', 'LÖFGREN', 'CLARA', 'A1', '', '540235.12'],
 ['882674', 'CARTER', 'TEODOR', 'WEB', '2037-06-22', '640858.85'],
 ['694693', 'RAMÍREZ', 'VERA', 'MKT', '2039-01-28', '468096.20'],
 ['230942', 'DUPRÉ', 'GRACE', 'TRV', '2016-09-21', '270427.05'],
 ['970158', 'PEÑA', 'GRACE', 'WEB', '2045-08-08', '170728.60'],
 ['552282', 'JANSEN', 'HUGO', 'LEG', '1995-03-24', '615992.10'],
 ['607889', 'DIXON', 'TEODOR', 'IT', '1970-03-22', '217309.21'],
 ['162883', 'FISCHER', 'FELIX', 'HOME', '1966-10-17', '274679.10'],
 ['108580', 'IBSEN', 'CLARA', 'ATM', '1989-12-08', '12630.14'],
 ['800242', 'PRICE', 'OSKAR', 'SAL', '1969-01-05', '257949.82'],
 ['649903', 'ADAMS', 'EMMA', 'LOW', '2009-06-27', '136217.45'],
 ['829493', 'LARSEN', 'OSKAR', 'WEB', '2044-07-11', '340316.09'],
 ['573923', 'KELLER', 'SARA', 'STD', '2045-10-07', '672453.97'],
 ['229429', 'BJÖRK', 'ANNA', 'A1', '1957-04-11', '739345.93'],
 ['677162', 'PRICE', 'ANNA', 'HOME', '1983-10-27', '104516.72'],
 ['976765', 'PEÑA', 'SARA', 'HR', '2030-10-01', '789421.29'],
 ['302878', 'MÜLLER', 'NOÉMIE', 'SAL', '1979-11-10', '941093.71'],
 ['921461', 'QUINN', 'VERA', 'HR', '1994-10-13', '276123.97'],
 ['662358', 'QUINN', 'DAVID', 'DOM', '2025-11-07', '652227.08'],
 ['622524', 'NÚÑEZ', 'BORIS', 'K9', '1991-07-20', '247823.81'],
 ['944056', 'EVANS', 'GRACE', 'X07', '2039-12-26', '98926.30'],
 ['688049', 'LÖFGREN', 'FELIX', 'LOW', '1989-05-20', '283791.19']]
AMT = 5
CONTROL = {'header_date': '2023-04-17', 'records': 43, 'total_amount': '20096817.49', 'trailer_ok': True}

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
