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

PROGRAM = '/app/bin/allocate'
CANONICAL = True
CASES = {'hidden1': {'check': None,
             'input': 'DW205 2023-07-29T12:00+01:00 2023-07-29T16:00+01:00 status=tentative\n'
                      'DW170 2023-07-29T07:15+00:00 2023-07-29T08:45+00:00 status=confirmed\n'
                      'DW128 2023-07-29T13:50+05:30 2023-07-29T21:50+05:30 status=confirmed\n'
                      'DW198 2023-07-29T10:25+02:00 2023-07-29T12:25+02:00 status=tentative\n'
                      'DW135 2023-07-29T12:55+02:00 2023-07-29T15:55+02:00 status=confirmed\n'
                      'DW156 2023-07-29T16:15+09:00 2023-07-29T19:15+09:00 status=confirmed\n'
                      'DW177 2023-07-29T10:20+02:00 2023-07-29T18:20+02:00 status=confirmed\n'
                      'DW184 2023-07-29T11:15+02:00 2023-07-29T14:15+02:00 status=confirmed\n'
                      'DW191 2023-07-29T02:45-05:00 2023-07-29T10:45-05:00 status=tentative\n'
                      'DW121 2023-07-30T09:00+05:30 2023-07-30T19:00+05:30 status=confirmed\n'
                      'DW142 2023-07-29T08:25+00:00 2023-07-29T11:25+00:00 status=tentative\n'
                      'DW114 2023-07-30T01:10+09:00 2023-07-30T01:40+09:00 status=confirmed\n'
                      'DW149 2023-07-29T03:10-05:00 2023-07-29T05:10-05:00 status=tentative\n'
                      'DW163 2023-07-29T17:50+09:00 2023-07-30T01:50+09:00 status=confirmed\n'
                      'DW100 2023-07-29T12:35+02:00 2023-07-29T14:05+02:00 status=confirmed\n'
                      'DW107 2023-07-29T12:15+02:00 2023-07-29T16:15+02:00 status=confirmed\n',
             'want': 'rooms 10\n'
                     'DW205 10\n'
                     'DW170 1\n'
                     'DW128 5\n'
                     'DW198 7\n'
                     'DW135 7\n'
                     'DW156 2\n'
                     'DW177 6\n'
                     'DW184 9\n'
                     'DW191 3\n'
                     'DW121 1\n'
                     'DW142 8\n'
                     'DW114 2\n'
                     'DW149 4\n'
                     'DW163 1\n'
                     'DW100 4\n'
                     'DW107 2\n'},
 'hidden2': {'check': None,
             'input': 'DW492 2023-07-29T00:05-07:00 2023-07-29T01:35-07:00 status=tentative\n'
                      'DW373 2023-07-29T00:10-07:00 2023-07-29T04:10-07:00 status=confirmed\n'
                      'DW114 2023-07-29T11:40+01:00 2023-07-29T12:40+01:00 status=tentative\n'
                      'DW485 2023-07-29T10:25-07:00 2023-07-29T11:25-07:00 status=tentative\n'
                      'DW429 2023-07-29T14:45-04:00 2023-07-29T16:45-04:00 status=cancelled\n'
                      'DW233 2023-07-29T08:55-07:00 2023-07-29T11:55-07:00 status=confirmed\n'
                      'DW366 2023-07-29T08:10-05:00 2023-07-29T11:10-05:00 status=confirmed\n'
                      'DW513 2023-07-29T16:45+09:00 2023-07-29T18:15+09:00 status=confirmed\n'
                      'DW310 2023-07-29T07:50+00:00 2023-07-29T09:20+00:00 status=tentative\n'
                      'DW499 2023-07-29T18:20+02:00 2023-07-29T21:20+02:00 status=confirmed\n'
                      'DW289 2023-07-29T10:40+00:00 2023-07-29T11:40+00:00 status=confirmed\n'
                      'DW394 2023-07-30T03:55+09:00 2023-07-30T04:40+09:00 status=confirmed\n'
                      'DW268 2023-07-29T11:40+01:00 2023-07-29T12:25+01:00 status=cancelled\n'
                      'DW464 2023-07-29T11:35-05:00 2023-07-29T12:20-05:00 status=confirmed\n'
                      'DW275 2023-07-29T02:25-07:00 2023-07-29T10:25-07:00 status=cancelled\n'
                      'DW128 2023-07-29T11:25+02:00 2023-07-29T12:25+02:00 status=cancelled\n'
                      'DW177 2023-07-29T06:40-04:00 2023-07-29T08:40-04:00 status=tentative\n'
                      'DW303 2023-07-29T04:40-07:00 2023-07-29T08:40-07:00 status=confirmed\n'
                      'DW506 2023-07-29T06:30-07:00 2023-07-29T07:30-07:00 status=tentative\n'
                      'DW191 2023-07-29T16:45+00:00 2023-07-29T17:45+00:00 status=tentative\n'
                      'DW457 2023-07-30T14:20+09:00 2023-07-30T18:20+09:00 status=confirmed\n'
                      'DW184 2023-07-29T12:35+00:00 2023-07-29T16:35+00:00 status=confirmed\n'
                      'DW156 2023-07-29T10:45+00:00 2023-07-29T11:45+00:00 status=confirmed\n'
                      'DW443 2023-07-29T00:05-07:00 2023-07-29T01:05-07:00 status=confirmed\n'
                      'DW401 2023-07-29T11:35-04:00 2023-07-29T12:05-04:00 status=confirmed\n'
                      'DW408 2023-07-29T09:15+02:00 2023-07-29T13:15+02:00 status=confirmed\n'
                      'DW352 2023-07-29T09:45+01:00 2023-07-29T17:45+01:00 status=cancelled\n'
                      'DW205 2023-07-29T10:40+02:00 2023-07-29T11:25+02:00 status=confirmed\n'
                      'DW170 2023-07-29T04:35-07:00 2023-07-29T07:35-07:00 status=confirmed\n'
                      'DW198 2023-07-29T00:55-07:00 2023-07-29T02:25-07:00 status=tentative\n'
                      'DW247 2023-07-29T14:40+01:00 2023-07-29T18:40+01:00 status=confirmed\n'
                      'DW331 2023-07-29T20:00+01:00 2023-07-29T21:00+01:00 status=confirmed\n'
                      'DW436 2023-07-29T12:35+01:00 2023-07-29T20:35+01:00 status=confirmed\n'
                      'DW380 2023-07-29T12:35+00:00 2023-07-29T13:20+00:00 status=confirmed\n'
                      'DW212 2023-07-29T08:25+00:00 2023-07-29T09:25+00:00 status=cancelled\n'
                      'DW226 2023-07-29T08:45+01:00 2023-07-29T11:45+01:00 status=cancelled\n'
                      'DW387 2023-07-29T04:25-07:00 2023-07-29T08:25-07:00 status=confirmed\n'
                      'DW121 2023-07-29T07:50+00:00 2023-07-29T15:50+00:00 status=tentative\n'
                      'DW471 2023-07-29T02:25-05:00 2023-07-29T03:10-05:00 status=cancelled\n'
                      'DW261 2023-07-29T05:35-04:00 2023-07-29T06:20-04:00 status=confirmed\n'
                      'DW338 2023-07-29T21:15-07:00 2023-07-30T01:15-07:00 status=confirmed\n'
                      'DW450 2023-07-29T12:40+05:30 2023-07-29T13:25+05:30 status=confirmed\n'
                      'DW107 2023-07-29T09:15-07:00 2023-07-29T09:45-07:00 status=cancelled\n'
                      'DW135 2023-07-29T21:45+05:30 2023-07-30T01:45+05:30 status=confirmed\n'
                      'DW219 2023-07-30T13:45+09:00 2023-07-30T21:45+09:00 status=cancelled\n'
                      'DW296 2023-07-29T17:35+01:00 2023-07-29T18:05+01:00 status=confirmed\n'
                      'DW324 2023-07-30T06:55+01:00 2023-07-30T08:55+01:00 status=confirmed\n'
                      'DW478 2023-07-29T07:40-04:00 2023-07-29T09:10-04:00 status=cancelled\n'
                      'DW100 2023-07-29T10:25+00:00 2023-07-29T12:25+00:00 status=confirmed\n'
                      'DW163 2023-07-29T18:35+00:00 2023-07-29T19:35+00:00 status=confirmed\n'
                      'DW254 2023-07-30T02:45+05:30 2023-07-30T03:15+05:30 status=tentative\n'
                      'DW282 2023-07-29T20:30+02:00 2023-07-29T22:30+02:00 status=tentative\n'
                      'DW345 2023-07-30T00:35+09:00 2023-07-30T08:35+09:00 status=cancelled\n'
                      'DW422 2023-07-29T01:00-07:00 2023-07-29T01:30-07:00 status=confirmed\n'
                      'DW359 2023-07-29T03:10-05:00 2023-07-29T04:40-05:00 status=confirmed\n'
                      'DW240 2023-07-29T06:40-04:00 2023-07-29T14:40-04:00 status=confirmed\n'
                      'DW317 2023-07-29T15:55+01:00 2023-07-29T16:40+01:00 status=confirmed\n'
                      'DW415 2023-07-29T00:05-07:00 2023-07-29T00:50-07:00 status=tentative\n'
                      'DW142 2023-07-29T13:00-07:00 2023-07-29T13:30-07:00 status=tentative\n'
                      'DW149 2023-07-29T01:25-07:00 2023-07-29T01:55-07:00 status=confirmed\n',
             'want': 'rooms 10\n'
                     'DW492 3\n'
                     'DW373 5\n'
                     'DW114 2\n'
                     'DW485 3\n'
                     'DW233 1\n'
                     'DW366 4\n'
                     'DW513 7\n'
                     'DW310 1\n'
                     'DW499 4\n'
                     'DW289 3\n'
                     'DW394 1\n'
                     'DW464 5\n'
                     'DW177 4\n'
                     'DW303 2\n'
                     'DW506 1\n'
                     'DW191 6\n'
                     'DW457 2\n'
                     'DW184 3\n'
                     'DW156 9\n'
                     'DW443 2\n'
                     'DW401 5\n'
                     'DW408 6\n'
                     'DW205 3\n'
                     'DW170 6\n'
                     'DW198 4\n'
                     'DW247 9\n'
                     'DW331 6\n'
                     'DW436 10\n'
                     'DW380 1\n'
                     'DW387 5\n'
                     'DW121 8\n'
                     'DW261 1\n'
                     'DW338 1\n'
                     'DW450 4\n'
                     'DW135 2\n'
                     'DW296 3\n'
                     'DW324 3\n'
                     'DW100 1\n'
                     'DW163 5\n'
                     'DW254 1\n'
                     'DW282 3\n'
                     'DW422 9\n'
                     'DW359 2\n'
                     'DW240 7\n'
                     'DW317 1\n'
                     'DW415 1\n'
                     'DW142 1\n'
                     'DW149 10\n'},
 'hidden3': {'check': None,
             'input': 'DW1073 2023-07-29T22:55-07:00 2023-07-30T00:55-07:00 status=tentative\n'
                      'DW751 2023-07-30T00:05+09:00 2023-07-30T00:35+09:00 status=cancelled\n'
                      'DW499 2023-07-30T12:55+01:00 2023-07-30T20:55+01:00 status=tentative\n'
                      'DW310 2023-07-29T23:55+09:00 2023-07-30T00:55+09:00 status=cancelled\n'
                      'DW660 2023-07-30T01:50+02:00 2023-07-30T09:50+02:00 status=confirmed\n'
                      'DW863 2023-07-30T07:20-05:00 2023-07-30T10:20-05:00 status=confirmed\n'
                      'DW212 2023-07-31T10:00-05:00 2023-07-31T12:00-05:00 status=confirmed\n'
                      'DW800 2023-07-30T11:20+02:00 2023-07-30T12:20+02:00 status=confirmed\n'
                      'DW926 2023-07-30T09:40+01:00 2023-07-30T10:40+01:00 status=confirmed\n'
                      'DW933 2023-07-29T18:25+05:30 2023-07-29T19:25+05:30 status=confirmed\n'
                      'DW884 2023-07-31T13:30+09:00 2023-07-31T17:30+09:00 status=confirmed\n'
                      'DW520 2023-07-29T19:10-07:00 2023-07-29T23:10-07:00 status=tentative\n'
                      'DW1010 2023-07-30T18:55+00:00 2023-07-31T02:55+00:00 status=confirmed\n'
                      'DW457 2023-07-31T13:25+09:00 2023-07-31T13:55+09:00 status=confirmed\n'
                      'DW247 2023-07-30T08:45-07:00 2023-07-30T10:15-07:00 status=cancelled\n'
                      'DW205 2023-07-31T14:05-04:00 2023-07-31T15:35-04:00 status=confirmed\n'
                      'DW534 2023-07-29T15:30+01:00 2023-07-29T17:30+01:00 status=tentative\n'
                      'DW982 2023-08-01T10:05+05:30 2023-08-01T20:05+05:30 status=confirmed\n'
                      'DW541 2023-08-01T03:05+09:00 2023-08-01T07:05+09:00 status=confirmed\n'
                      'DW569 2023-07-29T12:15-05:00 2023-07-29T16:15-05:00 status=confirmed\n'
                      'DW583 2023-07-29T04:40-07:00 2023-07-29T07:40-07:00 status=cancelled\n'
                      'DW135 2023-07-31T03:35-05:00 2023-07-31T11:35-05:00 status=confirmed\n'
                      'DW1276 2023-07-31T07:20+02:00 2023-07-31T17:20+02:00 status=cancelled\n'
                      'DW646 2023-07-30T08:00+01:00 2023-07-30T08:45+01:00 status=confirmed\n'
                      'DW100 2023-07-30T03:00-07:00 2023-07-30T04:00-07:00 status=confirmed\n'
                      'DW1262 2023-07-31T06:30+05:30 2023-07-31T07:30+05:30 status=confirmed\n'
                      'DW989 2023-07-30T18:25+00:00 2023-07-30T19:25+00:00 status=tentative\n'
                      'DW856 2023-07-30T18:00-07:00 2023-07-30T18:45-07:00 status=confirmed\n'
                      'DW408 2023-07-30T21:15-07:00 2023-07-30T23:15-07:00 status=tentative\n'
                      'DW744 2023-08-01T04:10+01:00 2023-08-01T14:10+01:00 status=confirmed\n'
                      'DW184 2023-07-29T09:45+00:00 2023-07-29T17:45+00:00 status=confirmed\n'
                      'DW352 2023-07-30T00:00-05:00 2023-07-30T01:30-05:00 status=tentative\n'
                      'DW674 2023-07-30T13:30+09:00 2023-07-30T16:30+09:00 status=confirmed\n'
                      'DW394 2023-07-31T12:10-05:00 2023-07-31T12:40-05:00 status=confirmed\n'
                      'DW492 2023-07-29T03:45-07:00 2023-07-29T06:45-07:00 status=confirmed\n'
                      'DW618 2023-07-31T12:35+00:00 2023-07-31T14:35+00:00 status=confirmed\n'
                      'DW765 2023-07-31T06:20-05:00 2023-07-31T10:20-05:00 status=tentative\n'
                      'DW1325 2023-07-29T16:50-07:00 2023-07-29T18:20-07:00 status=confirmed\n'
                      'DW758 2023-07-30T14:35+01:00 2023-07-30T16:05+01:00 status=confirmed\n'
                      'DW296 2023-07-30T17:10+01:00 2023-07-30T17:40+01:00 status=confirmed\n'
                      'DW1157 2023-07-29T12:35+02:00 2023-07-29T20:35+02:00 status=confirmed\n'
                      'DW1150 2023-07-31T15:25+09:00 2023-07-31T23:25+09:00 status=confirmed\n'
                      'DW1038 2023-07-29T09:15+01:00 2023-07-29T10:15+01:00 status=confirmed\n'
                      'DW730 2023-07-29T18:55+05:30 2023-07-29T19:25+05:30 status=confirmed\n'
                      'DW114 2023-07-29T01:15-07:00 2023-07-29T02:15-07:00 status=tentative\n'
                      'DW625 2023-07-30T19:35+00:00 2023-07-31T03:35+00:00 status=confirmed\n'
                      'DW555 2023-07-30T08:50+05:30 2023-07-30T09:50+05:30 status=tentative\n'
                      'DW303 2023-07-30T23:20+02:00 2023-07-31T00:20+02:00 status=tentative\n'
                      'DW1101 2023-07-30T13:45+02:00 2023-07-30T15:45+02:00 status=tentative\n'
                      'DW898 2023-07-30T10:55-04:00 2023-07-30T13:55-04:00 status=confirmed\n'
                      'DW121 2023-07-30T06:55+01:00 2023-07-30T07:55+01:00 status=cancelled\n'
                      'DW786 2023-07-29T05:25-04:00 2023-07-29T09:25-04:00 status=confirmed\n'
                      'DW1003 2023-07-29T18:25-05:00 2023-07-29T19:55-05:00 status=confirmed\n'
                      'DW590 2023-07-30T05:55-04:00 2023-07-30T06:55-04:00 status=confirmed\n'
                      'DW450 2023-07-31T02:30+05:30 2023-07-31T04:00+05:30 status=tentative\n'
                      'DW604 2023-07-31T03:55+05:30 2023-07-31T04:25+05:30 status=confirmed\n'
                      'DW793 2023-07-30T00:05+09:00 2023-07-30T04:05+09:00 status=cancelled\n'
                      'DW198 2023-07-30T02:25-05:00 2023-07-30T06:25-05:00 status=confirmed\n'
                      'DW1164 2023-07-30T10:45-05:00 2023-07-30T11:45-05:00 status=confirmed\n'
                      'DW996 2023-07-30T18:15+01:00 2023-07-30T19:15+01:00 status=tentative\n'
                      'DW688 2023-07-31T05:05-05:00 2023-07-31T07:05-05:00 status=confirmed\n'
                      'DW1290 2023-07-29T23:00-05:00 2023-07-29T23:45-05:00 status=tentative\n'
                      'DW835 2023-07-31T11:10+01:00 2023-07-31T12:40+01:00 status=tentative\n'
                      'DW1220 2023-07-31T01:40-04:00 2023-07-31T02:10-04:00 status=confirmed\n'
                      'DW562 2023-07-29T18:10-07:00 2023-07-29T19:40-07:00 status=confirmed\n'
                      'DW1213 2023-07-29T17:20-07:00 2023-07-29T18:20-07:00 status=confirmed\n'
                      'DW324 2023-07-31T15:20+02:00 2023-07-31T19:20+02:00 status=tentative\n'
                      'DW128 2023-07-31T13:05+00:00 2023-07-31T17:05+00:00 status=confirmed\n'
                      'DW695 2023-07-31T18:25+01:00 2023-07-31T22:25+01:00 status=confirmed\n'
                      'DW905 2023-07-31T05:45+05:30 2023-07-31T07:15+05:30 status=confirmed\n'
                      'DW1045 2023-07-29T18:30+05:30 2023-07-29T21:30+05:30 status=confirmed\n'
                      'DW954 2023-07-30T18:45-07:00 2023-07-30T20:45-07:00 status=confirmed\n'
                      'DW1115 2023-07-29T23:30+09:00 2023-07-30T00:15+09:00 status=confirmed\n'
                      'DW891 2023-07-29T15:35+02:00 2023-07-29T16:20+02:00 status=confirmed\n'
                      'DW1059 2023-07-31T12:35+09:00 2023-07-31T15:35+09:00 status=confirmed\n'
                      'DW779 2023-07-31T05:40+00:00 2023-07-31T07:40+00:00 status=confirmed\n'
                      'DW716 2023-07-30T05:35+01:00 2023-07-30T09:35+01:00 status=confirmed\n'
                      'DW877 2023-07-30T16:35+02:00 2023-07-30T18:35+02:00 status=confirmed\n'
                      'DW1346 2023-07-31T02:50+00:00 2023-07-31T06:50+00:00 status=confirmed\n'
                      'DW317 2023-07-30T03:40+00:00 2023-07-30T13:40+00:00 status=tentative\n'
                      'DW513 2023-07-30T11:45+01:00 2023-07-30T12:15+01:00 status=confirmed\n'
                      'DW436 2023-07-30T07:45+01:00 2023-07-30T09:45+01:00 status=tentative\n'
                      'DW527 2023-07-29T09:55-07:00 2023-07-29T11:25-07:00 status=confirmed\n'
                      'DW1199 2023-07-31T18:55+01:00 2023-07-31T19:40+01:00 status=cancelled\n'
                      'DW1094 2023-07-30T00:10+05:30 2023-07-30T04:10+05:30 status=confirmed\n'
                      'DW1080 2023-07-31T01:25-04:00 2023-07-31T05:25-04:00 status=confirmed\n'
                      'DW1318 2023-07-31T12:25-05:00 2023-07-31T13:25-05:00 status=tentative\n'
                      'DW443 2023-07-31T06:10+02:00 2023-07-31T14:10+02:00 status=confirmed\n'
                      'DW359 2023-07-29T08:55+00:00 2023-07-29T12:55+00:00 status=tentative\n'
                      'DW1178 2023-07-30T14:00+02:00 2023-07-30T15:30+02:00 status=tentative\n'
                      'DW268 2023-07-29T23:30-04:00 2023-07-30T01:00-04:00 status=confirmed\n'
                      'DW849 2023-07-30T11:55-05:00 2023-07-30T12:55-05:00 status=tentative\n'
                      'DW597 2023-07-29T12:30+05:30 2023-07-29T13:15+05:30 status=tentative\n'
                      'DW240 2023-07-30T00:50-04:00 2023-07-30T01:35-04:00 status=confirmed\n'
                      'DW1339 2023-08-01T03:05+09:00 2023-08-01T03:35+09:00 status=tentative\n'
                      'DW975 2023-07-29T20:50+00:00 2023-07-29T23:50+00:00 status=confirmed\n'
                      'DW163 2023-07-30T12:00+00:00 2023-07-30T13:00+00:00 status=cancelled\n'
                      'DW1143 2023-07-29T07:50-04:00 2023-07-29T15:50-04:00 status=confirmed\n'
                      'DW387 2023-07-31T17:00+01:00 2023-07-31T18:30+01:00 status=confirmed\n'
                      'DW1031 2023-07-29T23:45+05:30 2023-07-30T07:45+05:30 status=cancelled\n'
                      'DW702 2023-07-30T17:25+05:30 2023-07-30T17:55+05:30 status=tentative\n'
                      'DW961 2023-07-30T00:55+02:00 2023-07-30T01:40+02:00 status=tentative\n'
                      'DW464 2023-07-30T10:20+09:00 2023-07-30T18:20+09:00 status=confirmed\n'
                      'DW1332 2023-07-30T15:45+05:30 2023-07-30T16:30+05:30 status=confirmed\n'
                      'DW485 2023-07-30T00:50-04:00 2023-07-30T02:20-04:00 status=tentative\n'
                      'DW912 2023-07-31T04:30+01:00 2023-07-31T06:00+01:00 status=confirmed\n'
                      'DW156 2023-07-30T08:45-07:00 2023-07-30T10:45-07:00 status=confirmed\n'
                      'DW1234 2023-07-30T14:40+02:00 2023-07-30T17:40+02:00 status=confirmed\n'
                      'DW842 2023-07-29T10:30-07:00 2023-07-29T11:00-07:00 status=confirmed\n'
                      'DW772 2023-07-30T16:55+00:00 2023-07-30T20:55+00:00 status=confirmed\n'
                      'DW1206 2023-07-30T23:25+01:00 2023-07-31T02:25+01:00 status=confirmed\n'
                      'DW723 2023-07-31T00:35+05:30 2023-07-31T02:35+05:30 status=confirmed\n'
                      'DW548 2023-07-30T15:40+09:00 2023-07-30T17:40+09:00 status=cancelled\n'
                      'DW1297 2023-07-30T17:40+05:30 2023-07-30T18:40+05:30 status=tentative\n'
                      'DW261 2023-07-31T03:45+00:00 2023-07-31T04:15+00:00 status=confirmed\n'
                      'DW422 2023-07-31T02:25+05:30 2023-07-31T03:55+05:30 status=confirmed\n'
                      'DW506 2023-07-29T15:45+00:00 2023-07-29T18:45+00:00 status=confirmed\n'
                      'DW177 2023-07-29T14:45+02:00 2023-07-29T16:45+02:00 status=confirmed\n'
                      'DW107 2023-07-30T08:10+05:30 2023-07-30T09:40+05:30 status=confirmed\n'
                      'DW275 2023-07-29T16:10+05:30 2023-07-29T17:10+05:30 status=confirmed\n'
                      'DW149 2023-07-31T22:20+09:00 2023-07-31T22:50+09:00 status=confirmed\n'
                      'DW380 2023-08-01T03:35+09:00 2023-08-01T05:05+09:00 status=tentative\n'
                      'DW415 2023-07-30T17:55+01:00 2023-07-30T19:25+01:00 status=confirmed\n'
                      'DW331 2023-07-31T16:05+05:30 2023-07-31T16:35+05:30 status=confirmed\n'
                      'DW254 2023-07-30T01:55-04:00 2023-07-30T03:25-04:00 status=confirmed\n'
                      'DW1024 2023-07-30T15:25-07:00 2023-07-30T19:25-07:00 status=confirmed\n'
                      'DW1066 2023-07-30T13:55-04:00 2023-07-30T15:25-04:00 status=cancelled\n'
                      'DW639 2023-07-30T02:20+02:00 2023-07-30T10:20+02:00 status=tentative\n'
                      'DW142 2023-07-31T10:45+01:00 2023-07-31T18:45+01:00 status=confirmed\n'
                      'DW681 2023-07-30T14:55+00:00 2023-07-30T18:55+00:00 status=confirmed\n'
                      'DW1248 2023-07-29T13:10+05:30 2023-07-29T15:10+05:30 status=tentative\n'
                      'DW1171 2023-07-30T20:00+00:00 2023-07-30T23:00+00:00 status=tentative\n'
                      'DW1185 2023-07-30T22:35-05:00 2023-07-31T02:35-05:00 status=tentative\n'
                      'DW1304 2023-07-29T22:15+00:00 2023-07-29T22:45+00:00 status=cancelled\n'
                      'DW338 2023-07-31T11:20-05:00 2023-07-31T11:50-05:00 status=confirmed\n'
                      'DW191 2023-07-29T04:45-05:00 2023-07-29T07:45-05:00 status=confirmed\n'
                      'DW919 2023-07-29T04:25-05:00 2023-07-29T05:55-05:00 status=confirmed\n'
                      'DW821 2023-07-29T23:55-05:00 2023-07-30T01:55-05:00 status=confirmed\n'
                      'DW429 2023-07-30T20:00+01:00 2023-07-30T23:00+01:00 status=cancelled\n'
                      'DW828 2023-07-29T21:50+01:00 2023-07-29T23:20+01:00 status=confirmed\n'
                      'DW709 2023-07-31T13:40+00:00 2023-07-31T14:40+00:00 status=cancelled\n'
                      'DW1136 2023-07-30T08:40-05:00 2023-07-30T16:40-05:00 status=tentative\n'
                      'DW1017 2023-07-30T05:05-05:00 2023-07-30T09:05-05:00 status=confirmed\n'
                      'DW1122 2023-07-29T08:05+00:00 2023-07-29T09:05+00:00 status=confirmed\n'
                      'DW345 2023-07-29T03:55-05:00 2023-07-29T11:55-05:00 status=tentative\n'
                      'DW947 2023-07-30T12:05+09:00 2023-07-30T13:35+09:00 status=tentative\n'
                      'DW219 2023-07-29T21:00+05:30 2023-07-29T22:00+05:30 status=confirmed\n'
                      'DW289 2023-07-30T23:40+02:00 2023-07-31T01:40+02:00 status=tentative\n'
                      'DW1052 2023-07-30T14:50+01:00 2023-07-30T16:50+01:00 status=tentative\n'
                      'DW282 2023-07-31T04:45-05:00 2023-07-31T05:15-05:00 status=cancelled\n'
                      'DW1283 2023-07-29T21:50+01:00 2023-07-30T05:50+01:00 status=tentative\n'
                      'DW737 2023-07-31T06:35-07:00 2023-07-31T08:05-07:00 status=cancelled\n'
                      'DW1129 2023-07-29T10:05-05:00 2023-07-29T18:05-05:00 status=tentative\n'
                      'DW807 2023-07-30T09:55-05:00 2023-07-30T12:55-05:00 status=confirmed\n'
                      'DW478 2023-07-30T10:05-07:00 2023-07-30T11:05-07:00 status=confirmed\n'
                      'DW1227 2023-07-29T18:40+01:00 2023-07-29T22:40+01:00 status=tentative\n'
                      'DW1269 2023-07-30T05:10+00:00 2023-07-30T05:55+00:00 status=confirmed\n'
                      'DW226 2023-07-29T16:10-05:00 2023-07-29T20:10-05:00 status=tentative\n'
                      'DW366 2023-07-30T21:05+02:00 2023-07-30T22:05+02:00 status=confirmed\n'
                      'DW401 2023-07-29T23:45-07:00 2023-07-30T07:45-07:00 status=confirmed\n'
                      'DW1255 2023-07-30T19:35+00:00 2023-07-30T23:35+00:00 status=confirmed\n'
                      'DW1108 2023-07-30T02:40+05:30 2023-07-30T03:40+05:30 status=confirmed\n'
                      'DW653 2023-07-31T01:25+05:30 2023-07-31T02:55+05:30 status=confirmed\n'
                      'DW1192 2023-07-29T10:25+01:00 2023-07-29T18:25+01:00 status=cancelled\n'
                      'DW1087 2023-07-30T01:55-05:00 2023-07-30T02:25-05:00 status=confirmed\n'
                      'DW170 2023-07-31T04:05+02:00 2023-07-31T04:35+02:00 status=confirmed\n'
                      'DW1241 2023-07-29T19:45-07:00 2023-07-29T22:45-07:00 status=confirmed\n'
                      'DW373 2023-07-31T01:25-07:00 2023-07-31T04:25-07:00 status=tentative\n'
                      'DW471 2023-07-31T14:25+09:00 2023-07-31T18:25+09:00 status=confirmed\n'
                      'DW632 2023-07-31T20:25+02:00 2023-08-01T04:25+02:00 status=cancelled\n'
                      'DW870 2023-07-29T23:15+05:30 2023-07-30T02:15+05:30 status=confirmed\n'
                      'DW968 2023-07-29T21:55-07:00 2023-07-30T01:55-07:00 status=cancelled\n'
                      'DW576 2023-07-29T23:30+09:00 2023-07-30T02:30+09:00 status=confirmed\n'
                      'DW814 2023-07-30T10:55-07:00 2023-07-30T14:55-07:00 status=tentative\n'
                      'DW611 2023-07-31T00:45+02:00 2023-07-31T01:30+02:00 status=confirmed\n'
                      'DW940 2023-07-31T08:35+00:00 2023-07-31T10:05+00:00 status=confirmed\n'
                      'DW667 2023-07-31T06:25-07:00 2023-07-31T07:55-07:00 status=tentative\n'
                      'DW1353 2023-07-29T19:00+09:00 2023-07-29T21:00+09:00 status=tentative\n'
                      'DW1311 2023-07-30T09:50-04:00 2023-07-30T13:50-04:00 status=tentative\n'
                      'DW233 2023-07-31T01:35-07:00 2023-07-31T04:35-07:00 status=confirmed\n',
             'want': 'rooms 13\n'
                     'DW1073 7\n'
                     'DW499 3\n'
                     'DW660 3\n'
                     'DW863 7\n'
                     'DW212 1\n'
                     'DW800 1\n'
                     'DW926 2\n'
                     'DW933 5\n'
                     'DW884 8\n'
                     'DW520 4\n'
                     'DW1010 5\n'
                     'DW457 7\n'
                     'DW205 2\n'
                     'DW534 5\n'
                     'DW982 2\n'
                     'DW541 3\n'
                     'DW569 5\n'
                     'DW135 8\n'
                     'DW646 12\n'
                     'DW100 3\n'
                     'DW1262 3\n'
                     'DW989 2\n'
                     'DW856 2\n'
                     'DW408 1\n'
                     'DW744 1\n'
                     'DW184 4\n'
                     'DW352 10\n'
                     'DW674 2\n'
                     'DW394 1\n'
                     'DW492 10\n'
                     'DW618 2\n'
                     'DW765 9\n'
                     'DW1325 1\n'
                     'DW758 5\n'
                     'DW296 1\n'
                     'DW1157 8\n'
                     'DW1150 1\n'
                     'DW1038 3\n'
                     'DW730 3\n'
                     'DW114 4\n'
                     'DW625 9\n'
                     'DW555 9\n'
                     'DW303 8\n'
                     'DW1101 1\n'
                     'DW898 9\n'
                     'DW786 3\n'
                     'DW1003 2\n'
                     'DW590 2\n'
                     'DW450 7\n'
                     'DW604 1\n'
                     'DW198 6\n'
                     'DW1164 2\n'
                     'DW996 12\n'
                     'DW688 4\n'
                     'DW1290 12\n'
                     'DW835 7\n'
                     'DW1220 9\n'
                     'DW562 2\n'
                     'DW1213 4\n'
                     'DW324 6\n'
                     'DW128 4\n'
                     'DW695 5\n'
                     'DW905 1\n'
                     'DW1045 7\n'
                     'DW954 1\n'
                     'DW1115 3\n'
                     'DW891 9\n'
                     'DW1059 4\n'
                     'DW779 10\n'
                     'DW716 8\n'
                     'DW877 4\n'
                     'DW1346 2\n'
                     'DW317 11\n'
                     'DW513 1\n'
                     'DW436 4\n'
                     'DW527 3\n'
                     'DW1094 3\n'
                     'DW1080 3\n'
                     'DW1318 4\n'
                     'DW443 6\n'
                     'DW359 5\n'
                     'DW1178 5\n'
                     'DW268 10\n'
                     'DW849 1\n'
                     'DW597 1\n'
                     'DW240 6\n'
                     'DW1339 1\n'
                     'DW975 4\n'
                     'DW1143 1\n'
                     'DW387 2\n'
                     'DW702 2\n'
                     'DW961 1\n'
                     'DW464 1\n'
                     'DW1332 5\n'
                     'DW485 9\n'
                     'DW912 3\n'
                     'DW156 5\n'
                     'DW1234 2\n'
                     'DW842 6\n'
                     'DW772 4\n'
                     'DW1206 4\n'
                     'DW723 8\n'
                     'DW1297 6\n'
                     'DW261 1\n'
                     'DW422 4\n'
                     'DW506 10\n'
                     'DW177 2\n'
                     'DW107 2\n'
                     'DW275 9\n'
                     'DW149 5\n'
                     'DW380 1\n'
                     'DW415 2\n'
                     'DW331 9\n'
                     'DW254 6\n'
                     'DW1024 6\n'
                     'DW639 5\n'
                     'DW142 3\n'
                     'DW681 11\n'
                     'DW1248 2\n'
                     'DW1171 10\n'
                     'DW1185 5\n'
                     'DW338 5\n'
                     'DW191 2\n'
                     'DW919 1\n'
                     'DW821 12\n'
                     'DW828 1\n'
                     'DW1136 6\n'
                     'DW1017 4\n'
                     'DW1122 1\n'
                     'DW345 6\n'
                     'DW947 8\n'
                     'DW219 3\n'
                     'DW289 3\n'
                     'DW1052 1\n'
                     'DW1283 6\n'
                     'DW1129 2\n'
                     'DW807 10\n'
                     'DW478 7\n'
                     'DW1227 7\n'
                     'DW1269 13\n'
                     'DW226 9\n'
                     'DW366 7\n'
                     'DW401 9\n'
                     'DW1255 2\n'
                     'DW1108 8\n'
                     'DW653 3\n'
                     'DW1087 10\n'
                     'DW170 2\n'
                     'DW1241 7\n'
                     'DW373 2\n'
                     'DW471 7\n'
                     'DW870 4\n'
                     'DW576 9\n'
                     'DW814 1\n'
                     'DW611 7\n'
                     'DW940 4\n'
                     'DW667 7\n'
                     'DW1353 7\n'
                     'DW1311 8\n'
                     'DW233 5\n'}}
BIG_ARGS = [4075670582144311018,
 ['fmt_tz', 'rooms_lowest', 'status', 'big'],
 120000,
 'DW',
 ['van', 'rigid', 'artic'],
 28176480,
 True]
BIG_FMT = 'fmt_tz'
BIG_ATTRS = ['status']
LIMIT_S = 20
BIG_HEAD = 'rooms 10645'
BIG_SHA = '3453d868596687863b3dbff446a3f2128747db8b099d52ce6ef93707a1e79101'

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
