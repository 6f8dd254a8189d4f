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
COMPONENTS = ['fmt_json', 'obj_value', 'anti_affinity', 'zones', 'avoid', 'reserved', 'windows']
CASES = {'hidden1': {'best': 32,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 24,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'node03',
                                    'reserved': {'cpu': 2},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 48,
                                    'name': 'node01',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 13,
                                    'cpu': 18,
                                    'gpu': 0,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 72,
                                    'name': 'node04',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'ml']], 'headroom': 30, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 4,
                                        'end': 5,
                                        'gpu': 1,
                                        'mem': 10,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'auth',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 25,
                                        'gpu': 0,
                                        'mem': 6,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'ml',
                                        'start': 18,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'ml',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 50,
                                        'name': 'auth-4',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'auth',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 14,
                                        'gpu': 1,
                                        'mem': 8,
                                        'name': 'auth-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'auth',
                                        'start': 4,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'ml-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'ml',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 2,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'auth',
                                        'start': 10,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node02", "cpu": 12, "zone": "b"},\n'
                      '  {"name": "node03", "cpu": 12, "zone": "c", "reserved": {"cpu": 2}},\n'
                      '  {"name": "node01", "cpu": 12, "zone": "a", "reserved": {"cpu": 1}},\n'
                      '  {"name": "node04", "cpu": 18, "zone": "a", "reserved": {"cpu": 1}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "auth-1", "service": "auth", "cpu": 4, "window": [1, 5], "priority": 9},\n'
                      '  {"name": "ml-2", "service": "ml", "cpu": 12, "window": [18, 25], "priority": 5},\n'
                      '  {"name": "ml-1", "service": "ml", "cpu": 6, "window": [5, 13], "priority": 8},\n'
                      '  {"name": "auth-4", "service": "auth", "cpu": 12, "window": [9, 11], "priority": 4},\n'
                      '  {"name": "auth-3", "service": "auth", "cpu": 8, "window": [4, 14], "priority": 2},\n'
                      '  {"name": "ml-3", "service": "ml", "cpu": 12, "window": [12, 17], "priority": 6},\n'
                      '  {"name": "auth-2", "service": "auth", "cpu": 2, "window": [10, 18], "priority": 9}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "avoid": [["auth", "ml"]]}}\n'},
 'hidden2': {'best': 34,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 10,
                                    'cpu': 15,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 30,
                                    'name': 'node03',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 7,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 40,
                                    'name': 'node01',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 40,
                                    'name': 'node05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 10,
                                    'cpu': 10,
                                    'gpu': 2,
                                    'labels': ['ssd'],
                                    'mem': 40,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 10,
                                    'gpu': 1,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 40,
                                    'name': 'node04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['search', 'web']], 'headroom': 30, 'per_host': 2, 'zone_max': 2},
                         'workloads': [{'cpu': 10,
                                        'end': 17,
                                        'gpu': 1,
                                        'mem': 18,
                                        'name': 'web-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 15,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 25,
                                        'name': 'web-4',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'web',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'search-5',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 9,
                                        'end': 9,
                                        'gpu': 1,
                                        'mem': 38,
                                        'name': 'web-3',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'web',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 8,
                                        'gpu': 1,
                                        'mem': 6,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'search',
                                        'start': 1,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 13,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 7,
                                        'service': 'search',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 15,
                                        'gpu': 1,
                                        'mem': 23,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 9,
                                        'end': 8,
                                        'gpu': 0,
                                        'mem': 15,
                                        'name': 'web-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'web',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'search-4',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 8,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node03", "cpu": 15, "zone": "c", "reserved": {"cpu": 1}},\n'
                      '  {"name": "node01", "cpu": 10, "zone": "a", "reserved": {"cpu": 3}},\n'
                      '  {"name": "node05", "cpu": 10, "zone": "b"},\n'
                      '  {"name": "node02", "cpu": 10, "zone": "b"},\n'
                      '  {"name": "node04", "cpu": 10, "zone": "a"}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "web-2", "service": "web", "cpu": 10, "window": [15, 17], "priority": 8},\n'
                      '  {"name": "web-4", "service": "web", "cpu": 6, "window": [2, 9], "priority": 2},\n'
                      '  {"name": "search-5", "service": "search", "cpu": 6, "window": [0, 10], "priority": 5},\n'
                      '  {"name": "web-3", "service": "web", "cpu": 9, "window": [3, 9], "priority": 1},\n'
                      '  {"name": "search-3", "service": "search", "cpu": 5, "window": [1, 8], "priority": 6},\n'
                      '  {"name": "search-1", "service": "search", "cpu": 3, "window": [5, 13], "priority": 7},\n'
                      '  {"name": "search-2", "service": "search", "cpu": 10, "window": [6, 15], "priority": 1},\n'
                      '  {"name": "web-1", "service": "web", "cpu": 9, "window": [6, 8], "priority": 8},\n'
                      '  {"name": "search-4", "service": "search", "cpu": 10, "window": [8, 15], "priority": 1}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "avoid": [["search", "web"]]}}\n'},
 'hidden3': {'best': 48,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 32,
                                    'name': 'node05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'node02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 8,
                                    'cpu': 16,
                                    'gpu': 1,
                                    'labels': [],
                                    'mem': 64,
                                    'name': 'node03',
                                    'reserved': {'cpu': 1},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 10,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['nvme'],
                                    'mem': 32,
                                    'name': 'node04',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 13,
                                    'cpu': 24,
                                    'gpu': 2,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 48,
                                    'name': 'node01',
                                    'reserved': {'cpu': 3},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['api', 'db']], 'headroom': 15, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 16,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'db',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 51,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 2,
                                        'with': ''},
                                       {'cpu': 16,
                                        'end': 7,
                                        'gpu': 1,
                                        'mem': 31,
                                        'name': 'etl-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'etl',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 30,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 10,
                                        'with': ''},
                                       {'cpu': 13,
                                        'end': 8,
                                        'gpu': 1,
                                        'mem': 38,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 34,
                                        'name': 'etl-1',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'etl',
                                        'start': 14,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 16,
                                        'gpu': 1,
                                        'mem': 13,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'db',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 27,
                                        'name': 'api-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 6,
                                        'with': ''},
                                       {'cpu': 9,
                                        'end': 13,
                                        'gpu': 0,
                                        'mem': 12,
                                        'name': 'etl-3',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'etl',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 28,
                                        'name': 'api-1',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'api',
                                        'start': 9,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "node05", "cpu": 16, "zone": "a"},\n'
                      '  {"name": "node02", "cpu": 16, "zone": "b"},\n'
                      '  {"name": "node03", "cpu": 16, "zone": "a", "reserved": {"cpu": 1}},\n'
                      '  {"name": "node04", "cpu": 16, "zone": "b", "reserved": {"cpu": 3}},\n'
                      '  {"name": "node01", "cpu": 24, "zone": "a", "reserved": {"cpu": 3}}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "db-1", "service": "db", "cpu": 16, "window": [6, 14], "priority": 6},\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 12, "window": [2, 9], "priority": 8},\n'
                      '  {"name": "etl-2", "service": "etl", "cpu": 16, "window": [0, 7], "priority": 2},\n'
                      '  {"name": "cache-2", "service": "cache", "cpu": 12, "window": [10, 15], "priority": 9},\n'
                      '  {"name": "cache-3", "service": "cache", "cpu": 13, "window": [0, 8], "priority": 6},\n'
                      '  {"name": "etl-1", "service": "etl", "cpu": 12, "window": [14, 21], "priority": 4},\n'
                      '  {"name": "db-2", "service": "db", "cpu": 3, "window": [11, 16], "priority": 3},\n'
                      '  {"name": "api-2", "service": "api", "cpu": 12, "window": [6, 14], "priority": 5},\n'
                      '  {"name": "etl-3", "service": "etl", "cpu": 9, "window": [7, 13], "priority": 8},\n'
                      '  {"name": "api-1", "service": "api", "cpu": 12, "window": [9, 14], "priority": 5}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 1, "avoid": [["api", "db"]]}}\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
