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
COMPONENTS = ['fmt_text', 'obj_hosts', 'zones', 'reserved', 'windows']
CASES = {'hidden1': {'best': 2,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 40,
                                    'name': 'hv02',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 40,
                                    'name': 'hv01',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 15,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 30,
                                    'name': 'hv03',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'mail'], ['mail', 'ml']],
                                   'headroom': 25,
                                   'per_host': 3,
                                   'zone_max': 2},
                         'workloads': [{'cpu': 4,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'ml',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 9,
                                        'gpu': 1,
                                        'mem': 5,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'web',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 0,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'mail',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'mail',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'web',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'auth',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'auth',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'auth-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'auth',
                                        'start': 9,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host hv02 cpu=10 zone=b reserved=cpu:2\n'
                      'host hv01 cpu=10 zone=a reserved=cpu:2\n'
                      'host hv03 cpu=15 zone=a reserved=cpu:1\n'
                      '# workloads\n'
                      'workload ml-1 service=ml cpu=4 window=1-8\n'
                      'workload web-2 service=web cpu=2 window=2-9\n'
                      'workload mail-2 service=mail cpu=1 window=5-12\n'
                      'workload mail-1 service=mail cpu=4 window=13-15\n'
                      'workload web-1 service=web cpu=1 window=10-13\n'
                      'workload auth-2 service=auth cpu=2 window=9-11\n'
                      'workload auth-1 service=auth cpu=2 window=1-6\n'
                      'workload auth-3 service=auth cpu=4 window=9-13\n'
                      'rule zone_max=2\n'},
 'hidden2': {'best': 2,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 14,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 13,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 32,
                                    'name': 'hv02',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 6,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 32,
                                    'name': 'hv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'hv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['api', 'log']], 'headroom': 20, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 8,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'web',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 2,
                                        'gpu': 0,
                                        'mem': 17,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 24,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 16,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'api',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'log',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 20,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'log-4',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'log',
                                        'start': 14,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host hv03 cpu=16 zone=c\n'
                      'host hv02 cpu=16 zone=b reserved=cpu:1\n'
                      'host hv01 cpu=8 zone=a\n'
                      'host hv04 cpu=16 zone=a\n'
                      '# workloads\n'
                      'workload web-1 service=web cpu=8 window=4-6\n'
                      'workload log-2 service=log cpu=4 window=0-2\n'
                      'workload log-3 service=log cpu=6 window=10-19\n'
                      'workload web-2 service=web cpu=4 window=10-13\n'
                      'workload api-1 service=api cpu=2 window=7-10\n'
                      'workload web-3 service=web cpu=8 window=5-14\n'
                      'workload log-1 service=log cpu=4 window=10-20\n'
                      'workload log-4 service=log cpu=5 window=14-20\n'
                      'rule zone_max=2\n'},
 'hidden3': {'best': 2,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 11,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['avx512'],
                                    'mem': 64,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'hv04',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'hv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'hv01',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['api', 'log']], 'headroom': 30, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 4,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'cache',
                                        'start': 15,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 33,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 22,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'api',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'log',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 15,
                                        'gpu': 1,
                                        'mem': 20,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'log',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 4,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 8,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host hv03 cpu=16 zone=a\n'
                      'host hv04 cpu=16 zone=b reserved=cpu:2\n'
                      'host hv02 cpu=16 zone=b\n'
                      'host hv01 cpu=16 zone=a reserved=cpu:3\n'
                      '# workloads\n'
                      'workload cache-2 service=cache cpu=4 window=15-20\n'
                      'workload api-1 service=api cpu=7 window=11-19\n'
                      'workload cache-1 service=cache cpu=7 window=6-8\n'
                      'workload api-3 service=api cpu=1 window=12-18\n'
                      'workload log-3 service=log cpu=4 window=8-12\n'
                      'workload log-2 service=log cpu=6 window=9-15\n'
                      'workload log-1 service=log cpu=8 window=11-14\n'
                      'workload api-2 service=api cpu=2 window=0-4\n'
                      'workload cache-3 service=cache cpu=4 window=8-14\n'
                      'rule zone_max=2\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 14,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'hv02',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'hv03',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 10,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['avx512'],
                                    'mem': 32,
                                    'name': 'hv01',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'ml']], 'headroom': 15, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 6,
                                        'end': 7,
                                        'gpu': 0,
                                        'mem': 23,
                                        'name': 'batch-4',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'auth',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 18,
                                        'gpu': 1,
                                        'mem': 14,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'batch',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 23,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'batch',
                                        'start': 16,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 16,
                                        'gpu': 1,
                                        'mem': 1,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'ml',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 26,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'auth',
                                        'start': 18,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'batch-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 1,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host hv02 cpu=16 zone=b reserved=cpu:1\n'
                      'host hv03 cpu=16 zone=c reserved=cpu:2\n'
                      'host hv01 cpu=16 zone=a reserved=cpu:2\n'
                      '# workloads\n'
                      'workload batch-4 service=batch cpu=6 window=2-7\n'
                      'workload auth-2 service=auth cpu=4 window=11-15\n'
                      'workload batch-1 service=batch cpu=6 window=8-18\n'
                      'workload batch-2 service=batch cpu=4 window=16-23\n'
                      'workload ml-1 service=ml cpu=2 window=6-16\n'
                      'workload auth-1 service=auth cpu=5 window=18-26\n'
                      'workload batch-3 service=batch cpu=8 window=1-10\n'
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
