import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'strata'
TOOL = 'strata-tool'
PROJ = '/app/strata-sdk'
VERSION = '5.5.6'
MAJOR = 5
REQ = '5.4'
REJECT = '4.5'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/bias.csv'
CSV_B = ('slot,value\n'
 '0,-195\n'
 '1,204\n'
 '2,-170\n'
 '3,-146\n'
 '4,397\n'
 '5,-268\n'
 '6,-21\n'
 '7,385\n'
 '8,102\n'
 '9,44\n'
 '10,-387\n'
 '11,-377\n'
 '12,387\n'
 '13,-172\n')
HIDDEN = ('97462\n'
 '742885\n'
 '162318\n'
 '632241\n'
 '293489\n'
 '529145\n'
 '-494480\n'
 '63598\n'
 '682710\n'
 '-73547\n'
 '0\n'
 '142109\n'
 '65848\n'
 '998880\n'
 '-905789\n'
 '900256\n'
 '616159\n'
 '43001\n'
 '-413001\n'
 '211726\n'
 '-972390\n'
 '-662732\n'
 '203283\n'
 '-79405\n'
 '434250\n'
 '-279639\n'
 '-616668\n'
 '-825570\n'
 '-109829\n'
 '-994832\n'
 '-896921\n'
 '-383986\n'
 '671547\n'
 '-90735\n'
 '603954\n'
 '944913\n'
 '-569372\n'
 '566495\n'
 '8\n'
 '463028\n'
 '-356119\n'
 '16300\n'
 '634106\n'
 '-401543\n')
TOOL_OUT = ['-159',
 '-315',
 '-135',
 '-159',
 '-98',
 '-98',
 '-159',
 '-159',
 '-315',
 '-159',
 '-135',
 '-98',
 '-98',
 '-135',
 '-98',
 '-98',
 '-135',
 '-159',
 '-159',
 '-159',
 '-315',
 '-98',
 '-159',
 '-315',
 '-315',
 '-159',
 '-315',
 '-315',
 '-98',
 '-98',
 '-159',
 '-159',
 '-159',
 '-159',
 '-135',
 '-98',
 '-98',
 '-159',
 '-98',
 '-98',
 '-135',
 '-159',
 '-159',
 '-159']
