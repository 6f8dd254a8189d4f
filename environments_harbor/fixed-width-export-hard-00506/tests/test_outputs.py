import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/interfaces/csv/pension_20250712.csv'
JSON_PATH = '/srv/interfaces/csv/control.json'
HEADER = ['member_no', 'name', 'scheme', 'birth_date', 'contribution']
ROWS = [['003452986', 'FISCHER EMMA', 'IT', '1982-08-02', '941634.81'],
 ['160532294', 'BJÖRK GRACE', 'HR', '2018-07-16', '741089.87'],
 ['274290230', 'SÆTHER NORA', 'A1', '1983-12-04', '129544.36'],
 ['285830153', 'MÜLLER GRACE', 'A1', '', '794640.54'],
 ['756065732', 'IBSEN JONAS', 'HR', '1999-06-07', '-822640.17'],
 ['179939373', 'DIXON GRACE', 'A1', '2023-07-04', '-259683.21'],
 ['639703677', 'TURNER VERA', 'HR', '1950-12-27', '998840.29'],
 ['193921391', 'HOLM HUGO', 'B2', '2013-12-19', '750825.75'],
 ['688288042', 'LÖFGREN ÅSA', 'IT', '1965-08-18', '867857.50'],
 ['124542469', 'EVANS JONAS', 'A1', '2012-04-06', '106586.50'],
 ['543059976', 'QUINN BORIS', 'A1', '2033-11-13', '272729.37'],
 ['259050022', 'QUINN PAULA', 'IT', '1993-02-14', '716558.40'],
 ['450700411', 'PEÑA ÓSCAR', 'K9', '2015-05-06', '752701.87'],
 ['606324074', 'NIELSEN CLARA', 'K9', '1982-10-04', '316913.94'],
 ['736422446', 'KELLER CLARA', 'B2', '1951-04-18', '78356.25'],
 ['079097368', 'BAKER PAULA', 'K9', '2016-05-06', '640875.06'],
 ['907625314', 'MÅNSSON INÊS', 'K9', '1989-01-28', '374582.41'],
 ['466002153', 'DIXON HUGO', 'K9', '2032-04-19', '526658.14'],
 ['531177002', 'JANSEN IRIS', 'A1', '1950-02-04', '772553.61'],
 ['245005036', 'FISCHER DAVID', 'B2', '2024-08-13', '520151.84'],
 ['769301697', 'GRANT EMMA', 'IT', '2039-08-01', '87001.63'],
 ['488913598', 'CARTER RUBEN', 'K9', '1955-11-06', '81005.93'],
 ['903251385', 'QUINN SARA', 'B2', '1969-09-11', '202228.10'],
 ['104218943', 'ADAMS PAULA', 'B2', '1944-06-14', '108012.87'],
 ['290899813', 'GRANT BORIS', 'B2', '2023-05-14', '20810.84'],
 ['997433226', 'MÜLLER RENÉ', 'IT', '1994-07-02', '661154.42'],
 ['489543803', 'NIELSEN LINA', 'K9', '', '479453.15'],
 ['725964707', 'GÜNTHER SARA', 'A1', '1956-05-10', '341588.18'],
 ['919427705', 'IBSEN NORA', 'K9', '1989-11-25', '169330.64'],
 ['297525285', 'QUINN JONAS', 'HR', '2009-11-10', '815180.80'],
 ['008616695', 'BAKER LINA', 'A1', '2038-06-20', '191307.62'],
 ['450453011', 'DIXON ANNA', 'IT', '1975-01-18', '703146.56'],
 ['356966668', 'MÜLLER CLARA', 'K9', '1997-06-05', '798518.96'],
 ['967488070', 'KELLER MARCO', 'K9', '2033-06-05', '593734.12'],
 ['063021226', 'ADAMS TEODOR', 'HR', '2034-10-14', '412804.23'],
 ['138673034', 'JANSEN VERA', 'A1', '2027-10-22', '376137.85'],
 ['926336983', 'QUINN PAULA', 'B2', '1995-02-06', '596815.05'],
 ['610875208', 'LARSEN GRACE', 'IT', '1944-01-15', '192006.38'],
 ['707614841', 'WEIß IRIS', 'IT', '1974-06-21', '388397.89'],
 ['919205130', 'EVANS PAULA', 'A1', '2036-02-24', '673901.23'],
 ['660829825', 'LARSEN PAULA', 'A1', '1976-07-02', '460086.86'],
 ['444258031', 'LÖFGREN BJØRN', 'K9', '2027-02-23', '786136.82'],
 ['675999732', 'KELLER MARCO', 'B2', '2003-10-13', '295222.54'],
 ['469961313', 'STONE PAULA', 'K9', '', '641917.49'],
 ['460009947', 'STONE KARL', 'HR', '2005-04-19', '196561.96'],
 ['942287634', 'TURNER FELIX', 'A1', '1970-12-06', '76008.49'],
 ['088640999', 'DUPRÉ CHLOÉ', 'K9', '2009-01-01', '570945.09'],
 ['498579436', 'MORGAN JONAS', 'A1', '2013-03-22', '784407.30'],
 ['821221313', 'BAKER TEODOR', 'K9', '2022-09-04', '389535.05'],
 ['065628144', 'OLSEN TEODOR', 'K9', '2003-09-06', '60116.93'],
 ['224753114', 'CARTER ANNA', 'A1', '2023-04-21', '285221.86'],
 ['123958478', 'HOLM OSKAR', 'HR', '2034-07-10', '297058.47'],
 ['296044138', 'NÚÑEZ ZOË', 'HR', '1989-07-01', '853933.74']]
AMT = 4
CONTROL = {'adjustments': 9, 'header_date': '2025-07-12', 'records': 53, 'total_amount': '22810466.18', 'trailer_ok': True}

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
