import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'gritty'
TOOL = 'gritty-cli'
PROJ = '/app/gritty'
VERSION = '2.13.1'
MAJOR = 2
REQ = '2.8'
REJECT = '1.13'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/offsets.csv'
CSV_B = 'slot,value\n0,110\n1,-28\n2,-353\n3,-333\n4,265\n5,245\n6,139\n7,132\n'
HIDDEN = ('874022\n'
 '863620\n'
 '-246677\n'
 '549690\n'
 '546571\n'
 '-941963\n'
 '626016\n'
 '-242844\n'
 '478790\n'
 '688204\n'
 '340953\n'
 '95208\n'
 '624757\n'
 '-759438\n'
 '958373\n'
 '-548485\n'
 '736171\n'
 '-980794\n'
 '-679234\n'
 '323573\n'
 '887913\n'
 '615912\n'
 '2\n'
 '-53514\n'
 '976480\n'
 '229895\n'
 '0\n'
 '353641\n'
 '25094\n'
 '-970676\n'
 '-882407\n'
 '980051\n'
 '801862\n'
 '923318\n'
 '-65530\n'
 '22920\n'
 '-987752\n'
 '313454\n'
 '928975\n'
 '769135\n'
 '-484913\n'
 '890446\n'
 '218689\n'
 '-402522\n')
TOOL_OUT = ['325',
 '364',
 '-276',
 '-269',
 '-335',
 '210',
 '340',
 '210',
 '340',
 '-276',
 '325',
 '-276',
 '-269',
 '-269',
 '340',
 '-335',
 '-335',
 '-269',
 '332',
 '210',
 '332',
 '325',
 '203',
 '-276',
 '201',
 '-335',
 '203',
 '210',
 '340',
 '364',
 '-335',
 '-269',
 '332',
 '325',
 '210',
 '-276',
 '325',
 '340',
 '-269',
 '-269',
 '-276',
 '332',
 '364',
 '332']
TOOL_OUT_B = ['-351',
 '269',
 '-27',
 '118',
 '145',
 '139',
 '250',
 '139',
 '250',
 '-27',
 '-351',
 '-27',
 '118',
 '118',
 '250',
 '145',
 '145',
 '118',
 '-19',
 '139',
 '-19',
 '-351',
 '110',
 '-27',
 '-330',
 '145',
 '110',
 '139',
 '250',
 '269',
 '145',
 '118',
 '-19',
 '-351',
 '139',
 '-27',
 '-351',
 '250',
 '118',
 '118',
 '-27',
 '-19',
 '269',
 '-19']
