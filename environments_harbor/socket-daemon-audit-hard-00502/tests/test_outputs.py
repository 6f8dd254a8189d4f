import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/reports/inc-33082-license-pools.csv',
 'header': 'license_pool_id,seats_used,seats_owned,overage',
 'rows': [['LIC-43859', '129', '75', '54'],
          ['LIC-43954', '189', '51', '138'],
          ['LIC-44057', '201', '195', '6'],
          ['LIC-44106', '278', '83', '195'],
          ['LIC-44175', '318', '161', '157'],
          ['LIC-44274', '291', '193', '98'],
          ['LIC-44301', '356', '221', '135']],
 'state': None,
 'tenant': 'acme',
 'ticket': 'INC-33082',
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

