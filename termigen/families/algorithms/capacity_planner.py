"""Algorithms: a cluster capacity planner judged on hidden clusters, composed per instance from an input format, an
objective (fewest hosts, cheapest hosts, lowest peak load, most priority placed) and placement rules (spreading
replicas, failure-domain limits, co-location, noisy-neighbour separation, node labels, reservations, headroom,
hosts already running load, per-host slot limits, time windows, multi-resource vectors, a canonical tie-break).

The reference planner is an exact branch-and-bound search assembled from per-component pieces of one Python
program (a parser per format, a score per objective, one rule or capacity override per constraint), so two
instances with other components have other oracles. The hidden clusters are small enough for the exact search;
the tests hold each one's optimum as a literal and check the agent's plan with a trusted checker (every rule of
the instance, the objective recomputed from the plan). The generator runs the oracle and every decoy program on
the hidden cases in-process (the exact code the gate runs) and redraws the cases until each decoy is caught.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import (Component, compose, heredoc_program, hidden_tests, KitFamily, LevelConfig,
                                   oracle_and_decoys, program_piece, run_program)
from termigen.task import Decoy, Environment, File, Timeouts

ORGS = ["Ironbark Systems", "Cobalt Harbour", "Lumen & Reed", "Stonefield Group", "Vireo Labs", "Aldercrest",
        "Northwind Mobility", "Pemberton Analytics", "Halcyon Freight", "Marlowe Digital", "Quillfeather"]
# (what a host is, what a workload is, host name stem)
SCENES = [("Kubernetes node", "pod", "node"), ("hypervisor", "virtual machine", "hv"), ("render node", "render job", "rn"),
          ("GPU server", "training job", "gpu"), ("bare-metal server", "service instance", "srv"),
          ("build agent", "build job", "agent")]
PROGRAM_PATHS = ["/app/bin/place", "/app/bin/capacity-plan", "/opt/capacity/bin/planner", "/srv/ops/bin/placement",
                 "/app/tools/binpack"]
SERVICES = ["api", "web", "db", "cache", "queue", "batch", "search", "auth", "etl", "ml", "mail", "log"]
LABELS = ["ssd", "nvme", "avx512", "10g", "sgx"]
ZONES = ["a", "b", "c"]

# --- the reference planner: HEAD, then each drawn component's piece, then TAIL --------------------------------
HEAD = '''#!/usr/bin/env python3
"""Capacity planner: a cluster (hosts, workloads, rules) on stdin, the best placement on stdout."""
import json, sys

RES = ["cpu"]
RULES = []        # rule(h, w, where, on) -> may workload w go on host h (None: stay unplaced), given the plan so far
ALLOW_OUT = False  # may a workload stay unplaced
PARTNER = {}
def limit(h, r): return h[r]
def demand(ws, r): return sum(w[r] for w in ws)
def used(h, ws, r): return demand(ws, r)
def busy(h): return False
def fits(h, ws, w): return used(h, ws + [w], "cpu") <= limit(h, "cpu")
def order(wls): return sorted(wls, key=lambda w: (-w["cpu"], w["name"]))
def host_order(hosts): return list(hosts)


def solve(hosts, wls):
    seq, on, where, out, best = order(wls), {h["name"]: [] for h in hosts}, {}, [], [None, None]
    for w in wls:
        if w["with"]:
            PARTNER[w["name"]], PARTNER[w["with"]] = w["with"], w["name"]
    hs = host_order(hosts)

    def go(i):
        s = score(hosts, on, out)
        if best[0] is not None and s >= best[0]:
            return
        if i == len(seq):
            best[0], best[1] = s, dict(where)
            return
        w = seq[i]
        for h in hs:
            if fits(h, on[h["name"]], w) and all(rule(h, w, where, on) for rule in RULES):
                on[h["name"]].append(w)
                where[w["name"]] = h["name"]
                go(i + 1)
                on[h["name"]].pop()
                del where[w["name"]]
        if ALLOW_OUT and all(rule(None, w, where, on) for rule in RULES):
            out.append(w)
            where[w["name"]] = None
            go(i + 1)
            out.pop()
            del where[w["name"]]

    go(0)
    return best


def plan(text):
    global CL
    CL = parse(text)
    hosts, wls = CL["hosts"], CL["workloads"]
    value, where = solve(hosts, wls)
    if where is None:
        return "infeasible\\n"
    lines = ["%s %d" % (LABEL, show(value, wls))]
    lines += ["%s %s" % (w, where[w] or "-") for w in sorted(where)]
    return "\\n".join(lines) + "\\n"
'''
TAIL = '''
if __name__ == "__main__":
    sys.stdout.write(plan(sys.stdin.read()))
'''

# Each piece: code, wrong variants (decoy name -> code, or (old, new) replacements in the code), the rule as the
# ticket states it, an easy-level hint, the fields it puts in the input.
PIECES = {
    # formats
    "fmt_json": dict(code='''
def parse(text):
    doc = json.loads(text)
    hosts = [dict({"mem": 0, "gpu": 0, "zone": "", "cost": 0, "labels": [], "reserved": {}, "running": {}}, **h)
             for h in doc["hosts"]]
    wls = []
    for w in doc["workloads"]:
        w = dict({"mem": 0, "gpu": 0, "service": "", "needs": "", "priority": 0, "with": "", "window": [0, 1]}, **w)
        w["start"], w["end"] = w.pop("window")
        wls.append(w)
    return {"hosts": hosts, "workloads": wls, "rules": doc.get("rules", {})}
'''),
    "fmt_text": dict(code='''
def _kv(v):
    if ":" in v:
        return {k: int(x) for k, x in (p.split(":") for p in v.split(","))}
    return int(v) if v.lstrip("-").isdigit() else v
def parse(text):
    hosts, wls, rules = [], [], {}
    for line in text.splitlines():
        parts = line.split("#")[0].split()
        if not parts:
            continue
        kind, fields = parts[0], dict(p.split("=", 1) for p in parts[1 + (parts[0] != "rule"):])
        if kind == "rule":
            for k, v in fields.items():
                rules[k] = [p.split("+") for p in v.split(",")] if k == "avoid" else int(v)
            continue
        item = {"name": parts[1], "mem": 0, "gpu": 0}
        item.update({k: _kv(v) for k, v in fields.items() if k not in ("labels", "window")})
        if kind == "host":
            item.setdefault("zone", ""); item.setdefault("cost", 0); item.setdefault("reserved", {})
            item.setdefault("running", {})
            item["labels"] = fields["labels"].split(",") if fields.get("labels") else []
            hosts.append(item)
        else:
            for k, d in (("service", ""), ("needs", ""), ("priority", 0), ("with", "")):
                item.setdefault(k, d)
            item["start"], item["end"] = map(int, fields.get("window", "0-1").split("-"))
            wls.append(item)
    return {"hosts": hosts, "workloads": wls, "rules": rules}
'''),
    # objectives
    "obj_hosts": dict(code='''
LABEL = "hosts"
def score(hosts, on, out): return sum(1 for h in hosts if on[h["name"]] or busy(h))
def show(v, wls): return v
def host_order(hosts): return sorted(hosts, key=lambda h: (not busy(h), -h["cpu"], h["name"]))  # big hosts first
''', rule="the goal is to run every workload on as few hosts as possible: the value is the number of hosts that run "
          "at least one workload after the plan@@busy@@", hint="a host count only grows as workloads are placed, so "
          "a depth-first search can cut any branch that already uses as many hosts as the best plan found"),
    "obj_cost": dict(code='''
LABEL = "cost"
def score(hosts, on, out): return sum(h["cost"] for h in hosts if on[h["name"]] or busy(h))
def show(v, wls): return v
def host_order(hosts): return sorted(hosts, key=lambda h: (h["cost"] * 1000 // max(1, h["cpu"]), h["name"]))
''', wrong={"fewest_hosts": [('sum(h["cost"] for h', 'sum(1 for h')]},
        rule="hosts have an hourly `cost`; the goal is to run every workload at the lowest total cost: the value is "
             "the sum of the costs of the hosts that run at least one workload after the plan@@busy@@ (fewest hosts "
             "is not the goal: two cheap hosts can beat one dear one)",
        hint="the cost of the hosts used so far only grows, so it bounds a branch from below", attrs=("cost",)),
    "obj_peak": dict(code='''
LABEL = "peak"
def score(hosts, on, out): return max(used(h, on[h["name"]], "cpu") for h in hosts)
def show(v, wls): return v
def host_order(hosts): return sorted(hosts, key=lambda h: (-h["cpu"], h["name"]))
''', rule="every host stays powered; the goal is to spread the load: the value is the peak, the highest cpu in use "
          "on any one host@@peak@@, and the plan must make it as low as possible",
        hint="the peak only grows as workloads are placed; placing the biggest ones first finds good bounds early"),
    "obj_value": dict(code='''
LABEL = "priority"
ALLOW_OUT = True
def score(hosts, on, out): return sum(w["priority"] for w in out)
def show(v, wls): return sum(w["priority"] for w in wls) - v
def order(wls): return sorted(wls, key=lambda w: (-w["priority"] * 100 // max(1, w["cpu"]), w["name"]))
''', wrong={"most_workloads": [('return sum(w["priority"] for w in out)', 'return len(out)')]},
        rule="the cluster is too small for everything: some workloads may stay unplaced (print `-` as their host). "
             "Each workload has a `priority`; the value is the total priority of the placed workloads, and the plan "
             "must make it as high as possible (placing more workloads is not the goal)",
        hint="minimise the priority left out instead: it only grows along a branch", attrs=("priority",)),
    # resources
    "res_vector": dict(code='''
RES = ["cpu", "mem", "gpu"]
def fits(h, ws, w):
    ws = ws + [w]
    return all(used(h, ws, r) <= limit(h, r) for r in RES)
''', rule="a host has three capacities, `cpu` (cores), `mem` (GiB) and `gpu` (cards), and a workload asks for some "
          "of each (absent means 0): every one of the three must fit, not just cpu",
        hint="treat a workload as a vector and check each resource separately", attrs=("mem", "gpu")),
    # placement rules
    "anti_affinity": dict(code='''
def _spread(h, w, where, on):
    return h is None or not w["service"] or all(x["service"] != w["service"] for x in on[h["name"]])
RULES.append(_spread)
''', rule="replicas of one `service` must run on different hosts (anti-affinity): no host runs two workloads of the "
          "same service", hint="reject a host that already runs a replica of the workload's service",
        attrs=("service",)),
    "zones": dict(code='''
def _zones(h, w, where, on):
    if h is None:
        return True
    same = sum(1 for g in CL["hosts"] if g["zone"] == h["zone"] for x in on[g["name"]] if x["service"] == w["service"])
    return same + 1 <= CL["rules"]["zone_max"]
RULES.append(_zones)
''', wrong={"off_by_one": [("same + 1 <= CL", "same <= CL")]},
        rule="hosts sit in failure domains (`zone`); no zone may run more than `zone_max` (a rule) workloads of the "
             "same `service`", hint="count the service's replicas already in the host's zone",
        attrs=("zone", "service")),
    "affinity": dict(code='''
def _together(h, w, where, on):
    mate = PARTNER.get(w["name"])
    if not mate or mate not in where:
        return True
    return where[mate] == (h["name"] if h else None)
RULES.append(_together)
''', rule="a workload with `with` names its partner: the two must run on the same host@@out@@ (the pairing goes both "
          "ways)", hint="when the partner is already placed, only its host is allowed", attrs=("with",)),
    "avoid": dict(code='''
def _apart(h, w, where, on):
    if h is None:
        return True
    bad = {b for a, b in CL["rules"]["avoid"] if a == w["service"]} | {a for a, b in CL["rules"]["avoid"] if b == w["service"]}
    return not any(x["service"] in bad for x in on[h["name"]])
RULES.append(_apart)
''', wrong={"one_direction": [(' | {a for a, b in CL["rules"]["avoid"] if b == w["service"]}', "")]},
        rule="noisy neighbours: the `avoid` rule lists pairs of services that must never share a host (either may "
             "be placed first: the pair works both ways)", hint="check the pair in both directions",
        attrs=("service",)),
    "labels": dict(code='''
def _labels(h, w, where, on):
    if h is None or not w["needs"]:
        return True
    return w["needs"] in h["labels"]
RULES.append(_labels)
''', rule="a workload with `needs` runs only on a host whose `labels` include that label",
        hint="filter the candidate hosts of each workload first", attrs=("needs", "labels")),
    "per_host": dict(code='''
def _slots(h, w, where, on):
    return h is None or len(on[h["name"]]) < CL["rules"]["per_host"]
RULES.append(_slots)
''', wrong={"off_by_one": [('len(on[h["name"]]) < CL', 'len(on[h["name"]]) <= CL')]},
        rule="a host runs at most `per_host` (a rule) workloads in all@@slots@@",
        hint="count the workloads already on the host"),
    "reserved": dict(code='''
_cap = limit
def limit(h, r): return _cap(h, r) - h["reserved"].get(r, 0)
''', rule="a host's `reserved` amounts (per resource) are kept for the system and cannot be given to workloads",
        hint="subtract the reservation from the capacity", attrs=("reserved",)),
    "headroom": dict(code='''
_cap = limit
def limit(h, r): return _cap(h, r) * (100 - CL["rules"]["headroom"]) // 100
''', wrong={"rounds_up": [("_cap(h, r) * (100 - CL[\"rules\"][\"headroom\"]) // 100",
                           "-(-_cap(h, r) * (100 - CL[\"rules\"][\"headroom\"]) // 100)")]},
        rule="the `headroom` rule (a percentage) keeps part of every host free for bursts: workloads may use at most "
             "floor(capacity * (100 - headroom) / 100) of each resource of a host",
        hint="compute each host's usable capacity once, rounding down"),
    "existing": dict(code='''
_demand = used
def used(h, ws, r): return _demand(h, ws, r) + h["running"].get(r, 0)
def busy(h): return any(h["running"].values())
''', rule="some hosts already run load that stays where it is (`running`, per resource): it uses their capacity, and "
          "such a host counts as in use whether or not the plan adds anything to it",
        hint="start each host's usage at its running load", attrs=("running",)),
    "windows": dict(code='''
def demand(ws, r):
    return max([sum(x[r] for x in ws if x["start"] <= t < x["end"]) for t in {w["start"] for w in ws}], default=0)
''', wrong={"inclusive_end": [('x["start"] <= t < x["end"]', 'x["start"] <= t <= x["end"]')]},
        rule="each workload runs only during its `window` [start, end) (hours; it has stopped at `end`, so one "
             "ending at 5 and one starting at 5 never overlap): a host's capacity must hold at every moment for the "
             "workloads running then, not for their sum",
        hint="the load of a host is highest at some workload's start: check those moments", attrs=("window",)),
    # output
    "canonical": dict(code='''
def order(wls): return sorted(wls, key=lambda w: w["name"])
def host_order(hosts): return sorted(hosts, key=lambda h: h["name"])
''', rule="several plans can be equally good; print the canonical one: list the hosts of the workloads taken in "
          "name order, and of all the best plans print the one whose list is smallest, comparing host names one by "
          "one as strings (an unplaced `-` counts as greater than every host name)",
        hint="search the workloads in name order, trying hosts in name order: the first best plan found is it"),
}

FORMATS = ["fmt_json", "fmt_text"]
OBJECTIVES = ["obj_hosts", "obj_cost", "obj_peak", "obj_value"]
RULE_NAMES = [n for n in PIECES if n not in FORMATS + OBJECTIVES]
INTERACTING = ("windows", "zones", "affinity", "existing", "res_vector")  # they change what a host's load is
EXCLUDES = {"reserved": ("headroom",), "obj_peak": ("per_host",), "existing": ("obj_value",)}

# --- the trusted checker: embedded in the tests, used here to judge the oracle and the decoys ---------------------
CHECK_SRC = '''
def _load(inst, comps, h, ws, r):
    if "windows" in comps:
        pts = {w["start"] for w in ws}
        d = max([sum(x.get(r, 0) for x in ws if x["start"] <= t < x["end"]) for t in pts], default=0)
    else:
        d = sum(x.get(r, 0) for x in ws)
    return d + (h.get("running", {}).get(r, 0) if "existing" in comps else 0)


def _cap(inst, comps, h, r):
    c = h.get(r, 0)
    if "headroom" in comps:
        c = c * (100 - inst["rules"]["headroom"]) // 100
    if "reserved" in comps:
        c -= h.get("reserved", {}).get(r, 0)
    return c


def check_plan(inst, comps, lines):
    """(value, problems) of a planner's output for inst: the objective recomputed from the plan, every rule checked."""
    hosts = {h["name"]: h for h in inst["hosts"]}
    wls = {w["name"]: w for w in inst["workloads"]}
    if not lines:
        return None, ["no output"]
    head = lines[0].split()
    label = {"obj_hosts": "hosts", "obj_cost": "cost", "obj_peak": "peak", "obj_value": "priority"}[comps[1]]
    if len(head) != 2 or head[0] != label or not head[1].lstrip("-").isdigit():
        return None, ["first line must be %r <value>, got %r" % (label, lines[0])]
    where, bad = {}, []
    for line in lines[1:]:
        p = line.split()
        if len(p) != 2 or p[0] not in wls or p[0] in where:
            return None, ["bad or repeated plan line %r" % line]
        if p[1] not in hosts and not (p[1] == "-" and comps[1] == "obj_value"):
            return None, ["unknown host in %r" % line]
        where[p[0]] = None if p[1] == "-" else p[1]
    if set(where) != set(wls):
        return None, ["workloads missing from the plan: %s" % sorted(set(wls) - set(where))[:5]]
    on = {h: [wls[w] for w in sorted(where) if where[w] == h] for h in hosts}
    res = ["cpu", "mem", "gpu"] if "res_vector" in comps else ["cpu"]
    for hn, ws in on.items():
        h = hosts[hn]
        for r in res:
            if _load(inst, comps, h, ws, r) > _cap(inst, comps, h, r):
                bad.append("%s over its %s capacity" % (hn, r))
        svc = [w["service"] for w in ws if w.get("service")]
        if "anti_affinity" in comps and len(svc) != len(set(svc)):
            bad.append("%s runs two replicas of one service" % hn)
        if "avoid" in comps:
            for a, b in inst["rules"]["avoid"]:
                if a in svc and b in svc:
                    bad.append("%s runs %s next to %s" % (hn, a, b))
        if "labels" in comps:
            bad += ["%s lacks label %s for %s" % (hn, w["needs"], w["name"]) for w in ws
                    if w.get("needs") and w["needs"] not in h.get("labels", [])]
        if "per_host" in comps and len(ws) > inst["rules"]["per_host"]:
            bad.append("%s runs %d workloads" % (hn, len(ws)))
    if "zones" in comps:
        count = {}
        for w, hn in where.items():
            if hn is not None and wls[w].get("service"):
                key = (hosts[hn]["zone"], wls[w]["service"])
                count[key] = count.get(key, 0) + 1
        bad += ["zone %s runs %d of %s" % (z, n, s) for (z, s), n in sorted(count.items())
                if n > inst["rules"]["zone_max"]]
    if "affinity" in comps:
        bad += ["%s is not with %s" % (w["name"], w["with"]) for w in inst["workloads"]
                if w.get("with") and where[w["name"]] != where[w["with"]]]
    def in_use(hn):
        return bool(on[hn]) or ("existing" in comps and any(hosts[hn].get("running", {}).values()))
    if comps[1] == "obj_hosts":
        value = sum(1 for hn in hosts if in_use(hn))
    elif comps[1] == "obj_cost":
        value = sum(hosts[hn]["cost"] for hn in hosts if in_use(hn))
    elif comps[1] == "obj_peak":
        value = max(_load(inst, comps, hosts[hn], on[hn], "cpu") for hn in hosts)
    else:
        value = sum(wls[w]["priority"] for w in where if where[w] is not None)
    if int(head[1]) != value:
        bad.append("first line says %s but the plan's value is %d" % (head[1], value))
    return value, bad


