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
COMPONENTS = ['fmt_text', 'obj_peak', 'zones', 'affinity', 'headroom', 'existing', 'windows']
CASES = {'hidden1': {'best': 5,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 15,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 60,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 40,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 5,
                                    'cpu': 5,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 20,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'b'},
                                   {'cost': 5,
                                    'cpu': 5,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 20,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'cache']], 'headroom': 20, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 4,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'log',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 22,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'auth',
                                        'start': 19,
                                        'with': 'log-3'},
                                       {'cpu': 2,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 18,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 8,
                                        'gpu': 1,
                                        'mem': 24,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 18,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'auth',
                                        'start': 3,
                                        'with': 'cache-3'},
                                       {'cpu': 3,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'cache',
                                        'start': 11,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host agent04 cpu=15 zone=b\n'
                      'host agent03 cpu=10 zone=a\n'
                      'host agent02 cpu=5 zone=b running=cpu:1\n'
                      'host agent01 cpu=5 zone=a\n'
                      '# workloads\n'
                      'workload cache-3 service=cache cpu=4 window=11-19\n'
                      'workload log-3 service=log cpu=3 window=8-16\n'
                      'workload auth-2 service=auth cpu=1 window=19-22 with=log-3\n'
                      'workload cache-2 service=cache cpu=2 window=18-21\n'
                      'workload log-2 service=log cpu=5 window=3-8\n'
                      'workload log-1 service=log cpu=2 window=8-18\n'
                      'workload auth-1 service=auth cpu=3 window=3-9 with=cache-3\n'
                      'workload cache-1 service=cache cpu=3 window=11-20\n'
                      'rule zone_max=2\n'
                      'rule headroom=20\n'},
 'hidden2': {'best': 6,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 20,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {'cpu': 5},
                                    'zone': 'a'},
                                   {'cost': 5,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': ['nvme'],
                                    'mem': 40,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'c'},
                                   {'cost': 7,
                                    'cpu': 5,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 10,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 15,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 30,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {'cpu': 4},
                                    'zone': 'b'},
                                   {'cost': 6,
                                    'cpu': 5,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 20,
                                    'name': 'agent05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['cache', 'log']], 'headroom': 15, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 3,
                                        'end': 8,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'cache-5',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'log',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 9,
                                        'with': 'log-4'},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'log',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 6,
                                        'gpu': 1,
                                        'mem': 6,
                                        'name': 'log-4',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'log',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 19,
                                        'with': 'log-1'},
                                       {'cpu': 3,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 14,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host agent01 cpu=10 zone=a running=cpu:5\n'
                      'host agent03 cpu=10 zone=c running=cpu:1\n'
                      'host agent04 cpu=5 zone=a\n'
                      'host agent02 cpu=15 zone=b running=cpu:4\n'
                      'host agent05 cpu=5 zone=b\n'
                      '# workloads\n'
                      'workload cache-5 service=cache cpu=3 window=0-8\n'
                      'workload log-2 service=log cpu=2 window=9-11\n'
                      'workload cache-1 service=cache cpu=3 window=9-14 with=log-4\n'
                      'workload cache-2 service=cache cpu=2 window=11-13\n'
                      'workload log-3 service=log cpu=2 window=8-11\n'
                      'workload cache-3 service=cache cpu=4 window=11-19\n'
                      'workload log-4 service=log cpu=5 window=2-6\n'
                      'workload cache-4 service=cache cpu=2 window=19-21 with=log-1\n'
                      'workload log-1 service=log cpu=3 window=14-20\n'
                      'rule zone_max=2\n'
                      'rule headroom=15\n'},
 'hidden3': {'best': 6,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 5,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 40,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {'cpu': 2},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 20,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 40,
                                    'name': 'agent05',
                                    'reserved': {},
                                    'running': {'cpu': 4},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 20,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {'cpu': 2},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 20,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['cache', 'db']], 'headroom': 10, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 3,
                                        'end': 2,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'batch-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'batch',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'batch',
                                        'start': 10,
                                        'with': 'cache-2'},
                                       {'cpu': 5,
                                        'end': 22,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'api',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'batch',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'db',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'cache',
                                        'start': 5,
                                        'with': 'batch-3'},
                                       {'cpu': 2,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 11,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host agent01 cpu=10 zone=a running=cpu:2\n'
                      'host agent04 cpu=10 zone=a running=cpu:1\n'
                      'host agent05 cpu=10 zone=b running=cpu:4\n'
                      'host agent02 cpu=10 zone=b running=cpu:2\n'
                      'host agent03 cpu=10 zone=c\n'
                      '# workloads\n'
                      'workload api-3 service=api cpu=3 window=0-2\n'
                      'workload api-1 service=api cpu=3 window=7-12\n'
                      'workload cache-1 service=cache cpu=1 window=4-10\n'
                      'workload batch-3 service=batch cpu=3 window=2-9\n'
                      'workload batch-1 service=batch cpu=2 window=10-18 with=cache-2\n'
                      'workload api-2 service=api cpu=5 window=12-22\n'
                      'workload batch-2 service=batch cpu=5 window=4-11\n'
                      'workload db-1 service=db cpu=3 window=12-15\n'
                      'workload cache-3 service=cache cpu=3 window=5-13 with=batch-3\n'
                      'workload cache-2 service=cache cpu=2 window=11-18\n'
                      'rule zone_max=2\n'
                      'rule headroom=10\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {'cpu': 3},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['db', 'queue']], 'headroom': 20, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 5,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'db-4',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'db',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 10,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'queue',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'db-5',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'db',
                                        'start': 11,
                                        'with': 'queue-1'},
                                       {'cpu': 2,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'db',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'db',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'queue',
                                        'start': 14,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'db-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'db',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 19,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'queue',
                                        'start': 11,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host agent01 cpu=8 zone=a running=cpu:3\n'
                      'host agent03 cpu=8 zone=a\n'
                      'host agent02 cpu=8 zone=b\n'
                      'host agent04 cpu=8 zone=b\n'
                      '# workloads\n'
                      'workload db-4 service=db cpu=5 window=3-6\n'
                      'workload queue-3 service=queue cpu=3 window=7-10\n'
                      'workload db-5 service=db cpu=2 window=11-13 with=queue-1\n'
                      'workload db-2 service=db cpu=2 window=12-14\n'
                      'workload db-1 service=db cpu=4 window=7-17\n'
                      'workload queue-2 service=queue cpu=3 window=14-18\n'
                      'workload db-3 service=db cpu=4 window=1-7\n'
                      'workload queue-1 service=queue cpu=2 window=11-19\n'
                      'rule zone_max=2\n'
                      'rule headroom=20\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
