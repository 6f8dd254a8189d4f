import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/var/tmp/audit/fin-66376-license-pools.csv',
 'header': 'license_pool_id,seats_used,seats_owned,overage',
 'rows': [['LIC-55449', '374', '215', '159'],
          ['LIC-55525', '366', '146', '220'],
          ['LIC-55652', '216', '11', '205'],
          ['LIC-55690', '339', '151', '188'],
          ['LIC-55716', '170', '141', '29'],
          ['LIC-55738', '366', '129', '237'],
          ['LIC-55842', '209', '127', '82'],
          ['LIC-55873', '211', '187', '24'],
          ['LIC-55900', '395', '40', '355']],
 'state': None,
 'tenant': 'borvik',
 'ticket': 'FIN-66376',
 'verb': 'FLAG'}

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

