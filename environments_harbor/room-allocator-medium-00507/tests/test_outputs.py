import os
import subprocess

import pytest

import tg_guard
def judge(case, out):
    """'' when `out` is a valid allocation of case's bookings worth the optimum, else why not."""
    lines = [l.split() for l in out.strip().splitlines() if l.strip()]
    label = "accepted" if case["value"] == "count" else "revenue"
    if not lines or lines[0] != [label, str(case["best"])]:
        return "first line %r, expected %r" % (" ".join(lines[0]) if lines else "", "%s %d" % (label, case["best"]))
    bk, seen, rooms = case["bookings"], set(), {}
    for l in lines[1:]:
        if case["rooms"] == 1 and len(l) == 1:
            l = [l[0], "1"]
        if len(l) != 2 or not l[1].isdigit():
            return "malformed line %r" % " ".join(l)
        i, r = l[0], int(l[1])
        if i not in bk:
            return "%s is not a booking that can be accepted" % i
        if i in seen:
            return "%s listed twice" % i
        if not 1 <= r <= case["rooms"]:
            return "%s on room %d, there are %d" % (i, r, case["rooms"])
        seen.add(i)
        rooms.setdefault(r, []).append(bk[i] + [i])
    total = len(seen) if case["value"] == "count" else sum(bk[i][2] for i in seen)
    if total != case["best"]:
        return "the listed bookings are worth %d, not the claimed %d" % (total, case["best"])
    for r, xs in rooms.items():
        xs.sort()
        for a, b in zip(xs, xs[1:]):
            if not (a[1] < b[0] if case["closed"] else a[1] <= b[0]):
                return "%s and %s clash on room %d" % (a[3], b[3], r)
    return ""

import hashlib

import calendar as _cal
import datetime as _dt

class Lcg:
    def __init__(self, seed):
        self.x = seed % 2 ** 64
    def below(self, k):
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        return (self.x >> 33) % k
    def randint(self, a, b):
        return a + self.below(b - a + 1)
    def choice(self, seq):
        return seq[self.below(len(seq))]
    def chance(self, p):
        return self.below(10000) < p * 10000
    def shuffle(self, xs):
        for i in range(len(xs) - 1, 0, -1):
            j = self.below(i + 1)
            xs[i], xs[j] = xs[j], xs[i]

OFFSETS = [0, 60, 120, -300, -240, 330, 540, -420]

