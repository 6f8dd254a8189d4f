import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/opt/audit/out/chg-52404-license-pools.csv',
 'header': 'license_pool_id,seats_used,seats_owned,overage',
 'rows': [['LIC-33207', '315', '140', '175'],
          ['LIC-33226', '322', '225', '97'],
          ['LIC-33286', '390', '178', '212'],
          ['LIC-33328', '252', '10', '242'],
          ['LIC-33402', '210', '107', '103'],
          ['LIC-33514', '308', '233', '75'],
          ['LIC-33523', '211', '187', '24'],
          ['LIC-33528', '155', '11', '144'],
          ['LIC-33585', '252', '244', '8'],
          ['LIC-33596', '394', '22', '372'],
          ['LIC-33598', '141', '19', '122'],
          ['LIC-33633', '249', '102', '147'],
          ['LIC-33667', '248', '197', '51'],
          ['LIC-33674', '396', '103', '293'],
          ['LIC-33675', '379', '90', '289'],
          ['LIC-33711', '356', '63', '293'],
          ['LIC-33737', '117', '75', '42'],
          ['LIC-33758', '136', '62', '74'],
          ['LIC-33835', '307', '89', '218']],
 'state': None,
 'tenant': 'calder',
 'ticket': 'CHG-52404',
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

