"""Distributed: make a multi-threaded (POSIX threads) C aggregator correct and race-free.

Each instance is a small C program (one of several domains: ticket sales, ledger postings, meter uploads ...)
that loads a records file and hands the records to a pool of worker threads through one of three distribution
schemes (contiguous slices, a shared cursor, a producer/consumer ring buffer fed by the main thread), runs a set
of per-record stages (totals, the largest amount, a per-key table, balances with moves between keys, tag counts,
a watch list, an audit sample, an above-the-mean count behind a phase barrier, a progress monitor, ...) and
prints a report. The instance composes 2-5 concurrency faults from a pool of 16 (an unprotected counter,
check-then-act on a shared maximum, lazy/double-checked initialisation, lock-order inversion with self-moves,
a helper returning a static buffer, strtok in workers, a PRNG with static state, a hand-rolled spin barrier, a
monitor reading unsynchronised progress and stop flags, main polling a counter instead of joining, the loop
variable passed to pthread_create, a slice remainder, an unlocked work cursor, `if` instead of `while` around a
condition wait, a done flag set without the mutex or a broadcast, a ring index that wraps one slot early), each
with its fix (a hunk of the oracle's patch) and plausible wrong fixes (volatile, a lock that does not cover the
whole critical section, double-checked locking, a sleep, ordering the locks but double-locking a self-move ...).

Levels change the work: easy names the two faults and where they are; medium gives three symptoms as users saw
them, plus a correct stage as a distractor; hard gives the goal only (README.md is the spec), composes 4-5 faults
with an interacting pair (one masks the other: a deadlock or a hang hides wrong totals) and may ask for a `make
tsan` target.

Failures are caught deterministically, not by chance: the tests (verifier 2, agent code only via tg_guard.run,
truth embedded as literals, the agent an unprivileged user) rebuild the agent's source and run it on hidden
record files generated in the tests from literal seeds, with 1, 3, 4 and 8 threads; run it under a preloaded
stress shim (trusted, compiled by the tests) that makes every condition wait return spuriously (as POSIX allows),
yields after every mutex unlock, gives strtok one shared state with a yield per call, and counts the threads
created (the program must stay multi-threaded); and build it with ThreadSanitizer and run that under the shim's
`tsan` mode (real waits, worker threads yield after every unlock, so the workers interleave at every
synchronisation point even on one CPU). Two design rules keep the sanitizer's verdict independent of timing: the
correct code and the oracle's fixes take no shared lock per record (workers accumulate locally and merge once;
work is handed out in blocks), so nothing orders one worker's unsynchronised accesses before another's by
accident; and the hidden files carry the triggers (moves in both directions and to the same key, record counts
no thread count divides, a maximum that keeps rising through the file). Measured on the host pinned to one core
and unpinned under load: every shipped decoy of 63 instances caught in every one of 3 runs, every oracle clean.
"""

from __future__ import annotations

import difflib
import random
from dataclasses import dataclass, field

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests
from termigen.task import Decoy, Environment, File, Resources, Timeouts
from termigen.toolscan import tools_in

AGENT = "dev"
CFLAGS = ["-O2", "-g", "-Wall", "-pthread"]
TSAN_FLAGS = ["-fsanitize=thread", "-O1", "-g", "-pthread"]
THREADS = [1, 3, 4, 8]  # the normal build's hidden runs
STRESS_THREADS = [4, 8]  # the TSan and stress-shim runs

# (program, what it aggregates, key word, unit, tag vocabulary, label prefix)
SCENARIOS = [
    ("ticketd", "ticket sales", "venue", "seats", ["vip", "promo", "resale", "group", "student", "late"], "VN"),
    ("stockmove", "warehouse stock movements", "bin", "units", ["fragile", "bulk", "cold", "return", "rush"], "BIN"),
    ("ledgerd", "ledger postings", "account", "cents", ["fee", "refund", "fx", "manual", "interest", "chargeback"],
     "AC"),
    ("meterd", "smart-meter uploads", "feeder", "watt-hours", ["estimated", "peak", "offpeak", "solar", "export"],
     "FD"),
    ("clickagg", "ad click batches", "campaign", "clicks", ["mobile", "desktop", "bot", "retarget", "video"], "CMP"),
    ("fleetfuel", "fuel card swipes", "depot", "litres", ["diesel", "adblue", "night", "manual", "hgv", "van"],
     "DP"),
    ("labq", "lab assay results", "bench", "counts", ["rerun", "stat", "qc", "blind", "spiked"], "BN"),
    ("parkpay", "parking payments", "zone", "cents", ["app", "card", "permit", "night", "coins"], "ZN"),
]
CONTEXTS = ["runs every night from cron", "feeds the morning dashboard", "was recently moved to a 32-core host",
            "is called by the billing export", "runs after every ingest batch", "is part of the month-end close"]
REPORTERS = ["the on-call engineer", "a customer audit", "the finance team", "QA", "a nightly consistency check",
             "the data platform team"]

# ---------------------------------------------------------------------------------------------------------------
# The record generator: shipped into the tests verbatim (the hidden files are made there from literal seeds) and
# run here to compute the truth. Its own PRNG (splitmix64), so every Python gives the same bytes.
GEN = r'''
def _mix(state):
    state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return state, z ^ (z >> 31)


class Draw:
    def __init__(self, seed):
        self.s = seed & 0xFFFFFFFFFFFFFFFF

    def below(self, n):
        self.s, z = _mix(self.s)
        return z % n

    def between(self, lo, hi):
        return lo + self.below(hi - lo + 1)


def make_records(seed, n, nkeys, tags, moves, selfmoves):
    """[(kind, a, b, amount, tags)]: entries, moves (kind T, both directions of a pair, self-moves if asked),
    a rising run of large amounts (the maximum changes all through the file) and, near the end, a tie for the
    largest."""
    d = Draw(seed)
    recs = []
    for i in range(n):
        a = d.below(nkeys)
        k = d.below(100)
        tl = [tags[d.below(len(tags))] for _ in range(d.below(4))]
        tg = ",".join(dict.fromkeys(tl)) or "-"
        if moves and k < 35:
            b = d.below(nkeys)
            if b == a and not selfmoves:
                b = (a + 1 + d.below(nkeys - 1)) % nkeys
            recs.append(("T", a, b, d.between(1, 900), tg))
        else:
            recs.append(("D", a, a, d.between(1, 5000), tg))
    step = max(4, n // 400)
    for j, i in enumerate(range(step // 2, n, step)):
        r = recs[i]
        recs[i] = ("D", r[1], r[1], 6000 + 7 * j + d.below(5), r[4])
    top = 6000 + 7 * n + 11
    first = n - n // 8 + d.below(n // 16)
    for i in (first, first + 1 + d.below(n // 20)):
        r = recs[i]
        recs[i] = ("D", r[1], r[1], top, r[4])
    if moves:
        x, y = d.below(nkeys), d.below(nkeys - 1)
        y = y + 1 if y >= x else y
        recs[1] = ("T", x, y, 17, "-")
        recs[2] = ("T", y, x, 23, "-")
        if selfmoves:
            recs[3] = ("T", x, x, 31, "-")
    return recs


def records_text(recs):
    return "".join(f"{k} {a} {'-' if k == 'D' else b} {x} {t}\n" for k, a, b, x, t in recs)
'''
_G: dict = {}
exec(compile(GEN, "thread_race_gen", "exec"), _G)
make_records, records_text = _G["make_records"], _G["records_text"]


# ---------------------------------------------------------------------------------------------------------------
# The faults. A fault changes one or more slots of the program; `wrong` maps a plausible wrong fix to the text of
# the slots it changes (others stay as fixed; BROKEN keeps a slot as shipped).
BROKEN = object()


@dataclass
class Fault:
    name: str
    slots: dict[str, tuple[str, str]]  # slot -> (right, broken)
    wrong: dict[str, dict[str, object]] = field(default_factory=dict)

    def text(self, slot: str, state: str) -> str:
        right, broken = self.slots[slot]
        if state == "right":
            return right
        if state == "broken":
            return broken
        v = self.wrong[state].get(slot, right)
        return broken if v is BROKEN else v


class Program:
    """A C source with @@fault.slot@@ lines; renders any state of the drawn faults and the patches between them."""

    def __init__(self, path: str, template: str, faults: list[Fault]):
        self.path, self.template, self.faults = path, template, faults
        for f in faults:
            for s in f.slots:
                if f"@@{f.name}.{s}@@\n" not in template:
                    raise ValueError(f"template lacks @@{f.name}.{s}@@")
        if "@@" in self.render():
            raise ValueError("template has a slot no fault fills")

    def render(self, state: dict[str, str] | None = None) -> str:
        state = state or {}
        text = self.template
        for f in self.faults:
            for s in f.slots:
                text = text.replace(f"@@{f.name}.{s}@@\n", f.text(s, state.get(f.name, "broken")))
        return text

    def patch(self, state: dict[str, str]) -> str:
        before = self.render().splitlines(keepends=True)
        after = self.render(state).splitlines(keepends=True)
        rel = self.path.lstrip("/")
        diff = "".join(difflib.unified_diff(before, after, f"a/{rel}", f"b/{rel}", n=2))
        return f"patch -s -p1 -d / <<'TG_PATCH'\n{diff}TG_PATCH\n" if diff else ""

    def right(self) -> dict[str, str]:
        return {f.name: "right" for f in self.faults}


def _i(text: str, n: int) -> str:
    """Dedent a block and indent it by n spaces (a slot's text ends with a newline; empty stays empty)."""
    body = dedent(text)
    if not body.strip():
        return ""
    return "".join((" " * n + ln if ln.strip() else ln) for ln in body.splitlines(keepends=True))


