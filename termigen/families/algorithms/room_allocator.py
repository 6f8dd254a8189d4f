"""Algorithms: a booking allocator CLI judged on hidden schedules (interval sweep, greedy room assignment,
turnover buffers and multi-day timestamps)."""

from __future__ import annotations

import heapq
import json
import random
from datetime import date, timedelta

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

# (resource, plural, booking noun, booking plural, tool name, id prefix, turnover reason)
SCENARIOS = [
    ("meeting room", "meeting rooms", "booking", "bookings", "roomplan", "BK", "cleaning"),
    ("operating theatre", "operating theatres", "surgery slot", "surgery slots", "theatreplan", "OT", "sterilisation"),
    ("recording studio", "recording studios", "session", "sessions", "studioplan", "ST", "re-patching the desk"),
    ("loading dock", "loading docks", "delivery window", "delivery windows", "dockplan", "DW", "yard clearance"),
    ("test rig", "test rigs", "test run", "test runs", "rigsched", "TR", "recalibration"),
    ("squash court", "squash courts", "match", "matches", "courtbook", "MX", "floor drying"),
    ("lab bench", "lab benches", "experiment", "experiments", "benchplan", "EX", "decontamination"),
    ("EV charging bay", "EV charging bays", "charging session", "charging sessions", "chargeplan", "CH", "cable checks"),
    ("lecture hall", "lecture halls", "lecture", "lectures", "hallsched", "LC", "changeover"),
    ("hangar bay", "hangar bays", "maintenance visit", "maintenance visits", "bayplan", "MV", "tooling reset"),
    ("podcast booth", "podcast booths", "recording", "recordings", "boothplan", "PB", "airing out"),
    ("interview room", "interview rooms", "interview", "interviews", "ivplan", "IV", "reset of the recording kit"),
]
ORGS = ["Harbourside Medical", "Kestrel Works", "Northvale University", "Brightpath Logistics", "Oakline Studios",
        "Tamsin & Hale", "Redfern Labs", "Coldwater Sports Club", "Meridian Aero", "Pinecrest Campus",
        "Sablewood Media", "Quayline Freight", "Ashgrove Clinic", "Fulcrum Robotics", "Lindqvist Motors"]
ASKERS = ["The facilities team", "Operations", "The scheduling desk", "The front office", "The planning group",
          "The site manager", "The duty coordinator"]

