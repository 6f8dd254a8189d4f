import os
import subprocess

import pytest

import tg_guard
import json
NAMES = {'u': 'from', 'v': 'to', 'w': 'minutes', 'oneway': 'oneway', 'fee': 'toll', 'cap': 'capacity', 'a': 'closed_from', 'b': 'closed_to'}
def render(fmt, n, roads, st, queries, cols):
    qs = ["%d %d" % q for q in queries]
    sets = [k + " " + " ".join(map(str, v)) for k, v in st.items()]
    if fmt == "fmt_edges":
        lines = ["%d %d" % (n, len(roads))] + [" ".join(str(r[c]) for c in cols) for r in roads]
        return "\n".join(lines + sets + [str(len(qs))] + qs) + "\n"
    if fmt == "fmt_matrix":
        cell = {(r["u"], r["v"]): r["w"] for r in roads}
        rows = [" ".join(str(cell.get((i, j), 0)) for j in range(1, n + 1)) for i in range(1, n + 1)]
        return "\n".join([str(n)] + rows + sets + [str(len(qs))] + qs) + "\n"
    if fmt == "fmt_csv":
        lines = [",".join(NAMES[c] for c in cols)] + [",".join(str(r[c]) for c in cols) for r in roads]
        lines += ["", "setting,value", "junctions,%d" % n] + [k + "," + " ".join(map(str, v)) for k, v in st.items()]
        return "\n".join(lines + ["", "from,to"] + [q.replace(" ", ",") for q in qs]) + "\n"
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
    return ('{"junctions": %d, "settings": %s, "queries": %s,\n"roads": [\n' % (n, json.dumps(sets),
            json.dumps([list(q) for q in queries])) + ",\n".join(obj(r) for r in roads) + "\n]}\n")

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

