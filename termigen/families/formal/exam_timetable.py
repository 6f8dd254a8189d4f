"""Formal/constraints: an exam timetable composed per instance from a venue model (one hall's seats, rooms with
seat counts, rooms with labs), hard rules (late registrations, exam length vs slot length, invigilators per slot,
exams per student per day, examiners' unavailable slots, pre-assigned exams, papers sitting together, two-part
papers in consecutive slots, precedence), one objective (shortest session, fewest back-to-back sittings, fewest
evening sittings, fewest second exams on one day), a modelling tool (z3's Python API, SMT-LIB fed to the z3 CLI,
a 0/1 ILP with scipy.optimize.milp) and a deliverable mode (the optimal timetable; the minimal conflicting set of
rules when none exists; the policy's waiver of the conflict's lowest-priority rule and the optimal timetable
without it).

The reference solution writes one Python program from per-component pieces: each piece adds the linear 0/1 rows
of its rule to a model the drawn backend solves, so two instances with other components have other oracles. The
ground truth (the optimum, the unique minimal conflict, the waived rule) is computed here by an exact
branch-and-bound search in pure Python (the generator has no solver) and embedded in the tests with the whole
constraint data; the tests check the agent's timetable against every rule and recompute its objective. Each
decoy is a changed problem (a rule left out, a bound off by one, precedence reversed, pins read zero-based, the
wrong rule waived, the whole rule file reported as the conflict, a greedy first fit); the generator solves the
changed problem exactly and keeps only the decoys that certainly score 0.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys, program_piece
from termigen.task import Decoy, Environment, File, Timeouts

UNIS = ["Northmoor University", "St Aidan's College", "Kelvingrove Institute of Technology", "Harrowby Polytechnic",
        "Ellesmere School of Engineering", "Drumlin University", "Carrow Vale College", "Fenwick Business School",
        "Lindisfarne Medical School", "Westmarch University", "Greyfriars Academy", "Ormond Technical University"]
DEPTS = {"MATH": ["Calculus", "Linear Algebra", "Probability", "Real Analysis", "Statistics", "Numerical Methods"],
         "PHYS": ["Mechanics", "Electromagnetism", "Quantum Physics", "Thermodynamics", "Optics"],
         "CHEM": ["Organic Chemistry", "Physical Chemistry", "Inorganic Chemistry", "Spectroscopy"],
         "COMP": ["Algorithms", "Operating Systems", "Databases", "Compilers", "Networks", "Machine Learning"],
         "ECON": ["Microeconomics", "Macroeconomics", "Econometrics", "Game Theory"],
         "BIOL": ["Genetics", "Cell Biology", "Ecology", "Biochemistry", "Microbiology"],
         "ENGR": ["Statics", "Fluid Mechanics", "Control Systems", "Materials", "Signals"],
         "HIST": ["Medieval Europe", "Modern China", "Atlantic World", "Historiography"]}
SESSIONS = ["winter", "spring", "summer", "resit", "autumn"]
ROOTS = ["/srv/registry", "/data/exams", "/home/timetabling", "/opt/examboard", "/work/registry"]
STUDENT_PFX = ["s", "u", "st", "n", "a"]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"]
PERIODS = [("09:00", 180), ("13:30", 150), ("17:30", 120)]
ROOM_NAMES = ["Great Hall", "Sports Hall", "Lecture Theatre A", "Lecture Theatre B", "Seminar Room 2", "Hall B",
              "Assembly Room", "Library Annex"]
LAB_NAMES = ["Chemistry Lab 1", "Computing Lab", "Physics Lab", "Teaching Lab C"]
REASONS = {"pinned": ["external examiner visiting that day", "shared with the partner university",
                      "professional body sets the date"],
           "unavailable": ["examiner at a conference", "examiner on jury service", "module leader on leave"],
           "same_slot": ["the papers share questions", "cross-listed module, one paper"],
           "consecutive": ["paper I and paper II of one module", "written part then practical part"],
           "before": ["results of the first feed the second's marking", "resit candidates sit the core first"]}

# ---------------------------------------------------------------------------------------------------------------
# The reference program: HEAD (data, model helpers), the drawn components' pieces, a DRIVER tail. Each piece adds
# 0/1 linear rows (terms, sense, rhs, rule id or None) to the model; the backend piece defines solve(on, optimise).
HEAD = '''#!/usr/bin/env python3
"""Exam timetable: the session's rules as a 0/1 linear model, solved exactly."""
import csv, itertools, json, os, re, sys

DATA = "@@data@@"
OUT = "@@out@@"


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
'''

DRIVER = '''
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
        w = csv.writer(f, lineterminator="\\n")
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
'''

TAIL_OPTIMAL = '''
sol = solve(set(IDS))
if sol is None:
    sys.exit("no timetable satisfies the rules")
publish(sol)
'''

TAIL_CONFLICT = '''
sol = solve(set(IDS))
if sol is None:
    minimal_conflict()
else:
    publish(sol)
'''

TAIL_WAIVE = '''
sol = solve(set(IDS))
if sol is None:
    core = minimal_conflict()
    waive = min(core, key=lambda r: PRIORITY[r])
    sol = solve(set(IDS) - {waive})
    publish(sol, {"waived": waive})
else:
    publish(sol, {"waived": None})
'''

TAILS = {"optimal": TAIL_OPTIMAL, "conflict": TAIL_CONFLICT, "waive": TAIL_WAIVE}

# Each piece: code, wrong variants (decoy -> (old, new) replacements), and how the decoy's problem differs (the
# transform the generator solves to know the decoy fails). `rule`: the constraint as the easy ticket states it.
PIECES = {
    # --- backends: solve(on, optimise) -> {var: value} or None ----------------------------------------------------
    "z3_api": dict(code='''
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
'''),
    "z3_smtlib": dict(code='''
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
        f.write("\\n".join(out) + "\\n")
    res = subprocess.run(["z3", "-smt2", "/tmp/timetable.smt2"], capture_output=True, text=True).stdout
    if not res.startswith("sat"):
        return None
    vals = dict(re.findall(r"\\(define-fun (v\\d+) \\(\\) Int\\s+(\\d+)\\)", res))
    return {k: int(vals.get(name[k], 0)) for k in VARS}
'''),
    "milp": dict(code='''
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
'''),
    # --- venue ----------------------------------------------------------------------------------------------------
    "hall": dict(code='''
def _hall():
    for s in S:
        seated = dict(zip((x(e, s) for e in E), map(SIZE.get, E)))
        row(seated, "<=", @@hall@@)
PIECES.append(_hall)
''', wrong={"strict_capacity": [('"<=", @@hall@@)', '"<=", @@hall@@ - 1)')]},
        kinds={"strict_capacity": "tighten"},
        rule="all exams of one slot sit in the @@hallname@@, which seats @@hall@@: the candidates of the exams in one "
             "slot (each exam's candidates are its enrolled students) must not exceed @@hall@@"),
    "rooms": dict(code='''
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
''', wrong={"ignores_seats": [("if seats[r] >= SIZE[e]]", "]")]}, kinds={"ignores_seats": "relax"},
        rule="each exam sits in one room of `rooms.csv` (`room,seats`) that seats all its candidates, and a room "
             "holds one exam per slot"),
    "labs": dict(code='''
def _labs():
    global ROOM_OF
    rooms = rows_of("rooms.csv")
    seats = {r["room"]: int(r["seats"]) for r in rooms}
    lab = {r["room"] for r in rooms if r["lab"].strip().lower() == "yes"}
    needs = {r["exam"] for r in EXAMS if r["needs"].strip().lower() == "lab"}
    for e in E:
        allowed = [r for r in seats if seats[r] >= SIZE[e] and (r in lab or e not in needs)]
        for s in S:
            terms = {var(("y", e, s, r)): 1 for r in allowed}
            terms[x(e, s)] = -1
            row(terms, "==", 0)
    for s in S:
        for r in seats:
            row({("y", e, s, r): 1 for e in E if ("y", e, s, r) in VARS}, "<=", 1)
    ROOM_OF = lambda sol, e, s: min(r for r in seats if sol.get(("y", e, s, r)))
