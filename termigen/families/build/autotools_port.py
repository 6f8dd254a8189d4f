"""Build: repair an autotools package (configure.ac, Makefile.am, a libtool library and its tool) so it
regenerates, configures, builds, passes `make check`, installs to a given prefix and is found by the dynamic
loader; hard adds a conditional feature, a DESTDIR-safe install hook and a dist tarball that builds on its own.
Judged by running the installed tool and a hidden consumer program, and by rebuilding the fixed tree."""

from __future__ import annotations

import random

from termigen.families import register
from termigen.families.base import Draft, Family, Resample, dedent, pytest_file, script
from termigen.families.build import _cstages as cs
from termigen.task import Decoy, Environment, File, Timeouts

LIBS = ["ratekit", "quanta", "ferrite", "glyphon", "hexcalc", "ionic", "jotter", "kelvin", "lattice", "meridian",
        "nexion", "obelisk", "pylon", "quartzy", "rhombus", "sigmax", "tundra", "umbra", "vortexa", "wavelet",
        "zephyr", "argonix", "basalt", "cobalt", "dynamo", "embera"]
TOOL_SUFFIX = ["-cli", "-calc", "ctl", "-run", "-filter", "tool"]
PROJ_DIRS = ["/src/{L}", "/app/{L}", "/usr/src/{L}-{V}", "/home/builder/{L}", "/work/{L}-{V}"]
PREFIXES = ["/opt/{L}", "/opt/{L}-{M}", "/opt/vendor/{L}", "/usr/local/{L}", "/srv/sw/{L}"]
TEAMS = ["the telemetry team", "the billing back office", "the lab automation group", "the map tiles pipeline",
         "the embedded firmware team", "the risk desk", "the release engineering group", "the search indexer"]
CONTEXT = [
    "We are moving `lib{L}` off a hand-written Makefile and onto autotools so that the distro packagers can take it.",
    "`lib{L}` was converted to autotools by a contractor whose branch was merged half-finished.",
    "The autotools build of `lib{L}` has rotted since the last release and nobody has run it from scratch.",
    "A build-system clean-up touched `lib{L}`'s `configure.ac` and `Makefile.am` and the package no longer builds.",
    "Packaging `lib{L}` for the new build hosts failed: the autotools files in the tree are broken.",
    "`lib{L}`'s maintainer left; the autotools build they were migrating to is not in a shippable state.",
]
DATAFILES = ["defaults.conf", "units.tab", "presets.ini", "limits.cfg", "table.dat"]
MODES = ["strict", "extended", "legacy", "tuned", "fast", "compat", "precise", "turbo"]


def _canon(name: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in name)


