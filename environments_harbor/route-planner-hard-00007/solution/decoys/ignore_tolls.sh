#!/bin/bash
set -euo pipefail
mkdir -p /app/bin
cat > /app/bin/plan-route <<'PY'
#!/usr/bin/env python3
import heapq, sys
BUG = "ignore_tolls"
LEVEL = "hard"
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
PY
chmod +x /app/bin/plan-route
