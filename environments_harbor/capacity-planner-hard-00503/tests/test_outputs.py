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

PROGRAM = '/app/bin/capacity-plan'
COMPONENTS = ['fmt_text', 'obj_peak', 'anti_affinity', 'reserved', 'existing', 'windows']
CASES = {'hidden1': {'best': 5,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 6,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 6,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'node04',
                                    'reserved': {},
                                    'running': {'cpu': 3},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'mail']], 'headroom': 25, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 3,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'mail',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'search',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'mail',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'search',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'search-4',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'auth',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 5,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node03 cpu=8\n'
                      'host node01 cpu=8\n'
                      'host node02 cpu=8\n'
                      'host node04 cpu=8 running=cpu:3\n'
                      '# workloads\n'
                      'workload auth-1 service=auth cpu=3 window=0-5\n'
                      'workload mail-2 service=mail cpu=2 window=11-16\n'
                      'workload search-3 service=search cpu=4 window=8-13\n'
                      'workload mail-1 service=mail cpu=3 window=8-13\n'
                      'workload search-1 service=search cpu=1 window=4-9\n'
                      'workload search-4 service=search cpu=3 window=13-15\n'
                      'workload auth-2 service=auth cpu=3 window=2-11\n'
                      'workload search-2 service=search cpu=3 window=5-8\n'},
 'hidden2': {'best': 10,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 6,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'node02',
                                    'reserved': {'cpu': 2},
                                    'running': {'cpu': 3},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'node04',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['avx512'],
                                    'mem': 48,
                                    'name': 'node05',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 24,
                                    'name': 'node01',
                                    'reserved': {'cpu': 1},
                                    'running': {'cpu': 5},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 24,
                                    'name': 'node03',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['search', 'web']], 'headroom': 15, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 4,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'api',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 35,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'queue',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'search',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 4,
                                        'gpu': 0,
                                        'mem': 32,
                                        'name': 'api-4',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'api',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 16,
                                        'gpu': 1,
                                        'mem': 17,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'web',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 23,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 16,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 8,
                                        'gpu': 1,
                                        'mem': 16,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'api',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'api',
                                        'start': 10,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node02 cpu=12 reserved=cpu:2 running=cpu:3\n'
                      'host node04 cpu=12 reserved=cpu:3\n'
                      'host node05 cpu=12 reserved=cpu:3\n'
                      'host node01 cpu=12 reserved=cpu:1 running=cpu:5\n'
                      'host node03 cpu=12 reserved=cpu:2\n'
                      '# workloads\n'
                      'workload api-2 service=api cpu=4 window=3-10\n'
                      'workload queue-2 service=queue cpu=2 window=0-6\n'
                      'workload queue-3 service=queue cpu=8 window=3-11\n'
                      'workload search-1 service=search cpu=5 window=9-16\n'
                      'workload api-4 service=api cpu=8 window=2-4\n'
                      'workload web-1 service=web cpu=7 window=8-16\n'
                      'workload queue-1 service=queue cpu=5 window=16-23\n'
                      'workload api-1 service=api cpu=7 window=2-8\n'
                      'workload api-3 service=api cpu=7 window=10-16\n'},
 'hidden3': {'best': 6,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 6,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 12,
                                    'name': 'node04',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 48,
                                    'name': 'node01',
                                    'reserved': {'cpu': 1},
                                    'running': {'cpu': 1},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 24,
                                    'name': 'node03',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 48,
                                    'name': 'node02',
                                    'reserved': {'cpu': 2},
                                    'running': {'cpu': 6},
                                    'zone': 'b'},
                                   {'cost': 6,
                                    'cpu': 6,
                                    'gpu': 1,
                                    'labels': ['nvme'],
                                    'mem': 24,
                                    'name': 'node05',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['batch', 'etl']], 'headroom': 25, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'etl',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 22,
                                        'gpu': 1,
                                        'mem': 4,
                                        'name': 'etl-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'etl',
                                        'start': 14,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 3,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 12,
                                        'gpu': 1,
                                        'mem': 13,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'cache',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'batch',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'batch',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'batch-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'cache',
                                        'start': 8,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node04 cpu=6 reserved=cpu:2\n'
                      'host node01 cpu=12 reserved=cpu:1 running=cpu:1\n'
                      'host node03 cpu=12 reserved=cpu:1\n'
                      'host node02 cpu=12 reserved=cpu:2 running=cpu:6\n'
                      'host node05 cpu=6 reserved=cpu:2\n'
                      '# workloads\n'
                      'workload etl-2 service=etl cpu=2 window=7-10\n'
                      'workload etl-3 service=etl cpu=2 window=14-22\n'
                      'workload etl-1 service=etl cpu=4 window=0-3\n'
                      'workload cache-2 service=cache cpu=4 window=10-12\n'
                      'workload cache-1 service=cache cpu=5 window=4-7\n'
                      'workload cache-4 service=cache cpu=3 window=9-15\n'
                      'workload batch-2 service=batch cpu=3 window=12-17\n'
                      'workload batch-1 service=batch cpu=2 window=3-8\n'
                      'workload batch-3 service=batch cpu=3 window=0-6\n'
                      'workload cache-3 service=cache cpu=2 window=8-14\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 10,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 64,
                                    'name': 'node04',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 14,
                                    'cpu': 24,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 48,
                                    'name': 'node02',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'node03',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'node01',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['queue', 'web']], 'headroom': 25, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 12,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'web',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 49,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'web',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 11,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'db',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 11,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 31,
                                        'name': 'db-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'db',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 5,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 20,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'db',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 11,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 26,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'web',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 1,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node04 cpu=16 reserved=cpu:3\n'
                      'host node02 cpu=24 reserved=cpu:3\n'
                      'host node03 cpu=16 reserved=cpu:2\n'
                      'host node01 cpu=8 reserved=cpu:2\n'
                      '# workloads\n'
                      'workload web-3 service=web cpu=12 window=8-18\n'
                      'workload web-2 service=web cpu=10 window=10-19\n'
                      'workload db-1 service=db cpu=6 window=5-11\n'
                      'workload db-3 service=db cpu=11 window=3-11\n'
                      'workload queue-1 service=queue cpu=5 window=0-5\n'
                      'workload db-2 service=db cpu=5 window=8-13\n'
                      'workload web-1 service=web cpu=11 window=8-13\n'
                      'workload queue-2 service=queue cpu=7 window=1-6\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
