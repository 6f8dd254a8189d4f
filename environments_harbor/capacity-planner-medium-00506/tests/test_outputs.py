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
COMPONENTS = ['fmt_json', 'obj_peak', 'res_vector', 'labels', 'existing', 'canonical']
CASES = {'hidden1': {'best': 16,
             'canonical': ['auth-1 rn01',
                           'auth-2 rn01',
                           'log-1 rn03',
                           'log-2 rn01',
                           'log-3 rn02',
                           'log-4 rn02',
                           'log-5 rn01',
                           'log-6 rn03'],
             'cluster': {'hosts': [{'cost': 18,
                                    'cpu': 24,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {'cpu': 7},
                                    'zone': 'c'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['auth', 'log']], 'headroom': 20, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'log-5',
                                        'needs': 'ssd',
                                        'priority': 1,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'log-4',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'log-6',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 23,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "rn03", "cpu": 24, "mem": 48, "gpu": 1, "running": {"cpu": 7}},\n'
                      '  {"name": "rn01", "cpu": 16, "mem": 32, "gpu": 2, "labels": ["nvme", "ssd"]},\n'
                      '  {"name": "rn02", "cpu": 16, "mem": 32, "gpu": 1}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "log-5", "cpu": 6, "mem": 12, "needs": "ssd"},\n'
                      '  {"name": "auth-2", "cpu": 4, "mem": 7},\n'
                      '  {"name": "auth-1", "cpu": 3, "mem": 7},\n'
                      '  {"name": "log-4", "cpu": 4, "mem": 17},\n'
                      '  {"name": "log-6", "cpu": 4, "mem": 19},\n'
                      '  {"name": "log-3", "cpu": 3, "mem": 10},\n'
                      '  {"name": "log-2", "cpu": 1, "mem": 4},\n'
                      '  {"name": "log-1", "cpu": 5, "mem": 23, "gpu": 1}\n'
                      ' ],\n'
                      ' "rules": {}}\n'},
 'hidden2': {'best': 22,
             'canonical': ['batch-1 rn04',
                           'batch-2 rn03',
                           'log-1 rn04',
                           'log-2 rn03',
                           'log-3 rn03',
                           'log-4 rn04',
                           'log-5 rn02',
                           'search-1 rn01'],
             'cluster': {'hosts': [{'cost': 15,
                                    'cpu': 24,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 96,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 11,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {'cpu': 8},
                                    'zone': 'b'},
                                   {'cost': 12,
                                    'cpu': 24,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 48,
                                    'name': 'rn04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 64,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['batch', 'log']], 'headroom': 20, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'log-4',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 20,
                                        'name': 'search-1',
                                        'needs': 'ssd',
                                        'priority': 8,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 42,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 23,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'log-5',
                                        'needs': 'ssd',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "rn03", "cpu": 24, "mem": 96},\n'
                      '  {"name": "rn02", "cpu": 16, "mem": 32, "labels": ["nvme", "ssd"], "running": {"cpu": 8}},\n'
                      '  {"name": "rn04", "cpu": 24, "mem": 48, "labels": ["avx512", "nvme"]},\n'
                      '  {"name": "rn01", "cpu": 16, "mem": 64, "gpu": 1, "labels": ["avx512", "ssd"]}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "log-4", "cpu": 5, "mem": 9},\n'
                      '  {"name": "log-1", "cpu": 7, "mem": 9},\n'
                      '  {"name": "search-1", "cpu": 12, "mem": 20, "needs": "ssd"},\n'
                      '  {"name": "log-2", "cpu": 10, "mem": 42},\n'
                      '  {"name": "batch-2", "cpu": 7, "mem": 23},\n'
                      '  {"name": "log-3", "cpu": 5, "mem": 17},\n'
                      '  {"name": "batch-1", "cpu": 8, "mem": 12},\n'
                      '  {"name": "log-5", "cpu": 7, "mem": 14, "needs": "ssd"}\n'
                      ' ],\n'
                      ' "rules": {}}\n'},
 'hidden3': {'best': 9,
             'canonical': ['cache-1 rn01',
                           'cache-2 rn03',
                           'cache-3 rn01',
                           'log-1 rn01',
                           'log-2 rn02',
                           'log-3 rn01',
                           'ml-1 rn04',
                           'ml-2 rn02',
                           'web-1 rn02'],
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 4,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 8,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'c'},
                                   {'cost': 7,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 48,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 16,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 16,
                                    'name': 'rn04',
                                    'reserved': {},
                                    'running': {'cpu': 4},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['cache', 'ml']], 'headroom': 10, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'ml-1',
                                        'needs': 'ssd',
                                        'priority': 3,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'log-1',
                                        'needs': 'avx512',
                                        'priority': 4,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "rn03", "cpu": 4, "mem": 8, "gpu": 1, "labels": ["ssd"], "running": {"cpu": 1}},\n'
                      '  {"name": "rn01", "cpu": 12, "mem": 48, "gpu": 1, "labels": ["avx512", "nvme"]},\n'
                      '  {"name": "rn02", "cpu": 8, "mem": 16, "labels": ["nvme"]},\n'
                      '  {"name": "rn04", "cpu": 8, "mem": 16, "labels": ["ssd"], "running": {"cpu": 4}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "ml-1", "cpu": 3, "mem": 8, "needs": "ssd"},\n'
                      '  {"name": "cache-2", "cpu": 2, "mem": 8, "gpu": 1},\n'
                      '  {"name": "log-3", "cpu": 2, "mem": 6},\n'
                      '  {"name": "cache-3", "cpu": 2, "mem": 9},\n'
                      '  {"name": "log-1", "cpu": 1, "mem": 2, "needs": "avx512"},\n'
                      '  {"name": "ml-2", "cpu": 2, "mem": 7},\n'
                      '  {"name": "web-1", "cpu": 2, "mem": 4},\n'
                      '  {"name": "log-2", "cpu": 1, "mem": 2},\n'
                      '  {"name": "cache-1", "cpu": 4, "mem": 8, "gpu": 1}\n'
                      ' ],\n'
                      ' "rules": {}}\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 24,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 32,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {'cpu': 4},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'web']], 'headroom': 30, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 3,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 11,
                                        'name': 'web-4',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'auth-3',
                                        'needs': 'nvme',
                                        'priority': 9,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "rn03", "cpu": 12, "mem": 24, "labels": ["ssd"]},\n'
                      '  {"name": "rn02", "cpu": 8, "mem": 32, "labels": ["ssd"]},\n'
                      '  {"name": "rn01", "cpu": 8, "mem": 32, "running": {"cpu": 4}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "web-4", "cpu": 3, "mem": 11, "gpu": 1},\n'
                      '  {"name": "web-1", "cpu": 2, "mem": 9, "gpu": 1},\n'
                      '  {"name": "web-2", "cpu": 1, "mem": 1},\n'
                      '  {"name": "web-3", "cpu": 1, "mem": 2},\n'
                      '  {"name": "auth-2", "cpu": 2, "mem": 4},\n'
                      '  {"name": "auth-3", "cpu": 3, "mem": 4, "needs": "nvme"},\n'
                      '  {"name": "auth-1", "cpu": 1, "mem": 1}\n'
                      ' ],\n'
                      ' "rules": {}}\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
