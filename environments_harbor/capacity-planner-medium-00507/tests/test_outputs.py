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

PROGRAM = '/app/tools/binpack'
COMPONENTS = ['fmt_json', 'obj_peak', 'zones', 'existing', 'windows']
CASES = {'hidden1': {'best': 4,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 5,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['ssd'],
                                    'mem': 40,
                                    'name': 'hv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 5,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 20,
                                    'name': 'hv02',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'b'},
                                   {'cost': 7,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 40,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['api', 'search']], 'headroom': 25, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 4,
                                        'end': 22,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 17,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 23,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 17,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'search',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'api-4',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'api',
                                        'start': 7,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "hv01", "cpu": 10, "zone": "a"},\n'
                      '  {"name": "hv02", "cpu": 5, "zone": "b", "running": {"cpu": 1}},\n'
                      '  {"name": "hv03", "cpu": 10, "zone": "c", "running": {"cpu": 1}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "api-1", "service": "api", "cpu": 4, "window": [17, 22]},\n'
                      '  {"name": "search-2", "service": "search", "cpu": 2, "window": [11, 17]},\n'
                      '  {"name": "api-2", "service": "api", "cpu": 1, "window": [8, 10]},\n'
                      '  {"name": "api-3", "service": "api", "cpu": 1, "window": [10, 13]},\n'
                      '  {"name": "search-3", "service": "search", "cpu": 3, "window": [17, 23]},\n'
                      '  {"name": "search-1", "service": "search", "cpu": 2, "window": [11, 17]},\n'
                      '  {"name": "api-4", "service": "api", "cpu": 3, "window": [7, 13]}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2}}\n'},
 'hidden2': {'best': 10,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 10,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 16,
                                    'name': 'hv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 64,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 14,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'hv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'hv02',
                                    'reserved': {},
                                    'running': {'cpu': 4},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['batch', 'ml'], ['ml', 'queue']],
                                   'headroom': 10,
                                   'per_host': 2,
                                   'zone_max': 2},
                         'workloads': [{'cpu': 4,
                                        'end': 17,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'batch',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 23,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'web',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'web-4',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'web',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'queue',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 24,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'batch',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'ml',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 21,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'web',
                                        'start': 15,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "hv04", "cpu": 8, "zone": "b"},\n'
                      '  {"name": "hv03", "cpu": 16, "zone": "a"},\n'
                      '  {"name": "hv01", "cpu": 16, "zone": "a"},\n'
                      '  {"name": "hv02", "cpu": 8, "zone": "b", "running": {"cpu": 4}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "batch-1", "service": "batch", "cpu": 4, "window": [9, 17]},\n'
                      '  {"name": "web-3", "service": "web", "cpu": 6, "window": [8, 10]},\n'
                      '  {"name": "web-4", "service": "web", "cpu": 4, "window": [10, 12]},\n'
                      '  {"name": "queue-1", "service": "queue", "cpu": 6, "window": [7, 9]},\n'
                      '  {"name": "batch-2", "service": "batch", "cpu": 5, "window": [12, 14]},\n'
                      '  {"name": "ml-1", "service": "ml", "cpu": 5, "window": [5, 15]},\n'
                      '  {"name": "web-2", "service": "web", "cpu": 5, "window": [4, 12]},\n'
                      '  {"name": "web-1", "service": "web", "cpu": 1, "window": [15, 21]}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2}}\n'},
 'hidden3': {'best': 7,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 11,
                                    'cpu': 18,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 36,
                                    'name': 'hv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 11,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 12,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 48,
                                    'name': 'hv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'hv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['cache', 'mail']], 'headroom': 25, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 3,
                                        'end': 17,
                                        'gpu': 1,
                                        'mem': 10,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 10,
                                        'gpu': 1,
                                        'mem': 15,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'mail',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 11,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 8,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'mail',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 12,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'cache',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'cache-5',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'api',
                                        'start': 5,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "hv01", "cpu": 18, "zone": "a"},\n'
                      '  {"name": "hv03", "cpu": 12, "zone": "c"},\n'
                      '  {"name": "hv04", "cpu": 12, "zone": "a"},\n'
                      '  {"name": "hv02", "cpu": 12, "zone": "b"}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 3, "window": [7, 17]},\n'
                      '  {"name": "mail-1", "service": "mail", "cpu": 6, "window": [3, 10]},\n'
                      '  {"name": "cache-4", "service": "cache", "cpu": 5, "window": [3, 7]},\n'
                      '  {"name": "cache-2", "service": "cache", "cpu": 7, "window": [8, 11]},\n'
                      '  {"name": "mail-2", "service": "mail", "cpu": 2, "window": [3, 8]},\n'
                      '  {"name": "cache-3", "service": "cache", "cpu": 5, "window": [6, 12]},\n'
                      '  {"name": "cache-5", "service": "cache", "cpu": 2, "window": [10, 18]},\n'
                      '  {"name": "api-1", "service": "api", "cpu": 5, "window": [1, 5]},\n'
                      '  {"name": "api-2", "service": "api", "cpu": 2, "window": [5, 12]}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2}}\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 15,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 30,
                                    'name': 'hv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 20,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {'cpu': 2},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 40,
                                    'name': 'hv01',
                                    'reserved': {},
                                    'running': {'cpu': 3},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['api', 'log'], ['cache', 'log']],
                                   'headroom': 10,
                                   'per_host': 2,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 3,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'log-4',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 23,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'log',
                                        'start': 20,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'log',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'api',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'log',
                                        'start': 1,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "hv02", "cpu": 15, "zone": "b"},\n'
                      '  {"name": "hv03", "cpu": 10, "zone": "a", "running": {"cpu": 2}},\n'
                      '  {"name": "hv01", "cpu": 10, "zone": "a", "running": {"cpu": 3}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "log-4", "service": "log", "cpu": 3, "window": [9, 18]},\n'
                      '  {"name": "api-2", "service": "api", "cpu": 3, "window": [8, 16]},\n'
                      '  {"name": "log-2", "service": "log", "cpu": 5, "window": [20, 23]},\n'
                      '  {"name": "log-3", "service": "log", "cpu": 4, "window": [4, 9]},\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 3, "window": [7, 15]},\n'
                      '  {"name": "api-1", "service": "api", "cpu": 2, "window": [10, 20]},\n'
                      '  {"name": "log-1", "service": "log", "cpu": 4, "window": [1, 7]}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 1}}\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