PIECES.append(_labs)
''', wrong={"ignores_labs": [(" and (r in lab or e not in needs)", "")]}, kinds={"ignores_labs": "relax"},
        rule="each exam sits in one room of `rooms.csv` (`room,seats,lab`) that seats all its candidates, a room "
             "holds one exam per slot, and an exam whose `needs` column in `exams.csv` says `lab` must sit in a "
             "room with `lab` = `yes`"),
    # --- hard rules -----------------------------------------------------------------------------------------------
    "late": dict(code='''
def _late():
    with open(os.path.join(DATA, "late_registrations.csv"), newline="") as f:
        late = [(r["student"].strip(), r["exam"].strip()) for r in csv.DictReader(f)]
    for student, exam in late:
        TAKES.setdefault(student, set()).add(exam)
LOADERS.append(_late)
''', rule="late registrations in `late_registrations.csv` (same format) count like every other enrolment, for clashes "
          "and for the number of candidates of an exam"),
    "duration": dict(code='''
def _duration():
    minutes = {int(r["slot"]): int(r["minutes"]) for r in SLOTS}
    too_long = [(r["exam"], s) for r in EXAMS for s in S if minutes[s] < int(r["duration"])]
    for e, s in too_long:
        row({x(e, s): 1}, "==", 0)
PIECES.append(_duration)
''', wrong={"strict_length": [("if minutes[s] < int(", "if minutes[s] <= int(")]},
        kinds={"strict_length": "tighten"},
        rule="an exam's `duration` (minutes, in `exams.csv`) must fit the slot's `minutes` (in `slots.csv`): an exam "
             "may only sit in a slot at least as long as it"),
    "invigilators": dict(code='''
def _invigilators():
    import math
    staff = {int(r["slot"]): int(r["invigilators"]) for r in SLOTS}
    need = {e: math.ceil(SIZE[e] / @@per@@) for e in E}
    for s in S:
        row({x(e, s): need[e] for e in E if need[e]}, "<=", staff[s])
PIECES.append(_invigilators)
''', wrong={"rounds_down": [("math.ceil(SIZE[e] / @@per@@)", "math.floor(SIZE[e] / @@per@@)")]},
        kinds={"rounds_down": "relax"},
        rule="every exam needs one invigilator per @@per@@ candidates or part of it (ceil(candidates / @@per@@)), "
             "and the exams of one slot may not need more invigilators than the slot's `invigilators` in `slots.csv`"),
    "per_day": dict(code='''
def _per_day():
    for day, group in itertools.groupby(S, key=DAY.get):
        block = list(group)
        for student, exams in sorted(TAKES.items()):
            row({x(e, s): 1 for e in sorted(exams) for s in block}, "<=", @@maxday@@)
PIECES.append(_per_day)
''', wrong={"off_by_one": [('"<=", @@maxday@@)', '"<=", @@maxday@@ + 1)')]}, kinds={"off_by_one": "relax"},
        rule="no student sits more than @@maxday@@ exam@@s@@ on one day"),
    # named rules (rules.json): each row carries its rule's id, so a rule can be switched off
    "unavailable": dict(code='''
def _unavailable():
    for r in rules("unavailable"):
        banned = set(r["slots"]) & set(S)
        for s in sorted(banned):
            row({x(r["exam"], s): 1}, "<=", 0, r["id"])
PIECES.append(_unavailable)
''', rule="`unavailable` rules: the exam may not sit in any of the listed slots (its examiner cannot attend)"),
    "pinned": dict(code='''
def _pinned():
    fixed = [(r["id"], r["exam"], int(r["slot"])) for r in RULES if r["kind"] == "pinned"]
    for rid, e, s in fixed:
        assert s in S, "pinned to an unknown slot"
        row({x(e, s): 1}, ">=", 1, rid)
PIECES.append(_pinned)
''', wrong={"zero_based": [('int(r["slot"])) for r', 'int(r["slot"]) - 1) for r'),
                           ('assert s in S, "pinned to an unknown slot"', 'if s not in S:\n            continue')]},
        kinds={"zero_based": "disjoint"},
        rule="`pinned` rules: the exam is pre-assigned to the given slot"),
    "same_slot": dict(code='''
def _same_slot():
    for r in filter(lambda r: r["kind"] == "same_slot", RULES):
        a, b = r["exams"]
        when = lambda e, sign: {x(e, s): sign * s for s in S}
        row({**when(a, 1), **when(b, -1)}, "==", 0, r["id"])
PIECES.append(_same_slot)
''', rule="`same_slot` rules: the two exams sit in the same slot"),
    "consecutive": dict(code='''
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
''', wrong={"across_days": [("follow = NEXT", "follow = dict(zip(S, S[1:]))")]}, kinds={"across_days": "cross"},
        rule="`consecutive` rules `[A, B]`: B sits in the slot right after A's, on the same day (paper I, then "
             "paper II)"),
    "before": dict(code='''
def _before():
    import collections
    for r in rules("before"):
        a, b = r["exams"]
        terms = collections.Counter({x(a, s): s for s in S})
        terms.subtract({x(b, s): s for s in S})
        row(dict(terms), "<=", -1, r["id"])
PIECES.append(_before)
''', wrong={"reversed": [('a, b = r["exams"]\n        terms', 'b, a = r["exams"]\n        terms')]},
        kinds={"reversed": "disjoint"},
        rule="`before` rules `[A, B]`: A sits in an earlier slot than B"),
    # --- objectives -----------------------------------------------------------------------------------------------
    "obj_slots": dict(code='''
def _obj_slots():
    last = var(("last",), max(S))
    for e in E:
        row({last: 1, **{x(e, s): -s for s in S}}, ">=", 0)
    OBJ[last] = 1
PIECES.append(_obj_slots)
''', rule="the session must be as short as possible: the objective is the number of the last slot used, and it "
          "must be the smallest any valid timetable achieves (a slot in between may stay empty)"),
    "obj_b2b": dict(code='''
def _obj_b2b():
    for (a, b), n in sorted(SHARED.items()):
        for (s, t), (p, q) in itertools.product(NEXT.items(), itertools.permutations((a, b))):
            z = var(("b2b", p, q, s))
            row({z: 1, x(p, s): -1, x(q, t): -1}, ">=", -1)
            OBJ[z] = n
PIECES.append(_obj_b2b)
''', rule="back-to-back exams must be as few as possible: a student with exams in two consecutive slots of one day "
          "sits back-to-back; the objective is the number of such (student, pair of consecutive slots) cases, and "
          "it must be the smallest any valid timetable achieves"),
    "obj_evening": dict(code='''
def _obj_evening():
    evening = [int(r["slot"]) for r in SLOTS if r["start"] >= "17:00"]
    OBJ.update({x(e, s): SIZE[e] for e in E for s in evening})
PIECES.append(_obj_evening)
''', rule="evening sittings must be as few as possible: the objective is the number of candidates sitting exams in "
          "evening slots (those starting at 17:00 or later), and it must be the smallest any valid timetable achieves"),
    "obj_sameday": dict(code='''
def _obj_sameday():
    import collections
    by_day = collections.defaultdict(list)
    for s in S:
        by_day[DAY[s]].append(s)
    for st, t in sorted(TAKES.items()):
        for d, block in sorted(by_day.items()):
            u = var(("extra", st, d), len(t))
            row({u: 1, **{x(e, s): -1 for e in sorted(t) for s in block}}, ">=", -1)
            OBJ[u] = 1
