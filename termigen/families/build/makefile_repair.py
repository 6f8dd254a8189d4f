"""Build: repair a broken Makefile (tabs, missing objects, include paths, libm, clean, header dependencies,
DESTDIR installs, out-of-tree objects and a generated header); judged by rebuilding on hidden changes."""

from __future__ import annotations

import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.families.build import _cstages as cs
from termigen.task import Decoy, Environment, File, Timeouts

PROJECTS = ["tallyho", "numcrunch", "sieve", "quanta", "ledgerline", "bitmill", "stepper", "cinder", "hexwise", "parcel",
            "gauge", "sprocket", "tinker", "marlin", "ostrich", "pylon", "quokka", "rampart", "saltpan", "thimble",
            "umbra", "vortex", "wicket", "yardarm", "zephyr", "anvil", "bramble", "cobble", "dynamo", "ember"]
TEAMS = ["payments", "telemetry", "warehouse tooling", "lab automation", "billing", "fleet monitoring", "QA tooling",
         "signal processing", "the data platform", "firmware tools", "the metrics pipeline", "release engineering"]
ORIGINS = [
    "after the repository was moved off the old {old} setup",
    "after a half-finished clean-up of the build by a contractor who has since left",
    "after someone \"tidied\" the Makefile with an editor that rewrites whitespace",
    "after the project was split out of a larger monorepo that used {old}",
    "after a merge that combined two diverging versions of the Makefile",
    "after the last release, when the build was hand-edited on a laptop",
]
OLD = ["SCons", "a build.sh script", "an IDE project file", "Bazel", "a hand-written build.bat", "premake"]
LAYOUTS = [("src", "include"), ("src", "inc"), ("source", "include"), ("lib", "headers"), ("csrc", "include"),
           ("src", "hdr"), ("modules", "include")]
VARSETS = [("OBJS", "BIN"), ("OBJECTS", "TARGET"), ("OBJ", "PROG"), ("OBJFILES", "EXE")]
SUMMARIES = ["# {n} values, total {t}", "count={n} sum={t}", "n={n} total={t}", "-- {n} processed, sum {t} --"]
VERB = ["reads integers from standard input and prints, for each, the result of a fixed chain of transforms",
        "turns a stream of integers (standard input) into transformed values, one per line",
        "pushes every integer it reads on standard input through a chain of small transforms"]


def _c_fmt(summary: str) -> str:
    return summary.replace("{n}", "%ld").replace("{t}", "%ld")


