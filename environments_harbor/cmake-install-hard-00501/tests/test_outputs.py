import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'qmath'
TOOL = 'qmath-cli'
PROJ = '/app/qmath-sdk'
VERSION = '7.11.6'
MAJOR = 7
REQ = '7.7'
REJECT = '6.11'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,386\n1,-139\n2,184\n3,-314\n4,-96\n5,338\n6,-166\n'
HIDDEN = ('913964\n'
 '310461\n'
 '-888626\n'
 '570250\n'
 '-70958\n'
 '392453\n'
 '0\n'
 '570494\n'
 '-839156\n'
 '98517\n'
 '383647\n'
 '830995\n'
 '753320\n'
 '765984\n'
 '-465542\n'
 '17037\n'
 '-163474\n'
 '445469\n'
 '-659219\n'
 '-422350\n'
 '-578759\n'
 '-770949\n'
 '-4\n'
 '-607234\n'
 '812737\n'
 '-470794\n'
 '-143349\n'
 '848690\n'
 '-803698\n'
 '394625\n'
 '733761\n'
 '565282\n'
 '-834376\n'
 '507795\n'
 '-170808\n'
 '450292\n'
 '624423\n'
 '-504885\n'
 '-924223\n'
 '732540\n'
 '-567597\n'
 '-390473\n'
 '-286920\n'
 '-990087\n')
TOOL_OUT = ['-373',
 '283',
 '96',
 '96',
 '96',
 '96',
 '283',
 '96',
 '96',
 '96',
 '96',
 '96',
 '283',
 '283',
 '283',
 '96',
 '96',
 '96',
 '164',
 '96',
 '96',
 '96',
 '-249',
 '283',
 '96',
 '96',
 '96',
 '96',
 '96',
 '283',
 '96',
 '96',
 '96',
 '96',
 '96',
 '96',
 '96',
 '96',
 '96',
 '96',
 '96',
 '96',
 '283',
 '96']
TOOL_OUT_B = ['186',
 '-311',
 '-138',
 '-138',
 '-138',
 '-138',
 '-311',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-311',
 '-311',
 '-311',
 '-138',
 '-138',
 '-138',
 '-160',
 '-138',
 '-138',
 '-138',
 '-92',
 '-311',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-311',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-138',
 '-311',
 '-138']
