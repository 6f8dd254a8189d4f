import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/opt/legacy/csv/claims_20240707.csv'
JSON_PATH = '/opt/legacy/csv/control.json'
HEADER = ['claim_no', 'insured', 'policy_type', 'loss_date', 'claim_amount', 'adjuster']
ROWS = [['00496204', 'HOLM TEODOR', 'BR1', '2020-12-07', '6591547.29', 'B2'],
 ['84298761', 'HOLM PAULA', 'B2', '2017-07-02', '9341643.83', 'B2'],
 ['09684307', 'HOLM HUGO', 'B2', '2022-05-25', '9706680.81', 'IND'],
 ['22014364', 'KELLER OSKAR', 'HR', '', '8756799.30', 'POS'],
 ['02978034', 'PRICE ANNA', 'ATM', '2016-12-06', '2184145.15', 'STD'],
 ['51808052', 'LARSEN SARA', 'LOW', '2016-06-22', '6953333.77', 'RND'],
 ['20387206', 'DIXON GRACE', 'STD', '2014-08-05', '570899.49', 'WEB'],
 ['48521105', 'EVANS NORA', 'IT', '2023-11-21', '4487210.78', 'BR1'],
 ['80402685', 'LARSEN JONAS', 'ATM', '2022-11-03', '953486.36', 'K9'],
 ['46834523', 'MORGAN IRIS', 'STD', '2020-06-27', '7225340.06', 'MKT'],
 ['79370282', 'ROSS EMMA', 'HR', '2024-02-15', '4515322.96', 'STD'],
 ['19172491', 'STONE OSKAR', 'K9', '2020-12-20', '1845496.06', 'AUTO'],
 ['30986405', 'OLSEN FELIX', 'WEB', '2016-10-28', '1994429.38', 'AUTO'],
 ['57960587', 'EVANS TEODOR', 'STD', '2015-06-15', '2539715.75', 'BR1'],
 ['60370144', 'ADAMS DAVID', 'TRV', '2023-03-22', '8843984.83', 'LEG'],
 ['62862670', 'JANSEN BORIS', 'SAL', '2024-03-15', '944295.68', 'RND'],
 ['82523319', 'EVANS HUGO', 'WEB', '2014-04-07', '6814886.91', 'X07'],
 ['82501342', 'CARTER VERA', 'RND', '2021-08-25', '4737350.47', 'SAL'],
 ['16591364', 'LARSEN JONAS', 'IND', '2023-08-04', '5639543.18', 'ATM'],
 ['63537033', 'NIELSEN NORA', 'STD', '2015-09-22', '2813676.74', 'LOW'],
 ['42914083', 'OLSEN HUGO', 'BR1', '2016-11-25', '7615999.65', 'LEG'],
 ['96231757', 'CARTER VERA', 'POS', '2017-03-12', '3418912.88', 'COM'],
 ['07081722', 'QUINN PAULA', 'POS', '2024-06-25', '4076857.28', 'SAL'],
 ['33741666', 'GRANT CLARA', 'DOM', '2024-05-17', '2500115.64', 'A1'],
 ['76883306', 'OLSEN VERA', 'BR1', '2024-02-26', '6490356.17', 'R-12'],
 ['78077642', 'EVANS JONAS', 'SAL', '2014-11-20', '114565.37', 'LOW']]
AMT = 4
CONTROL = {'records': 26, 'total_amount': '121676595.79'}

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
