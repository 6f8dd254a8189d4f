#!/bin/bash
set -euo pipefail
mkdir -p /work/eco/eco463/lec
cat > /tmp/lec_cfg.json <<'JSON'
{"manifest": "/work/eco/eco463/pairs.json", "report": "/work/eco/eco463/lec/equivalence.json", "outdir": "/work/eco/eco463/lec"}
JSON
cat > /tmp/lec.py <<'PY'
import json, os, random, re, sys
BUG, STAGE = sys.argv[1], sys.argv[2]
CFG = json.load(open("/tmp/lec_cfg.json"))
MAN = json.load(open(CFG["manifest"]))
BASE = os.path.dirname(CFG["manifest"])
W = "/tmp/lec"

def parse(path):
    ins, outs, gates = [], [], {}
    for line in open(path):
        line = line.split("#")[0].strip()
        if not line:
            continue
        m = re.match(r"(INPUT|OUTPUT)\((\S+)\)$", line)
        if m:
            (ins if m.group(1) == "INPUT" else outs).append(m.group(2))
            continue
        m = re.match(r"(\S+)\s*=\s*(\w+)\((.*)\)$", line)
        gates[m.group(1)] = (m.group(2).upper(), [x.strip() for x in m.group(3).split(",")])
    return ins, outs, gates

def simulate(net, vec):
    ins, outs, gates = net
    val = dict(vec)
    def ev(s):
        if s in val:
            return val[s]
        op, args = gates[s]
        xs = [ev(a) for a in args]
        if op in ("AND", "NAND"): r = all(xs)
        elif op in ("OR", "NOR"): r = any(xs)
        elif op in ("XOR", "XNOR"): r = sum(xs) % 2 == 1
        elif op == "NOT": r = not xs[0]
        else: r = xs[0]
        if op in ("NAND", "NOR", "XNOR"): r = not r
        val[s] = bool(r)
        return val[s]
    return {o: ev(o) for o in outs}

class CNF:
    def __init__(self):
        self.n, self.clauses = 0, []
    def var(self):
        self.n += 1
        return self.n
    def gate(self, op, z, xs):
        C = self.clauses.append
        if op in ("AND", "NAND", "OR", "NOR"):
            neg = op in ("NAND", "NOR")
            zz = -z if neg else z
            if op in ("AND", "NAND"):
                for x in xs: C([-zz, x])
                C([zz] + [-x for x in xs])
            else:
                for x in xs: C([zz, -x])
                C([-zz] + xs)
        elif op in ("XOR", "XNOR"):
            acc = xs[0]
            for i, x in enumerate(xs[1:], 1):
                t = z if i == len(xs) - 1 else self.var()
                tt = -t if (op == "XNOR" and i == len(xs) - 1) else t
                C([-tt, acc, x]); C([-tt, -acc, -x]); C([tt, -acc, x]); C([tt, acc, -x])
                acc = t if not (op == "XNOR" and i == len(xs) - 1) else -t
        elif op == "NOT":
            C([z, xs[0]]); C([-z, -xs[0]])
        else:
            C([z, -xs[0]]); C([-z, xs[0]])

def encode(cnf, net, shared):
    ins, outs, gates = net
    v = {}
    for i in ins:
        v[i] = shared.setdefault(i, cnf.var())
    for g in gates:
        v[g] = cnf.var()
    for g, (op, args) in gates.items():
        cnf.gate(op, v[g], [v[a] for a in args])
    return v

def pairs():
    for p in MAN["pairs"]:
        yield p, parse(os.path.join(BASE, p["golden"])), parse(os.path.join(BASE, p["revised"]))

if STAGE == "encode":
    os.makedirs(W, exist_ok=True)
    for p, g, r in pairs():
        cnf, shared = CNF(), {}
        vg, vr = encode(cnf, g, shared), encode(cnf, r, shared)
        if BUG == "positional_outputs":
            matched = list(zip(g[1], r[1]))
        else:
            matched = [(o, o) for o in g[1]]
        diffs = []
        for og, orr in matched:
            d = cnf.var()
            cnf.gate("XOR", d, [vg[og], vr[orr]])
            diffs.append(d)
        cnf.clauses.append(diffs)
        if BUG != "ignore_ties":
            for name, val in p.get("tied", {}).items():
                cnf.clauses.append([shared[name] if val else -shared[name]])
        with open(f"{W}/{p['name']}.cnf", "w") as f:
            f.write(f"p cnf {cnf.n} {len(cnf.clauses)}\n")
            f.writelines(" ".join(map(str, c)) + " 0\n" for c in cnf.clauses)
        json.dump({i: shared[i] for i in g[0]}, open(f"{W}/{p['name']}.map", "w"))
    sys.exit(0)

report = {}
for p, g, r in pairs():
    name = p["name"]
    if BUG == "random_sim":
        rnd = random.Random(1)
        cex = None
        for _ in range(1500):
            vec = {i: rnd.random() < 0.5 for i in g[0]}
            vec.update({k: bool(v) for k, v in p.get("tied", {}).items()})
            if simulate(g, vec) != simulate(r, vec):
                cex = "".join("1" if vec[i] else "0" for i in g[0])
                break
        report[name] = {"equivalent": cex is None, "counterexample": cex}
        continue
    text = open(f"{W}/{name}.out").read().split()
    sat = text[0] == "SAT"
    if BUG == "unsat_means_different":
        sat = not sat
    cex = None
    if sat and BUG != "no_counterexamples" and text[0] == "SAT":
        model = {abs(int(x)): int(x) > 0 for x in text[1:] if x != "0"}
        m = json.load(open(f"{W}/{name}.map"))
        cex = "".join("1" if model.get(m[i], False) else "0" for i in g[0])
    report[name] = {"equivalent": not sat, "counterexample": cex}
os.makedirs(os.path.dirname(CFG["report"]), exist_ok=True)
json.dump(report, open(CFG["report"], "w"), indent=2, sort_keys=True)
PY
python3 /tmp/lec.py random_sim encode
for cnf in /tmp/lec/*.cnf; do
  minisat -verb=0 "$cnf" "${cnf%.cnf}.out" > /dev/null || true
done
python3 /tmp/lec.py random_sim report
