"""Software: repair a small C command-line tool (one source file, a Makefile, a README that is the spec, golden
tests) so that it does what its README says, judged on hidden inputs after a clean rebuild.

An instance draws one of several programs (a field extractor, a ring-buffer queue, an expression evaluator, a
word-frequency hash table, a uniq-like line filter, a byte-size converter; see _ctool_programs) and composes bugs
from that program's pool: logic bugs (off-by-one, signedness, comparator, error path and exit status, missing
state reset, ...), memory bugs that only AddressSanitizer/LeakSanitizer see, and build bugs under the project's
`-std=c11 -Wall -Wextra -Werror`. The kit's BugTable renders the shipped program and writes the oracle (one patch
with every repair) and the decoys (one repair left out, or replaced by a plausible wrong one).

Levels change the work:
- easy: two bugs, both reported with their symptom, both reproduced by the shipped golden tests;
- medium: two reported bugs plus one that no report or shipped test shows (the README is the spec), or a
  build break;
- hard: the ticket gives one user complaint and the goal; the golden tests are green; a second bug only the
  README reveals, a memory bug the sanitizer job finds, and a build break or a regression case to add (it must
  fail on the old code for the complaint and pass on the fix).
The tests build the agent's tree as the unprivileged tgrun (`make`, and `gcc` with the Makefile's flags), run
the tool on hidden inputs whose expected output and status the Python model computed here, and at hard rebuild
it with ASan/UBSan and require clean runs.
"""

from __future__ import annotations

import base64
import random
import shlex
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent
from termigen.families.kit import BugTable, Component, KitFamily, LevelConfig, compose, hidden_tests
from termigen.families.software._ctool_programs import PROGRAMS, CBug, Program
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

CFLAGS = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-O2", "-g"]
SAN_FLAGS = ["-std=c11", "-g", "-O1", "-fno-omit-frame-pointer", "-fsanitize=address,undefined",
             "-fno-sanitize-recover=all"]
MAKEFILE = """\
CC = gcc
CFLAGS = {flags}

@TOOL@: @TOOL@.c
\t$(CC) $(CFLAGS) -o $@ @TOOL@.c

test: @TOOL@
\tsh tests/run_tests.sh

clean:
\trm -f @TOOL@

.PHONY: test clean
""".replace("{flags}", " ".join(CFLAGS))

RUNNER = """\
#!/bin/sh
# Golden tests. Each folder tests/cases/<name>/ holds `cmd` (the tool's arguments, as shell words), `expected`
# (its exact standard output), optionally `stdin` (fed to its standard input), `status` (its exit status, 0 when
# absent) and the input files the arguments name. The tool runs inside the case folder.
cd "$(dirname "$0")/cases" || exit 1
fail=0
n=0
for d in */; do
    d=${d%/}
    [ -f "$d/cmd" ] || continue
    n=$((n + 1))
    want=0
    [ -f "$d/status" ] && want=$(cat "$d/status")
    in=/dev/null
    [ -f "$d/stdin" ] && in=stdin
    out=$(mktemp)
    (cd "$d" && eval "set -- $(cat cmd)" && exec ../../../@TOOL@ "$@" < "$in") > "$out" 2>/dev/null
    st=$?
    if [ "$st" = "$want" ] && cmp -s "$out" "$d/expected"; then
        echo "PASS $d"
    else
        echo "FAIL $d (exit status $st, expected $want)"
        diff "$d/expected" "$out" | head -n 12
        fail=1
    fi
    rm -f "$out"
done
echo "$n golden cases"
exit $fail
"""

README_TESTS = """
## Golden tests
`make test` runs `tests/run_tests.sh`: each folder `tests/cases/<name>/` holds `cmd` (the arguments, as shell
words), `expected` (the exact standard output), optionally `stdin` (fed to standard input), `status` (the exit
status, 0 when absent) and the input files the arguments name; the tool runs inside the case folder.
"""

TEAMS = ["the data platform team", "operations", "the billing crew", "finance engineering", "the support desk",
         "the integrations group", "the reporting team", "site reliability"]


