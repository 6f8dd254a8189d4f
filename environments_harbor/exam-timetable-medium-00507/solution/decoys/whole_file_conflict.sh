#!/bin/bash
set -euo pipefail
cat > /tmp/timetable.py <<'PY'
#!/usr/bin/env python3
"""Exam timetable: the session's rules as a 0/1 linear model, solved exactly."""
import csv, itertools, json, os, re, sys

DATA = "/opt/examboard/spring2024"
OUT = "/opt/examboard/spring2024/published"


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
    import subprocess
    name = {k: "v%d" % i for i, k in enumerate(VARS)}
    num = lambda c: str(c) if c >= 0 else "(- %d)" % -c
    lin = lambda terms: "(+ 0 %s)" % " ".join("(* %s %s)" % (num(c), name[k]) for k, c in terms.items())
    out = ["(set-option :produce-models true)"]
    for k, hi in VARS.items():
        out += ["(declare-const %s Int)" % name[k], "(assert (and (>= %s 0) (<= %s %d)))" % (name[k], name[k], hi)]
    for terms, sense, rhs, tag in ROWS:
        if tag is None or tag in on:
            out.append("(assert (%s %s %s))" % ({"==": "="}.get(sense, sense), lin(terms), num(rhs)))
    if optimise and OBJ:
        out.append("(minimize %s)" % lin(OBJ))
    out += ["(check-sat)", "(get-model)"]
    with open("/tmp/timetable.smt2", "w") as f:
        f.write("\n".join(out) + "\n")
    res = subprocess.run(["z3", "-smt2", "/tmp/timetable.smt2"], capture_output=True, text=True).stdout
    if not res.startswith("sat"):
        return None
    vals = dict(re.findall(r"\(define-fun (v\d+) \(\) Int\s+(\d+)\)", res))
    return {k: int(vals.get(name[k], 0)) for k in VARS}
PY
cat >> /tmp/timetable.py <<'PY'
def _rooms():
    global ROOM_OF
    seats = {r["room"]: int(r["seats"]) for r in rows_of("rooms.csv")}
    for e, s in itertools.product(E, S):
        fits = [r for r in seats if seats[r] >= SIZE[e]]
        row({**{var(("y", e, s, r)): 1 for r in fits}, x(e, s): -1}, "==", 0)
    for s, r in itertools.product(S, seats):
        row({("y", e, s, r): 1 for e in E if ("y", e, s, r) in VARS}, "<=", 1)
    ROOM_OF = lambda sol, e, s: next(r for r in seats if sol.get(("y", e, s, r)))
PIECES.append(_rooms)
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
def _obj_slots():
    last = var(("last",), max(S))
    for e in E:
        row({last: 1, **{x(e, s): -s for s in S}}, ">=", 0)
    OBJ[last] = 1
PIECES.append(_obj_slots)
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
    for r in []:
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
