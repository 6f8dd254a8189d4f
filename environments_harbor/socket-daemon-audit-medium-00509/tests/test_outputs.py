import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/srv/reports/inc-99115-meters.csv',
 'header': 'meter_id,usage_kwh,contract_kwh,excess_kwh',
 'rows': [['MTR-35369', '25085', '17829', '7256'],
          ['MTR-35388', '25438', '18222', '7216'],
          ['MTR-35468', '24605', '13733', '10872'],
          ['MTR-35496', '20710', '5648', '15062'],
          ['MTR-35515', '29045', '2161', '26884'],
          ['MTR-35593', '12154', '5350', '6804'],
          ['MTR-35595', '23009', '4510', '18499'],
          ['MTR-35649', '20062', '16971', '3091'],
          ['MTR-35653', '12522', '10845', '1677'],
          ['MTR-35719', '20683', '6003', '14680'],
          ['MTR-35732', '7313', '6628', '685'],
          ['MTR-35771', '17727', '12523', '5204'],
          ['MTR-35810', '14877', '5986', '8891'],
          ['MTR-35831', '22389', '15776', '6613'],
          ['MTR-35845', '20745', '19875', '870'],
          ['MTR-35875', '25968', '11408', '14560'],
          ['MTR-35886', '28645', '17040', '11605'],
          ['MTR-35895', '4101', '2170', '1931']],
 'state': None,
 'tenant': 'fenwick',
 'ticket': 'INC-99115',
 'verb': 'MARK'}

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