@dataclass(frozen=True)
class CToolLevel(LevelConfig):
    reported: int = 2  # logic bugs the ticket reports with their symptom
    spec_only: int = 0  # bugs no report mentions (README only); at medium one may be a build break instead
    build_chance: float = 0.0  # medium: chance that the unreported bug is a build break
    golden_repro: bool = True  # the shipped golden tests reproduce the reported bugs
    memory: bool = False  # a memory bug; the tests rebuild with ASan/UBSan
    extras: tuple[int, int] = (0, 0)  # hard: how many of {build break, regression case}
    goal_only: bool = False  # hard: one complaint and the goal, no list of symptoms

    def validate(self) -> None:
        super().validate()
        if self.reported < 1 or not 0 <= self.build_chance <= 1:
            raise ValueError("CToolLevel: at least one reported bug; build_chance in [0, 1]")


@register
class CToolBugfix(KitFamily):
    name = "c_tool_bugfix"
    category = "software"
    description = ("Repair a small C command-line tool (one of several programs, bugs composed from its pool: logic, "
                   "memory, build) so it matches its README; judged on hidden inputs after a clean rebuild, "
                   "with sanitizers at hard.")
    base_image = "termigen/dev:1"
    levels = {
        "easy": CToolLevel(components=(2, 2), reported=2),
        "medium": CToolLevel(components=(3, 3), reported=2, spec_only=1, build_chance=0.3),
        "hard": CToolLevel(components=(4, 5), reported=1, spec_only=1, golden_repro=False, memory=True,
                           extras=(1, 2), goal_only=True),
    }

    # -- the draw -------------------------------------------------------------------------------------------------
    def draft(self, rng: random.Random, cfg: CToolLevel) -> Draft:
        prog = PROGRAMS[rng.choice(sorted(PROGRAMS))]
        tool = rng.choice(prog.names)

        def pool(kind, exclude=()):
            return [Component(b.name, skill=b.bug.skill) for b in prog.by_kind(kind) if b.name not in exclude]

        reported = [c.name for c in compose(rng, pool("logic"), cfg.reported)]
        # an unreported bug must not show in the golden tests that reproduce the reported ones
        shown = set(reported) | {x for r in reported for x in prog.leaks.get(r, ())} if cfg.golden_repro else set(reported)
        spec_only, build = [], []
        for _ in range(cfg.spec_only):
            if rng.random() < cfg.build_chance and not build:
                build = [c.name for c in compose(rng, pool("build"), 1)]
            else:
                spec_only += [c.name for c in compose(rng, pool("logic", shown | set(spec_only)), 1)]
        memory = [c.name for c in compose(rng, pool("memory"), 1)] if cfg.memory else []
        regression = False
        if cfg.extras != (0, 0):
            extras = compose(rng, [Component("build_break"), Component("regression_case")], cfg.extras)
            if any(e.name == "build_break" for e in extras) and not build:
                build = [c.name for c in compose(rng, pool("build"), 1)]
            regression = any(e.name == "regression_case" for e in extras)
        bugs = reported + spec_only + memory + build
        if len(set(bugs)) != len(bugs):
            raise Resample("a bug drawn twice")
        return self._assemble(rng, cfg, prog, tool, reported, spec_only, memory, build, regression)

    # -- the instance ---------------------------------------------------------------------------------------------
    def _assemble(self, rng, cfg, prog: Program, tool: str, reported, spec_only, memory, build, regression) -> Draft:
        proj = f"/app/{tool}"
        names = reported + spec_only + memory + build
        cbugs = [prog.bug(n) for n in names]

        def sub(s: str) -> str:
            return s.replace("@TOOL@", tool)

        bugs = [type(b.bug)(b.bug.name, right=sub(b.bug.right), broken=sub(b.bug.broken),
                            wrong={k: sub(v) for k, v in b.bug.wrong.items()}, skill=b.bug.skill) for b in cbugs]
        fixed = {b.name: sub(b.bug.right) for b in prog.bugs if b.name not in names}
        table = BugTable(f"{proj}/{tool}.c", sub(prog.template), bugs, fixed=fixed)

        # golden (visible) cases: they reproduce the reported bugs (easy, medium) or nothing (hard)
        visible = prog.cases(rng, set(reported) if cfg.golden_repro else set(), False)
        hidden = prog.cases(rng, {b.name for b in prog.bugs}, True)
        hidden += prog.cases(rng, {b.name for b in prog.bugs}, True)
        seen = {_key(c) for c in visible}
        hidden = [c for c in hidden if _key(c) not in seen]
        if not hidden:
            raise Resample("no hidden case left")

        files = {f"{proj}/{tool}.c": table.shipped(),
                 f"{proj}/Makefile": File.of(sub(MAKEFILE)),
                 f"{proj}/README.md": File.of(sub(prog.readme) + README_TESTS),
                 f"{proj}/tests/run_tests.sh": File.of(sub(RUNNER), mode=0o755)}
        shipped_names = []
        for i, c in enumerate(visible, 1):
            name = f"{i:02d}-{_slug(c)}"
            shipped_names.append(name)
            for rel, f in _case_files(prog, c).items():
                files[f"{proj}/tests/cases/{name}/{rel}"] = f

        # the regression case (hard): inputs that show the reported bug, written by the oracle
        tail, reg_case, reg_name = "", None, None
        if regression:
            reg_case = prog.cases(rng, {reported[0]}, False)
            reg_name = f"{len(visible) + 1:02d}-regression-{reported[0].replace('_', '-')}"
            tail += _write_cases(prog, f"{proj}/tests/cases", reg_name, reg_case)
        tail += f"cd {proj}\nmake clean\nmake\nmake test\n"
        solution, decoys = table.oracle_and_decoys(tail=tail, rng=rng, max_decoys=99)
        decoys = self._decoys(rng, table, decoys, proj, tool, prog, memory, build, regression, reported, reg_name,
                              shipped_names, tail)

        truth = {
            "PROJ": proj, "TOOL": tool, "SRC": f"{tool}.c", "FLAGS": CFLAGS, "SAN_FLAGS": SAN_FLAGS,
            "CASES": [dict(name=f"h{i:02d}", args=c["args"], stdin=c.get("stdin"), files=c["files"],
                           stdout=out, status=st) for i, c in enumerate(hidden, 1) for out, st in [prog.model(c)]],
            "SANITIZE": bool(memory),
            "REGRESSION": None if not regression else {
                "shipped": shipped_names,
                "source": table.render({b.name: ("broken" if b.name == reported[0] else "right") for b in bugs}),
            },
        }
        tests = {"test_outputs.py": _tests(truth)}
        instruction = self._instruction(rng, cfg, prog, tool, proj, reported, spec_only, memory, build, regression,
                                        reg_name)
        level_tags = (["spec-reading"] if spec_only else []) + (["memory-safety", "sanitizers"] if memory else []) + (
            ["build-repair"] if build else []) + (["regression-test"] if regression else [])
        return Draft(
            instruction=instruction,
            environment=Environment(base_image=self.base_image, files=files, workdir=proj),
            solution=solution,
            tests=tests,
            decoys=decoys,
            outputs=[proj],
            tools=sorted(tools_in(solution) | {"gcc", "make", "patch"}),
            tags=["c", "debugging", "bug-fixing", "make", "golden-tests", prog.key] + level_tags,
            expert_time_min=15 + 10 * len(names) + (10 if memory else 0),
            junior_time_min=45 + 25 * len(names) + (30 if memory else 0),
            timeouts=Timeouts(agent_sec=1200.0 + 600.0 * len(names), verifier_sec=300.0),
            components=[f"{prog.key}.{n}" for n in names] + (["regression_case"] if regression else []),
        )

    # -- decoys ---------------------------------------------------------------------------------------------------
    def _decoys(self, rng, table, made, proj, tool, prog, memory, build, regression, reported, reg_name,
                shipped_names, tail) -> list[Decoy]:
        """Keep: every wrong repair (plausible fixes that are not), the memory bug left in (hard), the reported
        bug left in; fill up with other skips to six; plus hand-written ones."""
        right = {b.name: "right" for b in table.bugs}
        by = {d.name: d for d in made}
        keep = [d for d in made if not d.name.startswith("skips_")]
        must = [f"skips_{n}" for n in (memory + reported[:1] + build)]
        keep += [by[n] for n in must if n in by]
        rest = [d for d in made if d not in keep]
        rng.shuffle(rest)
        extra = []
        extra.append(Decoy(name="golden_rewrite", description="rewrites the golden expected outputs from the "
                                                              "unfixed tool instead of fixing the code",
                           script=_script(f"""
                               cd {proj}
                               make || true
                               for d in tests/cases/*/; do
                                 (cd "$d" && eval "set -- $(cat cmd)" && ../../../{tool} "$@" < "$( [ -f stdin ] && echo stdin || echo /dev/null )" > expected 2>/dev/null) || true
                               done
                           """)))
        if regression:
            patch = table.patch(right)
            extra.append(Decoy(name="no_regression_case", description="fixes every bug but adds no regression case",
                               script=_script(patch + f"cd {proj}\nmake clean\nmake\nmake test\n")))
            extra.append(Decoy(name="regression_copies_golden", description="adds a 'regression' case that is a copy "
                                                                          "of a shipped golden case",
                               script=_script(patch + f"cd {proj}/tests/cases\ncp -r {shipped_names[0]} {reg_name}\n"
                                              f"cd {proj}\nmake clean\nmake\nmake test\n")))
        out = extra + keep
        for d in rest:
            if len(out) >= 7:
                break
            out.append(d)
        names = [d.name for d in out]
        assert len(set(names)) == len(names), names
        return out

    # -- the ticket -----------------------------------------------------------------------------------------------
    def _instruction(self, rng, cfg, prog, tool, proj, reported, spec_only, memory, build, regression, reg_name):
        team = rng.choice(TEAMS)
        usage = rng.choice(prog.usage).format(tool=f"{tool}")
        intro = rng.choice([
            f"`{tool}` is a small C {prog.what} that {team} depends on, and it misbehaves.",
            f"{team[0].upper() + team[1:]} relies on `{tool}`, our in-house C {prog.what}; bug reports have piled up.",
            f"Our C {prog.what} `{tool}` runs in nightly jobs, and {team} filed tickets against it this week.",
        ])
        where = (f"The project is `{proj}`: the source `{tool}.c`, a `Makefile`, a `README.md` that specifies the "
                 f"exact behaviour, and golden tests under `tests/` (`make test`).")
        sym = lambda n: prog.bug(n).symptom[0].upper() + prog.bug(n).symptom[1:]  # noqa: E731
        parts = [f"# Fix `{tool}`", "", f"{intro} {usage} {where}", ""]
        if not cfg.goal_only:
            parts += ["Reported problems:", *[f"- {sym(n)}." for n in reported], ""]
            if cfg.golden_repro:
                parts.append("The shipped golden tests reproduce " + ("both reports." if len(reported) == 2 else
                                                                      "the reports."))
            if spec_only or build:
                parts.append("The README is the specification: the tool must follow it exactly, including behaviour "
                             "that no report and no shipped test covers yet.")
        else:
            green = ("The golden tests are green all the same." if not build else
                     "CI has not produced a build since the last merge; the golden tests passed before it.")
            parts += [f"A user writes: \"{sym(reported[0])}.\" {green}", "",
                      "The README is the specification, and the tool must follow it exactly on any input, not only "
                      "where users complained; expect more than one defect."]
            if memory:
                parts.append("The CI job also builds the tool with AddressSanitizer and UndefinedBehaviorSanitizer "
                             f"(`gcc {' '.join(SAN_FLAGS)} {tool}.c`) and runs it on its test inputs; every run must "
                             "be clean: no sanitizer report, leaks included, and the same output as the normal "
                             "build. Do not disable or suppress the sanitizers in the code.")
            if regression:
                parts.append(f"Add a golden case for the user's complaint as `tests/cases/{reg_name}/` (or any new "
                             "case folder, in the layout the README describes): it must fail on the current code "
                             "because of that complaint and pass once it is fixed.")
        parts += ["", "Done means:",
                  f"- `make clean && make` in `{proj}` builds `{proj}/{tool}` from `{tool}.c`, with the Makefile's "
                  f"compiler flags unchanged (CI also compiles `{tool}.c` on its own with exactly "
                  f"`{' '.join(CFLAGS)}`);",
                  "- for any input, the output and the exit status are exactly what `README.md` specifies;",
                  "- the command line and the output format stay as they are.", "",
                  "Do not rewrite the tool in another language. It will be rebuilt from a clean tree and run on other "
                  "inputs than the shipped ones, so editing the expected outputs under `tests/` fixes nothing."]
        return "\n".join(parts) + "\n"


