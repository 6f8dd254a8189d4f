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
COMPONENTS = ['fmt_text', 'obj_hosts', 'zones', 'existing', 'canonical']
CASES = {'hidden1': {'best': 3,
             'canonical': ['api-1 node01',
                           'api-2 node01',
                           'api-3 node02',
                           'api-4 node02',
                           'api-5 node03',
                           'api-6 node03',
                           'batch-1 node01',
                           'batch-2 node01'],
             'cluster': {'hosts': [{'cost': 14,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 64,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {'cpu': 6},
                                    'zone': 'c'},
                                   {'cost': 11,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {'cpu': 2},
                                    'zone': 'b'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['api', 'batch']], 'headroom': 10, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'api-5',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-6',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 14,
                                        'name': 'api-4',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node03 cpu=16 zone=c running=cpu:6\n'
                      'host node02 cpu=16 zone=b running=cpu:2\n'
                      'host node01 cpu=16 zone=a\n'
                      '# workloads\n'
                      'workload api-2 service=api cpu=2\n'
                      'workload api-1 service=api cpu=4\n'
                      'workload batch-1 service=batch cpu=3\n'
                      'workload api-3 service=api cpu=3\n'
                      'workload api-5 service=api cpu=2\n'
                      'workload batch-2 service=batch cpu=2\n'
                      'workload api-6 service=api cpu=3\n'
                      'workload api-4 service=api cpu=3\n'
                      'rule zone_max=2\n'},
 'hidden2': {'best': 3,
             'canonical': ['auth-1 node01',
                           'auth-2 node01',
                           'auth-3 node02',
                           'log-1 node02',
                           'queue-1 node02',
                           'queue-2 node01',
                           'queue-3 node02',
                           'queue-4 node03'],
             'cluster': {'hosts': [{'cost': 15,
                                    'cpu': 24,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 96,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 16,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 16,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 24,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'node04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['auth', 'log'], ['log', 'queue']],
                                   'headroom': 30,
                                   'per_host': 3,
                                   'zone_max': 2},
                         'workloads': [{'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'auth-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 20,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'queue-4',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node02 cpu=24 zone=b\n'
                      'host node03 cpu=8 zone=a\n'
                      'host node01 cpu=8 zone=a\n'
                      'host node04 cpu=24 zone=b\n'
                      '# workloads\n'
                      'workload auth-1 service=auth cpu=2\n'
                      'workload log-1 service=log cpu=4\n'
                      'workload auth-3 service=auth cpu=3\n'
                      'workload queue-2 service=queue cpu=3\n'
                      'workload queue-3 service=queue cpu=5\n'
                      'workload auth-2 service=auth cpu=3\n'
                      'workload queue-1 service=queue cpu=6\n'
                      'workload queue-4 service=queue cpu=5\n'
                      'rule zone_max=2\n'},
 'hidden3': {'best': 3,
             'canonical': ['api-1 node02',
                           'api-2 node02',
                           'api-3 node03',
                           'api-4 node03',
                           'api-5 node04',
                           'cache-1 node02',
                           'ml-1 node02',
                           'ml-2 node03',
                           'search-1 node04'],
             'cluster': {'hosts': [{'cost': 14,
                                    'cpu': 18,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 36,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'node04',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'a'},
                                   {'cost': 14,
                                    'cpu': 18,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 72,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 13,
                                    'cpu': 18,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 72,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['api', 'search']], 'headroom': 20, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'api-5',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 34,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'api-4',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 0,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 28,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node01 cpu=18 zone=a\n'
                      'host node04 cpu=12 zone=a running=cpu:1\n'
                      'host node03 cpu=18 zone=c\n'
                      'host node02 cpu=18 zone=b\n'
                      '# workloads\n'
                      'workload search-1 service=search cpu=7\n'
                      'workload api-2 service=api cpu=3\n'
                      'workload api-5 service=api cpu=3\n'
                      'workload cache-1 service=cache cpu=7\n'
                      'workload api-4 service=api cpu=7\n'
                      'workload ml-1 service=ml cpu=1\n'
                      'workload api-1 service=api cpu=5\n'
                      'workload api-3 service=api cpu=5\n'
                      'workload ml-2 service=ml cpu=6\n'
                      'rule zone_max=2\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 18,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 72,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 5,
                                    'cpu': 6,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 24,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['cache', 'search'], ['ml', 'search']],
                                   'headroom': 15,
                                   'per_host': 3,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 15,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host node03 cpu=12 zone=a\n'
                      'host node02 cpu=18 zone=b\n'
                      'host node01 cpu=6 zone=a\n'
                      '# workloads\n'
                      'workload ml-2 service=ml cpu=3\n'
                      'workload search-1 service=search cpu=4\n'
                      'workload search-2 service=search cpu=4\n'
                      'workload cache-2 service=cache cpu=3\n'
                      'workload cache-3 service=cache cpu=2\n'
                      'workload ml-1 service=ml cpu=4\n'
                      'workload cache-1 service=cache cpu=2\n'
                      'rule zone_max=1\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
