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
COMPONENTS = ['fmt_text', 'obj_cost', 'anti_affinity', 'windows']
CASES = {'hidden1': {'best': 44,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 18,
                                    'cpu': 24,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 48,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 17,
                                    'cpu': 24,
                                    'gpu': 2,
                                    'labels': ['avx512'],
                                    'mem': 96,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['api', 'db'], ['auth', 'db']],
                                   'headroom': 15,
                                   'per_host': 2,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 6,
                                        'end': 21,
                                        'gpu': 1,
                                        'mem': 15,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'api',
                                        'start': 14,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'auth',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'db',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'auth',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'auth-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'auth',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 5,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu01 cpu=24 cost=18\n'
                      'host gpu03 cpu=16 cost=9\n'
                      'host gpu02 cpu=24 cost=17\n'
                      '# workloads\n'
                      'workload api-1 service=api cpu=6 window=14-21\n'
                      'workload auth-1 service=auth cpu=3 window=4-8\n'
                      'workload db-1 service=db cpu=4 window=5-14\n'
                      'workload auth-2 service=auth cpu=3 window=8-11\n'
                      'workload auth-3 service=auth cpu=6 window=2-11\n'
                      'workload db-2 service=db cpu=6 window=5-11\n'},
 'hidden2': {'best': 27,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 4,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'gpu04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 3,
                                    'cpu': 4,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 8,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['db', 'etl']], 'headroom': 25, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 4,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'etl',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'db-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'db',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 3,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'db-4',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'db',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'etl-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'etl',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'etl',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 19,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'db',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'db',
                                        'start': 2,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu04 cpu=8 cost=4\n'
                      'host gpu02 cpu=4 cost=3\n'
                      'host gpu03 cpu=8 cost=10\n'
                      'host gpu01 cpu=8 cost=10\n'
                      '# workloads\n'
                      'workload etl-2 service=etl cpu=4 window=1-11\n'
                      'workload db-3 service=db cpu=3 window=13-20\n'
                      'workload db-4 service=db cpu=2 window=1-3\n'
                      'workload etl-3 service=etl cpu=4 window=5-13\n'
                      'workload etl-1 service=etl cpu=4 window=6-9\n'
                      'workload db-2 service=db cpu=2 window=11-19\n'
                      'workload db-1 service=db cpu=2 window=2-6\n'},
 'hidden3': {'best': 16,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 32,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 32,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'gpu04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['db', 'mail'], ['db', 'ml']],
                                   'headroom': 25,
                                   'per_host': 2,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 7,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'ml',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 18,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'mail',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'mail',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 18,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'ml',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 27,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'etl',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'etl',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 23,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'db',
                                        'start': 18,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 10,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'db',
                                        'start': 4,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu02 cpu=16 cost=8\n'
                      'host gpu03 cpu=16 cost=8\n'
                      'host gpu01 cpu=8 cost=4\n'
                      'host gpu04 cpu=16 cost=12\n'
                      '# workloads\n'
                      'workload ml-2 service=ml cpu=7 window=11-14\n'
                      'workload mail-1 service=mail cpu=6 window=13-15\n'
                      'workload mail-2 service=mail cpu=3 window=4-11\n'
                      'workload ml-1 service=ml cpu=4 window=2-11\n'
                      'workload etl-1 service=etl cpu=8 window=9-13\n'
                      'workload etl-2 service=etl cpu=8 window=8-18\n'
                      'workload db-2 service=db cpu=6 window=18-21\n'
                      'workload db-1 service=db cpu=4 window=4-10\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 11,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 64,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 32,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['batch', 'cache']], 'headroom': 15, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 2,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 17,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'batch-5',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'batch',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'batch-4',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'batch',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'batch-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 2,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu01 cpu=16 cost=11\n'
                      'host gpu02 cpu=8 cost=9\n'
                      'host gpu03 cpu=16 cost=9\n'
                      '# workloads\n'
                      'workload batch-1 service=batch cpu=2 window=4-13\n'
                      'workload cache-1 service=cache cpu=4 window=6-16\n'
                      'workload batch-2 service=batch cpu=4 window=0-2\n'
                      'workload batch-5 service=batch cpu=2 window=13-17\n'
                      'workload batch-4 service=batch cpu=3 window=6-13\n'
                      'workload batch-3 service=batch cpu=4 window=2-12\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