def judge(inst, comps, out, best, canon):
    """'' when out is right for inst (best: the optimum, None when no plan exists; canon: the one plan accepted or
    None), else why not."""
    lines = [" ".join(l.split()) for l in out.strip().splitlines() if l.strip()]
    if best is None:
        return "" if lines == ["infeasible"] else "no plan exists: expected the single line infeasible"
    if lines == ["infeasible"]:
        return "a plan exists (value %d) but the planner said infeasible" % best
    value, bad = check_plan(inst, comps, lines)
    if bad:
        return "; ".join(bad[:4])
    if value != best:
        return "a valid plan but not the best: value %d, the best is %d" % (value, best)
    if canon is not None and lines[1:] != canon:
        return "an optimal plan but not the canonical one (first lines expected %s)" % canon[:3]
    return ""
'''
_NS: dict = {}
exec(CHECK_SRC, _NS)


@dataclass(frozen=True)
class CapacityLevel(LevelConfig):
    workloads: int = 8       # the largest hidden cluster (the instruction announces it)
    hosts: int = 4
    interacting: bool = False  # compose at least one rule that changes what a host's load is
    spec_in_docs: bool = False  # the rules live in /app/docs, the ticket states the goal only
    hints: bool = False      # name the technique next to each rule
    legacy: bool = False     # the current greedy planner ships at the program path (the agent replaces it)


def _component(name: str, inst: dict) -> Component:
    return program_piece(name, PIECES[name], inst["prog"], excludes=EXCLUDES, groups=(FORMATS, OBJECTIVES))


def _draw(rng: random.Random, cfg: CapacityLevel) -> tuple[str, list[str]]:
    """The program path and the components: a format, an objective, then rules from the pool."""
    prog, fmt, obj = rng.choice(PROGRAM_PATHS), rng.choice(FORMATS), rng.choice(OBJECTIVES)
    stub = {n: _component(n, {"prog": prog}) for n in PIECES}
    require = [fmt, obj]
    if cfg.interacting:
        require.append(rng.choice([c for c in INTERACTING if c not in stub[obj].excludes]))
    lo, hi = cfg.components
    names = [c.name for c in compose(rng, list(stub.values()), (lo + 2, hi + 2), require=tuple(require))]
    rules = sorted(set(names) - {fmt, obj}, key=list(PIECES).index)
    if set(rules) <= {"canonical", "res_vector", "reserved", "headroom", "existing", "per_host"}:
        raise Resample(f"{rules}: nothing but capacity tweaks")
    return prog, [fmt, obj] + rules


_program_of = heredoc_program  # the Python planner a solve/decoy script installs


def _run(src: str, text: str, crash: str | None = None) -> str:
    """The planner's answer to `text`, run in-process; a decoy that crashes answers `crash`."""
    return run_program(src, "plan", text, crash, module="planner")


GREEDY = '''
def solve(hosts, wls):
    for w in wls:
        if w["with"]:
            PARTNER[w["name"]], PARTNER[w["with"]] = w["with"], w["name"]
    on, where, out = {h["name"]: [] for h in hosts}, {}, []
    key = {"priority": lambda w: (-w["priority"], -w["cpu"], w["name"])}.get(LABEL, lambda w: (-w["cpu"], w["name"]))
    for w in sorted(wls, key=key):
        ok = [h for h in host_order(hosts) if fits(h, on[h["name"]], w) and all(rule(h, w, where, on) for rule in RULES)]
        if LABEL == "peak":
            ok.sort(key=lambda h: used(h, on[h["name"]], "cpu"))  # least loaded first
        elif LABEL == "cost":
            ok.sort(key=lambda h: (not (on[h["name"]] or busy(h)), h["cost"]))  # open hosts, then the cheapest
        else:
            ok.sort(key=lambda h: not (on[h["name"]] or busy(h)))  # first fit: open hosts first
        if ok:
            on[ok[0]["name"]].append(w)
            where[w["name"]] = ok[0]["name"]
        elif ALLOW_OUT and all(rule(None, w, where, on) for rule in RULES):
            out.append(w)
            where[w["name"]] = None
        else:
            return [None, None]
    return [score(hosts, on, out), where]
