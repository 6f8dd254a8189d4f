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
COMPONENTS = ['fmt_json', 'obj_hosts', 'anti_affinity', 'per_host']
CASES = {'hidden1': {'best': 3,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 12,
                                    'cpu': 15,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 60,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 7,
                                    'cpu': 10,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 40,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 5,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 40,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['log', 'mail']], 'headroom': 25, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 6,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'mail-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 24,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'auth',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "rn03", "cpu": 15},\n'
                      '  {"name": "rn02", "cpu": 10},\n'
                      '  {"name": "rn01", "cpu": 10}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "auth-2", "service": "auth", "cpu": 6},\n'
                      '  {"name": "log-1", "service": "log", "cpu": 4},\n'
                      '  {"name": "mail-3", "service": "mail", "cpu": 4},\n'
                      '  {"name": "auth-1", "service": "auth", "cpu": 6},\n'
                      '  {"name": "mail-2", "service": "mail", "cpu": 5},\n'
                      '  {"name": "mail-1", "service": "mail", "cpu": 5}\n'
                      ' ],\n'
                      ' "rules": {"per_host": 3}}\n'},
 'hidden2': {'best': 4,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 11,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 7,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['nvme'],
                                    'mem': 24,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 6,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 12,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 24,
                                    'name': 'rn04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['batch', 'web']], 'headroom': 25, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 27,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'etl-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 23,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'batch-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "rn03", "cpu": 12},\n'
                      '  {"name": "rn01", "cpu": 12},\n'
                      '  {"name": "rn02", "cpu": 6},\n'
                      '  {"name": "rn04", "cpu": 12}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "web-1", "service": "web", "cpu": 6},\n'
                      '  {"name": "etl-3", "service": "etl", "cpu": 3},\n'
                      '  {"name": "web-2", "service": "web", "cpu": 5},\n'
                      '  {"name": "etl-1", "service": "etl", "cpu": 3},\n'
                      '  {"name": "etl-2", "service": "etl", "cpu": 3},\n'
                      '  {"name": "batch-2", "service": "batch", "cpu": 5},\n'
                      '  {"name": "batch-1", "service": "batch", "cpu": 4}\n'
                      ' ],\n'
                      ' "rules": {"per_host": 2}}\n'},
 'hidden3': {'best': 4,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 3,
                                    'cpu': 4,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 8,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 16,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 4,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 8,
                                    'name': 'rn04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['db', 'mail']], 'headroom': 15, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 1,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 1,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 5,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "rn03", "cpu": 4},\n'
                      '  {"name": "rn01", "cpu": 8},\n'
                      '  {"name": "rn04", "cpu": 4},\n'
                      '  {"name": "rn02", "cpu": 12}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "queue-2", "service": "queue", "cpu": 2},\n'
                      '  {"name": "search-1", "service": "search", "cpu": 1},\n'
                      '  {"name": "mail-1", "service": "mail", "cpu": 2},\n'
                      '  {"name": "db-1", "service": "db", "cpu": 1},\n'
                      '  {"name": "mail-2", "service": "mail", "cpu": 3},\n'
                      '  {"name": "db-2", "service": "db", "cpu": 1},\n'
                      '  {"name": "queue-1", "service": "queue", "cpu": 1},\n'
                      '  {"name": "queue-3", "service": "queue", "cpu": 2}\n'
                      ' ],\n'
                      ' "rules": {"per_host": 2}}\n'},
 'hidden4': {'best': None,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'rn01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'rn03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 32,
                                    'name': 'rn02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['api', 'mail']], 'headroom': 20, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 5,
                                        'name': 'api-4',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 5,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 2,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "rn01", "cpu": 8},\n'
                      '  {"name": "rn03", "cpu": 12},\n'
                      '  {"name": "rn02", "cpu": 8}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "api-4", "service": "api", "cpu": 2},\n'
                      '  {"name": "api-3", "service": "api", "cpu": 2},\n'
                      '  {"name": "web-1", "service": "web", "cpu": 2},\n'
                      '  {"name": "api-1", "service": "api", "cpu": 2},\n'
                      '  {"name": "mail-1", "service": "mail", "cpu": 2},\n'
                      '  {"name": "api-2", "service": "api", "cpu": 2}\n'
                      ' ],\n'
                      ' "rules": {"per_host": 2}}\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
