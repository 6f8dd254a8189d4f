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
COMPONENTS = ['fmt_text', 'obj_peak', 'affinity', 'avoid', 'windows', 'canonical']
CASES = {'hidden1': {'best': 3,
             'canonical': ['search-1 rn01',
                           'search-2 rn01',
                           'search-3 rn02',
                           'search-4 rn02',
                           'web-1 rn03',
                           'web-2 rn03',
                           'web-3 rn04',
                           'web-4 rn04',
                           'web-5 rn04'],
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 16,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 4,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 8,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'rn04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 6,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['search', 'web']], 'headroom': 30, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 3,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'search',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'web-5',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'web',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'web',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 3,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 4,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'web',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'web-4',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'web',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'search',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'search-4',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 11,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host rn03 cpu=8\n'
                      'host rn01 cpu=4\n'
                      'host rn04 cpu=8\n'
                      'host rn02 cpu=8\n'
                      '# workloads\n'
                      'workload search-2 service=search cpu=3 window=9-16\n'
                      'workload web-5 service=web cpu=2 window=3-5\n'
                      'workload web-3 service=web cpu=2 window=5-12\n'
                      'workload search-3 service=search cpu=3 window=1-3\n'
                      'workload web-2 service=web cpu=2 window=2-4\n'
                      'workload web-4 service=web cpu=2 window=12-19\n'
                      'workload search-1 service=search cpu=2 window=1-5\n'
                      'workload search-4 service=search cpu=2 window=10-14\n'
                      'workload web-1 service=web cpu=2 window=11-15\n'
                      'rule avoid=search+web\n'},
 'hidden2': {'best': 4,
             'canonical': ['etl-1 rn01',
                           'etl-2 rn01',
                           'etl-3 rn01',
                           'etl-4 rn02',
                           'log-1 rn01',
                           'log-2 rn02',
                           'log-3 rn02',
                           'log-4 rn03',
                           'mail-1 rn04'],
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'rn04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 3,
                                    'cpu': 4,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 8,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 32,
                                    'name': 'rn05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['etl', 'mail'], ['log', 'mail']],
                                   'headroom': 20,
                                   'per_host': 3,
                                   'zone_max': 2},
                         'workloads': [{'cpu': 2,
                                        'end': 4,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'etl',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'etl-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'etl',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'etl',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'etl-4',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'etl',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'log',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'log',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'log-4',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 4,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host rn04 cpu=8\n'
                      'host rn01 cpu=12\n'
                      'host rn02 cpu=4\n'
                      'host rn03 cpu=8\n'
                      'host rn05 cpu=8\n'
                      '# workloads\n'
                      'workload etl-2 service=etl cpu=2 window=1-4\n'
                      'workload mail-1 service=mail cpu=4 window=0-5\n'
                      'workload log-1 service=log cpu=1 window=6-12\n'
                      'workload etl-3 service=etl cpu=3 window=9-16\n'
                      'workload etl-1 service=etl cpu=2 window=1-9\n'
                      'workload etl-4 service=etl cpu=2 window=12-14\n'
                      'workload log-3 service=log cpu=2 window=5-10\n'
                      'workload log-2 service=log cpu=2 window=5-13\n'
                      'workload log-4 service=log cpu=3 window=4-8\n'
                      'rule avoid=etl+mail,log+mail\n'},
 'hidden3': {'best': 4,
             'canonical': ['api-1 rn01',
                           'api-2 rn01',
                           'api-3 rn02',
                           'api-4 rn02',
                           'api-5 rn02',
                           'api-6 rn03',
                           'api-7 rn03',
                           'batch-1 rn04',
                           'batch-2 rn04',
                           'batch-3 rn05'],
             'cluster': {'hosts': [{'cost': 5,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['ssd'],
                                    'mem': 16,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 5,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 16,
                                    'name': 'rn05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 16,
                                    'name': 'rn04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['api', 'batch']], 'headroom': 25, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 12,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-4',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'batch-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 8,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'batch',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'api-5',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'batch',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'api-7',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'api',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'api-6',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'api',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 23,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'api',
                                        'start': 19,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host rn01 cpu=8\n'
                      'host rn03 cpu=8\n'
                      'host rn05 cpu=8\n'
                      'host rn02 cpu=8\n'
                      'host rn04 cpu=8\n'
                      '# workloads\n'
                      'workload api-3 service=api cpu=2 window=8-12\n'
                      'workload api-4 service=api cpu=2 window=12-20\n'
                      'workload batch-3 service=batch cpu=2 window=12-15\n'
                      'workload batch-2 service=batch cpu=2 window=3-8\n'
                      'workload api-5 service=api cpu=2 window=10-14\n'
                      'workload batch-1 service=batch cpu=3 window=12-19\n'
                      'workload api-7 service=api cpu=3 window=11-13\n'
                      'workload api-2 service=api cpu=4 window=10-14\n'
                      'workload api-6 service=api cpu=2 window=4-11\n'
                      'workload api-1 service=api cpu=3 window=19-23\n'
                      'rule avoid=api+batch\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 16,
                                    'name': 'rn04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['api', 'cache']], 'headroom': 25, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 5,
                                        'end': 15,
                                        'gpu': 1,
                                        'mem': 10,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'api',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 24,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 18,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'api-4',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'api',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'cache',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 18,
                                        'gpu': 1,
                                        'mem': 14,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'cache',
                                        'start': 9,
                                        'with': 'api-2'},
                                       {'cpu': 3,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 11,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host rn04 cpu=8\n'
                      'host rn03 cpu=8\n'
                      'host rn02 cpu=16\n'
                      'host rn01 cpu=16\n'
                      '# workloads\n'
                      'workload api-3 service=api cpu=5 window=12-15\n'
                      'workload cache-3 service=cache cpu=3 window=5-9\n'
                      'workload cache-4 service=cache cpu=4 window=3-12\n'
                      'workload api-2 service=api cpu=2 window=18-24\n'
                      'workload api-4 service=api cpu=4 window=6-14\n'
                      'workload cache-1 service=cache cpu=6 window=2-11\n'
                      'workload cache-2 service=cache cpu=4 window=9-18 with=api-2\n'
                      'workload api-1 service=api cpu=3 window=11-19\n'
                      'rule avoid=api+cache\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
