"""The MPI programs of mpi_decomp: one C template per kernel with a slot (`@@region@@`) per place a fault can sit,
the faults of each region (broken code, plausible wrong repairs, the symptom a user sees), the input generator
and an exact Python model of the correct program (all arithmetic is on 64-bit integers, so the right output is
the same for every rank count, byte for byte).

Kernels: heat1d (1-D diffusion, halo exchange, convergence test), heat2d (2-D smoothing on an MPI_Cart_create
grid, strided column halos), ledger (running balance: exclusive prefix scan, MINLOC, Gatherv of hits) and
histogram (block-cyclic distribution, global range, bucket reduction, MAXLOC). heat1d and ledger come in two
1-D block decompositions (remainder spread over the first ranks, or all of it on the last rank).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Fault:
    name: str  # unique within its kernel
    region: str  # the template slot it breaks (one fault per region per instance)
    broken: str
    symptom: str  # what a user sees (easy tickets quote it)
    skill: str
    wrong: dict[str, str] = field(default_factory=dict)  # decoy name -> plausible wrong repair
    masks: bool = False  # hangs or zeroes everything: hides the other faults until it is fixed
    min_np: int = 2  # the fewest ranks that show it (1: wrong even serially)
    code: bool = False  # the repair is in the decomposition code itself (indices, loops, layout), not an MPI call


# ---- shared C pieces -------------------------------------------------------------------------------------------

READER = r"""
static long *read_input(const char *path, long *hdr, int nhdr)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (int k = 0; k < nhdr; k++)
        if (fscanf(f, "%ld", &hdr[k]) != 1) {
            fprintf(stderr, "%s: bad header\n", path);
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
    long n = @COUNT@;
    long *v = calloc(n + 64, sizeof *v);
    for (long i = 0; i < n; i++)
        if (fscanf(f, "%ld", &v[i]) != 1) {
            fprintf(stderr, "%s: expected %ld values\n", path, n);
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
    fclose(f);
    return v;
}
"""

MAIN_HEAD = r"""
int main(int argc, char **argv)
{
    int rank, size;
    long hdr[@NHDR@] = {0};
    long *all = NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc != 2) {
        if (rank == 0)
            fprintf(stderr, "usage: %s <input file>\n", argv[0]);
        MPI_Finalize();
        return 2;
    }
    if (rank == 0)
        all = read_input(argv[1], hdr, @NHDR@);
@@bcast@@
"""

BCAST_RIGHT = "    MPI_Bcast(hdr, @NHDR@, MPI_LONG, 0, MPI_COMM_WORLD);\n"
BCAST_FAULTS = [
    Fault("bcast_root", "bcast", "    MPI_Bcast(hdr, @NHDR@, MPI_LONG, size - 1, MPI_COMM_WORLD);\n",
          "with more than one rank it reports an empty run (all zeros), as if the input file were empty",
          "broadcast root", masks=True),
    Fault("bcast_rank0_only", "bcast",
          "    if (rank == 0) /* only rank 0 has read the header */\n"
          "        MPI_Bcast(hdr, @NHDR@, MPI_LONG, 0, MPI_COMM_WORLD);\n",
          "with more than one rank the run aborts or hangs right after reading the input",
          "collectives must be called by every rank", masks=True),
]

# 1-D block decompositions: rank r owns counts[r] consecutive items from item displs[r]
DECOMP = {
    "spread": dict(
        text="the first N mod P ranks own one item more than the others (floor(N/P) + 1 versus floor(N/P))",
        counts="        counts[r] = (int)(n / size + (r < n % size ? 1 : 0));\n",
        displs="        displs[r] = r == 0 ? 0 : displs[r - 1] + counts[r - 1];\n",
        counts_broken="        counts[r] = (int)(n / size);\n",
        displs_broken="        displs[r] = r * counts[r];\n",
        displs_wrong="        displs[r] = r * (int)(n / size);\n",
    ),
    "last": dict(
        text="every rank owns floor(N/P) items and the last rank also owns the N mod P left over",
        counts="        counts[r] = (int)(n / size + (r == size - 1 ? n % size : 0));\n",
        displs="        displs[r] = r * (int)(n / size);\n",
        counts_broken="        counts[r] = (int)(n / size);\n",
        displs_broken="        displs[r] = r * counts[r];\n",
        displs_wrong="        displs[r] = r == 0 ? 0 : displs[r - 1] + counts[r];\n",
    ),
}


def decomp_faults(kind: str) -> list[Fault]:
    d = DECOMP[kind]
    return [
        Fault("counts_remainder", "counts", d["counts_broken"],
              "when the number of items is not a multiple of the rank count, the last items are never processed",
              "block decomposition with a remainder", min_np=2, code=True),
        Fault("displs_offsets", "displs", d["displs_broken"],
              "when the number of items is not a multiple of the rank count, some items are processed twice "
              "and others not at all", "block offsets (displacements)", wrong={"displs_equal_blocks": d["displs_wrong"]}, code=True),
    ]


PARTITION = r"""
    /* 1-D block decomposition: rank r owns counts[r] consecutive items starting at item displs[r] */
    int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
    for (int r = 0; r < size; r++) {
@@counts@@@@displs@@    }
"""


# ---- heat1d ----------------------------------------------------------------------------------------------------

HEAT1D = r"""/* @NAME@: @WHAT@
 * Usage: mpirun -np <P> ./@NAME@ <input file>      (input format, model and output: README.md) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG_EAST 21
#define TAG_WEST 22
""" + READER.replace("@COUNT@", "hdr[0]") + MAIN_HEAD.replace("@NHDR@", "5") + r"""    long n = hdr[0], max_steps = hdr[1], tol = hdr[2];
""" + PARTITION + r"""    int m = counts[rank];
    long *u = calloc(m + 2, sizeof *u), *v = calloc(m + 2, sizeof *v); /* [0] and [m + 1] are ghost cells */
@@scatter@@
@@neighbours@@
    long steps = 0, change = 0;
@@loophead@@@@halo@@
        change = 0;
@@bounds@@
            v[i] = (u[i - 1] + 2 * u[i] + u[i + 1]) / 4;
            long d = v[i] > u[i] ? v[i] - u[i] : u[i] - v[i];
            if (d > change)
                change = d;
        }
        long *t = u;
        u = v;
        v = t;
        steps++;
