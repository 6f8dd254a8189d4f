import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/interfaces/csv/pension_20220420.csv'
JSON_PATH = '/srv/interfaces/csv/control.json'
HEADER = ['member_no', 'name', 'scheme', 'birth_date', 'contribution']
ROWS = [['004113524', 'ROSS MARCO', 'A1', '1971-04-07', '499276.36'],
 ['681449092', 'BJÖRK NOÉMIE', 'HR', '2000-04-06', '659546.40'],
 ['288184935', 'PEÑA FRANÇOIS', 'K9', '1989-04-22', '515469.91'],
 ['212804847', 'MÜLLER OSKAR', 'A1', '', '381229.37'],
 ['897364934', "O'BRIEN EMMA", 'A1', '1967-02-12', '163556.46'],
 ['284703494', 'IBSEN RUBEN', 'K9', '2062-06-23', '843657.53'],
 ['319648000', 'ADAMS EMMA', 'A1', '1990-02-07', '252274.81'],
 ['424755931', 'BAKER EMMA', 'A1', '2061-05-01', '230270.46'],
 ['193828740', 'NIELSEN JONAS', 'K9', '2063-04-09', '120502.90'],
 ['330900455', 'STONE KARL', 'A1', '2025-10-22', '544353.54'],
 ['687785774', 'MÅNSSON MARCO', 'B2', '1993-12-20', '655544.26'],
 ['726987535', 'GRANT TEODOR', 'A1', '2051-02-13', '274737.75'],
 ['601386312', 'CARTER OSKAR', 'B2', '2018-02-02', '353826.21'],
 ['468668610', 'HOLM OSKAR', 'B2', '1989-02-01', '652782.42'],
 ['808233384', 'GRANT VERA', 'HR', '1985-01-09', '548731.94'],
 ['095425675', 'MÅNSSON ZOË', 'IT', '1978-05-09', '610706.48'],
 ['205747045', "O'BRIEN PAULA", 'B2', '1992-06-18', '388743.24'],
 ['485821672', "O'BRIEN EMMA", 'HR', '2023-06-20', '726557.12'],
 ['537789585', 'BJÖRK IRIS', 'HR', '1974-09-09', '829506.12'],
 ['098631364', 'NÚÑEZ ÅSA', 'B2', '2042-01-02', '921500.97'],
 ['393855772', 'KELLER GRACE', 'IT', '1964-01-12', '48655.20'],
 ['767571151', 'HOLM DAVID', 'HR', '2042-07-15', '143732.83'],
 ['358187413', 'GÜNTHER KARL', 'K9', '1973-06-16', '98787.91'],
 ['258685232', 'WEIß SARA', 'K9', '2011-10-12', '673140.30'],
 ['837757079', 'NÚÑEZ ÅSA', 'HR', '', '892025.99'],
 ['982839818', 'DUPRÉ NORA', 'B2', '1993-11-24', '900001.46'],
 ['572131775', 'ROSS PAULA', 'HR', '1967-11-20', '448838.17'],
 ['479024287', 'IBSEN KARL', 'IT', '1980-01-14', '654396.09'],
 ['066424686', 'DIXON MARCO', 'A1', '1983-09-17', '745936.62'],
 ['759605770', 'QUINN LINA', 'HR', '1975-09-28', '237769.88'],
 ['228835957', 'BAKER PAULA', 'HR', '2011-10-15', '850124.05'],
 ['007977857', 'LARSEN NORA', 'IT', '2050-08-11', '777954.13'],
 ['335740449', 'HOLM ANNA', 'HR', '1975-01-13', '508644.49'],
 ['949079749', 'EVANS OSKAR', 'B2', '1971-07-06', '347861.29'],
 ['179726700', 'STONE ANNA', 'IT', '1992-04-14', '281849.73'],
 ['009252808', 'RAMÍREZ ÅSA', 'K9', '2047-10-08', '184514.35'],
 ['218665516', 'DIXON OSKAR', 'K9', '2016-11-27', '940724.88'],
 ['128263403', 'NIELSEN ANNA', 'IT', '2044-07-13', '13818.14'],
 ['907208220', 'WEIß ZOË', 'K9', '2008-05-13', '229556.99'],
 ['776088639', 'GONÇALVES VERA', 'B2', '2039-05-27', '667594.12'],
 ['411309633', 'GRANT OSKAR', 'IT', '1986-10-14', '259682.41'],
 ['349371081', 'QUINN NORA', 'K9', '1965-04-06', '590333.16'],
 ['740899406', 'ADAMS MARCO', 'K9', '2005-04-02', '187802.88'],
 ['113328940', 'OLSEN ANNA', 'B2', '2047-10-10', '922485.91'],
 ['003828275', 'TURNER ANNA', 'IT', '2001-09-15', '973823.25'],
 ['381668548', 'NÚÑEZ FRANÇOIS', 'K9', '2035-07-01', '906731.46'],
 ['442534022', 'JANSEN JONAS', 'K9', '1964-03-23', '597181.30'],
 ['726485664', 'STONE CLARA', 'K9', '2037-07-10', '978747.40'],
 ['261171134', 'HOLM TEODOR', 'IT', '1965-04-04', '494948.42']]
AMT = 4
CONTROL = {'header_date': '2022-04-20', 'records': 49, 'total_amount': '25730437.06', 'trailer_ok': True}

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