PROGRAM = '/srv/dispatch/bin/router'
CASES = {'hidden1': ['{"junctions": 10, "settings": {}, "queries": [[3, 4], [3, 2], [10, 3], [3, 8], [10, 9], [4, 2], [10, 5], '
             '[3, 1], [4, 10], [4, 8], [10, 8], [4, 5]],\n'
             '"roads": [\n'
             '{"from": 3, "to": 7, "minutes": 14},\n'
             '{"from": 7, "to": 9, "minutes": 28, "closed": [31, 43]},\n'
             '{"from": 5, "to": 3, "minutes": 8, "closed": [36, 64]},\n'
             '{"from": 5, "to": 1, "minutes": 9},\n'
             '{"from": 1, "to": 2, "minutes": 25},\n'
             '{"from": 3, "to": 9, "minutes": 10, "closed": [28, 48]},\n'
             '{"from": 9, "to": 3, "minutes": 15, "closed": [38, 42]},\n'
             '{"from": 10, "to": 4, "minutes": 9},\n'
             '{"from": 1, "to": 4, "minutes": 7},\n'
             '{"from": 7, "to": 1, "minutes": 7, "closed": [35, 61]},\n'
             '{"from": 4, "to": 2, "minutes": 12},\n'
             '{"from": 9, "to": 2, "minutes": 1},\n'
             '{"from": 6, "to": 4, "minutes": 4},\n'
             '{"from": 2, "to": 10, "minutes": 16, "closed": [6, 11]},\n'
             '{"from": 7, "to": 4, "minutes": 19, "closed": [12, 15]},\n'
             '{"from": 10, "to": 7, "minutes": 3},\n'
             '{"from": 4, "to": 9, "minutes": 3},\n'
             '{"from": 5, "to": 10, "minutes": 10, "closed": [32, 59]},\n'
             '{"from": 10, "to": 1, "minutes": 29, "closed": [10, 40]},\n'
             '{"from": 4, "to": 1, "minutes": 11},\n'
             '{"from": 6, "to": 7, "minutes": 13},\n'
             '{"from": 2, "to": 9, "minutes": 26, "closed": [5, 23]},\n'
             '{"from": 3, "to": 4, "minutes": 6},\n'
             '{"from": 1, "to": 6, "minutes": 22, "closed": [16, 40]}\n'
             ']}\n',
             '6\n10\n15\nunreachable\n12\n4\n10\n13\n9\nunreachable\nunreachable\n14\n'],
 'hidden2': ['{"junctions": 36, "settings": {}, "queries": [[7, 10], [19, 12], [33, 23], [7, 13], [33, 26], [33, 30], '
             '[19, 1], [7, 24], [7, 21], [33, 34], [19, 11], [19, 17], [19, 24], [33, 5], [7, 30]],\n'
             '"roads": [\n'
             '{"from": 4, "to": 7, "minutes": 21, "closed": [4, 12]},\n'
             '{"from": 34, "to": 25, "minutes": 24, "closed": [19, 22]},\n'
             '{"from": 29, "to": 27, "minutes": 10, "closed": [10, 40]},\n'
             '{"from": 2, "to": 16, "minutes": 18},\n'
             '{"from": 19, "to": 1, "minutes": 21},\n'
             '{"from": 33, "to": 13, "minutes": 22, "closed": [8, 12]},\n'
             '{"from": 31, "to": 21, "minutes": 3, "closed": [11, 32]},\n'
             '{"from": 6, "to": 7, "minutes": 28},\n'
             '{"from": 34, "to": 14, "minutes": 3},\n'
             '{"from": 10, "to": 31, "minutes": 21, "closed": [7, 35]},\n'
             '{"from": 31, "to": 11, "minutes": 1, "closed": [30, 48]},\n'
             '{"from": 7, "to": 19, "minutes": 18},\n'
             '{"from": 4, "to": 6, "minutes": 16},\n'
             '{"from": 7, "to": 32, "minutes": 7},\n'
             '{"from": 28, "to": 26, "minutes": 9},\n'
             '{"from": 19, "to": 33, "minutes": 24, "closed": [10, 39]},\n'
             '{"from": 6, "to": 1, "minutes": 9},\n'
             '{"from": 4, "to": 23, "minutes": 7, "closed": [35, 40]},\n'
             '{"from": 9, "to": 29, "minutes": 10},\n'
             '{"from": 32, "to": 4, "minutes": 28},\n'
             '{"from": 13, "to": 23, "minutes": 11, "closed": [21, 24]},\n'
             '{"from": 30, "to": 33, "minutes": 8},\n'
             '{"from": 25, "to": 1, "minutes": 30},\n'
             '{"from": 15, "to": 2, "minutes": 6},\n'
             '{"from": 2, "to": 35, "minutes": 13},\n'
             '{"from": 33, "to": 20, "minutes": 29, "closed": [37, 47]},\n'
             '{"from": 28, "to": 9, "minutes": 15, "closed": [11, 37]},\n'
             '{"from": 29, "to": 31, "minutes": 5},\n'
             '{"from": 28, "to": 25, "minutes": 25},\n'
             '{"from": 6, "to": 26, "minutes": 17},\n'
             '{"from": 28, "to": 30, "minutes": 5, "closed": [2, 12]},\n'
             '{"from": 28, "to": 2, "minutes": 16, "closed": [37, 59]},\n'
             '{"from": 14, "to": 29, "minutes": 28, "closed": [28, 45]},\n'
             '{"from": 17, "to": 20, "minutes": 5, "closed": [9, 39]},\n'
             '{"from": 17, "to": 28, "minutes": 21, "closed": [11, 23]},\n'
             '{"from": 10, "to": 11, "minutes": 21},\n'
             '{"from": 6, "to": 12, "minutes": 13},\n'
             '{"from": 2, "to": 16, "minutes": 4, "closed": [31, 50]},\n'
             '{"from": 13, "to": 29, "minutes": 21},\n'
             '{"from": 31, "to": 17, "minutes": 29, "closed": [13, 27]},\n'
             '{"from": 21, "to": 27, "minutes": 5, "closed": [22, 26]},\n'
             '{"from": 18, "to": 14, "minutes": 18},\n'
             '{"from": 36, "to": 4, "minutes": 19, "closed": [38, 60]},\n'
             '{"from": 3, "to": 20, "minutes": 6},\n'
             '{"from": 26, "to": 21, "minutes": 13},\n'
             '{"from": 30, "to": 28, "minutes": 5},\n'
             '{"from": 22, "to": 6, "minutes": 17, "closed": [38, 64]},\n'
             '{"from": 35, "to": 32, "minutes": 3, "closed": [18, 27]},\n'
             '{"from": 17, "to": 8, "minutes": 27},\n'
             '{"from": 3, "to": 35, "minutes": 2, "closed": [31, 54]},\n'
             '{"from": 27, "to": 23, "minutes": 7},\n'
             '{"from": 12, "to": 4, "minutes": 23, "closed": [7, 29]},\n'
             '{"from": 27, "to": 30, "minutes": 1, "closed": [37, 61]},\n'
             '{"from": 1, "to": 25, "minutes": 24},\n'
             '{"from": 22, "to": 3, "minutes": 20, "closed": [32, 62]},\n'
             '{"from": 31, "to": 6, "minutes": 25},\n'
             '{"from": 2, "to": 6, "minutes": 30},\n'
             '{"from": 20, "to": 21, "minutes": 1, "closed": [20, 49]},\n'
             '{"from": 30, "to": 31, "minutes": 20, "closed": [9, 30]},\n'
             '{"from": 16, "to": 6, "minutes": 7},\n'
             '{"from": 14, "to": 29, "minutes": 7, "closed": [22, 52]},\n'
             '{"from": 32, "to": 23, "minutes": 20},\n'
             '{"from": 12, "to": 36, "minutes": 13},\n'
             '{"from": 17, "to": 29, "minutes": 28},\n'
             '{"from": 29, "to": 35, "minutes": 26},\n'
             '{"from": 21, "to": 12, "minutes": 7},\n'
             '{"from": 11, "to": 19, "minutes": 7},\n'
             '{"from": 20, "to": 18, "minutes": 26, "closed": [9, 16]},\n'
             '{"from": 30, "to": 15, "minutes": 4},\n'
             '{"from": 34, "to": 16, "minutes": 4},\n'
             '{"from": 7, "to": 19, "minutes": 3, "closed": [5, 25]},\n'
             '{"from": 15, "to": 34, "minutes": 14},\n'
             '{"from": 25, "to": 15, "minutes": 30, "closed": [21, 50]},\n'
             '{"from": 3, "to": 15, "minutes": 3, "closed": [8, 24]},\n'
             '{"from": 6, "to": 9, "minutes": 7}\n'
             ']}\n',
             '31\n18\n16\n37\n22\n8\n21\nunreachable\n19\n26\n7\n37\nunreachable\nunreachable\n25\n'],
 'hidden3': ['{"junctions": 80, "settings": {}, "queries": [[59, 68], [59, 67], [43, 4], [10, 42], [10, 47], [10, 8], '
             '[59, 10], [43, 72], [10, 25], [43, 55], [43, 19], [59, 55], [10, 55], [43, 38], [59, 1]],\n'
             '"roads": [\n'
             '{"from": 1, "to": 6, "minutes": 5, "closed": [29, 36]},\n'
             '{"from": 43, "to": 5, "minutes": 2, "closed": [14, 20]},\n'
             '{"from": 20, "to": 54, "minutes": 30},\n'
             '{"from": 11, "to": 53, "minutes": 26},\n'
             '{"from": 69, "to": 28, "minutes": 24, "closed": [19, 30]},\n'
             '{"from": 40, "to": 69, "minutes": 11, "closed": [20, 36]},\n'
             '{"from": 27, "to": 50, "minutes": 15, "closed": [3, 13]},\n'
             '{"from": 19, "to": 76, "minutes": 14},\n'
             '{"from": 63, "to": 10, "minutes": 3},\n'
             '{"from": 67, "to": 49, "minutes": 1, "closed": [27, 37]},\n'
             '{"from": 76, "to": 27, "minutes": 19, "closed": [31, 57]},\n'
             '{"from": 46, "to": 79, "minutes": 24, "closed": [2, 10]},\n'
             '{"from": 23, "to": 67, "minutes": 27},\n'
             '{"from": 18, "to": 17, "minutes": 29},\n'
             '{"from": 23, "to": 3, "minutes": 11},\n'
             '{"from": 48, "to": 11, "minutes": 13},\n'
             '{"from": 18, "to": 28, "minutes": 9, "closed": [19, 43]},\n'
             '{"from": 2, "to": 76, "minutes": 25, "closed": [1, 24]},\n'
             '{"from": 7, "to": 43, "minutes": 4},\n'
             '{"from": 52, "to": 33, "minutes": 25},\n'
             '{"from": 19, "to": 68, "minutes": 17, "closed": [30, 46]},\n'
             '{"from": 8, "to": 76, "minutes": 6},\n'
             '{"from": 26, "to": 24, "minutes": 13},\n'
             '{"from": 21, "to": 3, "minutes": 1, "closed": [33, 47]},\n'
             '{"from": 76, "to": 44, "minutes": 2, "closed": [35, 38]},\n'
             '{"from": 56, "to": 28, "minutes": 18, "closed": [10, 25]},\n'
             '{"from": 35, "to": 21, "minutes": 17},\n'
             '{"from": 1, "to": 67, "minutes": 26, "closed": [26, 41]},\n'
             '{"from": 12, "to": 74, "minutes": 29},\n'
             '{"from": 62, "to": 65, "minutes": 6},\n'
             '{"from": 43, "to": 1, "minutes": 12},\n'
             '{"from": 51, "to": 70, "minutes": 13},\n'
             '{"from": 51, "to": 61, "minutes": 17},\n'
             '{"from": 71, "to": 26, "minutes": 6},\n'
             '{"from": 17, "to": 64, "minutes": 24, "closed": [39, 47]},\n'
             '{"from": 27, "to": 33, "minutes": 5, "closed": [22, 39]},\n'
             '{"from": 56, "to": 47, "minutes": 14, "closed": [32, 40]},\n'
             '{"from": 7, "to": 26, "minutes": 12},\n'
             '{"from": 11, "to": 79, "minutes": 20},\n'
             '{"from": 41, "to": 63, "minutes": 6},\n'
             '{"from": 63, "to": 68, "minutes": 8, "closed": [17, 45]},\n'
             '{"from": 27, "to": 42, "minutes": 17, "closed": [23, 50]},\n'
             '{"from": 63, "to": 75, "minutes": 3},\n'
             '{"from": 58, "to": 8, "minutes": 5},\n'
             '{"from": 12, "to": 8, "minutes": 10, "closed": [20, 49]},\n'
             '{"from": 12, "to": 71, "minutes": 25, "closed": [31, 42]},\n'
             '{"from": 6, "to": 12, "minutes": 29},\n'
             '{"from": 71, "to": 63, "minutes": 21},\n'
             '{"from": 10, "to": 60, "minutes": 14, "closed": [23, 30]},\n'
             '{"from": 11, "to": 47, "minutes": 13},\n'
             '{"from": 63, "to": 35, "minutes": 4, "closed": [0, 3]},\n'
             '{"from": 11, "to": 1, "minutes": 14},\n'
             '{"from": 32, "to": 35, "minutes": 17},\n'
             '{"from": 58, "to": 4, "minutes": 2},\n'
             '{"from": 77, "to": 56, "minutes": 21},\n'
             '{"from": 46, "to": 43, "minutes": 17},\n'
             '{"from": 58, "to": 24, "minutes": 10, "closed": [26, 50]},\n'
             '{"from": 65, "to": 33, "minutes": 13, "closed": [12, 38]},\n'
             '{"from": 61, "to": 68, "minutes": 8, "closed": [28, 42]},\n'
             '{"from": 42, "to": 31, "minutes": 12, "closed": [33, 53]},\n'
             '{"from": 43, "to": 75, "minutes": 3, "closed": [3, 28]},\n'
             '{"from": 73, "to": 45, "minutes": 2},\n'
             '{"from": 59, "to": 44, "minutes": 27},\n'
             '{"from": 60, "to": 56, "minutes": 10, "closed": [0, 4]},\n'
             '{"from": 40, "to": 11, "minutes": 3},\n'
             '{"from": 63, "to": 11, "minutes": 10},\n'
             '{"from": 7, "to": 26, "minutes": 4},\n'
             '{"from": 57, "to": 3, "minutes": 16, "closed": [15, 27]},\n'
             '{"from": 8, "to": 19, "minutes": 10, "closed": [35, 42]},\n'
             '{"from": 25, "to": 59, "minutes": 6},\n'
             '{"from": 77, "to": 75, "minutes": 29},\n'
             '{"from": 30, "to": 52, "minutes": 15, "closed": [29, 59]},\n'
             '{"from": 60, "to": 32, "minutes": 29},\n'
             '{"from": 3, "to": 46, "minutes": 3, "closed": [23, 39]},\n'
             '{"from": 50, "to": 56, "minutes": 11, "closed": [39, 48]},\n'
             '{"from": 5, "to": 75, "minutes": 14},\n'
             '{"from": 46, "to": 14, "minutes": 20, "closed": [34, 53]},\n'
             '{"from": 26, "to": 36, "minutes": 21},\n'
             '{"from": 40, "to": 5, "minutes": 16, "closed": [27, 45]},\n'
             '{"from": 67, "to": 14, "minutes": 27, "closed": [27, 54]},\n'
             '{"from": 78, "to": 19, "minutes": 12, "closed": [20, 24]},\n'
             '{"from": 12, "to": 31, "minutes": 6},\n'
             '{"from": 1, "to": 80, "minutes": 26},\n'
             '{"from": 34, "to": 63, "minutes": 12, "closed": [24, 27]},\n'
             '{"from": 25, "to": 61, "minutes": 28, "closed": [21, 44]},\n'
             '{"from": 71, "to": 34, "minutes": 22, "closed": [25, 45]},\n'
             '{"from": 59, "to": 78, "minutes": 15, "closed": [7, 21]},\n'
             '{"from": 19, "to": 38, "minutes": 4, "closed": [30, 58]},\n'
             '{"from": 49, "to": 46, "minutes": 16},\n'
             '{"from": 53, "to": 23, "minutes": 17},\n'
             '{"from": 17, "to": 26, "minutes": 24},\n'
             '{"from": 80, "to": 4, "minutes": 14, "closed": [13, 38]},\n'
             '{"from": 63, "to": 19, "minutes": 21},\n'
             '{"from": 73, "to": 34, "minutes": 30},\n'
             '{"from": 39, "to": 62, "minutes": 26, "closed": [16, 19]},\n'
             '{"from": 66, "to": 27, "minutes": 15},\n'
             '{"from": 40, "to": 29, "minutes": 14, "closed": [9, 17]},\n'
             '{"from": 25, "to": 19, "minutes": 21, "closed": [4, 21]},\n'
             '{"from": 62, "to": 23, "minutes": 30, "closed": [39, 58]},\n'
             '{"from": 80, "to": 72, "minutes": 11},\n'
             '{"from": 80, "to": 3, "minutes": 16},\n'
             '{"from": 59, "to": 12, "minutes": 2, "closed": [18, 41]},\n'
             '{"from": 18, "to": 38, "minutes": 25, "closed": [18, 34]},\n'
             '{"from": 54, "to": 21, "minutes": 16, "closed": [12, 18]},\n'
             '{"from": 63, "to": 47, "minutes": 4, "closed": [10, 19]},\n'
             '{"from": 22, "to": 72, "minutes": 27},\n'
             '{"from": 36, "to": 3, "minutes": 30, "closed": [34, 62]},\n'
             '{"from": 63, "to": 73, "minutes": 5, "closed": [24, 53]},\n'
             '{"from": 3, "to": 62, "minutes": 8},\n'
             '{"from": 65, "to": 73, "minutes": 5},\n'
             '{"from": 50, "to": 66, "minutes": 9, "closed": [8, 20]},\n'
             '{"from": 54, "to": 34, "minutes": 19},\n'
             '{"from": 28, "to": 59, "minutes": 2},\n'
             '{"from": 76, "to": 66, "minutes": 25},\n'
             '{"from": 40, "to": 36, "minutes": 26},\n'
             '{"from": 43, "to": 33, "minutes": 3},\n'
             '{"from": 19, "to": 5, "minutes": 27, "closed": [8, 20]},\n'
             '{"from": 78, "to": 12, "minutes": 27},\n'
             '{"from": 53, "to": 8, "minutes": 27},\n'
             '{"from": 77, "to": 71, "minutes": 15, "closed": [5, 34]},\n'
             '{"from": 22, "to": 6, "minutes": 4, "closed": [39, 52]},\n'
             '{"from": 32, "to": 30, "minutes": 19, "closed": [32, 41]},\n'
             '{"from": 36, "to": 42, "minutes": 7, "closed": [28, 54]},\n'
             '{"from": 22, "to": 52, "minutes": 20, "closed": [29, 56]},\n'
             '{"from": 66, "to": 65, "minutes": 11},\n'
             '{"from": 63, "to": 61, "minutes": 4},\n'
             '{"from": 7, "to": 62, "minutes": 21, "closed": [9, 36]},\n'
             '{"from": 32, "to": 77, "minutes": 3, "closed": [23, 35]},\n'
             '{"from": 32, "to": 3, "minutes": 9, "closed": [2, 29]},\n'
             '{"from": 73, "to": 8, "minutes": 17},\n'
             '{"from": 20, "to": 4, "minutes": 10},\n'
             '{"from": 39, "to": 3, "minutes": 25},\n'
             '{"from": 74, "to": 80, "minutes": 19},\n'
             '{"from": 44, "to": 52, "minutes": 24, "closed": [29, 42]},\n'
             '{"from": 80, "to": 54, "minutes": 14},\n'
             '{"from": 57, "to": 1, "minutes": 18, "closed": [27, 50]},\n'
             '{"from": 77, "to": 52, "minutes": 26, "closed": [9, 30]},\n'
             '{"from": 66, "to": 20, "minutes": 24, "closed": [0, 25]},\n'
             '{"from": 72, "to": 73, "minutes": 2},\n'
             '{"from": 31, "to": 72, "minutes": 25},\n'
             '{"from": 68, "to": 32, "minutes": 26},\n'
             '{"from": 4, "to": 42, "minutes": 19},\n'
             '{"from": 63, "to": 22, "minutes": 11},\n'
             '{"from": 40, "to": 34, "minutes": 1},\n'
             '{"from": 3, "to": 29, "minutes": 7, "closed": [37, 44]},\n'
             '{"from": 32, "to": 17, "minutes": 11, "closed": [14, 33]},\n'
             '{"from": 66, "to": 7, "minutes": 26, "closed": [20, 48]},\n'
             '{"from": 32, "to": 69, "minutes": 6, "closed": [34, 55]},\n'
             '{"from": 43, "to": 1, "minutes": 29},\n'
             '{"from": 72, "to": 40, "minutes": 15},\n'
             '{"from": 44, "to": 29, "minutes": 16, "closed": [23, 26]},\n'
             '{"from": 49, "to": 27, "minutes": 18},\n'
             '{"from": 34, "to": 26, "minutes": 24},\n'
             '{"from": 79, "to": 68, "minutes": 16},\n'
             '{"from": 61, "to": 45, "minutes": 13, "closed": [35, 44]},\n'
             '{"from": 77, "to": 60, "minutes": 19},\n'
             '{"from": 61, "to": 29, "minutes": 14, "closed": [10, 23]},\n'
             '{"from": 53, "to": 36, "minutes": 22, "closed": [11, 27]},\n'
             '{"from": 70, "to": 1, "minutes": 18, "closed": [36, 45]},\n'
             '{"from": 28, "to": 77, "minutes": 8},\n'
             '{"from": 80, "to": 75, "minutes": 28, "closed": [40, 50]},\n'
             '{"from": 5, "to": 15, "minutes": 24, "closed": [11, 33]},\n'
             '{"from": 32, "to": 59, "minutes": 17},\n'
             '{"from": 68, "to": 60, "minutes": 19, "closed": [8, 22]},\n'
             '{"from": 4, "to": 79, "minutes": 8, "closed": [16, 33]},\n'
             '{"from": 46, "to": 34, "minutes": 23},\n'
             '{"from": 7, "to": 80, "minutes": 7, "closed": [11, 28]},\n'
             '{"from": 19, "to": 2, "minutes": 4, "closed": [38, 49]}\n'
             ']}\n',
             '39\n56\n25\n51\n7\n25\n37\n13\n35\nunreachable\n27\nunreachable\nunreachable\n31\n41\n']}
BIG_ARGS = [235100999, 'fmt_json', 30000, 75000, ['a', 'b'], ['u', 'v', 'w', 'b', 'a'], []]
BIG_WANT = '83\n68\n62\n74\n92\n121\n106\n112\n119\n'
LIMIT_S = 45

def _lines(text):
    return [l.rstrip() for l in text.strip("\n").split("\n")]

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

def test_big_network_in_time():
    text = big_input(*BIG_ARGS)
    try:
        p = tg_guard.run([PROGRAM], input=text, timeout=LIMIT_S)
    except subprocess.TimeoutExpired:
        pytest.fail(f"no answer within {LIMIT_S} s on the {BIG_ARGS[2]}-junction network")
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    assert _lines(p.stdout) == _lines(BIG_WANT)
