"""Formal/SMT: an exam timetable as a constraint problem (clashes, hall capacity, late registrations, precedence,
unavailability, no back-to-back exams, minimum number of slots), solved with z3 and checked against hidden truth."""

from __future__ import annotations

import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

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

# The oracle (z3 via SMT-LIB) and every decoy: one program, a decoy flips one switch.
PROGRAM = r'''
import csv, json, re, subprocess, sys
BUG = sys.argv[1]
STAGE = sys.argv[2]
CFG = json.load(open("/tmp/tt_cfg.json"))
exams = [r["exam"] for r in csv.DictReader(open(CFG["exams"]))]
files = CFG["enrolments"][:1] if BUG == "main_file_only" else CFG["enrolments"]
takes = {}
for path in files:
    for r in csv.DictReader(open(path)):
        takes.setdefault(r["student"], set()).add(r["exam"])
size = {e: sum(e in s for s in takes.values()) for e in exams}
pairs = sorted({(a, b) for s in takes.values() for a in s for b in s if a < b})
extra = json.load(open(CFG["rules"])) if CFG.get("rules") else {}
prec = [tuple(p) for p in extra.get("before", [])]
if BUG == "precedence_reversed":
    prec = [(b, a) for a, b in prec]
unavail = extra.get("unavailable", {})
pinned = extra.get("pinned", {})
b2b = CFG.get("no_back_to_back") and BUG != "allows_back_to_back"
cap = CFG.get("capacity") if BUG != "no_capacity" else None
K = CFG.get("slots")
idx = {e: i for i, e in enumerate(exams)}
v = lambda e: f"x{idx[e]}"

if STAGE == "model":
    ub = K or len(exams)
    out = ["(set-option :produce-models true)", "(declare-const S Int)", f"(assert (<= 1 S {ub}))"]
    for e in exams:
        out += [f"(declare-const {v(e)} Int)", f"(assert (<= 1 {v(e)} S))"]
    for a, b in pairs:
        out.append(f"(assert (or (>= (- {v(a)} {v(b)}) 2) (>= (- {v(b)} {v(a)}) 2)))" if b2b
                   else f"(assert (distinct {v(a)} {v(b)}))")
    if cap:
        for s in range(1, ub + 1):
            out.append(f"(assert (<= (+ 0 {' '.join(f'(ite (= {v(e)} {s}) {size[e]} 0)' for e in exams)}) {cap}))")
    for a, b in prec:
        out.append(f"(assert (< {v(a)} {v(b)}))")
    for e, slots in unavail.items():
        out += [f"(assert (not (= {v(e)} {s})))" for s in slots]
    for e, s in pinned.items():
        out.append(f"(assert (= {v(e)} {s}))")
    if K:
        out.append(f"(assert (= S {K}))")
    else:
        out.append("(minimize S)")
    out += ["(check-sat)", "(get-model)"]
    open("/tmp/timetable.smt2", "w").write("\n".join(out) + "\n")
    sys.exit(0)

if BUG == "greedy":  # first fit in file order, no solver
    slot = {}
    for e in exams:
        s = 1
        while any(slot.get(o) == s for o in exams if (min(e, o), max(e, o)) in pairs) or \
                (cap and sum(size[o] for o in slot if slot[o] == s) + size[e] > cap):
            s += 1
        slot[e] = s
else:
    text = open("/tmp/z3.out").read()
    assert text.startswith("sat"), text[:200]
    vals = dict(re.findall(r"define-fun (\w+) \(\) Int\s+(\d+)", text))
    slot = {e: int(vals[v(e)]) for e in exams}
if BUG == "zero_based":
    slot = {e: s - 1 for e, s in slot.items()}
with open(CFG["timetable"], "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["exam", "slot"])
    for e in exams:
        w.writerow([e, slot[e]])
used = max(slot.values())
if BUG != "no_load":
    with open(CFG["load"], "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["slot", "exams", "students"])
        for s in range(1, (K or used) + 1):
            w.writerow([s, sum(1 for e in exams if slot[e] == s), sum(size[e] for e in exams if slot[e] == s)])
if not K:
    json.dump({"slots_used": used}, open(CFG["summary"], "w"), indent=2)
'''


