"""Algorithms: a dispatch route-planner CLI judged on hidden road networks, composed per instance from an input
format, an objective, routing rules, output requirements and (sometimes) a scale bound.

The reference planner is assembled from per-component pieces of one Python program: a parser for the format, the
objective's label rule (start, extend along a road, show), one state slot per routing rule, output fields. So two
instances with other components have other oracles. The generator runs the oracle and every decoy program on the
hidden cases in-process (the exact code the gate runs) and redraws the cases until each decoy is caught.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import (Component, compose, heredoc_program, hidden_tests, KitFamily, LevelConfig,
                                   oracle_and_decoys, program_piece, run_program)
from termigen.task import Decoy, Environment, File, Timeouts

COMPANIES = ["Swiftline Couriers", "Boxwood Freight", "Kestrel Logistics", "Meridian Parcel", "Tallow & Sons Haulage",
             "Greyhawk Express", "Lanternfish Cargo", "Redkite Deliveries", "Stonebridge Freight", "Northwind Parcel"]
CITIES = ["Aldport", "Brennick", "Caldmoor", "Dunmere", "Eastwick", "Farrow", "Glenholt", "Harrowgate", "Kilnsey"]
PROGRAM_PATHS = ["/app/bin/route", "/app/bin/plan-route", "/opt/dispatch/bin/route", "/app/tools/shortest-route",
                 "/srv/dispatch/bin/router"]
MARKERS = ["-1", "NO ROUTE", "unreachable", "none"]
PRIMES = [89, 97, 101, 103]
NAMES = {"u": "from", "v": "to", "w": "minutes", "oneway": "oneway", "fee": "toll", "cap": "capacity",
         "a": "closed_from", "b": "closed_to"}
STATEFUL = ("toll_limit", "waypoint", "fuel", "no_uturn")
BIG_N, BIG_M, BIG_LIMIT_S = 30000, 75000, 45  # the oracle: ~2.5 s of CPU; big_quadratic: > 2 min

# --- the reference planner: HEAD, then each drawn component's piece, then TAIL --------------------------------
HEAD = '''#!/usr/bin/env python3
"""Dispatch route planner: a road network and queries on stdin, one answer line per query on stdout."""
import csv, heapq, io, json, sys

INF = float("inf")
MARKER = "@@marker@@"
RULES = []   # per routing rule: settings -> (slot at start, move(slot, u, road, v) -> slot or None, accepts(slot))
FIELDS = {}  # answer fields after the value, by position
TWO_WAY = lambda road: True
blocked = lambda settings: set()  # junctions no route may enter
push, pop = heapq.heappush, heapq.heappop


def search(adj, rules, s):
    """Label-setting search over states (junction, one slot per rule): labels never improve along a road."""
    x0 = (s,) + tuple(r[0](s) for r in rules)
    best, preds, roads, order, seen, heap = {x0: START}, {x0: []}, {x0: 0}, [], set(), [(START, x0)]
    if not rules:  # states are bare junctions: the same search without the slot bookkeeping
        state = [(v,) for v in range(len(adj))]
        while heap:
            lab, x = pop(heap)
            if x in seen:
                continue
            seen.add(x)
            order.append(x)
            for road, v in adj[x[0]]:
                y, nl = state[v], extend(lab, road)
                if nl is None or y in seen:
                    continue
                old = best.get(y)
                if old is None or nl < old:
                    best[y], preds[y], roads[y] = nl, [(x, road)], roads[x] + 1
                    push(heap, (nl, y))
                elif nl == old:
                    preds[y].append((x, road))
        return best, preds, roads, order
    while heap:
        lab, x = pop(heap)
        if x in seen:
            continue
        seen.add(x)
        order.append(x)
        u = x[0]
        for road, v in adj[u]:
            y = [v]
            for (_, move, _), slot in zip(rules, x[1:]):
                slot = move(slot, u, road, v)
                if slot is None:
                    break
                y.append(slot)
            else:
                y, nl = tuple(y), extend(lab, road)
                if nl is None or y in seen:
                    continue
                old = best.get(y)
                if old is None or nl < old:
                    best[y], preds[y], roads[y] = nl, [(x, road)], roads[x] + 1
                    push(heap, (nl, y))
                elif nl == old:
                    preds[y].append((x, road))
    return best, preds, roads, order


def answer(res, t, rules):
    best = res[0]
    ends = [x for x in best if x[0] == t and all(r[2](a) for r, a in zip(rules, x[1:]))]
    if not ends:
        return MARKER
    lab = min(best[x] for x in ends)
    ends = [x for x in ends if best[x] == lab]
    return " ".join([show(lab)] + [FIELDS[k](res, ends) for k in sorted(FIELDS)])


def plan(text):
    n, roads, settings, queries = parse(text)
    adj, shut = [[] for _ in range(n + 1)], blocked(settings)
    for r in roads:
        if r["v"] not in shut:
            adj[r["u"]].append((r, r["v"]))
        if TWO_WAY(r) and r["u"] not in shut:
            adj[r["v"]].append((r, r["u"]))
    rules, done, out = [make(settings) for make in RULES], {}, []
    for s, t in queries:
        if s not in done:
            done[s] = search(adj, rules, s)
        out.append(answer(done[s], t, rules))
    return "\\n".join(out) + "\\n"
'''
TAIL = '''
if __name__ == "__main__":
    sys.stdout.write(plan(sys.stdin.read()))
'''

# Each piece: code, wrong variants (decoy name -> code), instruction rule, easy-level hint, attributes it needs.
PIECES = {
    # formats
    "fmt_edges": dict(code='''
COLUMNS = @@columns@@
def parse(text):
    lines = [l.split() for l in text.splitlines() if l.strip()]
    n, m = int(lines[0][0]), int(lines[0][1])
    roads = [dict(zip(COLUMNS, map(int, l))) for l in lines[1:1 + m]]
    rest, settings = lines[1 + m:], {}
    while rest[0][0].isalpha():
        settings[rest[0][0]] = [int(x) for x in rest[0][1:]]
        rest = rest[1:]
    return n, roads, settings, [(int(a), int(b)) for a, b in rest[1:1 + int(rest[0][0])]]
'''),
    "fmt_csv": dict(code='''
KEYS = @@keys@@
def parse(text):
    blocks = [list(csv.DictReader(io.StringIO(b.strip()))) for b in text.strip().split("\\n\\n")]
    roads = [{KEYS[k]: int(v) for k, v in row.items()} for row in blocks[0]]
    settings = {row["setting"]: [int(x) for x in row["value"].split()] for row in blocks[1]}
    return settings.pop("junctions")[0], roads, settings, [(int(r["from"]), int(r["to"])) for r in blocks[2]]
''', wrong={"by_position": '''
SEEN = @@example_columns@@
def parse(text):
    blocks = [b.strip().splitlines() for b in text.strip().split("\\n\\n")]
    roads = [dict(zip(SEEN, map(int, line.split(",")))) for line in blocks[0][1:]]
    settings = dict((k, [int(x) for x in v.split()]) for k, v in (l.split(",") for l in blocks[1][1:]))
    return settings.pop("junctions")[0], roads, settings, [tuple(map(int, l.split(","))) for l in blocks[2][1:]]
'''}),
    "fmt_json": dict(code='''
def parse(text):
    doc = json.loads(text)
    roads = [{"u": r["from"], "v": r["to"], "w": r["minutes"], "oneway": int(r.get("oneway", False)),
              "fee": r.get("toll", 0), "cap": r.get("capacity", 0), "a": r.get("closed", [0, 0])[0],
              "b": r.get("closed", [0, 0])[1]} for r in doc["roads"]]
    settings = {k: v if isinstance(v, list) else [v] for k, v in doc.get("settings", {}).items()}
    return doc["junctions"], roads, settings, [tuple(q) for q in doc["queries"]]
'''),
    "fmt_matrix": dict(code='''
def parse(text):
    lines = [l.split() for l in text.splitlines() if l.strip()]
    n = int(lines[0][0])
    roads = [{"u": i + 1, "v": j + 1, "w": int(w)} for i, row in enumerate(lines[1:1 + n])
             for j, w in enumerate(row) if int(w)]
    rest, settings = lines[1 + n:], {}
    while rest[0][0].isalpha():
        settings[rest[0][0]] = [int(x) for x in rest[0][1:]]
        rest = rest[1:]
    return n, roads, settings, [(int(a), int(b)) for a, b in rest[1:1 + int(rest[0][0])]]
TWO_WAY = lambda road: False
''', wrong={"transposed": [('{"u": i + 1, "v": j + 1,', '{"u": j + 1, "v": i + 1,')]}),
    # objectives
    "obj_time": dict(code='''
START = 0
def extend(lab, road): return lab + road["w"]
show = str
''', wrong={"counts_roads": [('lab + road["w"]', "lab + 1")]}, rule="the value is the route's total driving time in minutes, and the planner picks the route that "
            "minimises it", hint="minutes are positive, so a priority-queue search settles junctions in order"),
    "obj_hops": dict(code='''
START = 0
def extend(lab, road): return lab + 1
show = str
''', wrong={"uses_minutes": [("lab + 1", 'lab + road["w"]')]}, rule="the value is the number of roads on the route (minutes do not matter here), and the planner picks "
            "the route with the fewest roads", hint="every road costs the same, so breadth-first order is enough"),
    "obj_widest": dict(code='''
START = -INF
def extend(lab, road): return max(lab, -road["cap"])
def show(lab): return str(-lab)
''', wrong={"fastest_route_capacity": '''
START = (0, -INF)
def extend(lab, road): return (lab[0] + road["w"], max(lab[1], -road["cap"]))
def show(lab): return str(-lab[1])
'''}, rule="the value is the heaviest load in tonnes the route can carry, which is the smallest `capacity` among "
            "its roads; the planner picks the route that maximises it (travel time does not matter)",
        hint="this is a bottleneck (max-min) path: keep the best minimum so far instead of a sum", attrs=("cap",)),
    "obj_fee_time": dict(code='''
START = (0, 0)
def extend(lab, road): return (lab[0] + road["fee"], lab[1] + road["w"])
def show(lab): return "%d %d" % lab
''', wrong={"time_first": '''
START = (0, 0)
def extend(lab, road): return (lab[0] + road["w"], lab[1] + road["fee"])
def show(lab): return "%d %d" % (lab[1], lab[0])
'''}, rule="the value is two numbers `F T`: the route's total toll `F` (the sum of `toll` over its roads) and its "
            "driving time `T` in minutes; the planner picks the route with the least toll and, among those, the "
            "shortest time", hint="compare (toll, minutes) pairs lexicographically", attrs=("fee",)),
    "obj_closures": dict(code='''
START = 0
def extend(lab, road):
    if road["a"] <= lab < road["b"]:
        lab = road["b"]
    return lab + road["w"]
show = str
''', wrong={"no_waiting": [('        lab = road["b"]', "        return None")]}, rule="the value is the earliest arrival minute, leaving the start at minute 0. A road with "
            "`closed_from` a and `closed_to` b (a < b) cannot be entered from minute a up to, but not including, "
            "minute b; a truck at its start junction may wait (for free) until it opens. `0 0` means never closed",
        hint="with waiting allowed, arriving earlier is never worse, so an earliest-arrival search still works",
        attrs=("a", "b")),
    # routing rules
    "one_way": dict(code='''
TWO_WAY = lambda road: not road["oneway"]
''', rule="a road with `oneway` 1 may only be driven from its `from` junction to its `to` junction; other roads "
          "go both ways", hint="add the reverse direction only for two-way roads", attrs=("oneway",)),
    "forbidden": dict(code='''
blocked = lambda settings: set(settings.get("closed", []))
''', rule="junctions listed in the `closed` setting are shut: no route may pass through one (queries never start "
          "or end at one)", hint="drop the shut junctions from the network before searching"),
    "waypoint": dict(code='''
def _depot(settings):
    d = settings["depot"][0]
    return (lambda s: int(s == d), lambda a, u, r, v: int(a or v == d), lambda a: a == 1)
RULES.append(_depot)
''', rule="every route must pass through the depot junction given by the `depot` setting (a route that starts or "
          "ends there counts)", hint="search over (junction, depot visited yet) pairs"),
    "toll_limit": dict(code='''
def _tolls(settings):
    k = settings["limit"][0]
    return (lambda s: 0, lambda a, u, r, v: a + (r["fee"] > 0) if a + (r["fee"] > 0) <= k else None, lambda a: True)
RULES.append(_tolls)
''', wrong={"off_by_one": [("<= k else", "< k else")]}, rule="a route may use at most `limit` toll roads (roads whose `toll` is above 0; one driven twice counts "
            "twice)", hint="search over (junction, toll roads used) pairs", attrs=("fee",)),
    "no_uturn": dict(code='''
RULES.append(lambda settings: (lambda s: 0, lambda a, u, r, v: None if v == a else u, lambda a: True))
''', rule="no U-turns: right after driving from junction x to junction y, the next road may not lead straight "
          "back to x (coming back later is fine)", hint="search over (junction, junction you came from) pairs"),
    "fuel": dict(code='''
def _battery(settings):
    full, chargers = settings["range"][0], set(settings.get("chargers", []))
    def move(a, u, r, v):
        a -= r["w"]
        return None if a < 0 else (full if v in chargers else a)
    return (lambda s: full, move, lambda a: True)
RULES.append(_battery)
''', wrong={"strict": [("None if a < 0", "None if a <= 0")]}, rule="the vans are electric: they leave full with `range` minutes of driving, each road uses its "
            "`minutes`, the charge may never go below 0 (arriving on exactly 0 is fine), and arriving at a junction "
            "in the `chargers` setting refills to full; waiting does not use charge",
        hint="search over (junction, charge left) pairs"),
    # output requirements
    "fewest": dict(code='''
_start, _extend, _show = START, extend, show
START = (_start, 0)
def extend(lab, road):
    v = _extend(lab[0], road)
    return None if v is None else (v, lab[1] + 1)
def show(lab): return _show(lab[0]) + " " + str(lab[1])
''', wrong={"first_found": '''
FIELDS[1] = lambda res, ends: str(res[2][ends[0]])
'''}, rule="after the value, print the number of roads of the route; among equally good routes take the one with "
            "the fewest roads", hint="carry the road count as a second key; do not keep the first count found"),
    "path": dict(code='''
def _route(res, ends):
    best, preds, roads, order = res
    useful, stack = set(ends), list(ends)
    while stack:
        for p, _ in preds[stack.pop()]:
            if p not in useful:
                useful.add(p)
                stack.append(p)
    succ = {}
    for y in useful:
        for p, _ in preds[y]:
            succ.setdefault(p, []).append(y)
    front, seq, goal = [order[0]], [order[0][0]], set(ends)
    while not goal.intersection(front):
        nxt = [y for x in front for y in succ[x]]
        m = min(y[0] for y in nxt)
        front = list(dict.fromkeys(y for y in nxt if y[0] == m))
        seq.append(m)
    return "-".join(map(str, seq))
FIELDS[2] = _route
''', wrong={"string_order": [("min(y[0] for y in nxt)", "min((y[0] for y in nxt), key=str)")], "first_parent": '''
def _route(res, ends):
    x, seq = ends[0], [ends[0][0]]
    while res[1][x]:
        x = res[1][x][0][0]
        seq.append(x[0])
    return "-".join(map(str, reversed(seq)))
FIELDS[2] = _route
'''}, rule="after the value, print the route itself as its junctions joined by `-` (e.g. `4-17-9`); among equally "
            "good routes print the one whose junction sequence is smallest, comparing junction numbers one by one "
            "as numbers", hint="keep every equally good predecessor, then walk forward choosing the smallest "
                              "junction that still lies on a best route"),
    "count": dict(code='''
P = @@prime@@
def _ways(res, ends):
    best, preds, roads, order = res
    ways = {}
    for x in order:
        ways[x] = sum(ways[p] for p, _ in preds[x]) % P if preds[x] else 1
    return str(sum(ways[x] for x in ends) % P)
FIELDS[2] = _ways
''', wrong={"no_modulo": [("P = @@prime@@\n", ""), (" % P if", " if"), (" for x in ends) % P)", " for x in ends))")]},
        rule="after the value, print how many different routes (sequences of roads; two parallel roads are two "
            "routes) achieve that value, modulo @@prime@@",
        hint="count routes along the search: a junction's count is the sum over its equally good predecessors"),
    # scale: nothing to add to a planner that is already efficient; the wrong fix is the textbook quadratic search
    "big": dict(code="", wrong={"quadratic": '''
def search(adj, rules, s):
    x0 = (s,) + tuple(r[0](s) for r in rules)
    best, preds, roads, order, seen = {x0: START}, {x0: []}, {x0: 0}, [], set()
    while True:
        open_ = [x for x in best if x not in seen]
        if not open_:
            return best, preds, roads, order
        x = min(open_, key=best.get)
        seen.add(x)
        order.append(x)
        u, lab = x[0], best[x]
        for road, v in adj[u]:
            y = [v]
            for (_, move, _), slot in zip(rules, x[1:]):
                slot = move(slot, u, road, v)
                if slot is None:
                    break
                y.append(slot)
            else:
                y, nl = tuple(y), extend(lab, road)
                if nl is None or y in seen:
                    continue
                if y not in best or nl < best[y]:
                    best[y], preds[y], roads[y] = nl, [(x, road)], roads[x] + 1
                elif nl == best[y]:
                    preds[y].append((x, road))
'''}, rule=f"Networks reach {BIG_N:,} junctions and {BIG_M:,} roads; the planner must answer such a network "
            f"within {BIG_LIMIT_S} seconds on one CPU core", hint="an O(V^2) search is far too slow here"),
}

# What cannot be composed (matrix cells hold only minutes and are directed; the output rules need labels whose
# best routes are made of best sub-routes, which bottleneck and closure-with-waiting labels are not).
EXCLUDES = {
    "fmt_matrix": ("obj_widest", "obj_fee_time", "obj_closures", "one_way", "toll_limit", "big"),
    "obj_widest": ("fewest", "path", "count"), "obj_closures": ("fewest", "path", "count"),
    "obj_hops": ("fewest",), "path": ("count",),
    "obj_fee_time": ("toll_limit",),  # the least-toll route already avoids toll roads: the limit would never bind
    "big": ("fuel", "no_uturn", "toll_limit", "waypoint"),  # state slots multiply the big network's search
}
FORMATS = [n for n in PIECES if n.startswith("fmt_")]
OBJECTIVES = [n for n in PIECES if n.startswith("obj_")]

# Render a network in an instance's format: used for every case here, and embedded in the tests for the big one.
RENDER_SRC = '''
import json
NAMES = %r
def render(fmt, n, roads, st, queries, cols):
    qs = ["%%d %%d" %% q for q in queries]
    sets = [k + " " + " ".join(map(str, v)) for k, v in st.items()]
    if fmt == "fmt_edges":
        lines = ["%%d %%d" %% (n, len(roads))] + [" ".join(str(r[c]) for c in cols) for r in roads]
        return "\\n".join(lines + sets + [str(len(qs))] + qs) + "\\n"
    if fmt == "fmt_matrix":
        cell = {(r["u"], r["v"]): r["w"] for r in roads}
        rows = [" ".join(str(cell.get((i, j), 0)) for j in range(1, n + 1)) for i in range(1, n + 1)]
        return "\\n".join([str(n)] + rows + sets + [str(len(qs))] + qs) + "\\n"
    if fmt == "fmt_csv":
        lines = [",".join(NAMES[c] for c in cols)] + [",".join(str(r[c]) for c in cols) for r in roads]
        lines += ["", "setting,value", "junctions,%%d" %% n] + [k + "," + " ".join(map(str, v)) for k, v in st.items()]
        return "\\n".join(lines + ["", "from,to"] + [q.replace(" ", ",") for q in qs]) + "\\n"
    def obj(r):
        d = {"from": r["u"], "to": r["v"], "minutes": r["w"]}
        if r.get("oneway"):
            d["oneway"] = True
        if r.get("fee"):
            d["toll"] = r["fee"]
        if "cap" in r:
            d["capacity"] = r["cap"]
        if r.get("b"):
            d["closed"] = [r["a"], r["b"]]
        return json.dumps(d)
    sets = {k: v if k in ("closed", "chargers") else v[0] for k, v in st.items()}
    return ('{"junctions": %%d, "settings": %%s, "queries": %%s,\\n"roads": [\\n' %% (n, json.dumps(sets),
            json.dumps([list(q) for q in queries])) + ",\\n".join(obj(r) for r in roads) + "\\n]}\\n")
''' % NAMES

# The big hidden network, built in the test from a seed (too large to embed): the same code runs here for the truth.
BIG_SRC = '''
def big_input(seed, fmt, n, m, attrs, cols, st_keys):
    state = [seed]
    def rnd(k):
        state[0] = (state[0] * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        return (state[0] >> 33) % k
    pairs = [(1 + rnd(v - 1), v) for v in range(2, n + 1)]
    while len(pairs) < m:
        u, v = 1 + rnd(n), 1 + rnd(n)
        if u != v:
            pairs.append((u, v))
    roads = []
    for u, v in pairs:
        r = {"u": u, "v": v, "w": 1 + rnd(40)}
        if "oneway" in attrs:
            r["oneway"] = int(rnd(5) == 0)
        if "fee" in attrs:
            r["fee"] = 1 + rnd(9) if rnd(4) == 0 else 0
        if "cap" in attrs:
            r["cap"] = 1 + rnd(30)
        if "a" in attrs:
            a = rnd(300)
            r["a"], r["b"] = (a, a + 1 + rnd(60)) if rnd(3) == 0 else (0, 0)
        roads.append(r)
    st = {}
    if "closed" in st_keys:
        st["closed"] = sorted({1 + rnd(n) for _ in range(n // 40)})
    ok = [x for x in range(1, n + 1) if x not in set(st.get("closed", []))]
    queries = []
    for _ in range(3):
        s = ok[rnd(len(ok))]
        queries += [(s, t) for t in (ok[rnd(len(ok))] for _ in range(3)) if t != s]
    return render(fmt, n, roads, st, queries, cols)
'''
_NS: dict = {}
exec(RENDER_SRC + BIG_SRC, _NS)


@dataclass(frozen=True)
class RouteLevel(LevelConfig):
    nodes: int = 120      # the largest hidden network (the instruction announces it)
    stateful: bool = False  # compose at least one rule that needs a state slot (they interact)
    spec_in_docs: bool = False  # the rules live in /app/docs, the ticket states the goal only
    hints: bool = False   # name the technique next to each rule


def _component(name: str, inst: dict) -> Component:
    def lit(code: str) -> str:
        for k, v in inst["lits"].items():
            code = code.replace(f"@@{k}@@", v)
        return code

    return program_piece(name, PIECES[name], inst["prog"], excludes=EXCLUDES, groups=(FORMATS, OBJECTIVES),
                         render=lit)


def _draw(rng: random.Random, cfg: RouteLevel) -> tuple[str, list[str]]:
    """The program path and the components: a format, an objective, then rules/outputs/scale from the pool."""
    prog, fmt = rng.choice(PROGRAM_PATHS), rng.choice(FORMATS)
    stub = {n: _component(n, {"prog": prog, "lits": {}}) for n in PIECES}
    obj = rng.choice([o for o in OBJECTIVES if o not in stub[fmt].excludes])
    require = [fmt, obj]
    if cfg.stateful:
        require.append(rng.choice([c for c in STATEFUL if c not in stub[fmt].excludes + stub[obj].excludes]))
    names = [c.name for c in compose(rng, list(stub.values()), cfg.components, require=tuple(require))]
    if "no_uturn" in names and not {"waypoint", "fuel"} & set(names):
        # a best route never turns back on its own: the rule only bites with a depot or a charger to reach
        spare = [n for n in names[len(require):] if n != "no_uturn"]
        if len(names) >= cfg.components[1]:
            names.remove(spare[-1] if spare else "no_uturn")
        names.append(rng.choice(["waypoint", "fuel"]))
    return prog, [fmt, obj] + sorted(set(names) - {fmt, obj}, key=list(PIECES).index)


_program_of = heredoc_program  # the Python planner a solve/decoy script installs


def _run(src: str, text: str, crash: str | None = None) -> str:
    """The planner's answer to `text`, run in-process; a decoy that crashes answers `crash`."""
    return run_program(src, "plan", text, crash, module="planner")