class Proj:
    """Everything an instance draws, and the C sources, the Makefile variants and the ground truth it implies."""

    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self.name = rng.choice(PROJECTS)
        self.root = f"/app/{self.name}"
        self.src, self.inc = rng.choice(LAYOUTS)
        self.objv, self.binv = rng.choice(VARSETS)
        self.prefix = rng.choice(["tp", "st", "op", "fx", "pl", "xf"])
        self.summary = rng.choice(SUMMARIES)
        self.verb = rng.choice(VERB)
        self.examples = cs.inputs(rng, 12, -5000, 5000)
        self.hidden = [cs.inputs(rng, 60), cs.inputs(rng, 40, -999, 999)]
        probe = self.examples + [x for h in self.hidden for x in h]
        nst = {"easy": 4, "medium": 5, "hard": 6}[level]
        self.bugs = self._bugs(rng)
        must = ("isqrt",) if "no_libm" in self.bugs else ()
        self.stages = cs.draw_stages(rng, nst, self.prefix, must=must, probe=probe)
        self.version = f"{rng.randint(1, 4)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}"
        self.new_version = f"{self.version.split('.')[0]}.{int(self.version.split('.')[1]) + 1}.0"
        # The stage whose object is missing from the object list (never the first: main.o is always there).
        # (stubbing it out as the identity must change the hidden output)
        self.missing = rng.choice([s for s in self.stages if self.outputs(self.hidden[0], stub=s.name) != self.outputs(self.hidden[0])])
        # The constant the tests change in config.h; its new value must change the hidden output.
        self.change = self._pick_change(rng)
        self.cflags = rng.choice(["-O2 -Wall", "-O2 -Wall -Wextra", "-O1 -g -Wall", "-O2 -g -Wall -std=c11"])

    def _bugs(self, rng):
        if self.level == "easy":
            extra = rng.sample(["spaces", "no_include", "no_libm", "wrong_output", "bad_clean"], 2)
            return {"missing_obj", *extra}
        base = {"missing_obj", "bad_clean", "no_deps", "bad_install"}
        base |= set(rng.sample(["spaces", "no_include", "no_libm", "wrong_output"], 1 if self.level == "medium" else 2))
        if self.level == "hard":
            base |= {"phony_version", "no_build_dir"}
        return base

    def _pick_change(self, rng):
        cands = [(s, k) for s in self.stages for k in s.params]
        rng.shuffle(cands)
        for s, k in cands:
            old = s.params[k]
            for _ in range(20):
                new = old + rng.choice([-3, -2, -1, 1, 2, 3, 5, 7]) * max(1, abs(old) // 10)
                if new == old or (s.kind in ("wrap", "poly") and k.endswith("_M") and new < 2) or (s.kind == "halve" and new <= 0) \
                        or (s.kind == "collatz" and new <= 0) or (s.kind == "gcd" and new <= 0):
                    continue
                if s.kind == "clamp" and ((k.endswith("_LO") and new >= s.params[k.replace("_LO", "_HI")]) or
                                          (k.endswith("_HI") and new <= s.params[k.replace("_HI", "_LO")])):
                    continue
                s.params[k] = new
                ok = cs.safe(self.stages, self.hidden[0])
                changed = self.outputs(self.hidden[0]) != self._outputs_with(k, old, self.hidden[0])
                s.params[k] = old
                if ok and changed:
                    return (s, k, new)
        raise RuntimeError("no constant whose change shows in the output")

    def _outputs_with(self, key, value, xs):
        s = next(s for s in self.stages if key in s.params)
        old = s.params[key]
        s.params[key] = value
        try:
            return self.outputs(xs)
        finally:
            s.params[key] = old

    def outputs(self, xs, stub: str | None = None) -> list[str]:
        ys = []
        for x in xs:
            for s in self.stages:
                x = x if s.name == stub else s.py(x)
            ys.append(x)
        return [str(y) for y in ys] + [self.summary.replace("{n}", str(len(ys))).replace("{t}", str(sum(ys)))]

    # -- C sources --------------------------------------------------------------------------------------------
    def config_h(self, override: tuple | None = None) -> str:
        lines = [f"/* {self.name}: tunable constants. */", "#ifndef CONFIG_H", "#define CONFIG_H", "",
                 f'#define TOOL_NAME "{self.name}"']
        for s in self.stages:
            for k, v in s.params.items():
                if override and override[0] == k:
                    v = override[1]
                lines.append(f"#define {k} ({v})" if v < 0 else f"#define {k} {v}")
        return "\n".join(lines + ["", "#endif", ""])

    def files(self) -> dict[str, str]:
        out = {}
        r = self.root
        out[f"{r}/{self.inc}/config.h"] = self.config_h()
        for s in self.stages:
            g = cs.header_guard(f"{self.prefix}_{s.name}.h")
            out[f"{r}/{self.inc}/{s.name}.h"] = (f"#ifndef {g}\n#define {g}\n\n/* {s.doc}. */\n"
                                                 f"long {self.prefix}_{s.name}(long x);\n\n#endif\n")
            inc = "".join(f"#include <{h}>\n" for h in s.includes)
            out[f"{r}/{self.src}/{s.name}.c"] = (f"{inc}#include \"config.h\"\n#include \"{s.name}.h\"\n\n"
                                                 + cs.c_function(self.prefix, s))
        incs = "".join(f'#include "{s.name}.h"\n' for s in self.stages)
        chain = "".join(f"        y = {self.prefix}_{s.name}(y);\n" for s in self.stages)
        ver = '#include "version.h"\n' if self.level == "hard" else ""
        vcheck = ('    if (argc > 1 && strcmp(argv[1], "--version") == 0) {\n'
                  '        printf("%s %s\\n", TOOL_NAME, APP_VERSION);\n        return 0;\n    }\n') if self.level == "hard" else \
            "    (void)argc;\n    (void)argv;\n"
        out[f"{r}/{self.src}/main.c"] = dedent("""
            #include <stdio.h>
            #include <string.h>
            #include "config.h"
            {ver}{incs}
            int main(int argc, char **argv)
            {
            {vcheck}    long x, total = 0, count = 0;
                while (scanf("%ld", &x) == 1) {
                    long y = x;
            {chain}        printf("%ld\\n", y);
                    total += y;
                    count++;
                }
                printf("{fmt}\\n", count, total);
                return 0;
            }
        """).replace("{ver}", ver).replace("{incs}", incs).replace("{vcheck}", vcheck).replace("{chain}", chain) \
            .replace("{fmt}", _c_fmt(self.summary))
        if self.level == "hard":
            out[f"{r}/VERSION"] = self.version + "\n"
        out[f"{r}/examples/input.txt"] = "\n".join(map(str, self.examples)) + "\n"
        out[f"{r}/examples/expected.txt"] = "\n".join(self.outputs(self.examples)) + "\n"
        docs = "\n".join(f"- `{self.src}/{s.name}.c`: {s.doc}" for s in self.stages)
        out[f"{r}/README.md"] = (f"# {self.name}\n\n`{self.name}` {self.verb}.\n\nModules, applied in this "
                                 f"order:\n\n{docs}\n\nConstants live in `{self.inc}/config.h`.\n\n"
                                 f"    make && ./bin/{self.name} < examples/input.txt | diff - examples/expected.txt\n")
        return out

    # -- Makefiles --------------------------------------------------------------------------------------------
    def makefile(self, bugs: set[str]) -> str:
        T = "\t"
        O, B = self.objv, self.binv
        hard, med = self.level == "hard", self.level != "easy"
        odir = "$(BUILD)" if hard else "$(SRC)"
        mods = ["main"] + [s.name for s in self.stages if not (s is self.missing and "missing_obj" in bugs)]
        if "stub" in bugs:
            mods.append("compat")
        objs = " \\\n       ".join(f"{odir}/{m}.o" for m in mods)
        incflags = ("" if "no_include" in bugs else " -I$(INC)") + (" -I$(BUILD)" if hard else "")
        libs = "-lm" if any(s.needs_libm for s in self.stages) and "no_libm" not in bugs else ""
        L = [f"# Makefile for {self.name}", "CC = gcc", f"CFLAGS = {self.cflags}{incflags}"]
        if med and "no_deps" not in bugs:
            L.append("CFLAGS += -MMD -MP")
        L += [f"LDLIBS = {libs}".rstrip(), "", f"SRC = {self.src}", f"INC = {self.inc}"]
        if hard:
            L.append("BUILD = build")
        if med:
            L.append("PREFIX ?= /usr/local")
        L += [f"{B} = bin/{self.name}", f"{O} = {objs}"]
        if med and "no_deps" not in bugs:
            L.append(f"DEPS = $({O}:.o=.d)")
        L.append("")
        if hard and "phony_version" in bugs:
            L += [f"all: version $({B})", "", "version:", f"{T}mkdir -p $(BUILD)",
                  f"{T}sed 's/.*/#define APP_VERSION \"&\"/' VERSION > $(BUILD)/version.h", ""]
        else:
            L += [f"all: $({B})", ""]
        ind = "    " if "spaces" in bugs else T
        out = f"$(notdir $({B}))" if "wrong_output" in bugs else "$@"
        L += [f"$({B}): $({O})", f"{T}mkdir -p $(dir $@)", f"{ind}$(CC) $(CFLAGS) -o {out} $({O}) $(LDLIBS)", ""]
        if hard:
            order = "" if "no_build_dir" in bugs else " | $(BUILD)"
            L += [f"$(BUILD)/%.o: $(SRC)/%.c{order}", f"{ind}$(CC) $(CFLAGS) -c -o $@ $<", ""]
            if "no_build_dir" not in bugs:
                L += ["$(BUILD):", f"{T}mkdir -p $@", ""]
            if "phony_version" not in bugs:
                L += [f"$(BUILD)/version.h: VERSION{order}",
                      f"{T}sed 's/.*/#define APP_VERSION \"&\"/' $< > $@", "",
                      "$(BUILD)/main.o: $(BUILD)/version.h", ""]
        else:
            L += ["$(SRC)/%.o: $(SRC)/%.c", f"{ind}$(CC) $(CFLAGS) -c -o $@ $<", ""]
        if med:
            if "bad_install" in bugs:
                L += [f"install: $({B})", f"{T}cp $({B}) /usr/local/bin/", ""]
            elif "ignores_destdir" in bugs:
                L += [f"install: $({B})", f"{T}install -D -m 755 $({B}) $(PREFIX)/bin/{self.name}", ""]
            else:
                L += [f"install: $({B})", f"{T}install -D -m 755 $({B}) $(DESTDIR)$(PREFIX)/bin/{self.name}", ""]
        if "bad_clean" in bugs:
            L += ["clean:", f"{T}rm -f $(OBJECTS_LIST) $(PROGRAM)", ""]
        elif hard:
            L += ["clean:", f"{T}rm -rf $(BUILD) $({B})", ""]
        else:
            extra = " $(DEPS)" if med and "no_deps" not in bugs else ""
            L += ["clean:", f"{T}rm -f $({O}) $({B}){extra}", ""]
        if med and "no_deps" not in bugs:
            L += ["-include $(DEPS)", ""]
        L.append(".PHONY: all clean" + (" install" if med else "") + (" version" if "phony_version" in bugs else ""))
        return "\n".join(L) + "\n"


def _solver(p: Proj, mk_bugs: set[str], stub: bool = False, hand: bool = False) -> str:
    """Write a Makefile (with the given bugs left in), optionally a stub module, then build and self-check."""
    parts = []
    if not hand:
        parts.append(f"cat > Makefile <<'MAKEFILE'\n{p.makefile(mk_bugs | ({'stub'} if stub else set()))}MAKEFILE")
    if stub:
        s = p.missing
        parts.append(f"cat > {p.src}/compat.c <<'C'\n/* temporary stand-in until the real module links */\n"
                     f"long {p.prefix}_{s.name}(long x) {{ return x; }}\nC")
    if hand:
        libs = " -lm" if any(s.needs_libm for s in p.stages) else ""
        if p.level == "hard":
            parts.append("mkdir -p build && sed 's/.*/#define APP_VERSION \"&\"/' VERSION > build/version.h")
        incb = " -Ibuild" if p.level == "hard" else ""
        parts.append(f"mkdir -p bin\ngcc -O2 -I{p.inc}{incb} {p.src}/*.c -o bin/{p.name}{libs}")
    else:
        parts.append("make clean >/dev/null 2>&1 || true\nmake -j4")
    parts.append(f"cat examples/input.txt | \"$PWD/bin/{p.name}\" | diff - examples/expected.txt "
                 f"|| echo 'output differs from examples/expected.txt' >&2")
    parts.append(f"file bin/{p.name}")
    if p.level != "easy" and not hand:
        parts.append("make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin")
    return script(f"cd {p.root}\n" + "\n".join(parts) + "\n")


@register
class MakefileRepair(Family):
    name = "makefile_repair"
    category = "build"
    description = "Repair a C project's broken Makefile: build, clean, header dependencies, DESTDIR install, generated headers."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        p = Proj(rng, level)
        files = {path: File.of(text) for path, text in p.files().items()}
        files[f"{p.root}/Makefile"] = File.of(p.makefile(p.bugs))
        team = rng.choice(TEAMS)
        origin = rng.choice(ORIGINS).replace("{old}", rng.choice(OLD))
        _, key, new = p.change
        truth = {
            "hidden": [p.outputs(h) for h in p.hidden],
            "changed": p._outputs_with(key, new, p.hidden[0]),
            "config_changed": p.config_h(override=(key, new)),
            "version": f"{p.name} {p.version}", "new_version": f"{p.name} {p.new_version}",
        }
        decoys = [
            Decoy(name="stub_missing", description="links by stubbing the module missing from the object list (wrong values)",
                  script=_solver(p, {"missing_obj"}, stub=True)),
            Decoy(name="hand_built", description="builds the binary with a direct gcc command, Makefile still broken",
                  script=_solver(p, set(), hand=True)),
        ]
        if level != "easy":
            decoys.append(Decoy(name="no_header_deps", description="builds and installs, but objects do not depend on headers",
                                script=_solver(p, {"no_deps"})))
            decoys.append(Decoy(name="ignores_destdir", description="install target ignores DESTDIR",
                                script=_solver(p, {"ignores_destdir"})))
            decoys.append(Decoy(name="clean_left_broken", description="everything fixed except `make clean`",
                                script=_solver(p, {"bad_clean"})))
        if level == "hard":
            decoys.append(Decoy(name="phony_version", description="version.h made by a phony step of `all` only",
                                script=_solver(p, {"phony_version"})))
        tests = {"test_outputs.py": self._tests(p, truth),
                 "cases/hidden1.txt": File.of("\n".join(map(str, p.hidden[0])) + "\n"),
                 "cases/hidden2.txt": File.of("\n".join(map(str, p.hidden[1])) + "\n")}
        return Draft(
            instruction=self._instruction(p, team, origin, key),
            environment=Environment(base_image=self.base_image, files=files, workdir=p.root),
            solution=_solver(p, set()),
            tests=tests,
            decoys=decoys,
            outputs=[p.root],
            tools=["make", "gcc", "sed", "install", "diff", "mkdir", "rm", "cat", "file"] + (["ls"] if level != "easy" else []),
            tags=["make", "c", "build-repair"] + {"easy": [], "medium": ["dependencies", "install"],
                                                   "hard": ["dependencies", "install", "generated-headers", "out-of-tree"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 30}[level],
            junior_time_min={"easy": 25, "medium": 50, "hard": 80}[level],
            timeouts=Timeouts(verifier_sec=300.0),  # several clean builds / mpirun runs; slow on a loaded host
        )

    @staticmethod
    def _instruction(p: Proj, team, origin, key):
        req = [f"Running `make` in `{p.root}` on a clean checkout builds the program `{p.root}/bin/{p.name}` from "
               f"`{p.src}/main.c` and every module in `{p.src}/` (all of them are part of the program; see `README.md`).",
               "`make clean` removes every build artifact (object files" + (", dependency files" if p.level != "easy" else "")
               + (", the `build/` folder" if p.level == "hard" else "") + " and the binary) and nothing else."]
        if p.level != "easy":
            req.append(f"Objects must be rebuilt when a header they include changes: after editing a header in "
                       f"`{p.inc}/` (for example the value of `{key}` in `{p.inc}/config.h`), a plain `make` must "
                       "produce a binary that reflects the change.")
            req.append(f"`make install` installs the binary as `$(DESTDIR)$(PREFIX)/bin/{p.name}` with mode 755, "
                       "creating directories as needed; `PREFIX` defaults to `/usr/local` and both variables can be "
                       "set on the command line (packagers stage installs with `DESTDIR`).")
        if p.level == "hard":
            req.append("Object files and the generated header go to `build/`, never next to the sources. "
                       "`build/version.h` is generated from the `VERSION` file (it defines `APP_VERSION` as a string "
                       f"literal) and `bin/{p.name} --version` prints `{p.name} <version>`.")
            req.append(f"Every target must work when asked for on its own and in parallel: `make bin/{p.name}` or "
                       f"`make -j8` on a clean checkout must succeed, and after `VERSION` changes a plain `make` must "
                       "rebuild what depends on it.")
        body = "\n".join(f"{i}. {r}" for i, r in enumerate(req, 1))
        return dedent("""
            # Fix the build of `{name}`

            `{name}` is a small command-line tool owned by {team}: it {verb}. Its build broke {origin}, and
            `make` no longer produces a working binary. The C sources in `{src}/` and the headers in `{inc}/` are
            correct and reviewed: **the fix belongs in `{root}/Makefile`** (do not edit, add or remove `.c`/`.h`
            files{version}, and do not change the constants).

            What the Makefile must do:

            {body}

            `examples/input.txt` and `examples/expected.txt` show the program's expected behaviour
            (`./bin/{name} < examples/input.txt` must print exactly `examples/expected.txt`). The project will be
            checked from a fresh copy of `{root}`: it is rebuilt from scratch with your Makefile, run on other
            inputs, and the targets above are exercised, so a binary built by hand does not count. Use GNU make
            and gcc as installed; no network access is available.
        """).replace("{name}", p.name).replace("{team}", team).replace("{verb}", p.verb) \
            .replace("{origin}", origin).replace("{src}", p.src).replace("{inc}", p.inc).replace("{root}", p.root) \
            .replace("{body}", body).replace("{version}", ", do not change `VERSION`" if p.level == "hard" else "")

    @staticmethod
    def _tests(p: Proj, truth):
        consts = {"EXPECTED": truth, "ROOT": p.root, "NAME": p.name, "INC": p.inc, "SRC": p.src,
                  "LEVEL": p.level, "SOURCES": sorted(f for f in p.files() if f.endswith((".c", ".h")))}
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))
            _N = [0]

            def _fresh():
                """A copy of the submitted project with every build artifact removed."""
                _N[0] += 1
                dst = f"/tmp/check{_N[0]}/{NAME}"
                shutil.rmtree(os.path.dirname(dst), ignore_errors=True)
                shutil.copytree(ROOT, dst, symlinks=True)
                for d in ("bin", "build"):
                    shutil.rmtree(os.path.join(dst, d), ignore_errors=True)
                for dirpath, _, files in os.walk(dst):
                    for f in files:
                        if f.endswith((".o", ".d")) or f == NAME:
                            os.remove(os.path.join(dirpath, f))
                return dst

            def _make(d, *args, check=True):
                p = subprocess.run(["make", *args], cwd=d, capture_output=True, text=True, timeout=120)
                if check:
                    assert p.returncode == 0, f"make {' '.join(args)} failed ({p.returncode}):\\n{p.stdout[-1500:]}\\n{p.stderr[-1500:]}"
                return p

            def _run(binary, case, *args):
                with open(os.path.join(HERE, "cases", case)) as f:
                    p = subprocess.run([binary, *args], stdin=f, capture_output=True, text=True, timeout=30)
                assert p.returncode == 0, f"{binary} exited {p.returncode}: {p.stderr[-500:]}"
                return p.stdout.splitlines()

            def _age(d):
                old = time.time() - 3600
                for dirpath, _, files in os.walk(d):
                    for f in files:
                        os.utime(os.path.join(dirpath, f), (old, old), follow_symlinks=False)

            def _same(got, want, what):
                assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
                diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
                assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"

            def test_sources_untouched():
                missing = [s for s in SOURCES if not os.path.isfile(s)]
                assert not missing, f"sources removed or renamed: {missing}"

            def test_builds_from_clean_and_runs_hidden_inputs():
                d = _fresh()
                _make(d)
                binary = os.path.join(d, "bin", NAME)
                assert os.access(binary, os.X_OK), f"make did not produce bin/{NAME}"
                _same(_run(binary, "hidden1.txt"), EXPECTED["hidden"][0], "hidden input 1")
                _same(_run(binary, "hidden2.txt"), EXPECTED["hidden"][1], "hidden input 2")

            def test_make_clean():
                d = _fresh()
                _make(d)
                _make(d, "clean")
                left = []
                for dirpath, _, files in os.walk(d):
                    for f in files:
                        if f.endswith((".o", ".d")) or f in (NAME, "version.h"):
                            left.append(os.path.relpath(os.path.join(dirpath, f), d))
                assert not left, f"make clean left build artifacts: {left}"
                gone = [s for s in SOURCES if not os.path.isfile(s.replace(ROOT, d, 1))]
                assert not gone, f"make clean removed sources: {gone}"

            @pytest.mark.skipif(LEVEL == "easy", reason="level without header dependencies")
            def test_header_change_rebuilds():
                d = _fresh()
                _make(d)
                _age(d)
                with open(os.path.join(d, INC, "config.h"), "w") as f:
                    f.write(EXPECTED["config_changed"])
                _make(d)
                _same(_run(os.path.join(d, "bin", NAME), "hidden1.txt"), EXPECTED["changed"],
                      "after changing a constant in config.h and running make")

            @pytest.mark.skipif(LEVEL == "easy", reason="level without install")
            def test_install_honours_destdir_and_prefix():
                d = _fresh()
                _make(d)
                for stage, extra, path in ((f"{d}-stage1", [], "usr/local"), (f"{d}-stage2", ["PREFIX=/opt/" + NAME], "opt/" + NAME)):
                    _make(d, "install", f"DESTDIR={stage}", *extra)
                    target = os.path.join(stage, path, "bin", NAME)
                    assert os.path.isfile(target), f"make install DESTDIR={stage} {' '.join(extra)} did not create {target}"
                    mode = stat.S_IMODE(os.stat(target).st_mode)
                    assert mode == 0o755, f"installed binary has mode {oct(mode)}, expected 0o755"
                    _same(_run(target, "hidden2.txt"), EXPECTED["hidden"][1], "installed binary")

            @pytest.mark.skipif(LEVEL != "hard", reason="level without generated header")
            def test_direct_target_and_version():
                d = _fresh()
                _make(d, f"bin/{NAME}")
                binary = os.path.join(d, "bin", NAME)
                got = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
                assert got == EXPECTED["version"], f"--version printed {got!r}, expected {EXPECTED['version']!r}"
                strays = [f for f in os.listdir(os.path.join(d, SRC)) if f.endswith((".o", ".d"))]
                assert not strays, f"objects were written next to the sources: {strays}"
                _age(d)
                with open(os.path.join(d, "VERSION"), "w") as f:
                    f.write(EXPECTED["new_version"].split()[-1] + "\\n")
                _make(d)
                got = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
                assert got == EXPECTED["new_version"], f"after VERSION changed, --version printed {got!r}"

            @pytest.mark.skipif(LEVEL != "hard", reason="level without parallel build requirement")
            def test_parallel_build_from_clean():
                for _ in range(2):
                    d = _fresh()
                    _make(d, "-j8")
                    _same(_run(os.path.join(d, "bin", NAME), "hidden2.txt"), EXPECTED["hidden"][1], "make -j8 build")
        '''
        return pytest_file("import os, shutil, stat, subprocess, time\n\nimport pytest", consts, body)