# -- helpers --------------------------------------------------------------------------------------------------------
def _key(c: dict):
    return (tuple(c["args"]), c.get("stdin"), tuple(sorted(c["files"].items())))


def _slug(c: dict) -> str:
    if c["files"]:
        return sorted(c["files"])[0].split(".")[0]
    return "stdin"


def _case_files(prog: Program, c: dict) -> dict[str, File]:
    out, st = prog.model(c)
    files = {"cmd": File.of(shlex.join(c["args"]) + "\n"), "expected": File.of(out)}
    if c.get("stdin") is not None:
        files["stdin"] = File.of(c["stdin"])
    if st:
        files["status"] = File.of(f"{st}\n")
    for n, data in c["files"].items():
        files[n] = File.of(data)
    return files


def _write_cases(prog: Program, root: str, name: str, cases: list[dict]) -> str:
    """Shell that writes cases as golden-case folders (base64: inputs may hold any byte)."""
    sh = []
    for i, c in enumerate(cases):
        d = f"{root}/{name}" + (f"-{i + 1}" if len(cases) > 1 else "")
        sh.append(f"mkdir -p {d}")
        for rel, f in _case_files(prog, c).items():
            b64 = base64.b64encode(f.bytes()).decode()
            sh.append(f"base64 -d > {d}/{rel} <<'B64'\n{b64}\nB64")
    return "\n".join(sh) + "\n"


