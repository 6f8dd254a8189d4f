import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/reports/chg-73218-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-37982', '58523', '51414', '7109'],
          ['VOL-37995', '74940', '57952', '16988'],
          ['VOL-38003', '49360', '11758', '37602'],
          ['VOL-38068', '64726', '38946', '25780'],
          ['VOL-38136', '35345', '27913', '7432'],
          ['VOL-38182', '66129', '27597', '38532'],
          ['VOL-38217', '84998', '9835', '75163'],
          ['VOL-38245', '84952', '42199', '42753'],
          ['VOL-38275', '77522', '14381', '63141'],
          ['VOL-38281', '26513', '13915', '12598'],
          ['VOL-38310', '63025', '49013', '14012'],
          ['VOL-38338', '64080', '35802', '28278'],
          ['VOL-38376', '60720', '17231', '43489'],
          ['VOL-38455', '79402', '38807', '40595'],
          ['VOL-38469', '38364', '29583', '8781'],
          ['VOL-38500', '72024', '52081', '19943'],
          ['VOL-38531', '38586', '34016', '4570'],
          ['VOL-38538', '65540', '27941', '37599'],
          ['VOL-38572', '80729', '31743', '48986'],
          ['VOL-38596', '21646', '16077', '5569'],
          ['VOL-38612', '6886', '5911', '975']],
 'state': None,
 'tenant': 'fenwick',
 'ticket': 'CHG-73218',
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

