import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/inventory_20210404.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['sku', 'description', 'bin', 'count_date', 'qty', 'value']
ROWS = [['0093367', 'STEEL BRACKET', 'DOM', '1997-07-23', '73233', '3958356.98'],
 ['0767417', 'FONDUE SÉT', 'X07', '2002-07-20', '47840', '3903176.06'],
 ['7506533', 'FONDUE SÉT', 'AUTO', '1979-07-11', '72314', '6142743.59'],
 ['1354508', 'STEEL BRACKET', 'ATM', '', '71884', '882952.07'],
 ['9720000', 'CAFÉ FILTER No.4', 'AUTO', '1957-09-18', '34377', '-7332943.60'],
 ['4848382', 'HEX BOLT M8', 'BR1', '2007-02-13', '69634', '-8942935.79'],
 ['1500976', 'CAFÉ FILTER No.4', 'POS', '2035-11-20', '70591', '8112829.98'],
 ['9648215', 'CABLE TIE 200', 'LOW', '2009-08-17', '26178', '3830283.20'],
 ['4220659', 'WALL PLUG', 'HR', '2031-10-15', '65871', '4293241.20'],
 ['2760539', 'FUSE 10A', 'DOM', '1976-10-11', '22745', '8620839.91'],
 ['0473559', 'DRILL BIT 6MM', 'AUTO', '1962-10-12', '66814', '3761901.17'],
 ['6921126', 'FONDUE SÉT', 'MKT', '1999-05-09', '86380', '7198106.06'],
 ['4382556', 'DRILL BIT 6MM', 'K9', '', '75011', '6616006.91'],
 ['6551421', 'JALAPEÑO PASTE', 'A1', '1964-05-16', '79203', '6098973.52'],
 ['4091497', 'PIPE CLAMP', 'WEB', '2010-09-06', '40823', '7581620.79'],
 ['6379601', 'CRÈME BRÛLÉE TORCH', 'IT', '2020-01-08', '34872', '9061207.67'],
 ['6580268', 'CAFÉ FILTER No.4', 'HR', '1960-02-20', '76311', '4799132.93'],
 ['3499094', 'PIPE CLAMP', 'STD', '1972-02-18', '8783', '1083904.87'],
 ['0789354', 'STEEL BRACKET', 'LOW', '1969-08-07', '14942', '4912513.42'],
 ['0855918', 'SMÖRGÅS BOARD', 'HR', '1958-07-27', '57851', '9319004.22'],
 ['0463679', 'GASKET SET', 'X07', '2034-01-24', '59363', '1933376.79'],
 ['2931056', 'JALAPEÑO PASTE', 'RND', '', '57546', '6027447.29'],
 ['6807265', 'PIPE CLAMP', 'DOM', '1963-05-15', '41617', '6116023.28'],
 ['1503444', 'DRILL BIT 6MM', 'OPS', '2010-02-08', '97159', '4268401.58'],
 ['4808307', 'CABLE TIE 200', 'LOW', '1966-11-24', '20795', '7659993.46'],
 ['2458754', 'STEEL BRACKET', 'SAL', '1979-01-27', '27816', '8054338.99'],
 ['2182824', 'HEX BOLT M8', 'A1', '2006-07-16', '97669', '1155637.87'],
 ['7644817', 'PIPE CLAMP', 'STD', '2029-12-02', '94200', '4689569.86'],
 ['7493550', 'PÂTÉ MOULD', 'FIN', '2004-05-17', '56467', '2252319.58'],
 ['4087120', 'WALL PLUG', 'OPS', '1953-03-05', '64783', '2347953.37'],
 ['1450456', 'FUSE 10A', 'WEB', '2041-05-06', '35455', '3207839.58'],
 ['0952054', 'DRILL BIT 6MM', 'HOME', '2001-11-03', '18810', '8833980.36'],
 ['9575536', 'GASKET SET', 'OPS', '2018-06-15', '28028', '8036917.08'],
 ['5276181', 'CABLE TIE 200', 'BR1', '1979-05-05', '5147', '7396935.95'],
 ['4346858', 'HINGE 75MM', 'R-12', '2033-10-04', '21443', '3224200.73'],
 ['7059772', 'FUSE 10A', 'COM', '1963-09-26', '3353', '9149154.16'],
 ['3327487', 'FONDUE SÉT', 'ATM', '1983-03-10', '76919', '8884070.60'],
 ['4146305', 'GASKET SET', 'B2', '1989-09-01', '57922', '2330665.35'],
 ['9099395', 'FONDUE SÉT', 'RND', '2040-09-27', '84922', '1415027.59'],
 ['5643369', 'JALAPEÑO PASTE', 'OPS', '2044-09-25', '21432', '5584398.23'],
 ['4364322', 'DRILL BIT 6MM', 'STD', '2012-04-19', '63528', '3753459.34'],
 ['4542346', 'CABLE TIE 200', 'BR1', '1958-03-08', '55605', '7279582.38'],
 ['7881444', 'HEX BOLT M8', 'HR', '2034-03-19', '60352', '2364796.57'],
 ['7372962', 'FUSE 10A', 'A1', '2025-10-13', '40821', '2564743.72'],
 ['3608298', 'HINGE 75MM', 'WEB', '2003-02-11', '508', '34848.56'],
 ['0712893', 'CABLE TIE 200', 'OPS', '1950-02-23', '77331', '9375895.08'],
 ['1833025', 'HEX BOLT M8', 'STD', '2012-09-06', '40239', '3362773.18'],
 ['7923942', 'GASKET SET', 'HR', '2014-11-10', '1447', '2687880.69'],
 ['0948079', 'HEX BOLT M8', 'B2', '2038-08-18', '24615', '8478964.42'],
 ['1073126', 'LED PANEL', 'RND', '1983-11-16', '20834', '3596393.13'],
 ['1115217', 'DRILL BIT 6MM', 'WEB', '2044-09-16', '49513', '1551800.86'],
 ['5500245', 'PIPE CLAMP', 'ATM', '1998-07-01', '92351', '8919200.56'],
 ['9232398', 'LED PANEL', 'IT', '2038-06-02', '8035', '240308.24'],
 ['4035606', 'GASKET SET', 'WEB', '2043-07-20', '34851', '7940692.33'],
 ['2815406', 'WALL PLUG', 'OPS', '2031-07-23', '88745', '4554623.28'],
 ['6619301', 'STEEL BRACKET', 'IND', '2016-01-17', '67434', '9220299.81'],
 ['3575477', 'DRILL BIT 6MM', 'LOW', '1976-02-13', '84475', '3684700.08'],
 ['4504402', 'STEEL BRACKET', 'IT', '2006-01-11', '18310', '3726924.48'],
 ['6385422', 'CABLE TIE 200', 'COM', '', '63997', '6158718.25'],
 ['2333491', 'LED PANEL', 'LEG', '1982-09-09', '42904', '3419200.24'],
 ['9249752', 'SMÖRGÅS BOARD', 'IT', '1956-10-28', '63648', '2554874.30'],
 ['5659771', 'FUSE 10A', 'DOM', '1947-06-15', '43246', '3769370.09'],
 ['4502855', 'LED PANEL', 'B2', '1999-11-24', '59045', '5822349.42'],
 ['3712367', 'FONDUE SÉT', 'MKT', '1992-01-01', '7513', '3012863.31'],
 ['0577696', 'DRILL BIT 6MM', 'WEB', '2014-02-05', '93155', '1766655.93'],
 ['8863460', 'LED PANEL', 'IT', '2023-09-15', '36022', '9802044.86'],
 ['9898036', 'HEX BOLT M8', 'X07', '1946-02-24', '53109', '5058395.00'],
 ['7805313', 'HEX BOLT M8', 'R-12', '2040-01-24', '61595', '9047744.61']]
AMT = 5
CONTROL = {'adjustments': 8, 'header_date': '2021-04-04', 'records': 68, 'total_amount': '320219269.58', 'trailer_ok': False}

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
