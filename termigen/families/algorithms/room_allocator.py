"""Algorithms: a booking-allocation CLI judged on hidden schedules, composed per instance from a timestamp format, a
core problem and booking rules (and sometimes a scale bound).

Cores: minimum rooms with a canonical greedy assignment (lowest free room, or best fit), the most bookings on K
rooms (k-machine interval scheduling), the highest revenue in one hall (weighted interval scheduling) and an
online booking log with cancellations replayed against K rooms. Rules: closed intervals, per-kind turnover
buffers, booking statuses, recurring series, a maximum booking length, room maintenance blackouts, room
capacities with smallest-fit. Formats: minutes, clock times, ISO local date-times over several days, ISO with UTC
offsets. Scale: a schedule of 120,000 bookings under a measured time limit.

The reference allocator is assembled from per-component pieces of one Python program (a time parser per format,
a solve per core, one hook per rule), so two instances with other components have other oracles. The generator
runs the oracle and every decoy program on the hidden cases in-process (the exact code the gate runs) and redraws
the cases until each decoy is caught. Canonical cores are checked line by line; the optimisation cores by a trusted
checker embedded in the tests (a valid plan under the instance's rules whose value is the optimum).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import (Component, compose, heredoc_program, hidden_tests, KitFamily, LevelConfig,
                                   oracle_and_decoys, program_piece, run_program)
from termigen.task import Decoy, Environment, File, Timeouts

# (resource, plural, booking noun, booking plural, id prefix, turnover reason, kinds of booking)
SCENARIOS = [
    ("meeting room", "meeting rooms", "booking", "bookings", "BK", "cleaning", ("meeting", "workshop", "catered")),
    ("operating theatre", "operating theatres", "surgery slot", "surgery slots", "OT", "sterilisation",
     ("minor", "major", "ortho")),
    ("recording studio", "recording studios", "session", "sessions", "ST", "re-patching", ("voice", "band", "mix")),
    ("loading dock", "loading docks", "delivery window", "delivery windows", "DW", "yard clearance",
     ("van", "rigid", "artic")),
    ("test rig", "test rigs", "test run", "test runs", "TR", "recalibration", ("smoke", "soak", "thermal")),
    ("lab bench", "lab benches", "experiment", "experiments", "EX", "decontamination", ("dry", "wet", "bio")),
    ("lecture hall", "lecture halls", "lecture", "lectures", "LC", "changeover", ("talk", "exam", "seminar")),
    ("hangar bay", "hangar bays", "maintenance visit", "maintenance visits", "MV", "tooling reset",
     ("check-a", "check-c", "paint")),
    ("interview room", "interview rooms", "interview", "interviews", "IV", "kit reset", ("phone", "panel", "tech")),
]
ORGS = ["Harbourside Medical", "Kestrel Works", "Northvale University", "Brightpath Logistics", "Oakline Studios",
        "Tamsin & Hale", "Redfern Labs", "Meridian Aero", "Pinecrest Campus", "Sablewood Media", "Quayline Freight",
        "Ashgrove Clinic", "Fulcrum Robotics", "Lindqvist Motors"]
PROGRAM_PATHS = ["/app/bin/roomplan", "/app/bin/allocate", "/opt/booking/bin/allocator", "/app/tools/room-alloc",
                 "/srv/scheduling/bin/assign"]
BIG_N, BIG_LIMIT_S = 120000, 20  # measured: the oracle 1-3 s of CPU, the room-by-room scan > 60 s

# --- the reference allocator: HEAD, then each drawn component's piece, then TAIL ------------------------------
HEAD = '''#!/usr/bin/env python3
"""Booking allocator: a schedule on stdin, the allocation on stdout."""
import bisect, calendar, datetime, heapq, sys

HDR = {}
INIT = []  # hooks run once the header is read
def ptime(tok): return int(tok)
def free_by(end, start): return end <= start  # a room busy until `end` can take a booking starting at `start`
def busy_start(b): return b["s"]
def busy_end(b): return b["e"]
def active(b): return True
def expand(b): return [b]
def adjust(b): return b
def amend(evs): return evs
def blocked(room, b): return False
def room_order(rooms, b): return rooms


def fit_count(ends, start):
    """How many of the sorted release times `ends` leave a room free for a booking starting at `start`."""
    return bisect.bisect_right(ends, start) if free_by(0, 0) else bisect.bisect_left(ends, start)


def parse(text):
    evs = []
    for line in text.splitlines():
        t = line.split()
        if not t or t[0].startswith("#"):
            continue
        if t[0] == "set":
            HDR.setdefault(t[1], []).append(t[2:])
        elif t[0] == "cancel":
            evs.append({"cancel": t[1]})
        else:
            b = {"id": t[0], "s": ptime(t[1]), "e": ptime(t[2])}
            for kv in t[3:]:
                k, v = kv.split("=", 1)
                b[k] = v
            evs.append(b)
    for hook in INIT:
        hook()
    out = []
    for ev in amend(evs):
        out.extend([ev] if "cancel" in ev else expand(adjust(ev)))
    for i, ev in enumerate(out):
        ev["pos"] = i
        if "cancel" not in ev:
            ev["bs"], ev["be"] = busy_start(ev), busy_end(ev)
    return out


def main(text):
    HDR.clear()
    evs = [ev for ev in parse(text) if "cancel" in ev or active(ev)]
    return "\\n".join(solve(evs)) + "\\n"
'''
TAIL = '''
if __name__ == "__main__":
    sys.stdout.write(main(sys.stdin.read()))
'''

ROOMS_SOLVE = '''
def solve(act):
    order = sorted(act, key=lambda b: (b["bs"], b["be"], b["pos"]))
    busy, free, room_of, opened = [], [], {}, 0
    for b in order:
        while busy and free_by(busy[0][0], b["bs"]):
            end, r = heapq.heappop(busy)
            heapq.heappush(free, pref(end, r))
        if free:
            r = heapq.heappop(free)[-1]
        else:
            opened += 1
            r = opened
        heapq.heappush(busy, (b["be"], r))
        room_of[b["pos"]] = r
    return ["rooms %d" % opened] + ["%s %d" % (b["id"], room_of[b["pos"]]) for b in act]
'''

PIECES = {
    # formats: how a timestamp reads
    "fmt_minutes": dict(code='''
def ptime(tok): return int(tok)
''', rule="`START` and `END` are integers: minutes since the site opened its booking calendar"),
    "fmt_clock": dict(code='''
def ptime(tok):
    h, m = tok.split(":")
    return int(h) * 60 + int(m)
''', rule="`START` and `END` are clock times `HH:MM` on one day (the end is always later than the start)"),
    "fmt_iso": dict(code='''
def ptime(tok):
    d = datetime.datetime.strptime(tok, "%Y-%m-%dT%H:%M")
    return calendar.timegm(d.timetuple()) // 60
''', wrong={"ignores_date": '''
def ptime(tok):
    h, m = tok[11:16].split(":")
    return int(h) * 60 + int(m)
'''}, rule="`START` and `END` are local date-times `YYYY-MM-DDTHH:MM` (no daylight-saving change in the period); "
            "a booking may run past midnight and span several days, and the period may cross a month end"),
    "fmt_tz": dict(code='''
def ptime(tok):
    local, sign, off = tok[:16], tok[16], tok[17:]
    d = datetime.datetime.strptime(local, "%Y-%m-%dT%H:%M")
    oh, om = off.split(":")
    shift = (int(oh) * 60 + int(om)) * (1 if sign == "+" else -1)
    return calendar.timegm(d.timetuple()) // 60 - shift
''', wrong={"ignores_offset": [("// 60 - shift", "// 60")], "adds_offset": [("// 60 - shift", "// 60 + shift")]},
        rule="`START` and `END` are date-times with a UTC offset, `YYYY-MM-DDTHH:MM+HH:MM` (bookings come from "
             "offices in several time zones, and two stamps with different offsets can be the same instant); "
             "compare instants, not wall-clock readings; a booking may span midnight"),
    # cores
    "rooms_lowest": dict(code=ROOMS_SOLVE + '''
def pref(end, r): return (r, r)
''', wrong={"earliest_freed": [("return (r, r)", "return (end, r, r)")],
            "by_duration": [('key=lambda b: (b["bs"], b["be"], b["pos"])',
                             'key=lambda b: (b["be"] - b["bs"], b["bs"], b["pos"])')]},
        rule="work out the smallest number `R` of RESOURCES with which no two clashing NOUNS share one, and the "
             "allocation the desk uses: take the NOUNS in order of start (ties: earlier end first, then input "
             "order) and give each the lowest-numbered RESOURCE that is free at its start; open RESOURCE R+1 only "
             "when none of the open ones is free. The RESOURCES are numbered from 1. Print `rooms R`, then one line "
             "`ID ROOM` per NOUN, in input order",
        hint="interval partitioning: sweep by start time, keep busy rooms in a min-heap by release time and free "
             "rooms in a min-heap by number"),
    "rooms_bestfit": dict(code=ROOMS_SOLVE + '''
def pref(end, r): return (-end, r, r)
''', wrong={"lowest_id": [("return (-end, r, r)", "return (r, r)")],
            "by_end": [('key=lambda b: (b["bs"], b["be"], b["pos"])', 'key=lambda b: (b["be"], b["bs"], b["pos"])')]},
        rule="work out the smallest number `R` of RESOURCES with which no two clashing NOUNS share one, and the "
             "allocation the desk uses: take the NOUNS in order of start (ties: earlier end first, then input "
             "order) and give each, among the RESOURCES free at its start, the one whose previous NOUN was released "
             "latest (ties: the lowest number), so the others stay free in long blocks; open RESOURCE R+1 only when "
             "none of the open ones is free. The RESOURCES are numbered from 1. Print `rooms R`, then one line "
             "`ID ROOM` per NOUN, in input order",
        hint="interval partitioning: sweep by start time; a room released at time t waits in a heap keyed by -t"),
    "kmax": dict(code='''
def solve(act):
    k = int(HDR["rooms"][0][0])
    frees = [(-10 ** 18, r) for r in range(1, k + 1)]
    order = sorted(act, key=lambda b: (b["be"], b["bs"], b["pos"]))
    keep = []
    for b in order:
        i = fit_count([f for f, _ in frees], b["bs"])
        if i == 0:
            continue
        f, r = frees.pop(i - 1)
        bisect.insort(frees, (b["be"], r))
        keep.append((b["pos"], b["id"], r))
    return ["accepted %d" % len(keep)] + ["%s %d" % (i, r) for _, i, r in sorted(keep)]
''', wrong={"first_fit": [("f, r = frees.pop(i - 1)", "f, r = frees.pop(min(range(i), key=lambda j: frees[j][1]))")],
            "by_start": [('key=lambda b: (b["be"], b["bs"], b["pos"])', 'key=lambda b: (b["bs"], b["be"], b["pos"])')]},
        rule="the site has `K` RESOURCES (header line `set rooms K`, numbered 1..K) and cannot take every NOUN: "
             "accept as many NOUNS as possible so that no two clashing NOUNS share a RESOURCE. Print `accepted N`, "
             "then one line `ID ROOM` per accepted NOUN (any order); any allocation with the most NOUNS is accepted",
        hint="k-machine interval scheduling: take bookings by end time and give each the room that became free "
             "latest among those free at its start; skip it when none is"),
    "weighted": dict(code='''
def solve(act):
    order = sorted(act, key=lambda b: (b["be"], b["bs"], b["pos"]))
    ends = [b["be"] for b in order]
    dp, ps = [0] * (len(order) + 1), []
    for j, b in enumerate(order):
        p = min(fit_count(ends, b["bs"]), j)
        ps.append(p)
        dp[j + 1] = max(dp[j], dp[p] + int(b["fee"]))
    j, keep = len(order), []
    while j:
        if dp[j] != dp[j - 1]:
            keep.append(order[j - 1])
            j = ps[j - 1]
        else:
            j -= 1
    return ["revenue %d" % dp[-1]] + [b["id"] for b in sorted(keep, key=lambda b: b["pos"])]
''', wrong={"earliest_end": '''
def solve(act):
    keep, last = [], None
    for b in sorted(act, key=lambda b: (b["be"], b["bs"], b["pos"])):
        if last is None or free_by(last, b["bs"]):
            keep.append(b)
            last = b["be"]
    return ["revenue %d" % sum(int(b["fee"]) for b in keep)] + [b["id"] for b in sorted(keep, key=lambda b: b["pos"])]
''', "richest_first": '''
def solve(act):
    keep = []
    for b in sorted(act, key=lambda b: (-int(b["fee"]), b["pos"])):
        if all(free_by(x["be"], b["bs"]) or free_by(b["be"], x["bs"]) for x in keep):
            keep.append(b)
    return ["revenue %d" % sum(int(b["fee"]) for b in keep)] + [b["id"] for b in sorted(keep, key=lambda b: b["pos"])]
'''}, rule="there is one RESOURCE, the flagship, and more NOUNS want it than fit; each NOUN pays `fee=F` (an integer) "
            "when accepted. Accept a set of NOUNS with no two clashing whose total fee is as high as possible. Print "
            "`revenue V` (that total), then the accepted IDs one per line (any order); any best set is accepted",
        hint="weighted interval scheduling: dynamic programming over bookings sorted by end, with a binary search "
             "for the last compatible one"),
    "online": dict(code='''
def solve(evs):
    k = int(HDR["rooms"][0][0])
    held = {r: ([], []) for r in range(1, k + 1)}
    where, out = {}, []
    for ev in evs:
        if "cancel" in ev:
            if ev["cancel"] in where:
                r, b = where.pop(ev["cancel"])
                st, it = held[r]
                i = bisect.bisect_left(st, b["bs"])
                while it[i] is not b:
                    i += 1
                del st[i], it[i]
            continue
        b = ev
        for r in room_order(list(range(1, k + 1)), b):
            if blocked(r, b):
                continue
            st, it = held[r]
            i = bisect.bisect_left(st, b["bs"])
            if i > 0 and not free_by(it[i - 1]["be"], b["bs"]):
                continue
            if i < len(it) and not free_by(b["be"], it[i]["bs"]):
                continue
            st.insert(i, b["bs"])
            it.insert(i, b)
            where[b["id"]] = (r, b)
            out.append("%s %d" % (b["id"], r))
            break
        else:
            out.append("%s rejected" % b["id"])
    return out
''', wrong={"cancel_ignored": [("            if ev[\"cancel\"] in where:\n", "            if False:\n")],
            "neighbour_only": [("            if i > 0 and not free_by(it[i - 1][\"be\"], b[\"bs\"]):\n"
                                "                continue\n", "")]},
        rule="the booking system's log is replayed in the order it was written, against `K` RESOURCES (header line "
             "`set rooms K`, numbered 1..K). Each request line is decided when it is read: it gets the first "
             "suitable RESOURCE (by default the lowest-numbered) that is free for its whole time given the NOUNS "
             "held so far, or is rejected when there is none; decisions are never revisited. A line `cancel ID` "
             "frees the RESOURCE an accepted NOUN held (cancelling a rejected or unknown ID does nothing). Print "
             "one line per request in log order: `ID ROOM`, or `ID rejected`",
        hint="keep each room's bookings sorted by start and check only the neighbours of the new one with bisect"),
    # rules
    "closed_ends": dict(code='''
def free_by(end, start): return end < start
def fit_count(ends, start): return bisect.bisect_left(ends, start)
''', rule="a NOUN holds its RESOURCE for the closed interval [start, end]: the end minute is still in use, so one "
          "ending at 10:00 and one starting at 10:00 clash and cannot share a RESOURCE",
        hint="compare with a strict < where half-open intervals would use <="),
    "buffer_kind": dict(code='''
def busy_end(b):
    table = {row[0]: int(row[1]) for row in HDR["turnover"]}
    return b["e"] + table[b["kind"]]
''', wrong={"before_next": '''
def busy_start(b):
    table = {row[0]: int(row[1]) for row in HDR["turnover"]}
    return b["s"] - table[b["kind"]]
''', "largest_for_all": '''
def busy_end(b):
    table = {row[0]: int(row[1]) for row in HDR["turnover"]}
    return b["e"] + max(table.values())
'''}, rule="after a NOUN its RESOURCE needs REASON before the next NOUN may start there; how long depends on the "
            "kind of the NOUN that just ended (`kind=K` on its line; header lines `set turnover KIND MINUTES`): a "
            "RESOURCE whose NOUN ends at 10:00 with a 15-minute turnover is free again at 10:15",
        hint="extend each booking's busy time by its own kind's turnover, then treat it as an ordinary interval"),
    "status": dict(code='''
def active(b):
    state = b.get("status", "confirmed")
    if state not in ("confirmed", "tentative", "cancelled"):
        raise ValueError("unknown status " + state)
    return state != "cancelled"
''', wrong={"drops_tentative": [('return state != "cancelled"', 'return state == "confirmed"')]},
        rule="every NOUN line carries `status=confirmed`, `status=tentative` or `status=cancelled`: tentative ones "
             "hold a RESOURCE exactly like confirmed ones, cancelled ones are left out of everything (the output "
             "too)", hint="filter the cancelled lines out before allocating"),
    "recurring": dict(code='''
def expand(b):
    if "every" not in b:
        return [b]
    step, n = int(b.pop("every")[:-1]) * 1440, int(b.pop("times"))
    return [dict(b, id="%s.%d" % (b["id"], i + 1), s=b["s"] + i * step, e=b["e"] + i * step) for i in range(n)]
''', wrong={"one_short": [("for i in range(n)]", "for i in range(n - 1)]")],
            "numbered_from_zero": [('id="%s.%d" % (b["id"], i + 1)', 'id="%s.%d" % (b["id"], i)')]},
        rule="a line with `every=Nd times=C` is a recurring series: C occurrences, the first at the given START/END "
             "and each next one N days later (every 7d is weekly, every 14d every second week on the same weekday); "
             "occurrence i (from 1) is the NOUN `ID.i` and takes the series line's place, in order, wherever the "
             "input order matters",
        hint="expand each series into its occurrences while parsing"),
    "max_len": dict(code='''
def active(b, _before=active):
    if not _before(b):
        return False
    longest = int(HDR["maxlen"][0][0])
    return b["e"] - b["s"] <= longest
''', wrong={"strict": [('b["e"] - b["s"] <= longest', 'b["e"] - b["s"] < longest')]},
        rule="policy caps a NOUN at `set maxlen M` minutes (header line): a NOUN longer than M minutes (end minus "
             "start, turnover not counted) is invalid and left out of everything, the output too; exactly M is fine",
        hint="drop the over-long bookings before allocating"),
    "slot_rounding": dict(code='''
def adjust(b):
    q = int(HDR["slot"][0][0])
    b["s"] -= b["s"] % q
    b["e"] += -b["e"] % q
    return b
''', wrong={"nearest": [('b["s"] -= b["s"] % q', 'b["s"] = (b["s"] + q // 2) // q * q'),
                       ('b["e"] += -b["e"] % q', 'b["e"] = (b["e"] + q // 2) // q * q')],
            "end_down": [('b["e"] += -b["e"] % q', 'b["e"] -= b["e"] % q')]},
        rule="the desk books whole slots of `set slot Q` minutes (header line; slots start at multiples of Q "
             "minutes from midnight UTC, which is also the start of the minute count): each NOUN's start is rounded "
             "down and its end rounded up to a slot boundary, and every other rule works on the rounded times",
        hint="round start down and end up to the slot grid while parsing"),
    "amendments": dict(code='''
def amend(evs):
    pos, keep = {}, []
    for ev in evs:
        if ev["id"] in pos:
            keep[pos[ev["id"]]] = ev
        else:
            pos[ev["id"]] = len(keep)
            keep.append(ev)
    return keep
''', wrong={"first_wins": [('keep[pos[ev["id"]]] = ev', 'pass')],
            "moves_to_end": [('keep[pos[ev["id"]]] = ev', 'keep[pos[ev["id"]]] = None\n            keep.append(ev)'),
                             ("    return keep", "    return [ev for ev in keep if ev is not None]")]},
        rule="the export holds amendments: when an ID appears on several lines, its last line is the NOUN as it "
             "stands now and the earlier ones are void; the NOUN keeps the place of its ID's first line wherever "
             "the input order matters",
        hint="keep one entry per ID, overwritten in place by later lines"),
    "blackout": dict(code='''
WIN = {}
INIT.append(lambda: [WIN.setdefault(int(r[0]), []).append((ptime(r[1]), ptime(r[2]))) for r in HDR.get("blackout", [])])
def blocked(room, b): return any(b["s"] < y and x < b["e"] for x, y in WIN.get(room, ()))
''', wrong={"start_only": [('b["s"] < y and x < b["e"]', 'x <= b["s"] < y')]},
        rule="RESOURCES have maintenance blackouts (header lines `set blackout ROOM FROM TO`, times in the same "
             "format as bookings): a NOUN whose time [start, end) overlaps a blackout [from, to) of a RESOURCE "
             "cannot go there (turnover may run into a blackout)",
        hint="test each candidate room's blackout windows for overlap, not just the start"),
    "capacity": dict(code='''
CAP = {}
INIT.append(lambda: CAP.update({int(r[0]): int(r[1]) for r in HDR["capacity"]}))
def room_order(rooms, b):
    return sorted((r for r in rooms if CAP[r] >= int(b["size"])), key=lambda r: (CAP[r], r))
''', wrong={"lowest_big_enough": [("key=lambda r: (CAP[r], r)", "key=lambda r: r")]},
        rule="RESOURCES differ in size (header lines `set capacity ROOM SEATS`) and each request says how many "
             "people come (`size=P`): only RESOURCES with at least P seats are suitable, and the smallest suitable "
             "one is tried first (ties: the lowest number), keeping large RESOURCES for large groups",
        hint="order the candidate rooms by (capacity, number) and skip the ones too small"),
    # scale: nothing to add to an allocator that is already efficient; the wrong fix is the textbook scan
    "big": dict(code="", wrong={"quadratic": '''
def solve(act):
    order = sorted(act, key=lambda b: (b["bs"], b["be"], b["pos"]))
    last, room_of = [], {}
    for b in order:
        ok = [r for r in range(len(last)) if free_by(last[r], b["bs"])]
        if ok:
            r = min(ok, key=lambda r: pref(last[r], r + 1))
        else:
            last.append(0)
            r = len(last) - 1
        last[r] = b["be"]
        room_of[b["pos"]] = r + 1
    return ["rooms %d" % len(last)] + ["%s %d" % (b["id"], room_of[b["pos"]]) for b in act]
'''}, rule=f"Schedules reach {BIG_N:,} NOUNS (and thousands of RESOURCES open at once); the allocator must answer "
            f"such a schedule within {BIG_LIMIT_S} seconds on one CPU core",
        hint="scanning every room for every booking is quadratic and far too slow here"),
}
FORMATS = [n for n in PIECES if n.startswith("fmt_")]
CORES = ["rooms_lowest", "rooms_bestfit", "kmax", "weighted", "online"]
RULES = ["closed_ends", "buffer_kind", "status", "recurring", "max_len", "slot_rounding", "amendments", "blackout",
         "capacity", "big"]
ATTRS = {"buffer_kind": "kind", "status": "status", "weighted": "fee", "capacity": "size"}
CANONICAL = ("rooms_lowest", "rooms_bestfit", "online")

EXCLUDES = {
    "blackout": ("rooms_lowest", "rooms_bestfit", "kmax", "weighted", "closed_ends"),
    "capacity": ("rooms_lowest", "rooms_bestfit", "kmax", "weighted"),
    "status": ("online",),  # the log has its own cancel lines
    "big": ("kmax", "weighted", "online", "recurring", "max_len"),
    "recurring": ("fmt_clock",),  # a series runs over several days
    "amendments": ("online",),  # a log is decided line by line
}

# --- cases: one seeded generator (its own LCG, so the tests rebuild the big case byte for byte) ----------------
CASE_SRC = '''
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
    return "\\n".join(out) + "\\n"
'''
_NS: dict = {}
exec(CASE_SRC, _NS)

# --- the trusted checker for the optimisation cores (embedded in the tests) ----------------------------------
CHECK_SRC = '''
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
'''
exec(CHECK_SRC, _NS)


@dataclass(frozen=True)
class RoomLevel(LevelConfig):
    bookings: int = 60        # the largest hidden schedule (before boundary cases are added)
    spec_in_docs: bool = False  # the rules live in /app/docs, the ticket states the goal only
    hints: bool = False       # name the technique next to each rule


def _component(name: str, prog: str) -> Component:
    return program_piece(name, PIECES[name], prog, excludes=EXCLUDES, groups=(FORMATS, CORES))


def _draw(rng: random.Random, cfg: RoomLevel) -> tuple[str, list[str]]:
    """The program path and the components: a format, a core, then rules from the pool."""
    prog = rng.choice(PROGRAM_PATHS)
    stub = {n: _component(n, prog) for n in PIECES}
    core = rng.choice(CORES)
    fmt = rng.choice([f for f in FORMATS if f not in stub[core].excludes])
    pool = [stub[n] for n in [fmt, core] + RULES if not ({fmt, core} & set(stub[n].excludes))]
    names = [c.name for c in compose(rng, pool, cfg.components, require=(fmt, core))]
    return prog, [fmt, core] + sorted(set(names) - {fmt, core}, key=list(PIECES).index)


_program_of = heredoc_program  # the Python allocator a solve/decoy script installs


def _run(src: str, text: str, crash: str | None = None) -> str:
    """The allocator's answer to `text`, run in-process; a decoy that crashes or loops answers `crash`."""
    return run_program(src, "main", text, crash, module="allocator", limit_sec=20)


