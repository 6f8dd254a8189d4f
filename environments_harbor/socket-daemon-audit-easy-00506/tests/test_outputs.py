import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/reports/aud-33607-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-51548', '38499', '7708', '30791'],
          ['VOL-51551', '71463', '19454', '52009'],
          ['VOL-51563', '56860', '25148', '31712'],
          ['VOL-51570', '88055', '44361', '43694'],
          ['VOL-51798', '53105', '47984', '5121'],
          ['VOL-51818', '61487', '8473', '53014'],
          ['VOL-51852', '82731', '57749', '24982'],
          ['VOL-51879', '87972', '34786', '53186'],
          ['VOL-52006', '87909', '28798', '59111'],
          ['VOL-52023', '57747', '6341', '51406']],
 'state': None,
 'tenant': 'fenwick',
 'ticket': 'AUD-33607',
 'verb': 'FREEZE'}

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

