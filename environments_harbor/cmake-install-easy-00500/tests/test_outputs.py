import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'mosaic'
TOOL = 'mosaicrun'
PROJ = '/app/mosaic'
VERSION = '7.6.5'
MAJOR = 7
REQ = '7.0'
REJECT = '6.6'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/offsets.csv'
CSV_B = 'slot,value\n0,-365\n1,377\n2,-88\n3,-160\n4,-88\n5,-262\n6,-3\n7,19\n'
HIDDEN = ('-664814\n'
 '724046\n'
 '278710\n'
 '-669653\n'
 '664960\n'
 '258901\n'
 '136331\n'
 '-944056\n'
 '-951369\n'
 '-798039\n'
 '991963\n'
 '-567936\n'
 '906330\n'
 '557331\n'
 '-85528\n'
 '321077\n'
 '-88697\n'
 '-321993\n'
 '-513094\n'
 '239794\n'
 '-670722\n'
 '-537907\n'
 '6\n'
 '-108337\n'
 '-581082\n'
 '-563468\n'
 '580945\n'
 '703116\n'
 '289440\n'
 '-321104\n'
 '998038\n'
 '0\n'
 '-192717\n'
 '-135998\n'
 '691131\n'
 '33679\n'
 '619739\n'
 '-612662\n'
 '177302\n'
 '914923\n'
 '-630639\n'
 '339612\n'
 '803160\n'
 '153612\n')
TOOL_OUT = ['16',
 '16',
 '16',
 '16',
 '93',
 '16',
 '16',
 '27',
 '16',
 '16',
 '16',
 '-28',
 '27',
 '16',
 '27',
 '16',
 '16',
 '16',
 '16',
 '16',
 '27',
 '16',
 '27',
 '16',
 '27',
 '27',
 '16',
 '-208',
 '-28',
 '93',
 '16',
 '-28',
 '16',
 '16',
 '16',
 '16',
 '16',
 '16',
 '16',
 '16',
 '16',
 '-208',
 '93',
 '-208']
TOOL_OUT_B = ['-301',
 '-301',
 '-301',
 '-301',
 '60',
 '-301',
 '-301',
 '-6',
 '-301',
 '-301',
 '-301',
 '251',
 '-6',
 '-301',
 '-6',
 '-301',
 '-301',
 '-301',
 '-301',
 '-301',
 '-6',
 '-301',
 '-6',
 '-301',
 '-6',
 '-6',
 '-301',
 '107',
 '251',
 '60',
 '-301',
 '251',
 '-301',
 '-301',
 '-301',
 '-301',
 '-301',
 '-301',
 '-301',
 '-301',
 '-301',
 '107',
 '60',
 '107']
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
 '        printf(" %ld", mosaic_divisor(x));\n'
 '        printf(" %ld", mosaic_isqrt(x));\n'
 '        printf(" %ld", mosaic_poly(x));\n'
 '        printf(" %ld %ld\\n", mosaic_lookup(x), mosaic_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.6.5 7 6 5',
 '16 2 815 51745 -665070 -6648140',
 '16 2 850 42436 723790 7240460',
 '16 2 527 57141 278941 2787100',
 '16 1 818 47019 -669708 -6696530',
 '93 16 815 5980 665065 6649600',
 '16 1 508 1124 258846 2589010',
 '16 1 369 57971 136587 1363310',
 '27 8 971 68783 -943800 -9440560',
 '16 3 975 8183 -951264 -9513690',
 '16 3 893 16958 -798357 -7980390',
 '16 1 995 10014 991908 9919630',
 '-28 48 753 57863 -567991 -5679360',
 '27 6 952 6999 906605 9063300',
 '16 3 746 61576 557276 5573310',
 '27 8 292 40209 -85272 -855280',
 '16 1 566 40204 321029 3210770',
 '16 1 297 35992 -88422 -886970',
 '16 3 567 64814 -321888 -3219930',
 '16 2 716 48044 -513376 -5130940',
 '16 2 489 7277 239739 2397940',
 '27 6 818 12959 -670491 -6707220',
 '16 1 733 31475 -538163 -5379070',
 '27 6 2 254 -214 60',
 '16 1 329 21325 -108296 -1083370',
 '27 6 762 9496 -581338 -5810820',
 '27 4 750 19371 -563193 -5634680',
 '16 1 762 17990 580986 5809450',
 '-208 12 838 2025 703391 7031160',
 '-28 48 537 30691 289696 2894400',
 '93 16 566 48795 -320848 -3211040',
 '16 2 999 33822 998294 9980380',
 '-28 48 0 56 -318 0',
 '16 3 438 6197 -192486 -1927170',
 '16 2 368 49813 -136218 -1359980',
 '16 3 831 32118 690849 6911310',
 '16 1 183 3358 33935 336790',
 '16 1 787 69930 619844 6197390',
 '16 2 782 71238 -612717 -6126620',
 '16 2 421 11666 177046 1773020',
 '16 1 956 15043 914875 9149230',
 '16 3 794 19252 -630598 -6306390',
 '-208 12 582 46977 339564 3396120',
 '93 24 896 7508 802940 8031600',
 '-208 12 391 43567 153868 1536120']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '29c19ca012bab6f13edc0e2adc8963f2a67470a165883815e848106dc4a3429d',
 'data/offsets.csv': '90da725564bb124e3a7d94bac1cbc2f2f8f772c4f5234abf553607e5210b80aa',
 'examples/consumer/CMakeLists.txt': '0385bb01dcb2b619588a214f4f096ed84173ecd99dbabc15ac87a49f658b48c6',
 'examples/consumer/main.c': 'd913e99100e8ed2777caff3503eaa900d19fbf229c4968bdbc3c80991cb4fead',
 'examples/expected.txt': '03d927be6eb908f008a6ec263b445512a49388ff6c1efab1dc813c3ee85c82f9',
 'examples/input.txt': 'ecfc65fe5515d1ab794e8e8b184ac6b6c5dae645cf8b0db4491d75dff7070fc4',
 'include/mosaic/mosaic.h': 'ab082e10f032d8744bae328817ebe9d579849895eedf5ae5f66263d4a5d9cd37',
 'src/apply.c': 'dfd357acbdba4b2d59a06c3241e29f8042ee862dc9b7448b0609943562bb9faa',
 'src/divisor.c': '0e389919faa79f8997f802b3b9612bea59e14f414d1692595388dfcad18515b1',
 'src/isqrt.c': '10d5cbb655d1dbf4299ee7474000df69ba5f962cd17940fa60b86e248128ce27',
 'src/lookup.c': 'cedf4666bcb00334eb1e3fa0799c60d87918e8885e3c99bac892680786a858c2',
 'src/params.h': 'a7dffe645e0bfd6e135a6d560cca1ebdfb7a79dfe9fad9635f6fd8b5db8929f1',
 'src/poly.c': 'e90e06b84ddf008ebbc31c4d522223dbc50c70dba8f95d8ed12479d5bd851aad',
 'src/table.h': 'a2d701175c69835a22b4d10a6a6459001a0cf83c717fbc4f47824afc3b30a9c7',
 'src/version.c': '74eab285317cd438cc4234f298c05c16a64ec5dbdb596da9618a1eddf688ac0c',
 'tools/mosaicrun.c': '183d5d3cdf5015a13c63c7f5b5ace212664e647f2dfc8fd2ef335598d1bc36c7',
 'units/include/mosaic/units.h': '0c9946f2904593d86f9570d9354e7e92dccfc5b9c3ad3d79177b9b9e34ec4cfc'}

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
