import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/audit/ops-65123-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-40867', '55032', '9962', '45070'],
          ['VOL-40880', '16819', '8269', '8550'],
          ['VOL-40913', '67711', '46609', '21102'],
          ['VOL-41039', '62330', '29298', '33032'],
          ['VOL-41055', '57725', '23378', '34347'],
          ['VOL-41057', '51474', '30831', '20643'],
          ['VOL-41115', '57069', '21245', '35824'],
          ['VOL-41122', '81145', '30462', '50683'],
          ['VOL-41164', '47051', '17941', '29110'],
          ['VOL-41182', '65023', '21312', '43711'],
          ['VOL-41204', '79074', '11423', '67651'],
          ['VOL-41234', '34828', '26209', '8619'],
          ['VOL-41244', '53144', '37668', '15476'],
          ['VOL-41269', '86178', '44914', '41264'],
          ['VOL-41275', '57121', '40849', '16272'],
          ['VOL-41289', '58455', '18601', '39854'],
          ['VOL-41314', '83427', '28401', '55026']],
 'state': None,
 'tenant': 'borvik',
 'ticket': 'OPS-65123',
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

