import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/audit/chg-30124-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-47418', '83264', '14343', '68921'],
          ['VOL-47971', '89090', '21175', '67915'],
          ['VOL-47713', '65033', '8401', '56632'],
          ['VOL-47800', '72179', '17344', '54835'],
          ['VOL-47705', '75403', '22601', '52802'],
          ['VOL-47746', '80647', '34666', '45981'],
          ['VOL-48200', '49555', '5591', '43964'],
          ['VOL-48185', '56469', '12677', '43792'],
          ['VOL-47793', '61766', '21600', '40166'],
          ['VOL-47647', '84745', '52762', '31983'],
          ['VOL-48081', '77991', '50256', '27735'],
          ['VOL-47673', '38589', '11033', '27556'],
          ['VOL-47832', '71564', '48162', '23402'],
          ['VOL-48044', '46806', '25588', '21218'],
          ['VOL-47943', '73333', '54111', '19222'],
          ['VOL-47866', '60870', '45295', '15575'],
          ['VOL-47500', '54498', '39899', '14599'],
          ['VOL-48115', '64249', '52170', '12079'],
          ['VOL-47633', '24869', '16027', '8842'],
          ['VOL-47892', '63390', '55465', '7925'],
          ['VOL-47472', '54682', '47534', '7148'],
          ['VOL-47786', '49571', '47459', '2112']],
 'state': None,
 'tenant': 'borvik',
 'ticket': 'CHG-30124',
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