# One C program for every level; each decoy is the same program compiled with one plausible mistake.
# BUG: 1 closed intervals, 2 sum of durations, 3 rooms line only, 4 keeps cancelled, 5 earliest-freed room,
#      6 no assignment lines, 7 no buffer, 8 buffer counted as booked, 9 drops tentative, 10 ignores the date.
PROGRAM = r'''
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef BUG
#define BUG 0
#endif
typedef struct { char id[48]; long s, e; int pos, room; } Bk;
static long days_from_civil(long y, long m, long d) {
    y -= m <= 2;
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}
static int by_start(const void *a, const void *b) {
    const Bk *x = a, *y = b;
    if (x->s != y->s) return x->s < y->s ? -1 : 1;
    if (x->e != y->e) return x->e < y->e ? -1 : 1;
    return x->pos - y->pos;
}
static long stamp(const char *day, const char *hm) {
    long y, mo, d, h, mi;
    sscanf(hm, "%ld:%ld", &h, &mi);
    if (BUG == 10) return h * 60 + mi;
    sscanf(day, "%ld-%ld-%ld", &y, &mo, &d);
    return days_from_civil(y, mo, d) * 1440 + h * 60 + mi;
}
int main(void) {
    int n; long buf = 0;
    if (scanf("%d", &n) != 1) return 1;
    if (LEVEL == 3 && scanf("%ld", &buf) != 1) return 1;
    if (BUG == 7) buf = 0;
    Bk *all = calloc(n + 1, sizeof(Bk)), *act = calloc(n + 1, sizeof(Bk));
    int m = 0;
    for (int i = 0; i < n; i++) {
        char id[48], a[32], b[32], c[32], d[32], st[32] = "confirmed";
        Bk k; memset(&k, 0, sizeof k);
        if (LEVEL == 1) {
            scanf("%47s %ld %ld", id, &k.s, &k.e);
        } else if (LEVEL == 2) {
            long h1, m1, h2, m2;
            scanf("%47s %31s %31s %31s", id, a, b, st);
            sscanf(a, "%ld:%ld", &h1, &m1); sscanf(b, "%ld:%ld", &h2, &m2);
            k.s = h1 * 60 + m1; k.e = h2 * 60 + m2;
        } else {
            scanf("%47s %31s %31s %31s %31s %31s", id, a, b, c, d, st);
            k.s = stamp(a, b); k.e = stamp(c, d);
            if (BUG == 10 && k.e <= k.s) k.e += 1440;
        }
        strcpy(k.id, id); k.pos = i; k.room = 0;
        all[i] = k;
        int keep = strcmp(st, "cancelled") != 0 || BUG == 4;
        if (BUG == 9 && strcmp(st, "tentative") == 0) keep = 0;
        if (keep) act[m++] = k;
    }
    qsort(act, m, sizeof(Bk), by_start);
    long *last = calloc(m + 1, sizeof(long));
    int rooms = 0;
    for (int i = 0; i < m; i++) {
        int pick = -1;
        for (int r = 0; r < rooms; r++) {
            int freeok = BUG == 1 ? last[r] + buf < act[i].s : last[r] + buf <= act[i].s;
            if (!freeok) continue;
            if (pick < 0) pick = r;
            if (BUG != 5) break;
            if (last[r] < last[pick]) pick = r;
        }
        if (pick < 0) pick = rooms++;
        last[pick] = act[i].e;
        act[i].room = pick + 1;
        all[act[i].pos].room = pick + 1;
    }
    long booked = 0, cs = 0, ce = -1;
    int open = 0;
    for (int i = 0; i < m; i++) {
        long s = act[i].s, e = act[i].e + (BUG == 8 ? buf : 0);
        if (BUG == 2) { booked += act[i].e - act[i].s; continue; }
        if (!open || s > ce) { if (open) booked += ce - cs; cs = s; ce = e; open = 1; }
        else if (e > ce) ce = e;
    }
    if (open && BUG != 2) booked += ce - cs;
    printf("rooms %d\n", rooms);
    if (BUG == 3) return 0;
    printf("booked %ld\n", booked);
    if (LEVEL == 1 || BUG == 6) return 0;
    for (int i = 0; i < n; i++)
        if (all[i].room) printf("%s %d\n", all[i].id, all[i].room);
    return 0;
}
'''

BUGS = {"closed": 1, "sum_durations": 2, "rooms_only": 3, "keeps_cancelled": 4, "earliest_freed": 5,
        "no_assignment": 6, "no_buffer": 7, "buffer_as_booked": 8, "drops_tentative": 9, "ignores_date": 10}
LEVEL_NUM = {"easy": 1, "medium": 2, "hard": 3}

HARDCODED = r'''#!/usr/bin/env python3
import sys
# Recognises the shipped examples; anything else gets a plausible-looking guess.
KNOWN = {known}
data = sys.stdin.read().strip()
sys.stdout.write(KNOWN.get(data, "rooms 1\nbooked 0\n"))
'''


def _install(tool: str, program: str, level: str, bug: str = "") -> str:
    flags = f"-DLEVEL={LEVEL_NUM[level]}" + (f" -DBUG={BUGS[bug]}" if bug else "")
    return script(f"""
        mkdir -p /app/src /app/bin
        cat > /app/src/{tool}.c <<'C'
        {{program}}
        C
        gcc -O2 -std=c11 -Wall {flags} -o /tmp/{tool} /app/src/{tool}.c
        install -m 755 /tmp/{tool} /app/bin/{tool}
    """).replace("{program}", program.strip("\n"))


def _install_py(tool: str, program: str) -> str:
    return script(f"""
        mkdir -p /app/bin
        cat > /app/bin/{tool} <<'PY'
        {{program}}
        PY
        chmod +x /app/bin/{tool}
    """).replace("{program}", program.strip("\n"))


# -- the reference, mirroring PROGRAM (used for ground truth and to prove every decoy goes wrong) -------------
def _solve(level: str, rows: list[tuple], buf: int, bug: str = "", memo: dict | None = None) -> str:
    """memo (optional, one per schedule): the bugs share most steps (which bookings are active, the assignment,
    the booked time, the assignment lines), so those are computed once per distinct input."""
    b = BUGS.get(bug, 0)
    if memo is None:
        memo = {}
    if b == 7:
        buf = 0

    def once(key, fn):
        if key not in memo:
            memo[key] = fn()
        return memo[key]

    akey = ("act", b == 4, b == 9, b == 10)
    act = once(akey, lambda: _active(rows, b))
    rooms, room_of = once(("assign", akey, buf, b == 1, b == 5), lambda: _assign(act, buf, b))
    out = [f"rooms {rooms}"]
    if b == 3:
        return "\n".join(out) + "\n"
    out.append(f"booked {once(('booked', akey, b == 2, buf if b == 8 else 0), lambda: _booked(act, buf, b))}")
    if level != "easy" and b != 6 and room_of:
        out.append(once(("lines", akey, buf, b == 1, b == 5),
                        lambda: "\n".join(f"{rows[p][0]} {room_of[p]}" for p in sorted(room_of))))
    return "\n".join(out) + "\n"


