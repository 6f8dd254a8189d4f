import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/var/tmp/audit/inc-29427-license-pools.csv',
 'header': 'license_pool_id,seats_used,seats_owned,overage',
 'rows': [['LIC-16630', '400', '111', '289'],
          ['LIC-16785', '276', '118', '158'],
          ['LIC-16742', '251', '151', '100'],
          ['LIC-16841', '208', '166', '42'],
          ['LIC-16594', '211', '204', '7']],
 'state': '/var/lib/licsrv/state/actions.json',
 'tenant': 'elstree',
 'ticket': 'INC-29427',
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
