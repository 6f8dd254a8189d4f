"""Algorithms: a route-planning CLI judged on hidden road networks (BFS, Dijkstra with tie-breaks, toll-limited)."""

from __future__ import annotations

import heapq
import json
import random

from termigen.families import register
from termigen.families.base import Resample, Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

CITIES = ["Aldport", "Brennick", "Caldmoor", "Dunmere", "Eastwick", "Farrow", "Glenholt", "Harrowgate", "Istmere",
          "Jessop", "Kilnsey", "Lowfield", "Marrick", "Northam", "Oakridge", "Pellham", "Quarry Bay", "Redwater"]
COMPANY_A = ["Swiftline", "Boxwood", "Kestrel", "Meridian", "Tallow & Sons", "Greyhawk", "Lanternfish", "Oakum",
             "Parcelwise", "Redkite", "Stonebridge", "Bramble", "Northwind", "Silverback"]
COMPANY_B = ["Couriers", "Freight", "Logistics", "Parcel", "Haulage", "Deliveries", "Cargo", "Express"]
# Where dispatch expects the tool: the output folder and the program's name vary per instance.
PROGRAM_PATHS = ["/app/bin/route", "/app/bin/plan-route", "/opt/dispatch/bin/route", "/app/tools/shortest-route",
                 "/srv/dispatch/bin/router"]

# One program; each decoy is the same program with one plausible mistake.
PROGRAM = r'''#!/usr/bin/env python3
import heapq, sys
BUG = "{bug}"
LEVEL = "{level}"
def main():
    data = sys.stdin.read().split()
    it = iter(data)
    n, m = int(next(it)), int(next(it))
    adj = [[] for _ in range(n + 1)]
    for _ in range(m):
        if LEVEL == "easy":
            u, v = int(next(it)), int(next(it)); w, toll, one_way = 1, 0, 0
        elif LEVEL == "medium":
            u, v, w, one_way = int(next(it)), int(next(it)), int(next(it)), int(next(it)); toll = 0
        else:
            u, v, w, toll = int(next(it)), int(next(it)), int(next(it)), int(next(it)); one_way = 0
        if BUG == "bfs_hops":
            w = 1
        adj[u].append((v, w, toll))
        if not one_way and BUG != "directed":
            adj[v].append((u, w, toll))
    k = int(next(it)) if LEVEL == "hard" else 0
    if BUG == "off_by_one_k":
        k = max(k - 1, 0)
    q = int(next(it))
    out = []
    for _ in range(q):
        s, t = int(next(it)), int(next(it))
        out.append(solve(adj, n, s, t, k))
    sys.stdout.write("\n".join(out) + "\n")

def solve(adj, n, s, t, k):
    INF = float("inf")
    if LEVEL == "hard":
        # (time, tolls used, node): Dijkstra over states; a state is only worth it if it is not dominated.
        best = {}
        pq = [(0, 0, s)]
        while pq:
            d, used, u = heapq.heappop(pq)
            if (u, used) in best:
                continue
            best[(u, used)] = d
            if u == t:
                return str(d)
            for v, w, toll in adj[u]:
                nu = used + toll
                if BUG == "ignore_tolls":
                    nu = 0
                if nu <= k and (v, nu) not in best:
                    heapq.heappush(pq, (d + w, nu, v))
        return "unreachable" if BUG == "bad_unreachable" else "-1"
    dist = [INF] * (n + 1)
    hops = [INF] * (n + 1)
    dist[s], hops[s] = 0, 0
    pq = [(0, 0, s)]
    while pq:
        d, h, u = heapq.heappop(pq)
        if (d, h) != (dist[u], hops[u]):
            continue
        for v, w, _ in adj[u]:
            nd, nh = d + w, h + 1
            if nd < dist[v] or (nd == dist[v] and nh < hops[v] and BUG != "no_tiebreak"):
                dist[v], hops[v] = nd, nh
                heapq.heappush(pq, (nd, nh, v))
    if dist[t] == INF:
        return "unreachable" if BUG == "bad_unreachable" else "-1"
    return str(dist[t]) if LEVEL == "easy" else f"{dist[t]} {hops[t]}"

main()
'''

HARDCODED = r'''#!/usr/bin/env python3
import sys
# "Passes" the shipped examples by recognising them.
KNOWN = {known}
data = sys.stdin.read()
print(KNOWN.get(data.strip(), "-1"))
'''


def _install(program: str, path: str) -> str:
    return script(f"""
        mkdir -p {path.rsplit('/', 1)[0]}
        cat > {path} <<'PY'
        {{program}}
        PY
        chmod +x {path}
    """).replace("{program}", program.strip("\n"))


