import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/opt/audit/out/fin-31404-accounts.csv',
 'header': 'account_id,balance_cents,credit_limit_cents,excess_cents',
 'rows': [['ACC-20567', '606803', '139073', '467730'],
          ['ACC-20616', '783043', '589849', '193194'],
          ['ACC-20682', '710659', '540870', '169789'],
          ['ACC-20779', '483557', '302125', '181432'],
          ['ACC-20791', '326698', '135534', '191164'],
          ['ACC-20813', '751576', '206753', '544823'],
          ['ACC-20934', '571207', '503621', '67586'],
          ['ACC-20994', '856815', '552438', '304377'],
          ['ACC-21032', '767051', '406665', '360386'],
          ['ACC-21043', '718525', '234725', '483800']],
 'state': None,
 'tenant': 'dunmore',
 'ticket': 'FIN-31404',
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

