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

PROGRAM = '/srv/ops/bin/placement'
COMPONENTS = ['fmt_json', 'obj_value', 'res_vector', 'affinity', 'labels', 'reserved', 'windows']
CASES = {'hidden1': {'best': 23,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 14,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['avx512'],
                                    'mem': 64,
                                    'name': 'node03',
                                    'reserved': {'cpu': 3, 'mem': 1},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 64,
                                    'name': 'node02',
                                    'reserved': {'cpu': 2, 'mem': 3},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 14,
                                    'cpu': 24,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 96,
                                    'name': 'node01',
                                    'reserved': {'cpu': 1, 'mem': 3},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 64,
                                    'name': 'node04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['cache', 'ml'], ['cache', 'queue']],
                                   'headroom': 10,
                                   'per_host': 2,
                                   'zone_max': 2},
                         'workloads': [{'cpu': 9,
                                        'end': 18,
                                        'gpu': 1,
                                        'mem': 27,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 8,
                                        'with': 'ml-2'},
                                       {'cpu': 16,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'batch',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 16,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'queue-1',
                                        'needs': 'ssd',
                                        'priority': 1,
                                        'service': 'queue',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 11,
                                        'end': 4,
                                        'gpu': 0,
                                        'mem': 29,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 28,
                                        'name': 'cache-2',
                                        'needs': 'ssd',
                                        'priority': 4,
                                        'service': 'cache',
                                        'start': 16,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 21,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'cache',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 16,
                                        'gpu': 1,
                                        'mem': 10,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'batch',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 9,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 34,
                                        'name': 'ml-2',
                                        'needs': 'avx512',
                                        'priority': 6,
                                        'service': 'ml',
                                        'start': 11,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node03", "cpu": 16, "mem": 64, "gpu": 1, "labels": ["avx512"], "reserved": {"cpu": '
                      '3, "mem": 1}},\n'
                      '  {"name": "node02", "cpu": 16, "mem": 64, "labels": ["nvme"], "reserved": {"cpu": 2, "mem": '
                      '3}},\n'
                      '  {"name": "node01", "cpu": 24, "mem": 96, "labels": ["avx512", "nvme"], "reserved": {"cpu": 1, '
                      '"mem": 3}},\n'
                      '  {"name": "node04", "cpu": 16, "mem": 64, "gpu": 1, "labels": ["nvme", "ssd"]}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "cache-3", "cpu": 9, "mem": 27, "gpu": 1, "window": [8, 18], "priority": 5, "with": '
                      '"ml-2"},\n'
                      '  {"name": "batch-1", "cpu": 16, "mem": 17, "window": [4, 9], "priority": 6},\n'
                      '  {"name": "queue-1", "cpu": 16, "mem": 12, "needs": "ssd", "window": [11, 13], "priority": '
                      '1},\n'
                      '  {"name": "ml-1", "cpu": 11, "mem": 29, "window": [0, 4], "priority": 5},\n'
                      '  {"name": "cache-2", "cpu": 10, "mem": 28, "needs": "ssd", "window": [16, 19], "priority": '
                      '4},\n'
                      '  {"name": "cache-1", "cpu": 5, "mem": 21, "window": [8, 17], "priority": 3},\n'
                      '  {"name": "batch-2", "cpu": 10, "mem": 10, "gpu": 1, "window": [11, 16], "priority": 4},\n'
                      '  {"name": "ml-2", "cpu": 9, "mem": 34, "needs": "avx512", "window": [11, 18], "priority": 6}\n'
                      ' ],\n'
                      ' "rules": {}}\n'},
 'hidden2': {'best': 34,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'node03',
                                    'reserved': {'cpu': 2, 'mem': 3},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'node04',
                                    'reserved': {'cpu': 2, 'mem': 4},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 16,
                                    'name': 'node05',
                                    'reserved': {'cpu': 1, 'mem': 1},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'node01',
                                    'reserved': {'cpu': 2, 'mem': 1},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['cache', 'search'], ['mail', 'search']],
                                   'headroom': 10,
                                   'per_host': 2,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 8,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 28,
                                        'name': 'search-3',
                                        'needs': 'ssd',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 18,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'ml',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'ml',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 4,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'search-2',
                                        'needs': 'nvme',
                                        'priority': 6,
                                        'service': 'search',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'mail',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'cache',
                                        'start': 14,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'search',
                                        'start': 10,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node03", "cpu": 8, "mem": 32, "labels": ["avx512", "ssd"], "reserved": {"cpu": 2, '
                      '"mem": 3}},\n'
                      '  {"name": "node04", "cpu": 8, "mem": 16, "gpu": 1, "reserved": {"cpu": 2, "mem": 4}},\n'
                      '  {"name": "node05", "cpu": 8, "mem": 16, "labels": ["avx512", "nvme"], "reserved": {"cpu": 1, '
                      '"mem": 1}},\n'
                      '  {"name": "node01", "cpu": 8, "mem": 32, "labels": ["avx512", "ssd"], "reserved": {"cpu": 2, '
                      '"mem": 1}},\n'
                      '  {"name": "node02", "cpu": 8, "mem": 32, "labels": ["nvme"]}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "cache-2", "cpu": 8, "mem": 11, "window": [9, 14], "priority": 9},\n'
                      '  {"name": "cache-1", "cpu": 6, "mem": 16, "window": [11, 14], "priority": 5},\n'
                      '  {"name": "search-3", "cpu": 6, "mem": 28, "needs": "ssd", "window": [4, 12], "priority": 3},\n'
                      '  {"name": "ml-1", "cpu": 8, "mem": 18, "window": [1, 11], "priority": 8},\n'
                      '  {"name": "ml-2", "cpu": 8, "mem": 16, "window": [6, 12], "priority": 1},\n'
                      '  {"name": "search-2", "cpu": 6, "mem": 15, "needs": "nvme", "window": [2, 4], "priority": 6},\n'
                      '  {"name": "mail-1", "cpu": 2, "mem": 3, "window": [13, 20], "priority": 4},\n'
                      '  {"name": "cache-3", "cpu": 3, "mem": 11, "window": [14, 20], "priority": 2},\n'
                      '  {"name": "search-1", "cpu": 4, "mem": 12, "gpu": 1, "window": [10, 13], "priority": 5}\n'
                      ' ],\n'
                      ' "rules": {}}\n'},
 'hidden3': {'best': 18,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 20,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 20,
                                    'name': 'node01',
                                    'reserved': {'cpu': 2, 'mem': 2},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 5,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 40,
                                    'name': 'node05',
                                    'reserved': {'cpu': 2, 'mem': 1},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 40,
                                    'name': 'node03',
                                    'reserved': {'cpu': 1, 'mem': 1},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 5,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 40,
                                    'name': 'node04',
                                    'reserved': {'cpu': 3, 'mem': 1},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['cache', 'mail']], 'headroom': 25, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 5,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'auth-3',
                                        'needs': 'avx512',
                                        'priority': 2,
                                        'service': 'auth',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 4,
                                        'name': 'cache-1',
                                        'needs': 'avx512',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 30,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'auth',
                                        'start': 14,
                                        'with': 'mail-1'},
                                       {'cpu': 9,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 22,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 20,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'mail',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 12,
                                        'gpu': 1,
                                        'mem': 5,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'mail',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 10,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'auth-2',
                                        'needs': 'ssd',
                                        'priority': 9,
                                        'service': 'auth',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 9,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 21,
                                        'name': 'cache-2',
                                        'needs': 'avx512',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'db',
                                        'start': 9,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node02", "cpu": 10, "mem": 20, "gpu": 2, "labels": ["avx512", "nvme"]},\n'
                      '  {"name": "node01", "cpu": 10, "mem": 20, "labels": ["ssd"], "reserved": {"cpu": 2, "mem": '
                      '2}},\n'
                      '  {"name": "node05", "cpu": 10, "mem": 40, "gpu": 1, "labels": ["avx512", "nvme"], "reserved": '
                      '{"cpu": 2, "mem": 1}},\n'
                      '  {"name": "node03", "cpu": 10, "mem": 40, "gpu": 1, "labels": ["avx512", "ssd"], "reserved": '
                      '{"cpu": 1, "mem": 1}},\n'
                      '  {"name": "node04", "cpu": 10, "mem": 40, "gpu": 2, "labels": ["nvme"], "reserved": {"cpu": 3, '
                      '"mem": 1}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "auth-3", "cpu": 5, "mem": 19, "needs": "avx512", "window": [8, 16], "priority": '
                      '2},\n'
                      '  {"name": "cache-1", "cpu": 7, "mem": 4, "gpu": 1, "needs": "avx512", "window": [7, 14], '
                      '"priority": 1},\n'
                      '  {"name": "cache-3", "cpu": 10, "mem": 30, "window": [9, 14], "priority": 1},\n'
                      '  {"name": "auth-1", "cpu": 6, "mem": 12, "window": [14, 19], "priority": 2, "with": '
                      '"mail-1"},\n'
                      '  {"name": "cache-4", "cpu": 9, "mem": 22, "window": [6, 10], "priority": 9},\n'
                      '  {"name": "mail-1", "cpu": 7, "mem": 20, "window": [13, 18], "priority": 9},\n'
                      '  {"name": "mail-2", "cpu": 2, "mem": 5, "gpu": 1, "window": [9, 12], "priority": 4},\n'
                      '  {"name": "auth-2", "cpu": 10, "mem": 12, "gpu": 1, "needs": "ssd", "window": [4, 10], '
                      '"priority": 9},\n'
                      '  {"name": "cache-2", "cpu": 9, "mem": 21, "needs": "avx512", "window": [7, 13], "priority": '
                      '6},\n'
                      '  {"name": "db-1", "cpu": 4, "mem": 11, "window": [9, 13], "priority": 2}\n'
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