PIECES.append(_obj_sameday)
''', rule="second exams on one day must be as few as possible: for each student and day, every exam beyond the "
          "first that day counts one; the objective is the total, and it must be the smallest any valid timetable "
          "achieves"),
}

BACKENDS = ["z3_api", "z3_smtlib", "milp"]
VENUES = ["hall", "rooms", "labs"]
OBJECTIVES = ["obj_slots", "obj_b2b", "obj_evening", "obj_sameday"]
NAMED = ["unavailable", "pinned", "same_slot", "consecutive", "before"]
HARD_RULES = ["late", "duration", "invigilators", "per_day"] + NAMED
EXCLUDES = {"obj_evening": ("per_day",)}
BACKEND_TEXT = {"z3_api": "z3's Python API (`import z3`; `z3.Optimize` minimises an objective)",
                "z3_smtlib": "the z3 command-line solver on an SMT-LIB 2 model you write (`z3 -smt2 model.smt2`; "
                             "`(minimize ...)` gives the optimum)",
                "milp": "`scipy.optimize.milp` (HiGHS) as a 0/1 integer linear programme"}

# ---------------------------------------------------------------------------------------------------------------
# The trusted checker: embedded in the tests; the generator uses it to check its own truth.
CHECK_SRC = '''
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
'''
_NS: dict = {}
exec(CHECK_SRC, _NS)


# ---------------------------------------------------------------------------------------------------------------
# The exact search that makes the ground truth (the generator has no solver): exams are branched on in DSATUR
# order (fewest feasible slots first), slots tried cheapest first, branches cut by the cost so far plus each free
# exam's cheapest slot now (every objective only grows as exams are placed). Rooms are a matching per slot.
class _Budget(Exception):
    pass


BUDGET = 20_000  # search nodes per solve; a draw that needs more is redrawn


def _match(P, exams, labs_on):
    """Can these exams (one slot) get distinct rooms that seat them (labs for lab exams)? Kuhn's augmenting paths."""
    rooms = P["rooms"]
    ok = {e: [r for r in rooms if rooms[r] >= P["size"][e] and (not labs_on or e not in P["lab_exams"]
                                                                 or r in P["labs"])] for e in exams}
    owner: dict = {}

    def aug(e, seen):
        for r in ok[e]:
            if r in seen:
                continue
            seen.add(r)
            if r not in owner or aug(owner[r], seen):
                owner[r] = e
                return True
        return False

    if not all(aug(e, set()) for e in exams):
        return None
    return {e: r for r, e in owner.items()}


def search(P, on, optimise=True, budget=None):
    """(value, slot, room) of an optimal timetable of P with the rules `on` (feasible one when not optimise), or
    None when none exists. Raises _Budget past `budget` nodes."""
    budget = budget or BUDGET
    comps, E, S = P["comps"], P["exams"], sorted(P["day"])
    size, day = P["size"], P["day"]
    nxt = {s: t for s, t in zip(S, S[1:]) if day[s] == day[t]}
    prv = {t: s for s, t in nxt.items()}
    cnxt = dict(zip(S, S[1:])) if P.get("_cons_any_day") else nxt
    cprv = {t: s for s, t in cnxt.items()}
    ceil = (lambda n: n // P["per_invig"]) if P.get("_floor") else (lambda n: -(-n // P["per_invig"]))
    rules = [r for r in P["rules"] if r["id"] in on]
    dom = {}
    for e in E:
        d = set(S)
        if "duration" in comps:
            d = {s for s in d if P["minutes"][s] >= P["dur"][e]}
        if "hall" in comps and size[e] > P["hall"]:
            d = set()
        if "invigilators" in comps:
            d = {s for s in d if ceil(size[e]) <= P["invig"][s]}
        if ("rooms" in comps or "labs" in comps) and _match(P, [e], "labs" in comps) is None:
            d = set()
        dom[e] = d
    same, cons_a, cons_b, bef_a, bef_b = {}, {}, {}, {}, {}
    for r in rules:
        if r["kind"] == "pinned":
            dom[r["exam"]] &= {r["slot"]}
        elif r["kind"] == "unavailable":
            dom[r["exam"]] -= set(r["slots"])
        elif r["kind"] == "same_slot":
            a, b = r["exams"]
            same.setdefault(a, []).append(b)
            same.setdefault(b, []).append(a)
        elif r["kind"] == "consecutive":
            a, b = r["exams"]
            cons_a.setdefault(a, []).append(b)
            cons_b.setdefault(b, []).append(a)
        elif r["kind"] == "before":
            a, b = r["exams"]
            bef_a.setdefault(a, []).append(b)
            bef_b.setdefault(b, []).append(a)
    dom = {e: sorted(d) for e, d in dom.items()}
    students = {e: [] for e in E}
    for st, ex in P["takes"].items():
        for e in ex:
            students[e].append(st)
    w = {e: {} for e in E}
    for ex in P["takes"].values():
        for a in ex:
            for b in ex:
                if a != b:
                    w[a][b] = w[a].get(b, 0) + 1
    rooms_on, labs_on = "rooms" in comps or "labs" in comps, "labs" in comps
    per_day, hall, inv = "per_day" in comps, "hall" in comps, "invigilators" in comps
    need = {e: ceil(size[e]) for e in E} if inv else {}
    obj = P["obj"] if optimise else None
    evening = set(P.get("evening", []))
    slot: dict = {}
    load = dict.fromkeys(S, 0)
    staff = dict.fromkeys(S, 0)
    inslot = {s: [] for s in S}
    stday: dict = {}
    state = {"nodes": 0, "best": None, "cost": 0}
    exams_of = {st: ex for st, ex in P["takes"].items()}
    days = sorted(set(day.values()))
    blocked = {e: dict.fromkeys(S, 0) for e in E}    # placed classmates' exams in the slot
    near = {e: dict.fromkeys(S, 0) for e in E}       # shared students of placed exams in the slot
    full = {e: dict.fromkeys(days, 0) for e in E}    # e's students already at max_day on the day
    hit = {e: dict.fromkeys(days, 0) for e in E}     # e's students with an exam on the day
    cap_day = P.get("max_day", 0)
    matched: dict = {}

    def rooms_fit(es):
        key = tuple(sorted(es))
        if key not in matched:
            matched[key] = _match(P, list(key), labs_on) is not None
        return matched[key]

    def ok(e, s):
        if blocked[e][s]:
            return False
        for o in same.get(e, ()):
            if o in slot and slot[o] != s:
                return False
        for b in cons_a.get(e, ()):
            if s not in cnxt or (b in slot and slot[b] != cnxt[s]):
                return False
        for a in cons_b.get(e, ()):
            if s not in cprv or (a in slot and slot[a] != cprv[s]):
                return False
        for b in bef_a.get(e, ()):
            if b in slot and not s < slot[b]:
                return False
        for a in bef_b.get(e, ()):
            if a in slot and not slot[a] < s:
                return False
        if hall and load[s] + size[e] > P["hall"]:
            return False
        if inv and staff[s] + need[e] > P["invig"][s]:
            return False
        if per_day and full[e][day[s]]:
            return False
        if rooms_on and (len(inslot[s]) >= len(P["rooms"]) or not rooms_fit(inslot[s] + [e])):
            return False
        return True

    def inc(e, s):
        if obj is None:
            return 0
        if obj == "obj_slots":
            return max(0, s - state["top"])
        if obj == "obj_evening":
            return size[e] if s in evening else 0
        if obj == "obj_b2b":
            return (near[e][prv[s]] if s in prv else 0) + (near[e][nxt[s]] if s in nxt else 0)
        return hit[e][day[s]]

    def place(e, s, step):
        if step > 0:
            slot[e] = s
            inslot[s].append(e)
        else:
            del slot[e]
            inslot[s].remove(e)
        state["top"] = max(slot.values(), default=0)
        load[s] += step * size[e]
        if inv:
            staff[s] += step * need[e]
        for o, n in w[e].items():
            blocked[o][s] += step
            near[o][s] += step * n
        d = day[s]
        for st in students[e]:
            before = stday.get((st, d), 0)
            after = before + step
            stday[(st, d)] = after
            if (before == 0) != (after == 0):
                for o in exams_of[st]:
                    hit[o][d] += step
            if per_day and (before >= cap_day) != (after >= cap_day):
                for o in exams_of[st]:
                    full[o][d] += step

    state["top"] = 0

    def rec():
        state["nodes"] += 1
        if state["nodes"] > budget:
            raise _Budget()
        free = [e for e in E if e not in slot]
        if not free:
            state["best"] = (state["cost"], dict(slot))
            return obj is None
        pick, bound, best_opts = None, 0, None
        for e in free:
            opts = sorted(((inc(e, s), s) for s in dom[e] if ok(e, s)))
            if not opts:
                return False
            if obj == "obj_slots":
                bound = max(bound, opts[0][0])
            else:
                bound += opts[0][0]
            key = (len(opts), -len(w[e]), e)
            if pick is None or key < pick[0]:
                pick, best_opts = (key, e), opts
        if state["best"] is not None and state["cost"] + bound >= state["best"][0]:
            return False
        e = pick[1]
        for c, s in best_opts:
            if state["best"] is not None and state["cost"] + c >= state["best"][0]:
                break
            place(e, s, 1)
            state["cost"] += c
            done = rec()
            state["cost"] -= c
            place(e, s, -1)
            if done:
                return True
        return False

    rec()
    if state["best"] is None:
        return None
    value, sl = state["best"]
    room = {}
    if rooms_on:
        for s in S:
            es = [e for e in E if sl[e] == s]
            if es:
                room.update(_match(P, es, labs_on))
    return (_NS["objective"](P, sl) if optimise else None), sl, room


def _ids(P):
    return list(dict.fromkeys(r["id"] for r in P["rules"]))


def pipeline(P, tail, waive="lowest"):
    """What the reference program (tail: optimal | conflict | waive) outputs for P: status, conflict, waived, value
    of the published timetable and the rules in force for it (as the program computes them, in file order)."""
    ids = _ids(P)
    full = search(P, set(ids))
    if full is not None:
        return {"status": "timetable", "conflict": None, "waived": None, "value": full[0], "on": ids, "sol": full}
    if tail == "optimal":
        return {"status": "none", "conflict": None, "waived": None}
    core = list(ids)
    for r in ids:
        trial = [c for c in core if c != r]
        if search(P, set(trial), optimise=False) is None:
            core = trial
    if tail == "conflict":
        return {"status": "conflict", "conflict": sorted(core), "waived": None}
    if not core:  # the program's min() over an empty core raises
        return {"status": "none", "conflict": None, "waived": None}
    prio = {r["id"]: r.get("priority", 0) for r in P["rules"]}
    if waive == "all":
        gone = list(core)
    else:
        gone = [(max if waive == "highest" else min)(core, key=lambda r: prio[r])]
    on = [i for i in ids if i not in gone]
    sol = search(P, set(on))
    if sol is None:
        return {"status": "none", "conflict": None, "waived": None}
    return {"status": "waived", "conflict": sorted(core), "waived": gone[0] if len(gone) == 1 else gone,
            "value": sol[0], "on": on, "sol": sol}


def certainly_fails(truth: dict, P: dict, dec: dict, conj: dict | None) -> bool:
    """A decoy whose program solves the changed problem exactly: it scores 0 for sure when its deliverables differ
    from the truth, or when no optimal timetable of its problem is an optimal one of the real problem (the
    conjunction of both problems has no timetable of the true optimum)."""
    if dec.get("status") != truth["status"] or dec.get("conflict") != truth["conflict"] \
            or dec.get("waived") != truth["waived"]:
        return True
    if truth["status"] == "conflict":
        return False
    if dec["value"] != truth["value"]:
        return True
    if conj is None:
        return False
    both = search(conj, set(truth["on"]))
    return both is None or both[0] != truth["value"]


# ---------------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TimetableLevel(LevelConfig):
    exams: tuple[int, int] = (8, 9)
    students: tuple[int, int] = (30, 45)
    days: tuple[int, int] = (3, 3)
    modes: tuple[str, ...] = ("optimal",)  # deliverable modes an instance may draw
    tail: str = "optimal"                  # the program's driver: optimal | conflict | waive
    named_solver: bool = True              # the ticket names the modelling tool
    spec_in_docs: bool = False             # the rules live in a policy document, the ticket states the goal


def _component(name: str, fill: dict):
    def render(code):
        for k, v in fill.items():
            code = code.replace(f"@@{k}@@", str(v))
        return code
    return program_piece(name, PIECES[name], "/tmp/timetable.py", excludes=EXCLUDES,
                         groups=(tuple(BACKENDS), tuple(VENUES), tuple(OBJECTIVES)), render=render)


@register
class ExamTimetable(KitFamily):
    name = "exam_timetable"
    category = "formal"
    description = ("Model an exam timetable as a 0/1 constraint problem composed per instance (venue: hall seats, "
                   "rooms, labs; rules: late registrations, exam length, invigilators, exams per day, unavailable "
                   "slots, pinned exams, shared slots, consecutive papers, precedence; an objective) and solve it "
                   "exactly with z3 or scipy's MILP; report the minimal conflicting rule set when none exists and "
                   "apply the written waiver policy.")
    base_image = "termigen/sci:1"
    levels = {
        "easy": TimetableLevel(components=(2, 3), exams=(8, 9), students=(30, 40), days=(3, 3)),
        "medium": TimetableLevel(components=(3, 4), exams=(8, 9), students=(35, 50), days=(3, 3),
                                 modes=("optimal", "conflict"), tail="conflict", named_solver=False),
        "hard": TimetableLevel(components=(4, 5), exams=(9, 10), students=(35, 55), days=(3, 4),
                               modes=("waive", "waive", "waive", "optimal"), tail="waive", named_solver=False,
                               spec_in_docs=True),
    }

    # -- draw -----------------------------------------------------------------------------------------------------
    def draft(self, rng: random.Random, cfg: TimetableLevel) -> Draft:
        mode = rng.choice(cfg.modes)
        backend, obj = rng.choice(BACKENDS), rng.choice(OBJECTIVES)
        venue = rng.choice(VENUES + [None])
        stub = {n: _component(n, {}) for n in HARD_RULES}
        require = []
        if mode != "optimal":  # a conflict needs named rules: pins and one more kind
            require = ["pinned", rng.choice(["unavailable", "same_slot", "consecutive", "before"])]
        pool = [stub[n] for n in HARD_RULES if not (obj == "obj_evening" and n == "per_day")]
        k = rng.randint(*cfg.components) - (venue is not None)
        k = max(k, len(require), 1)
        rules_c = [c.name for c in compose(rng, pool, k, require=tuple(require))]
        rules_c = sorted(rules_c, key=HARD_RULES.index)
        if venue is None and not any(n in rules_c for n in ("duration", "invigilators", "per_day")) \
                and obj == "obj_slots" and len(rules_c) < 3:
            raise Resample("too little structure for a shortest-session objective")
        comps = ([venue] if venue else []) + rules_c
        P, world, truth, inert = self._instance(rng, cfg, comps, obj, mode)
        world["tail"] = cfg.tail
        names = [backend] + comps + [obj]
        return self._build(rng, cfg, P, world, names, truth, mode)

    def _instance(self, rng, cfg, comps, obj, mode):
        """The session's data P (as the tests hold it) and the world around it (names, paths, titles): the best of a
        few draws by how many components bind (leaving one out certainly changes the answer)."""
        best = None
        for attempt in range(6):
            try:
                P, world = self._data(rng, cfg, comps, obj)
                if mode != "optimal" and not self._add_conflict(rng, P, world, mode):
                    continue
                tail = cfg.tail
                truth = pipeline(P, tail)
                want = {"optimal": "timetable", "conflict": "conflict", "waive": "waived"}[mode]
                if truth["status"] != want or (want != "conflict" and not truth["value"]):
                    continue  # (an optimum of 0 leaves the objective nothing to decide)
                inert = [c for c in comps if not self._binds(P, world, c, truth, tail)]
            except _Budget:
                continue
            if best is None or len(inert) < len(best[3]):
                best = (P, world, truth, inert)
            if not inert or (len(inert) <= len(comps) // 3 and attempt >= 2):
                break
        if best is None or len(best[3]) >= len(comps):
            raise Resample(f"no usable {mode} instance for {comps} (inert: {best and best[3]})")
        return best

    def _binds(self, P, world, c, truth, tail):
        ch = self._changed(P, f"skips_{c}", None)
        if ch is None:
            return False
        Q, C = ch
        if isinstance(Q, str):
            Q, C = self._data_change(P, world, Q)
        return certainly_fails(truth, P, pipeline(Q, tail), C)

    def _data(self, rng, cfg, comps, obj):
        """Base data (exams, students, slots), then each component added against the optimum without it, so that
        it cuts that optimum off."""
        n = rng.randint(*cfg.exams)
        depts = rng.sample(sorted(DEPTS), 3)
        cands = []
        for d in depts:
            for title in rng.sample(DEPTS[d], min(len(DEPTS[d]), 4)):
                cands.append((f"{d}{rng.randint(1, 4)}{rng.randint(0, 9)}{rng.randint(0, 9)}", title, d))
        rng.shuffle(cands)
        cands = cands[:n]
        codes = [c for c, _, _ in cands]
        if len(set(codes)) != n:
            raise _Budget()
        ndays = rng.randint(*cfg.days)
        nper = 3 if obj == "obj_evening" else rng.choice([2, 3])
        slots, day, minutes, evening = [], {}, {}, []
        for d in range(ndays):
            for p in range(nper):
                s = len(slots) + 1
                slots.append(s)
                day[s] = WEEKDAYS[d]
                minutes[s] = PERIODS[p][1]
                if PERIODS[p][0] >= "17:00":
                    evening.append(s)
        pfx = rng.choice(STUDENT_PFX)
        nst = rng.randint(*cfg.students)
        ids = rng.sample(range(100000, 999999), nst + 8)
        main = {}
        for i in range(nst):
            home = rng.choice(depts)
            own = [c for c, _, d in cands if d == home]
            other = [c for c, _, d in cands if d != home]
            pick = set(rng.sample(own, min(len(own), rng.randint(1, 3))))
            if rng.random() < 0.4 and other:
                pick.add(rng.choice(other))
            main[f"{pfx}{ids[i]}"] = pick
        world = {"titles": {c: t for c, t, _ in cands}, "dept": {c: d for c, _, d in cands},
                 "main": main, "late": {}, "nper": nper, "spare_ids": [f"{pfx}{i}" for i in ids[nst:]]}
        P = {"exams": codes, "day": day, "minutes": minutes, "evening": evening, "comps": [], "obj": obj,
             "rules": []}
        self._takes(P, world)
        if min(P["size"].values()) == 0:
            raise _Budget()
        order = [c for c in comps if c not in NAMED] + [c for c in comps if c in NAMED]
        for c in order:
            got = search(P, set(_ids(P)))
            if got is None:
                raise _Budget()
            for _ in range(4):  # a tuning that leaves no timetable at all is redrawn
                keep = copy.deepcopy((P, world))
                self._tune(rng, P, world, c, got[1], got[2])
                P["comps"].append(c)
                if search(P, set(_ids(P)), optimise=False) is not None:
                    break
                P, world = keep
            else:
                raise _Budget()
        P["comps"] = [c for c in comps]
        rng.shuffle(P["rules"])
        for i, r in enumerate(P["rules"], 1):
            r["id"] = f"R{i}"
            r["priority"] = rng.randint(1, 9)
        return P, world

    @staticmethod
    def _takes(P, world):
        takes = {st: set(ex) for st, ex in world["main"].items()}
        for st, ex in world["late"].items():
            takes.setdefault(st, set()).update(ex)
        P["takes"] = {st: sorted(t) for st, t in sorted(takes.items())}
        P["size"] = {c: sum(c in t for t in takes.values()) for c in P["exams"]}

    def _tune(self, rng, P, world, c, sol, room):
        """Set component c's data so that the current optimum `sol` (found without c) breaks it."""
        codes, S, size = P["exams"], sorted(P["day"]), P["size"]
        by_slot = {}
        for e, s in sol.items():
            by_slot.setdefault(s, []).append(e)
        shared = {(a, b) for ex in P["takes"].values() for a in ex for b in ex if a != b}
        if c == "late":  # new students (and old ones) with exams that now share a slot
            together = [es for es in by_slot.values() if len(es) >= 2]
            for st in world["spare_ids"][:rng.randint(2, 4)]:
                world["late"][st] = set(rng.sample(rng.choice(together), 2) if together else rng.sample(codes, 2))
            for st in rng.sample(sorted(world["main"]), 3):
                mine = world["main"][st]
                extra = [o for e in sorted(mine) for o in by_slot[sol[e]] if o not in mine] or \
                    [o for o in codes if o not in mine]
                world["late"][st] = {rng.choice(extra)}
            self._takes(P, world)
        elif c == "hall":
            load = max(sum(size[e] for e in es) for es in by_slot.values())
            P["hall"] = max(max(size.values()), load - rng.randint(1, 4))
            world["hallname"] = rng.choice(["Great Hall", "Sports Hall", "Assembly Hall", "Examination Hall"])
        elif c in ("rooms", "labs"):
            most = max(len(es) for es in by_slot.values())
            nrooms = max(-(-len(codes) // len(S)) + 1, most - 1 if c == "rooms" else most)
            nrooms = min(nrooms, 4)
            big = max(size.values())
            crowd = max(by_slot.values(), key=lambda es: (len(es), sum(size[e] for e in es)))
            second = sorted((size[e] for e in crowd), reverse=True)[1] if len(crowd) > 1 else big
            desc = sorted(size.values(), reverse=True)
            floor = desc[min(len(desc) - 1, max(0, len(S) - 3))]  # few enough big exams for the big room
            small = max(3, floor, second - 1) if rng.random() < 0.7 else big
            seats = sorted([big + rng.randint(0, 5)] + [rng.randint(max(2, small // 2), small) for _ in range(nrooms - 1)],
                           reverse=True)
            P["rooms"] = dict(zip(rng.sample(ROOM_NAMES, nrooms), seats))
            P["labs"], P["lab_exams"] = [], []
            if c == "labs":  # one lab; lab exams that sit together in the optimum
                lab = rng.choice(LAB_NAMES)
                together = [es for es in by_slot.values() if len(es) >= 2]
                pool = rng.choice(together) if together else codes
                cap = max(size[e] for e in pool) + rng.randint(0, 3)
                fits = [e for e in pool if size[e] <= cap]
                P["rooms"][lab] = cap
                P["labs"] = [lab]
                P["lab_exams"] = sorted(rng.sample(fits, min(len(fits), 2)))
        elif c == "duration":
            P["dur"] = {e: rng.choice([90, 120]) for e in codes}
            short = [e for e in codes if P["minutes"][sol[e]] < 180]
            for e in rng.sample(short, min(len(short), rng.randint(2, 3))):
                P["dur"][e] = rng.choice([m for m in (150, 180) if m > P["minutes"][sol[e]]])
        elif c == "invigilators":
            P["per_invig"] = rng.choice([10, 15, 20])
            need = {e: -(-size[e] // P["per_invig"]) for e in codes}
            use = {s: sum(need[e] for e in by_slot.get(s, [])) for s in S}
            top = max(use.values())
            biggest = max(need.values())
            P["invig"] = {s: max(biggest, min(top - 1, use[s] + rng.randint(0, 2))) for s in S}
        elif c == "per_day":
            most = max(sum(1 for e in ex if P["day"][sol[e]] == d) for ex in P["takes"].values()
                       for d in set(P["day"].values()))
            P["max_day"] = max(1, min(2, most - 1))
        elif c in NAMED:
            for _ in range(rng.randint(1, 2)):
                r = self._rule(rng, P, c, sol, shared)
                if r:
                    r["id"] = f"T{len(P['rules'])}"
                    r["reason"] = rng.choice(REASONS[c])
                    P["rules"].append(r)
                    if c == "unavailable":  # close the exam's other best slots too, until the optimum moves
                        v0 = _NS["objective"](P, sol)
                        for _ in range(3):
                            got = search(P, set(_ids(P)))
                            if got is None:
                                P["rules"].remove(r)
                                break
                            if got[0] > v0 or len(r["slots"]) >= len(S) - 2:
                                break
                            r["slots"] = sorted(set(r["slots"]) | {got[1][r["exam"]]})

    @staticmethod
    def _rule(rng, P, kind, sol, shared):
        codes, S, day = P["exams"], sorted(P["day"]), P["day"]
        pinned = {r["exam"] for r in P["rules"] if r["kind"] == "pinned"}
        if kind == "pinned":
            e = rng.choice([c for c in codes if c not in pinned])
            return dict(kind="pinned", exam=e, slot=rng.choice([s for s in S if s != sol[e]]))
        if kind == "unavailable":
            e = rng.choice([c for c in codes if c not in pinned])
            other = rng.sample([s for s in S if s != sol[e]], rng.randint(1, max(1, len(S) // 2)))
            return dict(kind="unavailable", exam=e, slots=sorted([sol[e]] + other))
        pairs = [(a, b) for a in codes for b in codes if a != b]
        if kind == "same_slot":
            pairs = [(a, b) for a, b in pairs if (a, b) not in shared and sol[a] != sol[b]]
        elif kind == "consecutive":
            pairs = [(a, b) for a, b in pairs if (a, b) not in shared and not (sol[b] == sol[a] + 1 and
                                                                             day.get(sol[b]) == day[sol[a]])]
        else:
            pairs = [(a, b) for a, b in pairs if sol[a] >= sol[b]]
        if not pairs:
            return None
        a, b = rng.choice(pairs)
        return dict(kind=kind, exams=[a, b])

    def _add_conflict(self, rng, P, world, mode):
        """Add rules that cannot all hold (one unique minimal conflict of 2-4 rules, another rule outside it);
        True when the instance then has the wanted shape."""
        ids = _ids(P)
        if search(P, set(ids), optimise=False) is None or len(ids) < 1:
            return False
        comps, codes, S = P["comps"], P["exams"], sorted(P["day"])
        base = search(P, set(ids), optimise=False)[1]
        shared = {(a, b) for ex in P["takes"].values() for a in ex for b in ex if a != b}
        kind = rng.choice([k for k in NAMED if k in comps and k != "pinned"])
        e = rng.choice(codes)
        s = base[e]
        if kind == "unavailable":  # e pinned to s; a classmate of e may sit nowhere but s
            mates = [o for o in codes if (e, o) in shared]
            if not mates:
                return False
            o = rng.choice(mates)
            new = [dict(kind="pinned", exam=e, slot=s), dict(kind="unavailable", exam=o, slots=[x for x in S if x != s])]
        elif kind == "same_slot":  # two pins in different slots, and the pair must share one
            others = [o for o in codes if o != e and (e, o) not in shared]
            if not others:
                return False
            o = rng.choice(others)
            t = rng.choice([x for x in S if x != s])
            new = [dict(kind="pinned", exam=e, slot=s), dict(kind="pinned", exam=o, slot=t),
                   dict(kind="same_slot", exams=[e, o])]
        elif kind == "consecutive":  # paper I pinned to the last slot of a day, or paper II to the first
            others = [o for o in codes if o != e and (e, o) not in shared]
            if not others:
                return False
            o = rng.choice(others)
            day = P["day"]
            if rng.random() < 0.5:
                t = rng.choice([x for x in S if day.get(x + 1) != day[x]])
                new = [dict(kind="pinned", exam=e, slot=t), dict(kind="consecutive", exams=[e, o])]
            else:
                t = rng.choice([x for x in S if day.get(x - 1) != day[x]])
                new = [dict(kind="pinned", exam=o, slot=t), dict(kind="consecutive", exams=[e, o])]
        else:  # before: a chain against a pin (and the early slots closed to the first exam)
            o = rng.choice([c for c in codes if c != e])
            if "unavailable" in comps and rng.random() < 0.7:
                t = rng.choice(S[1: max(2, len(S) // 2)])
                new = [dict(kind="pinned", exam=o, slot=t), dict(kind="before", exams=[e, o]),
                       dict(kind="unavailable", exam=e, slots=[x for x in S if x < t])]
            else:
                new = [dict(kind="pinned", exam=o, slot=1), dict(kind="before", exams=[e, o])]
        for r in new:
            r["reason"] = rng.choice(REASONS[r["kind"]])
        rules = P["rules"] + new
        rng.shuffle(rules)
        for i, r in enumerate(rules, 1):
            r["id"] = f"R{i}"
        prios = rng.sample(range(1, 10), min(9, len(rules))) + [rng.randint(1, 9) for _ in range(len(rules) - 9)]
        for r, p in zip(rules, prios):
            r["priority"] = p
        P["rules"] = rules
        ids = _ids(P)
        if search(P, set(ids), optimise=False) is not None:
            return False
        core = list(ids)
        for r in ids:
            trial = [c for c in core if c != r]
            if search(P, set(trial), optimise=False) is None:
                core = trial
        if len(core) < 2 or len(core) == len(ids):
            return False
        for r in core:  # unique: without any one rule of the core, everything else holds
            if search(P, set(ids) - {r}, optimise=False) is None:
                return False
        prio = {r["id"]: r["priority"] for r in P["rules"]}
        if len({prio[r] for r in core}) != len(core):
            return False
        return True

    # -- decoys ---------------------------------------------------------------------------------------------------
    @staticmethod
    def _changed(P, name, kind):
        """(the decoy's problem, the conjunction of it and P or None) for a skipped component or a wrong variant."""
        Q = copy.deepcopy(P)
        if name.startswith("skips_"):
            c = name[len("skips_"):]
            if c in BACKENDS or c in OBJECTIVES:
                return None
            if c in Q["comps"]:
                Q["comps"].remove(c)
            if c == "late":
                return "late", None
            Q["rules"] = [r for r in Q["rules"] if r["kind"] != c]
            return Q, None
        c, wrong, _rel = kind
        if wrong == "strict_capacity":
            Q["hall"] -= 1
        elif wrong == "ignores_seats":
            Q["rooms"] = {r: 10 ** 6 for r in Q["rooms"]}
        elif wrong == "ignores_labs":
            Q["comps"] = [x if x != "labs" else "rooms" for x in Q["comps"]]
        elif wrong == "strict_length":
            Q["minutes"] = {s: m - 1 for s, m in Q["minutes"].items()}
        elif wrong == "rounds_down":
            Q["_floor"] = True
        elif wrong == "off_by_one":
            Q["max_day"] += 1
        elif wrong == "across_days":
            Q["_cons_any_day"] = True
            return Q, P
        elif wrong == "reversed":
            for r in Q["rules"]:
                if r["kind"] == "before":
                    r["exams"] = r["exams"][::-1]
            C = copy.deepcopy(P)
            C["rules"] += [r for r in Q["rules"] if r["kind"] == "before"]
            return Q, C
        elif wrong == "zero_based":
            pins = [r for r in Q["rules"] if r["kind"] == "pinned"]
            Q["rules"] = [r for r in Q["rules"] if r["kind"] != "pinned" or r["slot"] > 1]
            for r in Q["rules"]:
                if r["kind"] == "pinned":
                    r["slot"] -= 1
            C = copy.deepcopy(P)
            C["rules"] += [r for r in Q["rules"] if r["kind"] == "pinned"]
            return (Q, C) if pins else None
        else:
            return None
        return Q, (Q if kind[2] == "tighten" else None)

    def _decoys(self, P, truth, made, tail, world):
        """The made decoys (kit: a skipped piece, a wrong piece) that certainly fail, plus hand-written ones."""
        kept = []
        for d in made:
            if d.name.startswith("skips_"):
                key = None
            else:
                comp = d.description.split(":")[0]
                wrong = d.name[len(comp) + 1:]
                key = (comp, wrong, PIECES[comp]["kinds"][wrong])
            ch = self._changed(P, d.name, key)
            if ch is None:
                continue
            Q, C = ch
            if isinstance(Q, str):  # changes the data the program reads: solve the problem it sees
                Q, C = self._data_change(P, world, Q)
            try:
                dec = pipeline(Q, tail)
                if certainly_fails(truth, P, dec, C):
                    kept.append(d)
            except _Budget:
                continue
        return kept

    @staticmethod
    def _data_change(P, world, what):
        """The problem a program sees that does not read the late registrations: fewer clashes, smaller exams."""
        assert what == "late", what
        Q = copy.deepcopy(P)
        takes = {s: sorted(t) for s, t in world["main"].items()}
        Q["takes"] = takes
        Q["size"] = {c: sum(c in t for t in takes.values()) for c in P["exams"]}
        Q["comps"] = [c for c in Q["comps"] if c != "late"]
        return Q, None

    # -- build ----------------------------------------------------------------------------------------------------
    def _build(self, rng, cfg, P, world, names, truth, mode):
        uni, session, year = rng.choice(UNIS), rng.choice(SESSIONS), rng.randint(2024, 2028)
        root = rng.choice(ROOTS)
        data_dir = f"{root}/{session}{year}"
        out_dir = f"{data_dir}/published"
        fill = {"data": data_dir, "out": out_dir, "hall": P.get("hall", 0), "per": P.get("per_invig", 1),
                "maxday": P.get("max_day", 1), "hallname": world.get("hallname", "hall"),
                "s": "" if P.get("max_day", 1) == 1 else "s"}
        comps = [_component(n, fill) for n in names]
        tail = cfg.tail
        head = f"cat > /tmp/timetable.py <<'PY'\n{HEAD.replace('@@data@@', data_dir).replace('@@out@@', out_dir)}PY\n"
        drv = f"cat >> /tmp/timetable.py <<'PY'\n{DRIVER.strip()}\n{TAILS[tail].strip()}\nPY\npython3 /tmp/timetable.py\n"
        solution, made = oracle_and_decoys(comps, head=head, tail=drv, max_decoys=99)
        made = [d for d in made if not d.name.startswith(("skips_z3", "skips_milp", "skips_obj"))]
        kept = self._decoys(P, truth, made, tail, world)
        extra = self._extra_decoys(P, truth, solution, tail)
        decoys = extra + self._pick(rng, kept, max(2, 6 - len(extra)))
        if len(decoys) < 2:
            raise Resample(f"{names}: only {len(decoys)} decoys certainly fail")
        files = self._files(P, world, data_dir)
        instruction, doc = self._texts(rng, cfg, P, world, names, mode, uni, session, year, data_dir, out_dir)
        if doc:
            files[f"{data_dir}/docs/exam-policy.md"] = File.of(doc)
        consts = {"P": P, "OUT": out_dir, "MODE": "optimal" if mode == "optimal" else tail,
                  "TRUTH": {"value": truth.get("value"), "conflict": truth.get("conflict"),
                            "waived": truth.get("waived"), "on": truth.get("on")},
                  "ROOMS": "rooms" in names or "labs" in names, "WAIVE": tail == "waive"}
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir=data_dir),
            solution=solution, tests={"test_outputs.py": hidden_tests(consts, TEST_BODY, CHECK_SRC)},
            decoys=decoys, outputs=[out_dir], tools=["cat", "python3", "z3"], components=names,
            tags=["constraint-programming", "timetabling", "optimisation", names[0]] + names[1:],
            timeouts=Timeouts(agent_sec=1800.0 + 300 * len(names), verifier_sec=120.0),
            expert_time_min=10 + 6 * len(names), junior_time_min=30 + 15 * len(names))

    @staticmethod
    def _pick(rng, made, k):
        groups: dict = {}
        for d in made:
            groups.setdefault(d.description.split(":")[0].replace("does everything but ", ""), []).append(d)
        order = sorted(groups, key=lambda g: rng.random())
        picked = []
        while len(picked) < k and any(groups[g] for g in order):
            for g in order:
                if groups[g] and len(picked) < k:
                    picked.append(groups[g].pop(rng.randrange(len(groups[g]))))
        return [d for d in made if d in picked]

    def _extra_decoys(self, P, truth, solution, tail):
        out = []
        if truth["status"] == "timetable":
            g = _greedy(P)
            if g is None or g[0] != truth["value"] or _NS["violations"](P, g[1], g[2], set(truth["on"])):
                out.append(Decoy(name="greedy_first_fit", description="every rule honoured while placing exams "
                                 "first-fit in file order, no search: a valid-looking but not optimal timetable",
                                 script=solution.replace(DRIVER.strip(), DRIVER.strip() + "\n" + GREEDY_SRC)
                                 .replace(TAILS[tail].strip(), self._greedy_tail(P))))
        if truth["status"] in ("conflict", "waived"):
            ids = _ids(P)
            if sorted(ids) != truth["conflict"]:
                out.append(Decoy(name="whole_file_conflict", description="reports every rule as the conflict instead "
                                 "of a minimal set", script=solution.replace(
                                     "    core = list(IDS)\n    for r in IDS:", "    core = list(IDS)\n    for r in []:")))
        if truth["status"] == "waived":
            for how, text in (("highest", "max(core, key=lambda r: PRIORITY[r])"),
                              ("all", None)):
                try:
                    dec = pipeline(P, "waive", waive=how)
                except _Budget:
                    continue
                if not certainly_fails(truth, P, dec, None):
                    continue
                if how == "highest":
                    s = solution.replace("min(core, key=lambda r: PRIORITY[r])", text)
                    out.append(Decoy(name="waives_most_important", description="waives the conflict's highest-"
                                     "priority rule instead of its lowest", script=s))
                else:
                    s = solution.replace('sol = solve(set(IDS) - {waive})\n    publish(sol, {"waived": waive})',
                                         'sol = solve(set(IDS) - set(core))\n    publish(sol, {"waived": core})')
                    out.append(Decoy(name="waives_whole_conflict", description="drops every rule of the conflict "
                                     "instead of the one the policy waives", script=s))
        return out[:3]

    @staticmethod
    def _greedy_tail(P):
        fill = {"comps": repr(P["comps"]), "obj": P["obj"], "hall": P.get("hall", 0), "per": P.get("per_invig", 1),
                "maxday": P.get("max_day", 1)}
        t = GREEDY_TAIL.strip()
        for k, v in fill.items():
            t = t.replace(f"@@{k}@@", str(v))
        return t

    # -- files and text -------------------------------------------------------------------------------------------
    @staticmethod
    def _files(P, world, data_dir):
        comps = P["comps"]
        files = {}
        head = ["exam", "title", "department"] + (["duration"] if "duration" in comps else []) + \
            (["needs"] if "labs" in comps else [])
        lines = [",".join(head)]
        for c in P["exams"]:
            row = [c, world["titles"][c], world["dept"][c]]
            if "duration" in comps:
                row.append(str(P["dur"][c]))
            if "labs" in comps:
                row.append("lab" if c in P["lab_exams"] else "")
            lines.append(",".join(row))
        files[f"{data_dir}/exams.csv"] = File.of("\n".join(lines) + "\n")
        rows = [f"{s},{e}" for s, t in sorted(world["main"].items()) for e in sorted(t)]
        files[f"{data_dir}/enrolments.csv"] = File.of("student,exam\n" + "\n".join(rows) + "\n")
        if "late" in comps:
            rows = [f"{s},{e}" for s, t in sorted(world["late"].items()) for e in sorted(t)]
            files[f"{data_dir}/late_registrations.csv"] = File.of("student,exam\n" + "\n".join(rows) + "\n")
        head = ["slot", "day", "start", "minutes"] + (["invigilators"] if "invigilators" in comps else [])
        lines = [",".join(head)]
        per_day = {}
        for s in sorted(P["day"]):
            p = per_day.setdefault(P["day"][s], 0)
            per_day[P["day"][s]] += 1
            row = [str(s), P["day"][s], PERIODS[p][0], str(PERIODS[p][1])]
            if "invigilators" in comps:
                row.append(str(P["invig"][s]))
            lines.append(",".join(row))
        files[f"{data_dir}/slots.csv"] = File.of("\n".join(lines) + "\n")
        if "rooms" in comps or "labs" in comps:
            lab = "labs" in comps
            lines = ["room,seats" + (",lab" if lab else "")]
            for r, n in P["rooms"].items():
                lines.append(f"{r},{n}" + ((",yes" if r in P["labs"] else ",no") if lab else ""))
            files[f"{data_dir}/rooms.csv"] = File.of("\n".join(lines) + "\n")
        if P["rules"]:
            shown = [{k: v for k, v in r.items() if k != "priority" or world["tail"] == "waive"}
                     for r in P["rules"]]
            files[f"{data_dir}/rules.json"] = File.of(json.dumps(shown, indent=2) + "\n")
        return files

    @staticmethod
    def _texts(rng, cfg, P, world, names, mode, uni, session, year, data_dir, out_dir):
        backend, obj = names[0], names[-1]
        comps = names[1:-1]
        fill = {"hall": P.get("hall", 0), "per": P.get("per_invig", 1), "maxday": P.get("max_day", 1),
                "hallname": world.get("hallname", "hall"), "s": "" if P.get("max_day", 1) == 1 else "s"}

        def text(n):
            t = PIECES[n]["rule"]
            for k, v in fill.items():
                t = t.replace(f"@@{k}@@", str(v))
            return t[0].upper() + t[1:] + "."
        who = rng.choice(["The exams office", "The registry's timetabling team", "The examinations board",
                          "The faculty administrator"])
        named = [n for n in comps if n in NAMED]
        rules = ["No student may sit two exams in the same slot (a student's exams are their rows in "
                 "`enrolments.csv`" + (" and `late_registrations.csv`" if "late" in comps else "") + ")."]
        rules += [text(n) for n in comps if n not in NAMED]
        if named:
            rules.append("`rules.json` lists the session's individual rules (`id`, `kind`, the exam(s) and slot(s) "
                         "they concern, a `reason`); every one must hold:")
            rules += ["  - " + text(n) for n in named]
        rules.append(text(obj))
        rule_text = "\n".join(r if r.startswith("  -") else f"- {r}" for r in rules)
        files = ["`exams.csv`", "`enrolments.csv` (`student,exam`)", "`slots.csv` (slots numbered in time order "
                 "with their `day`, `start` and `minutes`)"]
        if "late" in comps:
            files.append("`late_registrations.csv`")
        if "rooms" in comps or "labs" in comps:
            files.append("`rooms.csv`")
        if named:
            files.append("`rules.json`")
        room_col = "rooms" in comps or "labs" in comps
        outs = [f"`{out_dir}/timetable.csv` with header `exam,slot{',room' if room_col else ''}`: one row per exam of "
                "`exams.csv`" + (", with the room it sits in" if room_col else "") + ".",
                f"`{out_dir}/summary.json`: `{{\"objective\": N}}`, N the timetable's objective value as defined"
                + (" below" if cfg.spec_in_docs else " above") + "."]
        if cfg.tail == "conflict":
            outs.append(f"If no timetable satisfies every rule, publish no timetable; instead write "
                        f"`{out_dir}/conflict.json`: `{{\"conflict\": [ids]}}`, a minimal set of `rules.json` ids that "
                        "cannot all hold together (given the rules that are not in `rules.json`), sorted; minimal "
                        "means that dropping any one of them leaves a set that can be met.")
        if cfg.tail == "waive":
            outs[1] = (f"`{out_dir}/summary.json`: `{{\"objective\": N, \"waived\": ID}}`, the objective value of the "
                       "published timetable and the id of the rule waived under the policy (`null` when none was).")
            outs.append(f"`{out_dir}/conflict.json` (`{{\"conflict\": [ids]}}`, sorted) when the policy's conflict "
                        "procedure was needed.")
        out_text = "\n".join(f"{i}. {o}" for i, o in enumerate(outs, 1))
        tools = ("z3 (the `z3` command and the `z3` Python module) and SciPy (`scipy.optimize.milp`) are installed; "
                 "any exact method is fine.")
        if cfg.named_solver:
            tools = f"Model it as a 0/1 problem and solve it with {BACKEND_TEXT[backend]}. " + tools
        doc = None
        ctx = dedent(f"""
            # {session.capitalize()} {year} exam timetable, {uni}

            {who} must publish the {session} {year} exam timetable. The session's data is in `{data_dir}`:
            {", ".join(files)}.
        """)
        if cfg.spec_in_docs:
            policy = dedent("""
                ## When the rules conflict

                Individual rules (`rules.json`) are requests from departments; they can clash. If no timetable
                satisfies every rule, the registry does not guess. It finds a minimal set of `rules.json` rules
                that cannot hold together (dropping any one of them leaves a set that can be met, given the
                standing rules above) and records it as the conflict. Of the rules in that set, the one with the
                lowest `priority` is waived (priorities in one conflict are distinct; higher means more important);
                every other rule still holds, and the timetable is then made as good as possible without the waived
                rule. The conflict, the waived rule and the timetable are all published.
            """)
            doc = (f"# {uni}: examinations policy ({session} {year})\n\nWhat a valid timetable is, and which one the "
                   f"registry publishes.\n\n## Standing rules\n\n{rule_text}\n\n{policy}")
            body = dedent(f"""
                Publish the timetable that the examinations policy in `{data_dir}/docs/exam-policy.md` asks for: valid
                under every rule it states, and the best one by its objective. Departments have sent in more
                individual requests than usual this session (`rules.json`, each with a `priority`); follow the policy
                to the letter when they clash. {tools}
            """)
        elif not cfg.named_solver:
            body = dedent(f"""
                The registry's rules for this session, as agreed with the departments:

                {{rules}}

                The timetable to publish is a best one by that objective. {tools}
            """).replace("{rules}", rule_text)
        else:
            body = f"Rules:\n{rule_text}\n\n{tools}\n"
        fin = "\n" + dedent(f"""

            Write (create `{out_dir}`):
            {{outs}}

            Slots are the numbers in `slots.csv`; exams, rooms and rule ids are spelled as in the data files.
        """).replace("{outs}", out_text)
        return ctx + "\n" + body + fin, doc


def _greedy(P):
    """First fit in file order with every rule honoured and no search: (value, slot, room) or None when stuck."""
    ns: dict = {}
    exec(GREEDY_CORE, ns)
    return ns["greedy"](P, _NS["violations"], _NS["objective"], _match)


GREEDY_CORE = '''
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
'''

# The greedy decoy: the same data and rows, then the trusted checker's rules applied exam by exam (no solver).
GREEDY_SRC = "\n".join(["import json as _json", "", CHECK_SRC.strip(), "", GREEDY_CORE.strip(), ""])
GREEDY_TAIL = '''
P = {"exams": E, "size": SIZE, "takes": {k: sorted(v) for k, v in TAKES.items()}, "day": DAY,
     "minutes": {int(r["slot"]): int(r["minutes"]) for r in SLOTS},
     "evening": [int(r["slot"]) for r in SLOTS if r["start"] >= "17:00"],
     "invig": {int(r["slot"]): int(r.get("invigilators") or 0) for r in SLOTS},
     "dur": {r["exam"]: int(r.get("duration") or 0) for r in EXAMS},
     "lab_exams": [r["exam"] for r in EXAMS if r.get("needs") == "lab"],
     "rules": RULES, "comps": @@comps@@, "obj": "@@obj@@", "hall": @@hall@@, "per_invig": @@per@@,
     "max_day": @@maxday@@}
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
    w = csv.writer(f, lineterminator="\\n")
    w.writerow(["exam", "slot"] + (["room"] if ROOM_OF else []))
    for e in E:
        w.writerow([e, slot[e]] + ([room[e]] if ROOM_OF else []))
