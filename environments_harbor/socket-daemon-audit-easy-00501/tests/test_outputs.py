import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/audit/fin-67501-accounts.csv',
 'header': 'account_id,balance_cents,credit_limit_cents,excess_cents',
 'rows': [['ACC-10380', '816302', '328890', '487412'],
          ['ACC-10069', '622215', '189237', '432978'],
          ['ACC-10391', '741530', '327809', '413721'],
          ['ACC-10222', '415048', '140943', '274105'],
          ['ACC-10158', '730574', '590562', '140012'],
          ['ACC-10522', '512124', '439315', '72809']],
 'state': None,
 'tenant': 'fenwick',
 'ticket': 'FIN-67501',
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

