import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/audit/aud-17638-SKUs.csv',
 'header': 'SKU_id,on_hand,reorder_point,shortfall',
 'rows': [['SKU-46242', '11', '113', '102']],
 'state': None,
 'tenant': 'elstree',
 'ticket': 'AUD-17638',
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