PROBE_C = ('#include <stdio.h>\n'
 '#include <qmath/qmath.h>\n'
 '#include <qmath/version.h>\n'
 '#include <qmath/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", qmath_version(), QMATH_VERSION_MAJOR, QMATH_VERSION_MINOR,\n'
 '           QMATH_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", qmath_apply(x));\n'
 '        printf(" %ld", qmath_poly(x));\n'
 '        printf(" %ld", qmath_clamp(x));\n'
 '        printf(" %ld", qmath_divisor(x));\n'
 '        printf(" %ld", qmath_crossfoot(x));\n'
 '        printf(" %ld %ld\\n", qmath_lookup(x), qmath_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.11.6 7 11 6',
 '-373 2570 8821 4 32 913641 3290270400',
 '283 8556 8821 3 15 310783 1117659600',
 '96 34079 -4826 2 38 -889001 -3199053600',
 '96 841 8821 2 19 570584 2052900000',
 '96 36284 -4826 2 29 -71259 -255448800',
 '96 37014 8821 1 26 392152 1412830800',
 '283 -96 0 84 0 -339 0',
 '96 36438 8821 2 29 570119 2053778400',
 '96 18811 -4826 4 32 -838857 -3020961600',
 '96 22937 8821 3 30 98797 354661200',
 '96 8083 8821 1 31 383394 1381129200',
 '96 22122 8821 1 34 830694 2991582000',
 '283 3216 8821 4 20 753019 2711952000',
 '283 8184 8821 12 39 765957 2757542400',
 '283 1731 -4826 14 26 -465447 -1675951200',
 '96 3757 8821 3 18 17336 61333200',
 '96 17789 -4826 2 25 -163379 -588506400',
 '96 17125 8821 1 32 445442 1603688400',
 '164 3498 -4826 1 32 -659246 -2373188400',
 '96 37437 -4826 2 16 -422051 -1520460000',
 '96 11140 -4826 1 41 -578664 -2083532400',
 '96 22711 -4826 3 36 -770669 -2775416400',
 '-249 -32 -4 4 4 -305 -14400',
 '283 3543 -4826 2 22 -607535 -2186042400',
 '96 12580 8821 1 28 813017 2925853200',
 '96 33857 -4826 2 31 -470699 -1694858400',
 '96 11755 -4826 3 24 -143724 -516056400',
 '96 7829 8821 2 35 848663 3055284000',
 '96 19616 -4826 14 34 -803603 -2893312800',
 '283 8136 8821 7 29 394554 1420650000',
 '96 14219 8821 21 27 733386 2641539600',
 '96 31866 8821 2 28 565562 2035015200',
 '96 1879 -4826 4 31 -834096 -3003753600',
 '96 18343 8821 3 33 507420 1828062000',
 '96 10827 -4826 12 24 -171131 -614908800',
 '96 13842 8821 4 22 450265 1621051200',
 '96 8842 8821 3 21 624722 2247922800',
 '96 26133 -4826 3 30 -505186 -1817586000',
 '96 26883 -4826 1 22 -924546 -3327202800',
 '96 29689 8821 12 21 732820 2637144000',
 '96 10358 -4826 3 39 -567898 -2043349200',
 '96 16411 -4826 1 26 -390151 -1405702800',
 '283 7080 -4826 12 27 -286640 -1032912000',
 '96 10705 -4826 21 33 -989929 -3564313200']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '6480c930b893bc701b10e7a43b5fc3ea35ba203fa1735acf20484d07ccba737b',
 'data/trim.csv': '03b36e73871d4d560da8116f0e55e95ea077ee87fe952c2b7099d885341c31e6',
 'examples/consumer/CMakeLists.txt': '10c70f9828a4345066dae82dbd340e051c591d48e51fcf0e4103b45129adfc61',
 'examples/consumer/main.c': '63a29ec7f4441b6da6c171690661b02048f69fdea616946117bc3401a510c991',
 'examples/expected.txt': '4b824dc15ca6e7c98cfbd6612d5fdf528bb8b2ee53cfc1e7d8df5746650a5a96',
 'examples/input.txt': '88c2b4a2ee081738d34508ab1b0ca584888b6defe55dd35be72b805ad089b629',
 'include/qmath/qmath.h': '821be0173ba87f38b1492b453cefc39c2b9849aab7f229f69316b6f7f7997070',
 'src/apply.c': '9694436bc455b524410898c46c229c7ac5172172ca53fbad4298dbc334518129',
 'src/clamp.c': 'd2f39180ee99648b4cd22cddc8849371fd9b7fb61a1cd5a8386d408a0e27a778',
 'src/crossfoot.c': '446fa4468f629b347fc6cc69071b40a100d404ac8abd6802aec94faa460e92f6',
 'src/divisor.c': '5589c86b5d898fae9cdb1e1b549b92ef210014bac9eb238654f856c33fc92e7d',
 'src/lookup.c': '09907e620dfd5a087c270e2cb75d344fd26854953f3ac5d339b730d466340834',
 'src/params.h': '8a6f5a0e6188e4c16fc5977ee8405fbd1f4758baee375751dc9bcadd9b84b60e',
 'src/poly.c': '90662932542380272c067f20dc0eb7560a3a8c6824c69680951764684c95749e',
 'src/table.h': 'e170746932a6335ac2c25b1a69c9ca5de31a71c082102c4b97174c6d34176231',
 'src/version.c': 'f20ee6f27bce36b81717072ae6743d591a672b81233a4055f42cc243fff7f64f',
 'tools/qmath-cli.c': 'aa81afa1c13f2212e51a376b8ba3911f2d5d58a196b26b7641cec4f7a61262f7',
 'units/include/qmath/units.h': '9820b746f6dbb7258a5a48ea6024441abc365a7f0bd8159fb72e6812ef775432'}

