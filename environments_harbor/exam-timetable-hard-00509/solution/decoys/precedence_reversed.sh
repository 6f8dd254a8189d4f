#!/bin/bash
set -euo pipefail
mkdir -p /data/exams/resit2026/timetable
cat > /tmp/tt_cfg.json <<'JSON'
{"level": "hard", "outdir": "/data/exams/resit2026/timetable", "exams": "/data/exams/resit2026/exams.csv", "enrolments": ["/data/exams/resit2026/enrolments.csv", "/data/exams/resit2026/late_registrations.csv"], "timetable": "/data/exams/resit2026/timetable/timetable.csv", "load": "/data/exams/resit2026/timetable/slot_load.csv", "capacity": 30, "summary": "/data/exams/resit2026/timetable/summary.json", "rules": "/data/exams/resit2026/rules.json", "no_back_to_back": true}
JSON
cat > /tmp/timetable.py <<'PY'
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
PY
python3 /tmp/timetable.py precedence_reversed model
z3 -smt2 -T:60 /tmp/timetable.smt2 > /tmp/z3.out || true
python3 /tmp/timetable.py precedence_reversed write
