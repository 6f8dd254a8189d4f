#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/binpack <<'PY'
#!/usr/bin/env python3
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
        return "infeasible\n"
    lines = ["%s %d" % (LABEL, show(value, wls))]
    lines += ["%s %s" % (w, where[w] or "-") for w in sorted(where)]
    return "\n".join(lines) + "\n"
PY
cat >> /app/tools/binpack <<'PY'
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
PY
cat >> /app/tools/binpack <<'PY'
LABEL = "priority"
ALLOW_OUT = True
def score(hosts, on, out): return sum(w["priority"] for w in out)
def show(v, wls): return sum(w["priority"] for w in wls) - v
def order(wls): return sorted(wls, key=lambda w: (-w["priority"] * 100 // max(1, w["cpu"]), w["name"]))
PY
cat >> /app/tools/binpack <<'PY'
def _spread(h, w, where, on):
    return h is None or not w["service"] or all(x["service"] != w["service"] for x in on[h["name"]])
RULES.append(_spread)
PY
cat >> /app/tools/binpack <<'PY'
def _zones(h, w, where, on):
    if h is None:
        return True
    same = sum(1 for g in CL["hosts"] if g["zone"] == h["zone"] for x in on[g["name"]] if x["service"] == w["service"])
    return same + 1 <= CL["rules"]["zone_max"]
RULES.append(_zones)
PY
cat >> /app/tools/binpack <<'PY'
def _apart(h, w, where, on):
    if h is None:
        return True
    bad = {b for a, b in CL["rules"]["avoid"] if a == w["service"]} | {a for a, b in CL["rules"]["avoid"] if b == w["service"]}
    return not any(x["service"] in bad for x in on[h["name"]])
RULES.append(_apart)
PY
cat >> /app/tools/binpack <<'PY'
def demand(ws, r):
    return max([sum(x[r] for x in ws if x["start"] <= t < x["end"]) for t in {w["start"] for w in ws}], default=0)
PY
cat >> /app/tools/binpack <<'PY'
if __name__ == "__main__":
    sys.stdout.write(plan(sys.stdin.read()))
PY
chmod 755 /app/tools/binpack
