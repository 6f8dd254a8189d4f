import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/var/tmp/audit/aud-14002-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-38987', '79464', '24094', '55370'],
          ['VOL-39083', '88781', '35743', '53038'],
          ['VOL-39324', '83160', '40136', '43024'],
          ['VOL-39195', '72555', '31177', '41378'],
          ['VOL-39607', '65412', '34122', '31290'],
          ['VOL-39024', '55352', '27846', '27506'],
          ['VOL-39286', '52879', '25868', '27011'],
          ['VOL-39475', '65635', '40440', '25195'],
          ['VOL-39460', '83479', '58677', '24802'],
          ['VOL-38951', '49252', '38794', '10458']],
 'state': None,
 'tenant': 'fenwick',
 'ticket': 'AUD-14002',
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

