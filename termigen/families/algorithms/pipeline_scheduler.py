"""Algorithms: a dependency-scheduling CLI judged on hidden job graphs (lexicographic topological order with
blocked-job detection, critical path with lags and tie-breaks, list scheduling on K workers)."""

from __future__ import annotations

import heapq
import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# (what is planned, job noun, plural, tool, verbs, components, time unit, worker noun)
SCENARIOS = [
    ("CI pipeline", "job", "jobs", "pipeplan", ["build", "test", "lint", "package", "deploy", "scan", "bench", "docs"],
     ["api", "web", "core", "auth", "billing", "search", "mobile", "infra", "cli", "sdk"], "minutes", "runners"),
    ("nightly warehouse load", "task", "tasks", "etlsched", ["load", "clean", "join", "aggregate", "export", "validate", "dedupe"],
     ["orders", "customers", "stock", "ledger", "clicks", "payroll", "returns", "leads"], "minutes", "worker slots"),
    ("post-production schedule", "task", "tasks", "postplan", ["edit", "grade", "mix", "render", "subtitle", "review", "conform"],
     ["trailer", "ep01", "ep02", "ep03", "teaser", "credits", "promo"], "hours", "editing suites"),
    ("site programme", "activity", "activities", "siteplan", ["pour", "frame", "wire", "plumb", "insulate", "inspect", "paint"],
     ["north-wing", "lobby", "roof", "garage", "stair-a", "stair-b", "plant-room"], "days", "crews"),
    ("tape-out flow", "step", "steps", "tapeout", ["synth", "place", "route", "sta", "drc", "lvs", "sim"],
     ["alu", "fpu", "cache", "noc", "phy", "dsp", "ctrl"], "hours", "tool licences"),
    ("banquet prep list", "prep step", "prep steps", "prepplan", ["chop", "roast", "braise", "reduce", "plate", "bake", "chill"],
     ["stock", "sauce", "duck", "tart", "bread", "salad", "jus"], "minutes", "cooks"),
    ("game release build", "stage", "stages", "cookplan", ["cook", "bake", "pack", "sign", "upload", "verify", "strip"],
     ["levels", "audio", "shaders", "ui", "cinematics", "dlc", "locale"], "minutes", "build agents"),
    ("satellite integration plan", "test step", "test steps", "aitplan", ["mount", "align", "vibe", "tvac", "emc", "calibrate", "inspect"],
     ["panel-a", "panel-b", "antenna", "bus", "payload", "harness", "star-tracker"], "hours", "test bays"),
]
ORGS = ["Gannet Software", "Riverbend Data", "Copperleaf Pictures", "Hollins Construction", "Arcturus Silicon",
        "The Linden Hotel", "Pixelforge Games", "Orbital Forge", "Mossgiel Analytics", "Harrow & Vale"]

