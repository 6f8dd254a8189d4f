import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'strata'
TOOL = 'stratactl'
PROJ = '/app/strata-src'
VERSION = '5.1.2'
MAJOR = 5
REQ = '5.0'
REJECT = '4.1'
LIBDIR = 'lib'
CHECKS = ['defs']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,387\n1,317\n2,147\n3,19\n4,381\n5,-94\n6,270\n7,-18\n8,-6\n9,-400\n10,399\n11,-263\n12,1\n'
HIDDEN = ('-372939\n'
 '433681\n'
 '601933\n'
 '0\n'
 '-421424\n'
 '-248383\n'
 '220605\n'
 '766440\n'
 '-793564\n'
 '426261\n'
 '743950\n'
 '641829\n'
 '0\n'
 '-977875\n'
 '-896823\n'
 '-616065\n'
 '-180606\n'
 '658106\n'
 '-279312\n'
 '323630\n'
 '-93239\n'
 '-57181\n'
 '952620\n'
 '-194336\n'
 '-276784\n'
 '110348\n'
 '-341317\n'
 '-233950\n'
 '531427\n'
 '-997899\n'
 '-673858\n'
 '-384026\n'
 '95527\n'
 '964580\n'
 '-283136\n'
 '163065\n'
 '632142\n'
 '-442814\n'
 '-658726\n'
 '-951791\n'
 '-852931\n'
 '-595683\n'
 '-122601\n'
 '-76665\n')
TOOL_OUT = ['184',
 '-338',
 '-338',
 '-156',
 '-163',
 '-338',
 '184',
 '369',
 '-163',
 '-338',
 '-338',
 '-338',
 '-156',
 '-338',
 '-338',
 '-338',
 '-163',
 '-338',
 '369',
 '-338',
 '-338',
 '-338',
 '369',
 '-163',
 '-163',
 '-181',
 '-338',
 '-338',
 '-338',
 '184',
 '-338',
 '-338',
 '-338',
 '-163',
 '-181',
 '184',
 '-235',
 '-338',
 '-338',
 '-338',
 '-338',
 '-338',
 '-338',
 '-338']
TOOL_OUT_B = ['385',
 '318',
 '318',
 '-391',
 '149',
 '318',
 '385',
 '22',
 '149',
 '318',
 '318',
 '318',
 '-391',
 '318',
 '318',
 '318',
 '149',
 '318',
 '22',
 '318',
 '318',
 '318',
 '22',
 '149',
 '149',
 '-89',
 '318',
 '318',
 '318',
 '385',
 '318',
 '318',
 '318',
 '149',
 '-89',
 '385',
 '276',
 '318',
 '318',
 '318',
 '318',
 '318',
 '318',
 '318']
