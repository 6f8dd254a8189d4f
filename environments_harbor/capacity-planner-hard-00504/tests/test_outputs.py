import os
import subprocess

import pytest

import tg_guard
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

PROGRAM = '/opt/capacity/bin/planner'
COMPONENTS = ['fmt_json', 'obj_cost', 'zones', 'affinity', 'avoid', 'windows']
CASES = {'hidden1': {'best': 29,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 14,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['avx512'],
                                    'mem': 64,
                                    'name': 'srv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 64,
                                    'name': 'srv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 32,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['batch', 'ml']], 'headroom': 30, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 5,
                                        'end': 17,
                                        'gpu': 1,
                                        'mem': 4,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'ml',
                                        'start': 10,
                                        'with': 'cache-2'},
                                       {'cpu': 4,
                                        'end': 3,
                                        'gpu': 1,
                                        'mem': 18,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 28,
                                        'name': 'batch-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'batch',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 4,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 6,
                                        'gpu': 1,
                                        'mem': 15,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 3,
                                        'with': 'ml-2'},
                                       {'cpu': 5,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'ml',
                                        'start': 3,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "srv02", "cpu": 16, "zone": "b", "cost": 14},\n'
                      '  {"name": "srv04", "cpu": 16, "zone": "a", "cost": 11},\n'
                      '  {"name": "srv01", "cpu": 16, "zone": "a", "cost": 9},\n'
                      '  {"name": "srv03", "cpu": 16, "zone": "c", "cost": 9}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "ml-1", "service": "ml", "cpu": 5, "window": [10, 17], "with": "cache-2"},\n'
                      '  {"name": "batch-1", "service": "batch", "cpu": 4, "window": [0, 3]},\n'
                      '  {"name": "batch-3", "service": "batch", "cpu": 6, "window": [7, 14]},\n'
                      '  {"name": "batch-2", "service": "batch", "cpu": 6, "window": [0, 8]},\n'
                      '  {"name": "cache-2", "service": "cache", "cpu": 4, "window": [0, 4]},\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 5, "window": [3, 6], "with": "ml-2"},\n'
                      '  {"name": "ml-2", "service": "ml", "cpu": 5, "window": [3, 6]}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "avoid": [["batch", "ml"]]}}\n'},
 'hidden2': {'best': 23,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 4,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 8,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'srv05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'srv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'srv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['queue', 'web']], 'headroom': 20, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 2,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 12,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'web',
                                        'start': 9,
                                        'with': 'api-2'},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 19,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'queue',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'web',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 9,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'mail',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 10,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'queue',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 19,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 16,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "srv03", "cpu": 8, "zone": "a", "cost": 7},\n'
                      '  {"name": "srv01", "cpu": 4, "zone": "a", "cost": 8},\n'
                      '  {"name": "srv05", "cpu": 12, "zone": "a", "cost": 8},\n'
                      '  {"name": "srv02", "cpu": 12, "zone": "b", "cost": 8},\n'
                      '  {"name": "srv04", "cpu": 8, "zone": "b", "cost": 8}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "api-2", "service": "api", "cpu": 2, "window": [1, 7]},\n'
                      '  {"name": "web-2", "service": "web", "cpu": 3, "window": [9, 12], "with": "api-2"},\n'
                      '  {"name": "queue-3", "service": "queue", "cpu": 4, "window": [9, 13]},\n'
                      '  {"name": "web-1", "service": "web", "cpu": 1, "window": [1, 10]},\n'
                      '  {"name": "queue-1", "service": "queue", "cpu": 4, "window": [11, 16]},\n'
                      '  {"name": "mail-1", "service": "mail", "cpu": 4, "window": [1, 9]},\n'
                      '  {"name": "mail-2", "service": "mail", "cpu": 3, "window": [0, 10]},\n'
                      '  {"name": "queue-2", "service": "queue", "cpu": 3, "window": [2, 9]},\n'
                      '  {"name": "api-1", "service": "api", "cpu": 4, "window": [16, 19]}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "avoid": [["queue", "web"]]}}\n'},
 'hidden3': {'best': 39,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 64,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 13,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 32,
                                    'name': 'srv05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'srv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'srv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'log']], 'headroom': 20, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 5,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'auth',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'auth',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'cache',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'log',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 12,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'auth-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'auth',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'log',
                                        'start': 12,
                                        'with': 'cache-4'}]},
             'input': '{"hosts": [\n'
                      '  {"name": "srv01", "cpu": 16, "zone": "a", "cost": 8},\n'
                      '  {"name": "srv05", "cpu": 16, "zone": "b", "cost": 13},\n'
                      '  {"name": "srv02", "cpu": 16, "zone": "b", "cost": 9},\n'
                      '  {"name": "srv03", "cpu": 8, "zone": "c", "cost": 10},\n'
                      '  {"name": "srv04", "cpu": 16, "zone": "a", "cost": 12}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "auth-1", "service": "auth", "cpu": 5, "window": [5, 9]},\n'
                      '  {"name": "auth-2", "service": "auth", "cpu": 7, "window": [3, 7]},\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 2, "window": [9, 15]},\n'
                      '  {"name": "cache-4", "service": "cache", "cpu": 5, "window": [9, 14]},\n'
                      '  {"name": "log-3", "service": "log", "cpu": 6, "window": [7, 10]},\n'
                      '  {"name": "cache-2", "service": "cache", "cpu": 1, "window": [10, 16]},\n'
                      '  {"name": "cache-3", "service": "cache", "cpu": 2, "window": [3, 7]},\n'
                      '  {"name": "auth-3", "service": "auth", "cpu": 2, "window": [7, 12]},\n'
                      '  {"name": "log-1", "service": "log", "cpu": 2, "window": [4, 10]},\n'
                      '  {"name": "log-2", "service": "log", "cpu": 3, "window": [12, 20], "with": "cache-4"}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "avoid": [["auth", "log"]]}}\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'srv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 15,
                                    'cpu': 24,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 96,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'srv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'ml']], 'headroom': 10, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 4,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 18,
                                        'name': 'auth-5',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'auth',
                                        'start': 16,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 33,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'auth',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'auth-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'auth',
                                        'start': 19,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'ml-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'ml',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'auth-4',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'auth',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'ml',
                                        'start': 7,
                                        'with': 'auth-1'},
                                       {'cpu': 5,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'auth',
                                        'start': 11,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "srv04", "cpu": 16, "zone": "a", "cost": 9},\n'
                      '  {"name": "srv03", "cpu": 24, "zone": "c", "cost": 15},\n'
                      '  {"name": "srv02", "cpu": 16, "zone": "b", "cost": 12},\n'
                      '  {"name": "srv01", "cpu": 16, "zone": "a", "cost": 12}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "auth-5", "service": "auth", "cpu": 4, "window": [16, 19]},\n'
                      '  {"name": "auth-2", "service": "auth", "cpu": 7, "window": [9, 19]},\n'
                      '  {"name": "auth-3", "service": "auth", "cpu": 7, "window": [19, 21]},\n'
                      '  {"name": "ml-3", "service": "ml", "cpu": 6, "window": [9, 16]},\n'
                      '  {"name": "auth-4", "service": "auth", "cpu": 3, "window": [10, 16]},\n'
                      '  {"name": "ml-2", "service": "ml", "cpu": 4, "window": [0, 9]},\n'
                      '  {"name": "ml-1", "service": "ml", "cpu": 4, "window": [7, 11], "with": "auth-1"},\n'
                      '  {"name": "auth-1", "service": "auth", "cpu": 5, "window": [11, 15]}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "avoid": [["auth", "ml"]]}}\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
