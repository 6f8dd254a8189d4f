import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/payroll_20230502.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['emp_id', 'surname', 'given_name', 'dept', 'hire_date', 'gross_pay']
ROWS = [['000701', 'LARSEN', 'HUGO', 'B2', '1965-09-28', '572893.77'],
 ['660798', 'GONÇALVES', 'EMMA', 'RND', '2020-11-12', '498626.17'],
 ['879167', 'DUPRÉ', 'PAULA', 'WEB', '2015-12-07', '190688.84'],
 ['387292', 'BJÖRK', 'GRACE', 'LOW', '', '264036.11'],
 ['324274', 'PRICE', 'OSKAR', 'IT', '2001-05-03', '144370.74'],
 ['578190', 'MÜLLER', 'DAVID', 'OPS', '1954-10-22', '349859.83'],
 ['065778', 'QUINN', 'MARCO', 'IND', '2021-12-04', '946623.61'],
 ['110368', 'PRICE', 'TEODOR', 'IT', '2035-06-06', '495932.97'],
 ['172199', "O'BRIEN", 'RUBEN', 'FIN', '1964-05-26', '748762.97'],
 ['041610', 'PEÑA', 'GRACE', 'R-12', '1959-05-13', '187659.38'],
 ['826357', 'GRANT', 'SARA', 'A1', '2005-03-18', '463652.29'],
 ['768801', 'GÜNTHER', 'ANNA', 'LOW', '2049-12-17', '707342.86'],
 ['114278', 'JANSEN', 'RENÉ', 'SAL', '1961-10-08', '667699.81'],
 ['269851', 'BJÖRK', 'CLARA', 'POS', '1981-07-07', '764968.32'],
 ['390333', 'LÖFGREN', 'RUBEN', 'LEG', '1998-03-13', '898708.04'],
 ['559398', 'ROSS', 'NORA', 'R-12', '1990-07-18', '263308.73'],
 ['369357', 'IBSEN', 'SARA', 'AUTO', '2012-02-24', '523564.32'],
 ['213949', 'WEIß', 'GRACE', 'TRV', '2048-02-27', '366241.46'],
 ['354223', 'JANSEN', 'BORIS', 'POS', '2017-05-16', '308948.56'],
 ['256959', 'STONE', 'FELIX', 'AUTO', '2033-06-24', '371112.04'],
 ['147908', 'BAKER', 'ANNA', 'AUTO', '1983-02-15', '392533.11'],
 ['800573', 'EVANS', 'JONAS', 'X07', '2041-09-05', '168426.26'],
 ['732267', 'LARSEN', 'CLARA', 'DOM', '2006-01-16', '227936.30'],
 ['003252', 'DIXON', 'SARA', 'K9', '1955-10-07', '879153.29'],
 ['070950', 'HOLM', 'HUGO', 'A1', '2016-06-22', '505309.17'],
 ['659052', 'DIXON', 'PAULA', 'FIN', '1985-08-28', '198657.35'],
 ['648724', 'SÆTHER', 'CLARA', 'HOME', '1956-07-03', '838984.86'],
 ['206548', 'NIELSEN', 'GRACE', 'OPS', '2013-06-24', '766553.01'],
 ['255402', 'OLSEN', 'TEODOR', 'R-12', '2040-12-01', '488793.78'],
 ['461630', 'ROSS', 'SARA', 'K9', '1966-11-27', '90035.55'],
 ['899477', 'LÖFGREN', 'CLARA', 'STD', '2030-12-06', '412551.59'],
 ['695658', 'GRANT', 'TEODOR', 'RND', '1992-02-01', '68618.24'],
 ['976233', 'GÜNTHER', 'SARA', 'WEB', '2044-09-09', '777262.37'],
 ['720357', 'NÚÑEZ', 'OSKAR', 'STD', '2046-01-18', '6298.82'],
 ['099387', 'MÜLLER', 'SARA', 'X07', '1982-09-10', '947935.66'],
 ['386133', 'OLSEN', 'RUBEN', 'DOM', '1971-05-21', '220857.33'],
 ['242342', 'DIXON', 'RENÉ', 'HOME', '1977-03-02', '955357.88'],
 ['941086', 'DIXON', 'LINA', 'MKT', '2038-03-12', '365434.47'],
 ['894060', 'ADAMS', 'HUGO', 'HR', '2000-12-20', '845809.08'],
 ['682558', 'OLSEN', 'ANNA', 'AUTO', '1975-09-17', '433412.26'],
 ['267394', 'NIELSEN', 'MARCO', 'X07', '1988-03-24', '259156.77'],
 ['915729', 'FISCHER', 'JONAS', 'K9', '2025-11-04', '91754.39'],
 ['255845', 'HOLM', 'KARL', 'B2', '1961-11-25', '740835.68'],
 ['609798', 'ADAMS', 'CHLOÉ', 'K9', '2014-10-22', '29742.88'],
 ['882664', 'BAKER', 'SARA', 'FIN', '2007-08-06', '298389.74'],
 ['427907', "O'BRIEN", 'KARL', 'X07', '2004-09-05', '356742.58'],
 ['489842', 'BAKER', 'CLARA', 'B2', '2033-07-21', '30869.03'],
 ['919425', 'QUINN', 'SARA', 'X07', '2032-10-20', '105468.80'],
 ['188568', 'MÅNSSON', 'RUBEN', 'K9', '2003-10-04', '325428.63'],
 ['578988', 'OLSEN', 'EMMA', 'SAL', '2029-10-13', '804261.32'],
 ['017340', 'KELLER', 'SARA', 'LEG', '2006-11-23', '608749.14'],
 ['526498', 'NIELSEN', 'ANNA', 'POS', '2011-04-08', '909079.30'],
 ['468723', 'OLSEN', 'CLARA', 'COM', '2045-01-05', '965974.45'],
 ['669687', 'ROSS', 'SARA', 'B2', '1997-11-13', '684400.08'],
 ['168613', 'PRICE', 'LINA', 'HOME', '2015-07-23', '871205.17'],
 ['135549', 'HOLM', 'VERA', 'X07', '1986-10-22', '360100.30'],
 ['877348', 'TURNER', 'CLARA', 'LEG', '1961-10-21', '856718.90'],
 ['350759', 'IBSEN', 'JONAS', 'LOW', '2035-04-19', '883987.92'],
 ['931949', 'NIELSEN', 'CLARA', 'WEB', '2020-10-24', '334762.14']]
AMT = 5
CONTROL = {'header_date': '2023-05-02', 'records': 59, 'total_amount': '28842548.42', 'trailer_ok': True}

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
