import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'tallylib'
TOOL = 'tallylibrun'
PROJ = '/app/tallylib'
VERSION = '6.1.1'
MAJOR = 6
REQ = '6.0'
REJECT = '5.1'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,39\n1,126\n2,-27\n3,368\n4,-253\n5,-268\n6,-155\n7,160\n8,306\n'
HIDDEN = ('661001\n'
 '384802\n'
 '902351\n'
 '-78046\n'
 '-728612\n'
 '-974660\n'
 '717476\n'
 '188186\n'
 '584048\n'
 '967770\n'
 '169015\n'
 '-296153\n'
 '539569\n'
 '54230\n'
 '-125381\n'
 '831673\n'
 '-656763\n'
 '0\n'
 '-537661\n'
 '-305075\n'
 '438120\n'
 '-875713\n'
 '897857\n'
 '638430\n'
 '-300085\n'
 '806297\n'
 '-593862\n'
 '8\n'
 '-712734\n'
 '486776\n'
 '-182493\n'
 '171261\n'
 '816360\n'
 '-28144\n'
 '-382920\n'
 '455703\n'
 '993942\n'
 '-141924\n'
 '950037\n'
 '-999291\n'
 '70436\n'
 '-632596\n'
 '510748\n'
 '584996\n')
TOOL_OUT = ['28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327',
 '28327']
TOOL_OUT_B = ['28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317',
 '28317']
PROBE_C = ('#include <stdio.h>\n'
 '#include <tallylib/tallylib.h>\n'
 '#include <tallylib/version.h>\n'
 '#include <tallylib/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", tallylib_version(), TALLYLIB_VERSION_MAJOR, TALLYLIB_VERSION_MINOR,\n'
 '           TALLYLIB_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", tallylib_apply(x));\n'
 '        printf(" %ld", tallylib_crossfoot(x));\n'
 '        printf(" %ld", tallylib_root(x));\n'
 '        printf(" %ld", tallylib_mix(x));\n'
 '        printf(" %ld", tallylib_bound(x));\n'
 '        printf(" %ld %ld\\n", tallylib_lookup(x), tallylib_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 6.1.1 6 1 1',
 '28327 14 813 49006 28570 660825 66100100',
 '28327 25 620 30277 28570 384626 38480200',
 '28327 20 949 28072 28570 901960 90235100',
 '28327 25 279 26181 -903 -78437 -7804600',
 '28327 26 853 18619 -903 -728425 -72861200',
 '28327 32 987 35291 -903 -974473 -97466000',
 '28327 32 847 23491 28570 717219 71747600',
 '28327 32 433 30333 28570 188199 18818600',
 '28327 29 764 16407 28570 583805 58404800',
 '28327 36 983 27965 28570 967513 96777000',
 '28327 22 411 15696 28570 168839 16901500',
 '28327 26 544 53824 -903 -296329 -29615300',
 '28327 37 734 37590 28570 539545 53956900',
 '28327 14 232 31409 28570 54054 5423000',
 '28327 20 354 48988 -903 -125405 -12538100',
 '28327 28 911 6622 28570 831662 83167300',
 '28327 33 810 21474 -903 -657006 -65676300',
 '28327 0 0 43367 0 -176 0',
 '28327 28 733 25252 -903 -537685 -53766100',
 '28327 20 552 61738 -903 -305466 -30507500',
 '28327 18 661 1551 28570 437863 43812000',
 '28327 31 935 2648 -903 -875737 -87571300',
 '28327 44 947 6694 28570 897849 89785700',
 '28327 24 799 5305 28570 638173 63843000',
 '28327 16 547 49836 -903 -299898 -30008500',
 '28327 32 897 58622 28570 806273 80629700',
 '28327 33 770 22877 -903 -593675 -59386200',
 '28327 8 2 43375 8 -16 800',
 '28327 24 844 46725 -903 -712910 -71273400',
 '28327 38 697 50207 28570 486768 48677600',
 '28327 27 427 40516 -903 -182517 -18249300',
 '28327 18 413 13722 28570 171074 17126100',
 '28327 24 903 56719 28570 816547 81636000',
 '28327 19 167 15223 -903 -28452 -2814400',
 '28327 24 618 33119 -903 -383177 -38292000',
 '28327 24 675 23920 28570 455890 45570300',
 '28327 36 996 33777 28570 993934 99394200',
 '28327 21 376 31995 -903 -141911 -14192400',
 '28327 24 974 54898 28570 949861 95003700',
 '28327 39 999 27106 -903 -999299 -99929100',
 '28327 20 265 47683 28570 70193 7043600',
 '28327 31 795 61835 -903 -632839 -63259600',
 '28327 25 714 25211 28570 510737 51074800',
 '28327 41 764 17475 28570 584688 58499600']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'e6c3550abc53c94962dab0a1ad28ae1814e6b3febe29430361ad0842dfd09270',
 'data/trim.csv': 'b6ed710d4facdf59bfce16feddaa490a1f4d9286ad859bba3112b9693d93e5e2',
 'examples/consumer/CMakeLists.txt': '85c3a8c85b866fbda5b6a886f0200fa42acf52ee4e3c7b09a03e12bd50af405a',
 'examples/consumer/main.c': 'f53dbc23d5eedc453ee5a07ba1154d14a6bbe2b41af417d93a5f287973ae29ae',
 'examples/expected.txt': 'ff39fafb21111ea5b5c966f0f07c27d2f390aefb596fb059dac8705dfbc90820',
 'examples/input.txt': 'cc412517f7bdcf867d1b3ad15086418200582e4627ea11ca69bff2989a0a7158',
 'include/tallylib/tallylib.h': 'ee317f06f1807ebed9feed16e51d9b06e475674475527f47f4e68b8a56ce19e8',
 'src/apply.c': '0dfd1a15bea119752d58b74fb5210cf3f737e608829f475750bf55fc7a16ee4a',
 'src/bound.c': '934cb1094cb7ab5e1ab8acec2fdc10f912a71f1d6f89875eb77a4abeb82417b8',
 'src/crossfoot.c': '61c9769ee8c91a9e3d4b4a7f069942fcd7431c2f1b81d4e4bad005740c6a6ade',
 'src/lookup.c': '0352fbc2c78054501377516bd9113322c843ead4a8047ea307769f24bd266822',
 'src/mix.c': 'aa0a6cae60b7764b16b8303767693dee22b78008ac95010fe8112f64db74dc7d',
 'src/params.h': 'af0c00f89ad99175ab33ccb211b10003ea51c47332544890b57006e4544a9577',
 'src/root.c': '7d2cb9f8891c215133ac0bbec0af03cc90a881d0413c7f5015d480e7a8f6ebef',
 'src/table.h': 'a2d95c973043beea62d989aefd9d9e1d4bb9eb1b04edf4bbee388c62021ad380',
 'src/version.c': 'e5e3026a530e38a7c3316db19e2ce6b840704361797203fc189d3a216774bfde',
 'tools/tallylibrun.c': '0dc68b05802d8263e73f571b94d7d798d4c42c3fd53cfac38861f018d27e1148',
 'units/include/tallylib/units.h': 'db7e62bde3edfb07490048d0ce3b2f59d5112b9b5a84fc712025799e289510b6'}

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