@@converge@@
        if (change <= tol)
            break;
    }

    long *field = rank == 0 ? calloc(n + 1, sizeof *field) : NULL;
@@gather@@
    if (rank == 0) {
        long total = 0, hot = 0;
        for (long i = 0; i < n; i++) {
            total += field[i];
            if (field[i] > field[hot])
                hot = i;
        }
        printf("steps=%ld\n", steps);
        printf("total=%ld\n", total);
        printf("hottest=%ld at=%ld\n", n ? field[hot] : 0, hot);
        printf("field=");
        for (long i = 0; i < n; i++)
            printf(i ? " %ld" : "%ld", field[i]);
        printf("\n");
    }
    free(u);
    free(v);
    free(field);
    free(all);
    free(counts);
    free(displs);
    MPI_Finalize();
    return 0;
}
"""

HEAT1D_RIGHT = {
    "scatter": "    MPI_Scatterv(all, counts, displs, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);\n",
    "loophead": "    while (steps < max_steps) {\n"
                "        u[0] = hdr[3];     /* the ends of the rod are held at fixed temperatures; */\n"
                "        u[m + 1] = hdr[4]; /* the ghost cells between ranks are overwritten by the exchange */\n",
    "bounds": "        for (int i = 1; i <= m; i++) {\n",
    "neighbours": "    int west = rank > 0 ? rank - 1 : MPI_PROC_NULL;\n"
                  "    int east = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;\n",
    "halo": "        /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */\n"
            "        MPI_Sendrecv(&u[m], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_EAST,\n"
            "                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n"
            "        MPI_Sendrecv(&u[1], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_WEST,\n"
            "                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n",
    "converge": "        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_MAX, MPI_COMM_WORLD);\n",
    "gather": "    MPI_Gatherv(u + 1, m, MPI_LONG, field, counts, displs, MPI_LONG, 0, MPI_COMM_WORLD);\n",
}

HEAT1D_FAULTS = [
    Fault("scatter_equal", "scatter", "    MPI_Scatter(all, m, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);\n",
          "when the number of cells is not a multiple of the rank count the run aborts or starts from wrong "
          "temperatures", "MPI_Scatter vs MPI_Scatterv for uneven blocks"),
    Fault("neighbours_wrap", "neighbours",
          "    int west = (rank - 1 + size) % size;\n    int east = (rank + 1) % size;\n",
          "the two ends of the rod influence each other, as if it were a ring", "non-periodic neighbours (MPI_PROC_NULL)",
          wrong={"neighbours_one_end": "    int west = rank > 0 ? rank - 1 : MPI_PROC_NULL;\n"
                                       "    int east = (rank + 1) % size;\n"}, min_np=1, code=True),
    Fault("ends_once", "loophead",
          "    u[0] = hdr[3];     /* the ends of the rod are held at fixed temperatures; */\n"
          "    u[m + 1] = hdr[4]; /* the ghost cells between ranks are overwritten by the exchange */\n"
          "    while (steps < max_steps) {\n",
          "from the second step on the ends of the rod behave as if they touched ice, even on one rank",
          "ghost cells of double-buffered arrays", min_np=1, code=True),
    Fault("bounds_last_cell", "bounds", "        for (int i = 1; i < m; i++) {\n",
          "the last cell of every rank's block never changes, even on one rank", "loop bounds with ghost cells",
          min_np=1, code=True),
    Fault("halo_cells", "halo",
          "        /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */\n"
          "        MPI_Sendrecv(&u[1], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_EAST,\n"
          "                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n"
          "        MPI_Sendrecv(&u[m], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_WEST,\n"
          "                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n",
          "the temperatures next to the boundaries between ranks are wrong", "halo exchange (which cells go where)",
          wrong={"halo_fixes_east_only":
                 "        /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */\n"
                 "        MPI_Sendrecv(&u[m], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_EAST,\n"
                 "                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n"
                 "        MPI_Sendrecv(&u[m], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_WEST,\n"
                 "                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n"}),
    Fault("halo_tags", "halo",
          "        /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */\n"
          "        MPI_Sendrecv(&u[m], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_WEST,\n"
          "                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n"
          "        MPI_Sendrecv(&u[1], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_EAST,\n"
          "                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n",
          "with two or more ranks the run hangs in the first time step", "message tags of a halo exchange", masks=True),
    Fault("halo_blocking", "halo",
          "        /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */\n"
          "        MPI_Ssend(&u[m], 1, MPI_LONG, east, TAG_EAST, MPI_COMM_WORLD);\n"
          "        MPI_Ssend(&u[1], 1, MPI_LONG, west, TAG_WEST, MPI_COMM_WORLD);\n"
          "        MPI_Recv(&u[0], 1, MPI_LONG, west, TAG_EAST, MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n"
          "        MPI_Recv(&u[m + 1], 1, MPI_LONG, east, TAG_WEST, MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n",
          "with two or more ranks the run deadlocks in the first time step", "blocking send/receive ordering",
          masks=True),
    Fault("converge_reduce", "converge",
          "        long all_change = 0;\n"
          "        MPI_Reduce(&change, &all_change, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);\n"
          "        if (rank == 0)\n"
          "            change = all_change;\n",
          "with several ranks the run sometimes never finishes, and when it does the step count is off",
          "Reduce vs Allreduce for a global stopping test", masks=True,
          wrong={"converge_sum": "        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);\n"}),
    Fault("converge_op", "converge",
          "        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);\n",
          "the more ranks, the more steps the run takes before it stops", "reduction operator of a stopping test",
          wrong={"converge_min": "        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);\n"}),
    Fault("gather_equal", "gather", "    MPI_Gather(u + 1, m, MPI_LONG, field, m, MPI_LONG, 0, MPI_COMM_WORLD);\n",
          "when the number of cells is not a multiple of the rank count the reported field is garbled at the end",
          "MPI_Gather vs MPI_Gatherv for uneven blocks",
          wrong={"gatherv_equal_counts": "    MPI_Gatherv(u + 1, m, MPI_LONG, field, counts, counts, MPI_LONG, 0, MPI_COMM_WORLD);\n"}),
]


def heat1d_case(rng: random.Random, hidden: bool) -> dict:
    n = rng.randint(61, 97) if hidden else rng.randint(45, 60)
    # not a multiple of 2, 3 or 4, and not N mod P = P - 1 for both 3 and 4 ranks: with the remainder spread over
    # the first ranks, MPI_Gather with rank 0's count would then put every block in its right place by chance
    while n % 12 not in (1, 5, 7):
        n += 1
    west, east = rng.randint(1, 4000), rng.randint(6000, 20000)
    if rng.random() < 0.5:
        west, east = east, west
    vals = [rng.randint(0, 30000) for _ in range(n)]
    for _ in range(3):  # a few hot spots
        vals[rng.randrange(n)] = rng.randint(60000, 90000)
    max_steps = rng.randint(150, 220)
    hist = heat1d_run(n, max_steps, 0, west, east, vals)["changes"]
    k = min(rng.randint(25, 60), len(hist) - 1)
    tol = max(hist[k], 1)
    return {"hdr": [n, max_steps, tol, west, east], "vals": vals}


def heat1d_run(n, max_steps, tol, west, east, vals, stop=None):
    """The serial model; `changes[s]` is the per-cell |v - u| of step s (for the stopping-test checks)."""
    u, steps, changes, per_cell = list(vals), 0, [], []
    while steps < max_steps:
        ext = [west] + u + [east]
        v = [(ext[i - 1] + 2 * ext[i] + ext[i + 1]) // 4 for i in range(1, n + 1)]
        d = [abs(a - b) for a, b in zip(v, u)]
        u = v
        steps += 1
        changes.append(max(d) if d else 0)
        per_cell.append(d)
        if (stop(per_cell[-1]) if stop else changes[-1]) <= tol:
            break
    return {"u": u, "steps": steps, "changes": changes, "per_cell": per_cell}


def heat1d_model(case: dict) -> list[str]:
    n, max_steps, tol, west, east = case["hdr"]
    r = heat1d_run(n, max_steps, tol, west, east, case["vals"])
    u = r["u"]
    hot = max(range(n), key=lambda i: (u[i], -i))
    return [f"steps={r['steps']}", f"total={sum(u)}", f"hottest={u[hot]} at={hot}", "field=" + " ".join(map(str, u))]


def blocks(n: int, p: int, kind: str) -> list[tuple[int, int]]:
    """(start, count) per rank of a 1-D block decomposition."""
    if kind == "spread":
        counts = [n // p + (1 if r < n % p else 0) for r in range(p)]
    else:
        counts = [n // p + (n % p if r == p - 1 else 0) for r in range(p)]
    starts = [sum(counts[:r]) for r in range(p)]
    return list(zip(starts, counts))


def heat1d_stop_differs(case: dict, runs: list[int], kind: str, op: str) -> bool:
    """Whether a stopping test that combines the ranks' local changes with `op` (sum, min) instead of max stops at
    another step than the right one, on at least one of the rank counts."""
    n, max_steps, tol, west, east = case["hdr"]
    right = heat1d_run(n, max_steps, tol, west, east, case["vals"])["steps"]
    for p in runs:
        if p < 2:
            continue
        bl = blocks(n, p, kind)

        def comb(d, bl=bl):
            loc = [max(d[s:s + c]) for s, c in bl]
            return sum(loc) if op == "sum" else min(loc)
        if heat1d_run(n, max_steps, tol, west, east, case["vals"], stop=comb)["steps"] != right:
            return True
    return False


def heat1d_local_stop_differs(case: dict, runs: list[int], kind: str) -> bool:
    """converge_reduce: ranks other than 0 stop on their own change; some must stop at another step than rank 0."""
    n, max_steps, tol, west, east = case["hdr"]
    r = heat1d_run(n, max_steps, tol, west, east, case["vals"])
    for p in runs:
        if p < 2:
            continue
        for s, c in blocks(n, p, kind)[1:]:
            local = next((k + 1 for k, d in enumerate(r["per_cell"]) if max(d[s:s + c]) <= tol), max_steps)
            if local != r["steps"]:
                return True
    return False


# ---- ledger ----------------------------------------------------------------------------------------------------

LEDGER = r"""/* @NAME@: @WHAT@
 * Usage: mpirun -np <P> ./@NAME@ <input file>      (input format, model and output: README.md) */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* a (value, row) pair laid out like MPI_LONG_INT, for MPI_MINLOC */