PROBE_C = ('#include <stdio.h>\n'
 '#include <gritty/gritty.h>\n'
 '#include <gritty/version.h>\n'
 '#include <gritty/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", gritty_version(), GRITTY_VERSION_MAJOR, GRITTY_VERSION_MINOR,\n'
 '           GRITTY_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", gritty_apply(x));\n'
 '        printf(" %ld", gritty_poly(x));\n'
 '        printf(" %ld", gritty_sqrtfloor(x));\n'
 '        printf(" %ld", gritty_divide(x));\n'
 '        printf(" %ld", gritty_digits(x));\n'
 '        printf(" %ld %ld\\n", gritty_lookup(x), gritty_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 2.13.1 2 13 1',
 '325 12740 934 87402 23 874345 8740220',
 '364 1837 929 86362 25 863943 8636200',
 '-276 11374 496 -24667 32 -246479 -2466770',
 '-269 7537 741 54969 33 549413 5496900',
 '-335 4025 739 54657 28 546931 5465710',
 '210 5301 970 -94196 32 -942304 -9419630',
 '340 2844 791 62601 21 625675 6260160',
 '210 5196 492 -24284 24 -242641 -2428440',
 '340 2508 691 47879 35 479150 4787900',
 '-276 10506 829 68820 28 687863 6882040',
 '325 13185 583 34095 24 341313 3409530',
 '-276 11600 308 9520 24 94931 952080',
 '-269 7006 790 62475 31 624960 6247570',
 '-269 6421 871 -75943 36 -759779 -7594380',
 '340 2933 978 95837 35 958571 9583730',
 '-335 3634 740 -54848 34 -548282 -5484850',
 '-335 3675 858 73617 25 736494 7361710',
 '-269 7520 990 -98079 37 -980434 -9807940',
 '332 9829 824 -67923 31 -678874 -6792340',
 '210 6328 568 32357 23 323908 3235730',
 '332 9853 942 88791 36 888248 8879130',
 '325 12758 784 61591 24 616110 6159120',
 '203 38 1 0 2 325 20',
 '-276 10164 231 -5351 18 -53791 -535140',
 '201 1080 988 97648 34 976203 9764800',
 '-335 4114 479 22989 35 229618 2298950',
 '203 -10 0 0 0 203 0',
 '210 5421 594 35364 22 353364 3536410',
 '340 3162 158 2509 20 24753 250940',
 '364 2292 985 -97067 35 -970473 -9706760',
 '-335 4857 939 -88240 29 -882748 -8824070',
 '-269 6684 989 98005 23 980374 9800510',
 '332 9161 895 80186 25 802197 8018620',
 '325 13474 960 92331 26 923678 9233180',
 '210 6143 255 -6553 19 -65170 -655300',
 '-276 10835 151 2292 15 23243 229200',
 '325 13568 993 -98775 38 -987392 -9877520',
 '340 3050 559 31345 20 313177 3134540',
 '-269 7096 963 92897 40 929310 9289750',
 '-269 6965 877 76913 31 769333 7691350',
 '-276 11453 696 -48491 29 -484578 -4849130',
 '332 8451 943 89044 31 890806 8904460',
 '364 1674 467 21868 34 219012 2186890',
 '332 8216 634 -40252 15 -402863 -4025220']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '36234cc0581abd7a3a2375e9f0b2bca562c2f89ff11b2f85fefb1746c699b050',
 'data/offsets.csv': 'e080bc9004651112cb39fab45c9c3abc2a15d6738b50a8b80b0b36b0bc88f715',
 'examples/consumer/CMakeLists.txt': '77032b67c2ef25338e6c789ac4d27c2a8ccb6169ac6ba3bf1a824c641c8b25e1',
 'examples/consumer/main.c': '9235c487d389dddac0c4de3f6ba871bd2cba146088422a59d04b8d8afeca93c5',
 'examples/expected.txt': 'd0519bb1958ccf02dcf31486ba0369ca54d86baf5d6a48f973268ac050c96598',
 'examples/input.txt': 'a4ad619b1115a1fb07d546c0961c3ed2ca34c635315e6263f30263c216efc09e',
 'include/gritty/gritty.h': '9b8993fd26b5514f6f70875810201889ee4543efaf9e3f0a20a379903e3f0714',
 'src/apply.c': 'b44073605148f643fc1b933ca0c91783a9f1283cfcb1d4a6564bed71086b35fe',
 'src/digits.c': '507dded3fd55ccff0e25943c0a472a5ae550501484b14decc9de2e7076de25c2',
 'src/divide.c': '87aea2d6560b2c89ed130028cd2ff37314deaa3338cf38c4f8b2035855809855',
 'src/lookup.c': '9ac2159157a56b459260f20b48c5868c88ae23fa80d9d432a0158b0ab7b7b291',
 'src/params.h': '35e5e9a3096a4c353dd72c5c9781b4f2848bd0b807e5de3ea66914eca2bcaa6b',
 'src/poly.c': '62389db52ee1b0734b8f7a1222560246d4f61dbd1c2b237fd3c8426ceec93501',
 'src/sqrtfloor.c': '829bd4a44a61e93a461e99640f0313e0cf7fcb0481cbe0009d7fa6ba6d6b468d',
 'src/table.h': '52a85befb6d5fd688524fdc18c91cc48057ec87fd452aa8e3d03cadb1536c824',
 'src/version.c': 'f691069151095054082483050a16fd695e1bcb66f110de4115cabfea375faeb8',
 'tools/gritty-cli.c': 'bb286b0b4a114677a926ebbd5fea1f67d2831ed9761166670eddd7fb28c816a7',
 'units/include/gritty/units.h': '7faa4c2305817ca858c08cd035a0a71b4faf48a71305de3bdde30945f394cc32'}

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