class Pkg:
    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self.lib = rng.choice(LIBS)
        self.tool = self.lib + rng.choice(TOOL_SUFFIX)
        c = rng.randint(1, 6)
        a = rng.randint(0, c - 1) if rng.random() < 0.5 else 0
        r = rng.randint(0, 9)
        self.vinfo = (c, r, a)
        self.major = c - a
        self.version = f"{rng.randint(0, 4)}.{rng.randint(1, 19)}.{rng.randint(0, 9)}"
        self.proj = rng.choice(PROJ_DIRS).format(L=self.lib, V=self.version)
        self.prefix = rng.choice(PREFIXES).format(L=self.lib, M=self.major)
        self.ldconf = f"/etc/ld.so.conf.d/{self.lib}.conf"
        self.hidden = cs.inputs(rng, 40)
        self.examples = cs.inputs(rng, 8, -3000, 3000)
        n = {"easy": 3, "medium": 4, "hard": 5}[level]
        must = ("isqrt",) if level != "easy" or rng.random() < 0.4 else ()
        self.stages = cs.draw_stages(rng, n, self.lib, must=must, probe=self.hidden + self.examples)
        # hard: the last-but-one stage is compiled only with --enable-<mode> (a conditional feature)
        self.feature = None
        if level == "hard":
            cands = [s for s in self.stages if s.kind != "isqrt"]
            self.feature = rng.choice(cands)
            self.mode = rng.choice(MODES)
            self.old_mode = rng.choice([m for m in MODES if m != self.mode])
            self.datafile = rng.choice(DATAFILES)
            self.data = "".join(f"{k} = {rng.randint(1, 999)}\n" for k in rng.sample(["scale", "limit", "window", "bias",
                                                                                       "ratio", "depth"], 4))
        self.needs_libm = any(s.needs_libm for s in self.stages)
        self.tuned = self._tune(rng)
        if not self.tuned:
            raise Resample("no tunable constant")
        if self.apply_all(self.hidden) == self.apply_all(self.hidden, with_feature=False) and self.feature:
            raise Resample("feature does not change the hidden values")
        self.checks = rng.sample([s for s in self.stages if s is not self.feature], 2)
        self.bugs = self._bugs(rng)

    # -- values -----------------------------------------------------------------------------------------
    def apply(self, x, with_feature=True, tuned=True):
        for s in self.stages:
            if s is self.feature and not with_feature:
                continue
            saved = dict(s.params)
            if not tuned:
                for k in s.params:
                    if k in self.tuned:
                        s.params[k] = self.tuned[k]
            try:
                x = s.py(x)
            finally:
                s.params.update(saved)
        return x

    def apply_all(self, xs, **kw):
        return [self.apply(x, **kw) for x in xs]

    def _tune(self, rng):
        """Two constants get production values from Makefile.am; params.h holds different development defaults."""
        params = [(s, k) for s in self.stages for k in sorted(s.params)]
        rng.shuffle(params)
        tuned = {}
        base = self.apply_all(self.hidden)
        for s, k in params:
            if len(tuned) == 2:
                break
            v = s.params[k]
            for _ in range(10):
                d = v + rng.choice([-2, -1, 1, 2, 3]) * max(1, abs(v) // 7)
                if d == v or (d < 2 and s.kind in ("wrap", "poly", "halve", "collatz", "gcd")):
                    continue
                if s.kind == "clamp":
                    lo = d if k.endswith("_LO") else s.params[k.replace("_HI", "_LO")]
                    hi = d if k.endswith("_HI") else s.params[k.replace("_LO", "_HI")]
                    if lo >= hi:
                        continue
                old = s.params[k]
                s.params[k] = d
                ok = cs.safe(self.stages, self.hidden + self.examples) and self.apply_all(self.hidden) != base
                s.params[k] = old
                if ok:
                    tuned[k] = d
                break
        if tuned and not cs.safe(self.stages, self.hidden + self.examples):
            return {}
        self.tuned = tuned
        if tuned and self.apply_all(self.hidden, tuned=False) == base:
            return {}
        return tuned

    def _bugs(self, rng):
        pool = ["missing_source", "no_ldadd", "no_header", "unregistered_test"]
        if self.level == "easy":
            return {rng.choice(pool)}
        if self.level == "medium":
            return {"no_libm", rng.choice(pool)}
        return {"no_libm", "cond_typo", "extra_dist", "destdir_hook", *rng.sample(pool, 2)}

    @property
    def up(self):
        return self.lib.upper()

    @property
    def so_real(self):
        c, r, a = self.vinfo
        return f"lib{self.lib}.so.{c - a}.{a}.{r}"

    @property
    def ctool(self):
        return _canon(self.tool)

    # -- the package's files ----------------------------------------------------------------------------
    def sources(self) -> dict[str, str]:
        L, U, r = self.lib, self.up, self.proj
        out = {}
        out[f"{r}/include/{L}/{L}.h"] = cs.public_header(L, self.stages, "package", "Applies the transforms below, in this order.")
        out[f"{r}/src/params.h"] = cs.params_header(L, self.stages, self.tuned,
                                                   "Development defaults; the production values are passed by the build system (Makefile.am).")
        for s in self.stages:
            out[f"{r}/src/{s.name}.c"] = cs.stage_source(L, s)
        chain = ""
        for s in self.stages:
            if s is self.feature:
                chain += f"#ifdef {U}_WITH_{s.name.upper()}\n    x = {L}_{s.name}(x);\n#endif\n"
            else:
                chain += f"    x = {L}_{s.name}(x);\n"
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
        for s in self.checks:
            xs = self.examples[:5]
            cases = "".join(f"    {{ {x}L, {s.py(x)}L }},\n" for x in xs)
            out[f"{r}/tests/check_{s.name}.c"] = dedent(f"""
                #include <stdio.h>
                #include <{L}/{L}.h>

                static const long cases[][2] = {{
                {{cases}}}};

                int main(void)
                {{
                    int bad = 0;
                    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {{
                        long got = {L}_{s.name}(cases[i][0]);
                        if (got != cases[i][1]) {{
                            printf("{L}_{s.name}(%ld) = %ld, expected %ld\\n", cases[i][0], got, cases[i][1]);
                            bad = 1;
                        }}
                    }}
                    return bad;
                }}
            """).replace("{cases}", cases)
        out[f"{r}/tests/examples.sh"] = dedent(f"""
            #!/bin/sh
            # Runs the freshly built tool on the examples (srcdir is exported by the automake test harness).
            : "${{srcdir:=.}}"
            ./{self.tool} < "$srcdir/examples/input.txt" > examples.out || exit 1
            diff "$srcdir/examples/expected.txt" examples.out
        """)
        out[f"{r}/examples/input.txt"] = "\n".join(map(str, self.examples)) + "\n"
        out[f"{r}/examples/expected.txt"] = "\n".join(map(str, self.apply_all(self.examples))) + "\n"
        out[f"{r}/{L}.pc.in"] = (f"prefix=@prefix@\nexec_prefix=@exec_prefix@\nlibdir=@libdir@\nincludedir=@includedir@\n\n"
                                 f"Name: {L}\nDescription: {L} integer transforms\nVersion: @PACKAGE_VERSION@\n"
                                 f"Cflags: -I${{includedir}}\nLibs: -L${{libdir}} -l{L}\n"
                                 + ("Libs.private: -lm\n" if self.needs_libm else ""))
        if self.level == "hard":
            out[f"{r}/data/{self.datafile}"] = f"# {L} runtime defaults\n" + self.data
        out[f"{r}/README"] = dedent(f"""
            lib{L} {self.version}
            ====

            Integer transforms for {L}, plus the `{self.tool}` filter (one integer per line on stdin, the
            transformed value per line on stdout).

            Building from a checkout:

                autoreconf -fi
                ./configure --prefix=...
                make && make check && make install
        """)
        return out

    def configure_ac(self, bugs: set[str]) -> str:
        L = self.lib
        out = ["AC_PREREQ([2.69])", f"AC_INIT([{L}], [{self.version}], [{L}-dev@example.org])",
               "AC_CONFIG_SRCDIR([src/apply.c])", "AC_CONFIG_AUX_DIR([build-aux])", "AC_CONFIG_MACRO_DIR([m4])",
               "AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])", "", "AC_PROG_CC", "AM_PROG_AR", "LT_INIT([disable-static])", ""]
        if self.needs_libm and "no_libm" not in bugs:
            out += ["# sqrt() lives in libm", "AC_CHECK_LIB([m], [sqrt], [], [AC_MSG_ERROR([libm is required])])", ""]
        if self.level == "hard":
            m = self.mode
            var = self.old_mode if "cond_typo" in bugs else m
            out += [f"AC_ARG_ENABLE([{m}],",
                    f"    [AS_HELP_STRING([--enable-{m}], [build the {m} transform stage (production builds use it)])],",
                    f"    [], [enable_{m}=no])",
                    f"AM_CONDITIONAL([WITH_{m.upper()}], [test \"x$enable_{var}\" = xyes])", ""]
        out += [f"AC_CONFIG_FILES([Makefile {L}.pc])", "AC_OUTPUT", ""]
        return "\n".join(out)

    def makefile_am(self, bugs: set[str]) -> str:
        L, U, T = self.lib, self.up, self.tool
        defs = " ".join(f"-D{k}={v}" for s in self.stages for k, v in s.params.items() if k in self.tuned)
        srcs = [f"src/{s.name}.c" for s in self.stages
                if s is not self.feature and not (s is self.missing and "missing_source" in bugs)]
        out = ["ACLOCAL_AMFLAGS = -I m4", ""]
        if "no_defs" in bugs:
            out += ["AM_CPPFLAGS = -I$(srcdir)/include", ""]
        else:
            out += [f"AM_CPPFLAGS = -I$(srcdir)/include {defs} -D{U}_VERSION=\\\"$(PACKAGE_VERSION)\\\"", ""]
        c, r, a = self.vinfo
        out += [f"lib_LTLIBRARIES = lib{L}.la",
                f"lib{L}_la_SOURCES = \\\n" + " \\\n".join(f"\t{x}" for x in srcs + ["src/apply.c", "src/version.c",
                                                                                      "src/params.h"]),
                f"lib{L}_la_LDFLAGS = -version-info {c}:{r}:{a}", ""]
        if self.feature:
            m = self.mode.upper()
            out += [f"if WITH_{m}", f"lib{L}_la_SOURCES += src/{self.feature.name}.c",
                    f"AM_CPPFLAGS += -D{U}_WITH_{self.feature.name.upper()}", "endif", ""]
        if "no_header" not in bugs:
            out += [f"{L}includedir = $(includedir)/{L}", f"{L}include_HEADERS = include/{L}/{L}.h", ""]
        out += ["pkgconfigdir = $(libdir)/pkgconfig", f"pkgconfig_DATA = {L}.pc", "",
                f"bin_PROGRAMS = {T}", f"{self.ctool}_SOURCES = tools/{T}.c"]
        if "no_ldadd" not in bugs:
            out.append(f"{self.ctool}_LDADD = lib{L}.la")
        out.append("")
        progs = [f"tests/check_{s.name}" for s in self.checks]
        reg = progs[:-1] if "unregistered_test" in bugs else progs
        out += ["check_PROGRAMS = " + " ".join(reg)]
        for p in progs:
            if p in reg:
                out.append(f"{_canon(p)}_LDADD = lib{L}.la")
        out += ["TESTS = " + " ".join(progs + ["tests/examples.sh"]), "CLEANFILES = examples.out", ""]
        if self.level == "hard":
            d = self.datafile
            dist = [f"data/{d}"] if "extra_dist" in bugs else \
                ["tests/examples.sh", "examples/input.txt", "examples/expected.txt", f"data/{d}"]
            out += ["EXTRA_DIST = " + " ".join(dist), ""]
            if "extra_dist" not in bugs:
                out += [f"AM_DISTCHECK_CONFIGURE_FLAGS = --enable-{self.mode}", ""]
            dd = "" if "destdir_hook" in bugs else "$(DESTDIR)"
            out += ["# runtime defaults, installed next to the package's other data",
                    "install-data-local:", f"\t$(MKDIR_P) {dd}$(pkgdatadir)",
                    f"\t$(INSTALL_DATA) $(srcdir)/data/{d} {dd}$(pkgdatadir)/{d}", "",
                    "uninstall-local:", f"\trm -f {dd}$(pkgdatadir)/{d}", ""]
        else:
            out += ["EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt", ""]
        return "\n".join(out)

    @property
    def missing(self):
        base = [s for s in self.stages if s is not self.feature]
        return base[len(base) // 2]

    def probe_c(self) -> str:
        L = self.lib
        calls = "".join(f'        printf(" %ld", {L}_{s.name}(x));\n' for s in self.stages if s is not self.feature)
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
        lines = [f"version {self.version}"]
        for x in self.hidden:
            lines.append(" ".join([str(self.apply(x))] + [str(s.py(x)) for s in self.stages if s is not self.feature]))
        return lines


def _solver(p: Pkg, bugs: set[str] = frozenset(), prefix: bool = True, ldconf: str = "ok",
            restore_am: bool = False, enable: bool = True, lm_tool: bool = False) -> str:
    """The oracle (no knobs) and its decoys: each knob is one mistake. Steps the mistake breaks are allowed to fail
    (a careless engineer moves on) so the decoy still leaves its outputs behind."""
    L = p.lib
    broken = bool(bugs) or not enable
    am = p.makefile_am(bugs)
    if lm_tool:
        am = am.replace(f"{p.ctool}_LDADD = lib{L}.la", f"{p.ctool}_LDADD = lib{L}.la -lm")
    lines = [f"cd {p.proj}",
             f"cat > configure.ac <<'AC'\n{p.configure_ac(bugs)}AC",
             f"cat > Makefile.am <<'AM'\n{am}AM"]
    if p.level == "hard":
        # the steps autoreconf would run, spelled out (the bootstrap a packager scripts)
        lines += ["libtoolize --copy --force --quiet", "aclocal -I m4", "autoconf", "automake --add-missing --copy"]
    else:
        lines.append("autoreconf -fi")
    opts = [f"--prefix={p.prefix}"] if prefix else []
    if p.level == "hard" and enable:
        opts.append(f"--enable-{p.mode}")
    lines += ["./configure " + " ".join(opts) + " > /tmp/configure.log", "make -j2",
              "make check" + (" || true" if broken else ""),
              "make install"]
    if p.level == "hard":
        tarball = f"{L}-{p.version}.tar.gz"
        if broken:
            lines.append("make dist")
        else:
            lines.append("make distcheck > /tmp/distcheck.log")
        lines.append(f"tar -tzf {tarball} | grep '/examples/expected.txt$' > /dev/null" + (" || true" if broken else ""))
    if p.level != "easy" and ldconf != "none":
        libdir = f"{p.prefix}/lib" if ldconf == "ok" else p.prefix
        lines += [f"echo '{libdir}' > {p.ldconf}", "ldconfig"]
        if ldconf == "ok" and prefix:
            lines.append(f"ldconfig -p | grep 'lib{L}.so.{p.major} .*=> {p.prefix}/lib/' > /dev/null")
    pre = p.prefix if prefix else "/usr/local"
    lines += [f"installed={pre}", f"\"$installed/bin/{p.tool}\" < examples/input.txt | diff - examples/expected.txt" + (" || true" if broken else "")]
    if restore_am:
        # the fix was made in the generated files only; the tree keeps the broken build description
        lines += [f"cat > configure.ac <<'AC'\n{p.configure_ac(p.bugs)}AC",
                  f"cat > Makefile.am <<'AM'\n{p.makefile_am(p.bugs)}AM"]
    return script("\n".join(lines) + "\n")


@register
class AutotoolsPort(Family):
    name = "autotools_port"
    category = "build"
    description = "Repair an autotools/libtool package so it regenerates, builds, passes make check, installs and is found by ld.so."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        p = Pkg(rng, level)
        files = {path: File.of(text, mode=0o755 if path.endswith(".sh") else 0o644) for path, text in p.sources().items()}
        files[f"{p.proj}/configure.ac"] = File.of(p.configure_ac(p.bugs))
        files[f"{p.proj}/Makefile.am"] = File.of(p.makefile_am(p.bugs))
        tests = {"test_outputs.py": self._tests(p), "cases/probe.c": File.of(p.probe_c()),
                 "cases/hidden.txt": File.of("\n".join(map(str, p.hidden)) + "\n")}
        decoys = [
            Decoy(name="no_production_defs", description="rewrites Makefile.am without the production -D constants "
                  "(builds and installs, wrong values)", script=_solver(p, {"no_defs"})),
            Decoy(name="default_prefix", description="configures without --prefix: installs to /usr/local, not the "
                  "required prefix", script=_solver(p, prefix=False)),
            Decoy(name="generated_files_only", description="fixes the build in the generated files; configure.ac and "
                  "Makefile.am in the tree stay broken (a fresh autoreconf fails)", script=_solver(p, restore_am=True)),
        ]
        if level != "easy":
            decoys += [
                Decoy(name="no_loader_config", description="installs but never registers the library directory with "
                      "the dynamic loader", script=_solver(p, ldconf="none")),
                Decoy(name="loader_conf_wrong_dir", description="registers the prefix instead of its lib directory",
                      script=_solver(p, ldconf="prefix")),
                Decoy(name="libm_on_tool_only", description="adds -lm to the tool's LDADD instead of the configure "
                      "check: the library itself still lacks libm", script=_solver(p, {"no_libm"}, lm_tool=True)),
            ]
        if level == "hard":
            decoys += [
                Decoy(name="feature_not_enabled", description="configures without the production --enable option",
                      script=_solver(p, enable=False)),
                Decoy(name="conditional_typo_kept", description="passes --enable but keeps the AM_CONDITIONAL testing "
                      "the old option's variable", script=_solver(p, {"cond_typo"})),
                Decoy(name="extra_dist_missing", description="ships a dist tarball without the examples and test "
                      "script (its make check fails)", script=_solver(p, {"extra_dist"})),
                Decoy(name="destdir_ignored", description="keeps the install hook that ignores DESTDIR",
                      script=_solver(p, {"destdir_hook"})),
            ]
        tools = ["cat", "make", "diff"] + (["autoreconf"] if level != "hard" else
                                           ["libtoolize", "aclocal", "autoconf", "automake", "tar", "grep"])
        if level != "easy":
            tools += ["ldconfig", "grep"]
        tools = sorted(set(tools))
        tags = ["autotools", "autoconf", "automake", "libtool", "c", "install"]
        if level != "easy":
            tags += ["ldconfig", "shared-library", "libm"]
        if level == "hard":
            tags += ["am-conditional", "distcheck", "destdir"]
        return Draft(
            instruction=self._instruction(p, rng),
            environment=Environment(base_image=self.base_image, files=files, workdir=p.proj),
            solution=_solver(p),
            tests=tests,
            decoys=decoys,
            outputs=[p.proj, p.prefix] + ([p.ldconf] if level != "easy" else []),
            tools=tools,
            tags=tags,
            expert_time_min={"easy": 12, "medium": 25, "hard": 45}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 120}[level],
            # the verifier regenerates and rebuilds the tree (hard: also the dist tarball); slow on a loaded host
            timeouts=Timeouts(verifier_sec=420.0),
        )

    @staticmethod
    def _instruction(p: Pkg, rng: random.Random) -> str:
        L, T, pre = p.lib, p.tool, p.prefix
        ctx = rng.choice(CONTEXT).replace("{L}", L)
        team = rng.choice(TEAMS)
        req = [f"`autoreconf -fi && ./configure --prefix={pre}{' --enable-' + p.mode if p.level == 'hard' else ''} "
               f"&& make && make check && make install` works from a clean copy of `{p.proj}`, and `make check` runs "
               f"and passes every test listed in `Makefile.am`'s `TESTS` (the `tests/check_*.c` programs and "
               f"`tests/examples.sh`).",
               f"The production constants that `Makefile.am` passes to the compiler stay in effect (the defaults in "
               f"`src/params.h` are for development only).",
               f"Installed under **`{pre}`**: the tool `bin/{T}`, the libtool library `lib{L}` in `lib/` (shared, "
               f"built with the `-version-info` already in `Makefile.am`, so its SONAME is `lib{L}.so.{p.major}`), "
               f"the public header as `include/{L}/{L}.h` (consumers write `#include <{L}/{L}.h>`) and the "
               f"pkg-config file `lib/pkgconfig/{L}.pc`; a consumer built with `pkg-config --cflags --libs {L}` "
               f"must link with no other flags."]
        if p.level != "easy":
            req.append(f"`lib{L}` uses `sqrt()`; the dependency on libm belongs in `configure.ac` (a library check), "
                       f"so that the shared library itself records it.")
            req.append(f"Programs linked against the installed library with a plain `-l{L}` (no rpath, no "
                       f"`LD_LIBRARY_PATH`) must start: register `{pre}/lib` with the dynamic loader in "
                       f"`{p.ldconf}` and refresh the loader cache.")
        if p.level == "hard":
            req.append(f"Production builds are configured with `--enable-{p.mode}`, which must compile the "
                       f"`{p.feature.name}` stage into the library (`src/{p.feature.name}.c`, enabled by the "
                       f"`WITH_{p.mode.upper()}` conditional; the option used to be called `--enable-{p.old_mode}`). "
                       f"Without the option the stage stays out.")
            req.append(f"The install hook for `data/{p.datafile}` (installed as `share/{L}/{p.datafile}`) must honour "
                       f"`DESTDIR`: `make install DESTDIR=/some/stage` puts every file under `/some/stage{pre}` and "
                       f"nothing outside it.")
            req.append(f"`make distcheck` passes (it must use `--enable-{p.mode}` by itself) and its tarball "
                       f"`{L}-{p.version}.tar.gz` is left in `{p.proj}`; unpacked elsewhere, the tarball alone must "
                       f"configure, build and pass `make check`.")
        body = "\n".join(f"- {x}" for x in req)
        return dedent("""
            # Fix the autotools build of `lib{L}`

            {ctx}

            {team} needs the library and its command-line filter `{T}` (reads one integer per line on stdin,
            prints the transformed value per line) installed on this build host.

            The package lives in `{proj}`. Its C sources, headers and tests are correct and must not change; the
            problems are in the build description (`configure.ac`, `Makefile.am`{more}). Fix those, regenerate
            the build system, then configure, build, test and install it so that:

            {body}

            `{T} < examples/input.txt` must print `examples/expected.txt`.

            Acceptance: the installed tree{loader} is checked as you leave it, by running
            `{T}` and a program that is not in the repository against it on inputs you have not seen; your fixed
            `{proj}` is also copied, regenerated with `autoreconf -fi`, configured, built, tested with `make check`
            and installed again with a `DESTDIR`.
        """).replace("{L}", L).replace("{ctx}", ctx).replace("{team}", team[0].upper() + team[1:]) \
            .replace("{T}", T).replace("{proj}", p.proj).replace("{body}", body) \
            .replace("{more}", ", the install hooks and their variables" if p.level == "hard" else "") \
            .replace("{loader}", "" if p.level == "easy" else " (and the loader configuration)")

    @staticmethod
    def _tests(p: Pkg):
        c, r, a = p.vinfo
        consts = {"LIB": p.lib, "TOOL": p.tool, "PROJ": p.proj, "PREFIX": p.prefix, "LEVEL": p.level,
                  "VERSION": p.version, "MAJOR": p.major, "SO_REAL": p.so_real, "LDCONF": p.ldconf,
                  "CONFIGURE_OPTS": f"--enable-{p.mode}" if p.level == "hard" else "",
                  "DATAFILE": p.datafile if p.level == "hard" else "",
                  "DATA": (f"# {p.lib} runtime defaults\n" + p.data) if p.level == "hard" else "",
                  "N_TESTS": len(p.checks) + 1,
                  "CHECKOUT": sorted([k[len(p.proj) + 1:] for k in p.sources()] + ["configure.ac", "Makefile.am"]), "NEEDS_LIBM": p.needs_libm,
                  "EXPECTED": {"tool": [str(v) for v in p.apply_all(p.hidden)], "probe": p.probe_expected()}}
        body = '''
            HERE = os.path.dirname(os.path.abspath(__file__))
            HIDDEN = os.path.join(HERE, "cases", "hidden.txt")
            PROBE = os.path.join(HERE, "cases", "probe.c")
            CLEAN_ENV = {"LD_LIBRARY_PATH": "", "LD_PRELOAD": ""}

            def _sh(cmd, env=None, cwd=None, timeout=300):
                e = dict(os.environ)
                e.update(env or {})
                return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=timeout, env=e, cwd=cwd)

            def _ok(cmd, what, env=None, cwd=None):
                p = _sh(cmd, env, cwd)
                assert p.returncode == 0, f"{what} failed ({p.returncode}):\\n{p.stdout[-1500:]}\\n{p.stderr[-1500:]}"
                return p.stdout

            def _same(got, want, what):
                got = got.splitlines()
                assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
                diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
                assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"

            def _check_tree(root, label):
                tool = f"{root}/bin/{TOOL}"
                assert os.access(tool, os.X_OK), f"{label}: bin/{TOOL} is missing"
                assert os.path.isfile(f"{root}/include/{LIB}/{LIB}.h"), f"{label}: header include/{LIB}/{LIB}.h not installed"
                real = f"{root}/lib/{SO_REAL}"
                assert os.path.isfile(real) and not os.path.islink(real), f"{label}: lib/{SO_REAL} missing"
                assert os.path.exists(f"{root}/lib/lib{LIB}.so.{MAJOR}"), f"{label}: lib/lib{LIB}.so.{MAJOR} missing"
                assert os.path.isfile(f"{root}/lib/pkgconfig/{LIB}.pc"), f"{label}: lib/pkgconfig/{LIB}.pc missing"
                dyn = _ok(f"readelf -d {real}", "readelf")
                assert f"[lib{LIB}.so.{MAJOR}]" in dyn, f"{label}: SONAME of {SO_REAL} is not lib{LIB}.so.{MAJOR}"
                if NEEDS_LIBM and LEVEL != "easy":
                    assert "[libm.so.6]" in dyn, f"{label}: lib{LIB} does not record its libm dependency (NEEDED)"
                if DATAFILE:
                    path = f"{root}/share/{LIB}/{DATAFILE}"
                    assert os.path.isfile(path), f"{label}: share/{LIB}/{DATAFILE} not installed"
                    assert open(path).read() == DATA, f"{label}: share/{LIB}/{DATAFILE} has the wrong content"

            def test_installed_tree_and_tool_values():
                assert os.path.isdir(PREFIX), f"nothing installed at {PREFIX}"
                _check_tree(PREFIX, PREFIX)
                out = _ok(f"{PREFIX}/bin/{TOOL} < {HIDDEN}", f"running {PREFIX}/bin/{TOOL}", CLEAN_ENV)
                _same(out, EXPECTED["tool"], f"{TOOL} on hidden input")

            def test_consumer_against_installed_library():
                pc = {"PKG_CONFIG_PATH": f"{PREFIX}/lib/pkgconfig", "PKG_CONFIG_LIBDIR": f"{PREFIX}/lib/pkgconfig"}
                flags = _ok(f"pkg-config --cflags --libs {LIB}", f"pkg-config {LIB}", pc).strip()
                assert f"-l{LIB}" in flags, f"pkg-config --libs {LIB} gives {flags!r}"
                work = tempfile.mkdtemp()
                _ok(f"gcc {PROBE} {flags} -o {work}/probe", f"linking a consumer with only `{flags}`")
                if LEVEL == "easy":
                    env = {"LD_LIBRARY_PATH": f"{PREFIX}/lib"}
                else:
                    assert os.path.isfile(LDCONF), f"{LDCONF} is missing"
                    _ok("ldconfig", "ldconfig")
                    cache = _ok("ldconfig -p", "ldconfig -p")
                    want = f"{PREFIX}/lib/lib{LIB}.so.{MAJOR}"
                    assert want in cache, f"the loader cache does not map lib{LIB}.so.{MAJOR} to {want} (via {LDCONF})"
                    env = CLEAN_ENV
                out = _ok(f"{work}/probe < {HIDDEN}", "running the consumer (no rpath)", env)
                _same(out, EXPECTED["probe"], "consumer linked with -l" + LIB)

            def test_fresh_regenerate_build_check_destdir_install():
                # a clean checkout: only the package's own files (as fixed), nothing generated or built
                src = tempfile.mkdtemp() + "/src"
                for rel in CHECKOUT:
                    assert os.path.isfile(f"{PROJ}/{rel}"), f"{PROJ}/{rel} is missing"
                    os.makedirs(os.path.dirname(f"{src}/{rel}"), exist_ok=True)
                    shutil.copy2(f"{PROJ}/{rel}", f"{src}/{rel}")
                _ok("autoreconf -fi", "autoreconf -fi on a copy of the fixed tree", cwd=src)
                _ok(f"./configure --prefix={PREFIX} {CONFIGURE_OPTS}", "./configure", cwd=src)
                _ok("make -j2", "make", cwd=src)
                p = _sh("make -j2 check", cwd=src)
                log = open(f"{src}/test-suite.log").read() if os.path.exists(f"{src}/test-suite.log") else ""
                assert p.returncode == 0, f"make check failed:\\n{p.stdout[-1500:]}\\n{p.stderr[-800:]}\\n{log[-1500:]}"
                m = re.search(r"^# PASS: +(\\d+)", log, re.M)
                assert m and int(m.group(1)) == N_TESTS, f"make check passed {m and m.group(1)} tests, expected {N_TESTS}"
                stage = tempfile.mkdtemp()
                _ok(f"make install DESTDIR={stage}", "make install DESTDIR=...", cwd=src)
                _check_tree(f"{stage}{PREFIX}", "DESTDIR install of the fresh build")
                out = _ok(f"{stage}{PREFIX}/bin/{TOOL} < {HIDDEN}", "the freshly built tool",
                          {"LD_LIBRARY_PATH": f"{stage}{PREFIX}/lib"})
                _same(out, EXPECTED["tool"], f"freshly built {TOOL} on hidden input")

            @pytest.mark.skipif(LEVEL != "hard", reason="hard level only")
            def test_dist_tarball_builds_alone():
                tarball = f"{PROJ}/{LIB}-{VERSION}.tar.gz"
                assert os.path.isfile(tarball), f"{tarball} is missing"
                work = tempfile.mkdtemp()
                _ok(f"tar -xzf {tarball} -C {work}", "unpacking the dist tarball")
                src = f"{work}/{LIB}-{VERSION}"
                for need in ("configure", "Makefile.in", "examples/expected.txt", "tests/examples.sh", f"data/{DATAFILE}"):
                    assert os.path.exists(f"{src}/{need}"), f"the dist tarball lacks {need}"
                _ok(f"./configure --prefix={work}/inst {CONFIGURE_OPTS}", "./configure from the tarball", cwd=src)
                _ok("make -j2", "make from the tarball", cwd=src)
                _ok("make -j2 check", "make check from the tarball", cwd=src)
                _ok("make install", "make install from the tarball", cwd=src)
                out = _ok(f"{work}/inst/bin/{TOOL} < {HIDDEN}", "tool built from the tarball",
                          {"LD_LIBRARY_PATH": f"{work}/inst/lib"})
                _same(out, EXPECTED["tool"], f"{TOOL} built from the tarball")
                _sh("make distclean", cwd=src)
                _ok("./configure --prefix=/nonexistent", "./configure without the option", cwd=src)
                _ok("make -j2", "make without the option", cwd=src)
                out = _ok(f"./{TOOL} < {HIDDEN}", "tool built without the option", cwd=src)
                assert out.splitlines() != EXPECTED["tool"], "the optional stage is compiled in even without the --enable option"
        '''
        return pytest_file("import os, re, shutil, subprocess, tempfile\n\nimport pytest", consts, body)
