import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/data/staging/pension_20220427.csv'
JSON_PATH = '/data/staging/control.json'
HEADER = ['member_no', 'name', 'scheme', 'birth_date', 'contribution']
ROWS = [['002687038', 'KELLER DAVID', 'K9', '1993-04-08', '404723.24'],
 ['193221915', 'LÖFGREN ZOË', 'B2', '2007-12-12', '818335.01'],
 ['663643243', 'GONÇALVES INÊS', 'K9', '2028-11-25', '825849.12'],
 ['737956442', 'LÖFGREN OSKAR', 'K9', '', '661254.79'],
 ['223277540', 'MORGAN NORA', 'K9', '2011-12-05', '942244.88'],
 ['840205835', 'FISCHER IRIS', 'B2', '1977-02-11', '254644.59'],
 ['492365788', "O'BRIEN PAULA", 'HR', '2031-08-28', '930238.27'],
 ['294326812', 'OLSEN SARA', 'IT', '1995-08-21', '93911.50'],
 ['616633693', 'JANSEN TEODOR', 'A1', '1994-02-08', '367962.43'],
 ['829554892', 'PRICE IRIS', 'K9', '1973-06-22', '260724.70'],
 ['916002989', 'KELLER KARL', 'HR', '2002-12-04', '239761.60'],
 ['972056151', 'MORGAN OSKAR', 'B2', '', '886021.29'],
 ['601346826', 'JANSEN JONAS', 'K9', '2010-12-27', '175833.85'],
 ['715046176', 'BJÖRK SØREN', 'B2', '2013-03-28', '914756.69'],
 ['612250813', 'GRANT IRIS', 'B2', '1971-04-04', '706647.54'],
 ['062086512', 'BAKER OSKAR', 'B2', '1978-02-08', '601068.63'],
 ['740765900', 'LARSEN HUGO', 'IT', '2020-06-03', '261697.97'],
 ['863380622', 'OLSEN EMMA', 'IT', '1974-08-05', '886846.72'],
 ['763566609', 'IBSEN FELIX', 'HR', '1964-02-20', '815986.02'],
 ['671405622', 'LARSEN HUGO', 'IT', '2005-05-06', '992356.33'],
 ['729746717', 'PRICE GRACE', 'K9', '1977-02-13', '564830.44'],
 ['792357071', 'EVANS SARA', 'K9', '2000-12-21', '773429.40'],
 ['935018558', 'DIXON NORA', 'IT', '1966-12-18', '188227.82'],
 ['517401835', 'LARSEN PAULA', 'HR', '1991-06-08', '501749.09'],
 ['112648527', 'MÅNSSON SØREN', 'HR', '2038-01-16', '320768.99'],
 ['459516507', 'DUPRÉ BORIS', 'K9', '1993-07-22', '804416.45'],
 ['612218753', 'WEIß FELIX', 'K9', '2003-04-13', '399601.00'],
 ['417992260', 'GONÇALVES EMMA', 'IT', '2021-03-15', '676394.74'],
 ['064380458', 'NIELSEN IRIS', 'IT', '1967-05-24', '513516.81'],
 ['667243518', 'CARTER FELIX', 'B2', '2051-04-18', '301461.06'],
 ['093509958', 'BJÖRK HUGO', 'K9', '1963-09-17', '151258.26'],
 ['019298585', 'LÖFGREN JOSÉ', 'B2', '2036-09-17', '782733.45'],
 ['293571469', 'ADAMS OSKAR', 'IT', '2000-01-27', '119407.91'],
 ['973242982', 'IBSEN VERA', 'HR', '2041-11-28', '822434.12'],
 ['048286876', 'TURNER IRIS', 'B2', '2029-12-22', '942947.51'],
 ['334668245', 'ROSS FELIX', 'K9', '1960-11-11', '96539.10'],
 ['432113003', 'EVANS SARA', 'B2', '1981-08-15', '428839.10'],
 ['479332335', 'GRANT KARL', 'K9', '2029-06-25', '39550.00'],
 ['633906563', "O'BRIEN OSKAR", 'HR', '1999-11-02', '21390.86'],
 ['433676793', 'BAKER JONAS', 'A1', '1982-11-10', '81143.07']]
AMT = 4
CONTROL = {'header_date': '2022-04-27', 'records': 40, 'total_amount': '20571504.35', 'trailer_ok': True}

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
