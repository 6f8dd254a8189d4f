import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/opt/legacy/csv/inventory_20251102.csv'
JSON_PATH = '/opt/legacy/csv/control.json'
HEADER = ['sku', 'description', 'bin', 'count_date', 'qty', 'value']
ROWS = [['0024587', 'HEX BOLT M8', 'SAL', '1987-12-15', '85037', '5269620.51'],
 ['5294913', 'JALAPEÑO PASTE', 'IND', '2001-09-11', '85189', '3650604.69'],
 ['8722167', 'FONDUE SÉT', 'B2', '1982-03-05', '61153', '1429118.16'],
 ['5147689', 'DRILL BIT 6MM', 'BR1', '', '7123', '5971014.90'],
 ['6993239', 'FUSE 10A', 'K9', '1986-10-22', '82069', '-848343.91'],
 ['1756271', 'HEX BOLT M8', 'SAL', '1978-12-14', '31203', '-2783407.52'],
 ['1675435', 'WALL PLUG', 'DOM', '1998-12-26', '19959', '517387.20'],
 ['5937486', 'PÂTÉ MOULD', 'K9', '2018-02-08', '58941', '4888231.37'],
 ['8985131', 'FONDUE SÉT', 'STD', '1994-07-20', '24787', '5754747.89'],
 ['4180421', 'SMÖRGÅS BOARD', 'MKT', '2067-05-12', '611', '5243441.83'],
 ['6415558', 'PÂTÉ MOULD', 'AUTO', '2006-10-19', '20595', '4304688.20'],
 ['5207836', 'PÂTÉ MOULD', 'COM', '2044-04-23', '19776', '2327273.28'],
 ['6027628', 'CRÈME BRÛLÉE TORCH', 'POS', '1972-02-01', '72497', '5155099.31'],
 ['4302542', 'FUSE 10A', 'BR1', '1992-10-07', '26181', '6763638.30'],
 ['4723213', 'WALL PLUG', 'IT', '2041-09-28', '8743', '1887780.40'],
 ['0315423', 'CRÈME BRÛLÉE TORCH', 'LEG', '1999-01-01', '83803', '5519310.18'],
 ['3007377', 'WALL PLUG', 'B2', '2004-12-06', '79710', '5263420.65'],
 ['3321718', 'STEEL BRACKET', 'IT', '1990-03-11', '92305', '8209477.89'],
 ['6973835', 'FUSE 10A', 'LEG', '2012-11-24', '40423', '2649593.71'],
 ['8293478', 'FUSE 10A', 'COM', '1976-02-26', '1075', '982544.41'],
 ['2945532', 'CRÈME BRÛLÉE TORCH', 'BR1', '1991-05-15', '96875', '4101627.19'],
 ['5524002', 'LED PANEL', 'HR', '1975-08-23', '95183', '7341465.68'],
 ['8953434', 'HINGE 75MM', 'MKT', '2041-03-12', '64387', '6507887.10'],
 ['5230209', 'HEX BOLT M8', 'LOW', '1984-08-07', '41731', '6807633.77'],
 ['3173953', 'PIPE CLAMP', 'COM', '1990-07-25', '20866', '2148324.35'],
 ['9472800', 'LED PANEL', 'DOM', '2047-09-23', '94825', '5017696.62'],
 ['1631953', 'HEX BOLT M8', 'FIN', '', '857', '2552222.29'],
 ['3779653', 'CRÈME BRÛLÉE TORCH', 'MKT', '1990-11-14', '51334', '2427289.16'],
 ['6968557', 'HEX BOLT M8', 'WEB', '2027-03-23', '76086', '3059267.56'],
 ['6944777', 'PIPE CLAMP', 'HOME', '1990-01-12', '2759', '4686673.06'],
 ['8251128', 'WALL PLUG', 'LOW', '1976-01-23', '14357', '1456164.43'],
 ['8604603', 'GASKET SET', 'SAL', '2019-12-11', '76073', '1860424.15'],
 ['4050795', 'SMÖRGÅS BOARD', 'BR1', '1989-08-15', '39708', '9173522.68'],
 ['2222135', 'PÂTÉ MOULD', 'LOW', '2021-02-12', '52193', '5501079.01'],
 ['0833247', 'DRILL BIT 6MM', 'K9', '1982-04-16', '84924', '2008030.20'],
 ['5728217', 'SMÖRGÅS BOARD', 'AUTO', '1983-11-14', '22055', '3634508.67'],
 ['3512787', 'STEEL BRACKET', 'IT', '2024-10-04', '33676', '5330413.13'],
 ['6215238', 'PIPE CLAMP', 'WEB', '2005-05-25', '53423', '9216989.16'],
 ['7848965', 'DRILL BIT 6MM', 'B2', '', '49193', '9866856.34'],
 ['5482367', 'STEEL BRACKET', 'IND', '1980-12-20', '30061', '8110829.61'],
 ['8739481', 'CRÈME BRÛLÉE TORCH', 'K9', '1986-04-09', '57005', '9828554.34'],
 ['0693009', 'CAFÉ FILTER No.4', 'MKT', '2043-03-27', '41093', '4579917.02'],
 ['1426566', 'PÂTÉ MOULD', 'R-12', '2037-05-05', '72531', '684049.18'],
 ['0311031', 'PIPE CLAMP', 'AUTO', '2028-10-21', '76145', '1887637.12'],
 ['6390992', 'FUSE 10A', 'FIN', '2067-01-25', '48584', '6392278.56'],
 ['0783637', 'JALAPEÑO PASTE', 'ATM', '1996-10-16', '36139', '406679.59'],
 ['8087561', 'CABLE TIE 200', 'STD', '1999-10-27', '19156', '9844128.90'],
 ['5979086', 'LED PANEL', 'HR', '1984-10-04', '11576', '3344063.28'],
 ['6427327', 'HEX BOLT M8', 'R-12', '2056-10-27', '40426', '8942964.63'],
 ['5092550', 'FUSE 10A', 'X07', '1988-07-18', '49850', '9308291.85'],
 ['1459812', 'DRILL BIT 6MM', 'K9', '2012-05-15', '85771', '283467.31'],
 ['6491844', 'DRILL BIT 6MM', 'SAL', '1972-06-23', '56407', '538317.39'],
 ['2704229', 'CAFÉ FILTER No.4', 'ATM', '2041-05-11', '52692', '7516777.92'],
 ['6021497', 'LED PANEL', 'B2', '2017-02-19', '53421', '8294251.81'],
 ['2150685', 'CABLE TIE 200', 'COM', '1978-10-06', '87994', '2991148.31'],
 ['4183465', 'CAFÉ FILTER No.4', 'DOM', '2047-04-07', '39309', '8615610.62'],
 ['0950125', 'LED PANEL', 'SAL', '2029-01-17', '53798', '6117314.44'],
 ['9810710', 'FUSE 10A', 'MKT', '1971-07-28', '74029', '8250854.39']]
AMT = 5
CONTROL = {'adjustments': 9, 'header_date': '2025-11-02', 'records': 58, 'total_amount': '270790452.27', 'trailer_ok': True}

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
