"""Distributed: fix an MPI statistics program (block decomposition with a remainder, reduction operators and
datatypes, global vs local mean, histogram counts, exclusive prefix scans, Gatherv displacements) so that its
output is right and identical for any number of ranks. Judged by compiling with mpicc and running mpirun on
hidden data with several rank counts."""

from __future__ import annotations

import random
from fractions import Fraction

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File, Timeouts

PROGRAMS = [("latstat", "request latencies in microseconds", "latency"),
            ("gridsum", "power readings from grid substations in watts", "reading"),
            ("txagg", "transaction amounts in cents", "amount"),
            ("seisbin", "seismometer amplitudes", "amplitude"),
            ("pktsize", "network packet sizes in bytes", "packet size"),
            ("trackpts", "GPS track point elevations in millimetres", "elevation"),
            ("cellcount", "cell counts per microscope field", "count"),
            ("rainfall", "rain gauge totals in hundredths of a millimetre", "total")]
USERS = ["the hydrology group", "a PhD student", "the reliability team", "the night-shift operator", "the QA lab",
         "the capacity-planning team", "the finance analytics team", "a field engineer"]
CLUSTERS = ["the research cluster", "the analytics cluster", "the batch farm", "the HPC partition",
            "the overnight Slurm queue", "the departmental MPI cluster"]

# Bugs: P remainder dropped by the block partition; O wrong reduction operator for the maximum;
# T 64-bit sum reduced as MPI_INT; V variance around each rank's local mean; H histogram reduced with count 1;
# S inclusive MPI_Scan used where the exclusive offset is needed; G Gatherv displacements not cumulative.
BUG_DESC = {
    "P": ("remainder_dropped", "block partition drops the N % P leftover rows"),
    "O": ("max_summed", "reduces the maximum with MPI_SUM"),
    "T": ("int_sum", "reduces the 64-bit sum as MPI_INT"),
    "V": ("local_mean", "variance around each rank's own mean"),
    "H": ("hist_count_one", "reduces only the first histogram bucket"),
    "S": ("inclusive_scan", "prefix offset from MPI_Scan (inclusive) instead of MPI_Exscan"),
    "G": ("gatherv_displs", "Gatherv displacements not cumulative"),
}