def _checker_case(oracle: str, text: str, names: list[str], out: str) -> dict:
    """What the checker needs: every booking that may be accepted as [busy start, busy end, fee] (from the
    oracle's own parser), the number of rooms, the rule and the optimum."""
    ns = {"__name__": "allocator"}
    exec(compile(oracle, "allocator", "exec"), ns)
    ns["HDR"].clear()
    evs = [b for b in ns["parse"](text) if ns["active"](b)]
    core = names[1]
    return {"bookings": {b["id"]: [b["bs"], b["be"], int(b.get("fee", 1))] for b in evs},
            "rooms": 1 if core == "weighted" else int(ns["HDR"]["rooms"][0][0]),
            "closed": "closed_ends" in names, "value": "fee" if core == "weighted" else "count",
            "best": int(out.split()[1])}


def _caught(names, case, want, got) -> bool:
    if names[1] in CANONICAL:
        return got != want
    return bool(_NS["judge"](case, got))


@register
class RoomAllocator(KitFamily):
    name = "room_allocator"
    category = "algorithms"
    description = ("Write a booking allocator composed from a timestamp format, a core problem (minimum rooms with a "
                   "canonical assignment, most bookings on K rooms, best revenue, online log replay) and booking "
                   "rules (closed intervals, per-kind turnover, statuses, recurring series, length cap, blackouts, "
                   "capacities, scale); judged on hidden schedules.")
    base_image = "termigen/dev:1"
    levels = {"easy": RoomLevel(components=(3, 4), bookings=60, hints=True),
              "medium": RoomLevel(components=(4, 5), bookings=120),
              "hard": RoomLevel(components=(5, 6), bookings=200, spec_in_docs=True)}

    def draft(self, rng: random.Random, cfg: RoomLevel) -> Draft:
        prog, names = _draw(rng, cfg)
        fmt, core = names[0], names[1]
        resource, plural, noun, nouns, prefix, reason, kinds = rng.choice(SCENARIOS)
        org = rng.choice(ORGS)
        attrs = [ATTRS[n] for n in names if n in ATTRS]
        base_day = rng.randint(19500, 20800) * 1440
        comps = [_component(n, prog) for n in names]
        if "closed_ends" not in names:  # the classic mistake where the rule is half-open
            comps.append(program_piece("half_open", {"code": "", "wrong": {"closed": '''
def free_by(end, start): return end < start
'''}}, prog, excludes={}))
        head = f"mkdir -p {prog.rsplit('/', 1)[0]}\ncat > {prog} <<'PY'\n{HEAD}PY\n"
        tail = f"cat >> {prog} <<'PY'\n{TAIL.strip()}\nPY\nchmod 755 {prog}\n"
        solution, made = oracle_and_decoys(comps, head=head, tail=tail, max_decoys=99)
        made = [d for d in made if not d.name.startswith(("skips_fmt", "skips_rooms", "skips_kmax", "skips_weighted",
                                                          "skips_online"))]  # those only crash
        oracle = _program_of(solution)

        def case(n):
            c = _NS["make_case"](rng.randrange(1, 2 ** 62), names, n, prefix, list(kinds), base_day)
            text = _NS["render"](fmt, c, attrs)
            out = _run(oracle, text)
            return text, out, (None if core in CANONICAL else _checker_case(oracle, text, names, out))

        examples = [case(rng.randint(7, 10)) for _ in range(2)]
        check = [d for d in made if d.name != "big_quadratic"]
        for _ in range(8):
            hidden = [case(rng.randint(10, 14)), case(cfg.bookings // 3), case(cfg.bookings)]
            caught = {d.name for d in check if any(_caught(names, c, o, _run(_program_of(d.script), t, "crash"))
                                                   for t, o, c in hidden)}
            if len(caught) == len(check):
                break
        else:
            raise Resample(f"{names}: hidden cases miss decoys {sorted({d.name for d in check} - caught)}")
        for t, o, c in hidden:
            if c is not None and _NS["judge"](c, o):
                raise RuntimeError(f"{names}: the checker rejects the oracle: {_NS['judge'](c, o)}")

        known = {t.strip(): o for t, o, _ in examples}
        hard_coded = Decoy(name="hardcoded", description="prints the shipped examples' answers and nothing real",
                           script=script(f"""
                               mkdir -p {prog.rsplit('/', 1)[0]}
                               cat > {prog} <<'PY'
                               #!/usr/bin/env python3
                               import sys
                               KNOWN = {json.dumps(known)}
                               sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "rooms 1\\n"))
                               PY
                               chmod 755 {prog}
                           """))
        decoys = [hard_coded] + self._pick(rng, made, 5)

        cases = {f"hidden{i}": {"input": t, "want": o, "check": c} for i, (t, o, c) in enumerate(hidden, 1)}
        consts = {"PROGRAM": prog, "CANONICAL": core in CANONICAL, "CASES": cases}
        body = '''
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
        '''
        imports = CHECK_SRC
        if "big" in names:
            seed = rng.randrange(1, 2 ** 62)
            args = [seed, names, BIG_N, prefix, list(kinds), base_day, True]
            big = _NS["render"](fmt, _NS["make_case"](*args), attrs)
            want = _run(oracle, big)
            consts.update(BIG_ARGS=args, BIG_FMT=fmt, BIG_ATTRS=attrs, LIMIT_S=BIG_LIMIT_S,
                          BIG_HEAD=want.split("\n", 1)[0], BIG_SHA=hashlib.sha256(
                              "\n".join(" ".join(l.split()) for l in want.strip().splitlines()).encode()).hexdigest())
            imports += "\nimport hashlib\n" + CASE_SRC
            body += '''
            def test_big_schedule_in_time():
                text = render(BIG_FMT, make_case(*BIG_ARGS), BIG_ATTRS)
                try:
                    p = tg_guard.run([PROGRAM], input=text, timeout=LIMIT_S)
                except subprocess.TimeoutExpired:
                    pytest.fail(f"no answer within {LIMIT_S} s on the {BIG_ARGS[2]}-booking schedule")
                assert p.returncode == 0, f"exit {p.returncode}: {p.stderr[-500:]}"
                got = _lines(p.stdout)
                assert got and got[0] == BIG_HEAD, f"first line {got[:1]}, expected {BIG_HEAD!r}"
                assert hashlib.sha256("\\n".join(got).encode()).hexdigest() == BIG_SHA, "the allocation differs"
            '''
        files = {f"/app/examples/example{i}.in": File.of(t) for i, (t, _, _) in enumerate(examples, 1)}
        files.update({f"/app/examples/example{i}.out": File.of(o) for i, (_, o, _) in enumerate(examples, 1)})
        words = dict(resource=resource, plural=plural, noun=noun, nouns=nouns, reason=reason, org=org)
        most = max(sum(1 for l in t.splitlines() if l and not l.startswith(("set ", "cancel "))) for t, _, _ in hidden)
        instruction, doc = self._texts(cfg, names, prog, attrs, kinds, -(-most // 50) * 50, **words)
        if doc:
            files["/app/docs/booking-policy.md"] = File.of(doc)
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=solution, tests={"test_outputs.py": hidden_tests(consts, body, imports)}, decoys=decoys,
            outputs=[prog.rsplit("/", 1)[0]], tools=["cat", "chmod", "mkdir"], components=names,
            tags=["intervals", "scheduling", "greedy"] + [n for n in names if not n.startswith("fmt_")],
            timeouts=Timeouts(agent_sec=1800.0 + 600 * len(names), verifier_sec=300.0),
            expert_time_min=10 + 8 * len(names), junior_time_min=30 + 20 * len(names))

    @staticmethod
    def _pick(rng, made: list[Decoy], k: int) -> list[Decoy]:
        """Up to k decoys spread over the components (the slow one always, when drawn)."""
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
    def _texts(cfg, names, prog, attrs, kinds, most, *, resource, plural, noun, nouns, reason, org):
        fmt, core = names[0], names[1]

        def fill(text: str) -> str:
            text = (text.replace("RESOURCES", plural).replace("RESOURCE", resource).replace("NOUNS", nouns)
                    .replace("NOUN", noun).replace("REASON", reason))
            return re.sub(r"\b([Aa]) (?=[aeiouAEIOU])", r"\1n ", text)

        def bullet(n: str) -> str:
            text = fill(PIECES[n]["rule"])
            if cfg.hints:
                text += f" (hint: {PIECES[n]['hint']})"
            return f"- {text[0].upper()}{text[1:]}."

        rules = [bullet(n) for n in names[1:] if n != "big"]
        clash = ("- Unless a rule below says otherwise, " + fill("a NOUN holds its RESOURCE for [start, end): one "
                 "that ends at 10:00 and one that starts at 10:00 may share a RESOURCE.")
                 if "closed_ends" not in names else "")
        extra = {"kind": f"`kind=` one of {', '.join(f'`{k}`' for k in kinds)}", "status": "`status=`",
                 "fee": "`fee=`", "size": "`size=`"}
        fields = ", ".join(extra[a] for a in attrs)
        line = "`ID START END" + "".join(f" {a}=..." for a in attrs) + "`"
        ids = "An ID may appear on several lines (see the amendment rule)." if "amendments" in names else \
            "IDs are unique."
        io = dedent(f"""
            ## Input (stdin)
            Whitespace separated text, one item per line: optional header lines `set NAME VALUE...` (settings named
            below) and one line {line} per {noun}{' or `cancel ID`' if core == 'online' else ''}. {fill(PIECES[fmt]['rule'])}.
            {('Extra fields on a ' + noun + ' line: ' + fields + '.') if fields else ''} {ids}
        """).strip()
        scale = (fill(PIECES["big"]["rule"]) + "." if "big" in names else
                 f"Hidden schedules have up to {most} {noun} lines; each must be answered within a minute.")
        policy = "\n".join(x for x in [clash] + rules if x)
        doc = None
        if cfg.spec_in_docs:
            doc = (f"# {org}: {resource} booking policy\n\nHow the desk allocates {plural}, the schedule format and "
                   f"what the allocator prints.\n\n## Rules\n{policy}\n\n{io}\n")
            goal = {"rooms_lowest": f"how many {plural} a day needs and which {resource} each {noun} gets",
                    "rooms_bestfit": f"how many {plural} a day needs and which {resource} each {noun} gets",
                    "kmax": f"how to fit the most {nouns} into the {plural} they have",
                    "weighted": f"which {nouns} to accept for the flagship {resource} to earn the most",
                    "online": f"what the booking system should have answered to each request in its log"}[core]
            body = dedent(f"""
                The desk wants to know {goal}, following its booking policy exactly: the policy, the schedule
                format and the output format are in `/app/docs/booking-policy.md`. {scale}
            """)
        else:
            body = f"The desk's rules:\n{policy}\n\n{io}\n\n{scale}\n"
        return dedent(f"""
            # {resource.capitalize()} allocator for {org}

            The scheduling desk at {org} allocates {plural} by hand and keeps getting it wrong on busy days. Write
            them a command-line allocator at `{prog}`: an executable file (any language in this container; e.g. a
            Python script with a `#!/usr/bin/env python3` line) that reads one schedule from standard input and
            writes the allocation to standard output.

        """) + body + dedent("""

            Worked examples are in `/app/examples` (`*.in` with the expected `*.out`); the allocator will be run
            on other, hidden schedules.
        """), doc
