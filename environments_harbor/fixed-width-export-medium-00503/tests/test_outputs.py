import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/opt/legacy/csv/inventory_20240326.csv'
JSON_PATH = '/opt/legacy/csv/control.json'
HEADER = ['sku', 'description', 'bin', 'count_date', 'qty', 'value']
ROWS = [['0060133', 'LED PANEL', 'DOM', '1986-02-05', '46904', '1112453.18'],
 ['1142307', 'SMÖRGÅS BOARD', 'B2', '2001-12-15', '11572', '7695448.66'],
 ['7053836', 'CRÈME BRÛLÉE TORCH', 'WEB', '1970-12-12', '38686', '8469030.29'],
 ['8585498', 'DRILL BIT 6MM', 'RND', '', '93097', '3356076.64'],
 ['6182734', 'FUSE 10A', 'TRV', '1975-09-11', '5265', '1129621.74'],
 ['8728795', 'SMÖRGÅS BOARD', 'POS', '1962-05-11', '80089', '441844.01'],
 ['1713777', 'PIPE CLAMP', 'FIN', '2020-06-15', '41802', '7560705.90'],
 ['1845684', 'WALL PLUG', 'AUTO', '1989-08-06', '11625', '512925.86'],
 ['5055350', 'JALAPEÑO PASTE', 'LEG', '2001-03-19', '4718', '4809683.89'],
 ['4299468', 'GASKET SET', 'TRV', '2006-12-08', '82565', '3181055.60'],
 ['5204891', 'HINGE 75MM', 'A1', '2038-03-04', '35794', '9111916.08'],
 ['0455927', 'PÂTÉ MOULD', 'OPS', '1977-08-12', '74706', '7835788.84'],
 ['3894341', 'STEEL BRACKET', 'B2', '1969-09-11', '53982', '8257897.41'],
 ['9189564', 'HINGE 75MM', 'STD', '1969-12-25', '79122', '2681953.91'],
 ['9245249', 'CAFÉ FILTER No.4', 'IT', '2015-06-26', '32253', '3628391.84'],
 ['0158080', 'SMÖRGÅS BOARD', 'LEG', '2026-06-20', '69351', '4424771.77'],
 ['0503390', 'SMÖRGÅS BOARD', 'BR1', '2050-09-23', '69458', '1840502.37'],
 ['1284972', 'PÂTÉ MOULD', 'IND', '2008-04-12', '11903', '2540739.80'],
 ['0090947', 'STEEL BRACKET', 'DOM', '2014-07-01', '46943', '4723923.11'],
 ['1928893', 'WALL PLUG', 'FIN', '2009-07-07', '55644', '9692598.09'],
 ['6054353', 'HEX BOLT M8', 'X07', '2028-01-15', '62731', '2105682.11'],
 ['1352255', 'PIPE CLAMP', 'X07', '2026-10-13', '28697', '5627931.11'],
 ['6910326', 'GASKET SET', 'LEG', '2027-11-05', '84746', '5322051.69'],
 ['8419659', 'HINGE 75MM', 'DOM', '1963-07-21', '50588', '6316479.55'],
 ['9579224', 'HEX BOLT M8', 'TRV', '2001-05-13', '65708', '2530236.54'],
 ['0084542', 'SMÖRGÅS BOARD', 'TRV', '1986-04-11', '8697', '9292030.94'],
 ['8051090', 'CABLE TIE 200', 'BR1', '2043-11-21', '29666', '3427432.27'],
 ['7315116', 'JALAPEÑO PASTE', 'DOM', '2010-08-03', '53548', '683653.09'],
 ['0485413', 'HINGE 75MM', 'ATM', '2013-11-05', '29419', '3233923.25'],
 ['2981340', 'HINGE 75MM', 'IND', '1995-01-25', '36084', '1633542.00'],
 ['6751661', 'PIPE CLAMP', 'ATM', '2019-10-07', '25533', '690735.08'],
 ['7804091', 'GASKET SET', 'LEG', '1958-04-17', '97151', '9925436.83'],
 ['8888813', 'STEEL BRACKET', 'HOME', '2026-10-05', '33764', '8738120.81'],
 ['9783775', 'CAFÉ FILTER No.4', 'MKT', '1963-02-26', '23492', '3527057.22'],
 ['3567519', 'HINGE 75MM', 'R-12', '1956-06-13', '45938', '5645869.62'],
 ['9417908', 'GASKET SET', 'ATM', '2052-04-10', '15766', '952482.28'],
 ['9921010', 'HEX BOLT M8', 'B2', '2039-10-04', '85862', '782355.54'],
 ['1563784', 'WALL PLUG', 'HR', '1966-02-27', '69330', '5929556.82'],
 ['8138508', 'CAFÉ FILTER No.4', 'LEG', '', '80370', '6316881.94'],
 ['5523386', 'LED PANEL', 'POS', '2012-11-13', '58405', '8678896.32'],
 ['8989869', 'HINGE 75MM', 'TRV', '1969-07-24', '19652', '4683211.46'],
 ['7420752', 'PIPE CLAMP', 'A1', '1996-11-16', '60250', '3718668.40'],
 ['0481839', 'LED PANEL', 'K9', '1984-12-21', '89896', '5500152.54'],
 ['8505725', 'WALL PLUG', 'OPS', '2006-11-19', '91348', '8627921.88'],
 ['3414380', 'WALL PLUG', 'LEG', '1986-05-06', '56944', '2277955.53'],
 ['4109082', 'LED PANEL', 'A1', '1972-01-19', '96403', '7364293.80'],
 ['9273273', 'PIPE CLAMP', 'SAL', '2003-08-08', '96454', '5995991.13'],
 ['6793138', 'GASKET SET', 'IND', '1962-09-08', '44971', '7267659.62'],
 ['8347434', 'DRILL BIT 6MM', 'LEG', '1962-03-03', '40027', '842140.02'],
 ['9161342', 'STEEL BRACKET', 'B2', '1988-12-13', '46495', '1682047.91'],
 ['4379167', 'FUSE 10A', 'B2', '1953-01-06', '85048', '9684110.21'],
 ['8843790', 'JALAPEÑO PASTE', 'LEG', '2033-03-08', '62056', '4512779.28'],
 ['4687944', 'JALAPEÑO PASTE', 'RND', '1956-06-06', '21072', '840926.10'],
 ['3587659', 'LED PANEL', 'FIN', '1964-03-11', '3832', '4174797.84']]
AMT = 5
CONTROL = {'header_date': '2024-03-26', 'records': 54, 'total_amount': '251540339.72', 'trailer_ok': True}

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