# One Node.js program for every level; each decoy is the same program with one plausible mistake.
PROGRAM = r'''#!/usr/bin/env node
"use strict";
const BUG = "{bug}", LEVEL = "{level}";
const tok = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
let p = 0;
const next = () => tok[p++];
const n = +next(), m = +next();
const K = LEVEL === "hard" ? +next() : 0;
const names = [], dur = [], idx = new Map();
for (let i = 0; i < n; i++) {
  const nm = next();
  idx.set(nm, i); names.push(nm);
  dur.push(LEVEL === "easy" ? 0 : +next());
}
const succ = names.map(() => []), pred = names.map(() => []);
for (let e = 0; e < m; e++) {
  const a = idx.get(next()), b = idx.get(next());
  let lag = LEVEL === "medium" ? +next() : 0;
  if (BUG === "ignores_lag") lag = 0;
  succ[a].push([b, lag]); pred[b].push([a, lag]);
}
class Heap {
  constructor(less) { this.a = []; this.less = less; }
  get size() { return this.a.length; }
  push(x) { const a = this.a; a.push(x); let i = a.length - 1;
    while (i > 0) { const q = (i - 1) >> 1; if (!this.less(a[i], a[q])) break; [a[i], a[q]] = [a[q], a[i]]; i = q; } }
  pop() { const a = this.a, top = a[0], last = a.pop();
    if (a.length) { a[0] = last; let i = 0;
      for (;;) { const l = 2 * i + 1, r = l + 1; let s = i;
        if (l < a.length && this.less(a[l], a[s])) s = l;
        if (r < a.length && this.less(a[r], a[s])) s = r;
        if (s === i) break; [a[i], a[s]] = [a[s], a[i]]; i = s; } }
    return top; }
}
const byName = (x, y) => names[x] < names[y];
const out = [];
const indeg = pred.map(ps => ps.length);
if (LEVEL === "easy") {
  const order = [];
  if (BUG === "fifo_kahn") {
    const q = []; for (let i = 0; i < n; i++) if (!indeg[i]) q.push(i);
    for (let h = 0; h < q.length; h++) { const u = q[h]; order.push(u);
      for (const [v] of succ[u]) if (--indeg[v] === 0) q.push(v); }
  } else {
    const h = new Heap(byName);
    for (let i = 0; i < n; i++) if (!indeg[i]) h.push(i);
    while (h.size) { const u = h.pop(); order.push(u);
      for (const [v] of succ[u]) if (--indeg[v] === 0) h.push(v); }
  }
  for (const u of order) out.push(names[u]);
  if (order.length < n && BUG !== "no_blocked") {
    const done = new Set(order);
    const left = names.filter((_, i) => !done.has(i)).sort();
    out.push("BLOCKED " + left.join(" "));
  }
} else if (LEVEL === "medium") {
  const topo = [], q = [];
  for (let i = 0; i < n; i++) if (!indeg[i]) q.push(i);
  for (let h = 0; h < q.length; h++) { const u = q[h]; topo.push(u);
    for (const [v] of succ[u]) if (--indeg[v] === 0) q.push(v); }
  const start = new Array(n).fill(0), fin = new Array(n).fill(0);
  for (const u of topo) {
    for (const [a, lag] of pred[u]) start[u] = Math.max(start[u], fin[a] + lag);
    fin[u] = start[u] + dur[u];
  }
  const T = Math.max(...fin);
  out.push("makespan " + T);
  if (BUG !== "no_critical") {
    const pick = (cands) => BUG === "critical_any" ? cands[0] : cands.reduce((x, y) => (names[y] < names[x] ? y : x));
    let cur = pick([...Array(n).keys()].filter(i => fin[i] === T));
    const path = [cur];
    for (;;) {
      const tight = pred[cur].filter(([a, lag]) => fin[a] + lag === start[cur]).map(([a]) => a);
      if (!tight.length) break;
      cur = pick(tight); path.push(cur);
    }
    out.push("critical " + path.reverse().map(i => names[i]).join(" "));
  }
  for (let i = 0; i < n; i++) out.push(`${names[i]} ${start[i]} ${fin[i]}`);
} else {
  // bottom level: the longest chain of durations from a job to the end, the job itself included
  const topo = [], q = [], deg = indeg.slice();
  for (let i = 0; i < n; i++) if (!deg[i]) q.push(i);
  for (let h = 0; h < q.length; h++) { const u = q[h]; topo.push(u);
    for (const [v] of succ[u]) if (--deg[v] === 0) q.push(v); }
  const bl = new Array(n).fill(0);
  for (let k = n - 1; k >= 0; k--) { const u = topo[k]; bl[u] = dur[u];
    for (const [v] of succ[u]) bl[u] = Math.max(bl[u], dur[u] + bl[v]); }
  const better = BUG === "name_priority" ? byName : (x, y) => bl[x] > bl[y] || (bl[x] === bl[y] && names[x] < names[y]);
  const workers = BUG === "unlimited_workers" ? n : K;
  const start = new Array(n).fill(-1), wk = new Array(n).fill(0), readyAt = new Array(n).fill(0);
  const left = indeg.slice();
  const ready = new Heap(better), pending = [], freeW = new Heap((x, y) => x < y);
  for (let w = 1; w <= workers; w++) freeW.push(w);
  for (let i = 0; i < n; i++) if (!left[i]) pending.push(i);
  const running = new Heap((x, y) => x[0] < y[0]);
  let t = 0, doneCount = 0;
  while (doneCount < n) {
    while (running.size && running.a[0][0] <= t) {
      const [f, u, w] = running.pop(); freeW.push(w); doneCount++;
      for (const [v] of succ[u]) { readyAt[v] = Math.max(readyAt[v], f + (BUG === "strict_after" ? 1 : 0));
        if (--left[v] === 0) pending.push(v); }
    }
    for (let k = pending.length - 1; k >= 0; k--) if (readyAt[pending[k]] <= t) { ready.push(pending[k]); pending.splice(k, 1); }
    while (ready.size && freeW.size) { const u = ready.pop(), w = freeW.pop();
      start[u] = t; wk[u] = w; running.push([t + dur[u], u, w]); }
    let nt = Infinity;
    if (running.size) nt = running.a[0][0];
    for (const u of pending) nt = Math.min(nt, readyAt[u]);
    if (nt === Infinity) break;
    t = Math.max(t, nt);
  }
  const T = Math.max(...names.map((_, i) => start[i] + dur[i]));
  out.push("makespan " + T);
  for (let i = 0; i < n; i++) out.push(BUG === "no_workers" ? `${names[i]} ${start[i]}` : `${names[i]} ${start[i]} ${wk[i]}`);
}
process.stdout.write(out.join("\n") + "\n");
'''

