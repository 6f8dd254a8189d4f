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
COMPONENTS = ['fmt_text', 'obj_value', 'res_vector', 'zones', 'headroom', 'canonical']
CASES = {'hidden1': {'best': 11,
             'canonical': ['cache-1 -', 'cache-2 -', 'cache-3 -', 'etl-1 -', 'search-1 srv02', 'search-2 srv01'],
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 10,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'srv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 18,
                                    'cpu': 24,
                                    'gpu': 1,
                                    'labels': ['avx512'],
                                    'mem': 48,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['cache', 'search']], 'headroom': 15, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 46,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 13,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 45,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 11,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 39,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 16,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 23,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 31,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host srv03 cpu=16 mem=32 zone=c\n'
                      'host srv02 cpu=16 mem=32 gpu=1 zone=b\n'
                      'host srv01 cpu=24 mem=48 gpu=1 zone=a\n'
                      '# workloads\n'
                      'workload search-1 service=search cpu=1 mem=1 priority=4\n'
                      'workload etl-1 service=etl cpu=12 mem=46 gpu=1 priority=6\n'
                      'workload cache-1 service=cache cpu=13 mem=45 gpu=1 priority=1\n'
                      'workload cache-3 service=cache cpu=11 mem=39 priority=4\n'
                      'workload search-2 service=search cpu=16 mem=23 priority=7\n'
                      'workload cache-2 service=cache cpu=7 mem=31 gpu=1 priority=3\n'
                      'rule zone_max=1\n'
                      'rule headroom=15\n'},
 'hidden2': {'best': 32,
             'canonical': ['auth-1 srv01',
                           'auth-2 -',
                           'auth-3 srv02',
                           'cache-1 -',
                           'db-1 srv03',
                           'db-2 srv02',
                           'db-3 -',
                           'web-1 srv04'],
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 48,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 48,
                                    'name': 'srv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['nvme'],
                                    'mem': 48,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 10,
                                    'cpu': 18,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 36,
                                    'name': 'srv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['auth', 'db'], ['cache', 'db']],
                                   'headroom': 20,
                                   'per_host': 3,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 32,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 39,
                                        'name': 'db-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'auth-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 21,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 43,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host srv01 cpu=12 mem=48 zone=a\n'
                      'host srv04 cpu=12 mem=48 zone=a\n'
                      'host srv03 cpu=12 mem=48 gpu=2 zone=c\n'
                      'host srv02 cpu=18 mem=36 gpu=1 zone=b\n'
                      '# workloads\n'
                      'workload auth-1 service=auth cpu=6 mem=16 priority=8\n'
                      'workload db-1 service=db cpu=7 mem=32 priority=6\n'
                      'workload db-3 service=db cpu=8 mem=39 priority=1\n'
                      'workload cache-1 service=cache cpu=8 mem=9 gpu=1 priority=2\n'
                      'workload auth-3 service=auth cpu=6 mem=15 priority=3\n'
                      'workload db-2 service=db cpu=6 mem=9 priority=9\n'
                      'workload web-1 service=web cpu=8 mem=21 priority=6\n'
                      'workload auth-2 service=auth cpu=12 mem=43 priority=2\n'
                      'rule zone_max=1\n'
                      'rule headroom=20\n'},
 'hidden3': {'best': 40,
             'canonical': ['ml-1 srv01',
                           'queue-1 -',
                           'queue-2 srv03',
                           'queue-3 -',
                           'search-1 srv02',
                           'search-2 srv04',
                           'web-1 -',
                           'web-2 srv02',
                           'web-3 srv01'],
             'cluster': {'hosts': [{'cost': 12,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'srv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 6,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'srv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 15,
                                    'cpu': 18,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 36,
                                    'name': 'srv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 48,
                                    'name': 'srv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['ml', 'search'], ['queue', 'web']],
                                   'headroom': 15,
                                   'per_host': 2,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 11,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 29,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 24,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 27,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 52,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 7,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host srv03 cpu=12 mem=48 gpu=1 zone=c\n'
                      'host srv04 cpu=12 mem=48 zone=a\n'
                      'host srv02 cpu=18 mem=36 zone=b\n'
                      'host srv01 cpu=12 mem=48 zone=a\n'
                      '# workloads\n'
                      'workload queue-3 service=queue cpu=11 mem=29 gpu=1 priority=5\n'
                      'workload web-2 service=web cpu=8 mem=9 priority=7\n'
                      'workload queue-2 service=queue cpu=8 mem=24 priority=9\n'
                      'workload web-1 service=web cpu=6 mem=7 gpu=1 priority=5\n'
                      'workload search-2 service=search cpu=6 mem=9 priority=4\n'
                      'workload ml-1 service=ml cpu=7 mem=27 priority=6\n'
                      'workload queue-1 service=queue cpu=12 mem=52 priority=5\n'
                      'workload web-3 service=web cpu=2 mem=8 priority=7\n'
                      'workload search-1 service=search cpu=7 mem=12 priority=7\n'
                      'rule zone_max=1\n'
                      'rule headroom=15\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
