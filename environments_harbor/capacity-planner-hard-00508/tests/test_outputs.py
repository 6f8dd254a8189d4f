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
COMPONENTS = ['fmt_text', 'obj_cost', 'avoid', 'labels', 'per_host', 'reserved', 'windows']
CASES = {'hidden1': {'best': 24,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 20,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 15,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 30,
                                    'name': 'srv02',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 40,
                                    'name': 'srv04',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['ssd'],
                                    'mem': 20,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'etl']], 'headroom': 10, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 1,
                                        'end': 3,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'log-2',
                                        'needs': 'nvme',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'log',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'auth',
                                        'start': 17,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 11,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'etl-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'etl',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'etl-1',
                                        'needs': 'avx512',
                                        'priority': 5,
                                        'service': 'etl',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 24,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'log',
                                        'start': 19,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'etl',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 19,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'queue-1',
                                        'needs': 'nvme',
                                        'priority': 6,
                                        'service': 'queue',
                                        'start': 11,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host srv03 cpu=10 cost=7 labels=nvme\n'
                      'host srv02 cpu=15 cost=9 labels=avx512,ssd reserved=cpu:2\n'
                      'host srv04 cpu=10 cost=8 labels=avx512,ssd reserved=cpu:2\n'
                      'host srv01 cpu=10 cost=11 labels=ssd\n'
                      '# workloads\n'
                      'workload log-2 service=log cpu=1 needs=nvme window=1-3\n'
                      'workload log-3 service=log cpu=2 window=3-5\n'
                      'workload auth-1 service=auth cpu=4 window=17-21\n'
                      'workload etl-3 service=etl cpu=3 window=6-11\n'
                      'workload etl-1 service=etl cpu=3 needs=avx512 window=12-17\n'
                      'workload log-1 service=log cpu=4 window=19-24\n'
                      'workload etl-2 service=etl cpu=2 window=4-6\n'
                      'workload queue-1 service=queue cpu=3 needs=nvme window=11-19\n'
                      'rule avoid=auth+etl\n'
                      'rule per_host=3\n'},
 'hidden2': {'best': 28,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 4,
                                    'cpu': 6,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 12,
                                    'name': 'srv04',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 18,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 72,
                                    'name': 'srv03',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 6,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 12,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 6,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 12,
                                    'name': 'srv02',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 48,
                                    'name': 'srv05',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['batch', 'mail'], ['batch', 'web']],
                                   'headroom': 25,
                                   'per_host': 3,
                                   'zone_max': 2},
                         'workloads': [{'cpu': 1,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 0,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 6,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'mail-1',
                                        'needs': 'ssd',
                                        'priority': 9,
                                        'service': 'mail',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 20,
                                        'gpu': 1,
                                        'mem': 10,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'web',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'web-2',
                                        'needs': 'ssd',
                                        'priority': 1,
                                        'service': 'web',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 22,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 20,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'cache-2',
                                        'needs': 'ssd',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'web',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host srv04 cpu=6 cost=4 reserved=cpu:3\n'
                      'host srv03 cpu=18 cost=11 reserved=cpu:2\n'
                      'host srv01 cpu=6 cost=7\n'
                      'host srv02 cpu=6 cost=7 labels=avx512 reserved=cpu:2\n'
                      'host srv05 cpu=12 cost=10 labels=nvme,ssd reserved=cpu:3\n'
                      '# workloads\n'
                      'workload cache-4 service=cache cpu=1 window=13-18\n'
                      'workload cache-3 service=cache cpu=3 window=8-13\n'
                      'workload mail-1 service=mail cpu=2 needs=ssd window=3-13\n'
                      'workload web-1 service=web cpu=3 window=10-20\n'
                      'workload web-2 service=web cpu=2 needs=ssd window=8-13\n'
                      'workload cache-1 service=cache cpu=4 window=20-22\n'
                      'workload cache-2 service=cache cpu=4 needs=ssd window=0-8\n'
                      'workload web-3 service=web cpu=4 window=11-18\n'
                      'workload batch-1 service=batch cpu=3 window=0-10\n'
                      'rule avoid=batch+mail,batch+web\n'
                      'rule per_host=3\n'},
 'hidden3': {'best': 28,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 6,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 48,
                                    'name': 'srv01',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 4,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 16,
                                    'name': 'srv02',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 32,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 24,
                                    'name': 'srv04',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 6,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'srv05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['ml', 'web']], 'headroom': 30, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 3,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'queue-4',
                                        'needs': 'avx512',
                                        'priority': 3,
                                        'service': 'queue',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 11,
                                        'gpu': 1,
                                        'mem': 1,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 20,
                                        'gpu': 1,
                                        'mem': 10,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'ml',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'web',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'queue',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 18,
                                        'name': 'queue-5',
                                        'needs': 'nvme',
                                        'priority': 8,
                                        'service': 'queue',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'queue-3',
                                        'needs': 'avx512',
                                        'priority': 6,
                                        'service': 'queue',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'web-2',
                                        'needs': 'nvme',
                                        'priority': 2,
                                        'service': 'web',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'ml',
                                        'start': 5,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host srv01 cpu=12 cost=6 labels=nvme,ssd reserved=cpu:1\n'
                      'host srv02 cpu=4 cost=4 labels=avx512,ssd reserved=cpu:3\n'
                      'host srv03 cpu=8 cost=8 labels=ssd\n'
                      'host srv04 cpu=12 cost=12 labels=avx512,ssd reserved=cpu:1\n'
                      'host srv05 cpu=8 cost=6 labels=nvme,ssd\n'
                      '# workloads\n'
                      'workload queue-4 service=queue cpu=3 needs=avx512 window=9-19\n'
                      'workload queue-1 service=queue cpu=1 window=6-11\n'
                      'workload ml-1 service=ml cpu=3 window=11-20\n'
                      'workload web-1 service=web cpu=1 window=9-13\n'
                      'workload queue-2 service=queue cpu=2 window=5-11\n'
                      'workload queue-5 service=queue cpu=4 needs=nvme window=9-18\n'
                      'workload web-3 service=web cpu=2 window=1-5\n'
                      'workload queue-3 service=queue cpu=4 needs=avx512 window=5-12\n'
                      'workload web-2 service=web cpu=3 needs=nvme window=11-16\n'
                      'workload ml-2 service=ml cpu=4 window=5-8\n'
                      'rule avoid=ml+web\n'
                      'rule per_host=3\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 13,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'srv03',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 13,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 32,
                                    'name': 'srv04',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 64,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 32,
                                    'name': 'srv02',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['auth', 'web'], ['mail', 'web']],
                                   'headroom': 20,
                                   'per_host': 2,
                                   'zone_max': 2},
                         'workloads': [{'cpu': 2,
                                        'end': 12,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'web-2',
                                        'needs': 'ssd',
                                        'priority': 9,
                                        'service': 'web',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 20,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'mail',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'web-1',
                                        'needs': 'avx512',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'web-3',
                                        'needs': 'nvme',
                                        'priority': 4,
                                        'service': 'web',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 19,
                                        'gpu': 1,
                                        'mem': 20,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'mail',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 21,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'ml-1',
                                        'needs': 'nvme',
                                        'priority': 1,
                                        'service': 'ml',
                                        'start': 18,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'auth',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'auth',
                                        'start': 4,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host srv03 cpu=16 cost=13 reserved=cpu:3\n'
                      'host srv04 cpu=16 cost=13 labels=avx512 reserved=cpu:2\n'
                      'host srv01 cpu=16 cost=10 labels=avx512,ssd\n'
                      'host srv02 cpu=16 cost=9 labels=ssd reserved=cpu:3\n'
                      '# workloads\n'
                      'workload web-2 service=web cpu=2 needs=ssd window=10-12\n'
                      'workload mail-1 service=mail cpu=8 window=3-6\n'
                      'workload web-1 service=web cpu=4 needs=avx512 window=9-18\n'
                      'workload web-3 service=web cpu=5 needs=nvme window=5-7\n'
                      'workload mail-2 service=mail cpu=5 window=12-19\n'
                      'workload ml-1 service=ml cpu=4 needs=nvme window=18-21\n'
                      'workload auth-1 service=auth cpu=4 window=6-13\n'
                      'workload auth-2 service=auth cpu=2 window=4-14\n'
                      'rule avoid=auth+web,mail+web\n'
                      'rule per_host=2\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