TOOL_OUT_B = ['205',
 '-15',
 '-143',
 '205',
 '-168',
 '-168',
 '205',
 '205',
 '-15',
 '205',
 '-143',
 '-168',
 '-168',
 '-143',
 '-168',
 '-168',
 '-143',
 '205',
 '205',
 '205',
 '-15',
 '-168',
 '205',
 '-15',
 '-15',
 '205',
 '-15',
 '-15',
 '-168',
 '-168',
 '205',
 '205',
 '205',
 '205',
 '-143',
 '-168',
 '-168',
 '205',
 '-168',
 '-168',
 '-143',
 '205',
 '205',
 '205']
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
 '        printf(" %ld", strata_split(x));\n'
 '        printf(" %ld", strata_common(x));\n'
 '        printf(" %ld", strata_dsum(x));\n'
 '        printf(" %ld %ld\\n", strata_lookup(x), strata_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 5.5.6 5 5 6',
 '-159 48731 2 28 97362 350863200',
 '-315 371442 5 34 743092 2674386000',
 '-135 81159 6 21 162218 584344800',
 '-159 316120 3 18 632399 2276067600',
 '-98 146744 1 35 293605 1056560400',
 '-98 264572 5 26 528985 1904922000',
 '-159 -247240 10 29 -494618 -1780128000',
 '-159 31799 2 31 63833 228952800',
 '-315 341355 30 24 682389 2457756000',
 '-159 -36773 1 26 -73545 -264769200',
 '-135 0 30 0 207 0',
 '-98 71054 1 17 142316 511592400',
 '-98 32924 2 31 65748 237052800',
 '-135 499440 30 42 998742 3595968000',
 '-98 -452894 1 38 -906110 -3260840400',
 '-98 450128 2 22 900414 3240921600',
 '-135 308079 1 28 616317 2218172400',
 '-159 21500 1 8 42901 154803600',
 '-159 -206500 3 9 -412843 -1486803600',
 '-159 105863 2 19 211842 762213600',
 '-315 -486195 30 30 -972388 -3500604000',
 '-98 -331366 2 26 -662497 -2385835200',
 '-159 101641 3 18 203145 731818800',
 '-315 -39702 5 25 -79247 -285858000',
 '-315 217125 30 18 434112 1563300000',
 '-159 -139819 3 36 -279777 -1006700400',
 '-315 -308334 6 33 -616806 -2220004800',
 '-315 -412785 30 27 -825670 -2972052000',
 '-98 -54914 1 29 -110150 -395384400',
 '-98 -497416 2 35 -994534 -3581395200',
 '-159 -448460 1 35 -896623 -3228915600',
 '-159 -191993 2 37 -384086 -1382349600',
 '-159 335773 3 30 671845 2417569200',
 '-159 -45367 15 24 -90577 -326646000',
 '-135 301977 6 27 603956 2174234400',
 '-98 472456 3 30 944813 3401686800',
 '-98 -284686 2 32 -569370 -2049739200',
 '-159 283247 5 35 566174 2039382000',
 '-98 4 2 8 306 28800',
 '-98 231514 2 23 463186 1666900800',
 '-135 -178059 1 25 -356440 -1282028400',
 '-159 8150 10 10 16416 58680000',
 '-159 317053 2 20 634313 2282781600',
 '-159 -200771 1 17 -401703 -1445554800']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '6dde5d9391e62436d37d59d8b02e204f4eac59d10b5054a47c4eb34dfe92a5da',
 'data/bias.csv': '13646ba41bc2f71969def8a51c365a83bf1dbfa26f239c9255aad5ee5169ce4d',
 'examples/consumer/CMakeLists.txt': 'ffa479a1c2c24ee4bbedeab9ccc8a60851949cd80dd5549390826ca42be26680',
 'examples/consumer/main.c': 'd5c67f5e79b64ee7b179720896197e2d57d1bf5100a7e51363c5ce7aba415559',
 'examples/expected.txt': '1d11fd6bf4c0f22f073402650d4e46b011e1542b4394e5f51d648b1180618e15',
 'examples/input.txt': '05146586ce9a176b58d17c5956924050452259886e5a532a9e3a7da79dbdae8c',
 'include/strata/strata.h': '247e6ea9adc91d6d152dfe20359a78cb6dffaae6dea415eab9f0827c75c87b00',
 'src/apply.c': 'c83a1aaa43f36cd8acd4af1d2bf4dc12b49344df95c8164eccf1ce3bc6f5934f',
 'src/common.c': '134357a0635d255fecc88dd49b4b8f9b146344a6374ce64adbbcd43da843b75e',
 'src/dsum.c': 'b2ab137a62551c0291471fe159dd62537cffc62c8627ba5af28ecb220d46e780',
 'src/lookup.c': 'e830f18e8b2a82f3587c7375edd18353ed8250cb7ad8fa3aea5fe8ff9d9285ff',
 'src/params.h': '6d5e0008665c2365017dc1f2d2ae8e699276b74f469271a89d84068ba545ba1e',
 'src/split.c': 'da33f7b07e3c476a42a38f65e2cdeebe27d895a511fa9f3b7d8d08f7629f4673',
 'src/table.h': '8e0b957d769d4a887761689ed8d66138f6813d452c2e4a13f245dd10d202eb81',
 'src/version.c': 'e958b93fe756c919c84ceabf92a4f79d45ca06fb92ad629dae5662325976dddd',
 'tools/strata-tool.c': 'acb3cfe34edd409c13287869e5d1043a97ae95da5a994ca3f0f024d569cac564',
 'units/include/strata/units.h': 'b998614c3f5a667e83df0d94876049c58d7257e9467c0ce305d80085f61f41f6'}

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
