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
COMPONENTS = ['fmt_json', 'obj_value', 'res_vector', 'affinity', 'per_host', 'reserved']
CASES = {'hidden1': {'best': 29,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'node03',
                                    'reserved': {'cpu': 3, 'mem': 1},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 6,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 32,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 4,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'node01',
                                    'reserved': {'cpu': 3, 'mem': 4},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['log', 'queue']], 'headroom': 30, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'api',
                                        'start': 0,
                                        'with': 'log-1'},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'api-3',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 15,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': 'log-2'},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 4,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'ml',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 23,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node03", "cpu": 8, "mem": 16, "reserved": {"cpu": 3, "mem": 1}},\n'
                      '  {"name": "node02", "cpu": 8, "mem": 32},\n'
                      '  {"name": "node01", "cpu": 8, "mem": 32, "reserved": {"cpu": 3, "mem": 4}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "api-1", "cpu": 3, "mem": 9, "priority": 9},\n'
                      '  {"name": "api-2", "cpu": 2, "mem": 4, "priority": 3, "with": "log-1"},\n'
                      '  {"name": "api-3", "cpu": 6, "mem": 13, "priority": 5},\n'
                      '  {"name": "log-2", "cpu": 3, "mem": 2, "priority": 7},\n'
                      '  {"name": "queue-1", "cpu": 4, "mem": 15, "gpu": 1, "priority": 4},\n'
                      '  {"name": "ml-2", "cpu": 3, "mem": 2, "priority": 5, "with": "log-2"},\n'
                      '  {"name": "ml-1", "cpu": 5, "mem": 4, "priority": 8},\n'
                      '  {"name": "log-1", "cpu": 5, "mem": 23, "gpu": 1, "priority": 9}\n'
                      ' ],\n'
                      ' "rules": {"per_host": 2}}\n'},
 'hidden2': {'best': 20,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 10,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 32,
                                    'name': 'node01',
                                    'reserved': {'cpu': 2, 'mem': 2},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 12,
                                    'cpu': 24,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 96,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 14,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 64,
                                    'name': 'node04',
                                    'reserved': {'cpu': 1, 'mem': 1},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 64,
                                    'name': 'node03',
                                    'reserved': {'cpu': 3, 'mem': 1},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['api', 'db'], ['batch', 'db']],
                                   'headroom': 10,
                                   'per_host': 3,
                                   'zone_max': 1},
                         'workloads': [{'cpu': 16,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 72,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 9,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 6,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 9,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 9,
                                        'name': 'db-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'db',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 11,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'api',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 11,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 36,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 16,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 48,
                                        'name': 'batch-1',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'batch',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 16,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 37,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 31,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node01", "cpu": 8, "mem": 32, "reserved": {"cpu": 2, "mem": 2}},\n'
                      '  {"name": "node02", "cpu": 24, "mem": 96},\n'
                      '  {"name": "node04", "cpu": 16, "mem": 64, "gpu": 1, "reserved": {"cpu": 1, "mem": 1}},\n'
                      '  {"name": "node03", "cpu": 16, "mem": 64, "reserved": {"cpu": 3, "mem": 1}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "db-2", "cpu": 16, "mem": 72, "priority": 4},\n'
                      '  {"name": "db-1", "cpu": 9, "mem": 6, "gpu": 1, "priority": 4},\n'
                      '  {"name": "db-3", "cpu": 9, "mem": 9, "gpu": 1, "priority": 8},\n'
                      '  {"name": "api-1", "cpu": 12, "mem": 11, "priority": 7},\n'
                      '  {"name": "cache-1", "cpu": 11, "mem": 36, "gpu": 1, "priority": 9},\n'
                      '  {"name": "batch-1", "cpu": 16, "mem": 48, "priority": 2},\n'
                      '  {"name": "cache-3", "cpu": 16, "mem": 37, "priority": 2},\n'
                      '  {"name": "cache-2", "cpu": 10, "mem": 31, "priority": 1}\n'
                      ' ],\n'
                      ' "rules": {"per_host": 3}}\n'},
 'hidden3': {'best': 40,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 12,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 48,
                                    'name': 'node01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 6,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'node04',
                                    'reserved': {'cpu': 2, 'mem': 2},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 4,
                                    'cpu': 6,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 12,
                                    'name': 'node03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 3,
                                    'cpu': 6,
                                    'gpu': 1,
                                    'labels': ['avx512'],
                                    'mem': 24,
                                    'name': 'node02',
                                    'reserved': {'cpu': 1, 'mem': 3},
                                    'running': {},
                                    'zone': 'b'}],
                         'rules': {'avoid': [['cache', 'queue']], 'headroom': 10, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 25,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': 'queue-4'},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 8,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 20,
                                        'name': 'queue-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'cache-5',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'queue-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 1,
                                        'gpu': 0,
                                        'mem': 22,
                                        'name': 'queue-3',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 11,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 45,
                                        'name': 'queue-4',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'queue',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 1,
                                        'gpu': 1,
                                        'mem': 4,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node01", "cpu": 12, "mem": 48},\n'
                      '  {"name": "node04", "cpu": 12, "mem": 24, "gpu": 1, "reserved": {"cpu": 2, "mem": 2}},\n'
                      '  {"name": "node03", "cpu": 6, "mem": 12},\n'
                      '  {"name": "node02", "cpu": 6, "mem": 24, "gpu": 1, "reserved": {"cpu": 1, "mem": 3}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "cache-3", "cpu": 6, "mem": 25, "priority": 3, "with": "queue-4"},\n'
                      '  {"name": "cache-2", "cpu": 2, "mem": 8, "priority": 8},\n'
                      '  {"name": "cache-4", "cpu": 2, "mem": 8, "priority": 6},\n'
                      '  {"name": "queue-2", "cpu": 6, "mem": 20, "priority": 9},\n'
                      '  {"name": "cache-5", "cpu": 4, "mem": 16, "priority": 6},\n'
                      '  {"name": "queue-1", "cpu": 4, "mem": 13, "priority": 6},\n'
                      '  {"name": "queue-3", "cpu": 8, "mem": 22, "priority": 3},\n'
                      '  {"name": "queue-4", "cpu": 11, "mem": 45, "gpu": 1, "priority": 1},\n'
                      '  {"name": "cache-1", "cpu": 2, "mem": 4, "gpu": 1, "priority": 5}\n'
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
