#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/shortest-route <<'PY'
#!/usr/bin/env python3
"""Dispatch route planner: a road network and queries on stdin, one answer line per query on stdout."""
import csv, heapq, io, json, sys

INF = float("inf")
MARKER = "-1"
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
    return "\n".join(out) + "\n"
PY
cat >> /app/tools/shortest-route <<'PY'
KEYS = {'from': 'u', 'to': 'v', 'minutes': 'w', 'capacity': 'cap', 'toll': 'fee'}
def parse(text):
    blocks = [list(csv.DictReader(io.StringIO(b.strip()))) for b in text.strip().split("\n\n")]
    roads = [{KEYS[k]: int(v) for k, v in row.items()} for row in blocks[0]]
    settings = {row["setting"]: [int(x) for x in row["value"].split()] for row in blocks[1]}
    return settings.pop("junctions")[0], roads, settings, [(int(r["from"]), int(r["to"])) for r in blocks[2]]
PY
cat >> /app/tools/shortest-route <<'PY'
START = (0, -INF)
def extend(lab, road): return (lab[0] + road["w"], max(lab[1], -road["cap"]))
def show(lab): return str(-lab[1])
PY
cat >> /app/tools/shortest-route <<'PY'
def _tolls(settings):
    k = settings["limit"][0]
    return (lambda s: 0, lambda a, u, r, v: a + (r["fee"] > 0) if a + (r["fee"] > 0) <= k else None, lambda a: True)
RULES.append(_tolls)
PY
cat >> /app/tools/shortest-route <<'PY'
if __name__ == "__main__":
    sys.stdout.write(plan(sys.stdin.read()))
PY
chmod 755 /app/tools/shortest-route
