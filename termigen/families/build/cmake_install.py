"""Build: fix a CMake library project so it builds and installs a usable SDK (static lib, versioned shared lib
with a relocatable RPATH, pkg-config file); judged by compiling a hidden program against the installed tree."""

from __future__ import annotations

import random

from termigen.families import register
from termigen.families.base import Draft, Family, Resample, dedent, pytest_file, script
from termigen.families.build import _cstages as cs
from termigen.task import Decoy, Environment, File, Timeouts

LIBS = ["qmath", "tallylib", "numkit", "vexel", "corex", "fluxion", "gritty", "hexa", "intrix", "jolt", "kappa",
        "lumen", "mosaic", "nimbus", "orbix", "plinth", "quill", "rivet", "strata", "tessel", "unison", "vela"]
TOOL_SUFFIX = ["-cli", "run", "ctl", "-tool", "calc", "-pipe"]
CONSUMERS = ["the pricing service", "the nightly batch jobs", "a Python extension", "the embedded team's simulator",
             "the reporting backend", "two downstream C projects", "the QA harness", "the billing exporter"]
WHY = ["Packaging wants to ship it as an SDK", "Downstream teams keep vendoring copies of the sources",
       "We are replacing a copy-pasted build in three repositories", "The release checklist needs an installable tree",
       "The library is moving to its own repository"]