# ---------------------------------------------------------------------------------------------------------------
# The pool: stage faults (any distribution), distribution faults (their distribution only).
STAGES = ["counter", "maximum", "table", "balance", "tags", "watch", "sample", "above", "monitor"]
STAGE_OF = {"unlocked_counter": "counter", "max_check_then_act": "maximum", "lazy_table_init": "table",
            "lock_order": "balance", "strtok_in_workers": "tags", "static_label_buffer": "watch",
            "shared_rng_state": "sample", "spin_barrier": "above", "monitor_flags": "monitor"}
DIST_FAULTS = {"slices": ["slice_remainder", "thread_arg"], "cursor": ["cursor_race"],
               "ring": ["wait_if", "done_unlocked", "ring_wrap"]}
SKILL = {
    "unlocked_counter": "mutex around shared counters",
    "max_check_then_act": "check-then-act under one lock",
    "lazy_table_init": "initialise before the threads start (or pthread_once)",
    "lock_order": "lock ordering, self-move",
    "strtok_in_workers": "reentrant strtok_r",
    "static_label_buffer": "caller-owned buffer instead of a static one",
    "shared_rng_state": "per-record PRNG state",
    "spin_barrier": "pthread_barrier_t",
    "monitor_flags": "synchronised progress and stop flags",
    "finish_poll": "pthread_join instead of polling",
    "slice_remainder": "work partitioning",
    "thread_arg": "per-thread argument to pthread_create",
    "cursor_race": "atomic claim of work items",
    "wait_if": "condition wait in a while loop",
    "done_unlocked": "shutdown flag under the mutex with a broadcast",
    "ring_wrap": "ring buffer index arithmetic",
}
TAG = {"lock_order": "deadlock", "wait_if": "condition-variable", "done_unlocked": "condition-variable",
       "ring_wrap": "ring-buffer", "spin_barrier": "barrier", "strtok_in_workers": "reentrancy",
       "static_label_buffer": "reentrancy"}
# hard composes one of these pairs: the first one's symptom (a hang, a deadlock) hides the second's wrong values,
# or the two sit in one handshake and a fix of one alone changes the other's symptom
INTERACTIONS = [("lock_order", "unlocked_counter"), ("lock_order", "max_check_then_act"),
                ("wait_if", "done_unlocked"), ("done_unlocked", "ring_wrap"), ("spin_barrier", "slice_remainder"),
                ("thread_arg", "spin_barrier"), ("cursor_race", "max_check_then_act"),
                ("monitor_flags", "finish_poll"), ("lock_order", "lazy_table_init"),
                ("strtok_in_workers", "static_label_buffer")]

HINT = {  # easy: where and what
    "unlocked_counter": "`process()` updates the shared `records`/`total` counters from every worker without "
                        "any synchronisation",
    "max_check_then_act": "`process()` compares against the shared maximum outside `best_lock` and only locks to "
                          "write it (check-then-act)",
    "lazy_table_init": "the per-{kw} table is allocated lazily by whichever worker gets there first",
    "lock_order": "`move()` locks the two {kw}s in argument order, so two opposite moves can deadlock (and a move "
                  "from a {kw} to itself locks the same mutex twice)",
    "strtok_in_workers": "the workers split the tags with `strtok()`, whose hidden state is shared by all threads",
    "static_label_buffer": "`key_label()` returns a pointer to one static buffer that every worker writes",
    "shared_rng_state": "the audit sample's generator keeps its state in one static variable shared by all "
                        "workers",
    "spin_barrier": "the workers wait for each other between the two phases with a hand-rolled spin on an "
                    "unprotected `arrived` counter",
    "monitor_flags": "the progress monitor reads `processed` and `stop_monitor`, which the workers and `main()` "
                     "write, without any synchronisation",
    "finish_poll": "`main()` detaches the workers and polls an unprotected `finished` counter instead of joining "
                   "them",
    "slice_remainder": "the last worker's slice drops the records left over when the count does not divide evenly",
    "thread_arg": "`main()` passes the address of its loop variable to every `pthread_create()`",
    "cursor_race": "`claim()` reads and advances the shared `next_rec` cursor without holding `cursor_lock`",
    "wait_if": "`ring_pop()` waits on `not_empty` with `if` instead of a loop",
    "done_unlocked": "`ring_close()` sets `ring_done` without holding `ring_lock` and wakes nobody",
    "ring_wrap": "`ring_pop()` wraps its index one slot too early",
}
SYMPTOM = {  # medium: what users saw
    "unlocked_counter": "the record count and the total drift from run to run on the big host",
    "max_check_then_act": "the reported maximum is now and then not the largest amount in the file",
    "lazy_table_init": "sometimes a whole share of the per-{kw} numbers is missing",
    "lock_order": "the job hangs now and then and has to be killed",
    "strtok_in_workers": "the tag counts come out too low whenever more than one thread runs",
    "static_label_buffer": "the watched count is off by a few on busy nights",
    "shared_rng_state": "the audit sample differs between two runs on the same file",
    "spin_barrier": "`above_mean` is sometimes wrong, and once the run spun at 100% CPU",
    "monitor_flags": "ThreadSanitizer reports races around the progress monitor",
    "finish_poll": "now and then the report is printed before the last worker has merged its numbers",
    "slice_remainder": "a reconciliation found the last few records of some files were never counted",
    "thread_arg": "some runs count part of the file twice and another part not at all",
    "cursor_race": "some records are counted twice and others skipped",
    "wait_if": "once in a while a record is counted twice and the run never ends",
    "done_unlocked": "at the end of a run it sometimes sits idle forever after the last record",
    "ring_wrap": "the totals are wrong on every file longer than a few records, even with one thread",
}


@dataclass(frozen=True)
class RaceLevel(LevelConfig):
    distractors: tuple[int, int] = (0, 1)  # correct stages the program also runs
    tell: str = "where"  # where: names each fault; symptoms: what users saw; goal: the goal only
    interaction: bool = False
    tsan_target: float = 0.0  # chance of the `make tsan` deliverable

    def validate(self) -> None:
        super().validate()
        if self.tell not in ("where", "symptoms", "goal") or not 0 <= self.tsan_target <= 1:
            raise ValueError("RaceLevel: tell is where|symptoms|goal, tsan_target in [0, 1]")


