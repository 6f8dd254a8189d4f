import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'mosaic'
TOOL = 'mosaic-tool'
PROJ = '/app/mosaic-sdk'
VERSION = '2.1.8'
MAJOR = 2
REQ = '2.0'
REJECT = '1.1'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/calibration.csv'
CSV_B = 'slot,value\n0,386\n1,241\n2,-61\n3,-118\n4,-143\n5,-86\n6,59\n7,-116\n8,391\n9,215\n'
HIDDEN = ('0\n'
 '-260563\n'
 '97138\n'
 '-795599\n'
 '-626633\n'
 '812807\n'
 '-59162\n'
 '931323\n'
 '-484037\n'
 '-774613\n'
 '-792795\n'
 '-115390\n'
 '642631\n'
 '775990\n'
 '786275\n'
 '103375\n'
 '642402\n'
 '-198247\n'
 '-480303\n'
 '-103676\n'
 '932622\n'
 '362479\n'
 '-484364\n'
 '0\n'
 '-429821\n'
 '849572\n'
 '-461840\n'
 '-828968\n'
 '723011\n'
 '-492160\n'
 '224092\n'
 '355589\n'
 '429071\n'
 '-485599\n'
 '155859\n'
 '903602\n'
 '-595063\n'
 '721837\n'
 '-281022\n'
 '222673\n'
 '-712386\n'
 '-953699\n'
 '-191835\n'
 '-914029\n')
TOOL_OUT = ['-377',
 '852',
 '-70',
 '852',
 '795',
 '852',
 '-377',
 '852',
 '795',
 '852',
 '1829',
 '942',
 '852',
 '1607',
 '852',
 '795',
 '-70',
 '795',
 '795',
 '-377',
 '1607',
 '852',
 '942',
 '-377',
 '852',
 '-70',
 '-377',
 '942',
 '852',
 '-377',
 '-377',
 '382',
 '852',
 '852',
 '795',
 '-377',
 '852',
 '382',
 '942',
 '-378',
 '942',
 '795',
 '795',
 '795']
TOOL_OUT_B = ['224',
 '1104',
 '191',
 '1104',
 '351',
 '1104',
 '224',
 '1104',
 '351',
 '1104',
 '1919',
 '541',
 '1104',
 '1081',
 '1104',
 '351',
 '191',
 '351',
 '351',
 '224',
 '1081',
 '1104',
 '541',
 '224',
 '1104',
 '191',
 '224',
 '541',
 '1104',
 '224',
 '224',
 '-19',
 '1104',
 '1104',
 '351',
 '224',
 '1104',
 '-19',
 '541',
 '-199',
 '541',
 '351',
 '351',
 '351']