CMAKE, CTEST, GCC, PKGCONF, READELF = "/usr/bin/cmake", "/usr/bin/ctest", "/usr/bin/gcc", "/usr/bin/pkg-config", "/usr/bin/readelf"
SKIP_TOP = {"build", "_build", "out", "CMakeCache.txt", "CMakeFiles", ".git"}


def _env(**extra):
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": tg_guard.scratch("home"), "LANG": "C.UTF-8"}
    env.update(extra)
    return env


def _run(cmd, what, ok=True, timeout=300, **kw):
    p = tg_guard.run(cmd, timeout=timeout, env=kw.pop("env", None) or _env(), **kw)
    if ok:
        assert p.returncode == 0, f"{what} failed ({p.returncode}):\n{p.stdout[-1500:]}\n{p.stderr[-2000:]}"
    return p


def _same(got, want, what):
    got = got.splitlines()
    assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"


def _readonly_copy(tag):
    """A root-owned, read-only copy of the project (tgrun may read it, not write or rename it)."""
    tg_guard.scratch("x")
    root = tempfile.mkdtemp(prefix=f"src-{tag}-", dir=tg_guard.SCRATCH_ROOT)
    os.chmod(root, 0o755)
    dst = os.path.join(root, "src")
    shutil.copytree(PROJ, dst, symlinks=True,
                    ignore=lambda d, names: [n for n in names if d == PROJ and (n in SKIP_TOP or n.startswith("build"))])
    for r, dirs, files in os.walk(dst):
        for n in [r, *(os.path.join(r, x) for x in dirs + files)]:
            if os.geteuid() == 0:
                os.lchown(n, 0, 0)
            if not os.path.islink(n):
                os.chmod(n, 0o555 if os.path.isdir(n) else (os.lstat(n).st_mode & 0o555) | 0o444)
    return dst


def _build(src, tag, opts=(), move=True):
    bdir, pre = tg_guard.scratch(f"build-{tag}"), tg_guard.scratch(f"prefix-{tag}")
    _run([CMAKE, "-S", src, "-B", bdir, f"-DCMAKE_INSTALL_PREFIX={pre}/first", *opts], f"cmake configure ({tag})")
    _run([CMAKE, "--build", bdir, "-j2"], f"cmake --build ({tag})", timeout=600)
    _run([CMAKE, "--install", bdir], f"cmake --install ({tag})")
    assert os.path.isdir(f"{pre}/first"), f"({tag}) nothing was installed into the prefix"
    if not move:
        return bdir, f"{pre}/first"
    os.rename(f"{pre}/first", f"{pre}/moved")  # the install tree must survive a move
    return bdir, f"{pre}/moved"


def _opts():
    o = []
    if LIBDIR != "lib":
        o.append(f"-DCMAKE_INSTALL_LIBDIR={LIBDIR}")
    if BUILD_TYPE:
        o.append(f"-DCMAKE_BUILD_TYPE={BUILD_TYPE}")
    return o


@pytest.fixture(scope="module")
def src():
    assert os.path.isdir(PROJ), f"{PROJ} is missing"
    return _readonly_copy("main")


@pytest.fixture(scope="module")
def main(src):
    return _build(src, "main", _opts())


def _tool(prefix, what, want=None):
    exe = os.path.join(prefix, "bin", TOOL)
    assert os.path.isfile(exe) and not os.path.islink(exe), f"{what}: bin/{TOOL} is not installed"
    with open(exe, "rb") as f:
        assert f.read(4) == b"\x7fELF", f"{what}: bin/{TOOL} must be the compiled program"
    p = _run([exe], f"{what}: running the installed {TOOL} without LD_LIBRARY_PATH", input=HIDDEN)
    _same(p.stdout, want or TOOL_OUT, f"{what}: {TOOL} on hidden input")