HARDCODED = r'''#!/usr/bin/env node
// Recognises the shipped examples; anything else gets a plausible-looking guess.
const KNOWN = {known};
const data = require("fs").readFileSync(0, "utf8").trim();
process.stdout.write(KNOWN[data] !== undefined ? KNOWN[data] : "makespan 0\n");
'''


def _install(tool: str, program: str) -> str:
    return script(f"""
        mkdir -p /app/bin
        cat > /app/bin/{tool} <<'JS'
        {{program}}
        JS
        chmod 755 /app/bin/{tool}
        node --check /app/bin/{tool}
    """).replace("{program}", program.strip("\n"))


def _program(level: str, bug: str = "") -> str:
    return PROGRAM.replace("{bug}", bug).replace("{level}", level)


# -- the reference, mirroring PROGRAM (ground truth, and proof that every decoy goes wrong) ------------------------
def _solve(level, names, dur, edges, K, bug=""):
    n = len(names)
    idx = {nm: i for i, nm in enumerate(names)}
    succ = [[] for _ in range(n)]
    pred = [[] for _ in range(n)]
    for a, b, lag in edges:
        if bug == "ignores_lag":
            lag = 0
        succ[idx[a]].append((idx[b], lag))
        pred[idx[b]].append((idx[a], lag))
    indeg = [len(p) for p in pred]
    out = []
    if level == "easy":
        order = []
        if bug == "fifo_kahn":
            q = [i for i in range(n) if not indeg[i]]
            h = 0
            while h < len(q):
                u = q[h]
                h += 1
                order.append(u)
                for v, _ in succ[u]:
                    indeg[v] -= 1
                    if indeg[v] == 0:
                        q.append(v)
        else:
            hp = [(names[i], i) for i in range(n) if not indeg[i]]
            heapq.heapify(hp)
            while hp:
                _, u = heapq.heappop(hp)
                order.append(u)
                for v, _ in succ[u]:
                    indeg[v] -= 1
                    if indeg[v] == 0:
                        heapq.heappush(hp, (names[v], v))
        out = [names[u] for u in order]
        if len(order) < n and bug != "no_blocked":
            done = set(order)
            out.append("BLOCKED " + " ".join(sorted(names[i] for i in range(n) if i not in done)))
        return out
    topo, q, deg = [], [i for i in range(n) if not indeg[i]], indeg[:]
    h = 0
    while h < len(q):
        u = q[h]
        h += 1
        topo.append(u)
        for v, _ in succ[u]:
            deg[v] -= 1
            if deg[v] == 0:
                q.append(v)
    if level == "medium":
        start, fin = [0] * n, [0] * n
        for u in topo:
            for a, lag in pred[u]:
                start[u] = max(start[u], fin[a] + lag)
            fin[u] = start[u] + dur[u]
        T = max(fin)
        out.append(f"makespan {T}")
        if bug != "no_critical":
            def pick(c):
                return c[0] if bug == "critical_any" else min(c, key=lambda i: names[i])
            cur = pick([i for i in range(n) if fin[i] == T])
            path = [cur]
            while True:
                tight = [a for a, lag in pred[cur] if fin[a] + lag == start[cur]]
                if not tight:
                    break
                cur = pick(tight)
                path.append(cur)
            out.append("critical " + " ".join(names[i] for i in reversed(path)))
        out += [f"{names[i]} {start[i]} {fin[i]}" for i in range(n)]
        return out
    bl = [0] * n
    for u in reversed(topo):
        bl[u] = dur[u] + max((bl[v] for v, _ in succ[u]), default=0)
    if bug == "name_priority":
        key = lambda i: names[i]  # noqa: E731
    else:
        key = lambda i: (-bl[i], names[i])  # noqa: E731
    workers = n if bug == "unlimited_workers" else K
    start, wk, ready_at, left = [-1] * n, [0] * n, [0] * n, indeg[:]
    ready, pending, free, running = [], [i for i in range(n) if not left[i]], list(range(1, workers + 1)), []
    heapq.heapify(free)
    t = done = 0
    while done < n:
        while running and running[0][0] <= t:
            f, u, w = heapq.heappop(running)
            heapq.heappush(free, w)
            done += 1
            for v, _ in succ[u]:
                ready_at[v] = max(ready_at[v], f + (1 if bug == "strict_after" else 0))
                left[v] -= 1
                if left[v] == 0:
                    pending.append(v)
        still = []
        for u in pending:
            if ready_at[u] <= t:
                heapq.heappush(ready, (key(u), u))
            else:
                still.append(u)
        pending = still
        while ready and free:
            _, u = heapq.heappop(ready)
            w = heapq.heappop(free)
            start[u], wk[u] = t, w
            heapq.heappush(running, (t + dur[u], u, w))
        nxt = [running[0][0]] if running else []
        nxt += [ready_at[u] for u in pending]
        if not nxt:
            break
        t = max(t, min(nxt))
    out.append(f"makespan {max(start[i] + dur[i] for i in range(n))}")
    out += [f"{names[i]} {start[i]}" if bug == "no_workers" else f"{names[i]} {start[i]} {wk[i]}" for i in range(n)]
    return out


