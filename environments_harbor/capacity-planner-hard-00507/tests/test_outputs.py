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
COMPONENTS = ['fmt_text', 'obj_cost', 'res_vector', 'labels', 'windows', 'canonical']
CASES = {'hidden1': {'best': 15,
             'canonical': ['api-1 agent02',
                           'api-2 agent02',
                           'api-3 agent01',
                           'batch-1 agent01',
                           'batch-2 agent02',
                           'batch-3 agent02',
                           'cache-1 agent01',
                           'queue-1 agent02',
                           'queue-2 agent01'],
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 15,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 60,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 5,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 40,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 15,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 30,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 20,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['batch', 'queue'], ['cache', 'queue']],
                                   'headroom': 15,
                                   'per_host': 2,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'batch-2',
                                        'needs': 'avx512',
                                        'priority': 5,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'batch-3',
                                        'needs': 'avx512',
                                        'priority': 4,
                                        'service': 'batch',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'queue-2',
                                        'needs': 'ssd',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'batch-1',
                                        'needs': 'ssd',
                                        'priority': 9,
                                        'service': 'batch',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'api-2',
                                        'needs': 'avx512',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 14,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 17,
                                        'gpu': 1,
                                        'mem': 11,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 24,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'queue',
                                        'start': 17,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 23,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 16,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host agent03 cpu=15 mem=60 cost=8\n'
                      'host agent02 cpu=10 mem=40 gpu=2 cost=5 labels=avx512,ssd\n'
                      'host agent01 cpu=15 mem=30 cost=10 labels=nvme,ssd\n'
                      'host agent04 cpu=10 mem=20 cost=9 labels=nvme\n'
                      '# workloads\n'
                      'workload batch-2 cpu=2 mem=8 needs=avx512 window=0-9\n'
                      'workload batch-3 cpu=3 mem=11 needs=avx512 window=8-10\n'
                      'workload queue-2 cpu=5 mem=7 needs=ssd window=5-14\n'
                      'workload batch-1 cpu=3 mem=10 needs=ssd window=11-16\n'
                      'workload api-2 cpu=4 mem=9 needs=avx512 window=9-11\n'
                      'workload api-3 cpu=4 mem=10 window=14-19\n'
                      'workload api-1 cpu=3 mem=11 gpu=1 window=10-17\n'
                      'workload queue-1 cpu=2 mem=5 window=17-24\n'
                      'workload cache-1 cpu=4 mem=19 window=16-23\n'},
 'hidden2': {'best': 30,
             'canonical': ['batch-1 agent02',
                           'batch-2 agent05',
                           'batch-3 agent02',
                           'log-1 agent02',
                           'log-2 agent02',
                           'log-3 agent04',
                           'web-1 agent02',
                           'web-2 agent05',
                           'web-3 agent02'],
             'cluster': {'hosts': [{'cost': 10,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['nvme'],
                                    'mem': 48,
                                    'name': 'agent05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['ssd'],
                                    'mem': 48,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['batch', 'log'], ['batch', 'web']],
                                   'headroom': 25,
                                   'per_host': 2,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 18,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 14,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'web-2',
                                        'needs': 'nvme',
                                        'priority': 3,
                                        'service': 'web',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'web-3',
                                        'needs': 'ssd',
                                        'priority': 3,
                                        'service': 'web',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'batch-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'batch',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'batch',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 27,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'web',
                                        'start': 20,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'log',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'batch-2',
                                        'needs': 'nvme',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 7,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host agent01 cpu=12 mem=24 cost=10\n'
                      'host agent03 cpu=12 mem=24 gpu=2 cost=12\n'
                      'host agent05 cpu=12 mem=48 gpu=1 cost=12 labels=nvme\n'
                      'host agent04 cpu=12 mem=48 cost=9\n'
                      'host agent02 cpu=12 mem=48 gpu=2 cost=9 labels=ssd\n'
                      '# workloads\n'
                      'workload log-2 cpu=2 mem=3 gpu=1 window=14-18\n'
                      'workload web-2 cpu=7 mem=10 needs=nvme window=7-14\n'
                      'workload web-3 cpu=3 mem=9 needs=ssd window=5-12\n'
                      'workload batch-3 cpu=2 mem=1 window=13-19\n'
                      'workload batch-1 cpu=8 mem=13 window=10-20\n'
                      'workload log-1 cpu=4 mem=11 window=0-8\n'
                      'workload web-1 cpu=4 mem=5 window=20-27\n'
                      'workload log-3 cpu=4 mem=16 window=4-13\n'
                      'workload batch-2 cpu=4 mem=17 needs=nvme window=7-14\n'},
 'hidden3': {'best': 19,
             'canonical': ['cache-1 agent03',
                           'cache-2 agent03',
                           'cache-3 agent03',
                           'etl-1 agent03',
                           'mail-1 agent03',
                           'mail-2 agent03',
                           'mail-3 agent03',
                           'search-1 agent03',
                           'search-2 agent03',
                           'search-3 agent05'],
             'cluster': {'hosts': [{'cost': 12,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 18,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 36,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 24,
                                    'name': 'agent05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 6,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 12,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 48,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['cache', 'search']], 'headroom': 10, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 1,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'etl',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 6,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'search',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 16,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'mail-3',
                                        'needs': 'ssd',
                                        'priority': 9,
                                        'service': 'mail',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'search',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 10,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'search-1',
                                        'needs': 'ssd',
                                        'priority': 2,
                                        'service': 'search',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 23,
                                        'gpu': 1,
                                        'mem': 14,
                                        'name': 'cache-3',
                                        'needs': 'ssd',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 19,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'mail',
                                        'start': 5,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host agent01 cpu=12 mem=24 gpu=1 cost=12\n'
                      'host agent04 cpu=18 mem=36 cost=10 labels=ssd\n'
                      'host agent05 cpu=12 mem=24 cost=9 labels=avx512,ssd\n'
                      'host agent02 cpu=6 mem=12 cost=8 labels=nvme,ssd\n'
                      'host agent03 cpu=12 mem=48 gpu=2 cost=10 labels=nvme,ssd\n'
                      '# workloads\n'
                      'workload etl-1 cpu=1 mem=3 window=12-16\n'
                      'workload cache-2 cpu=3 mem=10 window=10-16\n'
                      'workload mail-2 cpu=3 mem=8 gpu=1 window=0-6\n'
                      'workload search-2 cpu=2 mem=9 window=6-13\n'
                      'workload cache-1 cpu=3 mem=12 window=16-18\n'
                      'workload mail-3 cpu=2 mem=4 needs=ssd window=12-19\n'
                      'workload search-3 cpu=5 mem=17 window=4-10\n'
                      'workload search-1 cpu=3 mem=7 gpu=1 needs=ssd window=2-10\n'
                      'workload cache-3 cpu=4 mem=14 gpu=1 needs=ssd window=19-23\n'
                      'workload mail-1 cpu=6 mem=14 window=5-11\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 10,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 24,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 4,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 8,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 16,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 5,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['etl', 'mail']], 'headroom': 10, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 3,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'mail-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'mail',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'etl-2',
                                        'needs': 'ssd',
                                        'priority': 4,
                                        'service': 'etl',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'mail',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 20,
                                        'gpu': 1,
                                        'mem': 4,
                                        'name': 'mail-2',
                                        'needs': 'nvme',
                                        'priority': 2,
                                        'service': 'mail',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'etl-4',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'etl',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 0,
                                        'name': 'etl-5',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'etl',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 4,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'etl',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 23,
                                        'gpu': 1,
                                        'mem': 0,
                                        'name': 'etl-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'etl',
                                        'start': 17,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host agent01 cpu=12 mem=24 gpu=2 cost=10 labels=nvme\n'
                      'host agent02 cpu=4 mem=8 cost=8\n'
                      'host agent03 cpu=8 mem=16 gpu=1 cost=9 labels=avx512,nvme\n'
                      'host agent04 cpu=8 mem=32 gpu=1 cost=5\n'
                      '# workloads\n'
                      'workload mail-3 cpu=3 mem=6 window=4-10\n'
                      'workload etl-2 cpu=3 mem=9 needs=ssd window=12-17\n'
                      'workload mail-1 cpu=2 mem=9 window=1-5\n'
                      'workload mail-2 cpu=2 mem=4 gpu=1 needs=nvme window=12-20\n'
                      'workload etl-4 cpu=2 mem=5 window=2-11\n'
                      'workload etl-5 cpu=1 window=5-7\n'
                      'workload etl-1 cpu=1 mem=3 window=2-4\n'
                      'workload etl-3 cpu=1 gpu=1 window=17-23\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
