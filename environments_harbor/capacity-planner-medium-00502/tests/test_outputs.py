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
COMPONENTS = ['fmt_text', 'obj_cost', 'res_vector', 'affinity', 'labels', 'existing']
CASES = {'hidden1': {'best': 15,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 6,
                                    'cpu': 4,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 8,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'b'},
                                   {'cost': 2,
                                    'cpu': 4,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 8,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 16,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['batch', 'log']], 'headroom': 25, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 4,
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
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'log-4',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 1,
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
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node02 cpu=4 mem=8 gpu=1 cost=6 labels=nvme,ssd running=cpu:1\n'
                      'host node01 cpu=4 mem=8 cost=2 running=cpu:1\n'
                      'host node03 cpu=8 mem=16 gpu=1 cost=7 labels=avx512,nvme\n'
                      '# workloads\n'
                      'workload log-1 cpu=2 mem=7\n'
                      'workload log-2 cpu=1 mem=4\n'
                      'workload log-4 cpu=2 mem=3\n'
                      'workload log-3 cpu=2 mem=1 gpu=1\n'
                      'workload batch-1 cpu=1 mem=4\n'
                      'workload batch-2 cpu=1 mem=3\n'},
 'hidden2': {'best': 27,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 4,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['ssd'],
                                    'mem': 16,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {'cpu': 3},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 24,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 5,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 16,
                                    'name': 'node04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['batch', 'etl']], 'headroom': 25, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'api-4',
                                        'needs': 'nvme',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'batch-2',
                                        'needs': 'nvme',
                                        'priority': 6,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'ml-1',
                                        'needs': 'ssd',
                                        'priority': 5,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'batch-1',
                                        'needs': 'ssd',
                                        'priority': 5,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node03 cpu=8 mem=16 gpu=2 cost=4 labels=ssd running=cpu:3\n'
                      'host node01 cpu=12 mem=24 gpu=1 cost=10 labels=nvme,ssd\n'
                      'host node02 cpu=8 mem=32 gpu=1 cost=5 labels=nvme\n'
                      'host node04 cpu=8 mem=16 gpu=1 cost=8 labels=nvme,ssd\n'
                      '# workloads\n'
                      'workload api-3 cpu=1 mem=4\n'
                      'workload api-1 cpu=4 mem=13\n'
                      'workload api-4 cpu=3 mem=8 needs=nvme\n'
                      'workload batch-2 cpu=5 mem=19 needs=nvme\n'
                      'workload etl-1 cpu=4 mem=12\n'
                      'workload ml-1 cpu=4 mem=8 needs=ssd\n'
                      'workload batch-1 cpu=1 mem=3 needs=ssd\n'
                      'workload api-2 cpu=2 mem=8\n'},
 'hidden3': {'best': 32,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 14,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 13,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 64,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'node04',
                                    'reserved': {},
                                    'running': {'cpu': 4},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['avx512'],
                                    'mem': 64,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['db', 'queue']], 'headroom': 30, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 24,
                                        'name': 'db-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'db-4',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'db',
                                        'start': 0,
                                        'with': 'web-1'},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'db-5',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'web-1',
                                        'needs': 'ssd',
                                        'priority': 3,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node03 cpu=16 mem=64 gpu=2 cost=14\n'
                      'host node02 cpu=16 mem=64 cost=13 labels=nvme,ssd running=cpu:1\n'
                      'host node04 cpu=8 mem=16 cost=10 running=cpu:4\n'
                      'host node01 cpu=16 mem=64 gpu=2 cost=9 labels=avx512\n'
                      '# workloads\n'
                      'workload queue-2 cpu=2 mem=3 gpu=1\n'
                      'workload db-3 cpu=5 mem=24\n'
                      'workload queue-1 cpu=2 mem=7\n'
                      'workload db-4 cpu=3 mem=5\n'
                      'workload db-1 cpu=3 mem=2 with=web-1\n'
                      'workload db-5 cpu=2 mem=3\n'
                      'workload db-2 cpu=3 mem=6\n'
                      'workload web-1 cpu=3 mem=8 needs=ssd\n'
                      'workload queue-3 cpu=3 mem=7\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 48,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {'cpu': 3},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 16,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {'cpu': 4},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['log', 'ml']], 'headroom': 20, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'log',
                                        'start': 0,
                                        'with': 'search-2'},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'ml-1',
                                        'needs': 'avx512',
                                        'priority': 6,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'log-1',
                                        'needs': 'ssd',
                                        'priority': 1,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 0,
                                        'name': 'log-3',
                                        'needs': 'avx512',
                                        'priority': 5,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'search-2',
                                        'needs': 'avx512',
                                        'priority': 7,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node01 cpu=12 mem=48 cost=9 labels=ssd running=cpu:3\n'
                      'host node03 cpu=8 mem=16 cost=9 labels=avx512,nvme\n'
                      'host node02 cpu=8 mem=16 gpu=2 cost=8 running=cpu:4\n'
                      '# workloads\n'
                      'workload log-2 cpu=2 mem=9 gpu=1 with=search-2\n'
                      'workload ml-1 cpu=3 mem=2 gpu=1 needs=avx512\n'
                      'workload log-1 cpu=3 mem=14 needs=ssd\n'
                      'workload search-3 cpu=4 mem=12\n'
                      'workload search-1 cpu=3 mem=11\n'
                      'workload log-3 cpu=1 gpu=1 needs=avx512\n'
                      'workload search-2 cpu=3 mem=10 needs=avx512\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