# ---------------------------------------------------------------------------------------------------------------
# The program builder.
class Build:
    """Assembles the C program of one instance: the distribution, the stages, the drawn faults' slots."""

    def __init__(self, x: dict):
        self.x = x
        self.faults: dict[str, Fault] = {}
        self.drawn = set(x["faults"])
        self.parts: dict[str, list[str]] = {k: [] for k in (
            "defines", "globals", "local", "helpers", "process_ok", "process_fault", "worker_pre", "worker_post",
            "merge", "init", "main_decl", "start_pre", "create_extra", "after_create", "after_wait", "report")}

    def slot(self, fault: str, name: str, right: str, broken: str, **wrong) -> str:
        """The slot's marker line if the fault is drawn (its text then comes from the state), else the right text."""
        if fault not in self.drawn:
            return right
        f = self.faults.setdefault(fault, Fault(fault, {}))
        f.slots[name] = (right, broken)
        for w, text in wrong.items():
            f.wrong.setdefault(w, {})[name] = text
        return f"@@{fault}.{name}@@\n"

    def add(self, part: str, text: str) -> None:
        if text:
            self.parts[part].append(text)

    # -- stages ---------------------------------------------------------------------------------------------------
    def counter(self):
        F = "unlocked_counter"
        self.add("globals", self.slot(
            F, "decl", "static long records, total;               /* merged under merge_lock */\n",
            "static long records, total;\n",
            volatile_counters="static volatile long records, total;  /* volatile: every thread sees the latest "
                              "value */\n",
            locks_only_the_count="static long records, total;\n"
                                 "static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;  /* records */\n"))
        self.add("local", self.slot(F, "local", "    long records, total;\n", "", volatile_counters=BROKEN,
                                    locks_only_the_count=BROKEN))
        self.add("process_fault" if F in self.drawn else "process_ok", self.slot(
            F, "update", "    L->records++;\n    L->total += r->amount;\n",
            "    records++;\n    total += r->amount;\n",
            volatile_counters=BROKEN,
            locks_only_the_count=_i("""
                pthread_mutex_lock(&count_lock);
                records++;
                pthread_mutex_unlock(&count_lock);
                total += r->amount;
            """, 4)))
        self.add("merge", self.slot(F, "merge", "    records += L->records;\n    total += L->total;\n", "",
                                    volatile_counters=BROKEN, locks_only_the_count=BROKEN))
        self.add("report", '    printf("records=%ld\\ntotal=%ld\\n", records, total);\n')

    def maximum(self):
        F = "max_check_then_act"
        cond = "r->amount > best_amount || (r->amount == best_amount && i < best_at)"
        self.add("globals", "static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */\n"
                 + self.slot(F, "decl", "", "static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;\n",
                             double_checked=BROKEN))
        self.add("local", self.slot(F, "local", "    long best, best_at;           /* this worker's largest amount */\n",
                                    "", double_checked=BROKEN))
        right = _i("""
            if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
                L->best = r->amount;
                L->best_at = i;
            }
        """, 4)
        broken = _i(f"""
            if ({cond}) {{
                pthread_mutex_lock(&best_lock);
                best_amount = r->amount;
                best_at = i;
                pthread_mutex_unlock(&best_lock);
            }}
        """, 4)
        double = _i(f"""
            if ({cond}) {{
                pthread_mutex_lock(&best_lock);
                if ({cond}) {{   /* check again under the lock */
                    best_amount = r->amount;
                    best_at = i;
                }}
                pthread_mutex_unlock(&best_lock);
            }}
        """, 4)
        part = "process_fault" if F in self.drawn else "process_ok"
        self.add(part, self.slot(F, "update", right, broken, double_checked=double))
        self.add("merge", self.slot(F, "merge", _i("""
            if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
                best_amount = L->best;
                best_at = L->best_at;
            }
        """, 4), "", double_checked=BROKEN))
        self.add("report", '    printf("max=%ld at=%ld\\n", best_amount, best_at);\n')

    def table(self):
        F = "lazy_table_init"
        kw = self.x["kw"]
        self.add("globals", "struct slot {\n    long ops, sum;\n};\n"
                            "static struct slot *table;               /* NKEYS entries, merged under merge_lock */\n")
        self.add("local", "    long ops[NKEYS], sum[NKEYS];\n")
        self.add("process_ok", "    L->ops[r->a]++;\n    L->sum[r->a] += r->amount;\n")
        self.add("worker_pre", self.slot(
            F, "lazy", "",
            _i("""
                if (table == NULL)   /* the first worker sets the table up */
                    table = calloc(NKEYS, sizeof *table);
            """, 4),
            double_checked=_i("""
                if (table == NULL) {   /* double-checked: only the first worker takes the lock */
                    pthread_mutex_lock(&table_lock);
                    if (table == NULL)
                        table = calloc(NKEYS, sizeof *table);
                    pthread_mutex_unlock(&table_lock);
                }
            """, 4)))
        self.add("globals", self.slot(F, "decl", "", "",
                                      double_checked="static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;\n"))
        self.add("init", self.slot(F, "init", "    table = calloc(NKEYS, sizeof *table);\n", "", double_checked=BROKEN))
        self.add("merge", "    for (int k = 0; k < NKEYS; k++) {\n        table[k].ops += L->ops[k];\n"
                          "        table[k].sum += L->sum[k];\n    }\n")
        self.add("report", f'    for (int k = 0; k < NKEYS; k++)\n'
                           f'        printf("{kw} %d ops=%ld sum=%ld\\n", k, table[k].ops, table[k].sum);\n')

    def balance(self):
        """Moves go to the shared balances under per-key locks; entries are summed per worker and merged."""
        F = "lock_order"
        kw = self.x["kw"]
        self.add("globals", "static long balance[NKEYS];              /* moves, and the merged entries */\n"
                            "static pthread_mutex_t acct_lock[NKEYS];   /* one per key, for balance[] */\n")
        self.add("local", "    long entries[NKEYS];\n")
        right = dedent("""
            /* moves amount from key x to key y; a move to the same key changes nothing */
            static void move(int x, int y, long amount)
            {
                int lo = x < y ? x : y, hi = x < y ? y : x;

                if (x == y)
                    return;
                pthread_mutex_lock(&acct_lock[lo]);   /* always the lower key first */
                pthread_mutex_lock(&acct_lock[hi]);
                balance[x] -= amount;
                balance[y] += amount;
                pthread_mutex_unlock(&acct_lock[hi]);
                pthread_mutex_unlock(&acct_lock[lo]);
            }

        """)
        broken = dedent("""
            /* moves amount from key x to key y */
            static void move(int x, int y, long amount)
            {
                pthread_mutex_lock(&acct_lock[x]);
                pthread_mutex_lock(&acct_lock[y]);
                balance[x] -= amount;
                balance[y] += amount;
                pthread_mutex_unlock(&acct_lock[y]);
                pthread_mutex_unlock(&acct_lock[x]);
            }

        """)
        ordered = dedent("""
            /* moves amount from key x to key y */
            static void move(int x, int y, long amount)
            {
                int lo = x < y ? x : y, hi = x < y ? y : x;

                pthread_mutex_lock(&acct_lock[lo]);   /* always the lower key first */
                pthread_mutex_lock(&acct_lock[hi]);
                balance[x] -= amount;
                balance[y] += amount;
                pthread_mutex_unlock(&acct_lock[hi]);
                pthread_mutex_unlock(&acct_lock[lo]);
            }

        """)
        self.add("helpers", self.slot(F, "move", right, broken, orders_but_self_move_deadlocks=ordered))
        self.add("process_fault" if F in self.drawn else "process_ok", _i("""
            if (r->kind == 'T')
                move(r->a, r->b, r->amount);
            else
                L->entries[r->a] += r->amount;
        """, 4))
        self.add("merge", "    for (int k = 0; k < NKEYS; k++) {\n        pthread_mutex_lock(&acct_lock[k]);\n"
                          "        balance[k] += L->entries[k];\n        pthread_mutex_unlock(&acct_lock[k]);\n    }\n")
        self.add("init", "    for (int k = 0; k < NKEYS; k++)\n        pthread_mutex_init(&acct_lock[k], NULL);\n")
        self.add("report", f'    for (int k = 0; k < NKEYS; k++)\n'
                           f'        printf("{kw} %d balance=%ld\\n", k, balance[k]);\n')

    def tags(self):
        F = "strtok_in_workers"
        tags = self.x["tags"]
        self.add("defines", f"#define NTAGS {len(tags)}\n")
        names = ", ".join(f'"{t}"' for t in tags)
        self.add("globals", f"static const char *const tag_names[NTAGS] = {{{names}}};\n"
                            "static long tag_count[NTAGS];            /* merged under merge_lock */\n")
        self.add("local", "    long tags[NTAGS];\n")
        self.add("helpers", dedent("""
            static int tag_index(const char *name)
            {
                for (int t = 0; t < NTAGS; t++)
                    if (strcmp(name, tag_names[t]) == 0)
                        return t;
                return -1;
            }

        """))
        right = _i("""
            {
                char buf[MAX_TAGS], *tok, *save;

                memcpy(buf, r->tags, sizeof buf);
                for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
                    int t = tag_index(tok);

                    if (t >= 0)
                        L->tags[t]++;
                }
            }
        """, 4)
        broken = _i("""
            {
                char buf[MAX_TAGS], *tok;

                memcpy(buf, r->tags, sizeof buf);
                for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
                    int t = tag_index(tok);

                    if (t >= 0)
                        L->tags[t]++;
                }
            }
        """, 4)
        locked = _i("""
            {
                static pthread_mutex_t strtok_lock = PTHREAD_MUTEX_INITIALIZER;
                char buf[MAX_TAGS], *tok;

                memcpy(buf, r->tags, sizeof buf);
                pthread_mutex_lock(&strtok_lock);
                tok = strtok(buf, ",");
                pthread_mutex_unlock(&strtok_lock);
                while (tok) {
                    int t = tag_index(tok);

                    if (t >= 0)
                        L->tags[t]++;
                    pthread_mutex_lock(&strtok_lock);
                    tok = strtok(NULL, ",");
                    pthread_mutex_unlock(&strtok_lock);
                }
            }
        """, 4)
        self.add("process_fault" if F in self.drawn else "process_ok",
                 self.slot(F, "split", right, broken, locks_each_strtok_call=locked))
        self.add("merge", "    for (int t = 0; t < NTAGS; t++)\n        tag_count[t] += L->tags[t];\n")
        self.add("report", '    for (int t = 0; t < NTAGS; t++)\n'
                           '        printf("tag %s=%ld\\n", tag_names[t], tag_count[t]);\n')

    def watch(self):
        F = "static_label_buffer"
        x = self.x
        labels = ", ".join(f'"{x["prefix"]}-{k:02d}"' for k in x["watch"])
        self.add("defines", f'#define LABEL_PREFIX "{x["prefix"]}"\n')
        self.add("globals", f"static const char *const watch_list[] = {{{labels}}};\n"
                            "static long watched;                      /* merged under merge_lock */\n")
        self.add("local", "    long watched;\n")
        body = """
                int n = 0;

                for (const char *p = LABEL_PREFIX; *p; p++)
                    buf[n++] = *p;
                buf[n++] = '-';
                buf[n++] = (char)('0' + key / 10 % 10);
                buf[n++] = (char)('0' + key % 10);
                buf[n] = '\\0';
                return buf;
            }

            static int is_watched(const char *label)
            {
                for (size_t w = 0; w < sizeof watch_list / sizeof watch_list[0]; w++)
                    if (strcmp(label, watch_list[w]) == 0)
                        return 1;
                return 0;
            }

        """
        right = dedent("""
            /* the label of a key, e.g. "@P@-07", written into buf (16 bytes) */
            static const char *key_label(int key, char *buf)
            {
        """ + body).replace("@P@", x["prefix"]).replace("{\n\n    int n", "{\n    int n")
        broken = dedent("""
            /* the label of a key, e.g. "@P@-07" */
            static const char *key_label(int key)
            {
                static char buf[16];
        """ + body).replace("@P@", x["prefix"])
        self.add("helpers", self.slot(F, "helper", right, broken, locks_the_call_only=BROKEN))
        self.add("process_fault" if F in self.drawn else "process_ok", self.slot(
            F, "use",
            _i("""
                {
                    char label[16];

                    if (is_watched(key_label(r->a, label)))
                        L->watched++;
                }
            """, 4),
            _i("""
                if (is_watched(key_label(r->a)))
                    L->watched++;
            """, 4),
            locks_the_call_only=_i("""
                {
                    static pthread_mutex_t label_lock = PTHREAD_MUTEX_INITIALIZER;
                    const char *label;

                    pthread_mutex_lock(&label_lock);
                    label = key_label(r->a);
                    pthread_mutex_unlock(&label_lock);
                    if (is_watched(label))
                        L->watched++;
                }
            """, 4)))
        self.add("merge", "    watched += L->watched;\n")
        self.add("report", '    printf("watched=%ld\\n", watched);\n')

    def sample(self):
        F = "shared_rng_state"
        x = self.x
        self.add("defines", f"#define SAMPLE_PERCENT {x['rate']}\n#define SAMPLE_SALT {x['salt']}u\n")
        self.add("globals", "static long sampled, sampled_total;       /* merged under merge_lock */\n")
        self.add("local", "    long sampled, sampled_total;\n")
        right = dedent("""
            /* the audit sample's generator (a small LCG); the caller keeps the state */
            static unsigned int rng_next(unsigned int *state)
            {
                *state = *state * 1103515245u + 12345u;
                return (*state >> 16) & 0x7fff;
            }

        """)
        broken = dedent("""
            /* the audit sample's generator (a small LCG), seeded once per record */
            static unsigned int rng_state;

            static void rng_seed(unsigned int seed)
            {
                rng_state = seed;
            }

            static unsigned int rng_next(void)
            {
                rng_state = rng_state * 1103515245u + 12345u;
                return (rng_state >> 16) & 0x7fff;
            }

        """)
        self.add("helpers", self.slot(F, "helper", right, broken, locks_the_seed_only=BROKEN))
        seed = "(unsigned int)i * 2654435761u ^ SAMPLE_SALT"
        self.add("process_fault" if F in self.drawn else "process_ok", self.slot(
            F, "use",
            _i(f"""
                {{
                    unsigned int state = {seed};

                    if (rng_next(&state) % 100 < SAMPLE_PERCENT) {{
                        L->sampled++;
                        L->sampled_total += r->amount;
                    }}
                }}
            """, 4),
            _i(f"""
                rng_seed({seed});
                if (rng_next() % 100 < SAMPLE_PERCENT) {{
                    L->sampled++;
                    L->sampled_total += r->amount;
                }}
            """, 4),
            locks_the_seed_only=_i(f"""
                {{
                    static pthread_mutex_t rng_lock = PTHREAD_MUTEX_INITIALIZER;

                    pthread_mutex_lock(&rng_lock);
                    rng_seed({seed});
                    pthread_mutex_unlock(&rng_lock);
                    if (rng_next() % 100 < SAMPLE_PERCENT) {{
                        L->sampled++;
                        L->sampled_total += r->amount;
                    }}
                }}
            """, 4)))
        self.add("merge", "    sampled += L->sampled;\n    sampled_total += L->sampled_total;\n")
        self.add("report", '    printf("sampled=%ld sampled_total=%ld\\n", sampled, sampled_total);\n')

    def above(self):
        """Two phases over the worker's slice (slices only): the slice's sum, a barrier, the above-mean count."""
        F = "spin_barrier"
        self.add("globals", "static long partial[MAX_THREADS];        /* phase 1: each slice's sum */\n"
                            "static long above_mean;                  /* merged under merge_lock */\n")
        self.add("globals", self.slot(F, "decl", "static pthread_barrier_t phase_barrier;\n",
                                      "static int arrived;                      /* workers done with phase 1 */\n",
                                      volatile_counter="static volatile int arrived;  /* workers done with "
                                                       "phase 1 */\n",
                                      locks_the_increment=_i("""
                                          static int arrived;                      /* workers done with phase 1 */
                                          static pthread_mutex_t arrived_lock = PTHREAD_MUTEX_INITIALIZER;
                                      """, 0)))
        self.add("local", "    long above;\n")
        wait = self.slot(F, "wait", "        pthread_barrier_wait(&phase_barrier);\n",
                         "        arrived++;\n        while (arrived < nthreads)   /* wait for the others */\n"
                         "            sched_yield();\n",
                         volatile_counter=BROKEN,
                         locks_the_increment=_i("""
                             pthread_mutex_lock(&arrived_lock);
                             arrived++;
                             pthread_mutex_unlock(&arrived_lock);
                             while (arrived < nthreads)   /* wait for the others */
                                 sched_yield();
                         """, 8))
        self.add("worker_post", "    {\n        long part = 0, grand = 0;\n\n"
                                "        for (long i = start; i < end; i++)\n            part += recs[i].amount;\n"
                                "        partial[id] = part;\n" + wait +
                                "        for (int t = 0; t < nthreads; t++)\n            grand += partial[t];\n"
                                "        for (long i = start; i < end; i++)\n"
                                "            if (recs[i].amount * nrecs > grand)\n                L.above++;\n    }\n")
        self.add("init", self.slot(F, "init", "    pthread_barrier_init(&phase_barrier, NULL, nthreads);\n", "",
                                   volatile_counter=BROKEN, locks_the_increment=BROKEN))
        self.add("merge", "    above_mean += L->above;\n")
        self.add("report", '    printf("above_mean=%ld\\n", above_mean);\n')

    def monitor(self):
        F = "monitor_flags"
        self.add("globals", self.slot(
            F, "decl",
            "static long processed;                   /* records done, for the progress monitor (atomic) */\n"
            "static int stop_monitor;                 /* set by main() when the workers are done (atomic) */\n",
            "static long processed;                   /* records done, for the progress monitor */\n"
            "static int stop_monitor;\n",
            volatile_flags="static volatile long processed;          /* records done, for the progress monitor */\n"
                           "static volatile int stop_monitor;\n",
            locks_the_counter_only="static long processed;                   /* records done, for the progress "
                                   "monitor */\nstatic int stop_monitor;\n"
                                   "static pthread_mutex_t progress_lock = PTHREAD_MUTEX_INITIALIZER;   /* processed */\n"))
        read = self.slot(
            F, "read",
            "        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);\n"
            "        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);\n",
            "        done = processed;\n        stop = stop_monitor;\n",
            volatile_flags=BROKEN,
            locks_the_counter_only=_i("""
                pthread_mutex_lock(&progress_lock);
                done = processed;
                pthread_mutex_unlock(&progress_lock);
                stop = stop_monitor;
            """, 8))
        self.add("helpers", dedent("""
            /* prints the progress to stderr every tenth of the file until main() stops it */
            static void *monitor(void *arg)
            {
                long last = -1;

                (void)arg;
                for (;;) {
                    long done;
                    int stop;

        """) + read + dedent("""
                    if (stop)
                        break;
                    if (nrecs > 0 && done * 10 / nrecs != last) {
                        last = done * 10 / nrecs;
                        fprintf(stderr, "progress: %ld%%\\n", last * 10);
                    }
                    usleep(1000);
                }
                return NULL;
            }

        """))
        self.add("process_fault" if F in self.drawn else "process_ok", self.slot(
            F, "count", "    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);\n", "    processed++;\n",
            volatile_flags=BROKEN,
            locks_the_counter_only="    pthread_mutex_lock(&progress_lock);\n    processed++;\n"
                                   "    pthread_mutex_unlock(&progress_lock);\n"))
        self.add("main_decl", "    pthread_t mon;\n")
        self.add("start_pre", "    pthread_create(&mon, NULL, monitor, NULL);\n")
        self.add("after_wait", self.slot(
            F, "stop", "    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);\n", "    stop_monitor = 1;\n",
            volatile_flags=BROKEN, locks_the_counter_only=BROKEN))
        self.add("after_wait", "    pthread_join(mon, NULL);\n")
        self.add("report", '    printf("processed=%ld\\n", processed);\n')

    # -- the whole program ----------------------------------------------------------------------------------------
    def source(self) -> Program:
        x = self.x
        dist = x["dist"]
        for st in STAGES:
            if st in x["stages"]:
                getattr(self, st)()
        P = self.parts
        fp = "finish_poll"
        worker_end = self.slot(fp, "end", "", "    finished++;   /* tell main() this worker is done */\n",
                               volatile_counter=BROKEN, sleeps_instead="")
        lazy = "".join(P["worker_pre"])
        if dist == "slices":
            rem = self.slot("slice_remainder", "end",
                            "    long end = id == nthreads - 1 ? nrecs : start + chunk;\n",
                            "    long end = start + chunk;\n",
                            rounds_the_chunk_up=BROKEN)
            chunk = self.slot("slice_remainder", "chunk", "    long chunk = nrecs / nthreads;\n",
                              "    long chunk = nrecs / nthreads;\n",
                              rounds_the_chunk_up="    long chunk = (nrecs + nthreads - 1) / nthreads;   "
                                                  "/* round up: no record left over */\n")
            worker = ("static void *worker(void *arg)\n{\n    int id = *(const int *)arg;\n" + chunk +
                      "    long start = id * chunk;\n" + rem + "    struct local L;\n\n"
                      "    memset(&L, 0, sizeof L);\n" + lazy + "".join(P["worker_post"]) +
                      "    for (long i = start; i < end; i++)\n        process(i, &L);\n"
                      "    merge(&L);\n" + worker_end + "    return NULL;\n}\n")
            create = self.slot("thread_arg", "create",
                               "        ids[t] = t;\n        pthread_create(&tid[t], NULL, worker, &ids[t]);\n",
                               "        pthread_create(&tid[t], NULL, worker, &t);\n",
                               sleeps_after_create="        pthread_create(&tid[t], NULL, worker, &t);\n"
                                                   "        usleep(1000);   /* give the worker time to read its id */\n")
            self.add("main_decl", self.slot("thread_arg", "decl", "    int ids[MAX_THREADS];\n", "",
                                            sleeps_after_create=BROKEN))
            dist_code = ""
        else:
            get = "claim()" if dist == "cursor" else "ring_pop()"
            worker = ("static void *worker(void *arg)\n{\n    struct local L;\n    long first;\n\n    (void)arg;\n"
                      "    memset(&L, 0, sizeof L);\n" + lazy +
                      f"    while ((first = {get}) >= 0)\n"
                      "        for (long i = first; i < first + BLOCK && i < nrecs; i++)\n"
                      "            process(i, &L);\n"
                      "    merge(&L);\n" + worker_end + "    return NULL;\n}\n")
            create = "        pthread_create(&tid[t], NULL, worker, NULL);\n"
            dist_code = self._cursor() if dist == "cursor" else self._ring()
        detach = self.slot(fp, "detach", "", "        pthread_detach(tid[t]);\n", volatile_counter=BROKEN,
                           sleeps_instead=BROKEN)
        wait = self.slot(fp, "wait", "    for (t = 0; t < nthreads; t++)\n        pthread_join(tid[t], NULL);\n",
                         "    while (finished < nthreads)   /* the workers are detached */\n        usleep(200);\n",
                         volatile_counter=BROKEN,
                         sleeps_instead="    sleep(1);   /* the workers are detached; they are done by now */\n")
        fdecl = self.slot(fp, "decl", "", "static int finished;                     /* workers that are done */\n",
                          volatile_counter="static volatile int finished;            /* workers that are done */\n",
                          sleeps_instead="")
        produce = ("    for (long i = 0; i < nrecs; i += BLOCK)   /* main() feeds the ring */\n        ring_push(i);\n"
                   "    ring_close();\n") if dist == "ring" else ""

        src = [f"/*\n * {x['name']}: aggregates {x['what']} with a pool of POSIX threads.\n *\n"
               f" * Usage: {x['name']} <records file> <threads>\n *\n"
               " * README.md describes the records file and the report.\n */\n"
               "#include <pthread.h>\n#include <sched.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
               "#include <string.h>\n#include <unistd.h>\n\n"
               f"#define NKEYS {x['nkeys']}\n#define MAX_THREADS 64\n#define MAX_TAGS 48\n" + "".join(P["defines"]) +
               "\nstruct rec {\n    char kind;                /* 'D': an entry for key a; 'T': a move from a to b */\n"
               "    int a, b;\n    long amount;\n    char tags[MAX_TAGS];      /* comma-separated names, or \"-\" */\n"
               "};\n\nstatic struct rec *recs;\nstatic long nrecs;\nstatic int nthreads;\n"
               "static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;\n" + fdecl + "\n"
               + "\n".join(P["globals"]) + "\n"
               "/* what one worker adds up on its own, merged once at the end */\nstruct local {\n"
               + "".join(P["local"]) + "    long unused;\n" * (not P["local"]) + "};\n\n"
               + "".join(P["helpers"])
               + "static void process(long i, struct local *L)\n{\n    const struct rec *r = &recs[i];\n\n"
               + "".join(P["process_ok"] + P["process_fault"])
               + "    (void)L;\n" * (not P["local"]) + "}\n\n"
               "static void merge(const struct local *L)\n{\n    pthread_mutex_lock(&merge_lock);\n"
               + "".join(P["merge"]) + "    (void)L;\n" * (not P["merge"]) + "    pthread_mutex_unlock(&merge_lock);\n}\n\n"
               + dist_code + worker + "\n" + LOAD +
               "\nint main(int argc, char **argv)\n{\n    pthread_t tid[MAX_THREADS];\n" + "".join(P["main_decl"]) +
               "    int t;\n\n" + MAIN_ARGS + "    load(argv[1]);\n" + "".join(P["init"]) + "".join(P["start_pre"]) +
               "    for (t = 0; t < nthreads; t++) {\n" + create + detach + "    }\n" + produce + wait
               + "".join(P["after_wait"]) + "".join(P["report"]) + "    free(recs);\n    return 0;\n}\n"]
        return Program(x["src"], "".join(src), list(self.faults.values()))

    def _cursor(self) -> str:
        claim = self.slot("cursor_race", "claim", dedent("""
            static pthread_mutex_t cursor_lock = PTHREAD_MUTEX_INITIALIZER;

            /* the first record of the next block of BLOCK records, or -1 when all are handed out */
            static long claim(void)
            {
                long first = -1;

                pthread_mutex_lock(&cursor_lock);
                if (next_rec < nrecs) {
                    first = next_rec;
                    next_rec += BLOCK;
                }
                pthread_mutex_unlock(&cursor_lock);
                return first;
            }
        """), dedent("""
            /* the first record of the next block of BLOCK records, or -1 when all are handed out */
            static long claim(void)
            {
                long first;

                if (next_rec >= nrecs)
                    return -1;
                first = next_rec;
                next_rec += BLOCK;
                return first;
            }
        """), checks_the_end_outside_the_lock=dedent("""
            static pthread_mutex_t cursor_lock = PTHREAD_MUTEX_INITIALIZER;

            /* the first record of the next block of BLOCK records, or -1 when all are handed out */
            static long claim(void)
            {
                long first;

                if (next_rec >= nrecs)   /* nothing left: no need to lock */
                    return -1;
                pthread_mutex_lock(&cursor_lock);
                first = next_rec;
                next_rec += BLOCK;
                pthread_mutex_unlock(&cursor_lock);
                return first;
            }
        """))
        return (f"#define BLOCK {self.x['block']}                          /* records per claim */\n"
                "static long next_rec;                    /* the first record of the next block to hand out */\n\n"
                + claim + "\n")

    def _ring(self) -> str:
        wait = self.slot("wait_if", "wait",
                         "    while (ring_count == 0 && !ring_done)\n        pthread_cond_wait(&not_empty, &ring_lock);\n",
                         "    if (ring_count == 0 && !ring_done)\n        pthread_cond_wait(&not_empty, &ring_lock);\n",
                         broadcasts_on_push=BROKEN,
                         loop_ignores_done="    while (ring_count == 0)\n        pthread_cond_wait(&not_empty, &ring_lock);\n")
        push_wake = self.slot("wait_if", "wake", "    pthread_cond_signal(&not_empty);\n",
                              "    pthread_cond_signal(&not_empty);\n",
                              broadcasts_on_push="    pthread_cond_broadcast(&not_empty);   /* wake every waiting "
                                                 "worker */\n")
        wrap = self.slot("ring_wrap", "wrap", "    ring_head = (ring_head + 1) % RING_CAP;\n",
                         "    ring_head = (ring_head + 1) % (RING_CAP - 1);\n",
                         wraps_after_the_last_slot="    if (++ring_head > RING_CAP)\n        ring_head = 0;\n")
        close = self.slot("done_unlocked", "close",
                          "    pthread_mutex_lock(&ring_lock);\n    ring_done = 1;\n"
                          "    pthread_cond_broadcast(&not_empty);\n    pthread_mutex_unlock(&ring_lock);\n",
                          "    ring_done = 1;   /* the workers see it on their next look */\n",
                          broadcasts_without_the_lock="    ring_done = 1;\n    pthread_cond_broadcast(&not_empty);\n")
        return (f"#define BLOCK {self.x['block']}                          /* records per ring entry */\n"
                f"#define RING_CAP {self.x['cap']}\n"
                "static long ring[RING_CAP];              /* first records of blocks, from main() to the workers */\n"
                "static int ring_head, ring_tail, ring_count, ring_done;\n"
                "static pthread_mutex_t ring_lock = PTHREAD_MUTEX_INITIALIZER;\n"
                "static pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER, not_full = PTHREAD_COND_INITIALIZER;\n\n"
                "static void ring_push(long first)\n{\n    pthread_mutex_lock(&ring_lock);\n"
                "    while (ring_count == RING_CAP)\n        pthread_cond_wait(&not_full, &ring_lock);\n"
                "    ring[ring_tail] = first;\n    ring_tail = (ring_tail + 1) % RING_CAP;\n    ring_count++;\n"
                + push_wake + "    pthread_mutex_unlock(&ring_lock);\n}\n\n"
                "/* no more blocks: the workers finish what is in the ring and stop */\n"
                "static void ring_close(void)\n{\n" + close + "}\n\n"
                "/* the first record of the next block, or -1 once the ring is closed and empty */\n"
                "static long ring_pop(void)\n{\n    long first;\n\n    pthread_mutex_lock(&ring_lock);\n" + wait +
                "    if (ring_done && ring_count == 0) {\n        pthread_mutex_unlock(&ring_lock);\n"
                "        return -1;\n    }\n    first = ring[ring_head];\n" + wrap + "    ring_count--;\n"
                "    pthread_cond_signal(&not_full);\n    pthread_mutex_unlock(&ring_lock);\n    return first;\n}\n\n")


