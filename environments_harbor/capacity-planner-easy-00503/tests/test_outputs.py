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
COMPONENTS = ['fmt_json', 'obj_value', 'zones', 'per_host']
CASES = {'hidden1': {'best': 29,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 7,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['avx512'],
                                    'mem': 20,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 20,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 15,
                                    'gpu': 1,
                                    'labels': ['avx512'],
                                    'mem': 30,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['cache', 'web']], 'headroom': 30, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 10,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 41,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 29,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 37,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'queue-4',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 40,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "agent01", "cpu": 10, "zone": "a"},\n'
                      '  {"name": "agent02", "cpu": 10, "zone": "b"},\n'
                      '  {"name": "agent03", "cpu": 15, "zone": "c"}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "web-1", "service": "web", "cpu": 10, "priority": 7},\n'
                      '  {"name": "queue-3", "service": "queue", "cpu": 10, "priority": 2},\n'
                      '  {"name": "queue-2", "service": "queue", "cpu": 6, "priority": 8},\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 6, "priority": 7},\n'
                      '  {"name": "web-2", "service": "web", "cpu": 8, "priority": 7},\n'
                      '  {"name": "queue-4", "service": "queue", "cpu": 6, "priority": 3},\n'
                      '  {"name": "queue-1", "service": "queue", "cpu": 10, "priority": 6}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "per_host": 2}}\n'},
 'hidden2': {'best': 23,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 11,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 40,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 5,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': ['avx512'],
                                    'mem': 40,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['ssd'],
                                    'mem': 20,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 6,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 20,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'}],
                         'rules': {'avoid': [['api', 'queue']], 'headroom': 10, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'db-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 17,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 6,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 18,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 36,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "agent02", "cpu": 10, "zone": "b"},\n'
                      '  {"name": "agent01", "cpu": 10, "zone": "a"},\n'
                      '  {"name": "agent04", "cpu": 10, "zone": "a"},\n'
                      '  {"name": "agent03", "cpu": 10, "zone": "c"}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "db-3", "service": "db", "cpu": 1, "priority": 5},\n'
                      '  {"name": "api-2", "service": "api", "cpu": 10, "priority": 1},\n'
                      '  {"name": "queue-1", "service": "queue", "cpu": 4, "priority": 7},\n'
                      '  {"name": "api-1", "service": "api", "cpu": 3, "priority": 1},\n'
                      '  {"name": "api-3", "service": "api", "cpu": 5, "priority": 6},\n'
                      '  {"name": "db-2", "service": "db", "cpu": 10, "priority": 3},\n'
                      '  {"name": "db-1", "service": "db", "cpu": 8, "priority": 1}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 1, "per_host": 2}}\n'},
 'hidden3': {'best': 26,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'agent03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 13,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'agent01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 64,
                                    'name': 'agent02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 12,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'agent04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['etl', 'mail']], 'headroom': 30, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 6,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 26,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 13,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 21,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 14,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 13,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 40,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 15,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 32,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 20,
                                        'name': 'batch-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "agent03", "cpu": 16, "zone": "a"},\n'
                      '  {"name": "agent01", "cpu": 16, "zone": "a"},\n'
                      '  {"name": "agent02", "cpu": 16, "zone": "b"},\n'
                      '  {"name": "agent04", "cpu": 16, "zone": "b"}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "web-1", "service": "web", "cpu": 6, "priority": 5},\n'
                      '  {"name": "mail-1", "service": "mail", "cpu": 10, "priority": 7},\n'
                      '  {"name": "etl-1", "service": "etl", "cpu": 13, "priority": 1},\n'
                      '  {"name": "batch-1", "service": "batch", "cpu": 14, "priority": 2},\n'
                      '  {"name": "etl-2", "service": "etl", "cpu": 13, "priority": 2},\n'
                      '  {"name": "batch-2", "service": "batch", "cpu": 8, "priority": 3},\n'
                      '  {"name": "mail-2", "service": "mail", "cpu": 15, "priority": 4},\n'
                      '  {"name": "batch-3", "service": "batch", "cpu": 6, "priority": 5}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "per_host": 3}}\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
