"""Distributed: fix a multi-threaded (pthreads) aggregator: data races on shared counters, check-then-act on a
shared maximum, lazy initialisation by workers, lock-order inversion in transfers, plus slicing and merge bugs.
Judged by exact output for several thread counts on hidden inputs and by valgrind's Helgrind race detector."""

from __future__ import annotations

import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File, Timeouts

SCENARIOS = [("ticketd", "ticket sales", "venue", "seats"), ("stockmove", "warehouse stock movements", "bin", "units"),
             ("ledgerd", "ledger postings", "account", "cents"), ("meterd", "meter uploads", "feeder", "watt-hours"),
             ("clickagg", "ad click batches", "campaign", "clicks"), ("fleetfuel", "fuel card swipes", "depot", "litres"),
             ("labq", "lab assay results", "bench", "counts"), ("parkpay", "parking payments", "zone", "cents")]
CONTEXTS = ["runs every night from cron", "feeds the morning dashboard", "was recently moved to a 32-core host",
            "is called by the billing export", "runs after every ingest batch", "is part of the month-end close"]
REPORTERS = ["the on-call engineer", "a customer audit", "the finance team", "QA", "a nightly consistency check"]

# Bugs: S last thread drops the remainder of the slice; R1 totals updated without the lock;
# R2 maximum checked outside the lock (check-then-act, no tie-break); M merge loop skips the last key;
# R5 the per-key table is lazily allocated by whichever worker comes first; R4 transfers lock the two accounts
# in argument order (lock-order inversion).
BUGS = {
    "S": ("slice_remainder", "the last worker's slice drops the leftover records"),
    "R1": ("unlocked_totals", "record/total counters updated without the mutex"),
    "R2": ("max_outside_lock", "maximum compared outside the mutex"),
    "M": ("merge_off_by_one", "per-thread merge skips the last key"),
    "R5": ("lazy_init", "shared table allocated lazily by the workers"),
    "R4": ("lock_order", "transfers lock accounts in argument order"),
}


