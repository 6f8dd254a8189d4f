import os
import subprocess

import pytest

import tg_guard
import csv
import hashlib
import json
import re
import shutil
import sqlite3
import time

OUT = '/srv/saas/report'
DB = '/srv/saas/billing.db'
CSV = {'running_total.csv': {'header': ['month', 'invoices', 'total', 'running_total'],
                       'money': [2, 3],
                       'pct': [],
                       'rows': [['2023-02', '23', '19026.51', '19026.51'],
                                ['2023-03', '23', '12819.63', '31846.14'],
                                ['2023-04', '27', '17028.71', '48874.85'],
                                ['2023-05', '24', '10390.26', '59265.11'],
                                ['2023-06', '27', '16531.25', '75796.36'],
                                ['2023-07', '63', '28611.33', '104407.69']]},
 'streaks.csv': {'header': ['account_id', 'streak_days', 'first_day', 'last_day'],
                 'money': [],
                 'pct': [],
                 'rows': [['5', '5', '2023-06-23', '2023-06-27'],
                          ['12', '3', '2023-02-20', '2023-02-22'],
                          ['14', '3', '2023-03-02', '2023-03-04'],
                          ['15', '3', '2023-04-10', '2023-04-12'],
                          ['8', '2', '2023-03-22', '2023-03-23']]}}
JSON = {}
VIEW = None
INDEX = None
COUNTS = None

MONEY_RE, PCT_RE = re.compile(r"-?\d+\.\d\d$"), re.compile(r"-?\d+\.\d$")

def _compare(name, header, got, spec, strict=True):
    assert header == spec["header"], f"{name}: header {header}, expected {spec['header']}"
    want = spec["rows"]
    assert len(got) == len(want), f"{name}: {len(got)} rows, expected {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        assert len(g) == len(w), f"{name} row {i + 1}: {len(g)} columns"
        for j, (a, b) in enumerate(zip(g, w)):
            kind = "money" if j in spec["money"] else "pct" if j in spec["pct"] else None
            if kind is None or "" in (a, b):
                assert a == b, f"{name} row {i + 1} {header[j]}: {a!r}, expected {b!r}"
                continue
            if strict:
                assert (MONEY_RE if kind == "money" else PCT_RE).match(a), f"{name} row {i + 1}: {a!r} format"
            try:
                ok = abs(float(a) - float(b)) <= (0.011 if kind == "money" else 0.051)
            except ValueError:
                ok = False
            assert ok, f"{name} row {i + 1} {header[j]}: {a!r}, expected {b!r}"

def _copy(tmp_path):
    """A copy of the agent's database, opened as data: no extensions, untrusted schema, bounded time."""
    assert os.path.isfile(DB), f"missing {DB}"
    dst = tmp_path / "copy.db"
    shutil.copyfile(DB, dst)
    con = sqlite3.connect(dst)
    if hasattr(con, "enable_load_extension"):
        con.enable_load_extension(False)
    con.execute("PRAGMA trusted_schema = OFF")
    end = time.monotonic() + 30
    con.set_progress_handler(lambda: int(time.monotonic() > end), 10000)
    return con

def _txt(v):
    return "" if v is None else str(v) if not isinstance(v, float) else repr(v)

@pytest.mark.parametrize("name", sorted(CSV) or ["-"])
def test_csv_report(name):
    if name == "-":
        return
    path = os.path.join(OUT, name)
    assert os.path.isfile(path), f"missing {path}"
    with open(path, newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(f) if r]
    assert rows, f"{name} is empty"
    _compare(name, rows[0], rows[1:], CSV[name])

def test_json_summary():
    for name, want in JSON.items():
        path = os.path.join(OUT, name)
        assert os.path.isfile(path), f"missing {path}"
        with open(path) as f:
            got = json.load(f)
        assert isinstance(got, dict) and sorted(got) == sorted(want), f"{name}: keys {sorted(got)}"
        for k, w in want.items():
            if k == "grand_total":
                assert isinstance(got[k], (int, float)) and abs(got[k] - w) <= 0.011, f"{k}: {got[k]!r} != {w}"
            else:
                assert got[k] == w, f"{name} {k}: {got[k]!r}, expected {w!r}"

def test_database_deliverables(tmp_path):
    if COUNTS is None:
        return
    con = _copy(tmp_path)
    for table, digest in COUNTS.items():  # the original rows, every column, as stored
        rows = con.execute(f'SELECT * FROM "{table}" ORDER BY rowid').fetchall()
        canon = "\n".join("|".join("\0" if v is None else repr(v) if isinstance(v, float) else str(v)
                                    for v in r) for r in rows)
        assert hashlib.sha256(canon.encode()).hexdigest() == digest, f"{table} was changed"
    if INDEX:
        plan = " | ".join(r[-1] for r in con.execute("EXPLAIN QUERY PLAN " + INDEX["query"], INDEX["params"]))
        assert re.search(INDEX["pattern"], plan) and "TEMP B-TREE" not in plan, f"query plan: {plan}"
    if VIEW:
        kind = con.execute("SELECT type FROM sqlite_master WHERE name = ?", (VIEW["name"],)).fetchone()
        assert kind and kind[0] == "view", f"{VIEW['name']}: {kind}"
        for when in ("rows", "after"):
            if when == "after":
                for stmt in VIEW["inserts"]:
                    con.execute(stmt)
            cur = con.execute(f'SELECT * FROM "{VIEW["name"]}"')
            got = [[_txt(v) for v in r] for r in cur.fetchall()]
            _compare(f"{VIEW['name']} ({when})", [d[0] for d in cur.description], got,
                     dict(VIEW, rows=VIEW[when]), strict=False)
