import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'strata'
TOOL = 'stratarun'
PROJ = '/app/strata-sdk'
VERSION = '2.7.5'
MAJOR = 2
REQ = '2.6'
REJECT = '1.7'
LIBDIR = 'lib'
CHECKS = ['incremental', 'version']
BUILD_TYPE = ''
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,-18\n1,-384\n2,61\n3,-291\n4,-22\n5,13\n'
HIDDEN = ('572726\n'
 '-987510\n'
 '757763\n'
 '-458159\n'
 '656033\n'
 '40091\n'
 '-630271\n'
 '-79007\n'
 '-46405\n'
 '-332418\n'
 '334181\n'
 '-145518\n'
 '0\n'
 '732547\n'
 '30545\n'
 '-875130\n'
 '-815558\n'
 '628955\n'
 '39810\n'
 '-794871\n'
 '-919122\n'
 '153087\n'
 '452458\n'
 '-713093\n'
 '-124461\n'
 '77793\n'
 '430801\n'
 '72248\n'
 '0\n'
 '92969\n'
 '-505992\n'
 '-422928\n'
 '538089\n'
 '-583213\n'
 '107793\n'
 '415405\n'
 '298583\n'
 '57015\n'
 '-842081\n'
 '902858\n'
 '54558\n'
 '-103654\n'
 '230460\n'
 '-361456\n')
TOOL_OUT = ['-101',
 '-101',
 '-123',
 '-101',
 '62',
 '62',
 '-123',
 '224',
 '62',
 '-101',
 '62',
 '241',
 '-101',
 '-101',
 '241',
 '-101',
 '241',
 '-101',
 '-101',
 '62',
 '-101',
 '62',
 '62',
 '241',
 '-101',
 '241',
 '-101',
 '62',
 '-101',
 '-206',
 '-101',
 '-206',
 '-206',
 '-101',
 '241',
 '-101',
 '-90',
 '62',
 '62',
 '-123',
 '241',
 '241',
 '62',
 '62']