json.dump({"objective": value, "waived": None}, open(os.path.join(OUT, "summary.json"), "w"))
'''

TEST_BODY = '''
def _timetable():
    path = os.path.join(OUT, "timetable.csv")
    assert os.path.isfile(path), f"{path} is missing"
    import csv
    with open(path, newline="") as f:
        rows = [r for r in csv.reader(f) if r]
    want = ["exam", "slot"] + (["room"] if ROOMS else [])
    assert rows and [c.strip() for c in rows[0]] == want, f"timetable header {rows[:1]}, expected {want}"
    slot, room = {}, {}
    for r in rows[1:]:
        assert len(r) == len(want), f"bad row {r}"
        e = r[0].strip()
        assert e not in slot, f"exam {e} appears twice"
        try:
            slot[e] = int(r[1])
        except ValueError:
            raise AssertionError(f"slot {r[1]!r} of {e} is not a number")
        if ROOMS:
            room[e] = r[2].strip()
    missing, unknown = sorted(set(P["exams"]) - set(slot)), sorted(set(slot) - set(P["exams"]))
    assert not missing and not unknown, f"exams missing {missing}, unknown {unknown}"
    return slot, room


def _summary():
    import json
    path = os.path.join(OUT, "summary.json")
    assert os.path.isfile(path), f"{path} is missing"
    return json.load(open(path))