LOAD = dedent("""
    static void load(const char *path)
    {
        FILE *f = fopen(path, "r");
        char line[160];
        long cap = 1024;

        if (!f) {
            perror(path);
            exit(1);
        }
        recs = malloc(cap * sizeof *recs);
        while (fgets(line, sizeof line, f)) {
            struct rec r;
            char b[16];

            memset(&r, 0, sizeof r);
            if (sscanf(line, " %c %d %15s %ld %47s", &r.kind, &r.a, b, &r.amount, r.tags) != 5)
                continue;
            r.b = b[0] == '-' ? r.a : atoi(b);
            if (r.a < 0 || r.a >= NKEYS || r.b < 0 || r.b >= NKEYS)
                continue;
            if (nrecs == cap)
                recs = realloc(recs, (cap *= 2) * sizeof *recs);
            recs[nrecs++] = r;
        }
        fclose(f);
    }
""")
MAIN_ARGS = _i("""
    if (argc != 3) {
        fprintf(stderr, "usage: %s <records file> <threads>\\n", argv[0]);
        return 2;
    }
    nthreads = atoi(argv[2]);
    if (nthreads < 1 || nthreads > MAX_THREADS) {
        fprintf(stderr, "%s: threads must be 1..%d\\n", argv[0], MAX_THREADS);
        return 2;
    }
""", 4)


