import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'fluxion'
TOOL = 'fluxion-tool'
PROJ = '/app/fluxion'
VERSION = '5.14.6'
MAJOR = 5
REQ = '5.11'
REJECT = '4.14'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/calibration.csv'
CSV_B = 'slot,value\n0,-251\n1,-373\n2,372\n3,265\n4,-226\n5,302\n6,188\n7,217\n8,-330\n9,98\n10,-214\n11,276\n12,-258\n'
HIDDEN = ('3\n'
 '-327227\n'
 '-779173\n'
 '437572\n'
 '739274\n'
 '-89133\n'
 '421892\n'
 '-84758\n'
 '367865\n'
 '-33481\n'
 '469484\n'
 '494200\n'
 '120473\n'
 '172720\n'
 '57173\n'
 '-791543\n'
 '213096\n'
 '5226\n'
 '-187501\n'
 '-494735\n'
 '582030\n'
 '213048\n'
 '-707264\n'
 '96525\n'
 '309315\n'
 '919454\n'
 '749843\n'
 '377038\n'
 '913920\n'
 '515873\n'
 '-942902\n'
 '45092\n'
 '-918961\n'
 '-755122\n'
 '52554\n'
 '693386\n'
 '401294\n'
 '734963\n'
 '153037\n'
 '-11776\n'
 '754666\n'
 '825407\n'
 '-625587\n'
 '0\n')
TOOL_OUT = ['726',
 '263',
 '263',
 '257',
 '257',
 '726',
 '257',
 '257',
 '860',
 '263',
 '257',
 '882',
 '263',
 '882',
 '263',
 '263',
 '992',
 '992',
 '263',
 '860',
 '7964',
 '1988',
 '257',
 '4212',
 '1722',
 '257',
 '263',
 '257',
 '2984',
 '263',
 '257',
 '257',
 '263',
 '257',
 '992',
 '257',
 '257',
 '263',
 '263',
 '257',
 '257',
 '263',
 '726',
 '7964']
TOOL_OUT_B = ['42',
 '482',
 '482',
 '554',
 '554',
 '42',
 '554',
 '554',
 '840',
 '482',
 '554',
 '727',
 '482',
 '727',
 '482',
 '482',
 '407',
 '407',
 '482',
 '840',
 '7220',
 '1919',
 '554',
 '3644',
 '1633',
 '554',
 '482',
 '554',
 '2362',
 '482',
 '554',
 '554',
 '482',
 '554',
 '407',
 '554',
 '554',
 '482',
 '482',
 '554',
 '554',
 '482',
 '42',
 '7220']
