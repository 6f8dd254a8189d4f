"""Build: link an application against a prebuilt vendor SDK (static link order, a stale SDK symlink, static vs
shared variants, a circular dependency between archives, a shared-only runtime found through an RPATH)."""

from __future__ import annotations

import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.families.build import _cstages as cs
from termigen.task import Decoy, Environment, File

VENDORS = [("Helix Systems", "hx", "helix"), ("Norsk Signal", "ns", "norsk"), ("Quasar Devices", "qd", "quasar"),
           ("Brightline Labs", "bl", "brightline"), ("Tessera Instruments", "ti", "tessera"),
           ("Orca Embedded", "oe", "orca"), ("Kinetic Metrology", "km", "kinetic"), ("Vireo Optics", "vo", "vireo"),
           ("Palisade Data", "pd", "palisade"), ("Cardinal Telemetry", "ct", "cardinal")]
APPS = ["gaugeread", "calibrate", "sensorpack", "fieldlog", "tracefmt", "samplerd", "probekit", "meterctl",
        "linkcheck", "framegen", "signalcat", "datumctl"]
REASONS = ["the build machine image was rebuilt last week", "the vendor shipped SDK {new} and the old one was kept around",
           "a colleague started migrating the app to the new SDK and went on leave",
           "the CI runner was moved to a new base image"]


