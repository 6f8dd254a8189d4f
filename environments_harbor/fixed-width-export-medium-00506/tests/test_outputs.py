import csv, io, json, os
from decimal import Decimal

CSV_PATH = '/home/etl/converted/utility_20250126.csv'
JSON_PATH = '/home/etl/converted/control.json'
HEADER = ['meter_id', 'customer', 'tariff', 'read_date', 'kwh', 'charge']
ROWS = [['00205969', 'BAKER DAVID', 'B2', '1983-02-03', '66485', '258520.72'],
 ['77991693', 'MÜLLER JÜRGEN', 'FIN', '2025-06-09', '28495', '693250.67'],
 ['68910387', 'WEIß ÅSA', 'B2', '2062-12-02', '50994', '563.62'],
 ['76201536', 'QUINN GRACE', 'K9', '', '22577', '244136.34'],
 ['44063676', 'STONE BORIS', 'HR', '2054-05-19', '3863', '685608.32'],
 ['76466482', 'NIELSEN EMMA', 'HR', '2033-03-05', '35332', '180793.88'],
 ['70800160', 'BAKER GRACE', 'IT', '1978-04-06', '94797', '118505.95'],
 ['67195279', 'KELLER KARL', 'STD', '2034-09-04', '30477', '460223.40'],
 ['71862327', 'PRICE HUGO', 'IND', '1975-01-10', '91778', '4453.35'],
 ['72907664', 'HOLM IRIS', 'A1', '1974-07-03', '58156', '580236.64'],
 ['43899425', 'HOLM BORIS', 'K9', '2041-01-04', '21321', '737940.47'],
 ['33017639', "O'BRIEN IRIS", 'BR1', '1993-01-03', '75020', '335846.73'],
 ['57791453', 'ADAMS DAVID', 'K9', '1987-05-07', '16631', '217240.66'],
 ['69020555', 'FISCHER GRACE', 'OPS', '2064-12-25', '28648', '546979.62'],
 ['44609432', 'GÜNTHER INÊS', 'RND', '2035-01-27', '69251', '392511.16'],
 ['82232703', 'GRANT MARCO', 'LOW', '1997-03-02', '31683', '632584.86'],
 ['36888494', 'SÆTHER SØREN', 'STD', '1976-12-04', '42861', '412046.99'],
 ['25675169', 'GRANT BORIS', 'IND', '2007-05-11', '36750', '557841.99'],
 ['28027594', 'HOLM OSKAR', 'K9', '2042-09-23', '31314', '505200.98'],
 ['59831239', 'MORGAN MARCO', 'STD', '1989-05-19', '72111', '579038.86'],
 ['59390429', 'QUINN EMMA', 'LEG', '1992-06-14', '42659', '744325.36'],
 ['48821293', 'EVANS RUBEN', 'IND', '2005-04-08', '77284', '334810.05'],
 ['32506704', 'WEIß SØREN', 'IT', '1982-06-07', '14728', '905232.51'],
 ['06106712', 'HOLM VERA', 'IND', '2064-07-17', '55373', '428934.50'],
 ['54181118', 'FISCHER SARA', 'HR', '2042-02-19', '88009', '853409.42'],
 ['70684588', 'LÖFGREN SARA', 'FIN', '2012-03-06', '75358', '823875.90'],
 ['02313374', "O'BRIEN FELIX", 'SAL', '2043-08-22', '84750', '820060.04'],
 ['35550480', 'NIELSEN PAULA', 'DOM', '', '60206', '901541.90'],
 ['01937910', 'MÜLLER NOÉMIE', 'IND', '1996-04-17', '20451', '945795.61'],
 ['48454881', 'GÜNTHER BJØRN', 'B2', '2007-07-14', '82336', '863929.58'],
 ['59830164', 'STONE BORIS', 'ATM', '2026-08-19', '3590', '235719.56'],
 ['25353321', 'ROSS DAVID', 'SAL', '1997-12-03', '56175', '683363.32'],
 ['36073808', 'PEÑA JÜRGEN', 'SAL', '1990-01-03', '7402', '398245.97'],
 ['04621348', 'DIXON GRACE', 'COM', '2027-06-16', '38326', '224907.21'],
 ['80237431', 'SÆTHER MARCO', 'IND', '1968-09-27', '45598', '343631.14'],
 ['00161951', 'KELLER ANNA', 'STD', '1989-06-10', '49621', '604232.26'],
 ['94276878', 'PEÑA RENÉ', 'FIN', '2041-11-22', '89949', '712929.43'],
 ['24835546', 'HOLM LINA', 'X07', '', '67239', '603809.01'],
 ['37601592', 'GRANT EMMA', 'IND', '1975-11-06', '42197', '733717.23'],
 ['24032986', 'PRICE FELIX', 'IND', '2042-02-17', '29182', '860837.28'],
 ['08180514', 'DUPRÉ NORA', 'COM', '1993-01-21', '46934', '712475.89'],
 ['51258051', 'MORGAN OSKAR', 'ATM', '2033-02-20', '24979', '895299.91'],
 ['63164553', 'MÅNSSON JÜRGEN', 'RND', '2050-06-20', '61834', '590888.49'],
 ['71996751', 'EVANS GRACE', 'K9', '2000-08-17', '89032', '265095.33']]
AMT = 5
CONTROL = {'header_date': '2025-01-26', 'records': 44, 'total_amount': '23630592.11', 'trailer_ok': True}

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