typedef struct {
@@pairtype@@    int row;
} loc_t;
""" + READER.replace("@COUNT@", "hdr[0]") + MAIN_HEAD.replace("@NHDR@", "3") + r"""    long n = hdr[0], opening = hdr[1], floor_ = hdr[2];
""" + PARTITION + r"""    int m = counts[rank];
    long *t = calloc(m + 1, sizeof *t);
@@scatter@@
    long lsum = 0;
    for (int i = 0; i < m; i++)
        lsum += t[i];

    /* the balance just before my first row: the opening balance plus every row of the lower ranks */
    long before = 0;
@@scan@@
@@start@@
    int nhit = 0, *hits = malloc((m + 1) * sizeof *hits);
    for (int i = 0; i < m; i++) {
        bal += t[i];
@@row@@
        if (bal < low.value) {
            low.value = bal;
            low.row = row;
        }
        if (bal < floor_ && prev >= floor_)
            hits[nhit++] = row;
        prev = bal;
    }
@@minloc@@
@@total@@

    /* the rows where the balance drops below the floor, in row order */
    int *rc = NULL, *rd = NULL, nall = 0, *allhits = NULL;
    if (rank == 0) {
        rc = malloc(size * sizeof *rc);
        rd = malloc(size * sizeof *rd);
    }
    MPI_Gather(&nhit, 1, MPI_INT, rc, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        for (int r = 0; r < size; r++) {
@@hitdispls@@            nall += rc[r];
        }
        allhits = malloc((nall + 1) * sizeof *allhits);
    }
    MPI_Gatherv(hits, nhit, MPI_INT, allhits, rc, rd, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("closing=%ld\n", opening + total);
        printf("lowest=%ld row=%d\n", glow.value, glow.row);
        printf("overdrafts=%d\n", nall);
        printf("rows=");
        for (int h = 0; h < nall; h++)
            printf(h ? " %d" : "%d", allhits[h]);
        printf("\n");
    }
    free(t);
    free(hits);
    free(rc);
    free(rd);
    free(allhits);
    free(all);
    free(counts);
    free(displs);
    MPI_Finalize();
    return 0;
}
"""

LEDGER_RIGHT = {
    "scatter": "    MPI_Scatterv(all, counts, displs, MPI_LONG, t, m, MPI_LONG, 0, MPI_COMM_WORLD);\n",
    "scan": "    MPI_Exscan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);\n"
            "    if (rank == 0)\n"
            "        before = 0; /* MPI_Exscan leaves rank 0's result undefined */\n",
    "row": "        int row = displs[rank] + i;\n",
    "start": "    long bal = opening + before, prev = bal;\n    loc_t low = {LONG_MAX, -1}, glow = {0, -1};\n",
    "pairtype": "    long value;\n",
    "minloc": "    MPI_Reduce(&low, &glow, 1, MPI_LONG_INT, MPI_MINLOC, 0, MPI_COMM_WORLD);\n",
    "total": "    long total = 0;\n    MPI_Reduce(&lsum, &total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);\n",
    "hitdispls": "            rd[r] = r == 0 ? 0 : rd[r - 1] + rc[r - 1];\n",
}

LEDGER_FAULTS = [
    Fault("scatter_equal", "scatter", "    MPI_Scatter(all, m, MPI_LONG, t, m, MPI_LONG, 0, MPI_COMM_WORLD);\n",
          "when the number of rows is not a multiple of the rank count the run aborts or the balances are wrong",
          "MPI_Scatter vs MPI_Scatterv for uneven blocks"),
    Fault("scan_inclusive", "scan", "    MPI_Scan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);\n",
          "every balance is off, by more the more ranks there are", "inclusive vs exclusive prefix scan", min_np=1,
          wrong={"scan_inclusive_minus_own": "    MPI_Scan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);\n"
                                             "    if (rank == 0)\n        before = 0;\n"}),
    Fault("scan_missing", "scan", "    /* (each rank starts from the opening balance) */\n",
          "with several ranks the balances restart from the opening balance at every rank's first row",
          "prefix offsets across ranks (MPI_Exscan)"),
    Fault("prev_opening", "start",
          "    long bal = opening + before, prev = opening;\n    loc_t low = {LONG_MAX, -1}, glow = {0, -1};\n",
          "with several ranks an overdraft is reported, or missed, at the first row of a rank's block",
          "state carried across a block boundary", code=True),
    Fault("low_init", "start",
          "    long bal = opening + before, prev = bal;\n    loc_t low = {0, -1}, glow = {0, -1};\n",
          "the lowest balance comes out as 0 at row -1, even on one rank", "identity element of a MIN reduction",
          min_np=1, code=True),
    Fault("row_local", "row", "        int row = i;\n",
          "with several ranks the reported row numbers are too small", "local vs global indices",
          wrong={"row_rank_times_count": "        int row = rank * m + i;\n"}, code=True),
    Fault("pair_int", "pairtype", "    int value; /* with row: an MPI_2INT pair */\n",
          "the lowest balance is reported as -1 at row -1, even on one rank",
          "a MINLOC pair type that holds the value (MPI_LONG_INT)", min_np=1, code=True),
    Fault("minloc_root", "minloc",
          "    MPI_Reduce(&low, &glow, 1, MPI_LONG_INT, MPI_MINLOC, size - 1, MPI_COMM_WORLD);\n",
          "with several ranks the lowest balance comes out as 0 at row -1", "reduction root"),
    Fault("total_int", "total", "    int total = 0;\n    MPI_Reduce(&lsum, &total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);\n",
          "the closing balance is off by multiples of 2^32, even on one rank", "64-bit reductions", min_np=1,
          wrong={"total_two_ints": "    long total = 0;\n"
                                   "    MPI_Reduce(&lsum, &total, 2, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);\n"}, code=True),
    Fault("hitdispls_counts", "hitdispls", "            rd[r] = r == 0 ? 0 : rc[r - 1];\n",
          "with three or more ranks some overdraft rows are missing or repeated", "Gatherv displacements", code=True),
]


def ledger_case(rng: random.Random, hidden: bool) -> dict:
    while True:
        n = rng.randint(131, 211) if hidden else rng.randint(80, 110)
        while n % 12 not in (1, 5, 7, 11):
            n += 1
        floor_ = rng.choice([3, 4, 5]) * 10**9
        opening = floor_ + rng.randint(1, 4) * 10**9
        scale = rng.choice([10**8, 3 * 10**8, 6 * 10**8])
        vals, bal, rows = [], opening, []
        for i in range(n):
            x = rng.randint(-scale, scale) + (scale // 8 if bal < floor_ else -scale // 12)
            vals.append(x)
            bal += x
        case = {"hdr": [n, opening, floor_], "vals": vals}
        m = ledger_facts(case)
        total = sum(vals)
        # overdrafts in several places (Gatherv), a closing balance a 32-bit reduction gets wrong
        if len(m["hits"]) >= 4 and not -2**31 <= total < 2**31 and m["low"] >= 2**31 and m["low_row"] > n // 4:
            return case


def ledger_facts(case: dict) -> dict:
    n, opening, floor_ = case["hdr"]
    bal, prev, low, low_row, hits = opening, opening, None, -1, []
    for i, x in enumerate(case["vals"]):
        bal += x
        if low is None or bal < low:
            low, low_row = bal, i
        if bal < floor_ <= prev:
            hits.append(i)
        prev = bal
    return {"closing": bal, "low": low, "low_row": low_row, "hits": hits}


def ledger_model(case: dict) -> list[str]:
    f = ledger_facts(case)
    return [f"closing={f['closing']}", f"lowest={f['low']} row={f['low_row']}", f"overdrafts={len(f['hits'])}",
            "rows=" + " ".join(map(str, f["hits"]))]


# ---- histogram (block-cyclic) ------------------------------------------------------------------------------------

HISTOGRAM = r"""/* @NAME@: @WHAT@
 * Usage: mpirun -np <P> ./@NAME@ <input file>      (input format, model and output: README.md) */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define BLOCK @BLOCK@ /* block-cyclic distribution: block k (values k*BLOCK ... k*BLOCK+BLOCK-1) goes to rank k % P */
