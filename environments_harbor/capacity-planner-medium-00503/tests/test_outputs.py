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
COMPONENTS = ['fmt_text', 'obj_hosts', 'affinity', 'avoid', 'existing', 'windows']
CASES = {'hidden1': {'best': 2,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 24,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['api', 'queue']], 'headroom': 10, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 3,
                                        'end': 22,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'queue',
                                        'start': 19,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 3,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'api',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'api-4',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'api',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'api-6',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'api',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'api-5',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'queue',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 6,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'api',
                                        'start': 3,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu01 cpu=12\n'
                      'host gpu02 cpu=12 running=cpu:1\n'
                      'host gpu03 cpu=12\n'
                      '# workloads\n'
                      'workload queue-2 service=queue cpu=3 window=19-22\n'
                      'workload api-2 service=api cpu=2 window=0-3\n'
                      'workload api-1 service=api cpu=2 window=4-13\n'
                      'workload api-4 service=api cpu=2 window=11-19\n'
                      'workload api-6 service=api cpu=1 window=11-18\n'
                      'workload api-5 service=api cpu=2 window=5-11\n'
                      'workload queue-1 service=queue cpu=2 window=13-18\n'
                      'workload api-3 service=api cpu=2 window=3-6\n'
                      'rule avoid=api+queue\n'},
 'hidden2': {'best': 2,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 6,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 40,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 5,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 20,
                                    'name': 'gpu04',
                                    'reserved': {},
                                    'running': {'cpu': 5},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 40,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {'cpu': 1},
                                    'zone': 'a'},
                                   {'cost': 6,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 20,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['cache', 'etl']], 'headroom': 25, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 1,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'cache',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 22,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'mail-4',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'mail',
                                        'start': 16,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'mail-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'mail',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'etl',
                                        'start': 13,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 2,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'mail',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'log',
                                        'start': 2,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu02 cpu=10\n'
                      'host gpu04 cpu=10 running=cpu:5\n'
                      'host gpu03 cpu=10 running=cpu:1\n'
                      'host gpu01 cpu=10\n'
                      '# workloads\n'
                      'workload cache-2 service=cache cpu=1 window=12-16\n'
                      'workload mail-4 service=mail cpu=2 window=16-22\n'
                      'workload mail-3 service=mail cpu=5 window=9-16\n'
                      'workload etl-1 service=etl cpu=2 window=13-19\n'
                      'workload mail-1 service=mail cpu=3 window=0-2\n'
                      'workload mail-2 service=mail cpu=2 window=11-13\n'
                      'workload cache-1 service=cache cpu=2 window=6-13\n'
                      'workload log-1 service=log cpu=2 window=2-5\n'
                      'rule avoid=cache+etl\n'},
 'hidden3': {'best': 2,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 10,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 40,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 6,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 40,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 6,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 20,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {'cpu': 4},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 20,
                                    'name': 'gpu04',
                                    'reserved': {},
                                    'running': {'cpu': 3},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['etl', 'mail']], 'headroom': 30, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'etl',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 5,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'mail',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'queue',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'queue-4',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 6,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'queue',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'batch',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'mail',
                                        'start': 9,
                                        'with': 'batch-1'},
                                       {'cpu': 2,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'queue',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'etl',
                                        'start': 5,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu03 cpu=10\n'
                      'host gpu01 cpu=10\n'
                      'host gpu02 cpu=10 running=cpu:4\n'
                      'host gpu04 cpu=10 running=cpu:3\n'
                      '# workloads\n'
                      'workload etl-1 service=etl cpu=2 window=4-9\n'
                      'workload mail-2 service=mail cpu=4 window=7-14\n'
                      'workload queue-2 service=queue cpu=2 window=3-5\n'
                      'workload queue-4 service=queue cpu=3 window=11-14\n'
                      'workload queue-1 service=queue cpu=3 window=3-6\n'
                      'workload batch-1 service=batch cpu=2 window=6-10\n'
                      'workload mail-1 service=mail cpu=1 window=9-16 with=batch-1\n'
                      'workload queue-3 service=queue cpu=2 window=11-21\n'
                      'workload etl-2 service=etl cpu=1 window=5-11\n'
                      'rule avoid=etl+mail\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'gpu02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 48,
                                    'name': 'gpu03',
                                    'reserved': {},
                                    'running': {'cpu': 6},
                                    'zone': 'c'},
                                   {'cost': 7,
                                    'cpu': 6,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 12,
                                    'name': 'gpu01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['db', 'search']], 'headroom': 15, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 3,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'search',
                                        'start': 2,
                                        'with': 'db-2'},
                                       {'cpu': 3,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'search-5',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'search-4',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 14,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'search',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'db',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 10,
                                        'gpu': 1,
                                        'mem': 1,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'db',
                                        'start': 18,
                                        'with': ''}]},
             'input': '# hosts\n'
                      'host gpu02 cpu=12\n'
                      'host gpu03 cpu=12 running=cpu:6\n'
                      'host gpu01 cpu=6\n'
                      '# workloads\n'
                      'workload search-2 service=search cpu=3 window=2-5 with=db-2\n'
                      'workload search-5 service=search cpu=3 window=10-20\n'
                      'workload search-4 service=search cpu=2 window=6-16\n'
                      'workload search-1 service=search cpu=3 window=12-18\n'
                      'workload db-2 service=db cpu=3 window=6-15\n'
                      'workload search-3 service=search cpu=1 window=5-10\n'
                      'workload db-1 service=db cpu=2 window=18-21\n'
                      'rule avoid=db+search\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