def _case(rng, names, n, ties, cols, big_cols=None):
    """One random network in the instance's terms: (input text, its roads) with queries from a few sources."""
    matrix = "fmt_matrix" in names
    iso = rng.sample(range(1, n + 1), max(1, n // 15))
    live = [x for x in range(1, n + 1) if x not in iso]
    rng.shuffle(live)
    pairs = {(live[rng.randrange(i)], live[i]) for i in range(1, len(live))}
    while len(pairs) < int(n * rng.uniform(2.0, 2.8)):
        pairs.add(tuple(rng.sample(live, 2)))
    wmax = 4 if ties else (9 if "fuel" in names else 30)
    grid = []
    if "count" in names and n >= 25:  # a block of unit streets: more equally good routes than the modulus
        g = min(9, int((len(live) * 0.7) ** 0.5))
        grid = live[:g * g]
        pairs = {p for p in pairs if p[0] not in grid and p[1] not in grid}  # no shortcut across the block
        rest = [x for x in live if x not in grid] or grid
        pairs |= {(grid[g - 1], rng.choice(rest)), (grid[-g], rng.choice(rest))}
        for i, a in enumerate(grid):
            pairs |= {(a, grid[i + 1])} if i % g < g - 1 else set()
            pairs |= {(a, grid[i + g])} if i + g < len(grid) else set()
    roads = []
    for a, b in sorted(pairs):
        u, v = (b, a) if rng.random() < 0.5 else (a, b)
        street = u in grid and v in grid  # grid streets: one minute, two-way, free, always open
        r = {"u": u, "v": v, "w": 1 if street else rng.randint(1, wmax)}
        if "oneway" in cols:
            r["oneway"] = int(not street and rng.random() < 0.3)
        if "fee" in cols:
            r["fee"] = rng.randint(1, 9) if not street and rng.random() < 0.35 else 0
            r["w"] = max(1, r["w"] // 3) if r["fee"] else r["w"]  # toll roads are fast and wide: a real trade-off
        if "cap" in cols:
            r["cap"] = rng.randint(7, 12) if r.get("fee") else rng.randint(1, 12)
        if "a" in cols:
            a = rng.randint(0, 40)
            r["a"], r["b"] = (a, a + rng.randint(3, 30)) if not street and rng.random() < 0.45 else (0, 0)
        roads.append(r)
        if matrix and (street or rng.random() < 0.4) and (b, a) not in pairs:  # matrix roads are one-way
            roads.append({"u": v, "v": u, "w": r["w"] if street else rng.randint(1, wmax)})
    if ties and not matrix and len(roads) > 3:  # parallel roads: two routes with one junction sequence
        for r in rng.sample(roads, max(1, len(roads) // 20)):
            roads.append(dict(r))
    rng.shuffle(roads)
    st = {}
    if "toll_limit" in names:
        st["limit"] = [rng.randint(1, 2)]
    if "waypoint" in names:  # a depot on a two-road junction: without U-turns it must be driven through
        deg = {x: sum(x in p for p in pairs) for x in live}
        st["depot"] = grid[:1] or [rng.choice([x for x in live if deg[x] == 2] or live)]
    if "forbidden" in names:
        st["closed"] = sorted(rng.sample([x for x in live if x not in st.get("depot", []) + grid], max(1, n // 8)))
    if "fuel" in names:
        st["range"] = [rng.randint(wmax + 2, 2 * wmax + 4)]
        st["chargers"] = sorted(set(rng.sample(live, max(1, n // 4)) + grid))
    ok = [x for x in range(1, n + 1) if x not in st.get("closed", [])]
    queries = []
    for s in rng.sample([x for x in live if x in ok], min(3, len(live) - 1)):
        targets = dict.fromkeys(rng.sample([x for x in ok if x != s], min(4, len(ok) - 1)) + [rng.choice(iso)])
        queries += [(s, t) for t in targets if t != s]
    if grid:
        queries.append((grid[0], grid[-1]))
    rng.shuffle(queries)
    return _NS["render"](names[0], n, roads, st, queries, big_cols or cols)


@register
class RoutePlanner(KitFamily):
    name = "route_planner"
    category = "algorithms"
    description = ("Write a dispatch route planner composed from a format, an objective (time, hops, bottleneck, "
                   "toll-then-time, closures), routing rules and output requirements; judged on hidden networks.")
    levels = {"easy": RouteLevel(components=(3, 3), nodes=80, hints=True),
              "medium": RouteLevel(components=(3, 4), nodes=150),
              "hard": RouteLevel(components=(4, 5), nodes=200, stateful=True, spec_in_docs=True)}

    def draft(self, rng: random.Random, cfg: RouteLevel) -> Draft:
        prog, names = _draw(rng, cfg)
        fmt, inst = names[0], {"prog": prog, "lits": {}}
        attrs = sorted({a for n in names for a in PIECES[n].get("attrs", ())}, key=list(NAMES).index)
        extra_cols = [a for a in attrs if a not in ("u", "v", "w")]
        rng.shuffle(extra_cols)
        cols = ["u", "v", "w"] + extra_cols
        marker, prime = rng.choice(MARKERS), rng.choice(PRIMES)
        ties = any(n in names for n in ("fewest", "path", "count"))
        inst["lits"] = {"marker": marker, "prime": str(prime), "columns": repr(cols),
                        "keys": repr({NAMES[c]: c for c in cols}), "example_columns": repr(cols)}
        comps = [_component(n, inst) for n in names]
        head = f"mkdir -p {prog.rsplit('/', 1)[0]}\ncat > {prog} <<'PY'\n{HEAD.replace('@@marker@@', marker)}PY\n"
        tail = f"cat >> {prog} <<'PY'\n{TAIL.strip()}\nPY\nchmod 755 {prog}\n"
        solution, made = oracle_and_decoys(comps, head=head, tail=tail, max_decoys=99)
        made = [d for d in made if not d.name.startswith(("skips_fmt", "skips_obj"))]  # those only crash
        oracle = _program_of(solution)

        # Examples (shared column order) and hidden cases (csv hidden cases shuffle the columns: read by header).
        nmax = 64 if fmt == "fmt_matrix" else cfg.nodes
        examples = [_case(rng, names, rng.randint(6, 9), ties, cols) for _ in range(2)]

        def hidden_cols():
            if fmt != "fmt_csv":
                return cols
            while (c := rng.sample(cols, len(cols))) == cols:
                pass
            return c
        for _ in range(6):
            hidden = [_case(rng, names, n, ties, cols, hidden_cols())
                      for n in (rng.randint(10, 14), rng.randint(25, 40), nmax)]
            truth = [_run(oracle, h) for h in hidden]
            caught = [d.name for d in made if d.name == "big_quadratic" or any(
                _run(_program_of(d.script), h, "crash") != t for h, t in zip(hidden, truth))]
            if all(marker in t.split("\n") for t in truth) and len(caught) == len(made):
                break
        else:
            raise Resample(f"{names}: hidden cases miss decoys {sorted({d.name for d in made} - set(caught))}")
        ex_out = [_run(oracle, e) for e in examples]
        hard_coded = Decoy(name="hardcoded", description="prints the shipped examples' answers and nothing real",
                           script=script(f"""
                               mkdir -p {prog.rsplit('/', 1)[0]}
                               cat > {prog} <<'PY'
                               #!/usr/bin/env python3
                               import sys
                               KNOWN = {json.dumps({e.strip(): o for e, o in zip(examples, ex_out)})}
                               sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), {marker!r} + "\\n"))
                               PY
                               chmod 755 {prog}
                           """))
        decoys = [hard_coded] + self._pick(rng, made, 5)

        consts = {"PROGRAM": prog, "CASES": {f"hidden{i}": [h, t] for i, (h, t) in enumerate(zip(hidden, truth), 1)}}
        body = '''
            def _lines(text):
                return [l.rstrip() for l in text.strip("\\n").split("\\n")]

            def test_is_executable():
                assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

            @pytest.mark.parametrize("name", sorted(CASES))
            def test_hidden_network(name):
                text, want = CASES[name]
                p = tg_guard.run([PROGRAM], input=text, timeout=60)
                assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
                got, want = _lines(p.stdout), _lines(want)
                assert len(got) == len(want), f"{name}: {len(got)} answer lines, expected {len(want)}"
                wrong = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
                assert not wrong, f"{name}: {len(wrong)} wrong answers, first (query, got, expected): {wrong[:3]}"
        '''
        imports = ""
        if "big" in names:
            seed = rng.randrange(1, 2 ** 31)
            args = [seed, fmt, BIG_N, BIG_M, attrs, cols, ["closed"] if "forbidden" in names else []]
            big = _NS["big_input"](*args)
            consts.update(BIG_ARGS=args, BIG_WANT=_run(oracle, big), LIMIT_S=BIG_LIMIT_S)
            imports = RENDER_SRC + BIG_SRC
            body += '''
            def test_big_network_in_time():
                text = big_input(*BIG_ARGS)
                try:
                    p = tg_guard.run([PROGRAM], input=text, timeout=LIMIT_S)
                except subprocess.TimeoutExpired:
                    pytest.fail(f"no answer within {LIMIT_S} s on the {BIG_ARGS[2]}-junction network")
                assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
                assert _lines(p.stdout) == _lines(BIG_WANT)
            '''
        files = {f"/app/examples/example{i}.in": File.of(e) for i, e in enumerate(examples, 1)}
        files.update({f"/app/examples/example{i}.out": File.of(o) for i, o in enumerate(ex_out, 1)})
        company, hub = rng.choice(COMPANIES), rng.choice(CITIES)
        instruction, doc = self._texts(cfg, names, cols, company, hub, prog, marker, prime, nmax)
        if doc:
            files["/app/docs/dispatch-rules.md"] = File.of(doc)
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=solution, tests={"test_outputs.py": hidden_tests(consts, body, imports)}, decoys=decoys,
            outputs=[prog.rsplit("/", 1)[0]], tools=["cat", "chmod", "mkdir"], components=names,
            tags=["graphs", "shortest-path"] + [n for n in names if not n.startswith("fmt_")],
            timeouts=Timeouts(agent_sec=1800.0 + 600 * len(names), verifier_sec=240.0),
            expert_time_min=10 + 8 * len(names), junior_time_min=30 + 20 * len(names))

    @staticmethod
    def _pick(rng, made: list[Decoy], k: int) -> list[Decoy]:
        """Up to k decoys spread over the components (the slow-search one always, when drawn)."""
        groups: dict[str, list[Decoy]] = {}
        for d in made:
            groups.setdefault(d.description.split(":")[0].replace("does everything but ", ""), []).append(d)
        order = sorted(groups, key=lambda g: (g != "big", rng.random()))
        picked: list[Decoy] = []
        while len(picked) < k and any(groups[g] for g in order):
            for g in order:
                if groups[g] and len(picked) < k:
                    picked.append(groups[g].pop(rng.randrange(len(groups[g]))))
        return [d for d in made if d in picked]

    @staticmethod
    def _texts(cfg, names, cols, company, hub, prog, marker, prime, nmax):
        fmt = names[0]
        col_doc = ", ".join(f"`{NAMES[c]}`" for c in cols)
        meanings = {"oneway": "`oneway` is 1 for a one-way road", "fee": "`toll` is the toll in euros (0: free)",
                    "cap": "`capacity` is the most tonnes the road carries",
                    "a": "`closed_from`/`closed_to` give the road's closure window"}
        if fmt == "fmt_json":
            meanings["a"] = "`closed: [a, b]` is the road's closure window (`closed_from` a, `closed_to` b)"
        col_means = "; ".join(v for k, v in meanings.items() if k in cols)
        settings = [s for s, n in (("limit K", "toll_limit"), ("depot D", "waypoint"), ("closed c1 c2 ...",
                    "forbidden"), ("range R", "fuel"), ("chargers x1 x2 ...", "fuel")) if n in names]
        set_line = ("settings, one per line as `name value...`: " + ", ".join(f"`{s}`" for s in settings)
                    if settings else "no setting lines")
        fmt_doc = {
            "fmt_edges": f"""whitespace separated text: a line `N M` (junctions are numbered 1..N), then M road
                lines with the columns {col_doc} in that order; then {set_line}; then a line `Q` and Q lines `s t`.""",
            "fmt_matrix": f"""whitespace separated text: a line `N`, then N lines of N integers: the j-th number
                of line i is the minutes of the direct road from junction i to junction j (0: no such road; roads
                in a matrix are one-way, i to j); then {set_line}; then a line `Q` and Q lines `s t`.""",
            "fmt_csv": f"""CSV in three blocks separated by one empty line, each with a header row. Roads: the
                columns {col_doc}, in whatever order the header gives (exports differ; read the header). Settings:
                header `setting,value`, a row `junctions,N` (junctions are 1..N) and
                {', '.join(f"`{s.split()[0]}`" for s in settings) or 'no other'} rows (lists space separated in `value`).
                Queries: header `from,to`, one row per query.""",
            "fmt_json": f"""one JSON object: `junctions` (N; junctions are 1..N), `settings` (an object;
                {', '.join(f'`{s.split()[0]}`' for s in settings) or 'empty here'}; lists for `closed`/`chargers`),
                `queries` (a list of `[s, t]`) and `roads`, a list of objects with `from`, `to`, `minutes`
                {'and, where they apply, ' + ', '.join(f'`{NAMES[c]}`' for c in cols[3:] if c not in 'ab')
                 if cols[3:] else ''}{' and `closed: [from, to]`' if 'a' in cols else ''}; a key that is absent
                means false / 0 / never closed.""",
        }[fmt]
        fmt_doc = " ".join(fmt_doc.split())
        fmt_doc = fmt_doc[0].upper() + fmt_doc[1:]
        rules = [PIECES[n]["rule"].replace("@@prime@@", str(prime)) for n in names[1:] if n != "big"]
        if cfg.hints:
            rules = [f"{r} (hint: {PIECES[n]['hint']})" for r, n in zip(rules, [n for n in names[1:] if n != "big"])]
        bullets = "\n".join(f"- {r[0].upper()}{r[1:]}." for r in rules)
        scale = (PIECES["big"]["rule"] + "." if "big" in names else
                 f"Hidden networks reach {nmax} junctions; the planner must be correct on all of them.")
        io_spec = dedent(f"""
            ## Input (stdin)
            {fmt_doc}
            {col_means + '.' if col_means else ''}

            ## Output (stdout)
            One line per query, in query order: the answer, or `{marker}` when no route satisfies the rules.
        """)
        doc = None
        if cfg.spec_in_docs:
            doc = f"# {company}: dispatch routing rules\n\nHow a route is judged and what the planner prints.\n\n" \
                  f"{bullets}\n\n{io_spec}"
            body = dedent(f"""
                The dispatch desk's rules for a valid and best route, and the input/output formats, are in
                `/app/docs/dispatch-rules.md`; follow them exactly. {scale}
            """)
        else:
            body = f"Routes are judged as follows:\n{bullets}\n\n{io_spec}\n{scale}\n"
        return dedent(f"""
            # Route planner for {company} dispatch

            Dispatchers at the {hub} depot plan deliveries by hand and the current spreadsheet cannot follow the
            routing rules. Write them a command-line route planner at `{prog}`: an executable file (any language
            in this container; e.g. a Python script with a `#!/usr/bin/env python3` line) that reads one road
            network and its queries from standard input and writes one answer line per query to standard output.

        """) + body + dedent(f"""

            Worked examples are in `/app/examples` (`*.in` with the expected `*.out`); the planner will be run on
            other, hidden networks.
        """), doc