class Lib:
    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self.lib = rng.choice(LIBS)
        self.tool = self.lib + rng.choice(TOOL_SUFFIX)
        self.proj = f"/app/{self.lib}-src" if rng.random() < 0.5 else f"/app/{self.lib}"
        self.prefix_dir = rng.choice([f"/opt/{self.lib}", f"/opt/sdk/{self.lib}", f"/usr/local/{self.lib}-sdk"])
        self.version = (rng.randint(1, 6), rng.randint(0, 14), rng.randint(0, 9))
        self.hidden = cs.inputs(rng, 50)
        self.examples = cs.inputs(rng, 10, -3000, 3000)
        n = {"easy": 4, "medium": 5, "hard": 5}[level]
        must = ("isqrt",) if level == "hard" or rng.random() < 0.5 else ()
        self.stages = cs.draw_stages(rng, n, self.lib, must=must, probe=self.hidden + self.examples)
        self.missing = rng.choice(self.stages)
        # Two constants are "tuned" by the build (compile definitions); the header defaults differ.
        params = [(s, k) for s in self.stages for k in s.params]
        self.tuned = {}
        rng.shuffle(params)
        base = [self.apply(x) for x in self.hidden]
        for s, k in params:
            if len(self.tuned) == 2:
                break
            default = self._default_for(rng, s, k)
            if default is None:
                continue
            old = s.params[k]
            s.params[k] = default
            differs = [self.apply(x) for x in self.hidden] != base
            ok = cs.safe(self.stages, self.hidden)
            s.params[k] = old
            if differs and ok:
                self.tuned[k] = default
        if not self.tuned:
            raise Resample("no tunable constant")
        self.bugs = self._bugs(rng)

    @staticmethod
    def _default_for(rng, s, k):
        v = s.params[k]
        for _ in range(10):
            d = v + rng.choice([-2, -1, 1, 2, 3]) * max(1, abs(v) // 7)
            if d == v:
                continue
            if k.endswith(("_M", "_D", "_CAP", "_K")) and s.kind in ("wrap", "poly", "halve", "collatz", "gcd") and d < 2:
                continue
            if s.kind == "clamp":
                lo_k, hi_k = (k, k.replace("_LO", "_HI")) if k.endswith("_LO") else (k.replace("_HI", "_LO"), k)
                lo = d if k == lo_k else s.params[lo_k]
                hi = d if k == hi_k else s.params[hi_k]
                if lo >= hi:
                    continue
            return d
        return None

    def apply(self, x):
        return cs.run(self.stages, x)

    def _bugs(self, rng):
        b = {"missing_source"}
        b |= set(rng.sample(["no_include_dir", "no_install_header", "wrong_lib_dest"] +
                            (["no_libm"] if any(s.needs_libm for s in self.stages) else []), 2))
        if self.level != "easy":
            b |= {"no_soversion", "no_rpath"}
        if self.level == "hard":
            b |= {"shared_only", "pc_broken"}
        return b

    @property
    def vstr(self):
        return ".".join(map(str, self.version))

    @property
    def up(self):
        return self.lib.upper()

    # -- sources ------------------------------------------------------------------------------------------
    def files(self) -> dict[str, str]:
        L, U, r = self.lib, self.up, self.proj
        out = {}
        out[f"{r}/include/{L}/{L}.h"] = cs.public_header(L, self.stages, "library", "Applies every transform below, in this order.")
        out[f"{r}/src/params.h"] = cs.params_header(L, self.stages, self.tuned,
                                                   "Defaults for a development build; the production values are set by the build system.")
        for s in self.stages:
            out[f"{r}/src/{s.name}.c"] = cs.stage_source(L, s)
        chain = "".join(f"    x = {L}_{s.name}(x);\n" for s in self.stages)
        out[f"{r}/src/apply.c"] = f"#include \"{L}/{L}.h\"\n\nlong {L}_apply(long x)\n{{\n{chain}    return x;\n}}\n"
        out[f"{r}/src/version.c"] = dedent(f"""
            #include "{L}/{L}.h"

            #ifndef {U}_VERSION
            #define {U}_VERSION "0.0.0-dev"
            #endif

            const char *{L}_version(void)
            {{
                return {U}_VERSION;
            }}
        """)
        out[f"{r}/tools/{self.tool}.c"] = dedent(f"""
            #include <stdio.h>
            #include <string.h>
            #include <{L}/{L}.h>

            int main(int argc, char **argv)
            {{
                long x;
                if (argc > 1 && strcmp(argv[1], "--version") == 0) {{
                    printf("{self.tool} (lib{L} %s)\\n", {L}_version());
                    return 0;
                }}
                while (scanf("%ld", &x) == 1)
                    printf("%ld\\n", {L}_apply(x));
                return 0;
            }}
        """)
        out[f"{r}/examples/input.txt"] = "\n".join(map(str, self.examples)) + "\n"
        out[f"{r}/examples/expected.txt"] = "\n".join(str(self.apply(x)) for x in self.examples) + "\n"
        if self.level == "hard":
            out[f"{r}/cmake/{L}.pc.in"] = self.pc_in(broken=True)
        return out

    def pc_in(self, broken=False, no_private=False, hardcoded=False):
        prefix = "/usr/local" if broken else ("@CMAKE_INSTALL_PREFIX@" if hardcoded else "${pcfiledir}/../..")
        private = "" if broken or no_private else "Libs.private: -lm\n"
        return (f"prefix={prefix}\nexec_prefix=${{prefix}}\nlibdir=${{prefix}}/lib\nincludedir=${{prefix}}/include\n\n"
                f"Name: {self.lib}\nDescription: {self.lib} numeric transforms\nVersion: @PROJECT_VERSION@\n"
                f"Cflags: -I${{includedir}}\nLibs: -L${{libdir}} -l{self.lib}\n{private}")

    def cmakelists(self, bugs: set[str]) -> str:
        L, U = self.lib, self.up
        srcs = [f"src/{s.name}.c" for s in self.stages if not (s is self.missing and "missing_source" in bugs)]
        srcs += ["src/apply.c", "src/version.c"]
        kind = "STATIC" if self.level == "easy" else "SHARED"
        out = ["cmake_minimum_required(VERSION 3.16)", f"project({L} VERSION {self.vstr} LANGUAGES C)", "",
               f"set({U}_SOURCES", *[f"    {x}" for x in srcs], ")", "",
               f"add_library({L} {kind} ${{{U}_SOURCES}})"]
        defs = " ".join(f"{k}={v}" for k, v in sorted(self._tuned_values().items()))
        lib_targets = [L]
        if self.level == "hard" and "shared_only" not in bugs:
            out += [f"add_library({L}_static STATIC ${{{U}_SOURCES}})",
                    f"set_target_properties({L}_static PROPERTIES OUTPUT_NAME {L})"]
            lib_targets.append(f"{L}_static")
        for t in lib_targets:
            if "no_include_dir" not in bugs:
                out.append(f"target_include_directories({t} PUBLIC\n    $<BUILD_INTERFACE:${{CMAKE_CURRENT_SOURCE_DIR}}/include>\n"
                           f"    $<INSTALL_INTERFACE:include>)")
            if "no_defs" not in bugs:
                out.append(f"target_compile_definitions({t} PRIVATE {defs} {U}_VERSION=\"${{PROJECT_VERSION}}\")")
            if "no_libm" not in bugs and any(s.needs_libm for s in self.stages):
                out.append(f"target_link_libraries({t} PRIVATE m)")
        if self.level != "easy" and "no_soversion" not in bugs:
            out.append(f"set_target_properties({L} PROPERTIES VERSION ${{PROJECT_VERSION}} SOVERSION ${{PROJECT_VERSION_MAJOR}})")
        out += ["", f"add_executable({self.tool} tools/{self.tool}.c)", f"target_link_libraries({self.tool} PRIVATE {L})"]
        if self.level != "easy" and "no_rpath" not in bugs:
            out.append(f"set_target_properties({self.tool} PROPERTIES INSTALL_RPATH \"$ORIGIN/../lib\")")
        out.append("")
        ldest = "bin" if "wrong_lib_dest" in bugs else "lib"
        out.append(f"install(TARGETS {' '.join(lib_targets)} {self.tool}\n    RUNTIME DESTINATION bin\n"
                   f"    LIBRARY DESTINATION {ldest}\n    ARCHIVE DESTINATION {ldest})")
        if "no_install_header" not in bugs:
            out.append(f"install(FILES include/{L}/{L}.h DESTINATION include/{L})")
        if self.level == "hard" and "pc_broken" not in bugs:
            out += [f"configure_file(cmake/{L}.pc.in ${{CMAKE_CURRENT_BINARY_DIR}}/{L}.pc @ONLY)",
                    f"install(FILES ${{CMAKE_CURRENT_BINARY_DIR}}/{L}.pc DESTINATION lib/pkgconfig)"]
        return "\n".join(out) + "\n"

    def _tuned_values(self):
        out = {}
        for s in self.stages:
            for k, v in s.params.items():
                if k in self.tuned:
                    out[k] = v
        return out

    def probe_c(self) -> str:
        L = self.lib
        calls = "".join(f'        printf(" %ld", {L}_{s.name}(x));\n' for s in self.stages)
        return dedent(f"""
            #include <stdio.h>
            #include <{L}/{L}.h>

            int main(void)
            {{
                long x;
                printf("version %s\\n", {L}_version());
                while (scanf("%ld", &x) == 1) {{
                    printf("%ld", {L}_apply(x));
            {{calls}}        printf("\\n");
                }}
                return 0;
            }}
        """).replace("{calls}", calls)

    def probe_expected(self):
        lines = [f"version {self.vstr}"]
        for x in self.hidden:
            lines.append(" ".join([str(self.apply(x))] + [str(s.py(x)) for s in self.stages]))
        return lines


def _solver(p: Lib, bugs: set[str], pc: str = "ok") -> str:
    lines = [f"cd {p.proj}", f"cat > CMakeLists.txt <<'CMAKE'\n{p.cmakelists(bugs)}CMAKE"]
    if p.level == "hard":
        text = p.pc_in(no_private=(pc == "no_private"), hardcoded=(pc == "hardcoded"))
        lines.append(f"cat > cmake/{p.lib}.pc.in <<'PC'\n{text}PC")
    lines += ["rm -rf build",
              "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log",
              "cmake --build build -j2",
              f"cmake --install build --prefix {p.prefix_dir}",
              f"prefix={p.prefix_dir}",
              f"cat examples/input.txt | \"$prefix/bin/{p.tool}\" | diff - examples/expected.txt"]
    if p.level != "easy":
        lines.append(f"readelf -d {p.prefix_dir}/lib/lib{p.lib}.so | grep -q 'SONAME' || true")
    if p.level == "hard":
        lines.append(f"PKG_CONFIG_PATH={p.prefix_dir}/lib/pkgconfig pkg-config --static --libs {p.lib}")
        lines.append(f"nm -g --defined-only {p.prefix_dir}/lib/lib{p.lib}.a | grep -c ' T {p.lib}_' || true")
    return script("\n".join(lines) + "\n")


@register
class CmakeInstall(Family):
    name = "cmake_install"
    category = "build"
    description = "Fix a CMake library project so it installs a usable SDK (headers, static/shared libs, RPATH, pkg-config)."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        p = Lib(rng, level)
        files = {path: File.of(text) for path, text in p.files().items()}
        files[f"{p.proj}/CMakeLists.txt"] = File.of(p.cmakelists(p.bugs))
        consumer, why = rng.choice(CONSUMERS), rng.choice(WHY)
        tests = {"test_outputs.py": self._tests(p), "cases/probe.c": File.of(p.probe_c()),
                 "cases/hidden.txt": File.of("\n".join(map(str, p.hidden)) + "\n")}
        decoys = [
            Decoy(name="minimal_rewrite", description="a clean CMakeLists that drops the production compile definitions (wrong values)",
                  script=_solver(p, {"no_defs"})),
        ]
        if level == "easy":
            decoys.append(Decoy(name="header_not_installed", description="library and tool installed, public header not",
                                script=_solver(p, {"no_install_header"})))
        if level != "easy":
            decoys.append(Decoy(name="no_rpath", description="installed tool only runs with LD_LIBRARY_PATH",
                                script=_solver(p, {"no_rpath"})))
            decoys.append(Decoy(name="no_soversion", description="shared library without VERSION/SOVERSION",
                                script=_solver(p, {"no_soversion"})))
        if level == "hard":
            decoys.append(Decoy(name="shared_only", description="installs no static library", script=_solver(p, {"shared_only"})))
            decoys.append(Decoy(name="pc_no_private", description="pkg-config file lacks Libs.private (static link breaks)",
                                script=_solver(p, set(), pc="no_private")))
            decoys.append(Decoy(name="pc_hardcoded_prefix", description="pkg-config file hard-codes the install prefix",
                                script=_solver(p, set(), pc="hardcoded")))
        tools = ["cmake", "diff", "cat", "rm"] + (["readelf", "grep"] if level != "easy" else []) + \
            (["pkg-config", "nm"] if level == "hard" else [])
        return Draft(
            instruction=self._instruction(p, consumer, why),
            environment=Environment(base_image=self.base_image, files=files, workdir=p.proj),
            solution=_solver(p, set()),
            tests=tests,
            decoys=decoys,
            outputs=[p.proj, p.prefix_dir],
            tools=tools,
            tags=["cmake", "c", "install", "libraries"] + {"easy": ["static-library"], "medium": ["shared-library", "rpath", "soname"],
                                                           "hard": ["shared-library", "static-library", "rpath", "soname", "pkg-config"]}[level],
            expert_time_min={"easy": 12, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
            timeouts=Timeouts(verifier_sec=240.0),  # several clean builds / mpirun runs; slow on a loaded host
        )

    @staticmethod
    def _instruction(p: Lib, consumer, why):
        L, pre = p.lib, p.prefix_dir
        req = [f"`cmake -S {p.proj} -B <dir> && cmake --build <dir> && cmake --install <dir> --prefix <prefix>` works "
               "from a clean checkout with no extra options, and the project's production constants (the compile "
               "definitions the CMakeLists passes to the library) stay in effect.",
               f"The install tree contains the tool `bin/{p.tool}`, the public header `include/{L}/{L}.h` (so consumers "
               f"write `#include <{L}/{L}.h>`) and the library under `lib/`."]
        req.append("The install tree is relocatable: moved as a whole to another directory, it keeps working.")
        if p.level == "easy":
            req.append(f"The library is the static archive `lib/lib{L}.a`; a consumer links it with "
                       f"`gcc app.c -I<prefix>/include <prefix>/lib/lib{L}.a -lm`.")
        else:
            M = p.version[0]
            req.append(f"The library is shared, with the usual versioned names: `lib/lib{L}.so.{p.vstr}` (the real "
                       f"file), `lib/lib{L}.so.{M}` (its SONAME) and `lib/lib{L}.so` for linking.")
            req.append(f"The installed `bin/{p.tool}` runs without `LD_LIBRARY_PATH`, also after the tree is moved "
                       "(find the library relative to the executable).")
        if p.level == "hard":
            req.append(f"A static archive `lib/lib{L}.a` is installed next to the shared library (same sources, same "
                       "constants).")
            req.append(f"A pkg-config file `lib/pkgconfig/{L}.pc` (its template is `cmake/{L}.pc.in`) describes the "
                       f"install it belongs to: with `PKG_CONFIG_PATH=<prefix>/lib/pkgconfig`, `pkg-config --cflags "
                       f"--libs {L}` must compile and link a consumer against the shared library, and `gcc -static "
                       f"app.c $(pkg-config --static --cflags --libs {L})` against the static one. Like the rest of the "
                       "tree it must stay correct after the tree is moved, so it cannot hard-code the prefix "
                       "(pkg-config's `${pcfiledir}` variable helps).")
        body = "\n".join(f"- {r}" for r in req)
        return dedent("""
            # Make `lib{L}` installable

            `lib{L}` is a small C library of integer transforms used by {consumer}; it ships with a command-line
            front end, `{tool}`. {why}, but the CMake build in `{proj}` is broken: it does not build cleanly and
            what it installs is not usable by other projects.

            Fix the build (edit `{proj}/CMakeLists.txt`{pc}; the C sources and headers are correct and must not
            change) so that:

            {body}

            Then build it and install it to **`{pre}`** (that tree is part of what gets checked).
            `{tool} < examples/input.txt` must print `examples/expected.txt`.

            Acceptance: a program that is not in the repository will be compiled against the installed header and
            library and must compute the same values as the tool; the project will also be configured, built and
            installed again from a copy of `{proj}` into another prefix (with `{pre}` out of the way), and that
            tree will be moved before it is checked the same way.
        """).replace("{L}", L).replace("{consumer}", consumer).replace("{tool}", p.tool).replace("{why}", why) \
            .replace("{proj}", p.proj).replace("{body}", body).replace("{pre}", pre) \
            .replace("{pc}", f" and `cmake/{L}.pc.in`" if p.level == "hard" else "")

    @staticmethod
    def _tests(p: Lib):
        consts = {"LIB": p.lib, "TOOL": p.tool, "PROJ": p.proj, "PREFIX": p.prefix_dir, "LEVEL": p.level,
                  "VERSION": p.vstr, "MAJOR": p.version[0],
                  "EXPECTED": {"tool": [str(p.apply(x)) for x in p.hidden], "probe": p.probe_expected()}}
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))
            HIDDEN = os.path.join(HERE, "cases", "hidden.txt")
            PROBE = os.path.join(HERE, "cases", "probe.c")

            def _sh(cmd, env=None, timeout=300):
                e = dict(os.environ)
                e.update(env or {})
                return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=timeout, env=e)

            def _ok(cmd, what, env=None):
                p = _sh(cmd, env)
                assert p.returncode == 0, f"{what} failed ({p.returncode}):\\n{p.stdout[-1200:]}\\n{p.stderr[-1500:]}"
                return p.stdout

            def _same(got, want, what):
                got = got.splitlines()
                assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
                diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
                assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"

            def _check_prefix(pre, label):
                tool = f"{pre}/bin/{TOOL}"
                assert os.access(tool, os.X_OK), f"{label}: {tool} is missing"
                assert os.path.isfile(f"{pre}/include/{LIB}/{LIB}.h"), f"{label}: public header not installed"
                env = {"LD_LIBRARY_PATH": ""}
                _same(_ok(f"{tool} < {HIDDEN}", f"{label}: running {tool} without LD_LIBRARY_PATH", env),
                      EXPECTED["tool"], f"{label}: {TOOL} on hidden input")
                work = tempfile.mkdtemp()
                if LEVEL == "easy":
                    _ok(f"gcc {PROBE} -I{pre}/include {pre}/lib/lib{LIB}.a -lm -o {work}/probe",
                        f"{label}: compiling a consumer against lib/lib{LIB}.a")
                    _same(_ok(f"{work}/probe < {HIDDEN}", f"{label}: consumer"), EXPECTED["probe"], f"{label}: consumer")
                    return
                real = f"{pre}/lib/lib{LIB}.so.{VERSION}"
                assert os.path.isfile(real) and not os.path.islink(real), f"{label}: {real} missing"
                for link in (f"lib{LIB}.so.{MAJOR}", f"lib{LIB}.so"):
                    assert os.path.exists(f"{pre}/lib/{link}"), f"{label}: lib/{link} missing"
                dyn = _ok(f"readelf -d {real}", "readelf")
                assert f"[lib{LIB}.so.{MAJOR}]" in dyn and "SONAME" in dyn, f"{label}: SONAME is not lib{LIB}.so.{MAJOR}:\\n{dyn[:600]}"
                needed = _ok(f"readelf -d {tool}", "readelf")
                assert f"Shared library: [lib{LIB}.so.{MAJOR}]" in needed, f"{label}: {TOOL} does not link lib{LIB}.so.{MAJOR}"
                if LEVEL == "medium":
                    _ok(f"gcc {PROBE} -I{pre}/include -L{pre}/lib -l{LIB} -o {work}/probe", f"{label}: linking a consumer")
                    _same(_ok(f"{work}/probe < {HIDDEN}", f"{label}: consumer", {"LD_LIBRARY_PATH": f"{pre}/lib"}),
                          EXPECTED["probe"], f"{label}: consumer (shared)")
                    return
                assert os.path.isfile(f"{pre}/lib/lib{LIB}.a"), f"{label}: lib/lib{LIB}.a missing"
                pc = {"PKG_CONFIG_PATH": f"{pre}/lib/pkgconfig", "PKG_CONFIG_LIBDIR": f"{pre}/lib/pkgconfig"}
                flags = _ok(f"pkg-config --cflags --libs {LIB}", f"{label}: pkg-config {LIB}", pc).strip()
                _ok(f"gcc {PROBE} {flags} -o {work}/probe", f"{label}: linking a consumer with pkg-config flags ({flags})")
                _same(_ok(f"{work}/probe < {HIDDEN}", f"{label}: consumer", {"LD_LIBRARY_PATH": f"{pre}/lib"}),
                      EXPECTED["probe"], f"{label}: consumer (shared)")
                sflags = _ok(f"pkg-config --static --cflags --libs {LIB}", f"{label}: pkg-config --static", pc).strip()
                _ok(f"gcc -static {PROBE} {sflags} -o {work}/probe_static",
                    f"{label}: static link with pkg-config --static flags ({sflags})")
                _same(_ok(f"{work}/probe_static < {HIDDEN}", f"{label}: static consumer"), EXPECTED["probe"],
                      f"{label}: consumer (static)")

            def test_delivered_install_tree():
                assert os.path.isdir(PREFIX), f"nothing installed at {PREFIX}"
                _check_prefix(PREFIX, PREFIX)

            def test_fresh_build_into_another_prefix():
                src = tempfile.mkdtemp() + "/src"
                shutil.copytree(PROJ, src, symlinks=True)
                shutil.rmtree(os.path.join(src, "build"), ignore_errors=True)
                if os.path.exists(os.path.join(src, "CMakeCache.txt")):
                    os.remove(os.path.join(src, "CMakeCache.txt"))
                bdir, pre = tempfile.mkdtemp(), tempfile.mkdtemp()
                moved = PREFIX + ".away"
                if os.path.exists(PREFIX):
                    os.rename(PREFIX, moved)
                try:
                    _ok(f"cmake -S {src} -B {bdir} -DCMAKE_INSTALL_PREFIX={pre}/first", "cmake configure of a fresh copy")
                    _ok(f"cmake --build {bdir} -j2", "cmake --build of a fresh copy")
                    _ok(f"cmake --install {bdir}", "cmake --install of a fresh copy")
                    os.rename(f"{pre}/first", f"{pre}/moved")   # the install tree must survive a move
                    _check_prefix(f"{pre}/moved", "fresh install, then moved")
                finally:
                    if os.path.exists(moved):
                        os.rename(moved, PREFIX)
        '''
        return pytest_file("import os, shutil, subprocess, tempfile", consts, body)
