"""Distributed: repair a small MPI program (C, Open MPI) so that its results are right, and identical for every
rank count, judged by compiling the agent's source with mpicc and running it with mpirun on hidden inputs at rank
counts the ticket never names.

An instance draws a kernel (1-D heat diffusion with halo exchange and a global stopping test; 2-D smoothing on an
MPI_Cart_create process grid with strided column halos; a running-balance ledger with an exclusive prefix scan,
MINLOC and a Gatherv of hits; a histogram over a block-cyclic distribution with a global range and MAXLOC), a
decomposition (1-D blocks with the remainder spread over the first ranks or left to the last one; block-cyclic
with a drawn block size; a 2-D grid) and composes communication faults from that kernel's pool
(_mpi_kernels): wrong broadcast root or datatype, dropped remainders, non-cumulative displacements, halo cells
sent to the wrong side, mismatched tags and blocking-send orders that deadlock, Reduce where every rank needs the
value, wrong reduction operators, counts, roots and MINLOC/MAXLOC pair types, inclusive vs exclusive scans, local
vs global indices, periodic vs non-periodic neighbours, a strided column type with the wrong stride... The kit's
BugTable renders the shipped program and writes the oracle (one patch) and the decoys (a fault left in, or
repaired in a plausible wrong way), plus a decoy that prints the visible example's answer.

Levels change the work:
- easy: three faults, the ticket quotes the symptom of each;
- medium: four faults, the ticket says only that results change with the rank count; README.md is the spec;
- hard: five or six faults with a trap - one that masks the others (a deadlock, a stopping test the ranks never
  agree on, a broadcast that empties the run) or a pair that interacts (two halves of one repair, or two faults
  behind one output line) - and the ticket states the goal only.
The agent works as an unprivileged user; the tests build its `src/` as tgrun and run every program through
tg_guard.run with literal expected outputs (verifier 2).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.distributed import _mpi_kernels as K
from termigen.families.kit import Bug, BugTable, Component, KitFamily, LevelConfig, compose, hidden_tests
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

AGENT = "researcher"
RUNS = [("h1", 1), ("h1", 3), ("h1", 4), ("h2", 2), ("h2", 4)]  # hidden inputs x rank counts (2 cores: <= 4)
RUN_SEC = 40
RUNS_IDX = [(0 if c == "h1" else 1, p) for c, p in RUNS]

SCENARIOS = {
    "heat1d": [("rodheat", "temperatures along a steel rod in millikelvin"),
               ("pipetemp", "temperatures along a district-heating pipe in millikelvin"),
               ("wirecool", "temperatures along a cooling wire in millikelvin"),
               ("railtherm", "rail temperatures along a track section in millikelvin")],
    "ledger": [("ledgerscan", "a bank account's transactions in cents"),
               ("acctbal", "a trading account's cash movements in cents"),
               ("walletrun", "a payment wallet's credits and debits in cents"),
               ("floatcheck", "a treasury float's daily movements in cents")],
    "histogram": [("valhist", "sensor readings"), ("latbins", "request latencies in microseconds"),
                  ("sizehist", "file sizes in bytes"), ("dosebins", "dosimeter readings in microsieverts")],
    "heat2d": [("plateheat", "temperatures on a heated steel plate in millikelvin"),
               ("diesmooth", "temperatures across a chip die in millikelvin"),
               ("slabtherm", "temperatures in a concrete slab in millikelvin"),
               ("gridblur", "intensities of a thermal camera frame")],
}
TEAMS = ["the simulation group", "a PhD student", "the numerics team", "the night-shift operator",
         "the risk analytics team", "the capacity-planning team", "the plant engineers", "the HPC support desk"]
CLUSTERS = ["the research cluster", "the analytics cluster", "the batch farm", "the HPC partition",
            "the overnight Slurm queue", "the departmental MPI cluster"]


@dataclass(frozen=True)
class MpiLevel(LevelConfig):
    tell: str = "symptoms"  # symptoms: the ticket quotes each fault's symptom; spec: README only; goal: the goal only
    masking: bool = False  # compose a trap: a fault that hides the others (hang, empty run) or an interacting pair
    minutes: tuple[int, int] = (20, 60)  # expert, junior
    code_faults: int = 2  # at least this many faults in the decomposition code (not MPI call arguments)

    def validate(self) -> None:
        super().validate()
        if self.tell not in ("symptoms", "spec", "goal"):
            raise ValueError(f"MpiLevel.tell: {self.tell!r}")


def _readme(key: str, name: str, what: str, decomp: str | None, block: int) -> str:
    usage = (f"Build with `make` (or `mpicc -O2 -Wall -o {name} src/{name}.c`); run with "
             f"`mpirun --oversubscribe -np <P> ./{name} <input file>`. Only rank 0 prints.")
    if key == "heat1d":
        body = f"""
            ## Input
            One header line `N STEPS TOL WEST EAST`, then N non-negative integers: the initial temperature of cells
            0..N-1 of the rod. WEST and EAST are the fixed temperatures just beyond cell 0 and cell N-1.

            ## Model
            One time step replaces every cell at once by `(left + 2 * self + right) / 4` (integer division; the
            neighbours of the end cells are WEST and EAST). The change of a step is the largest |new - old| over
            **all** cells. The run stops after the first step whose change is <= TOL, or after STEPS steps.

            ## Output
            - `steps=`: how many steps ran;
            - `total=`: the sum of the final temperatures;
            - `hottest=V at=I`: the highest final temperature and its cell (the lowest cell on a tie);
            - `field=`: the N final temperatures, in cell order.

            ## Parallel layout
            Rank 0 reads the file, broadcasts the header and scatters the cells in contiguous blocks, in rank
            order: {K.DECOMP[decomp]['text']}. Each rank keeps one ghost cell on each side, refreshed from its
            neighbours before every step; the stopping test is agreed by all ranks; rank 0 gathers the field.
        """
    elif key == "ledger":
        body = f"""
            ## Input
            One header line `N OPENING FLOOR`, then N signed integers: the transactions in row order (row 0 first).

            ## Model
            The balance after row i is OPENING plus transactions 0..i. Balances exceed 32 bits.

            ## Output
            - `closing=`: the balance after the last row;
            - `lowest=B row=I`: the lowest balance after any row and the first row where it occurs;
            - `overdrafts=`: how many rows take the balance from >= FLOOR (before the row; OPENING before row 0)
              to < FLOOR;
            - `rows=`: those rows, in increasing order.

            ## Parallel layout
            Rank 0 reads the file, broadcasts the header and scatters the rows in contiguous blocks, in rank
            order: {K.DECOMP[decomp]['text']}. Each rank needs the balance just before its first row (the sum of
            all lower ranks' rows); results are combined with collectives on rank 0.
        """
    elif key == "histogram":
        body = f"""
            ## Input
            One header line `N B`, then N positive integers, one per row (row 0 first).

            ## Model
            With LO and HI the smallest and largest of **all** values, value x falls in bucket
            `(x - LO) * B / (HI - LO + 1)` (integer division), 0..B-1.

            ## Output
            - `range=LO..HI`;
            - `hist=`: the B bucket counts;
            - `values=N mode=M`: how many values were counted and the fullest bucket (the lowest on a tie);
            - `peak=V row=I`: the largest value and its row (the lowest row on a tie).

            ## Parallel layout
            Block-cyclic: the rows are cut into blocks of BLOCK = {block} rows (the last block may be shorter) and
            block k goes to rank k mod P. Rank 0 reads the file and sends each rank its blocks in one Scatterv;
            a rank keeps its blocks in row order.
        """
    else:
        body = """
            ## Input
            One header line `NX NY STEPS EDGE`, then NX lines of NY non-negative integers: the plate, row by row.

            ## Model
            STEPS times, every cell at once becomes `(4 * self + north + south + west + east) / 8` (integer
            division); beyond the plate's border every neighbour is EDGE.

            ## Output
            - `total=`: the sum of the final plate;
            - `hottest=V row=R col=C`: the hottest final cell (the first in row-major order on a tie);
            - `rows=`: the NX row sums; `cols=`: the NY column sums.

            ## Parallel layout
            The ranks form a 2-D Cartesian grid (MPI_Dims_create, MPI_Cart_create; dimension 0 splits the rows,
            dimension 1 the columns, each as evenly as possible, the first parts one larger). Each rank keeps one
            ghost row or column on each side of its block, refreshed from its grid neighbours before every step.
        """
    return f"# {name}\n\n{name} computes, with MPI, a summary of {what}. {usage}\n\n" + dedent(body) + (
        "\nThe output must not depend on the number of ranks.\n")


@register
class MpiDecomp(KitFamily):
    name = "mpi_decomp"
    category = "distributed"
    description = ("Repair an MPI program (a kernel - 1-D/2-D stencil with halos, prefix-scan ledger, block-cyclic "
                   "histogram - with communication faults composed from its pool) so that it is right and identical "
                   "for every rank count; judged with mpicc/mpirun on hidden inputs and rank counts.")
    base_image = "termigen/hpc:1"
    levels = {
        "easy": MpiLevel(components=(3, 3), tell="symptoms", minutes=(20, 60)),
        "medium": MpiLevel(components=(4, 4), tell="spec", code_faults=3, minutes=(35, 100)),
        "hard": MpiLevel(components=(5, 6), tell="goal", masking=True, code_faults=3, minutes=(60, 160)),
    }

    def draft(self, rng: random.Random, cfg: MpiLevel) -> Draft:
        key = rng.choice(sorted(K.KERNELS))
        kern = K.KERNELS[key]
        decomp = rng.choice(kern.decomps) if kern.decomps else None
        block = rng.choice([3, 4, 5, 6, 7]) if key == "histogram" else 0
        name, what = rng.choice(SCENARIOS[key])
        faults = K.faults_of(kern, decomp)
        by_region: dict[str, list[str]] = {}
        for f in faults:
            by_region.setdefault(f.region, []).append(f.name)
        pool = [Component(f.name, skill=f.skill, excludes=tuple(n for n in by_region[f.region] if n != f.name),
                          data={"fault": f}) for f in faults]
        # hard: one fault that hides the others, or a pair that interacts (one output, or half of one repair)
        traps = [(c.name,) for c in pool if c.data["fault"].masks] + [p for p in kern.pairs]
        require = list(rng.choice(traps)) if cfg.masking else []
        # and faults in the decomposition code itself (indices, loops, buffers), not only in MPI call arguments
        by_name = {c.name: c for c in pool}
        code = [c.name for c in pool if c.data["fault"].code]
        rng.shuffle(code)
        for n in code:
            if sum(by_name[r].data["fault"].code for r in require) >= cfg.code_faults:
                break
            if n not in require and not any(n in by_name[r].excludes for r in require):
                require.append(n)
        comps = compose(rng, pool, cfg.components, require=tuple(require))
        drawn = [c.data["fault"] for c in comps]
        names = [f.name for f in drawn]

        example = self._case(rng, key, block, False)
        hidden = {"h1": self._case(rng, key, block, True), "h2": self._case(rng, key, block, True)}
        self._check_manifest(key, decomp, names, hidden)

        root = f"/app/{name}"
        src = f"{root}/src/{name}.c"

        def sub(s: str) -> str:
            return (s.replace("@NAME@", name).replace("@WHAT@", f"MPI summary of {what}")
                    .replace("@BLOCK@", str(block)).replace("@NHDR@", str(kern.nhdr)))

        rights = K.rights_of(kern, decomp)
        template = sub(kern.template)
        for f in drawn:
            template = template.replace(f"@@{f.region}@@", f"@@{f.name}@@")
        fixed = {reg: sub(text) for reg, text in rights.items() if reg not in {f.region for f in drawn}}
        bugs = [Bug(f.name, right=sub(rights[f.region]), broken=sub(f.broken),
                    wrong={w: sub(t) for w, t in f.wrong.items()}, skill=f.skill) for f in drawn]
        table = BugTable(src, template, bugs, fixed=fixed)

        expected = K.model(key, example)
        tail = dedent(f"""
            chmod 0666 {src}
            cd {root}
            mpicc -O2 -Wall -o {name} src/{name}.c
        """)
        extra = [Decoy(name="prints_the_example", description="prints the visible example's expected output "
                                                              "whatever the input (right format, wrong values)",
                       script=_example_only(src, root, name, expected))]
        solution, decoys = table.oracle_and_decoys(tail=tail, extra=extra, rng=rng, max_decoys=7)
        # keep every wrong repair where the sample dropped one (they are the plausible fixes that are not)
        made = table.oracle_and_decoys(tail=tail, rng=rng, max_decoys=99)[1]
        have = {d.name for d in decoys}
        decoys += [d for d in made if not d.name.startswith("skips_") and d.name not in have]

        truth = {
            "SRC_DIR": f"{root}/src", "NAME": name, "RUN_SEC": RUN_SEC,
            "INPUTS": {c: K.input_text(key, hidden[c]) for c in sorted(hidden)},
            "EXPECTED": {f"{c}/np{p}": K.model(key, hidden[c]) for c, p in RUNS},
        }
        files = {
            src: File.of(table.render(), mode=0o666),
            f"{root}/Makefile": File.of(f"NP ?= 2\n\n{name}: src/{name}.c\n\tmpicc -O2 -Wall -o $@ $<\n\n"
                                        f"run: {name}\n\tmpirun --oversubscribe -np $(NP) ./{name} examples/input.txt\n\n"
                                        f"clean:\n\trm -f {name}\n\n.PHONY: run clean\n"),
            f"{root}/README.md": File.of(_readme(key, name, what, decomp, block)),
            f"{root}/examples/input.txt": File.of(K.input_text(key, example)),
            f"{root}/examples/expected.txt": File.of("\n".join(expected) + "\n"),
        }
        setup = dedent(f"""
            set -e
            useradd --create-home --shell /bin/bash {AGENT}
            chown -R {AGENT}:{AGENT} {root}
        """)
        return Draft(
            instruction=self._instruction(rng, cfg, key, name, root, drawn),
            environment=Environment(base_image=self.base_image, files=files, setup=setup, workdir=root),
            solution=solution,
            tests={"test_outputs.py": hidden_tests(truth, TESTS)},
            decoys=decoys,
            outputs=[f"{root}/src"],
            tools=sorted(tools_in(solution) | {"mpicc", "mpirun", "patch"}),
            tags=["mpi", "c", "domain-decomposition", "collectives", key, *(["block-" + decomp] if decomp else []),
                  *(["block-cyclic"] if key == "histogram" else []), *(["cartesian-grid"] if key == "heat2d" else []),
                  *(["deadlock"] if any(f.masks for f in drawn) else [])],
            expert_time_min=cfg.minutes[0] + 5 * len(drawn), junior_time_min=cfg.minutes[1] + 15 * len(drawn),
            timeouts=Timeouts(agent_sec=1800.0 + 600.0 * len(drawn), verifier_sec=400.0),
            components=[f"{key}.{n}" for n in names] + ([f"decomp.{decomp}"] if decomp else []),
            agent_user=AGENT,
        )

    # -- data -----------------------------------------------------------------------------------------------------
    @staticmethod
    def _case(rng: random.Random, key: str, block: int, hidden: bool) -> dict:
        if key == "heat1d":
            return K.heat1d_case(rng, hidden)
        if key == "ledger":
            return K.ledger_case(rng, hidden)
        if key == "histogram":
            return K.histogram_case(rng, hidden, block)
        return K.heat2d_case(rng, hidden)

    @staticmethod
    def _check_manifest(key: str, decomp: str | None, names: list[str], hidden: dict) -> None:
        """Faults (and wrong repairs) whose effect depends on the data: the hidden runs must show them."""
        nps = {c: [p for cc, p in RUNS if cc == c] for c in hidden}
        if key == "heat1d":
            checks = {"converge_reduce": lambda c, n: K.heat1d_local_stop_differs(c, n, decomp)
                      and K.heat1d_stop_differs(c, n, decomp, "sum"),
                      "converge_op": lambda c, n: K.heat1d_stop_differs(c, n, decomp, "sum")
                      and K.heat1d_stop_differs(c, n, decomp, "min")}
        elif key == "ledger":
            checks = {"hitdispls_counts": lambda c, n: K.ledger_hitdispls_show(c, n, decomp),
                      "prev_opening": lambda c, n: K.ledger_prev_show(c, n, decomp),
                      "total_int": lambda c, n: K.ledger_two_ints_show(c, n, decomp)}
        else:
            checks = {}
        for n in names:
            if n in checks and not any(checks[n](hidden[c], nps[c]) for c in hidden):
                raise Resample(f"the hidden runs do not show {n}")

    # -- the ticket -----------------------------------------------------------------------------------------------
    @staticmethod
    def _instruction(rng: random.Random, cfg: MpiLevel, key: str, name: str, root: str, drawn: list) -> str:
        team, cluster = rng.choice(TEAMS), rng.choice(CLUSTERS)
        intro = rng.choice([
            f"`{name}` is a small MPI program in C that {team} runs on {cluster}.",
            f"{team[0].upper() + team[1:]} relies on `{name}`, an MPI code in C, for jobs on {cluster}.",
            f"Our MPI program `{name}` (C, Open MPI) feeds reports that {team} reads; it runs on {cluster}.",
        ])
        where = (f"The project is `{root}`: the source `src/{name}.c`, a `Makefile`, a `README.md` that specifies the "
                 "input, the model, the output and the parallel layout, and `examples/` (an input and its correct "
                 "output).")
        parts = [f"# `{name}` gives wrong answers in parallel", "", f"{intro} {where}", ""]
        if cfg.tell == "symptoms":
            unit = {"heat1d": "cells", "ledger": "rows"}.get(key, "items")
            parts += ["Reported problems:", *[f"- {f.symptom[0].upper() + f.symptom[1:].replace('items', unit)}."
                                              for f in drawn], "",
                      "Fix these defects in the MPI code."]
        elif cfg.tell == "spec":
            parts += [rng.choice(["Since the job moved to more ranks its numbers no longer match the serial reference.",
                                  "The results change with the number of ranks the job is started with.",
                                  "A reviewer compared runs on different rank counts and none of them agree."]),
                      "", "README.md is the specification. Expect more than one defect in the parallel code, "
                          "including some that show only for particular rank counts or input sizes."]
        else:
            parts += [rng.choice(["The job is unreliable: depending on the rank count it hangs, or finishes with "
                                  "numbers nobody trusts.",
                                  "Nobody trusts this code any more; it hangs on some rank counts and the numbers "
                                  "it prints on others are questionable."]),
                      "", "Make it correct. README.md is the specification, including the parallel layout the "
                          "code is meant to have."]
        parts += ["", "Done means:",
                  f"- `{root}/src/{name}.c` builds with `mpicc -O2 -Wall` and, started with `mpirun` on any number "
                  "of ranks (the checks use 1 to 4), prints on rank 0 exactly the output README.md specifies for "
                  "any valid input file, and exits with status 0;",
                  "- the output is identical for every rank count (it is all integer arithmetic), and no rank "
                  "count hangs;",
                  "- the output format stays exactly as README.md gives it.", "",
                  f"It is checked by compiling the `.c` files of `{root}/src` with `mpicc` and running the program "
                  "on other input files, with several rank counts. `examples/expected.txt` is the correct output "
                  "for `examples/input.txt` (on any rank count). You work as "
                  f"`{AGENT}`; `mpirun --oversubscribe` lets you start more ranks than there are cores."]
        return "\n".join(parts) + "\n"


def _example_only(src: str, root: str, name: str, lines: list[str]) -> str:
    body = "".join('        puts("' + ln.replace("\\", "\\\\").replace('"', '\\"') + '");\n' for ln in lines)
    return ("#!/bin/bash\nset -euo pipefail\n"
            f"cat > {src} <<'C_SOURCE'\n#include <mpi.h>\n#include <stdio.h>\n\nint main(int argc, char **argv)\n{{\n"
            "    int rank;\n    MPI_Init(&argc, &argv);\n    MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n"
            f"    if (rank == 0) {{\n{body}    }}\n    MPI_Finalize();\n    return 0;\n}}\nC_SOURCE\n"
            f"cd {root}\nmpicc -O2 -Wall -o {name} src/{name}.c\n")


TESTS = '''
MPICC, MPIRUN = "/usr/bin/mpicc", "/usr/bin/mpirun"
HUNG = []


def _regular(path):
    return os.path.isfile(path) and not os.path.islink(path)


@pytest.fixture(scope="module")
def program():
    assert os.path.isdir(SRC_DIR), f"{SRC_DIR} is missing"
    tree = tg_guard.give(SRC_DIR)
    srcs = sorted(f for f in os.listdir(tree) if f.endswith(".c") and _regular(os.path.join(tree, f)))
    assert srcs, f"no .c file in {SRC_DIR}"
    p = tg_guard.run([MPICC, "-O2", "-o", NAME, *srcs, "-lm"], cwd=tree, timeout=240)
    assert p.returncode == 0, f"mpicc failed: {(p.stdout + p.stderr)[-2000:]}"
    exe = os.path.join(tree, NAME)
    assert _regular(exe), f"mpicc did not produce {NAME}"
    with open(exe, "rb") as f:
        assert f.read(4) == b"\\x7fELF", f"{NAME} must be the compiled program"
    return exe


@pytest.mark.parametrize("run", sorted(EXPECTED))
def test_output_on_hidden_input(program, run, tmp_path):
    assert not HUNG, f"not run: {HUNG[0]} did not finish"
    case, np_ = run.split("/")
    d = tmp_path / "in"
    d.mkdir()
    (d / "input.txt").write_text(INPUTS[case])
    inp = tg_guard.give(str(d))
    try:
        p = tg_guard.run([MPIRUN, "--oversubscribe", "-np", np_[2:], program, os.path.join(inp, "input.txt")],
                         timeout=RUN_SEC)
    except subprocess.TimeoutExpired:
        HUNG.append(run)
        raise AssertionError(f"{run}: no result within {RUN_SEC} s (a deadlock?)")
    got = [ln.strip() for ln in p.stdout.splitlines() if ln.strip()]
    want = EXPECTED[run]
    assert p.returncode == 0, f"{run}: mpirun exited {p.returncode}: {p.stderr[-800:]}"
    assert len(got) == len(want), f"{run}: {len(got)} output lines, expected {len(want)}: {[g[:80] for g in got[:6]]}"
    bad = [(g[:160], w[:160]) for g, w in zip(got, want) if g != w]
    assert not bad, f"{run}: wrong lines (got, expected): {bad[:3]}"
'''