def _solver(cfg: dict, bug: str = "") -> str:
    b = bug or "none"
    run_z3 = "" if bug == "greedy" else "z3 -smt2 -T:60 /tmp/timetable.smt2 > /tmp/z3.out || true"
    return script("""
        mkdir -p {outdir}
        cat > /tmp/tt_cfg.json <<'JSON'
        {cfg}
        JSON
        cat > /tmp/timetable.py <<'PY'
        {program}
        PY
        python3 /tmp/timetable.py {bug} model
        {run_z3}
        python3 /tmp/timetable.py {bug} write
    """).replace("{program}", PROGRAM.strip("\n")).replace("{cfg}", json.dumps(cfg)).replace("{bug}", b) \
        .replace("{outdir}", cfg["outdir"]).replace("{run_z3}", run_z3)


class _Budget(Exception):
    pass


def _feasible(exams, adj, size, S, cap=None, b2b=False, prec=(), unavail=None, pinned=None, symmetric=False,
              budget=200_000):
    """Exact backtracking (DSATUR order, forward checking). Returns an assignment or None; raises _Budget.

    The search tree (and so the node count against the budget, and the first assignment found) is fixed: at each
    node every free exam's feasible slots are listed, the exam with the fewest (then most neighbours, then
    smallest code) is branched on, its slots in ascending order. The bookkeeping only makes each node cheap."""
    unavail = unavail or {}
    pinned = pinned or {}
    full = range(1, S + 1)
    dom = {e: ([pinned[e]] if pinned[e] <= S else []) if e in pinned
           else [s for s in full if s not in unavail[e]] if e in unavail else full for e in exams}
    before, after = {}, {}
    for a, b in prec:
        before.setdefault(b, []).append(a)
        after.setdefault(a, []).append(b)
    deg = {e: len(adj[e]) for e in exams}
    slot, load = {}, [0] * (S + 2)
    # clash[e][s] > 0 while an assigned neighbour of e sits in slot s (or, with b2b, in s - 1 or s + 1)
    clash = {e: [0] * (S + 2) for e in exams}
    reach = (-1, 0, 1) if b2b else (0,)
    nodes = 0

    def options(e):
        c = clash[e]
        if cap is None:
            o = [s for s in dom[e] if not c[s]]
        else:
            room = cap - size[e]
            o = [s for s in dom[e] if not c[s] and load[s] <= room]
        if e in before or e in after:  # precedence: after every placed predecessor, before every placed successor
            lo = max([slot[a] + 1 for a in before.get(e, ()) if a in slot], default=1)
            hi = min([slot[b] - 1 for b in after.get(e, ()) if b in slot], default=S)
            o = [s for s in o if lo <= s <= hi]
        return o

    def mark(e, s, step):  # +1 when e goes into slot s, -1 when it leaves
        load[s] += step * size[e]
        for n in adj[e]:
            cn = clash[n]
            for d in reach:
                cn[s + d] += step

    def rec():
        nonlocal nodes
        nodes += 1
        if nodes > budget:
            raise _Budget()
        best, best_key = None, None
        for e in exams:
            if e in slot:
                continue
            o = options(e)
            if not o:  # this exam would be chosen (or another with no slot): a dead end either way
                return False
            key = (len(o), -deg[e], e)
            if best_key is None or key < best_key:
                best, best_key = (e, o), key
        if best is None:
            return True
        e, opts = best
        hi = max(slot.values(), default=0) + 1
        for s in opts:
            if symmetric and s > hi:
                break
            slot[e] = s
            mark(e, s, 1)
            if rec():
                return True
            mark(e, s, -1)
            del slot[e]
        return False

    return dict(slot) if rec() else None


def _optimum(exams, adj, size, **kw):
    for S in range(1, len(exams) + 1):
        if _feasible(exams, adj, size, S, **kw) is not None:
            return S
    return None


