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
             'input': 'EX142 2024-02-27T10:35 2024-02-27T13:35 status=confirmed\n'
                      'EX177 2024-02-28T03:10 2024-02-28T13:10 status=cancelled\n'
                      'EX135 2024-02-27T07:10 2024-02-27T09:10 status=confirmed\n'
                      'EX198 2024-02-27T11:15 2024-02-27T12:15 status=cancelled\n'
                      'EX114 2024-02-27T10:10 2024-02-27T18:10 status=tentative\n'
                      'EX121 2024-02-27T08:30 2024-02-27T12:30 status=confirmed\n'
                      'EX128 2024-02-27T12:30 2024-02-27T16:30 status=confirmed\n'
                      'EX163 2024-02-27T13:25 2024-02-27T14:25 status=confirmed\n'
                      'EX107 2024-02-27T11:10 2024-02-27T11:55 status=tentative\n'
                      'EX100 2024-02-27T08:30 2024-02-27T10:00 status=confirmed\n'
                      'EX191 2024-02-27T12:00 2024-02-27T12:45 status=confirmed\n'
                      'EX156 2024-02-27T13:25 2024-02-27T16:25 status=cancelled\n'
                      'EX184 2024-02-27T16:45 2024-02-27T19:45 status=tentative\n'
                      'EX149 2024-02-27T13:50 2024-02-27T16:50 status=confirmed\n'
                      'EX205 2024-02-27T10:40 2024-02-27T12:40 status=confirmed\n'
                      'EX170 2024-02-27T12:55 2024-02-27T13:55 status=confirmed\n',
             'want': 'rooms 5\n'
                     'EX142 1\n'
                     'EX135 1\n'
                     'EX114 2\n'
                     'EX121 3\n'
                     'EX128 3\n'
                     'EX163 4\n'
                     'EX107 5\n'
                     'EX100 2\n'
                     'EX191 5\n'
                     'EX184 3\n'
                     'EX149 1\n'
                     'EX205 4\n'
                     'EX170 5\n'},
 'hidden2': {'check': None,
             'input': 'EX219 2024-02-27T09:30 2024-02-27T11:00 status=confirmed\n'
                      'EX170 2024-02-27T11:40 2024-02-27T13:40 status=confirmed\n'
                      'EX289 2024-02-27T08:55 2024-02-27T09:55 status=tentative\n'
                      'EX177 2024-02-27T12:20 2024-02-27T15:20 status=confirmed\n'
                      'EX100 2024-02-27T13:50 2024-02-27T16:50 status=confirmed\n'
                      'EX254 2024-02-27T16:05 2024-02-27T16:35 status=confirmed\n'
                      'EX205 2024-02-27T07:30 2024-02-27T09:30 status=confirmed\n'
                      'EX261 2024-02-28T03:55 2024-02-28T07:55 status=confirmed\n'
                      'EX212 2024-02-27T07:40 2024-02-27T08:25 status=confirmed\n'
                      'EX247 2024-02-27T11:35 2024-02-27T14:35 status=confirmed\n'
                      'EX107 2024-02-27T15:00 2024-02-27T16:30 status=cancelled\n'
                      'EX128 2024-02-27T13:00 2024-02-27T13:30 status=confirmed\n'
                      'EX303 2024-02-27T12:55 2024-02-27T16:55 status=confirmed\n'
                      'EX156 2024-02-27T11:25 2024-02-27T14:25 status=cancelled\n'
                      'EX191 2024-02-27T11:10 2024-02-27T13:10 status=confirmed\n'
                      'EX282 2024-02-27T08:20 2024-02-27T12:20 status=confirmed\n'
                      'EX142 2024-02-27T07:30 2024-02-27T15:30 status=confirmed\n'
                      'EX135 2024-02-27T10:00 2024-02-27T10:45 status=cancelled\n'
                      'EX226 2024-02-27T08:25 2024-02-27T12:25 status=cancelled\n'
                      'EX198 2024-02-27T09:25 2024-02-27T09:55 status=confirmed\n'
                      'EX149 2024-02-27T07:25 2024-02-27T11:25 status=confirmed\n'
                      'EX275 2024-02-28T04:20 2024-02-28T12:20 status=confirmed\n'
                      'EX163 2024-02-27T11:40 2024-02-27T12:10 status=confirmed\n'
                      'EX296 2024-02-27T13:50 2024-02-27T14:20 status=confirmed\n'
                      'EX121 2024-02-27T12:50 2024-02-27T14:20 status=cancelled\n'
                      'EX240 2024-02-27T08:25 2024-02-27T11:25 status=confirmed\n'
                      'EX184 2024-02-27T08:20 2024-02-27T12:20 status=confirmed\n'
                      'EX233 2024-02-27T08:10 2024-02-27T08:40 status=cancelled\n'
                      'EX268 2024-02-27T12:15 2024-02-27T13:15 status=cancelled\n'
                      'EX114 2024-02-27T08:10 2024-02-27T10:10 status=confirmed\n',
             'want': 'rooms 9\n'
                     'EX219 2\n'
                     'EX170 5\n'
                     'EX289 8\n'
                     'EX177 6\n'
                     'EX100 4\n'
                     'EX254 3\n'
                     'EX205 2\n'
                     'EX261 7\n'
                     'EX212 4\n'
                     'EX247 1\n'
                     'EX128 4\n'
                     'EX303 7\n'
                     'EX191 2\n'
                     'EX282 6\n'
                     'EX142 3\n'
                     'EX198 9\n'
                     'EX149 1\n'
                     'EX275 4\n'
                     'EX163 4\n'
                     'EX296 5\n'
                     'EX240 4\n'
                     'EX184 7\n'
                     'EX114 5\n'},
 'hidden3': {'check': None,
             'input': 'EX254 2024-02-28T01:00 2024-02-28T04:00 status=confirmed\n'
                      'EX345 2024-02-27T20:15 2024-02-27T20:45 status=tentative\n'
                      'EX513 2024-02-28T01:35 2024-02-28T02:05 status=cancelled\n'
                      'EX296 2024-02-27T22:15 2024-02-27T23:00 status=confirmed\n'
                      'EX156 2024-02-27T17:55 2024-02-28T01:55 status=tentative\n'
                      'EX499 2024-02-27T09:20 2024-02-27T12:20 status=tentative\n'
                      'EX688 2024-02-27T17:45 2024-02-27T19:45 status=tentative\n'
                      'EX352 2024-02-28T03:30 2024-02-28T05:30 status=confirmed\n'
                      'EX660 2024-02-27T21:30 2024-02-27T22:15 status=confirmed\n'
                      'EX275 2024-02-27T08:20 2024-02-27T09:05 status=confirmed\n'
                      'EX506 2024-02-28T00:55 2024-02-28T01:25 status=confirmed\n'
                      'EX723 2024-02-27T16:20 2024-02-27T17:20 status=confirmed\n'
                      'EX359 2024-02-27T11:20 2024-02-27T19:20 status=tentative\n'
                      'EX639 2024-02-27T22:15 2024-02-27T23:00 status=confirmed\n'
                      'EX310 2024-02-28T00:55 2024-02-28T02:55 status=confirmed\n'
                      'EX373 2024-02-27T22:25 2024-02-28T02:25 status=cancelled\n'
                      'EX401 2024-02-27T16:20 2024-02-28T00:20 status=tentative\n'
                      'EX303 2024-02-27T08:20 2024-02-27T08:50 status=confirmed\n'
                      'EX632 2024-02-27T21:25 2024-02-28T00:25 status=cancelled\n'
                      'EX702 2024-02-28T05:25 2024-02-28T15:25 status=confirmed\n'
                      'EX247 2024-02-27T23:05 2024-02-28T00:05 status=confirmed\n'
                      'EX674 2024-02-27T07:15 2024-02-27T09:15 status=confirmed\n'
                      'EX436 2024-02-28T01:10 2024-02-28T02:10 status=tentative\n'
                      'EX450 2024-02-27T19:15 2024-02-27T20:00 status=confirmed\n'
                      'EX590 2024-02-28T01:55 2024-02-28T05:55 status=confirmed\n'
                      'EX107 2024-02-27T08:05 2024-02-27T08:50 status=confirmed\n'
                      'EX261 2024-02-27T12:20 2024-02-27T14:20 status=cancelled\n'
                      'EX485 2024-02-28T04:15 2024-02-28T05:15 status=confirmed\n'
                      'EX625 2024-02-28T05:15 2024-02-28T09:15 status=confirmed\n'
                      'EX534 2024-02-28T04:25 2024-02-28T08:25 status=tentative\n'
                      'EX646 2024-02-27T08:35 2024-02-27T09:05 status=cancelled\n'
                      'EX464 2024-02-28T02:30 2024-02-28T04:00 status=tentative\n'
                      'EX471 2024-02-27T19:45 2024-02-27T22:45 status=confirmed\n'
                      'EX415 2024-02-27T08:20 2024-02-27T09:05 status=tentative\n'
                      'EX548 2024-02-27T14:45 2024-02-27T18:45 status=confirmed\n'
                      'EX198 2024-02-28T01:05 2024-02-28T05:05 status=tentative\n'
                      'EX100 2024-02-28T02:00 2024-02-28T03:00 status=confirmed\n'
                      'EX142 2024-02-27T10:50 2024-02-27T11:50 status=confirmed\n'
                      'EX541 2024-02-27T21:55 2024-02-27T22:40 status=cancelled\n'
                      'EX128 2024-02-27T09:00 2024-02-27T13:00 status=confirmed\n'
                      'EX268 2024-02-28T01:55 2024-02-28T03:55 status=tentative\n'
                      'EX338 2024-02-28T03:40 2024-02-28T05:40 status=cancelled\n'
                      'EX170 2024-02-27T14:35 2024-02-27T18:35 status=tentative\n'
                      'EX681 2024-02-27T13:20 2024-02-27T16:20 status=cancelled\n'
                      'EX380 2024-02-27T21:30 2024-02-27T22:00 status=confirmed\n'
                      'EX366 2024-02-27T20:15 2024-02-27T22:15 status=tentative\n'
                      'EX177 2024-02-27T09:35 2024-02-27T10:35 status=confirmed\n'
                      'EX317 2024-02-27T16:40 2024-02-27T17:10 status=cancelled\n'
                      'EX597 2024-02-27T22:40 2024-02-27T23:10 status=confirmed\n'
                      'EX184 2024-02-27T16:55 2024-02-27T19:55 status=confirmed\n'
                      'EX331 2024-02-28T01:20 2024-02-28T02:20 status=cancelled\n'
                      'EX394 2024-02-27T16:35 2024-02-27T17:20 status=confirmed\n'
                      'EX576 2024-02-27T14:35 2024-02-27T15:05 status=cancelled\n'
                      'EX429 2024-02-27T20:55 2024-02-27T21:55 status=tentative\n'
                      'EX121 2024-02-28T03:30 2024-02-28T04:30 status=confirmed\n'
                      'EX478 2024-02-27T21:25 2024-02-28T01:25 status=confirmed\n'
                      'EX233 2024-02-27T09:20 2024-02-27T13:20 status=confirmed\n'
                      'EX212 2024-02-28T05:40 2024-02-28T13:40 status=cancelled\n'
                      'EX240 2024-02-27T09:10 2024-02-27T17:10 status=tentative\n'
                      'EX695 2024-02-27T18:35 2024-02-27T19:05 status=tentative\n'
                      'EX387 2024-02-27T18:20 2024-02-27T22:20 status=cancelled\n'
                      'EX191 2024-02-27T16:25 2024-02-27T17:25 status=confirmed\n'
                      'EX562 2024-02-27T12:30 2024-02-27T20:30 status=confirmed\n'
                      'EX219 2024-02-27T17:55 2024-02-27T19:55 status=confirmed\n'
                      'EX408 2024-02-28T01:00 2024-02-28T01:45 status=tentative\n'
                      'EX324 2024-02-27T17:20 2024-02-28T01:20 status=tentative\n'
                      'EX716 2024-02-27T23:20 2024-02-28T00:05 status=cancelled\n'
                      'EX709 2024-02-27T08:50 2024-02-27T11:50 status=cancelled\n'
                      'EX282 2024-02-27T12:25 2024-02-27T16:25 status=cancelled\n'
                      'EX611 2024-02-28T01:10 2024-02-28T03:10 status=confirmed\n'
                      'EX583 2024-02-27T15:50 2024-02-27T18:50 status=tentative\n'
                      'EX604 2024-02-27T14:30 2024-02-27T17:30 status=confirmed\n'
                      'EX289 2024-02-27T16:20 2024-02-27T16:50 status=confirmed\n'
                      'EX443 2024-02-27T14:45 2024-02-27T15:30 status=confirmed\n'
                      'EX492 2024-02-28T00:55 2024-02-28T03:55 status=confirmed\n'
                      'EX149 2024-02-27T12:05 2024-02-27T12:35 status=confirmed\n'
                      'EX569 2024-02-27T18:05 2024-02-27T18:35 status=cancelled\n'
                      'EX555 2024-02-28T03:55 2024-02-28T11:55 status=tentative\n'
                      'EX527 2024-02-28T03:30 2024-02-28T04:15 status=confirmed\n'
                      'EX205 2024-02-28T03:55 2024-02-28T11:55 status=confirmed\n'
                      'EX114 2024-02-27T07:15 2024-02-27T07:45 status=confirmed\n'
                      'EX135 2024-02-28T03:35 2024-02-28T05:35 status=confirmed\n'
                      'EX667 2024-02-27T22:10 2024-02-27T22:55 status=cancelled\n'
                      'EX520 2024-02-27T07:35 2024-02-27T08:05 status=tentative\n'
                      'EX457 2024-02-27T22:20 2024-02-27T23:05 status=tentative\n'
                      'EX653 2024-02-27T22:20 2024-02-28T01:20 status=confirmed\n'
                      'EX226 2024-02-27T15:15 2024-02-27T18:15 status=confirmed\n'
                      'EX163 2024-02-27T21:55 2024-02-28T05:55 status=tentative\n'
                      'EX618 2024-02-28T04:15 2024-02-28T05:00 status=confirmed\n'
                      'EX422 2024-02-27T22:40 2024-02-27T23:10 status=cancelled\n',
             'want': 'rooms 13\n'
                     'EX254 9\n'
                     'EX345 1\n'
                     'EX296 6\n'
                     'EX156 13\n'
                     'EX499 2\n'
                     'EX688 5\n'
                     'EX352 12\n'
                     'EX660 6\n'
                     'EX275 4\n'
                     'EX506 11\n'
                     'EX723 10\n'
                     'EX359 6\n'
                     'EX639 9\n'
                     'EX310 12\n'
                     'EX401 11\n'
                     'EX303 1\n'
                     'EX702 5\n'
                     'EX247 12\n'
                     'EX674 2\n'
                     'EX436 8\n'
                     'EX450 1\n'
                     'EX590 6\n'
                     'EX107 3\n'
                     'EX485 8\n'
                     'EX625 8\n'
                     'EX534 9\n'
                     'EX464 8\n'
                     'EX471 5\n'
                     'EX415 5\n'
                     'EX548 7\n'
                     'EX198 5\n'
                     'EX100 2\n'
                     'EX142 3\n'
                     'EX128 1\n'
                     'EX268 13\n'
                     'EX170 1\n'
                     'EX380 12\n'
                     'EX366 9\n'
                     'EX177 3\n'
                     'EX597 7\n'
                     'EX184 9\n'
                     'EX394 13\n'
                     'EX429 1\n'
                     'EX121 2\n'
                     'EX478 2\n'
                     'EX233 5\n'
                     'EX240 4\n'
                     'EX695 1\n'
                     'EX191 12\n'
                     'EX562 2\n'
                     'EX219 12\n'
                     'EX408 6\n'
                     'EX324 10\n'
                     'EX611 4\n'
                     'EX583 3\n'
                     'EX604 5\n'
                     'EX289 9\n'
                     'EX443 3\n'
                     'EX492 7\n'
                     'EX149 3\n'
                     'EX555 7\n'
                     'EX527 4\n'
                     'EX205 13\n'
                     'EX114 1\n'
                     'EX135 11\n'
                     'EX520 3\n'
                     'EX457 12\n'
                     'EX653 3\n'
                     'EX226 8\n'
                     'EX163 1\n'
                     'EX618 4\n'}}
BIG_ARGS = [3846089238158164666,
 ['fmt_iso', 'rooms_bestfit', 'status', 'big'],
 120000,
 'EX',
 ['dry', 'wet', 'bio'],
 28483200,
 True]
BIG_FMT = 'fmt_iso'
BIG_ATTRS = ['status']
LIMIT_S = 20
BIG_HEAD = 'rooms 10668'
BIG_SHA = 'ce8cfba58e80fc11c10e997ff6c451bcd65196daf40bbc78d0b63b6897b18f52'

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