def _active(rows, b):
    act = []
    for pos, (bid, s, e, st, s_clock, e_clock) in enumerate(rows):
        if b == 10:
            s, e = s_clock, e_clock
            if e <= s:
                e += 1440
        keep = st != "cancelled" or b == 4
        if b == 9 and st == "tentative":
            keep = False
        if keep:
            act.append((s, e, pos, bid))
    act.sort()
    return act


def _assign(act, buf, b):
    """Greedy room assignment: (number of rooms, {input position: room}).

    Starts come in non-decreasing order, so a room that is free for one booking stays free for every later one
    until it is used again: keep the busy rooms in a heap by release time and the free ones in a heap by
    preference (lowest number; for the earliest_freed bug, earliest end then lowest number)."""
    pop, push = heapq.heappop, heapq.heappush
    earliest = b == 5
    strict = 1 if b == 1 else 0  # integer minutes: "release < start" is "release + 1 <= start"
    room_of: dict[int, int] = {}
    busy: list[tuple] = []  # (release time, free-heap key)
    free: list = []  # room, or (end, room) for earliest_freed
    rooms = 0
    for s, e, pos, _ in act:
        while busy and busy[0][0] <= s:
            push(free, pop(busy)[1])
        if free:
            pick = pop(free)
            if earliest:
                pick = pick[1]
        else:
            pick = rooms
            rooms += 1
        push(busy, (e + buf + strict, (e, pick) if earliest else pick))
        room_of[pos] = pick + 1
    return rooms, room_of


def _booked(act, buf, b):
    """Minutes covered by at least one active booking (bugs: 2 sums durations, 8 adds the buffer)."""
    if b == 2:
        return sum(e - s for s, e, _, _ in act)
    booked = 0
    cs = ce = None
    for s, e, _, _ in act:
        e = e + (buf if b == 8 else 0)
        if cs is None or s > ce:
            if cs is not None:
                booked += ce - cs
            cs, ce = s, e
        elif e > ce:
            ce = e
    if cs is not None:
        booked += ce - cs
    return booked


def _hm(minutes: int) -> str:
    return _HM[minutes] if 0 <= minutes < 1440 else f"{minutes // 60:02d}:{minutes % 60:02d}"


_HM = [f"{m // 60:02d}:{m % 60:02d}" for m in range(1440)]  # clock strings, built once