def _conflict():
    import json
    path = os.path.join(OUT, "conflict.json")
    assert os.path.isfile(path), f"{path} is missing"
    got = json.load(open(path)).get("conflict")
    assert isinstance(got, list), "conflict must be a list of rule ids"
    return sorted(str(x) for x in got)


@pytest.mark.skipif(MODE == "conflict", reason="no timetable exists")
def test_timetable_satisfies_every_rule():
    slot, room = _timetable()
    bad = violations(P, slot, room, set(TRUTH["on"]))
    assert not bad, "; ".join(bad[:6])


@pytest.mark.skipif(MODE == "conflict", reason="no timetable exists")
def test_timetable_is_optimal():
    slot, room = _timetable()
    got = objective(P, slot)
    assert got == TRUTH["value"], f"the timetable's objective is {got}; the best valid timetable has {TRUTH['value']}"


@pytest.mark.skipif(MODE == "conflict", reason="no timetable exists")
def test_summary():
    d = _summary()
    assert d.get("objective") == TRUTH["value"], f"objective {d.get('objective')!r}, expected {TRUTH['value']}"
    if WAIVE:
        assert d.get("waived") == TRUTH["waived"], f"waived {d.get('waived')!r}, expected {TRUTH['waived']!r}"


@pytest.mark.skipif(MODE == "optimal", reason="every rule can be met")
def test_minimal_conflict():
    assert _conflict() == TRUTH["conflict"], f"conflict {_conflict()}, expected a different set of rules"


@pytest.mark.skipif(MODE != "conflict", reason="a timetable exists")
def test_no_timetable_published():
    assert not os.path.exists(os.path.join(OUT, "timetable.csv")), "no valid timetable exists; none may be published"
'''