def _consumer(prefix, what, version=REQ, ok=True):
    d = tg_guard.scratch("consumer")
    with open(os.path.join(d, "probe.c"), "w") as f:
        f.write(PROBE_C)
    with open(os.path.join(d, "CMakeLists.txt"), "w") as f:
        f.write("cmake_minimum_required(VERSION 3.16)\nproject(probe C)\n"
                f"find_package({LIB} {version} CONFIG REQUIRED)\n"
                "add_executable(probe probe.c)\n"
                f"target_link_libraries(probe PRIVATE {LIB}::{LIB})\n"
                f"get_target_property(_loc {LIB}::{LIB} LOCATION)\n"
                "file(WRITE ${CMAKE_BINARY_DIR}/where.txt \"${_loc}\\n${" + LIB + "_DIR}\\n\")\n")
    for n in ("probe.c", "CMakeLists.txt"):
        os.chown(os.path.join(d, n), *tg_guard.run_ids())
    b = os.path.join(d, "b")
    p = _run([CMAKE, "-S", d, "-B", b, f"-DCMAKE_PREFIX_PATH={prefix}", "-DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF"],
             f"{what}: configuring a consumer with find_package({LIB} {version})", ok=ok)
    if not ok:
        return p
    with open(os.path.join(b, "where.txt")) as f:
        where = [os.path.realpath(x) for x in f.read().split()]
    real = os.path.realpath(prefix)
    assert where and all(w.startswith(real + "/") for w in where), \
        f"{what}: the consumer found {LIB} at {where}, not in the install tree {real}"
    _run([CMAKE, "--build", b], f"{what}: building the consumer")
    p = _run([os.path.join(b, "probe")], f"{what}: running the consumer", input=HIDDEN)
    _same(p.stdout, PROBE_OUT, f"{what}: consumer on hidden input")


def _libs(prefix):
    d = os.path.join(prefix, LIBDIR)
    return sorted(n for n in os.listdir(d) if n.startswith(f"lib{LIB}.")) if os.path.isdir(d) else []


def test_sources_unchanged():
    for rel, digest in sorted(KEEP.items()):
        path = os.path.join(PROJ, rel)
        assert os.path.isfile(path) and not os.path.islink(path), f"{rel} is missing"
        with open(path, "rb") as f:
            assert hashlib.sha256(f.read()).hexdigest() == digest, f"{rel} was changed (fix the build files only)"


def test_installed_tool_after_move(main):
    _tool(main[1], "install tree, moved")


def test_installed_layout(main):
    pre = main[1]
    for h in (f"{LIB}/{LIB}.h", f"{LIB}/version.h", f"{LIB}-units/{LIB}/units.h"):
        assert os.path.isfile(os.path.join(pre, "include", h)), f"include/{h} is not installed"
    libs = _libs(pre)
    assert f"lib{LIB}.so" in libs, f"{LIBDIR}/lib{LIB}.so is not installed (found {libs})"


def test_find_package_consumer_after_move(main):
    _consumer(main[1], "install tree, moved")


@pytest.mark.skipif("soname" not in CHECKS, reason="not required")
def test_soname(main):
    d = os.path.join(main[1], LIBDIR)
    real = os.path.join(d, f"lib{LIB}.so.{VERSION}")
    assert os.path.isfile(real) and not os.path.islink(real), f"{LIBDIR}/lib{LIB}.so.{VERSION} is missing"
    for link in (f"lib{LIB}.so.{MAJOR}", f"lib{LIB}.so"):
        assert os.path.exists(os.path.join(d, link)), f"{LIBDIR}/{link} is missing"
    dyn = _run([READELF, "-d", real], "readelf").stdout
    assert f"Library soname: [lib{LIB}.so.{MAJOR}]" in dyn, f"SONAME is not lib{LIB}.so.{MAJOR}"
    dyn = _run([READELF, "-d", os.path.join(main[1], "bin", TOOL)], "readelf").stdout
    assert f"Shared library: [lib{LIB}.so.{MAJOR}]" in dyn, f"{TOOL} does not record lib{LIB}.so.{MAJOR}"


