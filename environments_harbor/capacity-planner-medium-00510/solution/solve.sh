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
PY
cat >> /app/tools/binpack <<'PY'
LABEL = "hosts"
def score(hosts, on, out): return sum(1 for h in hosts if on[h["name"]] or busy(h))
def show(v, wls): return v
def host_order(hosts): return sorted(hosts, key=lambda h: (not busy(h), -h["cpu"], h["name"]))  # big hosts first
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
_demand = used
def used(h, ws, r): return _demand(h, ws, r) + h["running"].get(r, 0)
def busy(h): return any(h["running"].values())
PY
cat >> /app/tools/binpack <<'PY'
def order(wls): return sorted(wls, key=lambda w: w["name"])
def host_order(hosts): return sorted(hosts, key=lambda h: h["name"])
PY
cat >> /app/tools/binpack <<'PY'
if __name__ == "__main__":
    sys.stdout.write(plan(sys.stdin.read()))
PY
chmod 755 /app/tools/binpack