PROBE_C = ('#include <stdio.h>\n'
 '#include <strata/strata.h>\n'
 '#include <strata/version.h>\n'
 '#include <strata/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", strata_version(), STRATA_VERSION_MAJOR, STRATA_VERSION_MINOR,\n'
 '           STRATA_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", strata_apply(x));\n'
 '        printf(" %ld", strata_common(x));\n'
 '        printf(" %ld", strata_clamp(x));\n'
 '        printf(" %ld", strata_root(x));\n'
 '        printf(" %ld %ld\\n", strata_lookup(x), strata_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 5.1.2 5 1 2',
 '184 21 -3572 610 -373149 -381889536',
 '-338 1 14273 658 434047 444089344',
 '-338 1 14273 775 602299 616379392',
 '-156 84 0 0 -210 0',
 '-163 4 -3572 649 -421244 -431538176',
 '-338 1 -3572 498 -248569 -254344192',
 '184 21 14273 469 220395 225899520',
 '369 12 14273 875 766806 784834560',
 '-163 4 -3572 890 -793750 -812609536',
 '-338 3 14273 652 426627 436491264',
 '-338 2 14273 862 744130 761804800',
 '-338 3 14273 801 641588 657232896',
 '-156 84 0 0 -210 0',
 '-338 1 -3572 988 -977695 -1001344000',
 '-338 3 -3572 947 -896457 -918346752',
 '-338 3 -3572 784 -616251 -630850560',
 '-163 6 -3572 424 -180945 -184940544',
 '-338 2 14273 811 657767 673900544',
 '369 12 -3572 528 -279477 -286015488',
 '-338 2 14273 568 323389 331397120',
 '-338 1 -3572 305 -93578 -95476736',
 '-338 1 -3572 239 -57346 -58553344',
 '369 12 14273 976 952800 975482880',
 '-163 4 -3572 440 -194522 -199000064',
 '-163 4 -3572 526 -276418 -283426816',
 '-181 28 14273 332 110138 112996352',
 '-338 1 -3572 584 -340951 -349508608',
 '-338 2 -3572 483 -233770 -239564800',
 '-338 1 14273 728 531088 544181248',
 '184 21 -3572 998 -998109 -1021848576',
 '-338 2 -3572 820 -673678 -690030592',
 '-338 2 -3572 619 -384365 -393242624',
 '-338 1 14273 309 95341 97819648',
 '-163 4 14273 982 964241 987729920',
 '-181 28 -3572 532 -283346 -289931264',
 '184 21 14273 403 162855 166978560',
 '-235 42 14273 795 631932 647313408',
 '-338 2 -3572 665 -443055 -453441536',
 '-338 2 -3572 811 -658891 -674535424',
 '-338 1 -3572 975 -952032 -974633984',
 '-338 1 -3572 923 -853117 -873401344',
 '-338 3 -3572 771 -595317 -609979392',
 '-338 3 -3572 350 -122421 -125543424',
 '-338 3 -3572 276 -76906 -78504960']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '6dde5d9391e62436d37d59d8b02e204f4eac59d10b5054a47c4eb34dfe92a5da',
 'data/bias.csv': '42a0aaa96bc81b7d0d339eda67f35fb25287d24d69e7897e57ef5d5fedfa323a',
 'examples/consumer/CMakeLists.txt': 'ffa479a1c2c24ee4bbedeab9ccc8a60851949cd80dd5549390826ca42be26680',
 'examples/consumer/main.c': 'd5c67f5e79b64ee7b179720896197e2d57d1bf5100a7e51363c5ce7aba415559',
 'examples/expected.txt': '0dc7ff26f53b58f2353c591bcc52153436c2a92582f8f3898e10fe95a824a610',
 'examples/input.txt': '3642a2e7f69066df0e87b4f0ce38daa50c128ce14459285e517ada975728b078',
 'include/strata/strata.h': 'd6178fbd45387b66234772a3fc6ce686e732afa779fbe7273b09950531b692cf',
 'src/apply.c': '538ed808585e1cb8cc87dd1d512a0f3da1cb117dc28a9a44c0cf4caa3fb86054',
 'src/clamp.c': 'bdba2dea8ae99afee3ab58fc977dee4cfb0f7e852d02bebcab89708b3aba33c7',
 'src/common.c': '134357a0635d255fecc88dd49b4b8f9b146344a6374ce64adbbcd43da843b75e',
 'src/lookup.c': 'e830f18e8b2a82f3587c7375edd18353ed8250cb7ad8fa3aea5fe8ff9d9285ff',
 'src/params.h': '818883690d45ba49bc53a366ca8d16ecf1a6513e2241d7685262a34fb450b763',
 'src/root.c': '3fcd0e50d9760af05550c38e839da957d1763a688723dbc08aae0d690e150e48',
 'src/table.h': '8e0b957d769d4a887761689ed8d66138f6813d452c2e4a13f245dd10d202eb81',
 'src/version.c': 'e958b93fe756c919c84ceabf92a4f79d45ca06fb92ad629dae5662325976dddd',
 'tools/stratactl.c': '8dcddd0ecfa91fb9f5dccc463309485d5cc1c2d57beb25590baac765bb2c6770',
 'units/include/strata/units.h': '98affac8889021a792d563cdb81b87a4105aad98d45456ba0cf2bee3b5c80552'}

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