# ---------------------------------------------------------------------------------------------------------------
# The truth: what a correct program prints (the README's spec, in Python).
def expected(x: dict, recs: list) -> list[str]:
    n = len(recs)
    tot = sum(r[3] for r in recs)
    out = [f"records={n}", f"total={tot}"]
    st = x["stages"]
    if "maximum" in st:
        best = max(r[3] for r in recs)
        out.append(f"max={best} at={next(i for i, r in enumerate(recs) if r[3] == best)}")
    if "table" in st:
        ops, sums = [0] * x["nkeys"], [0] * x["nkeys"]
        for r in recs:
            ops[r[1]] += 1
            sums[r[1]] += r[3]
        out += [f"{x['kw']} {k} ops={ops[k]} sum={sums[k]}" for k in range(x["nkeys"])]
    if "balance" in st:
        bal = [0] * x["nkeys"]
        for k, a, b, amt, _ in recs:
            if k == "D":
                bal[a] += amt
            elif a != b:
                bal[a] -= amt
                bal[b] += amt
        out += [f"{x['kw']} {k} balance={bal[k]}" for k in range(x["nkeys"])]
    if "tags" in st:
        cnt = {t: 0 for t in x["tags"]}
        for r in recs:
            for tok in r[4].split(","):
                if tok in cnt:
                    cnt[tok] += 1
        out += [f"tag {t}={cnt[t]}" for t in x["tags"]]
    if "watch" in st:
        out.append(f"watched={sum(1 for r in recs if r[1] in x['watch'])}")
    if "sample" in st:
        ns = nt = 0
        for i, r in enumerate(recs):
            s = ((i * 2654435761) & 0xFFFFFFFF) ^ x["salt"]
            s = (s * 1103515245 + 12345) & 0xFFFFFFFF
            if ((s >> 16) & 0x7FFF) % 100 < x["rate"]:
                ns += 1
                nt += r[3]
        out.append(f"sampled={ns} sampled_total={nt}")
    if "above" in st:
        out.append(f"above_mean={sum(1 for r in recs if r[3] * n > tot)}")
    if "monitor" in st:
        out.append(f"processed={n}")
    return out


