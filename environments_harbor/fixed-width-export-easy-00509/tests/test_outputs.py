import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/data/outbound/utility_20230425.csv'
JSON_PATH = '/data/outbound/control.json'
HEADER = ['meter_id', 'customer', 'tariff', 'read_date', 'kwh', 'charge']
ROWS = [['00161220', 'TURNER PAULA', 'X07', '2020-08-02', '36870', '184395.92'],
 ['99273225', 'OLSEN KARL', 'SAL', '2019-12-14', '48140', '705008.64'],
 ['48391792', 'OLSEN DAVID', 'POS', '2020-07-13', '74063', '392628.59'],
 ['20226409', "O'BRIEN IRIS", 'A1', '', '36174', '942122.19'],
 ['57019808', 'QUINN LINA', 'RND', '2015-08-19', '96892', '652813.70'],
 ['00114955', 'STONE JONAS', 'B2', '2013-03-06', '96695', '222670.41'],
 ['44933606', 'EVANS MARCO', 'DOM', '2019-02-04', '75033', '7305.73'],
 ['74143510', 'JANSEN HUGO', 'WEB', '2016-09-20', '9498', '715795.26'],
 ['42202239', 'NIELSEN JONAS', 'RND', '2021-11-22', '99603', '122039.48'],
 ['64617468', 'BAKER SARA', 'B2', '2017-09-10', '24679', '479295.92'],
 ['59080626', 'LARSEN DAVID', 'BR1', '2019-09-07', '5617', '195137.00'],
 ['86685754', 'LARSEN KARL', 'IT', '2016-02-03', '74295', '506667.48'],
 ['23659178', 'ROSS BORIS', 'COM', '2014-10-28', '80917', '615567.75'],
 ['99986824', 'MORGAN MARCO', 'RND', '2020-03-30', '1078', '599974.36'],
 ['96774129', 'CARTER ANNA', 'X07', '2016-11-13', '60146', '918427.47'],
 ['68700177', 'GRANT MARCO', 'SAL', '2021-10-10', '22641', '968851.69'],
 ['73258090', 'FISCHER ANNA', 'X07', '2016-10-01', '74407', '508960.09'],
 ['87512068', 'LARSEN NORA', 'OPS', '2013-01-10', '63768', '426943.43'],
 ['58496425', 'FISCHER DAVID', 'MKT', '2020-08-18', '15587', '900209.53'],
 ['11984667', 'EVANS DAVID', 'DOM', '2018-04-06', '72919', '940005.74'],
 ['66591451', 'FISCHER LINA', 'HR', '2017-08-31', '75689', '289687.55'],
 ['75742134', 'CARTER EMMA', 'IND', '2016-01-26', '36679', '951159.23'],
 ['29336607', 'IBSEN TEODOR', 'MKT', '2022-11-07', '55881', '387143.35'],
 ['45190611', 'QUINN DAVID', 'LEG', '2016-05-08', '41057', '971921.53'],
 ['48152778', 'FISCHER PAULA', 'X07', '2015-08-08', '94610', '726458.89'],
 ['66401962', "O'BRIEN LINA", 'IT', '2015-08-05', '11753', '957904.96'],
 ['77432988', 'EVANS LINA', 'IT', '2019-08-01', '40024', '201862.22'],
 ['84922176', 'IBSEN MARCO', 'HR', '2014-03-04', '1404', '180665.36'],
 ['36012022', 'ROSS SARA', 'MKT', '2017-03-02', '14567', '637127.09'],
 ['70288134', 'QUINN VERA', 'LOW', '2018-10-14', '39159', '82697.43'],
 ['43260992', 'BAKER DAVID', 'B2', '2016-06-27', '19365', '312458.74'],
 ['95931593', 'HOLM ANNA', 'OPS', '2015-02-21', '28924', '187649.88'],
 ['42118902', 'BAKER EMMA', 'ATM', '2022-04-13', '29814', '848013.70'],
 ['13412318', 'TURNER SARA', 'FIN', '2022-11-14', '16477', '776238.37']]
AMT = 5
CONTROL = {'records': 34, 'total_amount': '18515808.68'}

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
