import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/audit/chg-11328-license-pools.csv',
 'header': 'license_pool_id,seats_used,seats_owned,overage',
 'rows': [['LIC-33118', '363', '15', '348'],
          ['LIC-33020', '362', '48', '314'],
          ['LIC-32940', '397', '116', '281'],
          ['LIC-33136', '363', '125', '238'],
          ['LIC-32707', '280', '92', '188'],
          ['LIC-32754', '344', '158', '186'],
          ['LIC-32621', '365', '184', '181'],
          ['LIC-33082', '239', '74', '165'],
          ['LIC-33096', '207', '51', '156'],
          ['LIC-33181', '247', '132', '115'],
          ['LIC-32658', '223', '113', '110'],
          ['LIC-32827', '293', '198', '95'],
          ['LIC-32917', '341', '246', '95'],
          ['LIC-32972', '285', '193', '92'],
          ['LIC-32883', '271', '184', '87'],
          ['LIC-32814', '320', '246', '74'],
          ['LIC-33106', '149', '76', '73'],
          ['LIC-32935', '169', '99', '70'],
          ['LIC-33147', '254', '184', '70'],
          ['LIC-32799', '172', '130', '42'],
          ['LIC-33099', '275', '244', '31'],
          ['LIC-33138', '140', '127', '13'],
          ['LIC-33017', '196', '186', '10'],
          ['LIC-33141', '98', '97', '1']],
 'state': None,
 'tenant': 'fenwick',
 'ticket': 'CHG-11328',
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