class Prog:
    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self.name, self.what, self.keyw, self.unit = rng.choice(SCENARIOS)
        self.root = f"/app/{self.name}"
        self.nkeys = rng.randint(6, 16)
        self.bugs = {"easy": {"S", "R1"}, "medium": {"S", "R1", "R2", "M"},
                     "hard": {"S", "R1", "R2", "M", "R5", "R4"}}[level]
        self.example = self._records(rng, rng.randint(40, 70))
        self.hidden = [self._records(rng, rng.randint(6_000, 9_000)), self._records(rng, rng.randint(300, 420))]
        # which mistakes this instance has (drawn last so the data above does not depend on it)
        value_bug = rng.choice(["S", "M"])
        self.bugs = {"easy": {"R1", value_bug}, "medium": {"R1", "R2", value_bug},
                     "hard": {"R4", "R5", rng.choice(["R1", "R2"]), value_bug}}[level]

    def _records(self, rng, n):
        while n % 3 == 0 or n % 4 == 0 or n % 7 == 0:
            n += 1
        recs = []
        for _ in range(n):
            k = rng.randrange(self.nkeys)
            if self.level == "hard" and rng.random() < 0.45:
                j = rng.randrange(self.nkeys)
                while j == k:
                    j = rng.randrange(self.nkeys)
                recs.append(("T", k, j, rng.randint(1, 900)))
            else:
                recs.append(("D", k, rng.randint(1, 5000)))
        # the largest amount appears twice, far apart (tie: the first occurrence wins)
        top = 9000 + rng.randint(0, 999)
        i, j = rng.randrange(n // 3), rng.randrange(2 * n // 3, n)
        recs[i] = ("D", recs[i][1], top)
        recs[j] = ("D", rng.randrange(self.nkeys), top)
        # the last key must have activity in every slice, and the last records fall in the remainder
        recs[-1] = ("D", self.nkeys - 1, rng.randint(1, 5000))
        recs[0] = ("D", self.nkeys - 1, rng.randint(1, 5000))
        if self.level == "hard":
            a, b = rng.sample(range(self.nkeys), 2)   # both directions between the same pair: lock order matters
            recs[1] = ("T", a, b, rng.randint(1, 900))
            recs[2] = ("T", b, a, rng.randint(1, 900))
        return recs

    def text(self, recs):
        return "\n".join(" ".join(map(str, r)) for r in recs) + "\n"

    def expected(self, recs):
        total, best, best_i = 0, -1, -1
        bal, ops = [0] * self.nkeys, [0] * self.nkeys
        for i, r in enumerate(recs):
            amount = r[-1]
            total += amount
            if amount > best:
                best, best_i = amount, i
            if r[0] == "D":
                bal[r[1]] += amount
                ops[r[1]] += 1
            else:
                bal[r[1]] -= amount
                bal[r[2]] += amount
                ops[r[1]] += 1
                ops[r[2]] += 1
        out = [f"records={len(recs)}", f"total={total}"]
        if self.level != "easy":
            out.append(f"max={best} at={best_i}")
        out += [f"{self.keyw} {k} ops={ops[k]} {'balance' if self.level == 'hard' else 'sum'}={bal[k]}" for k in range(self.nkeys)]
        return out

    # -- the program ------------------------------------------------------------------------------------------
    def source(self, bugs: set[str]) -> str:
        lv = self.level
        L = []
        L.append(f"/* {self.name}: aggregates {self.what} with a pool of worker threads.\n"
                 f" * Usage: {self.name} <records file> <threads>\n"
                 " * Lines are `D <key> <amount>`" + (" or `T <from> <to> <amount>`" if lv == "hard" else "") + ". */")
        L.append("#include <pthread.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n")
        L.append(f"#define NKEYS {self.nkeys}\n")
        L.append("struct rec {\n    char kind;\n    int a, b;\n    long amount;\n};\n")
        L.append("static struct rec *recs;\nstatic long nrecs;\n")
        L.append("static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;  /* records, total */\n"
                 "static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;  /* per-key results */\n"
                 "static long records, total;")
        if lv != "easy":
            L.append("static pthread_mutex_t max_lock = PTHREAD_MUTEX_INITIALIZER;    /* max_amount, max_at */\n"
                     "static long max_amount = -1, max_at = -1;")
        if lv == "hard":
            L.append("static pthread_mutex_t acct_lock[NKEYS];")
            L.append("static long *balance; /* NKEYS entries */")
            L.append("static long ops[NKEYS];\n")
        else:
            L.append("static long key_ops[NKEYS], key_sum[NKEYS];\n")
        L.append("struct job {\n    long start, end;\n};\n")
        if lv == "hard":
            L.append("static void lock_pair(int x, int y)\n{")
            if "R4" in bugs:
                L.append("    pthread_mutex_lock(&acct_lock[x]);\n    pthread_mutex_lock(&acct_lock[y]);")
            else:
                L.append("    /* always lock the lower-numbered account first */\n"
                         "    int lo = x < y ? x : y, hi = x < y ? y : x;\n"
                         "    pthread_mutex_lock(&acct_lock[lo]);\n    if (hi != lo)\n        pthread_mutex_lock(&acct_lock[hi]);")
            L.append("}\n")
            L.append("static void unlock_pair(int x, int y)\n{\n    pthread_mutex_unlock(&acct_lock[x]);\n"
                     "    if (y != x)\n        pthread_mutex_unlock(&acct_lock[y]);\n}\n")
        L.append("static void *worker(void *arg)\n{\n    struct job *job = arg;")
        if lv == "hard" and "R5" in bugs:
            L.append("    if (balance == NULL) /* first worker sets up the table */\n"
                     "        balance = calloc(NKEYS, sizeof *balance);")
        if lv == "hard":
            L.append("    long my_ops[NKEYS] = {0};")
        else:
            L.append("    long my_ops[NKEYS] = {0}, my_sum[NKEYS] = {0};")
        L.append("    for (long i = job->start; i < job->end; i++) {\n        const struct rec *r = &recs[i];")
        if lv != "easy":
            if "R2" in bugs:
                L.append("        if (r->amount > max_amount) {\n            pthread_mutex_lock(&max_lock);\n"
                         "            max_amount = r->amount;\n            max_at = i;\n            pthread_mutex_unlock(&max_lock);\n        }")
            else:
                L.append("        pthread_mutex_lock(&max_lock);\n"
                         "        if (r->amount > max_amount || (r->amount == max_amount && i < max_at)) {\n"
                         "            max_amount = r->amount;\n            max_at = i;\n        }\n"
                         "        pthread_mutex_unlock(&max_lock);")
        if "R1" in bugs:
            L.append("        records++;\n        total += r->amount;")
        else:
            L.append("        pthread_mutex_lock(&count_lock);\n        records++;\n        total += r->amount;\n"
                     "        pthread_mutex_unlock(&count_lock);")
        if lv == "hard":
            L.append("        if (r->kind == 'T') {\n            lock_pair(r->a, r->b);\n"
                     "            balance[r->a] -= r->amount;\n            balance[r->b] += r->amount;\n"
                     "            unlock_pair(r->a, r->b);\n            my_ops[r->a]++;\n            my_ops[r->b]++;\n"
                     "        } else {\n            pthread_mutex_lock(&acct_lock[r->a]);\n"
                     "            balance[r->a] += r->amount;\n            pthread_mutex_unlock(&acct_lock[r->a]);\n"
                     "            my_ops[r->a]++;\n        }")
        else:
            L.append("        my_ops[r->a]++;\n        my_sum[r->a] += r->amount;")
        L.append("    }")
        last = "NKEYS - 1" if "M" in bugs else "NKEYS"
        L.append(f"    /* merge this worker's per-key counts */\n    pthread_mutex_lock(&merge_lock);\n    for (int k = 0; k < {last}; k++) {{")
        if lv == "hard":
            L.append("        ops[k] += my_ops[k];")
        else:
            L.append("        key_ops[k] += my_ops[k];\n        key_sum[k] += my_sum[k];")
        L.append("    }\n    pthread_mutex_unlock(&merge_lock);\n    return NULL;\n}\n")
        # main
        L.append("static void load(const char *path)\n{\n    FILE *f = fopen(path, \"r\");\n    char kind;\n"
                 "    long cap = 1024;\n    if (!f) {\n        perror(path);\n        exit(1);\n    }\n"
                 "    recs = malloc(cap * sizeof *recs);\n    while (fscanf(f, \" %c\", &kind) == 1) {\n"
                 "        struct rec r = {kind, 0, 0, 0};\n        if (kind == 'T')\n"
                 "            fscanf(f, \"%d %d %ld\", &r.a, &r.b, &r.amount);\n        else\n"
                 "            fscanf(f, \"%d %ld\", &r.a, &r.amount);\n        if (nrecs == cap)\n"
                 "            recs = realloc(recs, (cap *= 2) * sizeof *recs);\n        recs[nrecs++] = r;\n    }\n"
                 "    fclose(f);\n}\n")
        L.append("int main(int argc, char **argv)\n{\n    if (argc < 3) {\n"
                 "        fprintf(stderr, \"usage: %s <records file> <threads>\\n\", argv[0]);\n        return 2;\n    }\n"
                 "    load(argv[1]);\n    int nt = atoi(argv[2]);\n    if (nt < 1)\n        nt = 1;")
        if lv == "hard":
            L.append("    for (int k = 0; k < NKEYS; k++)\n        pthread_mutex_init(&acct_lock[k], NULL);")
            if "R5" not in bugs:
                L.append("    balance = calloc(NKEYS, sizeof *balance);")
        L.append("    pthread_t *tid = malloc(nt * sizeof *tid);\n    struct job *jobs = malloc(nt * sizeof *jobs);\n"
                 "    long chunk = nrecs / nt;\n    for (int t = 0; t < nt; t++) {")
        if "S" in bugs:
            L.append("        jobs[t].start = t * chunk;\n        jobs[t].end = (t + 1) * chunk;")
        else:
            L.append("        jobs[t].start = t * chunk;\n        jobs[t].end = t == nt - 1 ? nrecs : (t + 1) * chunk;")
        L.append("        pthread_create(&tid[t], NULL, worker, &jobs[t]);\n    }\n"
                 "    for (int t = 0; t < nt; t++)\n        pthread_join(tid[t], NULL);\n")
        L.append("    printf(\"records=%ld\\ntotal=%ld\\n\", records, total);")
        if lv != "easy":
            L.append("    printf(\"max=%ld at=%ld\\n\", max_amount, max_at);")
        if lv == "hard":
            L.append(f"    for (int k = 0; k < NKEYS; k++)\n        printf(\"{self.keyw} %d ops=%ld balance=%ld\\n\", k, ops[k], balance[k]);")
        else:
            L.append(f"    for (int k = 0; k < NKEYS; k++)\n        printf(\"{self.keyw} %d ops=%ld sum=%ld\\n\", k, key_ops[k], key_sum[k]);")
        L.append("    free(tid);\n    free(jobs);\n    free(recs);\n    return 0;\n}")
        return "\n".join(L) + "\n"


def _solver(p: Prog, bugs: set[str]) -> str:
    return script(f"""
        cd {p.root}
        cat > src/{p.name}.c <<'C_SOURCE'
        {{source}}C_SOURCE
        gcc -O2 -g -Wall -pthread -o {p.name} src/{p.name}.c
        rec=examples/records.txt
        "$PWD/{p.name}" "$rec" 3 | diff - examples/expected.txt || true
        "$PWD/{p.name}" "$rec" 7 | tee /tmp/t7.txt | tail -n 3
        "$PWD/{p.name}" "$rec" 1 | cmp - /tmp/t7.txt || echo 'output depends on the thread count' >&2
        valgrind --tool=helgrind -q --error-exitcode=99 ./{p.name} "$rec" 4 > /dev/null || true
    """).replace("{source}", p.source(bugs))


@register
class ThreadRace(Family):
    name = "thread_race"
    category = "distributed"
    description = "Fix data races, check-then-act, lazy init and lock-order bugs in a pthreads aggregator; Helgrind must stay silent."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        p = Prog(rng, level)
        files = {f"{p.root}/src/{p.name}.c": File.of(p.source(p.bugs)),
                 f"{p.root}/Makefile": File.of(f"{p.name}: src/{p.name}.c\n\tgcc -O2 -g -Wall -pthread -o $@ $<\n"),
                 f"{p.root}/examples/records.txt": File.of(p.text(p.example)),
                 f"{p.root}/examples/expected.txt": File.of("\n".join(p.expected(p.example)) + "\n")}
        truth = {"big": p.expected(p.hidden[0]), "small": p.expected(p.hidden[1])}
        tests = {"test_outputs.py": pytest_file("import os, subprocess, tempfile\n\nimport pytest",
                                                {"EXPECTED": truth, "ROOT": p.root, "NAME": p.name}, TESTS),
                 "cases/big.txt": File.of(p.text(p.hidden[0])), "cases/small.txt": File.of(p.text(p.hidden[1]))}
        decoys = [Decoy(name=BUGS[b][0], description=f"fixes everything except: {BUGS[b][1]}", script=_solver(p, {b}))
                  for b in sorted(p.bugs)]
        return Draft(
            instruction=self._instruction(p, rng),
            environment=Environment(base_image=self.base_image, files=files, workdir=p.root),
            solution=_solver(p, set()),
            tests=tests,
            decoys=decoys,
            outputs=[f"{p.root}/src"],
            tools=["gcc", "valgrind", "diff", "cat", "cmp", "tee", "tail"],
            tags=["pthreads", "data-race", "c", "helgrind"] + {"easy": [], "medium": ["check-then-act"],
                                                              "hard": ["check-then-act", "deadlock", "lock-ordering"]}[level],
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 80, "hard": 150}[level],
            timeouts=Timeouts(verifier_sec=300.0),
        )

    @staticmethod
    def _instruction(p: Prog, rng):
        kw = p.keyw
        spec = ["`records=<n>`: the number of records; `total=<sum>`: the sum of all amounts."]
        if p.level != "easy":
            spec.append("`max=<amount> at=<index>`: the largest amount and the 0-based index of the record that has "
                        "it; if several records share the largest amount, the smallest index.")
        if p.level == "hard":
            spec.append(f"then one line per {kw} k = 0..{p.nkeys - 1}: `{kw} k ops=<n> balance=<b>`. A `D k x` record "
                        f"adds x to {kw} k's balance; a `T i j x` record moves x from {kw} i to {kw} j (balances may go "
                        f"negative). `ops` counts the records that touch the {kw} (a transfer counts for both sides).")
        else:
            spec.append(f"then one line per {kw} k = 0..{p.nkeys - 1}: `{kw} k ops=<n> sum=<s>`, the number of records "
                        f"for that {kw} and the sum of their amounts.")
        symptom = rng.choice(["the totals drift from run to run", "numbers differ depending on the thread count",
                              "a reconciliation against the raw files found missing records",
                              "the job occasionally hangs and has to be killed" if p.level == "hard" else
                              "totals are slightly off on busy days"])
        reporter = rng.choice(REPORTERS)
        return dedent("""
            # `{name}`: make the threaded aggregation correct

            `{name}` (`{root}/src/{name}.c`) sums {what} per {kw} using a pool of POSIX threads:
            `./{name} <records file> <threads>`; it {context}. {reporter} reports that {symptom}. Fix the program so that, for any
            thread count from 1 to 8, it prints exactly:

            {spec}

            Requirements:
            - It must stay multi-threaded: the records are split into one contiguous slice per thread and the
              workers do the per-record work (the main thread only loads the file, starts and joins the workers,
              and prints).
            - It must be free of data races and lock-order problems. This is checked with valgrind's Helgrind
              (`valgrind --tool=helgrind --error-exitcode=99 ./{name} <file> 4` must report no errors), so
              synchronise with pthread mutexes, condition variables and joins; C11 atomics, `volatile` tricks and
              hand-rolled spin locks are not understood by the checker and do not count as synchronisation.
            - Keep the input and output formats.

            Build with `gcc -O2 -g -Wall -pthread -o {name} src/{name}.c` (or `make`). `examples/records.txt`
            with `examples/expected.txt` is a correct run. The fix is checked by compiling `{root}/src/{name}.c`
            that way, running it on other record files with several thread counts, and running it under Helgrind.
        """).replace("{name}", p.name).replace("{root}", p.root).replace("{what}", p.what).replace("{kw}", kw) \
            .replace("{reporter}", reporter[0].upper() + reporter[1:]) \
            .replace("{symptom}", symptom).replace("{context}", rng.choice(CONTEXTS)).replace("{spec}", "\n".join(f"- {s}" for s in spec))


