import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/payroll_20250705.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['emp_id', 'surname', 'given_name', 'dept', 'hire_date', 'gross_pay']
ROWS = [['003852', 'LÖFGREN', 'JONAS', 'ATM', '1961-05-12', '335951.94'],
 ['152838', 'GÜNTHER', 'RENÉ', 'AUTO', '2025-06-26', '52879.87'],
 ['773076', 'RAMÍREZ', 'ÓSCAR', 'B2', '2040-08-10', '531462.00'],
 ['099408', 'OLSEN', 'JÜRGEN', 'WEB', '', '486672.86'],
 ['891663', 'KELLER', 'BORIS', 'SAL', '2023-07-24', '-405189.33'],
 ['519294', 'ADAMS', 'CLARA', 'K9', '1982-02-13', '-686058.77'],
 ['682663', 'IBSEN', 'HUGO', 'B2', '1981-01-28', '955286.22'],
 ['095646', 'MORGAN', 'FRANÇOIS', 'STD', '1976-12-02', '735901.80'],
 ['848293', 'LARSEN', 'IRIS', 'SAL', '2006-07-09', '615531.08'],
 ['817203', 'SÆTHER', 'IRIS', 'A1', '2025-11-01', '977540.03'],
 ['765305', 'RAMÍREZ', 'OSKAR', 'R-12', '1990-03-15', '820886.09'],
 ['631368', 'ROSS', 'RUBEN', 'R-12', '2018-01-08', '87313.70'],
 ['408323', 'MÜLLER', 'EMMA', 'TRV', '2009-10-20', '77110.09'],
 ['377178', 'ADAMS', 'CHLOÉ', 'HOME', '1982-09-21', '584036.12'],
 ['666976', 'STONE', 'JOSÉ', 'COM', '1978-07-08', '83790.50'],
 ['516162', 'MÅNSSON', 'NOÉMIE', 'ATM', '1958-08-25', '276241.85'],
 ['895825', 'OLSEN', 'JONAS', 'STD', '1970-11-02', '78251.82'],
 ['565735', 'PEÑA', 'JÜRGEN', 'TRV', '1958-04-09', '736838.11'],
 ['770603', 'QUINN', 'OSKAR', 'RND', '1993-06-03', '954083.23'],
 ['663945', 'MORGAN', 'SØREN', 'MKT', '2035-02-07', '746763.73'],
 ['652099', 'MÅNSSON', 'ANNA', 'AUTO', '2008-07-08', '30877.58'],
 ['801056', 'SÆTHER', 'VERA', 'POS', '2055-12-18', '337314.54'],
 ['358386', 'CARTER', 'SARA', 'R-12', '1978-08-25', '403412.03'],
 ['069552', 'GÜNTHER', 'EMMA', 'RND', '1956-12-06', '288305.34'],
 ['422837', 'BAKER', 'ZOË', 'R-12', '2032-01-23', '589904.48'],
 ['987829', 'EVANS', 'EMMA', 'IND', '2029-07-22', '199370.26'],
 ['598993', 'PRICE', 'JONAS', 'AUTO', '2002-01-17', '791699.72'],
 ['665797', 'JANSEN', 'ANNA', 'AUTO', '1983-07-23', '319299.88'],
 ['814065', 'QUINN', 'ZOË', 'A1', '2000-07-03', '133016.59'],
 ['625191', 'GONÇALVES', 'SARA', 'B2', '1998-09-28', '224294.40'],
 ['519306', 'TURNER', 'FRANÇOIS', 'B2', '2017-11-08', '645150.49'],
 ['704985', 'KELLER', 'ANNA', 'R-12', '2049-12-10', '966035.44'],
 ['782509', 'TURNER', 'VERA', 'K9', '2027-06-21', '433661.06'],
 ['854178', 'JANSEN', 'NORA', 'DOM', '2000-02-27', '764500.78'],
 ['876947', 'WEIß', 'JONAS', 'MKT', '2031-09-18', '912304.37'],
 ['409682', 'MÅNSSON', 'EMMA', 'WEB', '2007-03-16', '359202.77'],
 ['791135', 'SÆTHER', 'TEODOR', 'BR1', '2004-06-08', '312862.36'],
 ['861820', 'GONÇALVES', 'DAVID', 'SAL', '2005-04-27', '202644.07'],
 ['313480', 'LÖFGREN', 'BJØRN', 'MKT', '2038-07-24', '153997.01'],
 ['610044', 'MORGAN', 'RUBEN', 'SAL', '1982-06-24', '836162.70'],
 ['057381', 'GRANT', 'KARL', 'X07', '2038-09-23', '661928.08'],
 ['232816', 'TURNER', 'MARCO', 'LEG', '2055-02-10', '907532.92'],
 ['261072', 'GRANT', 'JÜRGEN', 'A1', '2006-08-13', '398564.25'],
 ['891140', 'ROSS', 'KARL', 'A1', '2028-10-23', '336972.24'],
 ['088606', 'MÜLLER', 'CLARA', 'WEB', '', '807688.77'],
 ['107638', 'DIXON', 'MARCO', 'X07', '2005-10-15', '224643.79'],
 ['357667', 'GRANT', 'GRACE', 'B2', '2017-12-04', '349301.82'],
 ['121068', "O'BRIEN", 'HUGO', 'DOM', '2017-03-03', '66656.28'],
 ['800433', 'CARTER', 'IRIS', 'WEB', '1971-12-07', '612954.85'],
 ['866098', 'CARTER', 'RUBEN', 'X07', '1988-02-18', '596143.01'],
 ['349290', 'STONE', 'ANNA', 'IT', '2046-09-24', '904218.55'],
 ['154842', 'SÆTHER', 'NORA', 'LOW', '', '874903.12'],
 ['867015', 'ROSS', 'LINA', 'HR', '1977-04-13', '719699.37'],
 ['852759', 'GONÇALVES', 'EMMA', 'AUTO', '', '195428.45'],
 ['931578', 'WEIß', 'ÓSCAR', 'POS', '2018-09-12', '255595.70'],
 ['339655', 'LARSEN', 'ÓSCAR', 'HR', '1983-09-04', '397820.99'],
 ['723334', 'EVANS', 'RUBEN', 'RND', '2003-10-14', '416503.04'],
 ['046396', 'HOLM', 'GRACE', 'BR1', '1996-09-05', '937001.89'],
 ['262608', 'TURNER', 'CLARA', 'K9', '1978-01-18', '223965.96'],
 ['186474', 'TURNER', 'OSKAR', 'WEB', '1983-04-01', '104778.28'],
 ['389592', 'RAMÍREZ', 'VERA', 'B2', '2040-07-22', '857379.14'],
 ['895566', 'NIELSEN', 'EMMA', 'LOW', '1992-08-08', '378059.44'],
 ['925739', 'IBSEN', 'KARL', 'K9', '1973-01-23', '490053.93']]
AMT = 5
CONTROL = {'adjustments': 5, 'header_date': '2025-07-05', 'records': 63, 'total_amount': '28667102.68', 'trailer_ok': False}

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