""" + READER.replace("@COUNT@", "hdr[0]") + MAIN_HEAD.replace("@NHDR@", "2") + r"""    long n = hdr[0];
    int nb = (int)hdr[1];

@@nblocks@@
    int *counts = calloc(size, sizeof *counts), *displs = calloc(size, sizeof *displs);
    for (long k = 0; k < nblocks; k++) {
        long len = k == nblocks - 1 ? n - k * BLOCK : BLOCK;
@@owner@@    }
    for (int r = 1; r < size; r++)
        displs[r] = displs[r - 1] + counts[r - 1];
    long *packed = NULL;
    if (rank == 0) { /* the blocks of rank 0, then those of rank 1, ... each in row order */
        packed = calloc(nblocks * BLOCK + 64, sizeof *packed);
        int *fill = calloc(size, sizeof *fill);
        for (long k = 0; k < nblocks; k++) {
            int r = (int)(k % size);
            for (long j = k * BLOCK; j < n && j < (k + 1) * BLOCK; j++)
@@pack@@
        }
        free(fill);
    }
    int m = counts[rank];
    long *mine = calloc(m + 1, sizeof *mine);
@@scatter@@
    long lmin = LONG_MAX, lmax = LONG_MIN;
    for (int i = 0; i < m; i++) {
        if (mine[i] < lmin)
            lmin = mine[i];
        if (mine[i] > lmax)
            lmax = mine[i];
    }
    long lo = 0, hi = 0;