def _script(body: str) -> str:
    return "#!/bin/bash\nset -euo pipefail\n" + dedent(body)


def _tests(truth: dict) -> File:
    body = '''
        GCC, MAKE = "/usr/bin/gcc", "/usr/bin/make"
        BANNED = ("sanitize", "__asan", "__lsan", "__ubsan", "asan_options", "lsan_options")


        def _regular(path):
            st = os.lstat(path)
            return not os.path.islink(path) and os.path.isfile(path) and st.st_size >= 0


        @pytest.fixture(scope="module")
        def tree():
            assert os.path.isdir(PROJ), f"{PROJ} is missing"
            return tg_guard.give(PROJ)


        @pytest.fixture(scope="module")
        def built(tree):
            tg_guard.run([MAKE, "clean"], cwd=tree, timeout=120)
            p = tg_guard.run([MAKE], cwd=tree, timeout=300)
            assert p.returncode == 0, f"make failed: {(p.stdout + p.stderr)[-2000:]}"
            exe = os.path.join(tree, TOOL)
            assert os.path.exists(exe) and _regular(exe), f"make did not produce {TOOL}"
            with open(exe, "rb") as f:
                assert f.read(4) == b"\\x7fELF", f"{TOOL} must be the compiled C program"
            return exe


        def _inputs(tmp_path, files):
            d = tmp_path / "in"
            d.mkdir()
            for name, data in files.items():
                (d / name).write_bytes(data)
            return tg_guard.give(str(d))


        def _run(exe, case, tmp_path, env=None):
            cwd = _inputs(tmp_path, case["files"])
            return tg_guard.run([exe, *case["args"]], input=case["stdin"] or b"", cwd=cwd, env=env, text=False,
                                timeout=30)


        def _check(p, case):
            assert p.returncode == case["status"], (
                f"{case['args']}: exit status {p.returncode}, expected {case['status']}; stderr: {p.stderr[-300:]!r}")
            if p.stdout != case["stdout"]:
                got, want = p.stdout.split(b"\\n"), case["stdout"].split(b"\\n")
                diff = [(i + 1, g[:100], w[:100]) for i, (g, w) in enumerate(zip(got, want)) if g != w][:3]
                raise AssertionError(f"{case['args']}: output differs (line, got, expected): "
                                     f"{diff or (len(got), len(want))}")


        def test_compiles_with_the_project_flags(tree):
            p = tg_guard.run([GCC, *FLAGS, "-o", "ci-build", SRC], cwd=tree, timeout=120)
            assert p.returncode == 0, f"gcc {' '.join(FLAGS)} {SRC} failed: {p.stderr[-2000:]}"


        @pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
        def test_hidden_input(built, case, tmp_path):
            _check(_run(built, case, tmp_path), case)


        @pytest.fixture(scope="module")
        def sanitized(tree):
            for root, _, names in os.walk(tree):
                for n in names:
                    path = os.path.join(root, n)
                    if n.endswith((".c", ".h")) and _regular(path):
                        with open(path, "rb") as f:
                            text = f.read().decode("latin-1").lower()
                        hit = [w for w in BANNED if w in text]
                        assert not hit, f"{n}: the sanitizers must not be disabled or tuned in the code ({hit})"
            p = tg_guard.run([GCC, *SAN_FLAGS, "-o", "san-build", SRC], cwd=tree, timeout=180)
            assert p.returncode == 0, f"sanitizer build failed: {p.stderr[-2000:]}"
            return os.path.join(tree, "san-build")


        @pytest.mark.parametrize("case", CASES if SANITIZE else [], ids=[c["name"] for c in CASES] if SANITIZE else [])
        def test_sanitizers_are_clean(sanitized, case, tmp_path):
            env = dict(os.environ, HOME="/tmp", ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:exitcode=86",
                       UBSAN_OPTIONS="halt_on_error=1:exitcode=86:print_stacktrace=1",
                       LSAN_OPTIONS="exitcode=86")
            p = _run(sanitized, case, tmp_path, env=env)
            report = [ln for ln in p.stderr.decode("latin-1").splitlines()
                      if "Sanitizer" in ln or "runtime error" in ln][:3]
            assert not report, f"{case['args']}: {report}"
            _check(p, case)


        def _golden(exe, d, tmp_path, tag):
            """(passes, detail) for one golden-case folder run with exe."""
            for n in os.listdir(d):
                assert _regular(os.path.join(d, n)), f"{d}/{n}: a golden case holds plain files only"
            with open(os.path.join(d, "cmd"), "rb") as f:
                args = shlex.split(f.read().decode("utf-8", "replace"))
            with open(os.path.join(d, "expected"), "rb") as f:
                want = f.read()
            status = 0
            if os.path.exists(os.path.join(d, "status")):
                with open(os.path.join(d, "status")) as f:
                    status = int(f.read().strip() or 0)
            stdin = b""
            if os.path.exists(os.path.join(d, "stdin")):
                with open(os.path.join(d, "stdin"), "rb") as f:
                    stdin = f.read()
            work = tmp_path / tag
            work.mkdir()
            cwd = tg_guard.give(d, tg_guard.scratch("golden"))
            p = tg_guard.run([exe, *args], input=stdin, cwd=cwd, text=False, timeout=30)
            return p.returncode == status and p.stdout == want


        @pytest.mark.parametrize("on", ["regression"] if REGRESSION else [])
        def test_regression_case_catches_the_complaint(built, tree, tmp_path, on):
            root = os.path.join(tree, "tests", "cases")
            new = sorted(n for n in os.listdir(root) if n not in REGRESSION["shipped"]
                         and os.path.isdir(os.path.join(root, n)) and not os.path.islink(os.path.join(root, n))
                         and os.path.exists(os.path.join(root, n, "cmd")) and os.path.exists(os.path.join(root, n, "expected")))
            assert new, "no new golden case folder (with cmd and expected) under tests/cases/"
            old_dir = tg_guard.scratch("old")
            old_src = tmp_path / "old.c"
            old_src.write_text(REGRESSION["source"])
            src = tg_guard.give(str(old_src), old_dir)
            p = tg_guard.run([GCC, "-std=c11", "-O2", "-w", "-o", "old", src], cwd=old_dir, timeout=120)
            assert p.returncode == 0, p.stderr[-1000:]
            old = os.path.join(old_dir, "old")
            fixed_ok, caught = [], []
            for i, n in enumerate(new):
                d = os.path.join(root, n)
                fixed_ok.append(_golden(built, d, tmp_path, f"f{i}"))
                caught.append(not _golden(old, d, tmp_path, f"o{i}"))
            assert all(fixed_ok), f"new golden cases that fail on the repaired tool: {[n for n, ok in zip(new, fixed_ok) if not ok]}"
            assert any(caught), f"none of the new golden cases ({new}) fails on the code with the complaint's bug"
    '''
    return hidden_tests(truth, body, imports="import shlex\n")