def _program(level: str, bug: str = "") -> str:
    return PROGRAM.replace("{bug}", bug).replace("{level}", level)


def _graph(rng: random.Random, level: str, n: int, m: int) -> tuple[list[tuple], int]:
    """Edges (u, v, w, flag) over nodes 1..n: a random spanning-ish backbone plus extras, some nodes cut off."""
    edges = set()
    isolated = set(rng.sample(range(2, n + 1), max(1, n // 25)))
    nodes = [x for x in range(1, n + 1) if x not in isolated]
    rng.shuffle(nodes)
    randrange, sample, randint, choice, rand = rng.randrange, rng.sample, rng.randint, rng.choice, rng.random
    for i in range(1, len(nodes)):
        edges.add((nodes[randrange(i)], nodes[i]))
    while len(edges) < m:
        edges.add(tuple(sample(nodes, 2)))
    if level == "easy":
        out = [(u, v, 1, 0) for u, v in sorted(edges)]
    else:
        out = []
        p_flag = 0.25 if level == "medium" else 0.3  # medium: one-way; hard: toll road
        for u, v in sorted(edges):
            w = choice([randint(1, 9), randint(5, 60)])
            if rand() < p_flag:
                out.append((u, v, max(1, w // 3) if level == "hard" else w, 1))  # tolls are fast: a real trade-off
            else:
                out.append((u, v, w, 0))
    rng.shuffle(out)
    k = rng.randint(1, 3) if level == "hard" else 0
    return out, k


def _adjacency(level: str, n: int, edges) -> list[list[tuple]]:
    adj = [[] for _ in range(n + 1)]
    for u, v, w, flag in edges:
        toll = flag if level == "hard" else 0
        adj[u].append((v, w, toll))
        if not (level == "medium" and flag):
            adj[v].append((u, w, toll))
    return adj


def _answers_from(level: str, n: int, adj, k: int, s: int, targets) -> dict[int, str]:
    """Answers from one source for the queried targets (absent: unreachable). The search stops once every target
    is settled: a settled node's answer is final, so the answers are those of the full search."""
    todo = set(targets)
    todo.discard(s)
    pop, push = heapq.heappop, heapq.heappush
    inf = float("inf")
    if level == "hard":
        # Dijkstra over states x = node * (k + 1) + tolls used; heap entries are ints time << XB | x (cheaper to
        # compare than tuples; ties pop in another order, which no answer depends on). The first pop of a node
        # (at any toll count) is its best time within the limit. A later pop of the node with no fewer tolls is
        # dominated (no faster, no toll budget left over), so it is not expanded: that prunes states, never an answer.
        K1 = k + 1
        XB = ((n + 1) * K1).bit_length()
        XM = (1 << XB) - 1
        best: dict[int, int] = {s: 0}
        least = [K1] * (n + 1)  # fewest tolls at which the node has been expanded
        dist = [inf] * ((n + 1) * K1)
        dist[s * K1: s * K1 + K1] = [0] * K1
        pq = [s * K1]
        while pq and todo:
            e = pop(pq)
            d, x = e >> XB, e & XM
            u, used = divmod(x, K1)
            if used >= least[u] or d > dist[x]:
                continue
            if least[u] == K1:
                best[u] = d
                todo.discard(u)
            least[u] = used
            for v, w, toll in adj[u]:
                nu = used + toll
                if nu < least[v] and nu <= k:
                    y, nd = v * K1 + nu, d + w
                    if nd < dist[y]:
                        # dist[v * K1 + j] is the best time seen with at most j tolls, so a label that one with
                        # fewer tolls already beats is never queued.
                        for z in range(y, v * K1 + K1):
                            if nd < dist[z]:
                                dist[z] = nd
                        push(pq, nd << XB | y)
        return {t: str(d) for t, d in best.items()}
    if level == "easy":  # unit weights: breadth-first order settles nodes by distance
        dist = {s: 0}
        frontier = [s]
        d = 0
        while frontier and todo:
            d += 1
            nxt = []
            for u in frontier:
                for v, _, _ in adj[u]:
                    if v not in dist:
                        dist[v] = d
                        nxt.append(v)
                        todo.discard(v)
            frontier = nxt
        return {t: str(x) for t, x in dist.items()}
    # Lexicographic (time, roads) as one integer: time * 2^20 + roads (a route has fewer than 2^20 roads); heap
    # entries are ints key << NB | node.
    SHIFT, MASK = 20, (1 << 20) - 1
    NB = (n + 1).bit_length()
    NM = (1 << NB) - 1
    key = [inf] * (n + 1)
    key[s] = 0
    pq = [s]
    while pq and todo:
        e = pop(pq)
        c, u = e >> NB, e & NM
        if c != key[u]:
            continue
        todo.discard(u)
        for v, w, _ in adj[u]:
            nc = c + (w << SHIFT) + 1
            if nc < key[v]:
                key[v] = nc
                push(pq, nc << NB | v)
    return {t: f"{c >> SHIFT} {c & MASK}" for t, c in enumerate(key) if c != inf}


def _first_cheapest(n: int, adj, s: int, targets) -> dict[int, str]:
    """The no_tiebreak decoy's answers from s, by its very search (a road count is kept from the first cheapest
    route found, not the fewest); a settled node's answer is final, so the search stops once targets settle."""
    inf = float("inf")
    todo = set(targets)
    dist, hops = [inf] * (n + 1), [inf] * (n + 1)
    dist[s], hops[s] = 0, 0
    pq = [(0, 0, s)]
    while pq and todo:
        d, h, u = heapq.heappop(pq)
        if (d, h) != (dist[u], hops[u]):
            continue
        todo.discard(u)
        for v, w, _ in adj[u]:
            if d + w < dist[v]:
                dist[v], hops[v] = d + w, h + 1
                heapq.heappush(pq, (d + w, h + 1, v))
    return {t: f"{dist[t]} {hops[t]}" for t in targets if dist[t] != inf}


def _tiebreak_matters(cases) -> bool:
    """Whether some hidden query's answer differs from the no_tiebreak decoy's (largest case first)."""
    for level, n, adj, queries, answers in reversed(cases):
        by_src: dict[int, set] = {}
        for s, t in queries:
            by_src.setdefault(s, set()).add(t)
        for s in sorted(by_src):
            got = _first_cheapest(n, adj, s, by_src[s])
            if any(got.get(t, "-1") != a for (qs, t), a in zip(queries, answers) if qs == s):
                return True
    return False


def _case(rng, level, n, m, q, keep=None):
    edges, k = _graph(rng, level, n, m)
    sources = rng.sample(range(1, n + 1), max(1, q // 6))
    queries = []
    for _ in range(q):
        src = rng.choice(sources)
        queries.append((src, rng.choice([x for x in (rng.randint(1, n) for _ in range(3)) if x != src] or [src % n + 1])))
    lines = [f"{n} {len(edges)}"]
    if level == "easy":
        lines += [f"{u} {v}" for u, v, _, _ in edges]
    else:
        lines += [f"{u} {v} {w} {flag}" for u, v, w, flag in edges]
    if level == "hard":
        lines.append(str(k))
    lines.append(str(len(queries)))
    lines += [f"{s} {t}" for s, t in queries]
    adj = _adjacency(level, n, edges)
    targets: dict[int, set] = {}
    for src, t in queries:
        targets.setdefault(src, set()).add(t)
    table = {src: _answers_from(level, n, adj, k, src, targets[src]) for src in sorted(targets)}
    answers = [table[s].get(t, "-1") for s, t in queries]
    if keep is not None:
        keep.append((level, n, adj, queries, answers))
    return "\n".join(lines) + "\n", answers


@register
class RoutePlanner(Family):
    name = "route_planner"
    category = "algorithms"
    description = "Write a route-planning CLI (BFS / Dijkstra with tie-breaks / toll-limited search) judged on hidden networks."

    def make(self, rng: random.Random, level: str) -> Draft:
        company = f"{rng.choice(COMPANY_A)} {rng.choice(COMPANY_B)}"
        prog = rng.choice(PROGRAM_PATHS)
        hub = rng.choice(CITIES)
        examples = [_case(rng, level, rng.randint(6, 9), rng.randint(8, 12), 4) for _ in range(2)]
        sizes = [(rng.randint(30, 60), 2, 24), (rng.randint(200, 400), 3, 30), (rng.randint(700, 1000), 3, 24)]
        kept: list = []
        hidden = [_case(rng, level, n, n * f, q, kept) for n, f, q in sizes]
        if not any(a == "-1" for _, answers in hidden for a in answers):
            raise Resample("no hidden query is unreachable (the bad_unreachable decoy would pass)")
        if level == "medium" and not _tiebreak_matters(kept):
            raise Resample("no hidden query tells the fewest-roads tie-break from the first cheapest route found")
        files = {}
        for i, (text, answers) in enumerate(examples, 1):
            files[f"/app/examples/example{i}.in"] = File.of(text)
            files[f"/app/examples/example{i}.out"] = File.of("\n".join(answers) + "\n")
        files["/app/README.md"] = File.of(f"# {company} dispatch tools\n\nThe route planner goes in `{prog}`.\n")
        tests, expected = {}, {}
        for i, (text, answers) in enumerate(hidden, 1):
            tests[f"cases/hidden{i}.in"] = File.of(text)
            expected[f"hidden{i}"] = answers
        tests["test_outputs.py"] = self._tests(expected, prog)
        known = {text.strip(): "\n".join(ans) for text, ans in examples}
        decoys = [
            Decoy(name="hardcoded", description="prints the shipped examples' answers and nothing real",
                  script=_install(HARDCODED.replace("{known}", json.dumps(known)), prog)),
            Decoy(name="bad_unreachable", description="right distances, but 'unreachable' instead of -1", script=_install(_program(level, "bad_unreachable"), prog)),
            Decoy(name="directed", description="treats every road as one-way", script=_install(_program(level, "directed"), prog)),
        ]
        if level != "easy":
            decoys.append(Decoy(name="bfs_hops", description="ignores travel times (fewest roads)", script=_install(_program(level, "bfs_hops"), prog)))
        if level == "medium":
            decoys.append(Decoy(name="no_tiebreak", description="reports the road count of any cheapest route, not the fewest", script=_install(_program(level, "no_tiebreak"), prog)))
        if level == "hard":
            decoys.append(Decoy(name="ignore_tolls", description="ignores the toll limit", script=_install(_program(level, "ignore_tolls"), prog)))
            decoys.append(Decoy(name="off_by_one_k", description="allows one toll road fewer than the limit", script=_install(_program(level, "off_by_one_k"), prog)))
        return Draft(
            instruction=self._instruction(level, company, hub, prog),
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=_install(_program(level), prog),
            tests=tests,
            decoys=decoys,
            outputs=[prog.rsplit("/", 1)[0]],
            tools=["cat", "chmod", "mkdir"],
            tags=["graphs", "shortest-path"] + {"easy": ["bfs"], "medium": ["dijkstra", "tie-breaking"], "hard": ["state-space-search", "constrained-shortest-path"]}[level],
            expert_time_min={"easy": 10, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 120}[level],
        )

    @staticmethod
    def _instruction(level, company, hub, prog):
        fmt = {
            "easy": ("`u v`: an undirected road between junctions `u` and `v`",
                     "the smallest number of roads on a route from `s` to `t`"),
            "medium": ("`u v w o`: a road from `u` to `v` taking `w` minutes; `o` is 1 for a one-way road (only `u` to `v`) "
                       "and 0 for a two-way road",
                       "two numbers: the shortest travel time in minutes and, among all routes with that time, the "
                       "smallest number of roads, separated by one space"),
            "hard": ("`u v w c`: a two-way road between `u` and `v` taking `w` minutes; `c` is 1 for a toll road, 0 otherwise",
                     "the shortest travel time in minutes from `s` to `t` using at most `K` toll roads (a toll road "
                     "counts each time it is used)"),
        }[level]
        k_line = "\n            - then one line with `K`, the most toll roads a route may use," if level == "hard" else ""
        return dedent(f"""
            # Route planner for {company} dispatch

            Dispatchers at the {hub} depot plan deliveries by hand. Write them a command-line route planner at
            `{prog}` (an executable file; any language available in this container, e.g. a Python script
            with a `#!/usr/bin/env python3` line). It reads a road network and queries from standard input and
            writes one answer line per query to standard output.

            Input (whitespace separated):
            - a line `N M`: junctions are numbered 1..N, followed by M lines, each {fmt[0]};{k_line}
            - a line `Q`, followed by Q lines `s t` (a query from junction `s` to junction `t`, `s != t`).

            For each query print {fmt[1]}. Print `-1` if `t` cannot be reached from `s`{' under the limit' if level == 'hard' else ''}.

            Examples are in `/app/examples` (`*.in` with the expected `*.out`). Your program will be run on other,
            larger networks (up to a thousand junctions and a few thousand roads) and must answer each within a few
            seconds.
        """)

    @staticmethod
    def _tests(expected, prog):
        header = "import os, subprocess\n\nimport pytest"
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))

            def _run(name):
                with open(os.path.join(HERE, "cases", name + ".in")) as f:
                    p = subprocess.run([PROGRAM], stdin=f, capture_output=True, text=True, timeout=60)
                assert p.returncode == 0, f"route exited {p.returncode}: {p.stderr[-500:]}"
                return p.stdout.split("\\n")

            def test_is_executable():
                assert os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be an executable file"

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_hidden_network(name):
                got = [l.strip() for l in _run(name) if l.strip()]
                want = EXPECTED[name]
                assert len(got) == len(want), f"{name}: {len(got)} answer lines, expected {len(want)}"
                wrong = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
                assert not wrong, f"{name}: {len(wrong)} wrong answers, first (query, got, expected): {wrong[:3]}"
        '''
        return pytest_file(header, {"EXPECTED": expected, "PROGRAM": prog}, body)