@@range@@
    long *lh = calloc(nb, sizeof *lh), *gh = calloc(nb, sizeof *gh);
    struct {
        long value;
        int row;
    } peak = {LONG_MIN, -1}, gpeak = {0, -1};
    for (int i = 0; i < m; i++) {
        long b = (mine[i] - lo) * nb / (hi - lo + 1);
        if (b < 0)
            b = 0;
        if (b >= nb)
            b = nb - 1;
        lh[b]++;
@@row@@
        if (mine[i] > peak.value) {
            peak.value = mine[i];
            peak.row = row;
        }
    }
@@hist@@
@@peak@@
    if (rank == 0) {
        int mode = 0;
        long seen = 0;
        printf("range=%ld..%ld\n", lo, hi);
        printf("hist=");
        for (int b = 0; b < nb; b++) {
            printf(b ? " %ld" : "%ld", gh[b]);
            seen += gh[b];
            if (gh[b] > gh[mode])
                mode = b;
        }
        printf("\n");
        printf("values=%ld mode=%d\n", seen, mode);
        printf("peak=%ld row=%d\n", gpeak.value, gpeak.row);
    }
    free(lh);
    free(gh);
    free(mine);
    free(packed);
    free(all);
    free(counts);
    free(displs);
    MPI_Finalize();
    return 0;
}
"""

HISTOGRAM_RIGHT = {
    "owner": "        counts[k % size] += (int)len;\n",
    "nblocks": "    long nblocks = (n + BLOCK - 1) / BLOCK;\n",
    "pack": "                packed[displs[r] + fill[r]++] = all[j];\n",
    "scatter": "    MPI_Scatterv(packed, counts, displs, MPI_LONG, mine, m, MPI_LONG, 0, MPI_COMM_WORLD);\n",
    "range": "    MPI_Allreduce(&lmin, &lo, 1, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);\n"
             "    MPI_Allreduce(&lmax, &hi, 1, MPI_LONG, MPI_MAX, MPI_COMM_WORLD);\n",
    "row": "        int row = (int)((i / BLOCK) * size * BLOCK + rank * BLOCK + i % BLOCK);\n",
    "hist": "    MPI_Reduce(lh, gh, nb, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);\n",
    "peak": "    MPI_Reduce(&peak, &gpeak, 1, MPI_LONG_INT, MPI_MAXLOC, 0, MPI_COMM_WORLD);\n",
}

HISTOGRAM_FAULTS = [
    Fault("owner_full_blocks", "owner", "        counts[k % size] += BLOCK;\n",
          "the counts add up to more values than the file holds, even on one rank", "block-cyclic counts (short last block)",
          min_np=1, code=True),
    Fault("nblocks_floor", "nblocks", "    long nblocks = n / BLOCK;\n",
          "the last few values of the file are never counted, even on one rank", "block count of a short last block",
          min_np=1, code=True),
    Fault("pack_unpacked", "pack", "                packed[j] = all[j];\n",
          "with several ranks the peak row is wrong and values are counted twice or not at all",
          "packing a block-cyclic send buffer", code=True,
          wrong={"pack_rank_offset": "                packed[displs[r] + j % BLOCK] = all[j];\n"}),
    Fault("scatter_equal", "scatter", "    MPI_Scatter(packed, m, MPI_LONG, mine, m, MPI_LONG, 0, MPI_COMM_WORLD);\n",
          "with several ranks the run aborts or counts values twice", "MPI_Scatter vs MPI_Scatterv for uneven blocks"),
    Fault("range_reduce", "range",
          "    MPI_Reduce(&lmin, &lo, 1, MPI_LONG, MPI_MIN, 0, MPI_COMM_WORLD);\n"
          "    MPI_Reduce(&lmax, &hi, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);\n",
          "with several ranks most values land in the last bucket", "Reduce vs Allreduce (every rank needs the range)",
          wrong={"range_bcast_lo_only": "    MPI_Allreduce(&lmin, &lo, 1, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);\n"
                                        "    MPI_Reduce(&lmax, &hi, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);\n"}),
    Fault("range_op", "range",
          "    MPI_Allreduce(&lmin, &lo, 1, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);\n"
          "    MPI_Allreduce(&lmax, &hi, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);\n",
          "with several ranks the reported range is too wide and the upper buckets stay empty",
          "reduction operator for a global maximum"),
    Fault("row_blocked", "row", "        int row = (int)(rank * BLOCK + i);\n",
          "with several ranks the row of the peak value is wrong", "block-cyclic local-to-global index",
          wrong={"row_cyclic_only": "        int row = (int)(i * size + rank);\n"}, code=True),
    Fault("hist_count", "hist", "    MPI_Reduce(lh, gh, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);\n",
          "only the first bucket has a count, even on one rank", "reduction count", min_np=1),
    Fault("hist_root", "hist", "    MPI_Reduce(lh, gh, nb, MPI_LONG, MPI_SUM, size - 1, MPI_COMM_WORLD);\n",
          "with several ranks every bucket count is zero", "reduction root"),
    Fault("peak_type", "peak", "    MPI_Reduce(&peak, &gpeak, 1, MPI_2INT, MPI_MAXLOC, 0, MPI_COMM_WORLD);\n",
          "the peak value is reported at row -1 or with a wrong value", "MAXLOC pair datatype (MPI_LONG_INT)",
          min_np=1),
]


def histogram_case(rng: random.Random, hidden: bool, block: int) -> dict:
    while True:
        n = rng.randint(260, 420) if hidden else rng.randint(150, 200)
        nblocks = -(-n // block)
        if n % block and all(nblocks % p for p in (3, 4)):
            break
    nb = rng.randint(6, 12)
    base = rng.randint(100, 5000)
    vals = [base + int(abs(rng.gauss(0, 1)) * rng.randint(2000, 9000)) for _ in range(n)]
    top = max(vals) + rng.randint(100, 3000)
    k = rng.randint(8, nblocks - 1)  # the unique peak in a later block (local block index >= 1 for P <= 4)
    vals[min(n - 1, k * block + rng.randrange(block))] = top
    return {"hdr": [n, nb], "vals": vals}


def histogram_model(case: dict) -> list[str]:
    n, nb = case["hdr"]
    v = case["vals"]
    lo, hi = min(v), max(v)
    h = [0] * nb
    for x in v:
        h[min(nb - 1, (x - lo) * nb // (hi - lo + 1))] += 1
    mode = max(range(nb), key=lambda b: (h[b], -b))
    peak = max(range(n), key=lambda i: (v[i], -i))
    return [f"range={lo}..{hi}", "hist=" + " ".join(map(str, h)), f"values={n} mode={mode}", f"peak={v[peak]} row={peak}"]


# ---- heat2d (MPI_Cart_create) -----------------------------------------------------------------------------------

HEAT2D = r"""/* @NAME@: @WHAT@
 * Usage: mpirun -np <P> ./@NAME@ <input file>      (input format, model and output: README.md) */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* balanced split of n items into parts: part c starts at *start and has *len items */