class Prog:
    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self._stats_cache: dict[int, tuple[list[int], list[str]]] = {}
        self.name, self.what, self.word = rng.choice(PROGRAMS)
        self.cluster = rng.choice(CLUSTERS)
        self.root = f"/app/{self.name}"
        self.buckets = rng.randint(5, 12)
        self.lo = rng.choice([0, 100, 1000, 5000])
        self.hi = self.lo + self.buckets * rng.choice([500_000, 750_000, 1_000_000, 1_200_000])
        if level == "easy":
            self.bugs = {"P", "O"}
        elif level == "medium":
            self.bugs = {"P", "T", "V", "H"}
        else:
            self.bugs = {"P", "V", "S", "G", rng.choice(["O", "T", "H"])}
        self.example = self._data(rng, rng.randint(1500, 2200))
        self.hidden = [self._data(rng, rng.randint(2500, 4000)), self._data(rng, rng.randint(1800, 2600))]
        assert all(sum(d) > 2**31 for d in self.hidden + [self.example])
        self.thresh = {}
        for key, data in (("example", self.example), ("h0", self.hidden[0]), ("h1", self.hidden[1])):
            self.thresh[key] = max(1, sum(data) // rng.randint(15, 30))
        # the threshold is a compile-time constant shared by all runs: use one value for all data sets
        self.T = self.thresh["h0"]
        # which reduction mistakes this instance has (drawn last so the data above does not depend on it)
        if level == "easy":
            self.bugs = {"P", rng.choice(["O", "T"])}
        elif level == "medium":
            first = rng.choice(["V", "H"])
            self.bugs = {"P", first, rng.choice([b for b in ("O", "T", "V", "H") if b != first])}

    def _data(self, rng, n):
        while n % 3 == 0 or n % 4 == 0 or n % 5 == 0:
            n += 1
        drift = rng.uniform(200, 1000)
        base = rng.randint(1_500_000, 4_000_000)
        uniform, gauss = rng.uniform, rng.gauss  # the hot loop: same calls in the same order, bound once
        vals = [int(base + i * drift * uniform(0.5, 1.5) + gauss(0, 300_000)) for i in range(n)]
        vals = [v if v > 1 else 1 for v in vals]  # max(1, v), without a builtin call per value
        vals[rng.randrange(n)] = self.hi + rng.randint(1, 10**6)   # outlier above the histogram range
        vals[rng.randrange(n)] = rng.randint(1, max(2, self.lo))    # at or below the low edge
        return vals

    # -- ground truth -------------------------------------------------------------------------------------------
    def expected(self, vals, np_):
        n = len(vals)
        counts = [n // np_ + (1 if r < n % np_ else 0) for r in range(np_)]
        displs = [sum(counts[:r]) for r in range(np_)]
        return ["partition " + " ".join(f"{r}:{displs[r]}+{counts[r]}" for r in range(np_))] + self._stats(vals)

    def _stats(self, vals):
        """The rank-count-independent lines; the same data is summarised for several rank counts, so cache them."""
        key = id(vals)  # the entry keeps vals alive, so its id cannot be reused by another list
        if key in self._stats_cache:
            return list(self._stats_cache[key][1])
        n = len(vals)
        out = [f"count={n}", f"sum={sum(vals)}", f"min={min(vals)}", f"max={max(vals)}"]
        if self.level != "easy":
            s = sum(vals)
            mean = Fraction(s, n)
            # exact, as sum((x - mean)^2) / n: sum((x - s/n)^2) = sum(x^2) - s^2/n, in integers until the division
            var = Fraction(n * sum(x * x for x in vals) - s * s, n * n)
            out.append(f"mean={float(mean):.4f}")
            out.append(f"variance={float(var):.4f}")
            hist = [0] * self.buckets
            for x in vals:
                b = (x - self.lo) * self.buckets // (self.hi - self.lo)
                hist[min(max(b, 0), self.buckets - 1)] += 1
            out.append("hist=" + ",".join(map(str, hist)))
        if self.level == "hard":
            cross, p = [], 0
            for i, x in enumerate(vals):
                q = p + x
                if q // self.T != p // self.T:
                    cross.append(i)
                p = q
            out.append(f"crossings={len(cross)}")
            out.append("at=" + ",".join(map(str, cross)))
        self._stats_cache[key] = (vals, out)
        return list(out)

    # -- the program, with some bugs left in -------------------------------------------------------------------
    def source(self, bugs: set[str]) -> str:
        med, hard = self.level != "easy", self.level == "hard"
        consts = ""
        if med:
            consts += f"#define NBUCKETS {self.buckets}\n#define HIST_LO {self.lo}L\n#define HIST_HI {self.hi}L\n"
        if hard:
            consts += f"#define THRESHOLD {self.T}L\n"
        if "P" in bugs:
            part = PART_BUG
        else:
            part = PART_OK
        extra_compute, extra_print = "", ""
        if med:
            extra_compute += (MEAN_BUG if "V" in bugs else MEAN_OK) + VAR_HIST.replace("{hist_n}", "1" if "H" in bugs else "NBUCKETS")
            extra_print += PRINT_MED
        if hard:
            extra_compute += CROSS.replace("{scan}", SCAN_BUG if "S" in bugs else SCAN_OK) \
                .replace("{displ}", DISPL_BUG if "G" in bugs else DISPL_OK)
            extra_print += PRINT_HARD
        return C_TEMPLATE.replace("{name}", self.name).replace("{what}", self.what).replace("{consts}", consts) \
            .replace("{part}\n", _indent(part, 8)).replace("{sum_t}", "MPI_INT" if "T" in bugs else "MPI_LONG") \
            .replace("{max_op}", "MPI_SUM" if "O" in bugs else "MPI_MAX") \
            .replace("{extra_compute}\n", _indent(extra_compute, 4)).replace("{extra_print}\n", _indent(extra_print, 8))


def _indent(text: str, n: int) -> str:
    return "".join((" " * n + line) if line.strip() else line for line in text.splitlines(True))


C_TEMPLATE = r"""/* {name}: distributed summary statistics of {what}.
 * Usage: mpirun -np <P> {name} <data file>
 * The data file holds one integer per line. Rank 0 reads it and scatters contiguous blocks. */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

{consts}
static long *read_values(const char *path, long *n)
{
    FILE *f = fopen(path, "r");
    long cap = 1024, len = 0, x;
    long *v = malloc(cap * sizeof *v);
    if (!f || !v) {
        perror(path);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    while (fscanf(f, "%ld", &x) == 1) {
        if (len == cap) {
            cap *= 2;
            v = realloc(v, cap * sizeof *v);
        }
        v[len++] = x;
    }
    fclose(f);
    *n = len;
    return v;
}

int main(int argc, char **argv)
{
    int rank, size;
    long n = 0, *all = NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc < 2) {
        if (rank == 0)
            fprintf(stderr, "usage: %s <data file>\n", argv[0]);
        MPI_Finalize();
        return 2;
    }
    if (rank == 0)
        all = read_values(argv[1], &n);
    MPI_Bcast(&n, 1, MPI_LONG, 0, MPI_COMM_WORLD);

    /* Block decomposition: rank r gets counts[r] values starting at displs[r]. */
    int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
    for (int r = 0; r < size; r++) {
{part}
    }
    long *mine = malloc((counts[rank] + 1) * sizeof *mine);
    MPI_Scatterv(all, counts, displs, MPI_LONG, mine, counts[rank], MPI_LONG, 0, MPI_COMM_WORLD);

    long lcount = counts[rank], lsum = 0, lmin = LONG_MAX, lmax = LONG_MIN;
    for (int i = 0; i < counts[rank]; i++) {
        lsum += mine[i];
        if (mine[i] < lmin)
            lmin = mine[i];
        if (mine[i] > lmax)
            lmax = mine[i];
    }
    long gcount = 0, gsum = 0, gmin = 0, gmax = 0;
    MPI_Reduce(&lcount, &gcount, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(&lsum, &gsum, 1, {sum_t}, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(&lmin, &gmin, 1, MPI_LONG, MPI_MIN, 0, MPI_COMM_WORLD);
    MPI_Reduce(&lmax, &gmax, 1, MPI_LONG, {max_op}, 0, MPI_COMM_WORLD);
{extra_compute}

    if (rank == 0) {
        printf("partition");
        for (int r = 0; r < size; r++)
            printf(" %d:%d+%d", r, displs[r], counts[r]);
        printf("\n");
        printf("count=%ld\nsum=%ld\nmin=%ld\nmax=%ld\n", gcount, gsum, gmin, gmax);
{extra_print}
    }
    free(mine);
    free(counts);
    free(displs);
    free(all);
    MPI_Finalize();
    return 0;
}
"""

PART_BUG = """counts[r] = (int)(n / size);
displs[r] = r * (int)(n / size);
"""
PART_OK = """counts[r] = (int)(n / size + (r < n % size ? 1 : 0));
displs[r] = r == 0 ? 0 : displs[r - 1] + counts[r - 1];
"""
MEAN_BUG = """
/* centre on the mean */
double mean = lcount ? (double)lsum / (double)lcount : 0.0;
"""
MEAN_OK = """
/* centre on the mean */
long tot[2] = {lsum, lcount}, gtot[2];
MPI_Allreduce(tot, gtot, 2, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
double mean = (double)gtot[0] / (double)gtot[1];
"""
VAR_HIST = """double lsq = 0.0, gsq = 0.0;
for (int i = 0; i < counts[rank]; i++)
    lsq += ((double)mine[i] - mean) * ((double)mine[i] - mean);
MPI_Reduce(&lsq, &gsq, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);

int lhist[NBUCKETS] = {0}, ghist[NBUCKETS] = {0};
for (int i = 0; i < counts[rank]; i++) {
    long b = (mine[i] - HIST_LO) * NBUCKETS / (HIST_HI - HIST_LO);
    if (b < 0)
        b = 0;
    if (b >= NBUCKETS)
        b = NBUCKETS - 1;
    lhist[b]++;
}
MPI_Reduce(lhist, ghist, {hist_n}, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
"""
PRINT_MED = r"""printf("mean=%.4f\n", (double)gsum / (double)gcount);
printf("variance=%.4f\n", gsq / (double)gcount);
printf("hist=");
for (int b = 0; b < NBUCKETS; b++)
    printf(b ? ",%d" : "%d", ghist[b]);
printf("\n");
"""
SCAN_BUG = """MPI_Scan(&lsum, &offset, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
"""
SCAN_OK = """MPI_Exscan(&lsum, &offset, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
if (rank == 0)
    offset = 0; /* MPI_Exscan leaves rank 0's result undefined */
"""
DISPL_BUG = """        rdispls[r] = r == 0 ? 0 : rcounts[r - 1];
"""
DISPL_OK = """        rdispls[r] = r == 0 ? 0 : rdispls[r - 1] + rcounts[r - 1];
"""
CROSS = """
/* Threshold crossings of the running total, as global row numbers. */
long offset = 0;
{scan}long *hits = malloc((counts[rank] + 1) * sizeof *hits);
int nhits = 0;
long run = offset;
for (int i = 0; i < counts[rank]; i++) {
    long next = run + mine[i];
    if (next / THRESHOLD != run / THRESHOLD)
        hits[nhits++] = displs[rank] + i;
    run = next;
}
int *rcounts = NULL, *rdispls = NULL, total_hits = 0;
long *allhits = NULL;
if (rank == 0) {
    rcounts = malloc(size * sizeof *rcounts);
    rdispls = malloc(size * sizeof *rdispls);
}
MPI_Gather(&nhits, 1, MPI_INT, rcounts, 1, MPI_INT, 0, MPI_COMM_WORLD);
if (rank == 0) {
    for (int r = 0; r < size; r++) {
{displ}        total_hits += rcounts[r];
    }
    allhits = malloc((total_hits + 1) * sizeof *allhits);
}
MPI_Gatherv(hits, nhits, MPI_LONG, allhits, rcounts, rdispls, MPI_LONG, 0, MPI_COMM_WORLD);
"""
PRINT_HARD = r"""printf("crossings=%d\nat=", total_hits);
for (int h = 0; h < total_hits; h++)
    printf(h ? ",%ld" : "%ld", allhits[h]);
printf("\n");
"""


def _solver(p: Prog, bugs: set[str]) -> str:
    return script(f"""
        cd {p.root}
        cat > src/{p.name}.c <<'C_SOURCE'
        {{source}}C_SOURCE
        mpicc -O2 -Wall -o {p.name} src/{p.name}.c
        mpirun --oversubscribe -np 3 ./{p.name} examples/data.txt > /tmp/np3.txt
        diff /tmp/np3.txt examples/expected-np3.txt || true
        mpirun --oversubscribe -np 1 ./{p.name} examples/data.txt > /tmp/np1.txt
        tail -n +2 /tmp/np1.txt > /tmp/np1.body
        tail -n +2 /tmp/np3.txt > /tmp/np3.body
        cmp /tmp/np1.body /tmp/np3.body || echo 'results depend on the rank count' >&2
    """).replace("{source}", p.source(bugs))


@register
class MpiDecomp(Family):
    name = "mpi_decomp"
    category = "distributed"
    description = "Fix an MPI statistics program (decomposition, reductions, scans, Gatherv) so results are right for any rank count."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        p = Prog(rng, level)
        files = {
            f"{p.root}/src/{p.name}.c": File.of(p.source(p.bugs)),
            f"{p.root}/Makefile": File.of(f"{p.name}: src/{p.name}.c\n\tmpicc -O2 -Wall -o $@ $<\n\n"
                                          f"run: {p.name}\n\tmpirun --oversubscribe -np 3 ./{p.name} examples/data.txt\n\n"
                                          ".PHONY: run\n"),
            f"{p.root}/examples/data.txt": File.of("\n".join(map(str, p.example)) + "\n"),
            f"{p.root}/examples/expected-np3.txt": File.of("\n".join(p.expected(p.example, 3)) + "\n"),
        }
        runs = [("hidden1", np_) for np_ in (1, 3, 4)] + [("hidden2", np_) for np_ in ((2, 5) if level == "hard" else (2,))]
        truth = {f"{case}/np{np_}": p.expected(p.hidden[0 if case == "hidden1" else 1], np_) for case, np_ in runs}
        tests = {"test_outputs.py": pytest_file("import os, subprocess, tempfile\n\nimport pytest",
                                                {"EXPECTED": truth, "ROOT": p.root, "NAME": p.name,
                                                 "RUNS": [f"{c}/np{n}" for c, n in runs]}, TESTS),
                 "cases/hidden1.txt": File.of("\n".join(map(str, p.hidden[0])) + "\n"),
                 "cases/hidden2.txt": File.of("\n".join(map(str, p.hidden[1])) + "\n")}
        decoys = [Decoy(name=BUG_DESC[b][0], description=f"fixes everything except: {BUG_DESC[b][1]}",
                        script=_solver(p, {b})) for b in sorted(p.bugs)]
        return Draft(
            instruction=self._instruction(p, rng),
            environment=Environment(base_image=self.base_image, files=files, workdir=p.root),
            solution=_solver(p, set()),
            tests=tests,
            decoys=decoys,
            outputs=[f"{p.root}/src"],
            tools=["mpicc", "mpirun", "diff", "cat", "tail", "cmp"],
            tags=["mpi", "c", "domain-decomposition", "reductions"] + {"easy": [], "medium": ["variance", "histogram"],
                                                                       "hard": ["variance", "histogram", "prefix-scan", "gatherv"]}[level],
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 80, "hard": 120}[level],
            timeouts=Timeouts(verifier_sec=240.0),  # several clean builds / mpirun runs; slow on a loaded host
        )

    @staticmethod
    def _instruction(p: Prog, rng):
        spec = ["`partition r:start+count ...`: rank r processes `count` consecutive values starting at 0-based row "
                "`start`. Blocks are contiguous and in rank order; with N values and P ranks every rank gets "
                "floor(N/P) values and the first N mod P ranks get one more.",
                "`count=`, `sum=`, `min=`, `max=`: over **all** N values (64-bit integers; the sum exceeds 32 bits)."]
        if p.level != "easy":
            spec.append("`mean=` and `variance=`: the mean and the population variance (divide by N) of all values, "
                        "printed with 4 decimals; the variance is the average squared distance from the global mean.")
            spec.append(f"`hist=`: {p.buckets} comma-separated counts; value x falls in bucket "
                        f"floor((x - {p.lo}) * {p.buckets} / ({p.hi} - {p.lo})), clamped to 0..{p.buckets - 1}.")
        if p.level == "hard":
            spec.append(f"`crossings=` and `at=`: with S(i) the running total of rows 0..i (S(-1) = 0), row i is a "
                        f"crossing when floor(S(i) / THRESHOLD) differs from floor(S(i-1) / THRESHOLD) "
                        f"(THRESHOLD = {p.T}, defined in the source). `crossings=` is how many there are and `at=` "
                        "lists their 0-based row numbers in increasing order.")
        symptom = rng.choice(["The numbers it prints change with the number of ranks",
                              "Results stopped matching the serial reference once jobs ran on more than one rank",
                              "A reviewer noticed that `count=` is sometimes smaller than the number of rows",
                              "The nightly job's totals disagree with a spreadsheet check"])
        return dedent("""
            # `{name}` gives different answers on different rank counts

            `{name}` is a small MPI program (C, `{root}/src/{name}.c`) that {user} runs on {cluster} to summarise
            {what} from a data file with one integer per line. {symptom}. Fix the program so that for any
            number of ranks from 1 to 8 it prints the correct values, on rank 0 only, one per line in this order:

            {spec}

            Except for the `partition` line, the output must be identical for every rank count. Keep it a real MPI
            program: rank 0 reads the file and scatters contiguous blocks, each rank computes on its own block, and
            results are combined with MPI collectives (do not gather the raw data on one rank to compute there).
            Keep the output format exactly as the program prints it now.

            Build with `mpicc -O2 -Wall -o {name} src/{name}.c` (the `Makefile` does this) and run with e.g.
            `mpirun --oversubscribe -np 3 ./{name} examples/data.txt`; `examples/expected-np3.txt` is the correct
            output of that run. The fix is checked by compiling `{root}/src/{name}.c` with `mpicc` and running it
            with several rank counts on other data files.
        """).replace("{name}", p.name).replace("{root}", p.root).replace("{cluster}", p.cluster).replace("{user}", rng.choice(USERS)) \
            .replace("{what}", p.what).replace("{symptom}", symptom).replace("{spec}", "\n".join(f"- {s}" for s in spec))


TESTS = '''
HERE = os.path.dirname(os.path.abspath(__file__))
_BIN = {}

def _binary():
    if "b" not in _BIN:
        out = tempfile.mkdtemp() + "/" + NAME
        srcs = sorted(os.path.join(ROOT, "src", f) for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
        p = subprocess.run(["mpicc", "-O2", "-o", out, *srcs, "-lm"], capture_output=True, text=True, timeout=120)
        assert p.returncode == 0, f"mpicc failed:\\n{p.stderr[-2000:]}"
        _BIN["b"] = out
    return _BIN["b"]

def _close(got, want):
    """Integers and lists compare exactly; mean/variance within 1e-9 relative (summation order differs by rank count)."""
    if "=" in want and want.split("=", 1)[0] in ("mean", "variance"):
        k, w = want.split("=", 1)
        if not got.startswith(k + "="):
            return False
        try:
            g = float(got.split("=", 1)[1])
        except ValueError:
            return False
        return abs(g - float(w)) <= 1e-9 * max(1.0, abs(float(w))) + 1e-4
    return got == want

@pytest.mark.parametrize("run", RUNS)
def test_rank_count(run):
    case, np_ = run.split("/")
    p = subprocess.run(["mpirun", "--oversubscribe", "-np", np_[2:], _binary(), os.path.join(HERE, "cases", case + ".txt")],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"mpirun -np {np_[2:]} exited {p.returncode}: {p.stderr[-1000:]}"
    got = [l.strip() for l in p.stdout.splitlines() if l.strip()]
    want = EXPECTED[run]
    assert len(got) == len(want), f"{run}: {len(got)} lines, expected {len(want)}: got {got[:8]}"
    bad = [(g, w) for g, w in zip(got, want) if not _close(g, w)]
    assert not bad, f"{run}: wrong lines (got, expected): {[(g[:150], w[:150]) for g, w in bad[:4]]}"
'''
