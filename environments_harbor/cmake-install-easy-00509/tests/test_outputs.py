import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'tallylib'
TOOL = 'tallylib-tool'
PROJ = '/app/tallylib'
VERSION = '5.11.0'
MAJOR = 5
REQ = '5.8'
REJECT = '4.11'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/calibration.csv'
CSV_B = 'slot,value\n0,-361\n1,-210\n2,379\n3,235\n4,286\n5,-109\n6,222\n7,-21\n'
HIDDEN = ('572390\n'
 '-652598\n'
 '300910\n'
 '-282204\n'
 '-898243\n'
 '-545126\n'
 '-168636\n'
 '937092\n'
 '223934\n'
 '-30596\n'
 '-163661\n'
 '-418789\n'
 '-13979\n'
 '-703011\n'
 '-953977\n'
 '-94412\n'
 '-418964\n'
 '-263470\n'
 '-982931\n'
 '-693388\n'
 '139985\n'
 '387526\n'
 '-688158\n'
 '218734\n'
 '98323\n'
 '290437\n'
 '-754231\n'
 '0\n'
 '213148\n'
 '10955\n'
 '836873\n'
 '1\n'
 '815631\n'
 '-360661\n'
 '179132\n'
 '9890\n'
 '-375443\n'
 '-866096\n'
 '895037\n'
 '-377932\n'
 '705336\n'
 '-197218\n'
 '440417\n'
 '-824308\n')
TOOL_OUT = ['-131',
 '-8',
 '-24',
 '46',
 '-130',
 '395',
 '376',
 '-3',
 '252',
 '264',
 '371',
 '-104',
 '-107',
 '0',
 '275',
 '84',
 '-104',
 '252',
 '371',
 '-201',
 '48',
 '-297',
 '-201',
 '-59',
 '-119',
 '299',
 '-62',
 '252',
 '194',
 '287',
 '-116',
 '252',
 '-62',
 '-297',
 '-23',
 '-80',
 '-104',
 '-131',
 '-309',
 '436',
 '0',
 '340',
 '122',
 '-14']
TOOL_OUT_B = ['-6',
 '402',
 '298',
 '366',
 '413',
 '356',
 '445',
 '254',
 '-193',
 '-80',
 '332',
 '306',
 '18',
 '322',
 '236',
 '-241',
 '306',
 '-193',
 '332',
 '-81',
 '370',
 '-177',
 '-81',
 '66',
 '262',
 '260',
 '2',
 '-193',
 '-225',
 '405',
 '-353',
 '-193',
 '2',
 '-177',
 '358',
 '330',
 '306',
 '-6',
 '-88',
 '348',
 '322',
 '252',
 '-297',
 '-161']
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
 '        printf(" %ld", tallylib_isqrt(x));\n'
 '        printf(" %ld", tallylib_nudge(x));\n'
 '        printf(" %ld", tallylib_hailstone(x));\n'
 '        printf(" %ld %ld\\n", tallylib_lookup(x), tallylib_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 5.11.0 5 11 0',
 '-131 756 572481 120 572651 57239000',
 '-8 807 -652507 118 -652762 -65259800',
 '-24 548 301001 41 300746 30091000',
 '46 531 -282113 26 -282240 -28220400',
 '-130 947 -898152 21 -898008 -89824300',
 '395 738 -545035 46 -545290 -54512600',
 '376 410 -168545 56 -168672 -16863600',
 '-3 968 937183 17 937056 93709200',
 '252 473 224025 129 224195 22393400',
 '264 174 -30505 25 -30538 -3059600',
 '371 404 -163570 25 -163683 -16366100',
 '-104 647 -418698 77 -418874 -41878900',
 '-107 118 -13888 23 -14042 -1397900',
 '0 838 -702920 9 -703341 -70301100',
 '275 976 -953886 49 -954062 -95397700',
 '84 307 -94321 89 -94354 -9441200',
 '-104 647 -418873 23 -418906 -41896400',
 '252 513 -263379 128 -263209 -26347000',
 '371 991 -982840 85 -982994 -98293100',
 '-201 832 -693297 120 -693512 -69338800',
 '48 374 140076 49 140220 13998500',
 '-297 622 387617 79 387362 38752600',
 '-201 829 -688067 54 -687848 -68815800',
 '-59 467 218825 46 218570 21873400',
 '-119 313 98414 24 98301 9832300',
 '299 538 290528 53 290374 29043700',
 '-62 868 -754140 21 -753996 -75423100',
 '252 0 91 0 -36 0',
 '194 461 213239 23 213206 21314800',
 '287 104 11046 54 10870 1095500',
 '-116 914 836964 116 837108 83687300',
 '252 1 92 1 -62 100',
 '-62 903 815722 38 815485 81563100',
 '-297 600 -360570 25 -360746 -36066100',
 '-23 423 179223 28 179008 17913200',
 '-80 99 9981 46 10151 989000',
 '-104 612 -375352 71 -375506 -37544300',
 '-131 930 -866005 118 -866038 -86609600',
 '-309 946 895128 21 895272 89503700',
 '436 614 -377841 85 -378056 -37793200',
 '0 839 705427 112 705300 70533600',
 '340 444 -197127 52 -196957 -19721800',
 '122 663 440508 40 440652 44041700',
 '-14 907 -824217 24 -824432 -82430800']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'e6c3550abc53c94962dab0a1ad28ae1814e6b3febe29430361ad0842dfd09270',
 'data/calibration.csv': '22c6b165abb0fdcb523650f7e81cac4299abf1770caf0bbfb82c453d34127170',
 'examples/consumer/CMakeLists.txt': '85c3a8c85b866fbda5b6a886f0200fa42acf52ee4e3c7b09a03e12bd50af405a',
 'examples/consumer/main.c': 'f53dbc23d5eedc453ee5a07ba1154d14a6bbe2b41af417d93a5f287973ae29ae',
 'examples/expected.txt': '03456c95e575c6af6308d1f7d74ad60a3b32e786162c1efa13ba53cee664ee34',
 'examples/input.txt': 'e1b8946eb00681d26f0a7a27211b784df08eb171dd1cf09a17faa9c81e8aa0f7',
 'include/tallylib/tallylib.h': '043c7fda0642e37b4805cfa0ba602d23af87743b805283d998bac8e2782ed4d3',
 'src/apply.c': '2838a2085f78be53577108116a5545ccc2d919f253a98209ee14f1687bb6e86c',
 'src/hailstone.c': '03e6a65e58b804c45e5bd5cfb5552342f5e0dfd438c1b8c4bef2e8ede1451868',
 'src/isqrt.c': '1a448b17eff4c37c8cad48ed6b6df27a5b94ec8cf24ba3249a7d9170941223cc',
 'src/lookup.c': '0352fbc2c78054501377516bd9113322c843ead4a8047ea307769f24bd266822',
 'src/nudge.c': '9c5aa5d7ed2abe4579e4626302da6e5d198cd751cc54c5d33547bf75b19ed4f6',
 'src/params.h': '6e0b80c523a076450c0ae882bc7ffa0c30a0a6da4cc36007693cca54d20bc0a2',
 'src/table.h': 'c6484274edef2659b8b9b14b43be785bcd335e6ed59e2d25d7393afe48d8cb68',
 'src/version.c': 'e5e3026a530e38a7c3316db19e2ce6b840704361797203fc189d3a216774bfde',
 'tools/tallylib-tool.c': 'a6999381e2c1c0f4c6c0faf85628329963894b4020651f6f908e46ef87535719',
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