@register
class ExamTimetable(Family):
    name = "exam_timetable"
    category = "formal"
    description = "Model an exam timetable as constraints (clashes, capacity, precedence, no back-to-back) and solve it with z3."
    base_image = "termigen/sci:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        uni = rng.choice(UNIS)
        session = rng.choice(SESSIONS)
        year = rng.randint(2023, 2027)
        root = rng.choice(ROOTS)
        base = f"{root}/{session}{year}"
        outdir = f"{base}/timetable"
        for _ in range(300):
            inst = self._draw(rng, level)
            if inst is not None:
                break
        else:
            raise AssertionError("could not draw an instance")
        cfg = {"level": level, "outdir": outdir, "exams": f"{base}/exams.csv",
               "enrolments": [f"{base}/enrolments.csv"] + ([f"{base}/late_registrations.csv"] if level != "easy" else []),
               "timetable": f"{outdir}/timetable.csv", "load": f"{outdir}/slot_load.csv"}
        if level == "easy":
            cfg["slots"] = inst["opt"]
        else:
            cfg.update(capacity=inst["cap"], summary=f"{outdir}/summary.json")
        if level == "hard":
            cfg.update(rules=f"{base}/rules.json", no_back_to_back=True)
        files = self._files(rng, level, cfg, inst)
        truth = {"exams": inst["exams"], "takes": {s: sorted(t) for s, t in inst["takes"].items()},
                 "opt": inst["opt"], "cap": inst.get("cap"), "before": inst.get("prec", []),
                 "unavailable": inst.get("unavail", {}), "pinned": inst.get("pinned", {}), "b2b": level == "hard"}
        bugs = self._bugs(level)
        return Draft(
            instruction=self._instruction(rng, level, cfg, inst, uni, session, year),
            environment=Environment(base_image=self.base_image, files=files, workdir=base),
            solution=_solver(cfg),
            tests={"test_outputs.py": self._tests(level, cfg, truth)},
            decoys=[Decoy(name=b, description=d, script=_solver(cfg, b)) for b, d in bugs.items()],
            outputs=[outdir],
            tools=["z3", "python3", "mkdir", "cat"],
            tags=["smt", "z3", "scheduling", "graph-colouring", "optimisation"]
            + (["capacity"] if level != "easy" else []) + (["precedence"] if level == "hard" else []),
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 80, "hard": 120}[level],
        )

    @staticmethod
    def _bugs(level):
        if level == "easy":
            return {"greedy": "first-fit heuristic in file order instead of solving (needs more slots than allowed)",
                    "zero_based": "right format, slots numbered from 0",
                    "no_load": "half the job: timetable without the slot-load table"}
        b = {"greedy": "first-fit heuristic instead of an optimal model (more slots than needed, or rules broken)",
             "no_load": "half the job: timetable without the slot-load table"}
        if level == "medium":
            b["main_file_only"] = "ignores the late registrations, so some students get clashes"
            b["no_capacity"] = "ignores the hall capacity"
        if level == "hard":
            b["allows_back_to_back"] = "forbids clashes but lets students sit exams in consecutive slots"
            b["precedence_reversed"] = "reads each precedence pair the wrong way round"
        return b

    # -- instance -----------------------------------------------------------------------------------------
    def _draw(self, rng, level):
        n = {"easy": rng.randint(10, 13), "medium": rng.randint(10, 13), "hard": rng.randint(9, 11)}[level]
        depts = rng.sample(sorted(DEPTS), 3)
        exams = []
        for d in depts:
            for title in rng.sample(DEPTS[d], min(len(DEPTS[d]), 4)):
                exams.append((f"{d}{rng.randint(1, 4)}{rng.randint(0, 9)}{rng.randint(0, 9)}", title, d))
        rng.shuffle(exams)
        exams = exams[:n]
        codes = [c for c, _, _ in exams]
        if len(set(codes)) != n:
            return None
        pfx = rng.choice(STUDENT_PFX)
        n_students = {"easy": rng.randint(35, 60), "medium": rng.randint(50, 80), "hard": rng.randint(30, 45)}[level]
        takes, late = {}, {}
        ids = rng.sample(range(100000, 999999), n_students + 10)
        for i in range(n_students):
            home = rng.choice(depts)
            own = [c for c, _, d in exams if d == home]
            other = [c for c, _, d in exams if d != home]
            k = rng.randint(2, 3) if level != "hard" else rng.randint(1, 2)
            pick = set(rng.sample(own, min(k, len(own))))
            if rng.random() < 0.35 and other:
                pick.add(rng.choice(other))
            takes[f"{pfx}{ids[i]}"] = pick
        main = {s: set(t) for s, t in takes.items()}
        if level != "easy":
            # late registrations: new students and extra exams for some existing ones
            for j in range(rng.randint(3, 6)):
                sid = f"{pfx}{ids[n_students + j]}"
                late[sid] = set(rng.sample(codes, 2))
        all_takes = {s: set(t) for s, t in main.items()}
        for s, t in late.items():
            all_takes.setdefault(s, set()).update(t)

        def graph(tk):
            adj = {c: set() for c in codes}
            for t in tk.values():
                for a in t:
                    adj[a].update(t)
            for c in codes:
                adj[c].discard(c)  # no self-loops
            return adj

        def sizes(tk):
            n = dict.fromkeys(codes, 0)
            for t in tk.values():
                for c in t:
                    n[c] += 1
            return n

        adj, size = graph(all_takes), sizes(all_takes)
        if any(size[c] == 0 for c in codes):
            return None
        inst = {"exams": codes, "titles": {c: t for c, t, _ in exams}, "takes": all_takes, "main": main, "late": late}
        try:
            if level == "easy":
                opt = _optimum(codes, adj, size, symmetric=True)
                # the exams file order must defeat first fit with `opt` slots
                order = self._order_beating_first_fit(rng, codes, adj, size, opt, None)
                if order is None:
                    return None
                inst.update(exams=order, opt=opt)
                return inst
            if level == "medium":
                s0 = _optimum(codes, adj, size, symmetric=True)
                total = sum(size.values())
                cap = max(max(size.values()), -(-total // s0) - 1 - rng.randint(0, 2))  # pigeonhole: s0 slots can't hold it
                if cap * s0 >= total:
                    return None
                opt = _optimum(codes, adj, size, cap=cap, symmetric=True)
                relaxed = _optimum(codes, graph(main), sizes(main), cap=cap, symmetric=True)
                if opt is None or relaxed >= opt:
                    return None
                order = self._order_beating_first_fit(rng, codes, adj, size, opt, cap)
                if order is None:
                    return None
                inst.update(exams=order, opt=opt, cap=cap)
                return inst
            # hard: capacity, no back-to-back, precedence, unavailability, a pinned exam
            total = sum(size.values())
            cap = max(max(size.values()) + rng.randint(0, 3), -(-total // 3))
            chains = []
            by_dept = {}
            for c, _, d in exams:
                by_dept.setdefault(d, []).append(c)
            for d, cs in by_dept.items():
                if len(cs) >= 2 and len(chains) < 2:
                    a, b = rng.sample(cs, 2)
                    chains.append([a, b])
            if not chains:
                return None
            unavail = {c: sorted(rng.sample(range(1, 6), rng.randint(1, 2))) for c in rng.sample(codes, 2)}
            pin_exam = rng.choice([c for c in codes if c not in unavail])
            kw = dict(cap=cap, b2b=True, prec=[tuple(p) for p in chains], unavail=unavail)
            opt0 = _optimum(codes, adj, size, **kw)
            if opt0 is None:
                return None
            sched = _feasible(codes, adj, size, opt0, **kw)
            pinned = {pin_exam: sched[pin_exam]}
            kw["pinned"] = pinned
            opt = _optimum(codes, adj, size, **kw)
            no_b2b = _optimum(codes, adj, size, **{**kw, "b2b": False})
            if opt is None or no_b2b >= opt or opt > 12:
                return None
            rev = _feasible(codes, adj, size, opt, **{**kw, "prec": [(b, a) for a, b in chains]})
            # reversed precedence always violates the real rules; nothing to check beyond it existing or not
            order = self._order_beating_first_fit(rng, codes, adj, size, opt, cap, b2b=True)
            if order is None:
                return None
            inst.update(exams=order, opt=opt, cap=cap, prec=chains, unavail=unavail, pinned=pinned, _rev=rev)
            return inst
        except _Budget:
            return None

    @staticmethod
    def _order_beating_first_fit(rng, codes, adj, size, opt, cap, b2b=False):
        """An order of the exams in which plain first fit needs more than `opt` slots (so the greedy decoy fails)."""
        for _ in range(60):
            order = codes[:]
            rng.shuffle(order)
            slot, load = {}, {}
            for e in order:
                taken = {slot[o] for o in adj[e] if o in slot}
                s = 1
                while s in taken or (cap is not None and load.get(s, 0) + size[e] > cap):
                    s += 1
                slot[e] = s
                load[s] = load.get(s, 0) + size[e]
            bad = max(slot.values()) > opt
            if b2b:  # first fit ignores back-to-back, so it always breaks that rule when neighbours sit adjacent
                bad = bad or any(abs(slot[a] - slot[b]) < 2 for a in adj for b in adj[a])
            if bad:
                return order
        return None

    def _files(self, rng, level, cfg, inst):
        files = {}
        lines = ["exam,title,department"] + [f"{c},{inst['titles'][c]},{c[:4]}" for c in inst["exams"]]
        files[cfg["exams"]] = File.of("\n".join(lines) + "\n")
        rows = [(s, e) for s, t in sorted(inst["main"].items()) for e in sorted(t)]
        rng.shuffle(rows)
        files[cfg["enrolments"][0]] = File.of("\n".join(["student,exam"] + [f"{s},{e}" for s, e in rows]) + "\n")
        if level != "easy":
            rows = [(s, e) for s, t in sorted(inst["late"].items()) for e in sorted(t)]
            files[cfg["enrolments"][1]] = File.of("\n".join(["student,exam"] + [f"{s},{e}" for s, e in rows]) + "\n")
        if level == "hard":
            files[cfg["rules"]] = File.of(json.dumps({
                "before": inst["prec"], "unavailable": inst["unavail"], "pinned": inst["pinned"],
                "_comment": "before: [A, B] means exam A must be in an earlier slot than exam B",
            }, indent=2, sort_keys=True) + "\n")
        return files

    # -- text ---------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng, level, cfg, inst, uni, session, year):
        who = rng.choice(["The exams office", "The registry's timetabling team", "The examinations board",
                          "The faculty administrator"])
        rules = ["No student may have two exams in the same slot (a student's exams are the rows with their id in "
                 + ("the enrolment file" if level == "easy" else
                    "either enrolment file: late registrations count like the others") + ")."]
        if level != "easy":
            rules.append(f"The exam hall seats {cfg['capacity']}: the students sitting exams in one slot (the sum of "
                         "the exams' enrolments) must not exceed that.")
        if level == "hard":
            rules.append("No student may have exams in two consecutive slots (slot s and s+1), as well as never two in "
                         "the same slot.")
            rules.append(f"`{cfg['rules']}` adds: `before` pairs `[A, B]` (exam A must be in an earlier slot than B), "
                         "`unavailable` slots per exam (the examiner cannot attend) and `pinned` exams that must sit in "
                         "the given slot.")
        rule_text = "\n".join(f"- {r}" for r in rules)
        if level == "easy":
            goal = (f"Slots are numbered 1 to {cfg['slots']}; every exam gets exactly one of them. Only {cfg['slots']} "
                    "slots are available, so a first-come assignment will not do: model the clashes properly.")
        else:
            goal = ("Slots are numbered 1, 2, 3, ... and the session must be as short as possible: the last slot "
                    "used (the session length) must be the **smallest** for which a timetable satisfying every rule "
                    "exists" + (" (a slot may stay empty if the rules need a gap)." if level == "hard" else "."))
        files = f"`{cfg['exams']}` (one row per exam) and `{cfg['enrolments'][0]}` (`student,exam`, one row per " \
                "registration)"
        if level != "easy":
            files += f", plus late registrations in `{cfg['enrolments'][1]}` (same format)"
        outs = [f"`{cfg['timetable']}` with header `exam,slot` and one row per exam (every exam in `exams.csv`, once).",
                f"`{cfg['load']}` with header `slot,exams,students`: one row per slot from 1 to the last slot used, "
                "with the number of exams and the number of students sitting in it."]
        if level != "easy":
            outs.append(f"`{cfg['summary']}`: a JSON object `{{\"slots_used\": N}}` (N = the last slot used).")
        out_text = "\n".join(f"{i}. {o}" for i, o in enumerate(outs, 1))
        return dedent("""
            # {session_t} {year} exam timetable, {uni}

            {who} must publish the {session} {year} exam timetable. The data: {files}.

            Rules:
            {rules}

            {goal} The z3 SMT solver (`z3`, and the `z3` Python module) is installed; any correct method is fine.

            Write (create `{outdir}`):
            {outs}
        """).replace("{session_t}", session.capitalize()).replace("{year}", str(year)).replace("{uni}", uni) \
            .replace("{who}", who).replace("{session}", session).replace("{files}", files).replace("{rules}", rule_text) \
            .replace("{goal}", goal).replace("{outdir}", cfg["outdir"]).replace("{outs}", out_text)

    @staticmethod
    def _tests(level, cfg, truth):
        header = "import csv, json, os"
        body = '''
            def _timetable():
                assert os.path.isfile(P["timetable"]), f"{P['timetable']} is missing"
                with open(P["timetable"], newline="") as f:
                    rows = list(csv.reader(f))
                assert rows and rows[0] == ["exam", "slot"], f"timetable header {rows[:1]}"
                slot = {}
                for r in rows[1:]:
                    if not r:
                        continue
                    assert r[0] not in slot, f"exam {r[0]} appears twice"
                    slot[r[0]] = int(r[1])
                missing = sorted(set(T["exams"]) - set(slot))
                unknown = sorted(set(slot) - set(T["exams"]))
                assert not missing and not unknown, f"exams missing {missing}, unknown {unknown}"
                return slot

            def test_every_exam_in_a_valid_slot():
                slot = _timetable()
                bad = {e: s for e, s in slot.items() if not 1 <= s <= T["opt"]}
                assert not bad, f"slots must be 1..{T['opt']}; got {bad}"

            def test_minimum_number_of_slots():
                slot = _timetable()
                assert max(slot.values()) == T["opt"], (
                    f"the last slot used is {max(slot.values())}; the shortest valid timetable ends at slot {T['opt']}")

            def test_no_student_clash():
                slot = _timetable()
                for student, exams in T["takes"].items():
                    ss = sorted(slot[e] for e in exams)
                    assert len(set(ss)) == len(ss), f"student {student} has two exams in one slot: {exams} -> {ss}"
                    if T["b2b"]:
                        gaps = [b - a for a, b in zip(ss, ss[1:])]
                        assert all(g >= 2 for g in gaps), f"student {student} has back-to-back exams: {exams} -> {ss}"

            def test_capacity_and_rules():
                slot = _timetable()
                if T["cap"]:
                    for s in set(slot.values()):
                        seats = sum(1 for exams in T["takes"].values() for e in exams if slot[e] == s)
                        assert seats <= T["cap"], f"slot {s} seats {seats} students, hall capacity {T['cap']}"
                for a, b in T["before"]:
                    assert slot[a] < slot[b], f"{a} (slot {slot[a]}) must come before {b} (slot {slot[b]})"
                for e, bad in T["unavailable"].items():
                    assert slot[e] not in bad, f"{e} is in slot {slot[e]}, which is unavailable for it"
                for e, s in T["pinned"].items():
                    assert slot[e] == s, f"{e} is pinned to slot {s}, got {slot[e]}"

            def test_slot_load_table():
                slot = _timetable()
                assert os.path.isfile(P["load"]), f"{P['load']} is missing"
                with open(P["load"], newline="") as f:
                    rows = [r for r in csv.reader(f) if r]
                assert rows[0] == ["slot", "exams", "students"], f"slot_load header {rows[0]}"
                want = [[s, sum(1 for e in slot if slot[e] == s),
                         sum(1 for exams in T["takes"].values() for e in exams if slot[e] == s)]
                        for s in range(1, max(slot.values()) + 1)]
                got = [[int(x) for x in r] for r in rows[1:]]
                assert got == want, f"slot_load rows {got}, expected {want} for your timetable"
        '''
        if level != "easy":
            body += '''
            def test_summary():
                assert os.path.isfile(P["summary"]), f"{P['summary']} is missing"
                d = json.load(open(P["summary"]))
                assert d.get("slots_used") == T["opt"], f"slots_used {d.get('slots_used')}, the optimum is {T['opt']}"
            '''
        p = {"timetable": cfg["timetable"], "load": cfg["load"]}
        if level != "easy":
            p["summary"] = cfg["summary"]
        return pytest_file(header, {"T": truth, "P": p}, body)
