import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/opt/audit/out/ops-95270-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-38062', '75584', '21952', '53632'],
          ['VOL-38098', '28243', '8178', '20065'],
          ['VOL-38173', '68056', '15721', '52335'],
          ['VOL-38189', '81349', '7593', '73756'],
          ['VOL-38191', '86144', '35815', '50329'],
          ['VOL-38208', '45152', '6123', '39029'],
          ['VOL-38229', '54216', '39539', '14677'],
          ['VOL-38316', '42773', '8409', '34364'],
          ['VOL-38350', '58364', '20925', '37439'],
          ['VOL-38367', '76749', '27689', '49060'],
          ['VOL-38450', '40209', '37685', '2524'],
          ['VOL-38465', '39529', '30470', '9059'],
          ['VOL-38484', '59124', '51509', '7615'],
          ['VOL-38514', '70606', '33052', '37554'],
          ['VOL-38550', '89944', '26549', '63395'],
          ['VOL-38582', '40534', '7362', '33172']],
 'state': None,
 'tenant': 'borvik',
 'ticket': 'OPS-95270',
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