@pytest.mark.skipif("version" not in CHECKS, reason="not required")
def test_version_policy(main):
    _consumer(main[1], "exact version", version=VERSION)
    p = _consumer(main[1], "old major", version=REJECT, ok=False)
    assert p.returncode != 0, f"find_package({LIB} {REJECT}) accepted version {VERSION} (another major)"


@pytest.mark.skipif("ctest" not in CHECKS, reason="not required")
def test_ctest(src, main):
    bdir = main[0]
    p = _run([CTEST, "--no-tests=error", "--output-on-failure"], "ctest in the build directory", cwd=bdir)
    assert "examples" in p.stdout, f"ctest did not run the examples test:\n{p.stdout[-800:]}"
    exp = os.path.join(src, "examples", "expected.txt")
    with open(exp) as f:
        good = f.read()
    os.chmod(exp, 0o644)
    try:
        lines = good.splitlines()
        lines[0] = str(int(lines[0]) + 1)
        with open(exp, "w") as f:
            f.write("\n".join(lines) + "\n")
        p = _run([CTEST, "--no-tests=error"], "ctest", ok=False, cwd=bdir)
        assert p.returncode != 0, "ctest passes although the tool's output differs from examples/expected.txt"
    finally:
        with open(exp, "w") as f:
            f.write(good)
        os.chmod(exp, 0o444)


@pytest.mark.skipif("static" not in CHECKS, reason="not required")
def test_static_option(src):
    _, pre = _build(src, "static", [*_opts(), "-DBUILD_SHARED_LIBS=OFF"])
    libs = _libs(pre)
    assert f"lib{LIB}.a" in libs, f"-DBUILD_SHARED_LIBS=OFF installed no {LIBDIR}/lib{LIB}.a ({libs})"
    assert not [n for n in libs if ".so" in n], f"-DBUILD_SHARED_LIBS=OFF still installed {libs}"
    _tool(pre, "static build")
    _consumer(pre, "static build")


@pytest.mark.skipif("incremental" not in CHECKS, reason="not required")
def test_table_regenerates():
    src = _readonly_copy("incr")
    bdir, pre = _build(src, "incr", _opts(), move=False)
    csv = os.path.join(src, CSV)
    time.sleep(1.1)
    os.chmod(csv, 0o644)
    with open(csv, "w") as f:
        f.write(CSV_B)
    os.chmod(csv, 0o444)
    _run([CMAKE, "--build", bdir, "-j2"], "rebuilding after editing the CSV")
    _run([CMAKE, "--install", bdir], "reinstalling after editing the CSV")
    _tool(pre, f"after editing {CSV}", TOOL_OUT_B)


@pytest.mark.skipif("pc" not in CHECKS, reason="not required")
def test_pkg_config_after_move(main):
    pre = main[1]
    pcdir = os.path.join(pre, LIBDIR, "pkgconfig")
    assert os.path.isfile(os.path.join(pcdir, f"{LIB}.pc")), f"{LIBDIR}/pkgconfig/{LIB}.pc is not installed"
    env = _env(PKG_CONFIG_PATH=pcdir, PKG_CONFIG_LIBDIR=pcdir)
    flags = _run([PKGCONF, "--cflags", "--libs", LIB], "pkg-config", env=env).stdout.split()
    d = tg_guard.scratch("pc")
    with open(os.path.join(d, "probe.c"), "w") as f:
        f.write(PROBE_C)
    os.chown(os.path.join(d, "probe.c"), *tg_guard.run_ids())
    _run([GCC, "probe.c", *flags, "-o", "probe"], f"gcc probe.c {' '.join(flags)}", cwd=d)
    p = _run([os.path.join(d, "probe")], "the pkg-config consumer", input=HIDDEN, cwd=d,
             env=_env(LD_LIBRARY_PATH=os.path.join(pre, LIBDIR)))
    _same(p.stdout, PROBE_OUT, "pkg-config consumer on hidden input")
