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
COMPONENTS = ['fmt_json', 'obj_value', 'anti_affinity', 'zones', 'affinity', 'headroom', 'windows']
CASES = {'hidden1': {'best': 35,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 8,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': ['ssd'],
                                    'mem': 64,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'c'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'hv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 13,
                                    'cpu': 24,
                                    'gpu': 0,
                                    'labels': ['avx512'],
                                    'mem': 48,
                                    'name': 'hv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 9,
                                    'cpu': 16,
                                    'gpu': 2,
                                    'labels': ['avx512'],
                                    'mem': 64,
                                    'name': 'hv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['auth', 'cache']], 'headroom': 30, 'per_host': 2, 'zone_max': 1},
                         'workloads': [{'cpu': 9,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 31,
                                        'name': 'ml-3',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'ml',
                                        'start': 3,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 6,
                                        'gpu': 0,
                                        'mem': 23,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'cache',
                                        'start': 2,
                                        'with': 'ml-1'},
                                       {'cpu': 9,
                                        'end': 9,
                                        'gpu': 0,
                                        'mem': 37,
                                        'name': 'ml-5',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'ml',
                                        'start': 7,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 16,
                                        'gpu': 0,
                                        'mem': 58,
                                        'name': 'ml-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'ml',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 10,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 9,
                                        'end': 18,
                                        'gpu': 0,
                                        'mem': 41,
                                        'name': 'ml-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'ml',
                                        'start': 14,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 9,
                                        'name': 'auth-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'auth',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 11,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 43,
                                        'name': 'ml-4',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'ml',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 10,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 7,
                                        'name': 'auth-2',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'auth',
                                        'start': 7,
                                        'with': 'cache-1'}]},
             'input': '{"hosts": [\n'
                      '  {"name": "hv03", "cpu": 16, "zone": "c"},\n'
                      '  {"name": "hv04", "cpu": 16, "zone": "a"},\n'
                      '  {"name": "hv02", "cpu": 24, "zone": "b"},\n'
                      '  {"name": "hv01", "cpu": 16, "zone": "a"}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "ml-3", "service": "ml", "cpu": 9, "window": [3, 12], "priority": 6},\n'
                      '  {"name": "cache-2", "service": "cache", "cpu": 6, "window": [2, 6], "priority": 8, "with": '
                      '"ml-1"},\n'
                      '  {"name": "ml-5", "service": "ml", "cpu": 9, "window": [7, 9], "priority": 9},\n'
                      '  {"name": "ml-1", "service": "ml", "cpu": 12, "window": [11, 16], "priority": 6},\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 3, "window": [0, 10], "priority": 1},\n'
                      '  {"name": "ml-2", "service": "ml", "cpu": 9, "window": [14, 18], "priority": 2},\n'
                      '  {"name": "auth-1", "service": "auth", "cpu": 8, "window": [9, 14], "priority": 6},\n'
                      '  {"name": "ml-4", "service": "ml", "cpu": 11, "window": [12, 17], "priority": 4},\n'
                      '  {"name": "auth-2", "service": "auth", "cpu": 10, "window": [7, 14], "priority": 5, "with": '
                      '"cache-1"}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 1, "headroom": 30}}\n'},
 'hidden2': {'best': 32,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 12,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['nvme', 'ssd'],
                                    'mem': 48,
                                    'name': 'hv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 12,
                                    'cpu': 12,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 24,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 9,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['ssd'],
                                    'mem': 24,
                                    'name': 'hv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 11,
                                    'cpu': 12,
                                    'gpu': 1,
                                    'labels': ['avx512', 'nvme'],
                                    'mem': 24,
                                    'name': 'hv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 6,
                                    'cpu': 6,
                                    'gpu': 1,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 24,
                                    'name': 'hv05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['cache', 'db']], 'headroom': 30, 'per_host': 3, 'zone_max': 2},
                         'workloads': [{'cpu': 2,
                                        'end': 11,
                                        'gpu': 1,
                                        'mem': 3,
                                        'name': 'cache-5',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'cache',
                                        'start': 5,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 13,
                                        'name': 'db-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'db',
                                        'start': 17,
                                        'with': ''},
                                       {'cpu': 5,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 21,
                                        'name': 'db-4',
                                        'needs': '',
                                        'priority': 8,
                                        'service': 'db',
                                        'start': 11,
                                        'with': 'cache-4'},
                                       {'cpu': 6,
                                        'end': 15,
                                        'gpu': 0,
                                        'mem': 5,
                                        'name': 'db-3',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'db',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 12,
                                        'end': 14,
                                        'gpu': 0,
                                        'mem': 24,
                                        'name': 'cache-3',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 19,
                                        'gpu': 0,
                                        'mem': 18,
                                        'name': 'cache-2',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'cache',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 17,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'cache',
                                        'start': 8,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 12,
                                        'gpu': 0,
                                        'mem': 2,
                                        'name': 'db-2',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'db',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 19,
                                        'name': 'cache-4',
                                        'needs': '',
                                        'priority': 5,
                                        'service': 'cache',
                                        'start': 14,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "hv02", "cpu": 12, "zone": "b"},\n'
                      '  {"name": "hv03", "cpu": 12, "zone": "a"},\n'
                      '  {"name": "hv04", "cpu": 12, "zone": "b"},\n'
                      '  {"name": "hv01", "cpu": 12, "zone": "a"},\n'
                      '  {"name": "hv05", "cpu": 6, "zone": "a"}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "cache-5", "service": "cache", "cpu": 2, "window": [5, 11], "priority": 3},\n'
                      '  {"name": "db-1", "service": "db", "cpu": 4, "window": [17, 20], "priority": 6},\n'
                      '  {"name": "db-4", "service": "db", "cpu": 5, "window": [11, 21], "priority": 8, "with": '
                      '"cache-4"},\n'
                      '  {"name": "db-3", "service": "db", "cpu": 6, "window": [12, 15], "priority": 4},\n'
                      '  {"name": "cache-3", "service": "cache", "cpu": 12, "window": [9, 14], "priority": 9},\n'
                      '  {"name": "cache-2", "service": "cache", "cpu": 4, "window": [12, 19], "priority": 1},\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 8, "window": [8, 17], "priority": 9},\n'
                      '  {"name": "db-2", "service": "db", "cpu": 4, "window": [9, 12], "priority": 9},\n'
                      '  {"name": "cache-4", "service": "cache", "cpu": 6, "window": [14, 21], "priority": 5}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 2, "headroom": 30}}\n'},
 'hidden3': {'best': 19,
             'canonical': None,
             'cluster': {'hosts': [{'cost': 9,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 16,
                                    'name': 'hv05',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 8,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'hv04',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 6,
                                    'cpu': 8,
                                    'gpu': 0,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 16,
                                    'name': 'hv02',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'b'},
                                   {'cost': 5,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': ['avx512', 'ssd'],
                                    'mem': 32,
                                    'name': 'hv01',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'},
                                   {'cost': 7,
                                    'cpu': 8,
                                    'gpu': 2,
                                    'labels': [],
                                    'mem': 32,
                                    'name': 'hv03',
                                    'reserved': {},
                                    'running': {},
                                    'zone': 'a'}],
                         'rules': {'avoid': [['mail', 'search']], 'headroom': 25, 'per_host': 3, 'zone_max': 1},
                         'workloads': [{'cpu': 4,
                                        'end': 20,
                                        'gpu': 0,
                                        'mem': 10,
                                        'name': 'log-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'log',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 4,
                                        'end': 9,
                                        'gpu': 1,
                                        'mem': 17,
                                        'name': 'mail-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'mail',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 7,
                                        'gpu': 1,
                                        'mem': 6,
                                        'name': 'log-3',
                                        'needs': '',
                                        'priority': 9,
                                        'service': 'log',
                                        'start': 5,
                                        'with': 'search-2'},
                                       {'cpu': 6,
                                        'end': 17,
                                        'gpu': 1,
                                        'mem': 12,
                                        'name': 'mail-2',
                                        'needs': '',
                                        'priority': 4,
                                        'service': 'mail',
                                        'start': 9,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 5,
                                        'gpu': 0,
                                        'mem': 31,
                                        'name': 'search-4',
                                        'needs': '',
                                        'priority': 1,
                                        'service': 'search',
                                        'start': 0,
                                        'with': ''},
                                       {'cpu': 6,
                                        'end': 26,
                                        'gpu': 1,
                                        'mem': 7,
                                        'name': 'search-1',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 21,
                                        'with': ''},
                                       {'cpu': 3,
                                        'end': 21,
                                        'gpu': 0,
                                        'mem': 3,
                                        'name': 'cache-1',
                                        'needs': '',
                                        'priority': 6,
                                        'service': 'cache',
                                        'start': 12,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 9,
                                        'gpu': 1,
                                        'mem': 35,
                                        'name': 'log-2',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'log',
                                        'start': 0,
                                        'with': 'cache-1'},
                                       {'cpu': 8,
                                        'end': 16,
                                        'gpu': 1,
                                        'mem': 30,
                                        'name': 'search-3',
                                        'needs': '',
                                        'priority': 2,
                                        'service': 'search',
                                        'start': 11,
                                        'with': ''},
                                       {'cpu': 8,
                                        'end': 11,
                                        'gpu': 0,
                                        'mem': 16,
                                        'name': 'search-2',
                                        'needs': '',
                                        'priority': 3,
                                        'service': 'search',
                                        'start': 5,
                                        'with': ''}]},
             'input': '{"hosts": [\n'
                      '  {"name": "hv05", "cpu": 8, "zone": "a"},\n'
                      '  {"name": "hv04", "cpu": 8, "zone": "b"},\n'
                      '  {"name": "hv02", "cpu": 8, "zone": "b"},\n'
                      '  {"name": "hv01", "cpu": 8, "zone": "a"},\n'
                      '  {"name": "hv03", "cpu": 8, "zone": "a"}\n'
                      ' ],\n'
                      ' "workloads": [\n'
                      '  {"name": "log-1", "service": "log", "cpu": 4, "window": [12, 20], "priority": 6},\n'
                      '  {"name": "mail-1", "service": "mail", "cpu": 4, "window": [0, 9], "priority": 6},\n'
                      '  {"name": "log-3", "service": "log", "cpu": 3, "window": [5, 7], "priority": 9, "with": '
                      '"search-2"},\n'
                      '  {"name": "mail-2", "service": "mail", "cpu": 6, "window": [9, 17], "priority": 4},\n'
                      '  {"name": "search-4", "service": "search", "cpu": 8, "window": [0, 5], "priority": 1},\n'
                      '  {"name": "search-1", "service": "search", "cpu": 6, "window": [21, 26], "priority": 3},\n'
                      '  {"name": "cache-1", "service": "cache", "cpu": 3, "window": [12, 21], "priority": 6},\n'
                      '  {"name": "log-2", "service": "log", "cpu": 8, "window": [0, 9], "priority": 2, "with": '
                      '"cache-1"},\n'
                      '  {"name": "search-3", "service": "search", "cpu": 8, "window": [11, 16], "priority": 2},\n'
                      '  {"name": "search-2", "service": "search", "cpu": 8, "window": [5, 11], "priority": 3}\n'
                      ' ],\n'
                      ' "rules": {"zone_max": 1, "headroom": 25}}\n'}}

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_cluster(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    why = judge(case["cluster"], COMPONENTS, p.stdout, case["best"], case["canonical"])
    assert not why, f"{name}: {why}"
