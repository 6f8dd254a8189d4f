import os
import subprocess

import pytest

import tg_guard
import csv
import json

T = {'csv': '/opt/audit/out/ops-87071-meters.csv',
 'header': 'meter_id,usage_kwh,contract_kwh,excess_kwh',
 'rows': [['MTR-11592', '18047', '5907', '12140'],
          ['MTR-11597', '18119', '8646', '9473'],
          ['MTR-11642', '11578', '9350', '2228'],
          ['MTR-11711', '28948', '3850', '25098'],
          ['MTR-11726', '13482', '3664', '9818'],
          ['MTR-11732', '25879', '5399', '20480'],
          ['MTR-11786', '22933', '10087', '12846'],
          ['MTR-11817', '5450', '4769', '681'],
          ['MTR-11852', '25642', '4038', '21604'],
          ['MTR-11891', '10693', '7550', '3143'],
          ['MTR-11894', '26618', '7459', '19159'],
          ['MTR-11964', '25738', '8473', '17265'],
          ['MTR-12013', '4897', '3611', '1286'],
          ['MTR-12074', '27074', '19917', '7157'],
          ['MTR-12103', '19001', '4941', '14060'],
          ['MTR-12105', '22863', '15909', '6954']],
 'state': None,
 'tenant': 'acme',
 'ticket': 'OPS-87071',
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

