#!/bin/bash
set -euo pipefail
cat > /tmp/timetable.py <<'PY'
#!/usr/bin/env python3
"""Exam timetable: the session's rules as a 0/1 linear model, solved exactly."""
import csv, itertools, json, os, re, sys

DATA = "/work/registry/autumn2025"
OUT = "/work/registry/autumn2025/published"


def rows_of(name):
    with open(os.path.join(DATA, name), newline="") as f:
        return list(csv.DictReader(f))


EXAMS = rows_of("exams.csv")
E = [r["exam"] for r in EXAMS]
SLOTS = rows_of("slots.csv")
S = [int(r["slot"]) for r in SLOTS]
DAY = {int(r["slot"]): r["day"] for r in SLOTS}
NEXT = {s: t for s, t in zip(S, S[1:]) if DAY[s] == DAY[t]}
LOADERS = []  # extra enrolment sources
RULES = json.load(open(os.path.join(DATA, "rules.json"))) if os.path.exists(os.path.join(DATA, "rules.json")) else []
VARS, ROWS, OBJ, PIECES = {}, [], {}, []
ROOM_OF = None  # set by a venue piece with rooms: (solution, exam, slot) -> room


def var(key, hi=1):
    VARS.setdefault(key, hi)
    return key


def x(e, s):
    return var(("x", e, s))


def row(terms, sense, rhs, tag=None):
    if not terms:
        terms = {var(("zero",), 0): 1}
    ROWS.append((terms, sense, rhs, tag))


def rules(kind):
    return [r for r in RULES if r["kind"] == kind]
PY
cat >> /tmp/timetable.py <<'PY'
def solve(on, optimise=True):
    import numpy as np
    from scipy.optimize import Bounds, LinearConstraint, milp
    keys = list(VARS)
    col = {k: i for i, k in enumerate(keys)}
    live = [r for r in ROWS if r[3] is None or r[3] in on]
    A = np.zeros((len(live), len(keys)))
    lo, hi = np.full(len(live), -np.inf), np.full(len(live), np.inf)
    for i, (terms, sense, rhs, tag) in enumerate(live):
        for k, c in terms.items():
            A[i, col[k]] += c
        if sense in ("<=", "=="):
            hi[i] = rhs
        if sense in (">=", "=="):
            lo[i] = rhs
    cost = np.zeros(len(keys))
    if optimise:
        for k, c in OBJ.items():
            cost[col[k]] += c
    res = milp(cost, constraints=[LinearConstraint(A, lo, hi)], integrality=np.ones(len(keys)),
               bounds=Bounds(np.zeros(len(keys)), np.array([VARS[k] for k in keys], dtype=float)))
    if res.status != 0 or res.x is None:
        return None
    return {k: int(round(res.x[col[k]])) for k in keys}
PY
cat >> /tmp/timetable.py <<'PY'
def _duration():
    minutes = {int(r["slot"]): int(r["minutes"]) for r in SLOTS}
    too_long = [(r["exam"], s) for r in EXAMS for s in S if minutes[s] < int(r["duration"])]
    for e, s in too_long:
        row({x(e, s): 1}, "==", 0)
PIECES.append(_duration)
PY
cat >> /tmp/timetable.py <<'PY'
def _unavailable():
    for r in rules("unavailable"):
        banned = set(r["slots"]) & set(S)
        for s in sorted(banned):
            row({x(r["exam"], s): 1}, "<=", 0, r["id"])
PIECES.append(_unavailable)
PY
cat >> /tmp/timetable.py <<'PY'
def _pinned():
    fixed = [(r["id"], r["exam"], int(r["slot"])) for r in RULES if r["kind"] == "pinned"]
    for rid, e, s in fixed:
        assert s in S, "pinned to an unknown slot"
        row({x(e, s): 1}, ">=", 1, rid)
PIECES.append(_pinned)
PY
cat >> /tmp/timetable.py <<'PY'
def _consecutive():
    follow = NEXT
    for r in rules("consecutive"):
        first, second = r["exams"]
        for s in S:
            nxt = follow.get(s)
            if nxt is None:
                row({x(first, s): 1}, "==", 0, r["id"])
            else:
                row({x(first, s): 1, x(second, nxt): -1}, "<=", 0, r["id"])
PIECES.append(_consecutive)
PY
cat >> /tmp/timetable.py <<'PY'
def _before():
    import collections
    for r in rules("before"):
        a, b = r["exams"]
        terms = collections.Counter({x(a, s): s for s in S})
        terms.subtract({x(b, s): s for s in S})
        row(dict(terms), "<=", -1, r["id"])
PIECES.append(_before)
PY
cat >> /tmp/timetable.py <<'PY'
def _obj_evening():
    evening = [int(r["slot"]) for r in SLOTS if r["start"] >= "17:00"]
    OBJ.update({x(e, s): SIZE[e] for e in E for s in evening})
PIECES.append(_obj_evening)
PY
cat >> /tmp/timetable.py <<'PY'
TAKES = {}
for r in rows_of("enrolments.csv"):
    TAKES.setdefault(r["student"], set()).add(r["exam"])
for load in LOADERS:
    load()
SIZE = {e: sum(e in t for t in TAKES.values()) for e in E}
SHARED = {}
for t in TAKES.values():
    for a in t:
        for b in t:
            if a < b:
                SHARED[a, b] = SHARED.get((a, b), 0) + 1
for e in E:
    row({x(e, s): 1 for s in S}, "==", 1)
for (a, b) in sorted(SHARED):
    for s in S:
        row({x(a, s): 1, x(b, s): 1}, "<=", 1)
for piece in PIECES:
    piece()
IDS = [r["id"] for r in RULES]
PRIORITY = {r["id"]: r.get("priority", 0) for r in RULES}


def publish(sol, extra=None):
    os.makedirs(OUT, exist_ok=True)
    slot = {e: next(s for s in S if sol[x(e, s)]) for e in E}
    with open(os.path.join(OUT, "timetable.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["exam", "slot"] + (["room"] if ROOM_OF else []))
        for e in E:
            w.writerow([e, slot[e]] + ([ROOM_OF(sol, e, slot[e])] if ROOM_OF else []))
    value = round(sum(c * sol[k] for k, c in OBJ.items()))
    json.dump(dict({"objective": value}, **(extra or {})), open(os.path.join(OUT, "summary.json"), "w"), indent=2)


def minimal_conflict():
    """Deletion filter: drop each rule in turn while the rest stays infeasible; what is left is a minimal core."""
    core = list(IDS)
    for r in IDS:
        trial = [c for c in core if c != r]
        if solve(set(trial), optimise=False) is None:
            core = trial
    os.makedirs(OUT, exist_ok=True)
    json.dump({"conflict": sorted(core)}, open(os.path.join(OUT, "conflict.json"), "w"), indent=2)
    return core
sol = solve(set(IDS))
if sol is None:
    core = minimal_conflict()
    waive = min(core, key=lambda r: PRIORITY[r])
    sol = solve(set(IDS) - {waive})
    publish(sol, {"waived": waive})
else:
    publish(sol, {"waived": None})
PY
python3 /tmp/timetable.py
