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
COMPONENTS = ['fmt_text', 'obj_peak', 'labels', 'windows']
CASES = {'hidden1': {'best': 4,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 48,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 4,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 16,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'queue']], 'headroom': 10, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'queue',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 22,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'queue',
                                        'start': 18,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'auth',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 18,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'auth',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'queue-4',
                                        'needs': 'nvme',
                                        'priority': 8,
                                        'service': 'queue',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'queue',
                                        'start': 2,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu03 cpu=12 labels=nvme\n'
                      'host gpu02 cpu=4 labels=avx512,nvme\n'
                      'host gpu01 cpu=8 labels=nvme,ssd\n'
                      '# workloads\n'
                      'workload queue-3 cpu=2 window=10-19\n'
                      'workload queue-2 cpu=3 window=18-22\n'
                      'workload auth-2 cpu=2 window=8-18\n'
                      'workload auth-1 cpu=4 window=10-12\n'
                      'workload queue-4 cpu=3 needs=nvme window=12-17\n'
                      'workload queue-1 cpu=2 window=2-10\n'},
 'hidden2': {'best': 5,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 6,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['ssd'],
                                    'mem': 24,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 16,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 11,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 48,
                                    'name': 'gpu04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 16,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['auth', 'log']], 'headroom': 20, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 4,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'log-1',
                                        'needs': 'ssd',
                                        'priority': 6,
                                        'service': 'log',
                                        'start': 16,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'log',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 17,
                                        'gpu': 1,
                                        'mem': 5,
                                        'name': 'auth-2',
                                        'needs': 'nvme',
                                        'priority': 7,
                                        'service': 'auth',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'db',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 21,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'auth',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'auth-3',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'auth',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'auth-4',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'auth',
                                        'start': 2,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu02 cpu=12 labels=ssd\n'
                      'host gpu01 cpu=8 labels=avx512,ssd\n'
                      'host gpu04 cpu=12 labels=avx512,ssd\n'
                      'host gpu03 cpu=8 labels=nvme\n'
                      '# workloads\n'
                      'workload log-1 cpu=4 needs=ssd window=16-20\n'
                      'workload log-2 cpu=2 window=2-8\n'
                      'workload auth-2 cpu=3 needs=nvme window=10-17\n'
                      'workload db-1 cpu=3 window=5-10\n'
                      'workload auth-1 cpu=5 window=10-16\n'
                      'workload auth-3 cpu=2 window=11-21\n'
                      'workload auth-4 cpu=5 window=2-9\n'},
 'hidden3': {'best': 5,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 16,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 5,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['avx512'],
                                    'mem': 32,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 6,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'gpu04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['log', 'web']], 'headroom': 10, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'web-4',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'web',
                                        'start': 17,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 11,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'web-5',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 15,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'log-1',
                                        'needs': 'avx512',
                                        'priority': 4,
                                        'service': 'log',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'log',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 15,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'web-3',
                                        'needs': 'ssd',
                                        'priority': 9,
                                        'service': 'web',
                                        'start': 8,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu03 cpu=8 labels=nvme,ssd\n'
                      'host gpu02 cpu=8 labels=avx512\n'
                      'host gpu01 cpu=8\n'
                      'host gpu04 cpu=8 labels=nvme,ssd\n'
                      '# workloads\n'
                      'workload web-4 cpu=2 window=17-19\n'
                      'workload web-5 cpu=2 window=9-11\n'
                      'workload log-1 cpu=2 needs=avx512 window=7-15\n'
                      'workload log-2 cpu=3 window=9-12\n'
                      'workload web-1 cpu=1 window=15-19\n'
                      'workload log-3 cpu=2 window=11-16\n'
                      'workload web-2 cpu=5 window=10-14\n'
                      'workload web-3 cpu=3 needs=ssd window=8-17\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 6,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 24,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 11,
                                    'cpu': 18,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 36,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 6,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 24,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['db', 'search']], 'headroom': 15, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 7,
                                        'end': 22,
                                        'gpu': 1,
                                        'mem': 24,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'db',
                                        'start': 20,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 3,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 23,
                                        'name': 'search-1',
                                        'needs': 'nvme',
                                        'priority': 8,
                                        'service': 'search',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 22,
                                        'name': 'search-4',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'search',
                                        'start': 16,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 27,
                                        'name': 'db-2',
                                        'needs': 'avx512',
                                        'priority': 2,
                                        'service': 'db',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'search',
                                        'start': 3,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu01 cpu=6 labels=nvme\n'
                      'host gpu02 cpu=18\n'
                      'host gpu03 cpu=12 labels=nvme,ssd\n'
                      '# workloads\n'
                      'workload db-1 cpu=7 window=20-22\n'
                      'workload search-2 cpu=6 window=1-3\n'
                      'workload search-1 cpu=7 needs=nvme window=10-20\n'
                      'workload search-4 cpu=5 window=16-18\n'
                      'workload db-2 cpu=8 needs=avx512 window=9-16\n'
                      'workload search-3 cpu=1 window=3-7\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