TOOL_OUT_B = ['-383',
 '-383',
 '-282',
 '-383',
 '63',
 '63',
 '-282',
 '0',
 '63',
 '-383',
 '63',
 '-18',
 '-383',
 '-383',
 '-18',
 '-383',
 '-18',
 '-383',
 '-383',
 '63',
 '-383',
 '63',
 '63',
 '-18',
 '-383',
 '-18',
 '-383',
 '63',
 '-383',
 '-288',
 '-383',
 '-288',
 '-288',
 '-383',
 '-18',
 '-383',
 '-6',
 '63',
 '63',
 '-282',
 '-18',
 '-18',
 '63',
 '63']
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
 '        printf(" %ld", strata_whiten(x));\n'
 '        printf(" %ld", strata_hailstone(x));\n'
 '        printf(" %ld", strata_shift(x));\n'
 '        printf(" %ld", strata_gcd(x));\n'
 '        printf(" %ld %ld\\n", strata_lookup(x), strata_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 2.7.5 2 7 5',
 '-101 35147 13 573332 2 572574 57272600',
 '-101 56055 14 -986904 6 -987273 -98751000',
 '-123 42110 29 758369 1 757473 75776300',
 '-101 13868 10 -457553 1 -458099 -45815900',
 '62 14044 13 656639 1 656270 65603300',
 '62 43238 17 40697 1 40297 4009100',
 '-123 22140 16 -629665 1 -630065 -63027100',
 '224 65308 3 -78401 1 -79297 -7900700',
 '62 32454 40 -45799 1 -46168 -4640500',
 '-101 55555 40 -331812 6 -332358 -33241800',
 '62 11544 93 334787 1 334079 33418100',
 '241 62447 20 -144912 6 -145620 -14551800',
 '-101 13437 0 606 36 -152 0',
 '-101 6654 11 733153 1 732607 73254700',
 '241 17196 16 31151 1 30413 3054500',
 '-101 37371 28 -874524 6 -875523 -87513000',
 '241 47687 32 -814952 2 -815321 -81555800',
 '-101 44198 35 629561 1 628562 62895500',
 '-101 45055 86 40416 6 39708 3981000',
 '62 60276 19 -794265 9 -795023 -79487100',
 '-101 52691 46 -918516 6 -919087 -91912200',
 '62 24962 17 153693 3 152935 15308700',
 '62 54039 128 453064 2 452168 45245800',
 '241 10758 105 -712487 1 -712856 -71309300',
 '-101 11694 128 -123855 9 -124224 -12446100',
 '241 7068 117 78399 3 77691 7779300',
 '-101 42668 16 431407 1 430408 43080100',
 '62 11845 47 72854 4 72096 7224800',
 '-101 13437 0 606 36 -152 0',
 '-206 24404 128 93575 1 92576 9296900',
 '-101 29445 48 -505386 12 -506385 -50599200',
 '-206 49037 102 -422322 36 -423080 -42292800',
 '-206 404 17 538695 3 538149 53808900',
 '-101 11694 101 -582607 1 -583007 -58321300',
 '241 37228 117 108399 9 108030 10779300',
 '-101 25296 40 416011 1 415303 41540500',
 '-90 47658 9 299189 1 298193 29858300',
 '62 60106 4 57621 9 57075 5701500',
 '62 4834 110 -841475 1 -842021 -84208100',
 '-123 62135 50 903464 2 902706 90285800',
 '241 57699 32 55164 18 54426 5455800',
 '241 24423 85 -103048 2 -104044 -10365400',
 '62 45121 35 231066 12 230070 23046000',
 '62 18541 128 -360850 4 -361219 -36145600']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '6dde5d9391e62436d37d59d8b02e204f4eac59d10b5054a47c4eb34dfe92a5da',
 'data/trim.csv': '2b426e812bf3b70a0c0f739c76bce5dec45ca8a2c4c57432141f5c81a027afc8',
 'examples/consumer/CMakeLists.txt': 'ffa479a1c2c24ee4bbedeab9ccc8a60851949cd80dd5549390826ca42be26680',
 'examples/consumer/main.c': 'd5c67f5e79b64ee7b179720896197e2d57d1bf5100a7e51363c5ce7aba415559',
 'examples/expected.txt': '4801121362865806493764a5b47012ddbbbbdb22fd8bd1e0f83c408a7c9be380',
 'examples/input.txt': '16a55329366f5b6a50e89e7da404c3e51784fef179f9c70af250e64e174ed625',
 'include/strata/strata.h': '0ea991f6cb36947a4dda806a1176a5cd6b6eead03489849a8a53978ec0c757c9',
 'src/apply.c': 'e736752c39c9b2dead85be3e041c47df53220f9570210c3f90f0dfd3cc72e7de',
 'src/gcd.c': '053d9ca45609430c82d4402c2da48b77f0bba2b8180b092ed84c575a41154565',
 'src/hailstone.c': 'a7b96fe2cd388242f3bbb7dcea604f7dbb6cacc673016dfa9580e7f07a1ab928',
 'src/lookup.c': 'e830f18e8b2a82f3587c7375edd18353ed8250cb7ad8fa3aea5fe8ff9d9285ff',
 'src/params.h': 'a3b72511b3e2a4df557a7e0891b604a354f797bcfa4d26d4798dd89191b13143',
 'src/shift.c': '509e24d7f0889e78bb945a7d3f6a12b73c9549b90ded23dd32027dcf4ef91dd4',
 'src/table.h': '8cad107edc405442a504ca7d4d7a9661773437ce340242e0172e67b391891ab8',
 'src/version.c': 'e958b93fe756c919c84ceabf92a4f79d45ca06fb92ad629dae5662325976dddd',
 'src/whiten.c': 'aa193423c96345b97da4d3d9414d663c83b15d055570ff4a243b5412431f5554',
 'tools/stratarun.c': '3d0520b2f0f60183bf22414248830b69b783e19ec5b54cfbe99bc17677da7207',
 'units/include/strata/units.h': 'e8ea38fe2341acc52317441b0ef45261d2084f793d6ff76f34c7051ad05356c1'}

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