def make_case(seed, names, n, prefix, kinds, base_day, big=False):
    """A schedule in absolute minutes: bookings, header settings and (online) the log order with cancels."""
    g = Lcg(seed)
    clock = "fmt_clock" in names
    durs = [15, 30, 45, 60, 90, 120] if clock else [30, 45, 60, 90, 120, 180, 240, 480]
    turn = {k: g.choice([5, 10, 15, 20, 30, 45]) for k in kinds}
    if "buffer_kind" in names and len(set(turn.values())) == 1:
        turn[kinds[0]] += 15
    depth = g.randint(3, 6) if not big else 6000
    span = 960 if clock else max(600, n * 90 // depth)
    lo = 360 if clock else (g.randint(0, 40) * 10 if "fmt_minutes" in names else 420)
    rows = []
    def add(s, e):
        if e <= s or (clock and e > 1439):
            return
        rows.append({"s": s, "e": e, "kind": g.choice(kinds), "fee": g.randint(1, 40) * 5, "size": g.choice([2, 4, 6, 8, 12, 20, 30]),
                     "status": "confirmed" if g.chance(0.6) else ("tentative" if g.chance(0.6) else "cancelled")})
    for _ in range(n):
        d = g.choice(durs)
        s = lo + g.below(max(1, span - d)) // 5 * 5
        add(s, s + d)
    if not big:  # boundary cases: back to back (at the turnover too), equal starts, overnight, long ones
        for _ in range(max(2, n // 5)):
            a = rows[g.below(len(rows))]
            gap = g.choice([0, 0, turn[a["kind"]], g.choice(list(turn.values()))])
            d = g.choice(durs)
            add(a["e"] + gap, a["e"] + gap + d)
            add(a["s"], a["s"] + g.choice(durs))
        if not clock:
            for _ in range(max(1, n // 10)):
                s = lo + g.below(span // 1440 + 1) * 1440 + g.randint(20 * 12, 23 * 12) * 5
                add(s, s + g.choice([120, 240, 480, 600]))
    st = {}
    if "kmax" in names or "online" in names:
        st["rooms"] = max(2, depth - g.randint(1, 2)) if not big else 0
    if "slot_rounding" in names:
        st["slot"] = g.choice([10, 15, 30])
    if "max_len" in names:
        st["maxlen"] = g.choice(durs[2:-1])
        for _ in range(max(1, n // 10)):
            a = rows[g.below(len(rows))]
            add(a["s"] + 5, a["s"] + 5 + st["maxlen"])
    if "buffer_kind" in names:
        st["turnover"] = turn
    if "capacity" in names:
        st["capacity"] = {r: g.choice([4, 6, 8, 12, 20, 30]) for r in range(1, st["rooms"] + 1)}
        st["capacity"][g.randint(1, st["rooms"])] = 30
    if "blackout" in names:
        st["blackout"] = []
        for _ in range(max(2, n // 12)):
            a = rows[g.below(len(rows))]
            x = a["s"] + g.choice([5, 10, 15, 30])
            st["blackout"].append((g.randint(1, st["rooms"]), x, x + g.choice([30, 60, 120])))
    if "recurring" in names:
        for _ in range(max(1, n // 12)):
            a = rows[g.below(len(rows))]
            a["every"], a["times"] = g.choice([7, 14, 7, 1, 2]), g.randint(2, 5)
    ids = list(range(100, 100 + len(rows) * 7, 7))
    g.shuffle(ids)
    g.shuffle(rows)
    for r, i in zip(rows, ids):
        r["id"] = "%s%d" % (prefix, i)
        r["off"] = g.choice(OFFSETS)
    log = [("book", r) for r in rows]
    if "amendments" in names:
        for _ in range(max(2, len(rows) // 8)):
            at = g.randint(1, len(log))
            a = dict(log[g.below(at)][1])
            a.pop("every", None)
            d = g.choice(durs)
            a["s"] = max(lo, a["s"] + g.choice([-60, -30, 30, 60, 120]))
            a["e"] = a["s"] + d
            if not clock or a["e"] <= 1439:
                log.insert(at, ("book", a))
    if "online" in names:
        for _ in range(max(1, len(rows) // 6)):
            at = g.randint(1, len(log))
            earlier = [x for x in log[:at] if x[0] == "book"]
            log.insert(at, ("cancel", g.choice(earlier)[1]["id"]))
    return {"st": st, "log": log, "base": base_day}

def stamp(fmt, m, base, off):
    if fmt == "fmt_minutes":
        return str(m)
    if fmt == "fmt_clock":
        return "%02d:%02d" % (m // 60, m % 60)
    t = base + m + (off if fmt == "fmt_tz" else 0)
    d = _dt.datetime(1970, 1, 1) + _dt.timedelta(minutes=t)
    s = d.strftime("%Y-%m-%dT%H:%M")
    if fmt == "fmt_tz":
        s += "%s%02d:%02d" % ("-" if off < 0 else "+", abs(off) // 60, abs(off) % 60)
    return s

def render(fmt, case, attrs):
    st, base = case["st"], case["base"]
    out = []
    if "rooms" in st:
        out.append("set rooms %d" % st["rooms"])
    if "maxlen" in st:
        out.append("set maxlen %d" % st["maxlen"])
    if "slot" in st:
        out.append("set slot %d" % st["slot"])
    for k, v in sorted(st.get("turnover", {}).items()):
        out.append("set turnover %s %d" % (k, v))
    for r, c in sorted(st.get("capacity", {}).items()):
        out.append("set capacity %d %d" % (r, c))
    for r, x, y in st.get("blackout", []):
        out.append("set blackout %d %s %s" % (r, stamp(fmt, x, base, 0), stamp(fmt, y, base, 0)))
    for kind, r in case["log"]:
        if kind == "cancel":
            out.append("cancel " + r)
            continue
        line = [r["id"], stamp(fmt, r["s"], base, r["off"]), stamp(fmt, r["e"], base, r["off"])]
        line += ["%s=%s" % (a, r[a]) for a in attrs]
        if "every" in r:
            line += ["every=%dd" % r["every"], "times=%d" % r["times"]]
        out.append(" ".join(line))
    return "\n".join(out) + "\n"

PROGRAM = '/app/tools/room-alloc'
CANONICAL = True
CASES = {'hidden1': {'check': None,
             'input': 'IV107 17:45 18:00\n'
                      'IV128 21:20 21:50\n'
                      'IV177 11:35 12:20\n'
                      'IV121 08:00 10:00\n'
                      'IV191 16:05 17:05\n'
                      'IV156 13:20 15:20\n'
                      'IV149 21:20 21:50\n'
                      'IV135 14:25 14:40\n'
                      'IV184 09:35 11:05\n'
                      'IV170 08:10 08:25\n'
                      'IV114 06:35 08:05\n'
                      'IV121 10:00 11:00\n'
                      'IV142 09:20 09:50\n'
                      'IV100 13:20 14:50\n'
                      'IV149 20:50 21:50\n'
                      'IV163 22:00 23:00\n'
                      'IV198 14:50 15:50\n',
             'want': 'rooms 3\n'
                     'IV107 2\n'
                     'IV128 1\n'
                     'IV177 2\n'
                     'IV121 1\n'
                     'IV191 2\n'
                     'IV156 1\n'
                     'IV149 2\n'
                     'IV135 3\n'
                     'IV184 2\n'
                     'IV170 1\n'
                     'IV114 1\n'
                     'IV142 1\n'
                     'IV100 2\n'
                     'IV163 1\n'
                     'IV198 2\n'},
 'hidden2': {'check': None,
             'input': 'IV422 11:10 12:10\n'
                      'IV184 13:30 14:15\n'
                      'IV219 16:15 17:45\n'
                      'IV226 18:30 19:00\n'
                      'IV205 12:55 13:10\n'
                      'IV247 07:35 09:05\n'
                      'IV422 13:10 15:10\n'
                      'IV100 14:20 15:05\n'
                      'IV212 12:50 13:05\n'
                      'IV303 06:55 07:55\n'
                      'IV443 11:25 12:10\n'
                      'IV240 14:20 15:50\n'
                      'IV436 06:20 07:05\n'
                      'IV450 08:15 09:45\n'
                      'IV135 14:50 16:20\n'
                      'IV485 12:55 14:55\n'
                      'IV100 15:20 16:05\n'
                      'IV177 16:20 18:20\n'
                      'IV261 09:55 10:25\n'
                      'IV100 13:50 14:35\n'
                      'IV380 20:45 21:45\n'
                      'IV359 08:15 09:45\n'
                      'IV233 06:55 07:55\n'
                      'IV240 13:20 13:35\n'
                      'IV275 11:40 13:10\n'
                      'IV156 10:50 12:20\n'
                      'IV254 18:15 19:15\n'
                      'IV408 11:25 11:55\n'
                      'IV387 07:40 08:40\n'
                      'IV478 06:55 07:55\n'
                      'IV114 14:10 15:40\n'
                      'IV163 14:05 16:05\n'
                      'IV114 14:40 16:40\n'
                      'IV268 10:50 11:20\n'
                      'IV457 21:00 21:15\n'
                      'IV373 19:55 20:10\n'
                      'IV331 13:10 13:40\n'
                      'IV464 15:10 17:10\n'
                      'IV324 19:55 20:10\n'
                      'IV289 10:35 11:20\n'
                      'IV296 19:35 19:50\n'
                      'IV107 12:40 14:10\n'
                      'IV401 09:45 10:45\n'
                      'IV317 06:45 08:15\n'
                      'IV408 12:25 12:55\n'
                      'IV149 13:30 14:00\n'
                      'IV352 17:35 18:05\n'
                      'IV184 13:00 14:00\n'
                      'IV345 11:10 13:10\n'
                      'IV415 11:10 11:55\n'
                      'IV121 10:10 11:10\n'
                      'IV128 09:40 11:40\n'
                      'IV394 12:30 13:30\n'
                      'IV198 20:00 20:15\n'
                      'IV170 06:55 07:40\n'
                      'IV191 19:15 19:45\n'
                      'IV338 15:55 16:40\n'
                      'IV471 07:55 08:55\n'
                      'IV142 18:45 19:45\n'
                      'IV429 07:55 08:40\n'
                      'IV366 15:35 15:50\n'
                      'IV282 14:05 14:35\n'
                      'IV310 12:40 13:10\n',
             'want': 'rooms 9\n'
                     'IV422 3\n'
                     'IV184 9\n'
                     'IV219 9\n'
                     'IV226 2\n'
                     'IV205 3\n'
                     'IV247 1\n'
                     'IV100 1\n'
                     'IV212 7\n'
                     'IV303 4\n'
                     'IV443 2\n'
                     'IV240 4\n'
                     'IV436 1\n'
                     'IV450 2\n'
                     'IV135 2\n'
                     'IV485 8\n'
                     'IV177 2\n'
                     'IV261 6\n'
                     'IV380 9\n'
                     'IV359 6\n'
                     'IV233 5\n'
                     'IV275 1\n'
                     'IV156 3\n'
                     'IV254 3\n'
                     'IV408 3\n'
                     'IV387 3\n'
                     'IV478 6\n'
                     'IV114 1\n'
                     'IV163 9\n'
                     'IV268 2\n'
                     'IV457 2\n'
                     'IV373 2\n'
                     'IV331 1\n'
                     'IV464 3\n'
                     'IV324 3\n'
                     'IV289 6\n'
                     'IV296 2\n'
                     'IV107 6\n'
                     'IV401 2\n'
                     'IV317 2\n'
                     'IV149 2\n'
                     'IV352 3\n'
                     'IV345 4\n'
                     'IV415 5\n'
                     'IV121 5\n'
                     'IV128 1\n'
                     'IV394 2\n'
                     'IV198 9\n'
                     'IV170 3\n'
                     'IV191 3\n'
                     'IV338 8\n'
                     'IV471 5\n'
                     'IV142 9\n'
                     'IV429 4\n'
                     'IV366 8\n'
                     'IV282 2\n'
                     'IV310 5\n'},
 'hidden3': {'check': None,
             'input': 'IV513 13:35 14:20\n'
                      'IV401 15:45 17:45\n'
                      'IV513 13:05 14:35\n'
                      'IV1136 10:20 12:20\n'
                      'IV415 15:40 16:10\n'
                      'IV107 18:50 19:20\n'
                      'IV247 11:50 13:20\n'
                      'IV177 20:30 21:15\n'
                      'IV156 09:50 10:50\n'
                      'IV464 14:00 14:30\n'
                      'IV401 17:45 19:45\n'
                      'IV716 06:15 07:45\n'
                      'IV569 17:35 17:50\n'
                      'IV1129 14:05 14:35\n'
                      'IV555 19:20 19:35\n'
                      'IV1094 14:30 15:30\n'
                      'IV611 16:10 16:25\n'
                      'IV604 14:20 16:20\n'
                      'IV730 14:15 16:15\n'
                      'IV394 16:20 17:05\n'
                      'IV163 15:55 16:55\n'
                      'IV1010 09:20 09:50\n'
                      'IV527 16:25 18:25\n'
                      'IV947 09:20 11:20\n'
                      'IV961 19:45 20:45\n'
                      'IV1101 08:35 10:05\n'
                      'IV492 11:00 11:30\n'
                      'IV366 19:05 19:20\n'
                      'IV849 09:45 10:30\n'
                      'IV821 15:55 16:25\n'
                      'IV723 14:20 15:50\n'
                      'IV457 10:20 11:05\n'
                      'IV611 16:40 16:55\n'
                      'IV275 09:30 11:30\n'
                      'IV842 09:50 10:05\n'
                      'IV968 14:55 16:25\n'
                      'IV499 10:55 12:55\n'
                      'IV751 12:10 13:10\n'
                      'IV142 19:45 20:00\n'
                      'IV282 09:50 10:50\n'
                      'IV996 11:20 12:20\n'
                      'IV828 07:55 09:25\n'
                      'IV639 06:40 08:40\n'
                      'IV1010 11:20 12:20\n'
                      'IV814 08:20 09:20\n'
                      'IV1185 10:15 12:15\n'
                      'IV310 12:35 13:35\n'
                      'IV478 07:20 09:20\n'
                      'IV807 08:00 10:00\n'
                      'IV856 12:40 13:25\n'
                      'IV1059 07:15 07:30\n'
                      'IV583 15:45 16:30\n'
                      'IV884 09:30 10:15\n'
                      'IV905 11:05 11:50\n'
                      'IV121 18:25 18:40\n'
                      'IV317 16:55 17:55\n'
                      'IV912 11:40 12:10\n'
                      'IV940 15:00 15:30\n'
                      'IV478 06:20 06:35\n'
                      'IV779 12:40 13:10\n'
                      'IV590 11:55 13:25\n'
                      'IV191 13:15 14:15\n'
                      'IV618 10:50 11:20\n'
                      'IV275 10:00 11:30\n'
                      'IV408 19:45 20:00\n'
                      'IV422 15:35 17:35\n'
                      'IV695 17:45 18:30\n'
                      'IV1024 17:40 18:40\n'
                      'IV646 17:30 17:45\n'
                      'IV128 08:40 10:10\n'
                      'IV345 16:40 16:55\n'
                      'IV975 08:00 10:00\n'
                      'IV737 09:00 09:45\n'
                      'IV1262 20:50 21:50\n'
                      'IV1150 17:55 18:55\n'
                      'IV688 09:20 09:35\n'
                      'IV1234 15:40 15:55\n'
                      'IV982 10:25 11:55\n'
                      'IV450 09:50 10:20\n'
                      'IV1164 11:40 13:40\n'
                      'IV653 07:40 09:10\n'
                      'IV660 13:55 14:10\n'
                      'IV226 20:05 21:35\n'
                      'IV387 09:50 10:50\n'
                      'IV660 13:25 14:55\n'
                      'IV863 08:00 09:00\n'
                      'IV1241 11:35 12:20\n'
                      'IV513 13:35 14:05\n'
                      'IV1164 10:40 11:10\n'
                      'IV954 17:30 17:45\n'
                      'IV520 09:40 10:10\n'
                      'IV1192 15:00 16:00\n'
                      'IV926 10:20 10:50\n'
                      'IV1220 10:05 10:35\n'
                      'IV1269 11:45 13:15\n'
                      'IV905 10:05 10:35\n'
                      'IV681 09:30 11:30\n'
                      'IV1073 07:50 09:20\n'
                      'IV289 07:05 09:05\n'
                      'IV352 09:35 09:50\n'
                      'IV821 14:55 15:40\n'
                      'IV1199 07:20 09:20\n'
                      'IV1157 13:05 13:35\n'
                      'IV793 07:30 09:30\n'
                      'IV303 08:40 09:25\n'
                      'IV674 20:30 21:00\n'
                      'IV541 13:05 14:35\n'
                      'IV338 17:00 18:30\n'
                      'IV744 13:20 13:50\n'
                      'IV576 16:00 17:00\n'
                      'IV429 06:55 07:10\n'
                      'IV933 19:20 21:20\n'
                      'IV1178 11:05 13:05\n'
                      'IV296 14:20 15:05\n'
                      'IV1269 12:45 13:15\n'
                      'IV639 07:10 07:55\n'
                      'IV408 21:45 22:45\n'
                      'IV506 16:30 17:15\n'
                      'IV212 16:25 17:55\n'
                      'IV135 09:10 10:10\n'
                      'IV198 13:20 14:20\n'
                      'IV842 10:50 11:20\n'
                      'IV149 15:10 17:10\n'
                      'IV219 07:50 09:50\n'
                      'IV1003 15:00 16:00\n'
                      'IV835 20:15 21:15\n'
                      'IV625 15:45 16:15\n'
                      'IV114 11:20 13:20\n'
                      'IV233 21:00 21:15\n'
                      'IV408 22:45 23:15\n'
                      'IV1087 11:50 12:20\n'
                      'IV1171 10:15 11:15\n'
                      'IV758 17:35 18:05\n'
                      'IV387 10:50 12:20\n'
                      'IV331 20:25 21:10\n'
                      'IV184 15:30 16:30\n'
                      'IV1227 07:40 09:40\n'
                      'IV254 15:25 16:55\n'
                      'IV1080 13:40 14:40\n'
                      'IV205 11:35 12:35\n'
                      'IV905 10:35 12:05\n'
                      'IV898 11:50 13:50\n'
                      'IV597 20:25 21:25\n'
                      'IV1115 16:10 16:40\n'
                      'IV1255 15:25 15:40\n'
                      'IV765 17:55 19:55\n'
                      'IV380 09:35 10:35\n'
                      'IV919 09:25 11:25\n'
                      'IV870 09:45 10:15\n'
                      'IV471 14:45 16:45\n'
                      'IV373 07:50 08:35\n'
                      'IV1143 10:25 12:25\n'
                      'IV191 12:45 14:15\n'
                      'IV1031 20:50 21:50\n'
                      'IV772 13:00 15:00\n'
                      'IV667 07:50 08:35\n'
                      'IV1066 07:35 09:05\n'
                      'IV170 09:00 10:30\n'
                      'IV100 19:45 21:15\n'
                      'IV1108 14:20 15:50\n'
                      'IV786 21:30 22:15\n'
                      'IV240 21:00 21:30\n'
                      'IV1017 15:40 17:10\n'
                      'IV1045 06:05 07:35\n'
                      'IV632 13:20 14:05\n'
                      'IV1206 19:40 20:25\n'
                      'IV800 15:30 17:30\n'
                      'IV534 11:10 13:10\n'
                      'IV359 10:00 10:15\n'
                      'IV562 21:20 21:35\n'
                      'IV1248 10:30 11:00\n'
                      'IV548 15:45 17:15\n'
                      'IV989 11:20 11:35\n'
                      'IV324 15:30 17:30\n'
                      'IV485 15:35 16:05\n'
                      'IV338 18:00 20:00\n'
                      'IV1052 07:50 09:50\n'
                      'IV261 18:15 20:15\n'
                      'IV443 17:50 19:20\n'
                      'IV436 08:30 09:15\n'
                      'IV1213 07:40 09:10\n'
                      'IV891 14:00 15:00\n'
                      'IV877 16:00 18:00\n'
                      'IV268 07:15 07:45\n'
                      'IV1122 19:25 19:55\n'
                      'IV709 19:55 21:55\n'
                      'IV1038 12:20 13:20\n'
                      'IV702 21:10 21:55\n'
                      'IV191 12:45 13:00\n',
             'want': 'rooms 21\n'
                     'IV513 6\n'
                     'IV401 13\n'
                     'IV1136 8\n'
                     'IV415 17\n'
                     'IV107 1\n'
                     'IV247 3\n'
                     'IV177 2\n'
                     'IV156 12\n'
                     'IV464 3\n'
                     'IV716 2\n'
                     'IV569 14\n'
                     'IV1129 5\n'
                     'IV555 1\n'
                     'IV1094 3\n'
                     'IV611 17\n'
                     'IV604 16\n'
                     'IV730 6\n'
                     'IV394 16\n'
                     'IV163 8\n'
                     'IV1010 11\n'
                     'IV527 1\n'
                     'IV947 11\n'
                     'IV961 21\n'
                     'IV1101 2\n'
                     'IV492 18\n'
                     'IV366 4\n'
                     'IV849 18\n'
                     'IV821 8\n'
                     'IV723 10\n'
                     'IV457 15\n'
                     'IV275 16\n'
                     'IV842 7\n'
                     'IV968 5\n'
                     'IV499 20\n'
                     'IV751 16\n'
                     'IV142 13\n'
                     'IV282 13\n'
                     'IV996 12\n'
                     'IV828 3\n'
                     'IV639 3\n'
                     'IV814 17\n'
                     'IV1185 14\n'
                     'IV310 6\n'
                     'IV478 3\n'
                     'IV807 15\n'
                     'IV856 8\n'
                     'IV1059 5\n'
                     'IV583 4\n'
                     'IV884 5\n'
                     'IV905 2\n'
                     'IV121 1\n'
                     'IV317 4\n'
                     'IV912 16\n'
                     'IV940 9\n'
                     'IV779 19\n'
                     'IV590 10\n'
                     'IV191 11\n'
                     'IV618 12\n'
                     'IV408 16\n'
                     'IV422 14\n'
                     'IV695 9\n'
                     'IV1024 21\n'
                     'IV646 9\n'
                     'IV128 19\n'
                     'IV345 4\n'
                     'IV975 16\n'
                     'IV737 14\n'
                     'IV1262 21\n'
                     'IV1150 4\n'
                     'IV688 7\n'
                     'IV1234 8\n'
                     'IV982 10\n'
                     'IV450 7\n'
                     'IV1164 17\n'
                     'IV653 8\n'
                     'IV660 8\n'
                     'IV226 13\n'
                     'IV387 13\n'
                     'IV863 14\n'
                     'IV1241 7\n'
                     'IV954 13\n'
                     'IV520 10\n'
                     'IV1192 11\n'
                     'IV926 7\n'
                     'IV1220 2\n'
                     'IV1269 12\n'
                     'IV681 6\n'
                     'IV1073 11\n'
                     'IV289 4\n'
                     'IV352 7\n'
                     'IV1199 7\n'
                     'IV1157 15\n'
                     'IV793 5\n'
                     'IV303 6\n'
                     'IV674 14\n'
                     'IV541 20\n'
                     'IV338 20\n'
                     'IV744 3\n'
                     'IV576 11\n'
                     'IV429 3\n'
                     'IV933 4\n'
                     'IV1178 15\n'
                     'IV296 7\n'
                     'IV506 3\n'
                     'IV212 5\n'
                     'IV135 8\n'
                     'IV198 7\n'
                     'IV149 7\n'
                     'IV219 12\n'
                     'IV1003 20\n'
                     'IV835 3\n'
                     'IV625 1\n'
                     'IV114 5\n'
                     'IV233 14\n'
                     'IV1087 18\n'
                     'IV1171 5\n'
                     'IV758 3\n'
                     'IV331 1\n'
                     'IV184 3\n'
                     'IV1227 10\n'
                     'IV254 19\n'
                     'IV1080 15\n'
                     'IV205 6\n'
                     'IV898 9\n'
                     'IV597 20\n'
                     'IV1115 17\n'
                     'IV1255 17\n'
                     'IV765 5\n'
                     'IV380 17\n'
                     'IV919 3\n'
                     'IV870 14\n'
                     'IV471 15\n'
                     'IV373 2\n'
                     'IV1143 19\n'
                     'IV1031 7\n'
                     'IV772 11\n'
                     'IV667 6\n'
                     'IV1066 1\n'
                     'IV170 20\n'
                     'IV100 9\n'
                     'IV1108 12\n'
                     'IV786 16\n'
                     'IV240 16\n'
                     'IV1017 2\n'
                     'IV1045 1\n'
                     'IV632 5\n'
                     'IV1206 1\n'
                     'IV800 9\n'
                     'IV534 17\n'
                     'IV359 15\n'
                     'IV562 4\n'
                     'IV1248 18\n'
                     'IV548 21\n'
                     'IV989 7\n'
                     'IV324 13\n'
                     'IV485 18\n'
                     'IV1052 13\n'
                     'IV261 3\n'
                     'IV443 14\n'
                     'IV436 18\n'
                     'IV1213 9\n'
                     'IV891 9\n'
                     'IV877 20\n'
                     'IV268 6\n'
                     'IV1122 14\n'
                     'IV709 5\n'
                     'IV1038 7\n'
                     'IV702 1\n'}}
BIG_ARGS = [3846877078400804632,
 ['fmt_clock', 'rooms_bestfit', 'amendments', 'big'],
 120000,
 'IV',
 ['phone', 'panel', 'tech'],
 29152800,
 True]
BIG_FMT = 'fmt_clock'
BIG_ATTRS = []
LIMIT_S = 20
BIG_HEAD = 'rooms 8371'
BIG_SHA = '68e8f7a855bac7589ead4247764a71217cdf952b3baa4413b028c974282b57ed'

def _lines(text):
    return [" ".join(l.split()) for l in text.strip().splitlines() if l.strip()]

def test_is_executable():
    assert os.path.isfile(PROGRAM) and os.access(PROGRAM, os.X_OK), f"{PROGRAM} must be executable"

@pytest.mark.parametrize("name", sorted(CASES))
def test_hidden_schedule(name):
    case = CASES[name]
    p = tg_guard.run([PROGRAM], input=case["input"], timeout=60)
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    if CANONICAL:
        got, want = _lines(p.stdout), _lines(case["want"])
        assert len(got) == len(want), f"{name}: {len(got)} output lines, expected {len(want)}"
        wrong = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
        assert not wrong, f"{name}: {len(wrong)} wrong lines, first (line, got, expected): {wrong[:3]}"
    else:
        why = judge(case["check"], p.stdout)
        assert not why, f"{name}: {why}"

def test_big_schedule_in_time():
    text = render(BIG_FMT, make_case(*BIG_ARGS), BIG_ATTRS)
    try:
        p = tg_guard.run([PROGRAM], input=text, timeout=LIMIT_S)
    except subprocess.TimeoutExpired:
        pytest.fail(f"no answer within {LIMIT_S} s on the {BIG_ARGS[2]}-booking schedule")
    assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
    got = _lines(p.stdout)
    assert got and got[0] == BIG_HEAD, f"first line {got[:1]}, expected {BIG_HEAD!r}"
    assert hashlib.sha256("\n".join(got).encode()).hexdigest() == BIG_SHA, "the allocation differs"
