import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/audit/chg-48589-volumes.csv',
 'header': 'volume_id,used_mb,quota_mb,over_mb',
 'rows': [['VOL-40720', '74823', '7856', '66967'],
          ['VOL-40778', '67373', '50764', '16609'],
          ['VOL-40884', '55203', '51377', '3826'],
          ['VOL-40887', '67683', '59627', '8056'],
          ['VOL-40888', '43064', '27984', '15080'],
          ['VOL-40954', '78914', '14913', '64001'],
          ['VOL-41018', '32016', '7169', '24847'],
          ['VOL-41058', '83243', '43453', '39790'],
          ['VOL-41107', '81905', '28771', '53134'],
          ['VOL-41118', '85265', '39275', '45990'],
          ['VOL-41154', '52157', '14307', '37850'],
          ['VOL-41201', '61201', '21877', '39324'],
          ['VOL-41220', '83830', '57774', '26056'],
          ['VOL-41241', '42518', '34711', '7807'],
          ['VOL-41266', '80506', '47810', '32696'],
          ['VOL-41290', '34558', '22284', '12274'],
          ['VOL-41322', '57177', '34082', '23095'],
          ['VOL-41366', '61768', '45500', '16268'],
          ['VOL-41385', '44290', '37893', '6397'],
          ['VOL-41428', '33365', '27857', '5508'],
          ['VOL-41436', '89967', '16593', '73374'],
          ['VOL-41457', '85138', '25111', '60027']],
 'state': '/var/lib/quotad/state/actions.json',
 'tenant': 'fenwick',
 'ticket': 'CHG-48589',
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