'''


GREEDY_HEAD = HEAD[:HEAD.index("\ndef solve(")] + "\n" + GREEDY + HEAD[HEAD.index("\n\ndef plan("):]


def _legacy(rng: random.Random, names: list[str], prog: str) -> tuple[str, list[str]]:
    """The planner the shop runs today: greedy, and written before two of the drawn rules joined the policy."""
    rules = [n for n in names[2:] if n != "canonical"]
    missing = sorted(rng.sample(rules, min(2, len(rules) - 1)), key=list(PIECES).index)
    body = GREEDY_HEAD + "".join(PIECES[n]["code"].strip("\n") + "\n" for n in names if n not in missing
                                 and n != "canonical") + TAIL.strip() + "\n"
    return body, missing


def _fmt_case(fmt: str, inst: dict, comps: list[str]) -> str:
    """The cluster as the instance's input format (only the fields the components use)."""
    hkeys = ["cpu"] + (["mem", "gpu"] if "res_vector" in comps else []) + \
        [k for k, c in (("zone", "zones"), ("cost", "obj_cost"), ("labels", "labels"), ("reserved", "reserved"),
                        ("running", "existing")) if c in comps]
    wkeys = (["service"] if {"anti_affinity", "zones", "avoid"} & set(comps) else []) + ["cpu"] + \
        (["mem", "gpu"] if "res_vector" in comps else []) + \
        [k for k, c in (("needs", "labels"), ("window", "windows"), ("priority", "obj_value"), ("with", "affinity"))
         if c in comps]
    rkeys = [k for k, c in (("zone_max", "zones"), ("avoid", "avoid"), ("per_host", "per_host"),
                            ("headroom", "headroom")) if c in comps]

    def pick(d, keys, sparse):
        out = {}
        for k in keys:
            v = [d["start"], d["end"]] if k == "window" else d.get(k)
            if sparse and v in (0, "", [], {}, None) and k not in ("cpu",):
                continue
            out[k] = v
        return out
    hosts = [dict(name=h["name"], **pick(h, hkeys, True)) for h in inst["hosts"]]
    wls = [dict(name=w["name"], **pick(w, wkeys, True)) for w in inst["workloads"]]
    rules = {k: inst["rules"][k] for k in rkeys}
    if fmt == "fmt_json":
        rows = lambda xs: ",\n".join("  " + json.dumps(x) for x in xs)  # noqa: E731
        return (f'{{"hosts": [\n{rows(hosts)}\n ],\n "workloads": [\n{rows(wls)}\n ],\n'
                f' "rules": {json.dumps(rules)}}}\n')

    def val(k, v):
        if k == "labels":
            return ",".join(v)
        if k == "window":
            return "%d-%d" % tuple(v)
        if isinstance(v, dict):
            return ",".join(f"{a}:{b}" for a, b in v.items())
        return str(v)
    lines = ["# hosts"] + [f"host {h['name']} " + " ".join(f"{k}={val(k, v)}" for k, v in h.items() if k != "name")
                           for h in hosts]
    lines += ["# workloads"] + [f"workload {w['name']} " + " ".join(f"{k}={val(k, v)}" for k, v in w.items()
                                                                     if k != "name") for w in wls]
    for k, v in rules.items():
        lines.append(f"rule {k}=" + (",".join(f"{a}+{b}" for a, b in v) if k == "avoid" else str(v)))
    return "\n".join(lines) + "\n"


def _cluster(rng: random.Random, comps: list[str], nw: int, nh: int, stem: str) -> dict:
    """A random cluster in the instance's terms, shaped so that the drawn rules bind."""
    obj = comps[1]
    big = rng.choice([8, 10, 12, 16])
    hosts = []
    zones = ZONES[:rng.randint(2, 3)]
    for i in range(nh):
        cpu = big if rng.random() < 0.6 else rng.choice([big // 2, big + big // 2, big])
        h = {"name": f"{stem}{i + 1:02d}", "cpu": cpu, "mem": cpu * rng.choice([2, 4]),
             "gpu": rng.choice([0, 0, 1, 2]), "zone": zones[i % len(zones)],
             "cost": cpu // 2 + rng.randint(0, 6), "labels": sorted(rng.sample(LABELS[:3], rng.randint(0, 2))),
             "reserved": {}, "running": {}}
        if "reserved" in comps and rng.random() < 0.6:
            h["reserved"] = {"cpu": rng.randint(1, 3)} | ({"mem": rng.randint(1, 4)} if "res_vector" in comps else {})
        if "existing" in comps and rng.random() < 0.4:
            h["running"] = {"cpu": rng.randint(1, cpu // 2)}
        hosts.append(h)
    rng.shuffle(hosts)
    nsvc = rng.randint(2, min(4, max(2, nw // 2)))
    svcs = rng.sample(SERVICES, nsvc)
    cap_total = sum(h["cpu"] for h in hosts)
    share = {"obj_value": rng.uniform(1.2, 1.6), "obj_peak": rng.uniform(0.55, 0.8)}.get(obj, rng.uniform(0.45, 0.7))
    mean = max(1.0, cap_total * share / nw)
    wls, counts = [], {}
    for i in range(nw):
        s = svcs[i % nsvc] if i < nsvc else rng.choice(svcs)
        counts[s] = counts.get(s, 0) + 1
        cpu = max(1, min(big, int(rng.triangular(1, 2.2 * mean, mean))))
        w = {"name": f"{s}-{counts[s]}", "service": s, "cpu": cpu, "mem": max(0, int(cpu * rng.uniform(0.5, 5))),
             "gpu": 1 if rng.random() < 0.2 else 0, "needs": "", "priority": rng.randint(1, 9), "with": "",
             "start": 0, "end": 1}
        if "labels" in comps and rng.random() < 0.35:
            w["needs"] = rng.choice(LABELS[:3])
        if "windows" in comps:
            w["start"] = rng.randint(0, 12)
            w["end"] = w["start"] + rng.randint(2, 10)
        wls.append(w)
    if "windows" in comps:  # touching windows: one ends exactly when another starts
        for a, b in zip(wls[::2], wls[1::2]):
            if rng.random() < 0.5:
                b["start"] = a["end"]
                b["end"] = b["start"] + rng.randint(2, 8)
    if "affinity" in comps:
        free = [w for w in wls]
        rng.shuffle(free)
        for _ in range(rng.randint(1, 2)):
            a, b = free.pop(), free.pop()
            if a["service"] != b["service"]:
                a["with"] = b["name"]
    rng.shuffle(wls)
    rules = {"zone_max": 1 if rng.random() < 0.7 else 2, "per_host": rng.randint(2, 3),
             "headroom": rng.choice([10, 15, 20, 25, 30]),
             "avoid": sorted(sorted(p) for p in {tuple(rng.sample(svcs, 2)) for _ in range(rng.randint(1, 2))})}
    rules["avoid"] = [list(p) for p in dict.fromkeys(tuple(p) for p in rules["avoid"])]
    return {"hosts": hosts, "workloads": wls, "rules": rules}


def _public(inst: dict, comps: list[str]) -> dict:
    """The cluster as the tests' checker reads it: every field, windows flattened (a JSON-like literal)."""
    return {"hosts": inst["hosts"], "workloads": inst["workloads"], "rules": inst["rules"]}


@register
class CapacityPlanner(KitFamily):
    name = "capacity_planner"
    category = "algorithms"
    description = ("Write an exact cluster capacity planner composed from an input format, an objective (fewest "
                   "hosts, cheapest, lowest peak, most priority placed) and placement rules (anti-affinity, zones, "
                   "co-location, avoid pairs, labels, reservations, headroom, running load, slots, time windows, "
                   "resource vectors, canonical tie-break); judged on hidden clusters against their optimum.")
    base_image = "termigen/dev:1"
    levels = {"easy": CapacityLevel(components=(2, 2), workloads=8, hosts=4, hints=True),
              "medium": CapacityLevel(components=(3, 4), workloads=9, hosts=4),
              "hard": CapacityLevel(components=(4, 5), workloads=10, hosts=5, interacting=True, spec_in_docs=True,
                                    legacy=True)}

    def draft(self, rng: random.Random, cfg: CapacityLevel) -> Draft:
        prog, names = _draw(rng, cfg)
        fmt, obj = names[0], names[1]
        org, (host_noun, wl_noun, stem) = rng.choice(ORGS), rng.choice(SCENES)
        comps = [_component(n, {"prog": prog}) for n in names]
        head = f"mkdir -p {prog.rsplit('/', 1)[0]}\ncat > {prog} <<'PY'\n{HEAD}PY\n"
        tail = f"cat >> {prog} <<'PY'\n{TAIL.strip()}\nPY\nchmod 755 {prog}\n"
        solution, made = oracle_and_decoys(comps, head=head, tail=tail, max_decoys=99)
        made = [d for d in made if not d.name.startswith(("skips_fmt", "skips_obj"))]  # those only crash
        greedy = Decoy(name="greedy_first_fit", description="every rule honoured, but a greedy first-fit/least-"
                       "loaded heuristic instead of an exact search", script=solution.replace(HEAD, GREEDY_HEAD))
        made.append(greedy)
        oracle = _program_of(solution)
        canonical = "canonical" in names

        def one(n_w, n_h, feasible=True):
            for _ in range(30):
                inst = _cluster(rng, names, n_w, n_h, stem)
                text = _fmt_case(fmt, inst, names)
                out = _run(oracle, text)
                if (out.strip() != "infeasible") == feasible:
                    return inst, text, out
            raise Resample(f"{names}: no {'feasible' if feasible else 'infeasible'} cluster")

        def truth(out):
            lines = [" ".join(l.split()) for l in out.strip().splitlines()]
            if lines == ["infeasible"]:
                return None, None
            return int(lines[0].split()[1]), (lines[1:] if canonical else None)

        examples = [one(rng.randint(4, 6), 3) for _ in range(2)]
        needed = {d.name for d in made if d.name.startswith("skips_")} | {"greedy_first_fit"}
        for _ in range(8):
            hidden = [one(rng.randint(cfg.workloads - 3, cfg.workloads - 1), cfg.hosts - 1),
                      one(cfg.workloads - 1, cfg.hosts), one(cfg.workloads, cfg.hosts)]
            if obj != "obj_value":
                hidden.append(one(cfg.workloads - 2, cfg.hosts - 1, feasible=False))
            truths = [truth(out) for _, _, out in hidden]
            caught = {d.name for d in made if any(
                _NS["judge"](inst, names, _run(_program_of(d.script), text, "crash"), *t)
                for (inst, text, _), t in zip(hidden, truths))}
            if needed <= caught:
                break
        else:
            raise Resample(f"{names}: hidden cases miss decoys {sorted(needed - caught)}")
        for (inst, text, out), t in zip(hidden, truths):
            why = _NS["judge"](inst, names, out, *t)
            if why:
                raise RuntimeError(f"{names}: the checker rejects the oracle: {why}")
        made = [d for d in made if d.name in caught]
        legacy = None
        if cfg.legacy:
            legacy, missing = _legacy(rng, names, prog)
            if not any(_NS["judge"](inst, names, _run(legacy, text, "crash"), *t)
                       for (inst, text, _), t in zip(hidden, truths)):
                raise Resample(f"{names}: the shipped planner passes")
        ex_out = [out for _, _, out in examples]
        hard_coded = Decoy(name="hardcoded", description="prints the shipped examples' answers and nothing real",
                           script=script(f"""
                               mkdir -p {prog.rsplit('/', 1)[0]}
                               cat > {prog} <<'PY'
                               #!/usr/bin/env python3
                               import sys
                               KNOWN = {json.dumps({e[1].strip(): o for e, o in zip(examples, ex_out)})}
                               sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\\n"))
                               PY
                               chmod 755 {prog}
                           """))
        decoys = [hard_coded, greedy] + self._pick(rng, [d for d in made if d is not greedy], 4)

        cases = {f"hidden{i}": {"input": text, "cluster": _public(inst, names), "best": t[0], "canonical": t[1]}
                 for i, ((inst, text, _), t) in enumerate(zip(hidden, truths), 1)}
        consts = {"PROGRAM": prog, "COMPONENTS": names, "CASES": cases}
        body = '''
            def test_is_executable():
                assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

            @pytest.mark.parametrize("name", sorted(CASES))
            def test_hidden_cluster(name):
                case = CASES[name]
                p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
                assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
                why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
                assert not why, f"{name}: {why}"
        '''
        files = {f"/app/examples/example{i}.in": File.of(e[1]) for i, e in enumerate(examples, 1)}
        files.update({f"/app/examples/example{i}.out": File.of(o) for i, o in enumerate(ex_out, 1)})
        if cfg.legacy:
            files[prog] = File.of(legacy, mode=0o755)
        instruction, doc = self._texts(cfg, names, org, host_noun, wl_noun, prog)
        if doc:
            files["/app/docs/placement-policy.md"] = File.of(doc)
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=solution, tests={"test_outputs.py": hidden_tests(consts, body, CHECK_SRC)}, decoys=decoys,
            outputs=[prog.rsplit("/", 1)[0]], tools=["cat", "chmod", "mkdir"], components=names,
            tags=["bin-packing", "branch-and-bound", "capacity-planning"] + [n for n in names[1:]],
            timeouts=Timeouts(agent_sec=1800.0 + 600 * len(names), verifier_sec=300.0),
            expert_time_min=10 + 8 * len(names), junior_time_min=30 + 20 * len(names))

    @staticmethod
    def _pick(rng, made: list[Decoy], k: int) -> list[Decoy]:
        """Up to k decoys spread over the components."""
        groups: dict[str, list[Decoy]] = {}
        for d in made:
            groups.setdefault(d.description.split(":")[0].replace("does everything but ", ""), []).append(d)
        order = sorted(groups, key=lambda g: rng.random())
        picked: list[Decoy] = []
        while len(picked) < k and any(groups[g] for g in order):
            for g in order:
                if groups[g] and len(picked) < k:
                    picked.append(groups[g].pop(rng.randrange(len(groups[g]))))
        return [d for d in made if d in picked]

    @staticmethod
    def _texts(cfg, names, org, host_noun, wl_noun, prog):
        fmt, obj = names[0], names[1]
        fill = {"busy": " (a host already running load counts too)" if "existing" in names else "",
                "peak": (" (counting the load already running there)" if "existing" in names else "") +
                (" at any moment" if "windows" in names else ""),
                "out": " (or both stay unplaced)" if obj == "obj_value" else "",
                "slots": " (the load already running there does not take a slot)" if "existing" in names else ""}

        def rule(n):
            text = PIECES[n]["rule"]
            for k, v in fill.items():
                text = text.replace(f"@@{k}@@", v)
            if cfg.hints:
                text += f" (hint: {PIECES[n]['hint']})"
            return f"- {text[0].upper()}{text[1:]}."
        bullets = "\n".join(rule(n) for n in names[1:])
        hfields = ["`name`", "`cpu`"] + (["`mem`", "`gpu`"] if "res_vector" in names else []) + \
            [f"`{k}`" for k, c in (("zone", "zones"), ("cost", "obj_cost"), ("labels", "labels"),
                                   ("reserved", "reserved"), ("running", "existing")) if c in names]
        wfields = ["`name`"] + (["`service`"] if {"anti_affinity", "zones", "avoid"} & set(names) else []) + \
            ["`cpu`"] + (["`mem`", "`gpu`"] if "res_vector" in names else []) + \
            [f"`{k}`" for k, c in (("needs", "labels"), ("window", "windows"), ("priority", "obj_value"),
                                   ("with", "affinity")) if c in names]
        rfields = [f"`{k}`" for k, c in (("zone_max", "zones"), ("avoid", "avoid"), ("per_host", "per_host"),
                                         ("headroom", "headroom")) if c in names]
        rules_line = ("here: " + ", ".join(rfields)) if rfields else "none are used here"
        if fmt == "fmt_json":
            fmt_doc = (f"One JSON object with `hosts` (a list of objects with {', '.join(hfields)}), `workloads` (a "
                       f"list of objects with {', '.join(wfields)}) and `rules` (an object; {rules_line}). A field "
                       f"that is absent means 0, empty or none.")
            if "window" in " ".join(wfields):
                fmt_doc += " `window` is a list `[start, end]`."
            if "reserved" in names or "existing" in names:
                fmt_doc += " `reserved`/`running` are objects resource -> amount."
            if "avoid" in names:
                fmt_doc += " `avoid` is a list of `[service, service]` pairs."
        else:
            fmt_doc = (f"Text, one item per line, `#` starts a comment: `host <name> key=value ...` (keys "
                       f"{', '.join(hfields[1:])}), `workload <name> key=value ...` (keys {', '.join(wfields[1:])}) "
                       f"and `rule key=value` lines ({rules_line}). A key that is absent means 0, empty or none; "
                       f"a list is comma separated (`labels=ssd,nvme`).")
            if "windows" in names:
                fmt_doc += " `window=3-9` is the window [3, 9)."
            if "reserved" in names or "existing" in names:
                fmt_doc += " Per-resource amounts read `reserved=cpu:2,mem:4`."
            if "avoid" in names:
                fmt_doc += " `rule avoid=db+batch,web+etl` lists the pairs."
        label = {"obj_hosts": "hosts", "obj_cost": "cost", "obj_peak": "peak", "obj_value": "priority"}[obj]
        out_doc = dedent(f"""
            The first line is `{label} <value>`: the value of the plan, as defined above. Then one line
            `<workload> <host>` per workload, in ascending order of workload name{' (`-` for an unplaced one)'
            if obj == 'obj_value' else ''}. When no plan satisfies every rule, print the single line `infeasible`.
        """)
        if "canonical" not in names:
            out_doc += "Any best plan is accepted when several are equally good.\n"
        io_spec = dedent("""
            ## Input (stdin)
            {fmt}

            ## Output (stdout)
            {out}
        """).format(fmt=fmt_doc, out=out_doc.strip())
        scale = (f"Hidden clusters reach {cfg.workloads} workloads on {cfg.hosts} hosts; the plan must be exactly "
                 f"optimal on each (a good-enough heuristic is not), within a minute per cluster.")
        doc = None
        if cfg.spec_in_docs:
            doc = (f"# {org}: placement policy\n\nHow a placement plan is judged and what the planner prints.\n\n"
                   f"{bullets}\n\n{io_spec}")
            body = dedent(f"""
                The current planner at `{prog}` places {wl_noun}s first-fit and predates the latest revision of
                the placement policy: the capacity review found better plans by hand, and some of its plans break
                the policy. Fix or replace it so that it always prints the best plan the policy allows. The placement policy (what a valid and a best plan is, and the input and
                output formats) is in `/app/docs/placement-policy.md`; follow it exactly. {scale}
            """)
        else:
            body = f"Plans are judged as follows:\n{bullets}\n\n{io_spec}\n{scale}\n"
        opener = dedent(f"""
            # Capacity planner for {org}

            The platform team at {org} places {wl_noun}s on {host_noun}s by hand every release and keeps getting
            it wrong. Write them a command-line capacity planner at `{prog}`: an executable file (any language in
            this container; e.g. a Python script with a `#!/usr/bin/env python3` line) that reads one cluster (its
            hosts, the workloads to place and the rules) from standard input and prints the best placement plan on
            standard output.

        """)
        return opener + body + dedent("""

            Worked examples are in `/app/examples` (`*.in` with the expected `*.out`); the planner will be run on
            other, hidden clusters.
        """), doc
