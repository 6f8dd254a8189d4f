import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/home/etl/converted/utility_20240711.csv'
JSON_PATH = '/home/etl/converted/control.json'
HEADER = ['meter_id', 'customer', 'tariff', 'read_date', 'kwh', 'charge']
ROWS = [['00511996', 'DUPRÉ BJØRN', 'COM', '1973-03-20', '21508', '812938.68'],
 ['34521119', 'MÜLLER NOÉMIE', 'BR1', '2013-07-21', '75863', '208078.09'],
 ['79207139', 'MÜLLER ÅSA', 'IND', '1978-06-14', '74270', '62523.48'],
 ['32742715', 'BAKER VERA', 'FIN', '', '62870', '223233.16'],
 ['12143790', 'CARTER GRACE', 'DOM', '1971-11-06', '46025', '-82711.50'],
 ['74493797', 'CARTER EMMA', 'A1', '2052-02-06', '18206', '-372085.76'],
 ['46232812', 'MORGAN VERA', 'SAL', '2024-12-12', '1779', '984513.62'],
 ['92784378', 'BAKER MARCO', 'LEG', '2052-12-12', '47628', '747069.37'],
 ['90378018', 'JANSEN RUBEN', 'WEB', '2023-11-05', '95161', '577777.96'],
 ['80306847', 'HOLM DAVID', 'K9', '1983-10-08', '69971', '459128.07'],
 ['26679071', 'CARTER SARA', 'SAL', '2000-09-06', '72259', '156600.66'],
 ['06548422', 'STONE BORIS', 'LOW', '1998-04-07', '59166', '270787.58'],
 ['12187767', 'BJÖRK BJØRN', 'LEG', '1984-12-14', '90071', '640748.43'],
 ['17472965', 'WEIß NORA', 'TRV', '2002-12-18', '57407', '24229.03'],
 ['82991377', 'DIXON RUBEN', 'OPS', '1969-06-18', '73968', '43535.02'],
 ['94822981', 'NIELSEN SARA', 'TRV', '1999-02-15', '17134', '89971.22'],
 ['97137231', "O'BRIEN NORA", 'X07', '1988-11-28', '80209', '78097.57'],
 ['91469217', 'TURNER EMMA', 'A1', '1996-10-23', '65050', '697429.12'],
 ['50680613', 'ROSS SARA', 'DOM', '1991-11-11', '41821', '541871.94'],
 ['47510850', 'STONE RUBEN', 'BR1', '2029-04-01', '81518', '376271.12'],
 ['83571216', "O'BRIEN TEODOR", 'OPS', '2010-10-13', '33090', '157701.85'],
 ['64053770', 'IBSEN EMMA', 'OPS', '1997-05-07', '32836', '191970.65'],
 ['29268163', 'ROSS NORA', 'X07', '2066-02-26', '10437', '213578.30'],
 ['27212598', 'QUINN BORIS', 'LEG', '2054-10-12', '43527', '215084.88'],
 ['73264803', 'BAKER PAULA', 'ATM', '2063-12-25', '94337', '751742.64'],
 ['93212356', 'RAMÍREZ JOSÉ', 'WEB', '1967-12-28', '19099', '799228.86'],
 ['03614729', 'EVANS CLARA', 'SAL', '1993-10-07', '70240', '990846.36'],
 ['86650557', 'QUINN SARA', 'LEG', '1986-12-19', '73087', '260961.51'],
 ['68437424', 'GRANT RUBEN', 'X07', '1982-04-14', '38970', '384017.23'],
 ['13314968', 'IBSEN JONAS', 'LEG', '2014-04-11', '3358', '612172.88'],
 ['82535208', 'WEIß ZOË', 'RND', '1997-10-28', '82708', '580881.21'],
 ['99742622', "O'BRIEN NORA", 'SAL', '2036-04-19', '98776', '365230.83'],
 ['68790846', 'STONE JONAS', 'IT', '2020-09-16', '44679', '978893.51'],
 ['92752415', 'PRICE LINA', 'FIN', '1998-08-25', '68395', '703033.52'],
 ['23379476', 'BAKER TEODOR', 'DOM', '2057-12-11', '10188', '715468.33'],
 ['25450551', 'CARTER TEODOR', 'POS', '2054-09-27', '32580', '213217.62'],
 ['26695012', 'JANSEN RUBEN', 'ATM', '2054-11-02', '6494', '936825.59'],
 ['52125895', 'MÅNSSON JOSÉ', 'LOW', '1991-01-04', '38982', '700710.05'],
 ['68393962', 'GÜNTHER ZOË', 'X07', '1984-08-12', '20075', '964945.80'],
 ['81299873', 'TURNER IRIS', 'X07', '2059-02-22', '16895', '163231.65'],
 ['85028382', 'FISCHER KARL', 'RND', '2023-03-12', '34069', '532670.86'],
 ['73593497', 'OLSEN IRIS', 'LOW', '2005-03-15', '70432', '746239.78'],
 ['05568495', 'NIELSEN SARA', 'WEB', '2060-11-20', '80906', '728751.60'],
 ['17615949', 'CARTER MARCO', 'BR1', '1967-06-13', '42822', '929715.33'],
 ['85691499', 'FISCHER MARCO', 'ATM', '1979-06-13', '76097', '61874.22'],
 ['94506251', 'LARSEN GRACE', 'STD', '2036-11-11', '9292', '372133.29'],
 ['29094819', 'GÜNTHER ÓSCAR', 'FIN', '1974-11-22', '68753', '658788.98'],
 ['99769091', 'RAMÍREZ CHLOÉ', 'SAL', '2053-09-09', '72071', '747933.55'],
 ['18120472', 'NIELSEN SARA', 'WEB', '1967-09-01', '42314', '186073.84'],
 ['00857018', 'HOLM LINA', 'ATM', '1989-05-12', '36290', '148834.47'],
 ['56070471', 'MORGAN LINA', 'DOM', '2041-11-27', '16171', '527520.46'],
 ['84276993', 'DUPRÉ ZOË', 'WEB', '2015-07-13', '29725', '209127.94'],
 ['14972844', 'GONÇALVES INÊS', 'ATM', '1979-10-10', '2676', '803905.40'],
 ['82286767', 'JANSEN HUGO', 'COM', '2007-08-18', '69328', '447597.80'],
 ['01017042', 'CARTER SARA', 'POS', '', '53124', '671675.76'],
 ['42421108', 'BAKER GRACE', 'STD', '1998-04-27', '7344', '618897.21'],
 ['61387303', "O'BRIEN VERA", 'WEB', '2009-07-12', '60033', '871057.39'],
 ['76776905', 'CARTER CLARA', 'TRV', '1989-01-26', '94566', '181348.94'],
 ['11192510', 'STONE OSKAR', 'BR1', '1987-12-17', '1256', '298529.67'],
 ['86893877', 'WEIß JOSÉ', 'SAL', '1980-04-19', '2836', '874245.07'],
 ['50447875', 'RAMÍREZ ÓSCAR', 'X07', '1999-02-11', '13492', '63385.59'],
 ['44941837', 'LARSEN GRACE', 'X07', '2056-10-02', '72027', '250202.61'],
 ['19104949', 'SÆTHER GRACE', 'TRV', '2037-04-13', '30860', '225721.57'],
 ['33717067', 'PEÑA DAVID', 'LOW', '1996-10-11', '46729', '392665.47'],
 ['09149602', 'IBSEN IRIS', 'POS', '2003-12-04', '54013', '406307.85'],
 ['85609956', 'JANSEN RUBEN', 'B2', '1986-11-09', '90572', '755787.41'],
 ['02334765', 'GONÇALVES FRANÇOIS', 'K9', '1967-08-23', '89309', '636756.20'],
 ['95633979', 'PRICE EMMA', 'STD', '1970-07-28', '47395', '71319.50'],
 ['49574886', 'OLSEN NORA', 'OPS', '1980-11-25', '23616', '999242.74']]
AMT = 5
CONTROL = {'adjustments': 6, 'header_date': '2024-07-11', 'records': 69, 'total_amount': '31858060.63', 'trailer_ok': False}

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
