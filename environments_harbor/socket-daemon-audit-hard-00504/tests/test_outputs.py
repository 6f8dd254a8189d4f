import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/opt/audit/out/chg-93787-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-35615', '89252', '20739', '68513'],
          ['VOL-35327', '86169', '20912', '65257'],
          ['VOL-35740', '77330', '23611', '53719'],
          ['VOL-35504', '79951', '30888', '49063'],
          ['VOL-35582', '55346', '6562', '48784'],
          ['VOL-35894', '75155', '29681', '45474'],
          ['VOL-35634', '63791', '19520', '44271'],
          ['VOL-35648', '66991', '25345', '41646'],
          ['VOL-36026', '72982', '31792', '41190'],
          ['VOL-35665', '57945', '16896', '41049'],
          ['VOL-35392', '67594', '31320', '36274'],
          ['VOL-35808', '52775', '16694', '36081'],
          ['VOL-36043', '35106', '8564', '26542'],
          ['VOL-36044', '40616', '15598', '25018'],
          ['VOL-35280', '49148', '24819', '24329'],
          ['VOL-35962', '76730', '54122', '22608'],
          ['VOL-35736', '73045', '56105', '16940'],
          ['VOL-35555', '60824', '58358', '2466'],
          ['VOL-35931', '21026', '19404', '1622'],
          ['VOL-35761', '34818', '33774', '1044']],
 'state': None,
 'tenant': 'dunmore',
 'ticket': 'CHG-93787',
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

