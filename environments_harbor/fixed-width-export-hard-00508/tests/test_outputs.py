import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/pension_20240215.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['member_no', 'name', 'scheme', 'birth_date', 'contribution']
ROWS = [['003234215', 'PEÑA MARCO', 'HR', '1987-04-03', '82964.42'],
 ['750571392', 'LÖFGREN ANNA', 'A1', '2001-09-26', '818316.88'],
 ['861355782', 'SÆTHER FRANÇOIS', 'IT', '2039-12-08', '819665.55'],
 ['167690344', 'ADAMS RUBEN', 'IT', '', '567364.76'],
 ['168087373', 'KELLER LINA', 'IT', '1998-12-09', '-977713.21'],
 ['416729502', 'NÚÑEZ ANNA', 'HR', '1979-05-08', '-770111.41'],
 ['242611517', 'KELLER MARCO', 'B2', '', '324481.95'],
 ['214996244', 'IBSEN SARA', 'HR', '2008-07-13', '906702.74'],
 ['041581294', 'MÜLLER JOSÉ', 'IT', '2028-03-01', '292988.63'],
 ['301562529', 'IBSEN VERA', 'IT', '2044-07-11', '425929.04'],
 ['731531065', 'GRANT NORA', 'B2', '2006-03-19', '425730.86'],
 ['369038841', 'PRICE VERA', 'HR', '2009-08-26', '766057.60'],
 ['421840029', 'SÆTHER RUBEN', 'B2', '1979-11-27', '862816.28'],
 ['697784721', 'GÜNTHER JOSÉ', 'IT', '2031-11-12', '454635.28'],
 ['176971181', 'TURNER CLARA', 'A1', '1981-02-19', '577187.73'],
 ['883940029', 'ADAMS ANNA', 'A1', '', '47868.07'],
 ['734621911', 'PEÑA FELIX', 'K9', '1956-01-04', '956806.99'],
 ['277421774', 'NÚÑEZ VERA', 'K9', '2004-04-14', '2402.18'],
 ['268192751', 'ROSS LINA', 'B2', '2015-04-20', '298665.13'],
 ['885858759', 'WEIß ZOË', 'HR', '1968-09-27', '38407.64'],
 ['688559108', 'ROSS LINA', 'HR', '2027-04-04', '354727.17'],
 ['812685690', 'CARTER KARL', 'A1', '2024-01-04', '742356.86'],
 ['647749698', 'JANSEN OSKAR', 'B2', '2037-02-11', '837990.05'],
 ['751420671', 'LARSEN ANNA', 'A1', '1949-04-12', '18038.93'],
 ['837562751', 'HOLM JONAS', 'A1', '1961-02-06', '341491.14'],
 ['178258282', 'LARSEN EMMA', 'HR', '1961-01-08', '523865.75'],
 ['584109446', 'PEÑA TEODOR', 'K9', '1949-09-22', '183910.89'],
 ['905983513', 'QUINN SARA', 'IT', '2003-02-25', '590060.35'],
 ['588270679', 'LARSEN LINA', 'K9', '1973-12-14', '864429.80'],
 ['494343930', 'FISCHER LINA', 'A1', '', '303817.10'],
 ['776595336', 'WEIß SØREN', 'IT', '2003-02-06', '71990.21'],
 ['519460760', 'ADAMS LINA', 'IT', '2020-07-09', '230914.39'],
 ['464486639', 'GRANT RUBEN', 'A1', '2030-11-27', '457757.24'],
 ['477879575', 'PRICE SARA', 'HR', '1978-08-15', '110052.54'],
 ['210019119', 'GRANT JONAS', 'K9', '2020-04-13', '503374.13'],
 ['249966286', 'KELLER FELIX', 'K9', '1962-08-15', '848951.02'],
 ['758990898', 'ADAMS OSKAR', 'IT', '1957-08-07', '808586.88'],
 ['027420799', 'STONE OSKAR', 'A1', '1962-01-26', '59453.02'],
 ['815582839', 'QUINN SARA', 'B2', '2021-09-13', '872935.54'],
 ['184302607', 'NIELSEN RUBEN', 'HR', '1965-12-10', '753833.67'],
 ['675361082', 'HOLM DAVID', 'A1', '1968-05-25', '423424.50'],
 ['044366424', 'LÖFGREN KARL', 'B2', '1997-01-09', '652014.35'],
 ['562569610', 'LÖFGREN ZOË', 'A1', '', '742925.19'],
 ['246762415', 'LARSEN OSKAR', 'A1', '1997-04-23', '962317.29'],
 ['301311365', 'GRANT KARL', 'K9', '2030-06-14', '377387.44'],
 ['665907708', 'GRANT HUGO', 'HR', '2033-09-21', '308653.61'],
 ['971979008', 'JANSEN OSKAR', 'A1', '1999-03-02', '422063.81'],
 ['073329879', 'BJÖRK JOSÉ', 'A1', '2003-01-20', '289296.38'],
 ['161900488', 'ADAMS SARA', 'A1', '', '953520.09'],
 ['204942037', 'NIELSEN VERA', 'HR', '1995-10-23', '350628.61'],
 ['028822774', 'GRANT FELIX', 'B2', '2048-02-10', '240886.74'],
 ['754762365', 'IBSEN NORA', 'A1', '2013-05-27', '280621.93'],
 ['724600806', 'ROSS CLARA', 'B2', '1986-03-07', '675719.67'],
 ['835742468', 'STONE SARA', 'A1', '2027-03-14', '957724.72'],
 ['565926310', 'GRANT HUGO', 'HR', '2047-08-12', '820926.66'],
 ['619248241', 'PRICE IRIS', 'IT', '2020-07-18', '997052.82'],
 ['854011673', 'KELLER TEODOR', 'A1', '1984-04-26', '270176.95'],
 ['170770519', 'MORGAN PAULA', 'K9', '1976-05-05', '471352.03'],
 ['135118249', 'KELLER ANNA', 'HR', '2044-06-13', '429261.78']]
AMT = 4
CONTROL = {'adjustments': 8, 'header_date': '2024-02-15', 'records': 59, 'total_amount': '27025658.36', 'trailer_ok': True}

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
