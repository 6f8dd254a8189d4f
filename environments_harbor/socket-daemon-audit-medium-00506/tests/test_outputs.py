import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/audit/chg-39036-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-57053', '35421', '33497', '1924'],
          ['VOL-57064', '62173', '7887', '54286'],
          ['VOL-57098', '55515', '32215', '23300'],
          ['VOL-57101', '58678', '58656', '22'],
          ['VOL-57145', '60307', '53557', '6750'],
          ['VOL-57199', '80613', '39553', '41060'],
          ['VOL-57236', '56505', '5721', '50784'],
          ['VOL-57255', '71317', '36633', '34684'],
          ['VOL-57335', '32267', '18200', '14067'],
          ['VOL-57370', '55932', '38188', '17744'],
          ['VOL-57409', '30756', '16384', '14372'],
          ['VOL-57434', '84646', '7500', '77146'],
          ['VOL-57457', '59904', '40156', '19748'],
          ['VOL-57480', '83422', '48822', '34600'],
          ['VOL-57483', '72248', '23350', '48898'],
          ['VOL-57582', '48101', '38843', '9258'],
          ['VOL-57647', '68959', '6541', '62418'],
          ['VOL-57651', '86486', '11311', '75175'],
          ['VOL-57720', '54232', '6187', '48045']],
 'state': '/var/lib/quotad/state/actions.json',
 'tenant': 'calder',
 'ticket': 'CHG-39036',
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



def test_write_back():
    """The daemon's own record of the actions (its state dir is writable by its account alone)."""
    assert os.path.isfile(T["state"]), f"no {T['verb']} was ever recorded"
    with open(T["state"]) as f:
        done = json.load(f)
    assert isinstance(done, list)
    got = sorted((e.get("tenant"), e.get("id"), e.get("ticket")) for e in done)
    want = sorted((T["tenant"], r[0], T["ticket"]) for r in T["rows"])
    assert got == want, f"{T['verb']} sent for {[g for g in got if g not in want][:6]}, missing {[w for w in want if w not in got][:6]}"