class Sdk:
    def __init__(self, rng: random.Random, level: str):
        self.level = level
        self.vendor, self.p, self.vdir = rng.choice(VENDORS)
        self.app = rng.choice(APPS)
        self.root = f"/app/{self.app}"
        old_minor, new_minor = rng.randint(0, 9), rng.randint(0, 9)
        self.old_ver, self.new_ver = f"1.{old_minor}", f"2.{new_minor}"
        self.base = f"/opt/{self.vdir}"
        self.old_dir, self.new_dir = f"{self.base}/sdk-{self.old_ver}", f"{self.base}/sdk-{self.new_ver}"
        self.rt_major = rng.randint(1, 4)
        self.hidden = cs.inputs(rng, 50)
        self.examples = cs.inputs(rng, 8, -2000, 2000)
        n = 3 if level != "hard" else 7
        # core: c1 c2; codec: k1 (calls core c1); hard: fmt f1 f2, io i1 (cycle), rt r1.
        for _ in range(100):
            st = cs.draw_stages(rng, n, self.p, must=("isqrt",) if rng.random() < 0.6 else (), probe=self.hidden + self.examples)
            self.stages = st
            if level == "hard":
                self.c1, self.k1, self.c2, self.f1, self.i1, self.f2, self.r1 = st
            else:
                self.c1, self.k1, self.c2 = st
            if abs(sum(self.value(x) for x in self.hidden)) < 1 << 62 and self._pick_old(rng):
                break
        else:
            raise RuntimeError("could not draw an SDK")

    def chain(self):
        if self.level == "hard":
            return [self.c1, self.k1, self.c2, self.f1, self.i1, self.f2, self.r1]
        return [self.c1, self.k1, self.c2]

    def value(self, x, old=False):
        for s in self.chain():
            if old and s is self.old_stage:
                saved = s.params[self.old_key]
                s.params[self.old_key] = self.old_value
                try:
                    x = s.py(x)
                finally:
                    s.params[self.old_key] = saved
            else:
                x = s.py(x)
        return x

    def _pick_old(self, rng):
        cands = [(s, k) for s in (self.c1, self.k1, self.c2) for k in s.params]
        rng.shuffle(cands)
        for s, k in cands:
            v = s.params[k]
            for d in (1, -1, 2, 3, -2):
                nv = v + d * max(1, abs(v) // 9)
                if nv < 2 and s.kind in ("wrap", "poly", "halve", "collatz", "gcd") or nv == v:
                    continue
                if s.kind == "clamp" and (s.params[k.replace("_HI", "_LO")] >= nv if k.endswith("_HI") else nv >= s.params[k.replace("_LO", "_HI")]):
                    continue
                self.old_stage, self.old_key, self.old_value = s, k, nv
                if [self.value(x, old=True) for x in self.hidden] != [self.value(x) for x in self.hidden]:
                    return True
        return False

    def outputs(self, xs, old=False):
        vals = [self.value(x, old) for x in xs]
        return [f"{x} {v}" for x, v in zip(xs, vals)] + [f"total {sum(vals)}"]

    # -- vendor sources (compiled at image build, then deleted) ----------------------------------------------
    def _fn(self, lib, s, body_call=None, old=False):
        p = self.p
        consts = ""
        for k, v in s.params.items():
            if old and s is self.old_stage and k == self.old_key:
                v = self.old_value
            consts += f"#define {k} ({v})\n"
        inc = "".join(f"#include <{h}>\n" for h in s.includes)
        inner = f"static long {s.name}_impl(long x)\n{{\n    {s.body}\n}}\n\n"
        call = f"{s.name}_impl(x)" if body_call is None else body_call
        return (f"{inc}#include \"{p}/{lib}.h\"\n{consts}\n{inner}long {p}_{lib}_{s.name}(long x)\n{{\n"
                f"    return {call};\n}}\n")

    def vendor_tree(self, old: bool) -> dict[str, str]:
        """rel path -> C source of one SDK version; headers go to include/<p>/."""
        p, out = self.p, {}
        hdr = lambda lib, fns: (f"#ifndef {p.upper()}_{lib.upper()}_H\n#define {p.upper()}_{lib.upper()}_H\n\n" +
                                "".join(f"/* {d} */\nlong {p}_{lib}_{n}(long x);\n" for n, d in fns) + "\n#endif\n")
        out[f"include/{p}/core.h"] = hdr("core", [(self.c1.name, self.c1.doc), (self.c2.name, self.c2.doc)])
        out[f"include/{p}/codec.h"] = hdr("codec", [(self.k1.name, f"{self.k1.doc}, applied after {p}_core_{self.c1.name}")])
        out["core/c1.c"] = self._fn("core", self.c1, old=old)
        out["core/c2.c"] = self._fn("core", self.c2, old=old)
        out["codec/k1.c"] = (f"#include \"{p}/core.h\"\n" +
                             self._fn("codec", self.k1, f"{self.k1.name}_impl({p}_core_{self.c1.name}(x))", old=old))
        if self.level == "hard":
            out[f"include/{p}/fmt.h"] = hdr("fmt", [(self.f1.name, "formats a value (uses the io layer)"),
                                                     (self.f2.name, self.f2.doc)])
            out[f"include/{p}/io.h"] = hdr("io", [(self.i1.name, "io stage (uses the fmt layer)")])
            out[f"include/{p}/rt.h"] = hdr("rt", [(self.r1.name, self.r1.doc)])
            out["fmt/f1.c"] = f"#include \"{p}/io.h\"\n" + self._fn("fmt", self.f1, f"{p}_io_{self.i1.name}({self.f1.name}_impl(x))")
            out["fmt/f2.c"] = self._fn("fmt", self.f2)
            out["io/i1.c"] = f"#include \"{p}/fmt.h\"\n" + self._fn("io", self.i1, f"{p}_fmt_{self.f2.name}({self.i1.name}_impl(x))")
            out["rt/r1.c"] = self._fn("rt", self.r1)
        return out

    def setup(self) -> str:
        p = self.p
        lines = ["set -e"]
        for ver, d in (("old", self.old_dir), ("new", self.new_dir)):
            src = f"/tmp/vendor-src/{ver}"
            lines += [f"mkdir -p {d}/lib {d}/include", f"cp -r {src}/include/. {d}/include/", f"cd {src}",
                      f"for f in */*.c; do gcc -O2 -fPIC -I{src}/include -c \"$f\" -o \"${{f%.c}}.o\"; done",
                      f"ar rcs {d}/lib/lib{p}core.a core/*.o", f"ar rcs {d}/lib/lib{p}codec.a codec/*.o"]
            if self.level != "easy":
                major = d.rsplit("-", 1)[1].split(".")[0]
                # The shared codec leaves the core symbols to the program (as the vendor's docs say).
                lines += [f"gcc -shared -Wl,-soname,lib{p}codec.so.{major} -o {d}/lib/lib{p}codec.so.{major} codec/*.o -lm",
                          f"ln -s lib{p}codec.so.{major} {d}/lib/lib{p}codec.so"]
            if self.level == "hard":
                lines += [f"ar rcs {d}/lib/lib{p}fmt.a fmt/*.o", f"ar rcs {d}/lib/lib{p}io.a io/*.o",
                          f"gcc -shared -Wl,-soname,lib{p}rt.so.{self.rt_major} -o {d}/lib/lib{p}rt.so.{self.rt_major} rt/*.o -lm",
                          f"ln -s lib{p}rt.so.{self.rt_major} {d}/lib/lib{p}rt.so"]
        lines += ["rm -rf /tmp/vendor-src", f"ln -s sdk-{self.old_ver} {self.base}/current",
                  f"printf '%s\\n' 'SDK {self.old_ver}: legacy, kept for the old service' > {self.old_dir}/RELEASE",
                  f"printf '%s\\n' 'SDK {self.new_ver}: current release' > {self.new_dir}/RELEASE"]
        return "\n".join(lines) + "\n"

    # -- the application ------------------------------------------------------------------------------------
    def main_c(self):
        p = self.p
        incs = [f"{p}/core.h", f"{p}/codec.h"] + ([f"{p}/fmt.h", f"{p}/rt.h"] if self.level == "hard" else [])
        calc = f"long v = {p}_codec_{self.k1.name}(x);\n        v = {p}_core_{self.c2.name}(v);\n"
        if self.level == "hard":
            calc += f"        v = {p}_fmt_{self.f1.name}(v);\n        v = {p}_rt_{self.r1.name}(v);\n"
        return dedent("""
            #include <stdio.h>
            {incs}
            int main(void)
            {
                long x, total = 0;
                while (scanf("%ld", &x) == 1) {
                    {calc}        printf("%ld %ld\\n", x, v);
                    total += v;
                }
                printf("total %ld\\n", total);
                return 0;
            }
        """).replace("{incs}", "".join(f"#include <{h}>\n" for h in incs)).replace("{calc}", calc)

    def build_sh(self, bugs: set[str]) -> str:
        """The app's build script; the set names the mistakes left in."""
        p, lm = self.p, " -lm"
        sdk = f"{self.base}/current" if "old_sdk" in bugs else self.new_dir
        if "no_libm" in bugs:
            lm = ""
        if "wrong_order" in bugs:
            libs = f"-l{p}core -l{p}codec"
        elif "dynamic_codec" in bugs or self.level == "easy":
            libs = f"-l{p}codec -l{p}core"
        else:
            libs = f"-l:lib{p}codec.a -l{p}core"
        if self.level == "hard":
            group = f"-l{p}fmt -l{p}io" if "no_group" in bugs else f"-Wl,--start-group -l{p}fmt -l{p}io -Wl,--end-group"
            libs = f"{group} {libs} -l{p}rt"
        rpath = ""
        if self.level == "hard" and "no_rpath" not in bugs:
            rpath = ' -Wl,-rpath,"$SDK/lib"'
        if "dynamic_codec" in bugs:
            rpath = ' -Wl,-rpath,"$SDK/lib"'
        return dedent(f"""
            #!/bin/sh
            # Builds dist/{self.app} against the {self.vendor} SDK.
            set -e
            cd "$(dirname "$0")"
            SDK={sdk}
            CC=gcc
            CFLAGS="-O2 -Wall -I$SDK/include"
            mkdir -p dist
            $CC $CFLAGS src/main.c -o dist/{self.app} -L"$SDK/lib" {libs}{lm}{rpath}
        """)


def _solver(s: Sdk, bugs: set[str], hand: bool = False) -> str:
    lines = [f"cd {s.root}"]
    good = s.build_sh(bugs)
    if hand:
        # The right command typed by hand; build.sh left as it was.
        cmd = [l for l in good.splitlines() if l.startswith("$CC")][0]
        cmd = cmd.replace("$CC", "gcc").replace("$CFLAGS", f"-O2 -Wall -I{s.new_dir}/include").replace("$SDK", s.new_dir)
        lines += ["mkdir -p dist", cmd]
    else:
        lines += [f"cat > build.sh <<'SH'\n{good}SH", "chmod +x build.sh", "sh build.sh"]
    lines += [f"ar t {s.new_dir}/lib/lib{s.p}codec.a", f"nm -A {s.new_dir}/lib/lib{s.p}*.a | grep ' U ' || true",
              f"cat examples/input.txt | \"$PWD/dist/{s.app}\" | diff - examples/expected.txt", f"ldd dist/{s.app}",
              f"readelf -d dist/{s.app} | grep -E 'NEEDED|RUNPATH|RPATH'"]
    if s.level != "easy":
        lines.append(f"nm dist/{s.app} | grep -c ' T {s.p}_' || true")
    return script("\n".join(lines) + "\n")


@register
class VendorLink(Family):
    name = "vendor_link"
    category = "build"
    description = "Fix an app's link against a prebuilt vendor SDK: library order, stale SDK, static vs shared, cycles, RPATH."
    base_image = "termigen/dev:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        s = Sdk(rng, level)
        files = {}
        for ver, old in (("old", True), ("new", False)):
            for rel, text in s.vendor_tree(old).items():
                files[f"/tmp/vendor-src/{ver}/{rel}"] = File.of(text)
        bugs = {"old_sdk", "wrong_order"}
        if rng.random() < 0.5 or level == "easy":
            bugs.add("no_libm")
        if level != "easy":
            bugs.add("dynamic_codec")
        if level == "hard":
            bugs |= {"no_group", "no_rpath"}
        files[f"{s.root}/build.sh"] = File.of(s.build_sh(bugs), mode=0o755)
        files[f"{s.root}/src/main.c"] = File.of(s.main_c())
        files[f"{s.root}/examples/input.txt"] = File.of("\n".join(map(str, s.examples)) + "\n")
        files[f"{s.root}/examples/expected.txt"] = File.of("\n".join(s.outputs(s.examples)) + "\n")
        reason = rng.choice(REASONS).replace("{new}", s.new_ver)
        decoys = [
            Decoy(name="stale_sdk", description="fixes the link line but keeps the stale `current` SDK symlink (old library, wrong values)",
                  script=_solver(s, {"old_sdk"})),
            Decoy(name="hand_linked", description="links dist binary by hand; build.sh still broken", script=_solver(s, set(), hand=True)),
        ]
        if level != "easy":
            decoys.append(Decoy(name="dynamic_codec", description="links the vendor codec as a shared library (runtime dependency)",
                                script=_solver(s, {"dynamic_codec"})))
        if level == "hard":
            decoys.append(Decoy(name="no_rpath", description="runtime library found only with LD_LIBRARY_PATH",
                                script=_solver(s, {"no_rpath"})))
        truth = {"hidden": s.outputs(s.hidden)}
        forbid = [f"lib{s.p}codec", f"lib{s.p}core", f"lib{s.p}fmt", f"lib{s.p}io"]
        tests = {"test_outputs.py": pytest_file(
            "import os, shutil, subprocess, tempfile",
            {"EXPECTED": truth, "ROOT": s.root, "APP": s.app, "LEVEL": level, "FORBID": forbid,
             "RT": f"lib{s.p}rt.so.{s.rt_major}", "SDK_LIB": f"{s.new_dir}/lib"}, TESTS),
            "cases/hidden.txt": File.of("\n".join(map(str, s.hidden)) + "\n")}
        tools = ["gcc", "sh", "readelf", "grep", "diff", "cat", "chmod", "mkdir", "ar", "nm", "ldd"]
        return Draft(
            instruction=self._instruction(s, reason),
            environment=Environment(base_image=self.base_image, files=files, setup=s.setup(), workdir=s.root),
            solution=_solver(s, set()),
            tests=tests,
            decoys=decoys,
            outputs=[s.root],
            tools=tools,
            tags=["linking", "static-libraries", "c", "sdk"] + {"easy": ["link-order"], "medium": ["link-order", "static-vs-shared"],
                                                                 "hard": ["link-order", "static-vs-shared", "circular-dependency", "rpath"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _instruction(s: Sdk, reason):
        p = s.p
        req = [f"`{s.root}/build.sh` (run from anywhere) builds `{s.root}/dist/{s.app}` from `src/main.c`; do not change "
               "`src/main.c`.",
               f"The app is built against **SDK {s.new_ver}** (`{s.new_dir}`), the release it was certified with. SDK "
               f"{s.old_ver} (`{s.old_dir}`) is installed only for a legacy service and must not be used, even where "
               "something else on the machine still points at it."]
        if s.level != "easy":
            req.append(f"`dist/{s.app}` is copied to field hosts that do not have the SDK: it must not depend at run "
                       f"time on any SDK shared library" + (f" except the runtime `lib{p}rt`" if s.level == "hard" else "")
                       + f". (`{s.new_dir}/lib` ships the codec both as an archive and as a shared library.)")
        if s.level == "hard":
            req.append(f"`lib{p}rt` exists only as a shared library. The field hosts install it at the same path as "
                       f"here (`{s.new_dir}/lib`), and nothing sets `LD_LIBRARY_PATH` there: the binary must find it "
                       "by itself.")
        body = "\n".join(f"- {r}" for r in req)
        headers = ", ".join(f"`{h}`" for h in ["core.h", "codec.h"] + (["fmt.h", "io.h", "rt.h"] if s.level == "hard" else []))
        return dedent("""
            # `{app}` no longer links against the {vendor} SDK

            `{app}` is a small data-acquisition utility that reads integer samples on standard input and prints each
            sample with its converted value, then a `total` line. It is built with `build.sh` against the prebuilt
            {vendor} SDK under `{base}` (headers {headers} in `include/{p}/`, libraries in `lib/`; no sources).
            Since {reason}, `./build.sh` fails.

            Fix the build:

            {body}

            `./dist/{app} < examples/input.txt` must print exactly `examples/expected.txt`. The result is checked by
            running `build.sh` again from a fresh copy of `{root}` on a machine with the same SDKs installed, then
            running the binary on other samples and inspecting its dynamic section (`readelf -d`). Use gcc and the
            system linker; there is no network access.
        """).replace("{app}", s.app).replace("{vendor}", s.vendor).replace("{base}", s.base).replace("{headers}", headers) \
            .replace("{p}", p).replace("{reason}", reason).replace("{body}", body).replace("{root}", s.root)


TESTS = '''
HERE = os.path.dirname(os.path.abspath(__file__))
HIDDEN = os.path.join(HERE, "cases", "hidden.txt")

def _run(binary):
    env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
    with open(HIDDEN) as f:
        p = subprocess.run([binary], stdin=f, capture_output=True, text=True, timeout=30, env=env)
    assert p.returncode == 0, f"{binary} exited {p.returncode} (without LD_LIBRARY_PATH): {p.stderr[-600:]}"
    return p.stdout.splitlines()

def _same(got, want, what):
    assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"

def _fresh_build():
    d = tempfile.mkdtemp() + "/" + APP
    shutil.copytree(ROOT, d, symlinks=True)
    shutil.rmtree(os.path.join(d, "dist"), ignore_errors=True)
    p = subprocess.run(["sh", os.path.join(d, "build.sh")], cwd="/", capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"build.sh failed on a fresh copy ({p.returncode}):\\n{p.stdout[-800:]}\\n{p.stderr[-1500:]}"
    binary = os.path.join(d, "dist", APP)
    assert os.access(binary, os.X_OK), f"build.sh did not produce dist/{APP}"
    return binary

def _dynamic(binary):
    return subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, timeout=30).stdout

def test_fresh_build_computes_hidden_samples():
    _same(_run(_fresh_build()), EXPECTED["hidden"], "fresh build on hidden samples")

def test_delivered_binary():
    binary = os.path.join(ROOT, "dist", APP)
    assert os.access(binary, os.X_OK), f"{binary} is missing: run build.sh"
    _same(_run(binary), EXPECTED["hidden"], "delivered binary on hidden samples")

def test_runtime_dependencies():
    dyn = _dynamic(_fresh_build())
    needed = [l.split("[", 1)[1].rstrip("]") for l in dyn.splitlines() if "(NEEDED)" in l]
    bad = [n for n in needed if any(n.startswith(f + ".so") for f in FORBID)]
    if LEVEL != "easy":
        assert not bad, f"the binary needs SDK shared libraries at run time: {bad} (NEEDED: {needed})"
    if LEVEL == "hard":
        assert RT in needed, f"expected {RT} among NEEDED, got {needed}"
        paths = [l.split("[", 1)[1].rstrip("]") for l in dyn.splitlines() if "(RUNPATH)" in l or "(RPATH)" in l]
        dirs = [os.path.normpath(x) for p in paths for x in p.split(":") if x]
        assert SDK_LIB in dirs, f"no RUNPATH/RPATH entry for {SDK_LIB}: {paths}"
'''
