import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/srv/etl/out/pension_20220119.csv'
JSON_PATH = '/srv/etl/out/control.json'
HEADER = ['member_no', 'name', 'scheme', 'birth_date', 'contribution']
ROWS = [['004613710', 'HOLM JONAS', 'HR', '2015-12-24', '448975.20'],
 ['059111612', 'TURNER PAULA', 'K9', '2020-02-24', '572775.38'],
 ['226139905', 'BAKER OSKAR', 'A1', '2013-02-18', '423724.57'],
 ['814577901', 'FISCHER RUBEN', 'B2', '', '623153.30'],
 ['460709519', 'BAKER MARCO', 'A1', '2020-03-18', '789759.05'],
 ['835867841', 'MORGAN SARA', 'A1', '2013-06-18', '408998.03'],
 ['716025976', 'PRICE SARA', 'B2', '2019-09-21', '979992.80'],
 ['247388937', 'GRANT BORIS', 'IT', '2012-09-19', '968468.27'],
 ['727591277', 'KELLER KARL', 'HR', '2015-05-17', '544100.00'],
 ['590989615', 'STONE OSKAR', 'IT', '2012-08-15', '261729.55'],
 ['839859866', 'BAKER FELIX', 'K9', '2014-05-18', '573905.72'],
 ['843424341', 'EVANS RUBEN', 'A1', '2015-01-05', '183029.60'],
 ['643667343', 'BAKER GRACE', 'HR', '2019-10-24', '296874.74'],
 ['434892238', 'OLSEN VERA', 'K9', '2020-01-20', '896664.51'],
 ['733785427', 'QUINN EMMA', 'B2', '2012-02-23', '260170.65'],
 ['655616197', 'JANSEN SARA', 'IT', '2015-05-05', '529048.70'],
 ['819692753', 'LARSEN KARL', 'A1', '2012-10-14', '112056.89'],
 ['463057267', 'EVANS KARL', 'IT', '2015-12-07', '190863.09'],
 ['102555590', 'STONE NORA', 'B2', '2014-05-17', '118224.78'],
 ['086183951', 'TURNER RUBEN', 'A1', '2020-12-14', '985519.83'],
 ['599915827', 'TURNER DAVID', 'IT', '2014-08-03', '575901.67'],
 ['299202031', 'CARTER SARA', 'HR', '2012-06-19', '506232.12'],
 ['714704202', 'BAKER ANNA', 'HR', '2016-07-28', '214778.42'],
 ['653122623', 'FISCHER OSKAR', 'K9', '2017-08-08', '636621.32'],
 ['389563750', 'GRANT VERA', 'B2', '2013-11-08', '574440.76'],
 ['492082187', 'DIXON EMMA', 'K9', '2016-10-31', '461234.28'],
 ['874826761', 'IBSEN MARCO', 'IT', '2018-10-17', '558157.82'],
 ['708124649', 'NIELSEN MARCO', 'A1', '2014-05-03', '3853.92'],
 ['930137608', 'KELLER LINA', 'B2', '2018-03-15', '632253.53'],
 ['621242754', 'QUINN JONAS', 'B2', '2021-08-13', '390308.01'],
 ['231598185', 'STONE MARCO', 'B2', '2017-05-05', '473312.96'],
 ['323338871', 'LARSEN FELIX', 'A1', '2013-09-25', '530121.90'],
 ['610922203', 'STONE NORA', 'B2', '2013-07-06', '982613.49'],
 ['856341688', 'GRANT VERA', 'K9', '2019-03-04', '529511.02'],
 ['420439018', 'PRICE EMMA', 'B2', '2016-04-13', '411411.07'],
 ['827414473', 'HOLM RUBEN', 'K9', '2011-12-11', '86484.97']]
AMT = 4
CONTROL = {'records': 36, 'total_amount': '17735271.92'}

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