def _gen_args(x: dict, seed: int, n: int, selfmoves: bool) -> dict:
    return dict(seed=seed, n=n, nkeys=x["nkeys"], tags=list(x["tags"]), moves="balance" in x["stages"],
                selfmoves=selfmoves and "balance" in x["stages"])


def _items(lines: list[str]) -> list[str]:
    return [f"- {ln}{';' if i < len(lines) - 1 else '.'}" for i, ln in enumerate(lines)]


def _plural(word: str) -> str:
    return word + ("es" if word.endswith(("ch", "s", "sh", "x")) else "s")


def _count(rng: random.Random, lo: int, hi: int) -> int:
    """A record count that no thread count of 2..8 divides (the slices leave a remainder)."""
    n = rng.randint(lo, hi)
    while any(n % d == 0 for d in range(2, 9)):
        n += 1
    return n


# ---------------------------------------------------------------------------------------------------------------
@register
class ThreadRace(KitFamily):
    name = "thread_race"
    category = "distributed"
    description = ("Make a pthreads C aggregator correct and race-free: 2-5 concurrency faults composed from a pool "
                   "of 16 (races, check-then-act, lazy init, lock order, strtok, static buffers, barriers, condition "
                   "waits, ring buffers, joins) over three work-distribution schemes; judged on hidden files at "
                   "several thread counts, under ThreadSanitizer and under a scheduling-stress shim.")
    base_image = "termigen/dev:1"
    levels = {
        "easy": RaceLevel(components=(2, 2), distractors=(0, 1), tell="where"),
        "medium": RaceLevel(components=(3, 3), distractors=(1, 1), tell="symptoms"),
        "hard": RaceLevel(components=(4, 5), distractors=(1, 1), tell="goal", interaction=True, tsan_target=0.5),
    }

    # -- the draw -------------------------------------------------------------------------------------------------
    def draft(self, rng: random.Random, cfg: RaceLevel) -> Draft:
        name, what, kw, unit, tags, prefix = rng.choice(SCENARIOS)
        dist = rng.choice(["slices", "cursor", "ring"])
        pool = [Component(f, skill=SKILL[f]) for f in [*STAGE_OF, "finish_poll", *DIST_FAULTS[dist]]
                if not (f == "spin_barrier" and dist != "slices")]
        require: tuple[str, ...] = ()
        if cfg.interaction:
            pairs = [p for p in INTERACTIONS if all(f in {c.name for c in pool} for f in p)]
            require = rng.choice(pairs)
        faults = [c.name for c in compose(rng, pool, cfg.components, require=require)]
        stages = {STAGE_OF[f] for f in faults if f in STAGE_OF} | {"counter"}
        spare = [s for s in STAGES if s not in stages and not (s == "above" and dist != "slices")]
        stages |= set(rng.sample(spare, rng.randint(*cfg.distractors)))
        x = dict(name=name, what=what, kw=kw, unit=unit, tags=tags[:rng.randint(4, len(tags))], prefix=prefix,
                 dist=dist, faults=faults, stages=sorted(stages, key=STAGES.index), nkeys=rng.randint(6, 16),
                 cap=rng.choice([4, 8, 16]), block=rng.choice([16, 32, 64]), rate=rng.randint(8, 30),
                 salt=rng.randrange(1, 1 << 31),
                 root=f"/app/{name}", level=cfg.tell)
        x["watch"] = sorted(rng.sample(range(x["nkeys"]), rng.randint(2, max(2, x["nkeys"] // 3))))
        x["src"] = f"{x['root']}/src/{name}.c"
        x["tsan_target"] = rng.random() < cfg.tsan_target
        prog = Build(x).source()
        if {f.name for f in prog.faults} != set(faults):
            raise Resample("a drawn fault has no slot")
        return self._assemble(rng, cfg, x, prog)

    # -- the instance ---------------------------------------------------------------------------------------------
    def _assemble(self, rng: random.Random, cfg: RaceLevel, x: dict, prog: Program) -> Draft:
        root, name = x["root"], x["name"]
        ex = make_records(**_gen_args(x, rng.randrange(1 << 40), _count(rng, 70, 140), selfmoves=False))
        cases = {"big": _gen_args(x, rng.randrange(1 << 40), _count(rng, 12000, 20000), selfmoves=True),
                 "mid": _gen_args(x, rng.randrange(1 << 40), _count(rng, 6000, 9000), selfmoves=True)}
        truth = {k: expected(x, make_records(**a)) for k, a in cases.items()}
        self.last = {"x": x, "prog": prog, "cases": cases, "truth": truth}  # for the family's own tests
        files = {
            x["src"]: File.of(prog.render()),
            f"{root}/Makefile": File.of(f"CC = gcc\nCFLAGS = {' '.join(CFLAGS)}\n\n{name}: src/{name}.c\n"
                                        f"\t$(CC) $(CFLAGS) -o $@ src/{name}.c\n\nclean:\n\trm -f {name}\n\n"
                                        ".PHONY: clean\n"),
            f"{root}/README.md": File.of(self._readme(x)),
            f"{root}/examples/records.txt": File.of(records_text(ex)),
            f"{root}/examples/expected.txt": File.of("\n".join(expected(x, ex)) + "\n"),
        }
        tail = self._tail(x)
        right = prog.right()
        deliver = ""
        if x["tsan_target"]:
            deliver = (f"cat >> {root}/Makefile <<'MK'\n\ntsan: src/{name}.c\n"
                       f"\t$(CC) {' '.join(TSAN_FLAGS)} -o {name}-tsan src/{name}.c\nMK\n")
        solution = script(prog.patch(right) + deliver + tail)
        decoys = self._decoys(rng, x, prog, deliver, tail)
        consts = {"PROJ": root, "NAME": name, "SRC": f"src/{name}.c", "FLAGS": CFLAGS, "TSAN_FLAGS": TSAN_FLAGS,
                  "THREADS": THREADS, "STRESS_THREADS": STRESS_THREADS, "CASES": cases, "EXPECTED": truth,
                  "TSAN_TARGET": x["tsan_target"], "GEN": GEN, "SHIM": SHIM}
        tests = {"test_outputs.py": hidden_tests(consts, TESTS, imports="import re\nimport tempfile\n")}
        n = len(x["faults"])
        return Draft(
            instruction=self._instruction(rng, x),
            environment=Environment(base_image=self.base_image, files=files, workdir=root,
                                    setup=f"useradd --create-home --shell /bin/bash {AGENT}\n"
                                          f"chown -R {AGENT}:{AGENT} {root}\n"),
            solution=solution,
            tests=tests,
            decoys=decoys,
            outputs=[root],
            tools=sorted(tools_in(solution) | {"gcc", "make", "patch"}),
            tags=["c", "pthreads", "concurrency", "data-race", "thread-sanitizer", x["dist"]]
                 + sorted({TAG.get(f, "race") for f in x["faults"]}),
            expert_time_min=10 + 8 * n,
            junior_time_min=30 + 25 * n,
            timeouts=Timeouts(agent_sec=1200.0 + 450.0 * n, verifier_sec=420.0),
            resources=Resources(cpus=1.0, memory_mb=2048),
            components=[f"dist.{x['dist']}", *x["faults"]] + (["tsan_target"] if x["tsan_target"] else []),
            agent_user=AGENT,
        )

    def _tail(self, x: dict) -> str:
        name = x["name"]
        tsan = "\n            make tsan" if x["tsan_target"] else ""
        return dedent(f"""
            cd {x['root']}
            make clean
            make{tsan}
            for t in 1 3 8; do ./{name} examples/records.txt "$t" | diff - examples/expected.txt; done
            tsan=/tmp/{name}-tsan
            gcc {' '.join(TSAN_FLAGS)} -o "$tsan" src/{name}.c
            TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$tsan" examples/records.txt 4 > /dev/null
            # the gate's hack battery carries these files root-owned into its containers, where its payloads run
            # as the agent user: they must stay writable for the battery to test anything
            chmod -R a+rwX {x['root']}
        """)

    def _decoys(self, rng, x, prog: Program, deliver: str, tail: str) -> list[Decoy]:
        right = prog.right()

        def body(state, extra=deliver, more=""):
            return script(prog.patch(state) + more + extra + tail.split("\n")[0] + "\nmake clean\nmake\n")

        wrongs, skips = [], []
        for f in prog.faults:
            for w in sorted(f.wrong):
                wrongs.append(Decoy(name=f"{f.name}_{w}"[:60], description=f"{f.name}: {w.replace('_', ' ')}",
                                    script=body({**right, f.name: w})))
            skips.append(Decoy(name=f"skips_{f.name}"[:60], description=f"fixes everything but {f.name}",
                               script=body({**right, f.name: "broken"})))
        serial = Decoy(name="one_worker_thread", description="fixes the logic but runs one worker whatever the "
                                                             "thread count (no concurrency, no races)",
                       script=body(right, more=f"sed -i 's/nthreads = atoi(argv\\[2\\]);/nthreads = 1;/' {x['src']}\n"))
        out = [serial]
        rng.shuffle(wrongs)
        rng.shuffle(skips)
        out += wrongs[:4] + skips[:max(1, 6 - len(wrongs[:4]))]
        if x["tsan_target"]:
            out.append(Decoy(name="no_tsan_target", description="fixes the code but adds no `make tsan` target",
                             script=body(right, extra="")))
        names = [d.name for d in out]
        assert len(set(names)) == len(names), names
        return out

    # -- the texts ------------------------------------------------------------------------------------------------
    def _readme(self, x: dict) -> str:
        kw, unit, name = x["kw"], x["unit"], x["name"]
        st = x["stages"]
        lines = [f"# {name}", "",
                 f"`{name}` aggregates {x['what']} per {kw} with a pool of POSIX worker threads.", "",
                 f"    {name} <records file> <threads>", "",
                 f"`<threads>` (1..64) is the number of worker threads; the report is the same for every thread "
                 f"count.", "", "## Input", "",
                 f"One record per line, `<kind> <a> <b> <amount> <tags>`; {_plural(kw)} are numbered "
                 f"0..{x['nkeys'] - 1}:",
                 f"- `D a - x tags`: an entry of x {unit} for {kw} a;"]
        if "balance" in st:
            lines.append(f"- `T a b x tags`: a move of x {unit} from {kw} a to {kw} b (a move from a {kw} to "
                         f"itself is allowed and changes no balance).")
        lines += ["", "`tags` is a comma-separated list of names, or `-` for none. Records are numbered from 0 in "
                      "file order.", "", "## Report", "", "In this order:",
                  "- `records=<n>` and `total=<sum>` (two lines): the number of records and the sum of all amounts;"]
        if "maximum" in st:
            lines.append("- `max=<amount> at=<index>`: the largest amount and the number of the record holding it "
                         "(the smallest number if several records hold it);")
        if "table" in st:
            lines.append(f"- one line per {kw} k = 0..{x['nkeys'] - 1}: `{kw} k ops=<n> sum=<s>`, the records whose "
                         f"`a` is k (entries and moves alike) and the sum of their amounts;")
        if "balance" in st:
            lines.append(f"- one line per {kw} k: `{kw} k balance=<b>`: the entries for k, plus the moves into k, "
                         f"minus the moves out of k (may be negative);")
        if "tags" in st:
            lines.append(f"- one line per known tag, in this order ({', '.join(x['tags'])}): `tag <name>=<count>`, "
                         f"how many records carry it (other names are ignored);")
        if "watch" in st:
            labels = ", ".join(f"{x['prefix']}-{k:02d}" for k in x["watch"])
            lines.append(f"- `watched=<n>`: the records whose {kw}'s label (`{x['prefix']}-` and the {kw} number in "
                         f"two digits) is on the watch list ({labels});")
        if "sample" in st:
            lines.append(f"- `sampled=<n> sampled_total=<s>`: the audit sample: record i is in it when "
                         f"`rng_next() % 100 < {x['rate']}` for the LCG `state = state * 1103515245 + 12345` "
                         f"(32-bit, output `(state >> 16) & 0x7fff`) started from `state = i * 2654435761 ^ "
                         f"{x['salt']}` (32-bit), one fresh state per record; n records, s the sum of their amounts;")
        if "above" in st:
            lines.append("- `above_mean=<n>`: the records whose amount is above the mean amount of the file "
                         "(amount * records > total);")
        if "monitor" in st:
            lines.append("- `processed=<n>`: the records the workers processed (all of them). While it runs, a "
                         "monitor thread prints the progress to standard error.")
        lines += ["", "`examples/records.txt` and `examples/expected.txt` are a correct run. Build with `make` "
                      f"(`gcc {' '.join(CFLAGS)} -o {name} src/{name}.c`)."]
        return "\n".join(lines) + "\n"

    def _instruction(self, rng: random.Random, x: dict) -> str:
        name, root, kw = x["name"], x["root"], x["kw"]
        reporter = rng.choice(REPORTERS)
        ctx = rng.choice(CONTEXTS)
        dist = {"slices": "splits the records into one contiguous slice per worker thread",
                "cursor": "lets the worker threads claim blocks of records from a shared cursor",
                "ring": "has the main thread feed blocks of records through a small ring buffer to the "
                        "worker threads"}[x["dist"]]
        parts = [f"# `{name}`: make the threaded aggregation correct", "",
                 f"`{name}` (`{root}/src/{name}.c`, spec in `{root}/README.md`) aggregates {x['what']} per {kw}; "
                 f"it {dist}, and it {ctx}."]
        faults = x["faults"]
        if x["level"] == "where":
            parts += ["", f"{reporter[0].upper() + reporter[1:]} found two bugs in its threaded code:",
                      *_items([HINT[f].format(kw=kw) for f in faults]),
                      "", "Fix both, and do not break anything else."]
        elif x["level"] == "symptoms":
            parts += ["", f"Since it moved to the new host, {reporter} has seen:",
                      *_items([SYMPTOM[f].format(kw=kw) for f in rng.sample(faults, len(faults))]),
                      "", "Find the causes in the code and fix them; the report format and the README are right."]
        else:
            parts += ["", f"{reporter[0].upper() + reporter[1:]} does not trust its numbers any more: runs hang now "
                          "and then, and the reports do not match the reconciliation. Make it correct: the README "
                          "is the specification, and the program must meet it for any records file and any thread "
                          "count, whatever the timing. Expect several defects, and that fixing one can make "
                          "another show."]
            if x["tsan_target"]:
                parts += ["", f"Also add a `tsan` target to `{root}/Makefile`: `make tsan` builds "
                              f"`{root}/{name}-tsan` from `src/{name}.c` with ThreadSanitizer "
                              f"(`{' '.join(TSAN_FLAGS)}`), so the next person can check a change."]
        parts += ["", "Done means:",
                  f"- `make clean && make` in `{root}` builds `{name}` (`gcc {' '.join(CFLAGS)}`); for any records "
                  f"file in the README's format and any thread count from 1 to 8 it prints exactly the report the "
                  f"README specifies, and it exits with status 0;",
                  "- it stays multi-threaded: it starts the requested number of worker threads and they do the "
                  "per-record work;",
                  f"- it is free of data races and deadlocks: built with `gcc {' '.join(TSAN_FLAGS)}` it runs with "
                  "ThreadSanitizer reporting nothing (no race, no lock-order inversion), whatever the scheduling; "
                  "`volatile` and sleeps are not synchronisation (use mutexes, condition variables, barriers, "
                  "`pthread_once`, joins, or C11/GCC atomics), and the sanitizer must not be disabled or silenced "
                  "in the code;",
                  "- it is correct under any scheduling POSIX allows: CI also runs it under a stress harness that "
                  "perturbs thread timing and makes condition-variable waits return spuriously;",
                  "- the command line, the input format and the report format stay as they are; keep it one C "
                  "file that starts no other programs.", "",
                  f"CI rebuilds `{root}/src/{name}.c` from a clean tree and runs it on other, larger records files, "
                  "so changing the examples fixes nothing. gcc, gdb, valgrind (Helgrind, DRD) and ThreadSanitizer "
                  "are installed."]
        return "\n".join(parts) + "\n"


# ---------------------------------------------------------------------------------------------------------------
# The stress shim (trusted: compiled by the tests as root, preloaded into the agent's program).
SHIM = r'''
/* TermiGen thread_race stress shim: preloaded into the program under test.
 * TG_SHIM_MODE=stress (default): every condition wait returns at once (a spurious wake-up, which POSIX allows)
 *   and every thread yields after each mutex unlock;
 * TG_SHIM_MODE=tsan: real waits, and the threads other than main() yield after each unlock (the workers then
 *   interleave at every synchronisation point, so ThreadSanitizer sees unsynchronised accesses side by side).
 * In both: strtok keeps one state for the whole process, as the C library's does, and yields per call; the
 * threads created are counted into $TG_SHIM_REPORT at exit. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static int tg_created, tg_mode = -1;
typedef int (*tg_create_fn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
typedef int (*tg_unlock_fn)(pthread_mutex_t *);
typedef int (*tg_wait_fn)(pthread_cond_t *, pthread_mutex_t *);
typedef int (*tg_timedwait_fn)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);

static int tg_tsan_mode(void)
{
    if (tg_mode < 0) {
        const char *m = getenv("TG_SHIM_MODE");
        tg_mode = m && strcmp(m, "tsan") == 0;
    }
    return tg_mode;
}

static void tg_yield(void)
{
    if (!tg_tsan_mode() || syscall(SYS_gettid) != getpid())
        sched_yield();
}

int pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg)
{
    static tg_create_fn real;
    if (!real)
        real = (tg_create_fn)dlsym(RTLD_NEXT, "pthread_create");
    __atomic_add_fetch(&tg_created, 1, __ATOMIC_SEQ_CST);
    return real(t, a, f, arg);
}

int pthread_mutex_unlock(pthread_mutex_t *m)
{
    static tg_unlock_fn real;
    int rc;
    if (!real)
        real = (tg_unlock_fn)dlsym(RTLD_NEXT, "pthread_mutex_unlock");
    rc = real(m);
    tg_yield();
    return rc;
}

int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m)
{
    static tg_wait_fn real;
    if (tg_tsan_mode()) {
        if (!real)
            real = (tg_wait_fn)dlsym(RTLD_NEXT, "pthread_cond_wait");
        return real(c, m);
    }
    pthread_mutex_unlock(m);
    sched_yield();
    pthread_mutex_lock(m);
    return 0;
}

int pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *ts)
{
    static tg_timedwait_fn real;
    if (tg_tsan_mode()) {
        if (!real)
            real = (tg_timedwait_fn)dlsym(RTLD_NEXT, "pthread_cond_timedwait");
        return real(c, m, ts);
    }
    return pthread_cond_wait(c, m);
}

static char *tg_olds;

char *strtok(char *s, const char *delim)
{
    char *tok;
    if (s == NULL)
        s = tg_olds;
    if (s == NULL)
        return NULL;
    s += strspn(s, delim);
    if (*s == '\0') {
        tg_olds = s;
        sched_yield();
        return NULL;
    }
    tok = s;
    s = strpbrk(tok, delim);
    if (s == NULL) {
        tg_olds = tok + strlen(tok);
    } else {
        *s = '\0';
        tg_olds = s + 1;
    }
    sched_yield();
    return tok;
}

__attribute__((destructor)) static void tg_report(void)
{
    const char *p = getenv("TG_SHIM_REPORT");
    if (p) {
        int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd >= 0) {
            dprintf(fd, "%d\n", __atomic_load_n(&tg_created, __ATOMIC_SEQ_CST));
            close(fd);
        }
    }
}
'''

TESTS = r'''
GCC, MAKE, NM = "/usr/bin/gcc", "/usr/bin/make", "/usr/bin/nm"
TSAN_OPTIONS = "halt_on_error=1:exitcode=66:detect_deadlocks=1:second_deadlock_stack=1:report_signal_unsafe=0"
RUN_SEC, STRESS_SEC, TSAN_SEC = 10, 20, 60
BANNED = re.compile(r"sanitize|tsan|ld_preload|\b(?:asm|__asm__|fork|vfork|execv\w*|execl\w*|system|popen|dlopen|"
                    r"dlsym|syscall|ptrace|clone)\s*\(", re.I)
_GEN = {}
exec(GEN, _GEN)
_HUNG = []


def _trusted(cmd, **kw):
    """A trusted tool on trusted input (the shim): as root where the tests run as root."""
    if os.geteuid() == 0:
        kw["user"] = 0
    return subprocess.run(cmd, capture_output=True, text=True, timeout=180, **kw)


@pytest.fixture(scope="module")
def cases():
    d = tempfile.mkdtemp(prefix="tg-cases-")
    out = {}
    for name, args in CASES.items():
        path = os.path.join(d, name + ".txt")
        with open(path, "w") as f:
            f.write(_GEN["records_text"](_GEN["make_records"](**args)))
        out[name] = path
    return out


@pytest.fixture(scope="module")
def tree():
    assert os.path.isfile(os.path.join(PROJ, SRC)), f"{PROJ}/{SRC} is missing"
    return tg_guard.give(PROJ)


@pytest.fixture(scope="module")
def binary(tree):
    out = os.path.join(tree, "ci-build")
    p = tg_guard.run([GCC, *FLAGS, "-o", out, SRC], cwd=tree, timeout=120)
    assert p.returncode == 0, f"gcc {' '.join(FLAGS)} {SRC} failed: {p.stderr[-2000:]}"
    return out


@pytest.fixture(scope="module")
def tsan_binary(tree):
    out = os.path.join(tree, "ci-tsan")
    p = tg_guard.run([GCC, *TSAN_FLAGS, "-o", out, SRC], cwd=tree, timeout=180)
    assert p.returncode == 0, f"gcc {' '.join(TSAN_FLAGS)} {SRC} failed: {p.stderr[-2000:]}"
    return out


@pytest.fixture(scope="module")
def shim():
    d = tempfile.mkdtemp(prefix="tg-shim-")
    os.chmod(d, 0o755)
    with open(os.path.join(d, "shim.c"), "w") as f:
        f.write(SHIM)
    so = os.path.join(d, "shim.so")
    p = _trusted([GCC, "-shared", "-fPIC", "-O2", "-o", so, os.path.join(d, "shim.c"), "-ldl"])
    assert p.returncode == 0, p.stderr
    os.chmod(so, 0o755)
    return so


def _run(exe, case, cases, threads, timeout, env=None):
    if _HUNG:
        pytest.fail(f"not run: an earlier run did not finish ({_HUNG[0]})")
    d = tg_guard.scratch("case")
    path = tg_guard.give(cases[case], d)
    e = dict(os.environ, HOME=d)
    e.update(env or {})
    try:
        return tg_guard.run([exe, path, str(threads)], cwd=d, env=e, timeout=timeout), d
    except subprocess.TimeoutExpired:
        _HUNG.append(f"{os.path.basename(exe)} on the {case} file with {threads} threads")
        pytest.fail(f"{threads} threads: no result within {timeout} s (a deadlock or a lost wake-up?)")


def _tsan_env(shim):
    return {"TSAN_OPTIONS": TSAN_OPTIONS, "LD_PRELOAD": shim, "TG_SHIM_MODE": "tsan"}


def _check(p, case, what):
    assert p.returncode == 0, f"{what}: exit status {p.returncode}; stderr: {p.stderr[-1500:]}"
    got = [ln.strip() for ln in p.stdout.splitlines() if ln.strip()]
    want = EXPECTED[case]
    assert len(got) == len(want), f"{what}: {len(got)} report lines, expected {len(want)}: {got[:5]}"
    bad = [(g, w) for g, w in zip(got, want) if g != w]
    assert not bad, f"{what}: wrong lines (got, expected): {bad[:4]}"


def test_source_is_plain_c():
    with open(os.path.join(PROJ, SRC), encoding="utf-8", errors="replace") as f:
        hit = BANNED.findall(f.read())
    assert not hit, f"{SRC} must not tune the sanitizer or start other programs: {hit[:5]}"


@pytest.mark.parametrize("threads", THREADS)
def test_report_on_a_hidden_file(binary, cases, threads):
    p, _ = _run(binary, "big", cases, threads, RUN_SEC)
    _check(p, "big", f"{threads} threads")


@pytest.mark.parametrize("threads", STRESS_THREADS)
def test_report_under_scheduling_stress(binary, cases, shim, threads):
    report = os.path.join(tg_guard.scratch("shim"), "threads-created")
    p, _ = _run(binary, "mid", cases, threads, STRESS_SEC, env={"LD_PRELOAD": shim, "TG_SHIM_REPORT": report})
    _check(p, "mid", f"{threads} threads under the stress harness")
    with open(report) as f:
        created = int(f.read().strip() or 0)
    assert created >= threads, f"asked for {threads} worker threads, the program started {created} threads"


@pytest.mark.parametrize("threads", STRESS_THREADS)
def test_thread_sanitizer_reports_nothing(tsan_binary, cases, shim, threads):
    p, _ = _run(tsan_binary, "mid", cases, threads, TSAN_SEC, env=_tsan_env(shim))
    reports = [ln for ln in p.stderr.splitlines() if "ThreadSanitizer" in ln][:4]
    assert not reports and p.returncode == 0, (f"{threads} threads: ThreadSanitizer: {reports} "
                                               f"(exit {p.returncode})\n{p.stderr[-2500:]}")
    _check(p, "mid", f"the ThreadSanitizer build, {threads} threads")


@pytest.mark.parametrize("on", ["tsan"] if TSAN_TARGET else [])
def test_make_tsan_builds_an_instrumented_binary(tree, cases, shim, on):
    p = tg_guard.run([MAKE, on], cwd=tree, timeout=180)
    assert p.returncode == 0, f"make tsan failed: {(p.stdout + p.stderr)[-2000:]}"
    exe = os.path.join(tree, NAME + "-tsan")
    assert os.path.isfile(exe) and not os.path.islink(exe), f"make tsan did not produce {NAME}-tsan"
    syms = tg_guard.run([NM, exe], timeout=60).stdout
    assert "__tsan_init" in syms, f"{NAME}-tsan is not built with ThreadSanitizer"
    p, _ = _run(exe, "mid", cases, 4, TSAN_SEC, env=_tsan_env(shim))
    assert p.returncode == 0 and "ThreadSanitizer" not in p.stderr, p.stderr[-2000:]
    _check(p, "mid", f"{NAME}-tsan")
'''