PROBE_C = ('#include <stdio.h>\n'
 '#include <mosaic/mosaic.h>\n'
 '#include <mosaic/version.h>\n'
 '#include <mosaic/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", mosaic_version(), MOSAIC_VERSION_MAJOR, MOSAIC_VERSION_MINOR,\n'
 '           MOSAIC_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", mosaic_apply(x));\n'
 '        printf(" %ld", mosaic_scale(x));\n'
 '        printf(" %ld", mosaic_downscale(x));\n'
 '        printf(" %ld", mosaic_digits(x));\n'
 '        printf(" %ld", mosaic_quadratic(x));\n'
 '        printf(" %ld %ld\\n", mosaic_lookup(x), mosaic_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 2.1.8 2 1 8',
 '-377 0 0 0 9 -322 0',
 '852 -23450670 -65140 22 26802 -260537 -26056300',
 '-70 8742420 24284 28 42978 97521 9713800',
 '852 -71603910 -198899 44 15708 -795636 -79559900',
 '795 -56396970 -156658 26 26584 -626670 -62663300',
 '852 73152630 203201 26 35366 812421 81280700',
 '-377 -5324580 -14790 23 8652 -58861 -5916200',
 '852 83819070 232830 21 33048 931074 93132300',
 '795 -43563330 -121009 26 14201 -483752 -48403700',
 '852 -69715170 -193653 28 37854 -774650 -77461300',
 '1829 -71351550 -198198 39 5892 -792820 -79279500',
 '942 -10385100 -28847 19 27364 -115000 -11539000',
 '852 57836790 160657 22 3818 642879 64263100',
 '1607 69839100 193997 37 40066 776380 77599000',
 '852 70764750 196568 35 47596 786238 78627500',
 '795 9303750 25843 19 43957 103660 10337500',
 '-70 57816180 160600 18 18293 642792 64240200',
 '795 -17842230 -49561 31 46263 -198284 -19824700',
 '795 -43227270 -120075 18 10485 -480689 -48030300',
 '-377 -9330840 -25919 23 35594 -103323 -10367600',
 '1607 83935980 233155 24 41176 933012 93262200',
 '852 32623110 90619 31 47389 362505 36247900',
 '942 -43592760 -121091 29 33042 -484011 -48436400',
 '-377 0 0 0 9 -322 0',
 '852 -38683890 -107455 26 41496 -429858 -42982100',
 '-70 76461480 212393 35 33978 849783 84957200',
 '-377 -41565600 -115460 23 36364 -461457 -46184000',
 '942 -74607120 -207242 41 39991 -829290 -82896800',
 '852 65070990 180752 14 39319 722625 72301100',
 '-377 -44294400 -123040 22 12386 -491949 -49216000',
 '-377 20168280 56023 19 29132 224445 22409200',
 '382 32003010 88897 35 44274 355837 35558900',
 '852 38616390 107267 23 28620 429356 42907100',
 '852 -43703910 -121399 40 40906 -485573 -48559900',
 '795 14027310 38964 33 32771 155834 15585900',
 '-377 81324180 225900 20 8895 903280 90360200',
 '852 -53555670 -148765 28 11502 -595100 -59506300',
 '382 64965330 180459 28 40230 721812 72183700',
 '942 -25291980 -70255 15 42888 -281344 -28102200',
 '-378 20040570 55668 22 27574 222921 22267300',
 '942 -64114740 -178096 27 11362 -712361 -71238600',
 '795 -85832910 -238424 41 36525 -954085 -95369900',
 '795 -17265150 -47958 27 33784 -191872 -19183500',
 '795 -82262610 -228507 25 28428 -913781 -91402900']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '29c19ca012bab6f13edc0e2adc8963f2a67470a165883815e848106dc4a3429d',
 'data/calibration.csv': 'ecf048967c9aed3eedf7f5c19a80a1b792720ec3a671184b9005abdc6dda5439',
 'examples/consumer/CMakeLists.txt': '0385bb01dcb2b619588a214f4f096ed84173ecd99dbabc15ac87a49f658b48c6',
 'examples/consumer/main.c': 'd913e99100e8ed2777caff3503eaa900d19fbf229c4968bdbc3c80991cb4fead',
 'examples/expected.txt': '42a059f2f54f7dc4c752d6d9e0a73ea22f445fe317f77faa80e341fe289d7910',
 'examples/input.txt': '26ea57b239fbba60dc981550949e9fc0f2a2bc487c7b1b0ef6705ff72d9369da',
 'include/mosaic/mosaic.h': 'c5fc2ad29d9907e6e40fba0c172448dea18c72fcb66485d4d81f3c9633f51071',
 'src/apply.c': '61bab86018ce216e6b0503706b1fd541a0459a2a0ba14dfbb94f5a4480e4dc9c',
 'src/digits.c': 'f2b89ce74362b949d5d270410a51cc32c477f3cc9956520e062e3e0ae16797a5',
 'src/downscale.c': '4af2b768819a7ef211c6dae2e82011ffa7022634ac2be41fb542f5907437d469',
 'src/lookup.c': 'cedf4666bcb00334eb1e3fa0799c60d87918e8885e3c99bac892680786a858c2',
 'src/params.h': '0f709d34b103b3bff7a39aa746ca8725a4b172bc5e96a7aaff2ad76c8c3bf286',
 'src/quadratic.c': 'fdb3378882667fb9082bc6d1ce731e46ba73d3452215130141343e1cc2a75466',
 'src/scale.c': '448b4c432beb832ca41f90484690450db418b4b62f1ab84cc254ef7687c8d923',
 'src/table.h': 'f5e8d018d5df3b9244ff7ec6d3415d4788c98e8829b585b0d58fae96376840cb',
 'src/version.c': '74eab285317cd438cc4234f298c05c16a64ec5dbdb596da9618a1eddf688ac0c',
 'tools/mosaic-tool.c': '472f0e5282468b111c54e24866ff7652c9790d68ad17020da324f311b230d892',
 'units/include/mosaic/units.h': '985ef4c3b7ae536e8d7c49608e82b2e41140481cb3d9136a1905f5150374bc3d'}

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
