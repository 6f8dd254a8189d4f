import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/var/tmp/audit/chg-44508-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-23027', '66508', '49347', '17161'],
          ['VOL-23051', '54982', '49288', '5694'],
          ['VOL-23066', '14351', '7491', '6860'],
          ['VOL-23106', '43266', '18165', '25101'],
          ['VOL-23112', '7441', '6212', '1229'],
          ['VOL-23135', '25667', '10875', '14792'],
          ['VOL-23171', '49381', '30248', '19133'],
          ['VOL-23210', '61971', '48667', '13304'],
          ['VOL-23213', '57243', '42121', '15122'],
          ['VOL-23243', '65586', '7744', '57842'],
          ['VOL-23277', '69107', '23440', '45667'],
          ['VOL-23280', '77611', '42357', '35254'],
          ['VOL-23308', '34987', '16464', '18523'],
          ['VOL-23383', '29164', '11321', '17843'],
          ['VOL-23417', '32322', '10375', '21947'],
          ['VOL-23449', '43239', '11437', '31802'],
          ['VOL-23482', '89437', '13001', '76436'],
          ['VOL-23518', '79395', '27359', '52036'],
          ['VOL-23541', '65742', '33185', '32557'],
          ['VOL-23581', '73321', '30253', '43068'],
          ['VOL-23585', '64632', '32224', '32408'],
          ['VOL-23638', '78953', '51420', '27533']],
 'state': None,
 'tenant': 'elstree',
 'ticket': 'CHG-44508',
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

