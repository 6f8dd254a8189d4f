import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/audit/inc-78532-license-pools.csv',
 'header': 'license_pool_id,seats_used,seats_owned,overage',
 'rows': [['LIC-18951', '391', '119', '272'],
          ['LIC-18983', '355', '33', '322'],
          ['LIC-19030', '228', '75', '153'],
          ['LIC-19152', '319', '121', '198'],
          ['LIC-19182', '227', '142', '85'],
          ['LIC-19194', '316', '118', '198'],
          ['LIC-19199', '300', '194', '106'],
          ['LIC-19262', '120', '113', '7'],
          ['LIC-19320', '262', '70', '192'],
          ['LIC-19340', '290', '73', '217'],
          ['LIC-19452', '333', '130', '203'],
          ['LIC-19462', '337', '22', '315'],
          ['LIC-19497', '121', '102', '19'],
          ['LIC-19512', '254', '17', '237']],
 'state': '/var/lib/licsrv/state/actions.json',
 'tenant': 'borvik',
 'ticket': 'INC-78532',
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



def test_write_back():
    """The daemon's own record of the actions (its state dir is writable by its account alone)."""
    assert os.path.isfile(T["state"]), f"no {T['verb']} was ever recorded"
    with open(T["state"]) as f:
        done = json.load(f)
    assert isinstance(done, list)
    got = sorted((e.get("tenant"), e.get("id"), e.get("ticket")) for e in done)
    want = sorted((T["tenant"], r[0], T["ticket"]) for r in T["rows"])
    assert got == want, f"{T['verb']} sent for {[g for g in got if g not in want][:6]}, missing {[w for w in want if w not in got][:6]}"
