import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/utility_20250205.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['meter_id', 'customer', 'tariff', 'read_date', 'kwh', 'charge']
ROWS = [['00876003', 'CARTER DAVID', 'OPS', '1992-03-06', '10320', '214920.30'],
 ['79932567', 'LÖFGREN SARA', 'ATM', '2007-11-25', '50935', '541528.23'],
 ['65070609', 'MÜLLER MARCO', 'IND', '2007-03-14', '26055', '730937.02'],
 ['58716511', 'ADAMS PAULA', 'MKT', '', '41407', '914756.45'],
 ['64591111', 'PEÑA LINA', 'LEG', '2007-11-19', '62509', '-438276.67'],
 ['93551486', 'QUINN TEODOR', 'STD', '2055-11-11', '77584', '-685792.87'],
 ['33181332', 'IBSEN BORIS', 'LOW', '1960-03-23', '25389', '870237.74'],
 ['11670094', 'GRANT EMMA', 'FIN', '1993-08-19', '90982', '833244.49'],
 ['86766682', 'PRICE PAULA', 'STD', '1986-03-08', '51530', '553764.83'],
 ['31763817', 'JANSEN IRIS', 'LOW', '1973-05-01', '5795', '125408.77'],
 ['98388661', 'QUINN GRACE', 'LOW', '1999-10-08', '65860', '628385.86'],
 ['08492282', 'BJÖRK CHLOÉ', 'WEB', '2050-08-13', '19865', '648204.41'],
 ['48380856', 'ADAMS KARL', 'POS', '2046-01-13', '71313', '92454.87'],
 ['45086637', 'TURNER DAVID', 'SAL', '2000-08-11', '32769', '81854.39'],
 ['41427852', 'MORGAN DAVID', 'DOM', '1962-10-25', '4728', '61586.63'],
 ['17435547', 'CARTER SARA', 'IND', '1989-03-16', '29360', '870005.37'],
 ['66728090', 'RAMÍREZ ANNA', 'HR', '2015-06-22', '67350', '460867.98'],
 ['73147304', 'MORGAN LINA', 'X07', '2004-06-24', '82166', '476675.51'],
 ['11055040', 'TURNER LINA', 'WEB', '2021-02-19', '83625', '328787.38'],
 ['99409471', 'NIELSEN FELIX', 'HR', '1972-03-06', '1413', '652066.10'],
 ['05695390', 'OLSEN RUBEN', 'BR1', '1960-01-16', '26664', '836872.34'],
 ['56080993', 'MÅNSSON PAULA', 'BR1', '2007-08-19', '58406', '72032.45'],
 ['92101848', 'CARTER VERA', 'A1', '1993-12-11', '62194', '180817.11'],
 ['34731699', 'CARTER IRIS', 'POS', '2052-11-20', '82788', '681133.08'],
 ['11257068', 'EVANS HUGO', 'BR1', '1976-01-26', '43547', '262119.26'],
 ['40844243', 'BJÖRK JÜRGEN', 'STD', '1995-09-07', '73895', '93377.11'],
 ['77865806', 'STONE OSKAR', 'K9', '1999-11-14', '94800', '702694.17'],
 ['19581071', "O'BRIEN VERA", 'HR', '2017-01-06', '66396', '599008.17'],
 ['76031994', 'GÜNTHER NOÉMIE', 'K9', '1961-09-06', '10409', '439209.57'],
 ['91669585', 'KELLER GRACE', 'WEB', '1987-05-17', '74502', '801465.10'],
 ['71057935', 'HOLM ANNA', 'COM', '2038-05-18', '1320', '254696.96'],
 ['85890733', 'NIELSEN SARA', 'TRV', '1983-10-16', '13317', '51689.24'],
 ['13197796', 'QUINN DAVID', 'X07', '2034-11-12', '45922', '940460.63'],
 ['82816099', 'DIXON PAULA', 'WEB', '1965-10-11', '95567', '20742.84'],
 ['00465521', 'WEIß TEODOR', 'RND', '', '57945', '874711.01'],
 ['67346364', 'ADAMS MARCO', 'IT', '2030-07-05', '54030', '601090.74'],
 ['68454953', 'EVANS JONAS', 'DOM', '1967-05-20', '20523', '983475.44'],
 ['87004053', 'ROSS KARL', 'IT', '1990-07-01', '17402', '350576.50'],
 ['44463416', "O'BRIEN CLARA", 'K9', '', '74658', '67977.41'],
 ['89242372', "O'BRIEN LINA", 'HR', '2055-07-26', '95912', '958567.39'],
 ['51706723', 'DIXON DAVID', 'STD', '2058-03-07', '7174', '248711.47'],
 ['85076616', 'TURNER GRACE', 'IND', '2045-01-14', '98835', '772962.69'],
 ['90068239', 'SÆTHER CLARA', 'SAL', '1985-12-14', '39283', '982759.77'],
 ['68359323', 'KELLER ANNA', 'OPS', '1972-03-14', '40806', '782404.17'],
 ['64541969', 'FISCHER EMMA', 'IT', '2053-01-24', '89005', '324483.34'],
 ['97786815', 'EVANS IRIS', 'K9', '1987-09-17', '36619', '977655.79'],
 ['25085469', 'TURNER GRACE', 'HR', '', '92365', '97641.76'],
 ['46589949', 'PRICE MARCO', 'A1', '2017-01-11', '26023', '40415.62'],
 ['46769193', 'GRANT EMMA', 'B2', '1995-12-25', '52865', '475500.13'],
 ['95004124', 'RAMÍREZ PAULA', 'X07', '2005-06-16', '18435', '985725.63'],
 ['87690494', 'WEIß BJØRN', 'OPS', '2056-04-28', '96651', '305942.25'],
 ['61682569', "O'BRIEN TEODOR", 'HR', '2006-12-18', '50280', '899219.03'],
 ['27679987', 'STONE BORIS', 'RND', '2038-09-08', '57598', '145194.41'],
 ['04870163', 'GÜNTHER CLARA', 'FIN', '2002-04-23', '43532', '756086.46'],
 ['49452487', 'HOLM CLARA', 'K9', '', '51794', '175747.85'],
 ['43212830', 'LÖFGREN JONAS', 'FIN', '1994-09-17', '15817', '274915.52'],
 ['46923359', 'RAMÍREZ ÅSA', 'DOM', '2041-05-28', '66338', '583038.25'],
 ['47246726', 'FISCHER KARL', 'HR', '1981-05-23', '14133', '694425.12'],
 ['75713324', 'RAMÍREZ IRIS', 'HR', '1995-03-19', '978', '283293.57'],
 ['73993000', 'HOLM JONAS', 'B2', '2049-05-14', '62378', '641014.79'],
 ['72413465', 'LÖFGREN NOÉMIE', 'COM', '2048-05-28', '3196', '686594.08'],
 ['14638113', 'GÜNTHER MARCO', 'DOM', '1960-02-03', '50065', '255773.01'],
 ['25191354', 'HOLM EMMA', 'POS', '2056-08-05', '68916', '874154.29']]
AMT = 5
CONTROL = {'adjustments': 6, 'header_date': '2025-02-05', 'records': 63, 'total_amount': '29997992.31', 'trailer_ok': True}

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
