import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/utility_20211108.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['meter_id', 'customer', 'tariff', 'read_date', 'kwh', 'charge']
ROWS = [['00252626', 'PRICE CLARA', 'STD', '1965-04-10', '42228', '367224.33'],
 ['51174420', 'MÅNSSON SARA', 'IT', '2012-10-25', '48043', '956566.96'],
 ['37927976', 'BJÖRK OSKAR', 'RND', '2011-11-08', '78331', '649170.36'],
 ['10470744', 'JANSEN IRIS', 'RND', '', '2965', '707941.82'],
 ['98083916', 'DUPRÉ VERA', 'FIN', '1995-03-25', '16656', '834712.43'],
 ['33950727', 'ADAMS PAULA', 'COM', '1993-07-23', '86253', '943907.60'],
 ['75599886', 'STONE TEODOR', 'STD', '2024-11-11', '47138', '177454.67'],
 ['70361236', 'GONÇALVES FRANÇOIS', 'A1', '1979-06-25', '69609', '543059.32'],
 ['21638597', 'OLSEN ANNA', 'SAL', '1986-05-25', '346', '906396.46'],
 ['10546653', 'GONÇALVES ÓSCAR', 'HR', '1945-12-22', '43880', '248176.98'],
 ['98692799', 'GONÇALVES BJØRN', 'HR', '1983-05-24', '58568', '557087.01'],
 ['11793765', 'CARTER RUBEN', 'WEB', '1972-06-18', '35266', '470718.27'],
 ['04328623', 'ROSS SARA', 'WEB', '2000-03-20', '30120', '799676.45'],
 ['05889018', 'DIXON GRACE', 'MKT', '2006-02-03', '87170', '790018.26'],
 ['09775808', 'TURNER GRACE', 'K9', '1954-06-20', '41101', '963715.14'],
 ['09334547', "O'BRIEN GRACE", 'A1', '1975-01-22', '2869', '934198.16'],
 ['28123534', 'ADAMS FELIX', 'WEB', '1942-08-06', '89065', '750055.80'],
 ['08691420', 'FISCHER KARL', 'WEB', '1997-02-18', '94142', '129839.11'],
 ['28604621', 'DIXON VERA', 'DOM', '2013-09-04', '55099', '809635.26'],
 ['92010568', 'OLSEN MARCO', 'OPS', '1973-11-13', '39351', '948385.99'],
 ['59875051', 'PRICE IRIS', 'BR1', '2009-03-05', '47508', '636347.33'],
 ['92691547', 'EVANS IRIS', 'X07', '1968-11-11', '39160', '21106.98'],
 ['07872289', 'GÜNTHER BJØRN', 'POS', '1962-06-04', '31014', '113821.75'],
 ['85134428', "O'BRIEN CLARA", 'FIN', '1986-08-25', '27308', '404014.02'],
 ['65163900', 'ROSS RUBEN', 'WEB', '1956-08-02', '21560', '928133.26'],
 ['64855038', 'DIXON FELIX', 'FIN', '2001-06-01', '97170', '536766.47'],
 ['27558352', "O'BRIEN EMMA", 'B2', '2027-02-14', '39609', '845804.35'],
 ['79190263', 'MÅNSSON TEODOR', 'X07', '1956-06-10', '98833', '43619.33'],
 ['89778281', 'MORGAN LINA', 'B2', '2023-12-26', '89234', '314846.02'],
 ['17998421', 'WEIß JONAS', 'BR1', '1966-09-10', '41351', '165713.66'],
 ['74905191', 'NIELSEN BORIS', 'A1', '', '19749', '450265.76'],
 ['89083581', 'JANSEN MARCO', 'B2', '2029-03-04', '4486', '472285.91'],
 ['25827990', 'DIXON PAULA', 'IT', '2032-04-10', '37154', '490393.93'],
 ['90493950', 'DIXON ANNA', 'X07', '1976-06-03', '1391', '408987.07'],
 ['45554445', 'FISCHER OSKAR', 'STD', '1987-09-18', '73274', '650111.77'],
 ['72550194', 'RAMÍREZ NOÉMIE', 'COM', '2015-10-21', '84865', '912052.21'],
 ['17932090', 'BJÖRK SØREN', 'B2', '1969-10-23', '23326', '981057.74'],
 ['68331831', 'RAMÍREZ FELIX', 'COM', '2010-04-03', '84672', '452868.24'],
 ['03691545', 'NIELSEN RUBEN', 'IT', '2030-10-04', '55995', '54938.76'],
 ['61840890', 'TURNER EMMA', 'FIN', '2022-11-19', '72807', '734876.61'],
 ['29362948', 'ROSS KARL', 'POS', '2016-10-10', '72329', '599325.23'],
 ['60438100', 'BAKER SARA', 'B2', '1996-08-10', '29689', '992142.06'],
 ['51315156', 'LARSEN CLARA', 'BR1', '2001-05-01', '70366', '389897.06'],
 ['39807639', 'OLSEN JONAS', 'RND', '1955-07-11', '31987', '884772.40'],
 ['10551958', 'DIXON DAVID', 'TRV', '2009-04-19', '9560', '794653.25'],
 ['82181254', 'BJÖRK VERA', 'FIN', '2016-12-04', '64689', '474956.82'],
 ['25618441', 'NIELSEN CLARA', 'A1', '1961-04-06', '51009', '133379.96'],
 ['54568261', 'PRICE RUBEN', 'K9', '1965-06-04', '42262', '395377.27'],
 ['34826318', 'NÚÑEZ JÜRGEN', 'K9', '1995-02-08', '61257', '750934.28'],
 ['69751906', 'MORGAN PAULA', 'SAL', '1996-12-20', '40795', '505747.17'],
 ['20808659', 'OLSEN ANNA', 'ATM', '1982-01-03', '56452', '310331.61'],
 ['97489541', 'DUPRÉ ANNA', 'OPS', '1941-08-18', '80097', '449214.00']]
AMT = 5
CONTROL = {'header_date': '2021-11-08', 'records': 52, 'total_amount': '29786682.66', 'trailer_ok': True}

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