PROBE_C = ('#include <stdio.h>\n'
 '#include <fluxion/fluxion.h>\n'
 '#include <fluxion/version.h>\n'
 '#include <fluxion/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", fluxion_version(), FLUXION_VERSION_MAJOR, FLUXION_VERSION_MINOR,\n'
 '           FLUXION_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", fluxion_apply(x));\n'
 '        printf(" %ld", fluxion_common(x));\n'
 '        printf(" %ld", fluxion_scale(x));\n'
 '        printf(" %ld", fluxion_bias(x));\n'
 '        printf(" %ld %ld\\n", fluxion_lookup(x), fluxion_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 5.14.6 5 14 6',
 '726 3 249 126 374 300',
 '263 1 -27159841 -327104 -327259 -32722700',
 '263 1 -64671359 -779050 -779244 -77917300',
 '257 2 36318476 437695 437894 43757200',
 '257 2 61359742 739397 739331 73927400',
 '726 3 -7398039 -89010 -88762 -8913300',
 '257 2 35017036 422015 421949 42189200',
 '257 2 -7034914 -84635 -84436 -8475800',
 '860 5 30532795 367988 367794 36786500',
 '263 1 -2778923 -33358 -33552 -3348100',
 '257 2 38967172 469607 469541 46948400',
 '882 10 41018600 494323 494522 49420000',
 '263 1 9999259 120596 120402 12047300',
 '882 10 14335760 172843 173042 17272000',
 '263 1 4745359 57296 57102 5717300',
 '263 1 -65698069 -791420 -791575 -79154300',
 '992 6 17686968 213219 213450 21309600',
 '992 6 433758 5349 5580 522600',
 '263 1 -15562583 -187378 -187572 -18750100',
 '860 5 -41063005 -494612 -494767 -49473500',
 '7964 90 48308490 582153 582384 58203000',
 '1988 18 17682984 213171 213402 21304800',
 '257 2 -58702912 -707141 -706942 -70726400',
 '4212 45 8011575 96648 96896 9652500',
 '1722 15 25673145 309438 309686 30931500',
 '257 2 76314682 919577 919511 91945400',
 '263 1 62236969 749966 749772 74984300',
 '257 2 31294154 377161 377360 37703800',
 '2984 30 75855360 914043 914274 91392000',
 '263 1 42817459 515996 515802 51587300',
 '257 2 -78260866 -942779 -942580 -94290200',
 '257 2 3742636 45215 45149 4509200',
 '263 1 -76273763 -918838 -919032 -91896100',
 '257 2 -62675126 -754999 -755065 -75512200',
 '992 6 4361982 52677 52908 5255400',
 '257 2 57551038 693509 693443 69338600',
 '257 2 33307402 401417 401351 40129400',
 '263 1 61001929 735086 734892 73496300',
 '263 1 12702071 153160 153005 15303700',
 '257 2 -977408 -11653 -11719 -1177600',
 '257 2 62637278 754789 754988 75466600',
 '263 1 68508781 825530 825336 82540700',
 '726 3 -51923721 -625464 -625216 -62558700',
 '7964 90 0 123 354 0']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '31d394edb30f11fd0622a4030b0114f678f9d4e9b4e2946ec86abc351a8cf996',
 'data/calibration.csv': '998341fe8916ef5372c92abc03c4ae243ab51d3730ab9857fbaa48f51f29ce8b',
 'examples/consumer/CMakeLists.txt': 'cfce233e0c2f8af696584013184adf0c9336d0c7b0454ce5f0556976d74b6bca',
 'examples/consumer/main.c': '504ce082ac36118756529d69a2173551dfbafa9fb0d955d14e3c5ca8c5cf761e',
 'examples/expected.txt': '78229863d8b1292b3517cbed5b5e62722d40c5ce35d5adcef0ca4f8c67151985',
 'examples/input.txt': '9c2c4c4377fbfab020de9cbff04c2ec4085ff53fe378bebe2ceb4fbdbbf849ab',
 'include/fluxion/fluxion.h': '0ccbc6dc758d548f3bcc6e20bc8f8f9737608de3336138202adb75d6ce17ce5e',
 'src/apply.c': 'bce9c44f616f42c1d05d62a3f49732499aa6de813637df5fe9c208b995abf22e',
 'src/bias.c': '0e384c0550cf1be2ce2d375a88b2eef85ac4eaa103ac713aba180285a4cbd59b',
 'src/common.c': '844eb39c96dc98a2846c76dff872059bd6e72d1bc42e17e9d3bd84e502d2dfa8',
 'src/lookup.c': '43f20c515484af1eb9f5b9e1f2ffe6858adc2d70389aca7fecfc86dee91526d0',
 'src/params.h': '0f1d1ee7b421412f60a169b8412ba41cb374c4410c22bf71023c9b00b378e2de',
 'src/scale.c': '95991d22d7024a71808744097407b007105e0f3b0f4e4ceab7d07be5b696df75',
 'src/table.h': 'e5d96a1113ae885b86c0e48c0502cafca34ed3231e413fd0fb6f5a83060b691f',
 'src/version.c': '4c0959eba5aa90c3372bf743f631b993e1c14f3648dba6c5a0fe5cfd924fad53',
 'tools/fluxion-tool.c': 'bd0349866dfdf686cec01acab1fa69fc85dfe8308c960a3050c958eeb3c65dde',
 'units/include/fluxion/units.h': '2fb14fa5abde080372e1edb68237d7d33b672181dfac689fd8598c61a72574c0'}

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