static void split(long n, int parts, int c, long *start, long *len)
{
@@split@@}
""" + READER.replace("@COUNT@", "hdr[0] * hdr[1]") + MAIN_HEAD.replace("@NHDR@", "4") + r"""    long nx = hdr[0], ny = hdr[1], steps = hdr[2], edge = hdr[3];
    if (rank != 0)
        all = calloc(nx * ny + 64, sizeof *all);
    MPI_Bcast(all, (int)(nx * ny), MPI_LONG, 0, MPI_COMM_WORLD);

    /* a 2-D process grid: dimension 0 splits the rows, dimension 1 the columns */
    int dims[2] = {0, 0}, coords[2], me;
@@periods@@
    MPI_Dims_create(size, 2, dims);
    MPI_Comm grid;
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &grid);
    MPI_Comm_rank(grid, &me);
    MPI_Cart_coords(grid, me, 2, coords);
    int north, south, west, east;
@@shift@@
    long r0, mr, c0, mc;
    split(nx, dims[0], coords[0], &r0, &mr);
    split(ny, dims[1], coords[1], &c0, &mc);
    int W = (int)mc + 2; /* local row length: one ghost column on each side */
    long *u = calloc((mr + 2) * W, sizeof *u), *v = calloc((mr + 2) * W, sizeof *v);
    for (long i = 0; i < mr; i++)
        for (long j = 0; j < mc; j++)
@@copyin@@
    MPI_Datatype column;
@@column@@
    MPI_Type_commit(&column);

@@edges@@@@halo@@
        for (long i = 1; i <= mr; i++)
            for (long j = 1; j <= mc; j++) {
                long *c = &u[i * W + j];
                v[i * W + j] = (4 * c[0] + c[-W] + c[W] + c[-1] + c[1]) / 8;
            }
        long *t = u;
        u = v;
        v = t;
    }

    long *rows = calloc(nx, sizeof *rows), *cols = calloc(ny, sizeof *cols);
    long *grows = calloc(nx, sizeof *grows), *gcols = calloc(ny, sizeof *gcols);
    struct {
        long value;
        int cell;
    } hot = {LONG_MIN, -1}, ghot = {0, -1};
    for (long i = 0; i < mr; i++)
        for (long j = 0; j < mc; j++) {
            long x = u[(i + 1) * W + j + 1];
@@sumindex@@
            if (x > hot.value) {
                hot.value = x;
                hot.cell = (int)((r0 + i) * ny + c0 + j);
            }
        }
