#!/bin/bash
set -euo pipefail
cat > /tmp/timetable.py <<'PY'
#!/usr/bin/env python3
"""Exam timetable: the session's rules as a 0/1 linear model, solved exactly."""
import csv, itertools, json, os, re, sys

DATA = "/home/timetabling/spring2028"
OUT = "/home/timetabling/spring2028/published"


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
    import z3
    v = {k: z3.Int("v%d" % i) for i, k in enumerate(VARS)}
    m = z3.Optimize() if optimise and OBJ else z3.Solver()
    for k, hi in VARS.items():
        m.add(v[k] >= 0, v[k] <= hi)
    for terms, sense, rhs, tag in ROWS:
        if tag is not None and tag not in on:
            continue
        lhs = z3.Sum([c * v[k] for k, c in terms.items()])
        m.add(lhs <= rhs if sense == "<=" else lhs >= rhs if sense == ">=" else lhs == rhs)
    if optimise and OBJ:
        m.minimize(z3.Sum([c * v[k] for k, c in OBJ.items()]))
    if m.check() != z3.sat:
        return None
    model = m.model()
    return {k: model.eval(v[k], model_completion=True).as_long() for k in VARS}
PY
cat >> /tmp/timetable.py <<'PY'
def _hall():
    for s in S:
        seated = dict(zip((x(e, s) for e in E), map(SIZE.get, E)))
        row(seated, "<=", 26)
PIECES.append(_hall)
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
    minimal_conflict()
else:
    publish(sol)
PY
python3 /tmp/timetable.py
