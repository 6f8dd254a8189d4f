import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/reports/fin-50833-license-pools.csv',
 'header': 'license_pool_id,seats_used,seats_owned,overage',
 'rows': [['LIC-47565', '284', '225', '59'],
          ['LIC-47578', '162', '119', '43'],
          ['LIC-47588', '215', '125', '90'],
          ['LIC-47603', '163', '132', '31'],
          ['LIC-47637', '310', '244', '66'],
          ['LIC-47675', '398', '40', '358'],
          ['LIC-47745', '374', '40', '334'],
          ['LIC-47763', '203', '191', '12'],
          ['LIC-47787', '141', '121', '20'],
          ['LIC-47821', '213', '98', '115'],
          ['LIC-47846', '360', '76', '284'],
          ['LIC-47866', '316', '85', '231'],
          ['LIC-47886', '387', '209', '178'],
          ['LIC-47948', '283', '56', '227'],
          ['LIC-47955', '390', '238', '152'],
          ['LIC-47966', '330', '61', '269'],
          ['LIC-47996', '160', '49', '111'],
          ['LIC-48026', '119', '112', '7'],
          ['LIC-48041', '222', '155', '67'],
          ['LIC-48098', '305', '208', '97'],
          ['LIC-48183', '369', '139', '230'],
          ['LIC-48215', '232', '165', '67'],
          ['LIC-48233', '375', '108', '267']],
 'state': None,
 'tenant': 'borvik',
 'ticket': 'FIN-50833',
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