@@sums@@
@@hot@@
    if (me == 0) {
        long total = 0;
        for (long i = 0; i < nx; i++)
            total += grows[i];
        printf("total=%ld\n", total);
        printf("hottest=%ld row=%d col=%d\n", ghot.value, ghot.cell < 0 ? -1 : ghot.cell / (int)ny,
               ghot.cell < 0 ? -1 : ghot.cell % (int)ny);
        printf("rows=");
        for (long i = 0; i < nx; i++)
            printf(i ? " %ld" : "%ld", grows[i]);
        printf("\ncols=");
        for (long j = 0; j < ny; j++)
            printf(j ? " %ld" : "%ld", gcols[j]);
        printf("\n");
    }
    MPI_Type_free(&column);
    MPI_Comm_free(&grid);
    free(u);
    free(v);
    free(rows);
    free(cols);
    free(grows);
    free(gcols);
    free(all);
    MPI_Finalize();
    return 0;
}
"""

HALO2D = ("        /* rows are contiguous; columns use the strided type */\n"
          "        MPI_Sendrecv(&u[1 * W + 1], (int)mc, MPI_LONG, north, 1, &u[(mr + 1) * W + 1], (int)mc, MPI_LONG, south, @T1@,\n"
          "                     grid, MPI_STATUS_IGNORE);\n"
          "        MPI_Sendrecv(&u[mr * W + 1], (int)mc, MPI_LONG, south, 2, &u[0 * W + 1], (int)mc, MPI_LONG, north, @T2@,\n"
          "                     grid, MPI_STATUS_IGNORE);\n"
          "@COLS@")
HALO2D_COLS = ("        MPI_Sendrecv(&u[1 * W + 1], 1, column, west, 3, &u[1 * W + mc + 1], 1, column, east, 3,\n"
               "                     grid, MPI_STATUS_IGNORE);\n"
               "        MPI_Sendrecv(&u[1 * W + mc], 1, column, east, 4, &u[1 * W + 0], 1, column, west, 4,\n"
               "                     grid, MPI_STATUS_IGNORE);\n")

EDGES2D_RIGHT = ("    for (long s = 0; s < steps; s++) {\n"
                 "        for (long i = 0; i < mr + 2; i++)\n"
                 "            u[i * W] = u[i * W + mc + 1] = edge; /* outside the plate: fixed; between ranks: overwritten below */\n"
                 "        for (long j = 0; j < W; j++)\n"
                 "            u[j] = u[(mr + 1) * W + j] = edge;\n")
EDGES2D_ONCE = ("    for (long i = 0; i < mr + 2; i++)\n"
                "        u[i * W] = u[i * W + mc + 1] = edge; /* outside the plate: fixed; between ranks: overwritten below */\n"
                "    for (long j = 0; j < W; j++)\n"
                "        u[j] = u[(mr + 1) * W + j] = edge;\n"
                "    for (long s = 0; s < steps; s++) {\n")

HEAT2D_RIGHT = {
    "periods": "    int periods[2] = {0, 0};\n",
    "copyin": "            u[(i + 1) * W + j + 1] = all[(r0 + i) * ny + c0 + j];\n",
    "edges": EDGES2D_RIGHT,
    "shift": "    MPI_Cart_shift(grid, 0, 1, &north, &south);\n    MPI_Cart_shift(grid, 1, 1, &west, &east);\n",
    "split": "    *len = n / parts + (c < n % parts ? 1 : 0);\n"
             "    *start = c * (n / parts) + (c < n % parts ? c : n % parts);\n",
    "column": "    MPI_Type_vector((int)mr, 1, W, MPI_LONG, &column);\n",
    "halo": HALO2D.replace("@T1@", "1").replace("@T2@", "2").replace("@COLS@", HALO2D_COLS),
    "sumindex": "            rows[r0 + i] += x;\n            cols[c0 + j] += x;\n",
    "sums": "    MPI_Reduce(rows, grows, (int)nx, MPI_LONG, MPI_SUM, 0, grid);\n"
            "    MPI_Reduce(cols, gcols, (int)ny, MPI_LONG, MPI_SUM, 0, grid);\n",
    "hot": "    MPI_Reduce(&hot, &ghot, 1, MPI_LONG_INT, MPI_MAXLOC, 0, grid);\n",
}

HEAT2D_FAULTS = [
    Fault("periods_wrap", "periods", "    int periods[2] = {1, 1};\n",
          "heat leaks from one edge of the plate to the opposite edge, even on one rank", "Cartesian periodicity",
          min_np=1, wrong={"periods_rows_only": "    int periods[2] = {0, 1};\n"}, code=True),
    Fault("copyin_cols", "copyin", "            u[(i + 1) * W + j + 1] = all[(r0 + i) * ny + j];\n",
          "with four ranks the right half of the plate starts from the left half's temperatures",
          "global offsets of a 2-D block", min_np=4, code=True,
          wrong={"copyin_local_width": "            u[(i + 1) * W + j + 1] = all[(r0 + i) * mc + c0 + j];\n"}),
    Fault("edges_once", "edges", EDGES2D_ONCE,
          "from the second step on the plate's border behaves as if it were ice-cold, even on one rank",
          "ghost cells of double-buffered arrays", min_np=1, code=True),
    Fault("shift_dims", "shift",
          "    MPI_Cart_shift(grid, 1, 1, &north, &south);\n    MPI_Cart_shift(grid, 0, 1, &west, &east);\n",
          "with several ranks the plate's blocks exchange edges with the wrong neighbours", "MPI_Cart_shift directions"),
    Fault("split_remainder", "split", "    *len = n / parts;\n    *start = c * *len;\n",
          "when the plate's size is not a multiple of the process grid, the last rows or columns stay cold",
          "block decomposition with a remainder (2-D)",
          wrong={"split_start_ignores_remainder": "    *len = n / parts + (c < n % parts ? 1 : 0);\n"
                                                  "    *start = c * *len;\n"}, code=True),
    Fault("column_stride", "column", "    MPI_Type_vector((int)mr, 1, (int)mc, MPI_LONG, &column);\n",
          "with four ranks the cells along the vertical block edges are wrong", "strided derived datatype (MPI_Type_vector)",
          min_np=4, wrong={"column_contiguous": "    MPI_Type_contiguous((int)mr, MPI_LONG, &column);\n"}),
    Fault("halo_tags", "halo", HALO2D.replace("@T1@", "1").replace("@T2@", "1").replace("@COLS@", HALO2D_COLS),
          "with two or more ranks the run hangs", "message tags of a halo exchange", masks=True),
    Fault("halo_rows_only", "halo", HALO2D.replace("@T1@", "1").replace("@T2@", "2").replace("@COLS@", ""),
          "with four ranks the cells along the vertical block edges are wrong", "halo exchange in both dimensions",
          min_np=4),
    Fault("sums_local_count", "sums",
          "    MPI_Reduce(rows, grows, (int)mr, MPI_LONG, MPI_SUM, 0, grid);\n"
          "    MPI_Reduce(cols, gcols, (int)mc, MPI_LONG, MPI_SUM, 0, grid);\n",
          "with several ranks the last row and column sums are zero", "reduction count"),
    Fault("sums_local_index", "sumindex", "            rows[i] += x;\n            cols[j] += x;\n",
          "with several ranks the row and column sums pile up in the first rows and columns",
          "local vs global indices (2-D)", code=True),
    Fault("hot_type", "hot", "    MPI_Reduce(&hot, &ghot, 1, MPI_2INT, MPI_MAXLOC, 0, grid);\n",
          "the hottest cell is reported at the wrong place", "MAXLOC pair datatype (MPI_LONG_INT)", min_np=1),
]


def heat2d_case(rng: random.Random, hidden: bool) -> dict:
    nx = rng.choice([13, 17, 19, 23] if hidden else [11, 15])
    ny = rng.choice([14, 17, 19, 22, 25] if hidden else [12, 16])
    steps = rng.randint(12, 30)
    edge = rng.randint(1, 2000)
    vals = [rng.randint(0, 40000) for _ in range(nx * ny)]
    for _ in range(2):
        vals[rng.randrange(nx * ny)] = rng.randint(200000, 400000)
    return {"hdr": [nx, ny, steps, edge], "vals": vals}


def heat2d_model(case: dict) -> list[str]:
    nx, ny, steps, edge = case["hdr"]
    u = [case["vals"][i * ny:(i + 1) * ny] for i in range(nx)]

    def at(i, j):
        return u[i][j] if 0 <= i < nx and 0 <= j < ny else edge
    for _ in range(steps):
        u = [[(4 * u[i][j] + at(i - 1, j) + at(i + 1, j) + at(i, j - 1) + at(i, j + 1)) // 8 for j in range(ny)]
             for i in range(nx)]
    flat = [x for row in u for x in row]
    hot = max(range(nx * ny), key=lambda c: (flat[c], -c))
    return [f"total={sum(flat)}", f"hottest={flat[hot]} row={hot // ny} col={hot % ny}",
            "rows=" + " ".join(str(sum(r)) for r in u), "cols=" + " ".join(str(sum(u[i][j] for i in range(nx)))
                                                                          for j in range(ny))]


# ---- the table ---------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Kernel:
    key: str
    template: str
    right: dict[str, str]
    faults: list[Fault]
    nhdr: int
    decomps: tuple[str, ...] = ()  # 1-D block kinds it comes in
    pairs: tuple[tuple[str, str], ...] = ()  # faults that interact (same output, or one half-fixes the other)


KERNELS = {
    "heat1d": Kernel("heat1d", HEAT1D, HEAT1D_RIGHT, HEAT1D_FAULTS, 5, ("spread", "last"),
                     (("counts_remainder", "displs_offsets"), ("halo_cells", "neighbours_wrap"),
                      ("converge_op", "halo_cells"), ("gather_equal", "displs_offsets"))),
    "ledger": Kernel("ledger", LEDGER, LEDGER_RIGHT, LEDGER_FAULTS, 3, ("spread", "last"),
                     (("counts_remainder", "displs_offsets"), ("row_local", "hitdispls_counts"),
                      ("pair_int", "row_local"), ("scan_missing", "total_int"), ("scan_inclusive", "minloc_root"))),
    "histogram": Kernel("histogram", HISTOGRAM, HISTOGRAM_RIGHT, HISTOGRAM_FAULTS, 2, (),
                        (("owner_full_blocks", "row_blocked"), ("peak_type", "row_blocked"),
                         ("range_op", "hist_count"), ("range_reduce", "hist_root"))),
    "heat2d": Kernel("heat2d", HEAT2D, HEAT2D_RIGHT, HEAT2D_FAULTS, 4, (),
                     (("column_stride", "shift_dims"), ("split_remainder", "sums_local_count"),
                      ("halo_rows_only", "periods_wrap"), ("hot_type", "split_remainder"))),
}


def faults_of(kernel: Kernel, decomp: str | None) -> list[Fault]:
    out = list(BCAST_FAULTS)
    if decomp:
        out += decomp_faults(decomp)
    return out + kernel.faults


def rights_of(kernel: Kernel, decomp: str | None) -> dict[str, str]:
    r = {"bcast": BCAST_RIGHT, **kernel.right}
    if decomp:
        r["counts"] = DECOMP[decomp]["counts"]
        r["displs"] = DECOMP[decomp]["displs"]
    return r


def model(key: str, case: dict) -> list[str]:
    return {"heat1d": heat1d_model, "ledger": ledger_model, "histogram": histogram_model,
            "heat2d": heat2d_model}[key](case)


def input_text(key: str, case: dict) -> str:
    hdr = " ".join(map(str, case["hdr"]))
    if key == "heat2d":
        ny = case["hdr"][1]
        rows = [" ".join(map(str, case["vals"][i:i + ny])) for i in range(0, len(case["vals"]), ny)]
        return hdr + "\n" + "\n".join(rows) + "\n"
    return hdr + "\n" + "\n".join(map(str, case["vals"])) + "\n"


def _i32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def ledger_hitdispls_show(case: dict, nps: list[int], kind: str) -> bool:
    """hitdispls_counts (rd[r] = rc[r - 1]) misplaces a rank's hits only with >= 3 ranks and hits below it."""
    hits = ledger_facts(case)["hits"]
    for p in nps:
        if p < 3:
            continue
        rc = [sum(1 for h in hits if s <= h < s + c) for s, c in blocks(case["hdr"][0], p, kind)]
        if any(rc[r] and sum(rc[:r - 1]) for r in range(2, p)):
            return True
    return False


def ledger_two_ints_show(case: dict, nps: list[int], kind: str) -> bool:
    """total_two_ints (the long sums reduced as two MPI_INT lanes) is wrong only when a lane carries."""
    for p in nps:
        ls = [sum(case["vals"][s:s + c]) for s, c in blocks(case["hdr"][0], p, kind)]
        lo = _i32(sum(_i32(x) for x in ls))
        hi = _i32(sum(_i32((x & 0xFFFFFFFFFFFFFFFF) >> 32) for x in ls))
        got = ((hi & 0xFFFFFFFF) << 32) | (lo & 0xFFFFFFFF)
        got = got - (1 << 64) if got >> 63 else got
        if got != sum(ls):
            return True
    return False


def ledger_prev_show(case: dict, nps: list[int], kind: str) -> bool:
    """prev_opening (a rank's first row compared with the opening balance) shows only where a block starts below
    the floor and stays below it."""
    n, opening, floor_ = case["hdr"]
    bal, b = [], opening
    for x in case["vals"]:
        b += x
        bal.append(b)
    return any(bal[st - 1] < floor_ and bal[st] < floor_ for p in nps if p > 1 for st, _ in blocks(n, p, kind)[1:])
