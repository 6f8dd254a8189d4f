import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/reports/aud-47889-accounts.csv',
 'header': 'account_id,balance_cents,credit_limit_cents,excess_cents',
 'rows': [['ACC-41538', '736050', '441937', '294113'],
          ['ACC-41567', '613635', '587587', '26048'],
          ['ACC-41584', '607281', '282071', '325210'],
          ['ACC-41690', '373422', '372577', '845'],
          ['ACC-41708', '816910', '472098', '344812'],
          ['ACC-41734', '705334', '519446', '185888'],
          ['ACC-41758', '579522', '253229', '326293'],
          ['ACC-41778', '298337', '227864', '70473'],
          ['ACC-41901', '753408', '376787', '376621'],
          ['ACC-41913', '661059', '222209', '438850'],
          ['ACC-41953', '767144', '358803', '408341'],
          ['ACC-42005', '649944', '515716', '134228'],
          ['ACC-42020', '264879', '132313', '132566']],
 'state': None,
 'tenant': 'borvik',
 'ticket': 'AUD-47889',
 'verb': 'HOLD'}

def _rows():
    assert os.path.isfile(T["csv"]), f"no report at {T['csv']}"
    with open(T["csv"], newline="") as f:
        return [r for r in csv.reader(f) if r]


def test_header():
    rows = _rows()
    assert rows and ",".join(rows[0]) == T["header"], f"header {rows[0] if rows else None} != {T['header']}"


def test_findings_exactly():
    got = [[c.strip() for c in r] for r in _rows()[1:]]
    want = T["rows"]
    missing = sorted({r[0] for r in want} - {r[0] for r in got})
    extra = sorted({r[0] for r in got} - {r[0] for r in want})
    assert not missing and not extra, f"missing findings {missing[:8]}, unexpected rows {extra[:8]}"
    wrong = [g for g in got if g not in want]
    assert not wrong, f"{len(wrong)} row(s) with wrong values, first: {wrong[:3]}"
    assert got == want, "rows are in the wrong order (or repeated)"