class _Case:
    def __init__(self, level, scen, rng, n, cyclic=False):
        _, _, _, _, verbs, comps, _, _ = scen
        self.level = level
        self.K = rng.randint(2, 4) if n <= 40 else rng.randint(3, 8)
        pool = [f"{v}-{c}" for v in verbs for c in comps]
        names = []
        if n <= len(pool):
            names = rng.sample(pool, n)
        else:
            seen = set()
            while len(names) < n:
                nm = f"{rng.choice(pool)}-{rng.randint(1, max(12, n // 8))}"
                if nm not in seen:
                    seen.add(nm)
                    names.append(nm)
        # A random DAG on a hidden rank order, written out in a shuffled order.
        rank = names[:]
        rng.shuffle(rank)
        edges = set()
        for j in range(1, n):
            for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
                i = rng.randrange(max(0, j - 25), j)
                edges.add((rank[i], rank[j]))
        self.dur = {nm: rng.choice([1, 2, 3, 5, 5, 8, 10, 15, 20, 30]) for nm in names}
        if level == "medium":
            # Twins: a job with the same predecessors and duration as another, so critical-path ties happen.
            for _ in range(max(2, n // 15)):
                src = rng.choice(rank[n // 2:])
                twin = f"{src}-{rng.randint(2, 9)}"
                if twin in self.dur:
                    continue
                self.dur[twin] = self.dur[src]
                names.append(twin)
                for a, b in sorted(edges):
                    if b == src:
                        edges.add((a, twin))
                    if a == src and rng.random() < 0.5:
                        edges.add((twin, b))
        if cyclic:
            # A loop among some jobs (and whatever depends on them) makes them impossible to schedule.
            a, b, c = rng.sample(rank[n // 3:], 3)
            ra, rb, rc = sorted([a, b, c], key=rank.index)
            edges |= {(ra, rb), (rb, rc), (rc, ra)}
        self.names = names[:]
        rng.shuffle(self.names)
        el = sorted(edges)
        rng.shuffle(el)
        self.edges = [(a, b, rng.choice([0, 0, 0, 1, 2, 5]) if level == "medium" else 0) for a, b in el]

    def text(self):
        head = f"{len(self.names)} {len(self.edges)}" + (f" {self.K}" if self.level == "hard" else "")
        if self.level == "easy":
            jobs = self.names
        else:
            jobs = [f"{nm} {self.dur[nm]}" for nm in self.names]
        if self.level == "medium":
            deps = [f"{a} {b} {lag}" for a, b, lag in self.edges]
        else:
            deps = [f"{a} {b}" for a, b, _ in self.edges]
        return "\n".join([head] + jobs + deps) + "\n"

    def answer(self, bug=""):
        return _solve(self.level, self.names, [self.dur[nm] for nm in self.names], self.edges, self.K, bug)


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _decoy_names(level):
    return {"easy": ["fifo_kahn", "no_blocked"],
            "medium": ["ignores_lag", "critical_any", "no_critical"],
            "hard": ["name_priority", "unlimited_workers", "strict_after", "no_workers"]}[level]


DESCRIPTIONS = {
    "fifo_kahn": "right format, a valid order but not the alphabetically smallest (plain FIFO queue)",
    "no_blocked": "half the job: ignores jobs that can never run (no BLOCKED line)",
    "ignores_lag": "ignores the waiting time on dependencies",
    "critical_any": "breaks critical-path ties by input order instead of by name",
    "no_critical": "half the job: no critical line",
    "name_priority": "starts ready jobs alphabetically instead of by longest remaining chain",
    "unlimited_workers": "ignores the worker limit",
    "strict_after": "starts a job one time unit after its last dependency finishes",
    "no_workers": "half the job: start times without worker numbers",
}


@register
class PipelineScheduler(Family):
    name = "pipeline_scheduler"
    category = "algorithms"
    description = "Write a dependency-scheduling CLI (lexicographic topological order, critical path with lags, list scheduling on K workers) judged on hidden graphs."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        scen = rng.choice(SCENARIOS)
        what, job, jobs, tool, _, _, unit, workers = scen
        org = rng.choice(ORGS)
        bugs = _decoy_names(level)
        examples = [_Case(level, scen, rng, rng.randint(6, 9), cyclic=(level == "easy" and i == 1)) for i in range(2)]
        sizes = {"easy": (25, 250, 600), "medium": (25, 200, 450), "hard": (20, 200, 500)}[level]
        for _ in range(30):
            hidden = [_Case(level, scen, rng, n) for n in sizes]
            if level == "easy":
                hidden.insert(1, _Case(level, scen, rng, 60, cyclic=True))
            if all(any(c.answer(b) != c.answer() for c in hidden) for b in bugs):
                break
        else:
            raise RuntimeError(f"pipeline_scheduler: no {level} graphs on which every decoy goes wrong")
        files = {}
        for i, c in enumerate(examples, 1):
            files[f"/app/examples/example{i}.in"] = File.of(c.text())
            files[f"/app/examples/example{i}.out"] = File.of("\n".join(c.answer()) + "\n")
        files["/app/README.md"] = File.of(f"# {org}: {what}\n\nThe scheduler goes in `bin/{tool}`; sample inputs and "
                                          f"their expected outputs are in `examples/`.\n")
        tests, expected = {}, {}
        for i, c in enumerate(hidden, 1):
            tests[f"cases/graph{i}.in"] = File.of(c.text())
            expected[f"graph{i}"] = c.answer()
        tests["test_outputs.py"] = self._tests(tool, expected, level)
        known = {c.text().strip(): "\n".join(c.answer()) + "\n" for c in examples}
        decoys = [Decoy(name="hardcoded", description="answers the shipped examples only",
                        script=_install(tool, HARDCODED.replace("{known}", json.dumps(known))))]
        decoys += [Decoy(name=b, description=DESCRIPTIONS[b], script=_install(tool, _program(level, b))) for b in bugs]
        return Draft(
            instruction=self._instruction(rng, level, scen, org),
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=_install(tool, _program(level)),
            tests=tests,
            decoys=decoys,
            outputs=["/app/bin"],
            tools=["node", "chmod", "mkdir", "cat"],
            tags=["graphs", "dag", "scheduling"] + {"easy": ["topological-sort", "cycle-detection"],
                                                     "medium": ["critical-path", "tie-breaking"],
                                                     "hard": ["list-scheduling", "simulation", "priority-queue"]}[level],
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 90, "hard": 150}[level],
        )

    @staticmethod
    def _instruction(rng, level, scen, org):
        what, job, jobs, tool, verbs, comps, unit, workers = scen
        ex = f"{verbs[0]}-{comps[0]}"
        opener = rng.choice([
            f"The {what} at {org} is planned by a script nobody trusts any more: it was written for a dozen {jobs} "
            f"and now faces hundreds.",
            f"{org} runs its {what} from a hand-kept list, and people keep asking what to start next and when it "
            f"will all be done.",
            f"Planning the {what} at {org} takes an afternoon of whiteboard work every time a dependency changes.",
            f"At {org} the {what} keeps slipping because nobody can say which {jobs} actually hold it up.",
        ])
        ask = rng.choice([
            f"Write a command-line scheduler, installed as `/app/bin/{tool}`, that reads the {jobs} and their "
            f"dependencies on standard input and prints the plan on standard output.",
            f"They want a scheduler at `/app/bin/{tool}`: it reads the {jobs} and dependencies on standard input "
            f"and writes the plan to standard output.",
            f"Build the planner as an executable at `/app/bin/{tool}` (standard input in, plan on standard output).",
        ])
        lang = rng.choice([
            "Any language installed here will do (Node.js, Python, C/C++); a script needs a shebang line and the "
            "executable bit.",
            "Pick any installed language (Node.js, Python, C or C++); the file must be directly executable.",
        ])
        names = (f"Names are made of lowercase letters, digits and `-` (for example `{ex}`); whenever names are "
                 f"compared or sorted, compare them as plain strings, character by character (so `x-10` sorts before "
                 f"`x-9`).")
        if level == "easy":
            fmt = (f"- a line `N M`; then N lines, each the name of {_a(job)}; then M lines `a b`, meaning `a` must be "
                   f"finished before `b` starts.")
            rules = [f"Print an order in which the {jobs} can run one at a time, respecting every dependency. Many "
                     f"orders are valid; print the one that is alphabetically smallest: at every step run, among the "
                     f"{jobs} whose dependencies are all done, the one with the smallest name.",
                     f"The dependency list comes from several teams and may contain loops. {jobs.capitalize()} on a "
                     f"loop can never run, and neither can anything that depends on them, directly or not. Leave them "
                     f"out of the order and list them instead on one last line `BLOCKED <name> <name> ...`, sorted. "
                     f"Print no `BLOCKED` line when every {job} can run."]
            out = f"One name per line, in running order; then the `BLOCKED` line if any {job} cannot run."
        elif level == "medium":
            fmt = (f"- a line `N M`; then N lines `name duration` ({_a(job)} and how many {unit} it takes, at least 1); "
                   f"then M lines `a b lag`: `b` may start only when `a` has finished and a further `lag` {unit} have "
                   f"passed (`lag` is often 0). There are no loops.")
            rules = [f"There is no limit on how many {jobs} run at once. Every {job} starts as early as its "
                     f"dependencies allow: at 0 if it has none, otherwise at the latest of `finish(a) + lag` over its "
                     f"dependencies `a`.",
                     f"The makespan is the latest finish time. The critical path is found backwards: start from the "
                     f"{job} that finishes at the makespan (the smallest name if several do); from {_a(job)} `x`, step to "
                     f"a dependency `a` with `finish(a) + lag = start(x)` (the smallest name if several qualify); stop "
                     f"at {_a(job)} that has no such dependency."]
            out = ("Line 1 `makespan <T>`; line 2 `critical <name> <name> ...`, the critical path in running order "
                   f"(first {job} first); then one line `<name> <start> <finish>` per {job}, in input order.")
        else:
            fmt = (f"- a line `N M K`: N {jobs}, M dependencies and K {workers}; then N lines `name duration` (in "
                   f"{unit}, at least 1); then M lines `a b`: `b` may start only when `a` has finished. There are no "
                   f"loops.")
            rules = [f"Each {job} needs one of the K {workers} (numbered 1..K) for its whole duration; {_a(job)} "
                     f"cannot be split or interrupted.",
                     f"Simulate the plan from time 0. At each moment when something changes, first release the "
                     f"{workers} of the {jobs} finishing at that moment ({_a(job)} may start at the very moment its last "
                     f"dependency finishes); then, while one of the {workers} is free and some {job} is ready, start "
                     f"the ready {job} with the highest priority on the lowest-numbered free one.",
                     f"Priority: the longest chain of durations from the {job} to the end of the plan, counting its own "
                     f"duration ({_a(job)} with no dependants has priority = its duration). Higher first; ties go to the "
                     f"smaller name."]
            out = f"Line 1 `makespan <T>` (the latest finish); then one line `<name> <start> <worker>` per {job}, in input order."
        rules.append(names)
        rule_text = "\n".join(f"- {r}" for r in rules)
        return dedent("""
            # {title}

            {opener} {ask} {lang}

            Input (whitespace separated):
            {fmt}

            Rules:
            {rules}

            Output: {out}

            Worked examples are in `/app/examples` (`*.in` with the expected `*.out`). The scheduler is judged on
            other, larger inputs (up to several hundred {jobs}); each must finish within a few seconds.
        """).format(title=f"Scheduler for the {what} at {org}", opener=opener, ask=ask, lang=lang, fmt=fmt,
                    rules=rule_text, out=out, jobs=jobs)

    @staticmethod
    def _tests(tool, expected, level):
        header = "import os, subprocess\n\nimport pytest"
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))
            TOOL = "/app/bin/TOOLNAME"

            def _run(name):
                with open(os.path.join(HERE, "cases", name + ".in")) as f:
                    p = subprocess.run([TOOL], stdin=f, capture_output=True, text=True, timeout=60)
                assert p.returncode == 0, f"{TOOL} exited {p.returncode} on {name}: {p.stderr[-500:]}"
                return [" ".join(l.split()) for l in p.stdout.splitlines() if l.strip()]

            def test_is_executable():
                assert os.access(TOOL, os.X_OK), f"{TOOL} must be an executable file"

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_plan(name):
                got, want = _run(name), EXPECTED[name]
                assert len(got) == len(want), f"{name}: {len(got)} output lines, expected {len(want)} (first lines: {got[:2]})"
                wrong = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
                assert not wrong, f"{name}: {len(wrong)} lines differ, first (line, got, expected): {wrong[:3]}"
        '''.replace("TOOLNAME", tool)
        if level != "easy":
            body += '''
            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_makespan(name):
                got, want = _run(name), EXPECTED[name]
                assert got[:1] == want[:1], f"{name}: first line {got[:1]}, expected {want[:1]}"
            '''
        return pytest_file(header, {"EXPECTED": expected}, body)