TESTS = '''
HERE = os.path.dirname(os.path.abspath(__file__))
_BIN = {}

def _binary():
    if "b" not in _BIN:
        out = tempfile.mkdtemp() + "/" + NAME
        srcs = sorted(os.path.join(ROOT, "src", f) for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
        p = subprocess.run(["gcc", "-O2", "-g", "-pthread", "-o", out, *srcs], capture_output=True, text=True, timeout=120)
        assert p.returncode == 0, f"gcc failed:\\n{p.stderr[-2000:]}"
        _BIN["b"] = out
    return _BIN["b"]

def _check(got, want, what):
    got = [l.strip() for l in got.splitlines() if l.strip()]
    assert len(got) == len(want), f"{what}: {len(got)} lines, expected {len(want)}: {got[:4]}"
    bad = [(g, w) for g, w in zip(got, want) if g != w]
    assert not bad, f"{what}: wrong lines (got, expected): {bad[:4]}"

@pytest.mark.parametrize("threads", [1, 3, 4, 7])
def test_hidden_records(threads):
    try:
        p = subprocess.run([_binary(), os.path.join(HERE, "cases", "big.txt"), str(threads)],
                           capture_output=True, text=True, timeout=15)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{threads} threads: no result within 15 s (deadlock?)")
    assert p.returncode == 0, f"{threads} threads: exit {p.returncode}: {p.stderr[-500:]}"
    _check(p.stdout, EXPECTED["big"], f"{threads} threads")

def test_helgrind_finds_no_races():
    cmd = ["valgrind", "--tool=helgrind", "--error-exitcode=99", _binary(), os.path.join(HERE, "cases", "small.txt"), "4"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=150)
    except subprocess.TimeoutExpired:
        pytest.fail("helgrind run did not finish in 150 s (deadlock?)")
    errors = [l for l in p.stderr.splitlines() if "Possible data race" in l or "lock order" in l.lower()]
    assert p.returncode == 0, f"helgrind reported errors (exit {p.returncode}): {errors[:3]}\\n{p.stderr[-1500:]}"
    _check(p.stdout, EXPECTED["small"], "under helgrind, 4 threads")
'''