class _Case:
    def __init__(self, level, prefix, rng, n, first_day):
        self.level, self.prefix = level, prefix
        self.buf = rng.choice([5, 10, 15, 20, 30]) if level == "hard" else 0
        self.first_day = first_day
        self.rows = []
        self._reset()
        span = {"easy": rng.randint(480, 720), "medium": 15 * 60, "hard": 1440 * rng.randint(3, 6)}[level]
        base = 7 * 60 if level == "medium" else 0
        limit = base + span if level != "hard" else span + 1440
        durs = [15, 20, 30, 45, 60, 60, 90, 120] if level != "hard" else [30, 45, 60, 90, 120, 180, 240, 480]
        for _ in range(n):
            d = rng.choice(durs)
            s = base + rng.randrange(0, span - d) // 5 * 5
            self._add(rng, s, s + d)
        # Boundary cases: back-to-back bookings (one starts exactly when another ends, or when its buffer ends),
        # and identical start times.
        for _ in range(max(2, n // 6)):
            s, e = rng.choice(self.rows)[1:3]
            gap = self.buf if rng.random() < 0.6 else 0
            d = rng.choice(durs)
            if e + gap + d <= limit:
                self._add(rng, e + gap, e + gap + d)
            d = rng.choice(durs)
            if s + d <= limit:
                self._add(rng, s, s + d)
        if level == "hard":
            # Overnight bookings: they end on the next calendar day.
            for _ in range(max(2, n // 12)):
                d0 = rng.randrange(0, span // 1440 - 1)
                s = d0 * 1440 + rng.randint(20 * 60, 23 * 60) // 5 * 5
                self._add(rng, s, s + rng.choice([120, 240, 480, 600]))
        ids = rng.sample(range(100, 100 + len(self.rows) * 8), len(self.rows))
        for r, i in zip(self.rows, ids):
            r[0] = f"{prefix}{i}"

    def _add(self, rng, s, e, status=None):
        if status is None:
            if self.level == "easy":
                status = "confirmed"
            elif self.level == "medium":
                status = rng.choices(["confirmed", "cancelled"], [5, 1])[0]
            else:
                status = rng.choices(["confirmed", "tentative", "cancelled"], [6, 2, 1])[0]
        self.rows.append(["", s, e, status])

    def shuffle(self, rng):
        rng.shuffle(self.rows)
        self._reset()

    def _reset(self):
        # Answers are cached per bug (the rows are final once the case is built and shuffled); _memo lets the
        # bugs share the steps they have in common.
        self._answers: dict[str, str] = {}
        self._memo: dict = {}
        self._solver_rows = None

    def solver_rows(self):
        out = []
        day0 = (self.first_day - date(1970, 1, 1)).days
        for bid, s, e, st in self.rows:
            out.append((bid, s + day0 * 1440 if self.level == "hard" else s, e + day0 * 1440 if self.level == "hard" else e,
                        st, s % 1440, e % 1440))
        return out

    def text(self):
        if self.level == "easy":
            lines = [str(len(self.rows))] + [f"{b} {s} {e}" for b, s, e, _ in self.rows]
        elif self.level == "medium":
            lines = [str(len(self.rows))] + [f"{b} {_hm(s)} {_hm(e)} {st}" for b, s, e, st in self.rows]
        else:
            lines = [f"{len(self.rows)} {self.buf}"]
            days = {}  # day offset -> ISO date (a case spans a week)
            for b, s, e, st in self.rows:
                for d in (s // 1440, e // 1440):
                    if d not in days:
                        days[d] = (self.first_day + timedelta(days=d)).isoformat()
                lines.append(f"{b} {days[s // 1440]} {_hm(s % 1440)} {days[e // 1440]} {_hm(e % 1440)} {st}")
        return "\n".join(lines) + "\n"

    def answer(self, bug=""):
        if bug not in self._answers:
            if self._solver_rows is None:
                self._solver_rows = self.solver_rows()
            self._answers[bug] = _solve(self.level, self._solver_rows, self.buf, bug, self._memo)
        return self._answers[bug]


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiouAEIOU" else "a ") + word


def _decoy_names(level: str) -> list[str]:
    names = ["closed", "sum_durations", "rooms_only"]
    if level != "easy":
        names += ["keeps_cancelled", "earliest_freed", "no_assignment"]
    if level == "hard":
        names += ["no_buffer", "buffer_as_booked", "drops_tentative", "ignores_date"]
    return names


@register
class RoomAllocator(Family):
    name = "room_allocator"
    category = "algorithms"
    description = "Write a booking-allocation CLI (peak overlap, booked time, greedy room assignment with buffers) judged on hidden schedules."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        resource, plural, noun, nouns, tool, prefix, reason = rng.choice(SCENARIOS)
        org, asker = rng.choice(ORGS), rng.choice(ASKERS)
        first_day = date(rng.randint(2023, 2026), rng.randint(1, 12), 1) + timedelta(days=rng.randint(20, 27))
        bugs = _decoy_names(level)

        def case(n, tries=40):
            for _ in range(tries):
                c = _Case(level, prefix, rng, n, first_day)
                c.shuffle(rng)
                if n < 20 or all(c.answer(b) != c.answer() for b in bugs):
                    return c
            raise RuntimeError(f"room_allocator: could not build a {level} case where every decoy goes wrong")

        examples = [case(rng.randint(6, 9)) for _ in range(2)]
        sizes = {"easy": (40, 400, 2500), "medium": (30, 250, 900), "hard": (30, 200, 600)}[level]
        hidden = [case(n) for n in sizes]
        files = {}
        for i, c in enumerate(examples, 1):
            files[f"/app/examples/example{i}.in"] = File.of(c.text())
            files[f"/app/examples/example{i}.out"] = File.of(c.answer())
        files["/app/README.md"] = File.of(f"# {org}: {resource} scheduling\n\nThe allocator goes in `bin/{tool}`. "
                                          f"Sample schedules live in `examples/`.\n")
        tests, expected = {}, {}
        for i, c in enumerate(hidden, 1):
            tests[f"cases/schedule{i}.in"] = File.of(c.text())
            ans = c.answer().split("\n")
            expected[f"schedule{i}"] = {"rooms": ans[0], "booked": ans[1],
                                        "assign": " ".join(x.split()[1] for x in ans[2:] if x) if level != "easy" else "",
                                        "ids": " ".join(x.split()[0] for x in ans[2:] if x) if level != "easy" else ""}
        tests["test_outputs.py"] = self._tests(tool, expected, level)
        known = {c.text().strip(): c.answer() for c in examples}
        decoys = [Decoy(name="hardcoded", description="answers the shipped examples only",
                        script=_install_py(tool, HARDCODED.replace("{known}", json.dumps(known))))]
        desc = {
            "closed": "treats back-to-back bookings as overlapping (closed intervals)",
            "sum_durations": "right format, booked time is the sum of durations (overlaps counted twice)",
            "rooms_only": "half the job: prints the rooms line only",
            "keeps_cancelled": "counts cancelled bookings",
            "earliest_freed": "assigns the room that became free earliest, not the lowest-numbered free room",
            "no_assignment": "half the job: prints rooms and booked time but no assignment",
            "no_buffer": "ignores the turnover buffer between bookings",
            "buffer_as_booked": "counts the turnover buffer as booked time",
            "drops_tentative": "drops tentative bookings",
            "ignores_date": "reads only the clock time and ignores the date",
        }
        decoys += [Decoy(name=b, description=desc[b], script=_install(tool, PROGRAM, level, b)) for b in bugs]
        return Draft(
            instruction=self._instruction(rng, level, resource, plural, noun, nouns, tool, reason, org, asker, examples[0]),
            environment=Environment(base_image=self.base_image, files=files, workdir="/app"),
            solution=_install(tool, PROGRAM, level),
            tests=tests,
            decoys=decoys,
            outputs=["/app/bin"],
            tools=["gcc", "install", "mkdir", "cat"],
            tags=["intervals", "sweep-line", "greedy"] + {"easy": [], "medium": ["assignment", "time-parsing"],
                                                            "hard": ["assignment", "dates", "buffers"]}[level],
            expert_time_min={"easy": 10, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 120}[level],
        )

    @staticmethod
    def _instruction(rng, level, resource, plural, noun, nouns, tool, reason, org, asker, example):
        opener = rng.choice([
            f"{asker} at {org} still plans {plural} in a spreadsheet and keeps running out of them.",
            f"At {org}, {asker.lower()} allocates {plural} by hand every morning and gets it wrong on busy days.",
            f"{org} is replacing a fragile macro that decided how many {plural} each day needs.",
        ])
        want = rng.choice([
            f"They want a small command-line tool that reads a list of {nouns} and works out how many {plural} are needed.",
            f"Write them a command-line allocator that takes the {noun} list and tells them how many {plural} to open.",
            f"The replacement is a command-line program that turns the {noun} list into {_a(resource)} plan.",
        ])
        lang = rng.choice([
            "Any language available in this container is fine (C with `gcc`, Python, Node.js, ...); a script needs a "
            "shebang line and the executable bit.",
            "Use any language installed here (compiled C, a Python or Node.js script with a shebang line); it must be "
            "directly executable.",
        ])
        if level == "easy":
            fmt = (f"- a line `N`, then N lines `id start end`: {_a(noun)} `id` that holds one {resource} from minute "
                   f"`start` to minute `end` (integers, minutes after opening, `start < end`).")
            rules = [f"{_a(noun).capitalize()} occupies its {resource} during `[start, end)`: one that ends at minute 600 and one "
                     f"that starts at minute 600 can use the same {resource}."]
            out = dedent("""
                ```
                rooms <R>
                booked <M>
                ```
                `R` is the smallest number of RESOURCES with which no two overlapping NOUNS share one. `M` is the number
                of minutes during which at least one NOUN is in progress (time covered by several NOUNS counts once).
            """)
        else:
            if level == "medium":
                fmt = (f"- a line `N`, then N lines `id HH:MM HH:MM status`: {_a(noun)} `id` from the first clock time "
                       f"to the second on the same day (the end is always later than the start); `status` is "
                       f"`confirmed` or `cancelled`.")
                rules = [f"Cancelled {nouns} take no {resource} and are left out of everything, including the output.",
                         f"{_a(noun).capitalize()} occupies its {resource} during `[start, end)`, so back-to-back {nouns} can share one."]
                free = f"free at its start time (its previous {noun} has ended, possibly at that very minute)"
            else:
                fmt = (f"- a line `N B`, then N lines `id YYYY-MM-DD HH:MM YYYY-MM-DD HH:MM status`: {_a(noun)} `id` "
                       f"from the first date and time to the second. {nouns.capitalize()} may run past midnight and "
                       f"span several days; the week can cross a month end. `status` is `confirmed`, `tentative` or "
                       f"`cancelled`.")
                rules = [f"Tentative {nouns} hold {_a(resource)} exactly like confirmed ones; cancelled ones are left out "
                         f"of everything, including the output.",
                         f"After each {noun} its {resource} needs `B` minutes of {reason} before the next {noun} may "
                         f"start there: {_a(resource)} whose {noun} ends at 10:00 with `B = 15` is free again at 10:15 "
                         f"(not before).",
                         "Times are local wall-clock times with no daylight-saving changes in the week."]
                free = f"free at its start time (its previous {noun} has ended and the {reason} is over)"
            rules.append(f"Assign {plural} greedily: take the active {nouns} in order of start time (ties: earlier end "
                         f"first, then the order in the input) and give each the lowest-numbered {resource} that is "
                         f"{free}; open {resource} number R+1 only when none of the R open ones is free. "
                         f"{plural.capitalize()} are numbered from 1.")
            out = dedent("""
                ```
                rooms <R>
                booked <M>
                <id> <room>
                ...
                ```
                `R` is the number of RESOURCES the assignment opens (it is also the smallest number that works). `M` is
                the number of minutes during which at least one active NOUN is in progress (time covered by several
                NOUNS counts once; BUFFER). Then one line per active NOUN, in the order of the input, with its
                RESOURCE number.
            """).replace("BUFFER", f"the {reason} time is not booked time" if level == "hard" else "cancelled ones do not count")
        out = out.replace("RESOURCES", plural).replace("NOUNS", nouns).replace("NOUN", noun).replace("RESOURCE", resource)
        rule_text = "\n".join(f"- {r}" for r in rules)
        return dedent("""
            # {title}

            {opener} {want}

            Install it as `/app/bin/{tool}`: an executable that reads one schedule on standard input and writes its
            answer to standard output. {lang}

            Input (whitespace separated):
            {fmt}

            Rules:
            {rules}

            Output, exactly these lines:
            {out}

            Worked examples are in `/app/examples` (`example1.in` with its expected `example1.out`, and a second
            pair). Your program will be judged on other, larger schedules (up to a few thousand {nouns}); each must
            finish within a few seconds.
        """).format(title=f"{resource.capitalize()} allocator for {org}", opener=opener, want=want, tool=tool, lang=lang,
                    fmt=fmt, rules=rule_text, out=out.rstrip("\n"), nouns=nouns)

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
                return [l.strip() for l in p.stdout.splitlines() if l.strip()]

            def test_is_executable():
                assert os.access(TOOL, os.X_OK), f"{TOOL} must be an executable file"

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_rooms_and_booked_time(name):
                got = _run(name)
                want = EXPECTED[name]
                assert len(got) >= 2, f"{name}: expected at least the rooms and booked lines, got {got[:3]}"
                assert got[0] == want["rooms"], f"{name}: first line {got[0]!r}, expected {want['rooms']!r}"
                assert got[1] == want["booked"], f"{name}: second line {got[1]!r}, expected {want['booked']!r}"

            @pytest.mark.parametrize("name", sorted(EXPECTED))
            def test_assignment(name):
                want = EXPECTED[name]
                got = _run(name)[2:]
                ids, rooms = want["ids"].split(), want["assign"].split()
                assert len(got) == len(ids), f"{name}: {len(got)} assignment lines, expected {len(ids)}"
                got_ids = [g.split()[0] for g in got]
                assert got_ids == ids, f"{name}: assignment lines list other ids or another order (first: {got_ids[:3]}, expected {ids[:3]})"
                wrong = [(i, g, r) for i, g, r in zip(ids, got, rooms) if g.split()[1:] != [r]]
                assert not wrong, f"{name}: {len(wrong)} wrong rooms, first (id, got line, expected room): {wrong[:3]}"
        '''.replace("TOOLNAME", tool)
        return pytest_file(header, {"EXPECTED": expected}, body)
