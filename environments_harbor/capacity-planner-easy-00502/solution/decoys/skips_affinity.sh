#!/bin/bash
set -euo pipefail
mkdir -p /opt/capacity/bin
cat > /opt/capacity/bin/planner <<'PY'
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
cat >> /opt/capacity/bin/planner <<'PY'
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
cat >> /opt/capacity/bin/planner <<'PY'
LABEL = "hosts"
def score(hosts, on, out): return sum(1 for h in hosts if on[h["name"]] or busy(h))
def show(v, wls): return v
def host_order(hosts): return sorted(hosts, key=lambda h: (not busy(h), -h["cpu"], h["name"]))  # big hosts first
PY
cat >> /opt/capacity/bin/planner <<'PY'
def order(wls): return sorted(wls, key=lambda w: w["name"])
def host_order(hosts): return sorted(hosts, key=lambda h: h["name"])
PY
cat >> /opt/capacity/bin/planner <<'PY'
if __name__ == "__main__":
    sys.stdout.write(plan(sys.stdin.read()))
PY
chmod 755 /opt/capacity/bin/planner
