#!/bin/bash
set -euo pipefail
mkdir -p /app/bin
cat > /app/bin/cookplan <<'JS'
#!/usr/bin/env node
"use strict";
const BUG = "fifo_kahn", LEVEL = "easy";
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
JS
chmod 755 /app/bin/cookplan
node --check /app/bin/cookplan
