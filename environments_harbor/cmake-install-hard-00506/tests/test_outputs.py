import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'mosaic'
TOOL = 'mosaiccalc'
PROJ = '/app/mosaic-sdk'
VERSION = '5.10.5'
MAJOR = 5
REQ = '5.6'
REJECT = '4.10'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,363\n1,14\n2,314\n3,112\n4,179\n5,-182\n6,249\n7,-202\n8,278\n9,220\n10,101\n11,385\n'
HIDDEN = ('-120614\n'
 '-100567\n'
 '-86594\n'
 '123778\n'
 '712468\n'
 '279325\n'
 '-242152\n'
 '117275\n'
 '-87376\n'
 '659581\n'
 '-816602\n'
 '-117188\n'
 '411611\n'
 '-502570\n'
 '-92414\n'
 '223994\n'
 '5\n'
 '155216\n'
 '-487665\n'
 '209871\n'
 '131091\n'
 '85206\n'
 '384658\n'
 '-661569\n'
 '275629\n'
 '661697\n'
 '397325\n'
 '809238\n'
 '-955864\n'
 '-389741\n'
 '213552\n'
 '-974575\n'
 '-486120\n'
 '584289\n'
 '-655130\n'
 '-649788\n'
 '-47380\n'
 '-187226\n'
 '915550\n'
 '0\n'
 '410692\n'
 '787799\n'
 '279592\n'
 '901127\n')
TOOL_OUT = ['254',
 '262',
 '-192',
 '-230',
 '417',
 '-192',
 '-364',
 '-230',
 '409',
 '-238',
 '121',
 '-230',
 '-192',
 '254',
 '-356',
 '417',
 '246',
 '225',
 '301',
 '-238',
 '409',
 '270',
 '113',
 '270',
 '233',
 '270',
 '-192',
 '262',
 '262',
 '-184',
 '-238',
 '409',
 '233',
 '254',
 '285',
 '293',
 '225',
 '241',
 '409',
 '246',
 '113',
 '285',
 '-192',
 '-200']
TOOL_OUT_B = ['375',
 '298',
 '123',
 '387',
 '408',
 '123',
 '229',
 '387',
 '127',
 '195',
 '-153',
 '387',
 '123',
 '375',
 '-165',
 '408',
 '183',
 '396',
 '340',
 '195',
 '127',
 '207',
 '241',
 '207',
 '-183',
 '207',
 '123',
 '298',
 '298',
 '279',
 '195',
 '127',
 '-183',
 '375',
 '111',
 '267',
 '396',
 '139',
 '127',
 '183',
 '241',
 '111',
 '123',
 '328']
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
 '        printf(" %ld", mosaic_isqrt(x));\n'
 '        printf(" %ld", mosaic_curve(x));\n'
 '        printf(" %ld", mosaic_flip(x));\n'
 '        printf(" %ld", mosaic_dsum(x));\n'
 '        printf(" %ld %ld\\n", mosaic_lookup(x), mosaic_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 5.10.5 5 10 5',
 '254 347 16280 -416021 14 -120339 -123508736',
 '262 317 7373 -765001 19 -100940 -102980608',
 '-192 294 20686 -49568 32 -86808 -88672256',
 '-230 351 1912 877321 28 124053 126748672',
 '417 844 15856 864217 28 712710 729567232',
 '-192 528 13665 523972 28 279417 286028800',
 '-364 492 14296 -251242 16 -242406 -247963648',
 '-230 342 15389 572711 23 117489 120089600',
 '409 295 182 -67378 31 -87630 -89473024',
 '-238 812 14989 185956 34 659673 675410944',
 '121 903 18190 -206618 23 -816816 -836200448',
 '-230 342 5108 -881711 26 -116946 -120000512',
 '-192 641 11235 116114 14 411825 421489664',
 '254 708 15540 -75205 19 -502784 -514631680',
 '-356 303 6600 -41429 20 -92139 -94631936',
 '417 473 18390 499322 29 224269 229369856',
 '246 2 19 5 5 97 5120',
 '225 393 21526 612551 20 154962 158941184',
 '301 698 2117 -566784 36 -487271 -499368960',
 '-238 458 21611 178902 27 210265 214907904',
 '409 362 9795 190131 15 131305 134237184',
 '270 291 8632 60258 21 84992 87250944',
 '113 620 18946 856483 34 384933 393889792',
 '270 813 2941 -965166 33 -661175 -677446656',
 '233 525 10923 926572 31 275721 282244096',
 '270 813 18107 796166 35 661324 677577728',
 '-192 630 9941 523793 29 397417 406860800',
 '262 899 5844 832908 30 809024 828659712',
 '262 977 9412 -468559 37 -956118 -978804736',
 '-184 624 8535 -147983 32 -389527 -399094784',
 '-238 462 15646 255312 18 213298 218677248',
 '409 987 19819 -575479 37 -974948 -997964800',
 '233 697 10366 -21684 21 -486374 -497786880',
 '254 764 711 982485 36 583916 598311936',
 '285 809 13856 -31556 20 -655344 -670853120',
 '293 806 3402 -887946 42 -649546 -665382912',
 '225 217 12186 -8374 22 -47138 -48517120',
 '241 432 6866 -622781 26 -187440 -191719424',
 '409 956 17512 55519 25 915336 937523200',
 '246 0 4 0 0 -254 0',
 '113 640 3274 296014 22 410934 420548608',
 '285 887 18817 997787 47 788193 806706176',
 '-192 528 13830 295972 34 279338 286302208',
 '-200 949 15823 721109 20 901521 922754048']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '29c19ca012bab6f13edc0e2adc8963f2a67470a165883815e848106dc4a3429d',
 'data/bias.csv': '91997c47e735531936d3de173bcc8080bb0e95c4568e0d1c2ab654108d7cbb28',
 'examples/consumer/CMakeLists.txt': '0385bb01dcb2b619588a214f4f096ed84173ecd99dbabc15ac87a49f658b48c6',
 'examples/consumer/main.c': 'd913e99100e8ed2777caff3503eaa900d19fbf229c4968bdbc3c80991cb4fead',
 'examples/expected.txt': 'f4213694c8bdb7f8a3401f0c759cc1c15c6bb120f8dad4c7924540c566fff19b',
 'examples/input.txt': 'c03cc613b6f24df74d87b64937d759276c55e2ded58fe6e1959304529a1fae51',
 'include/mosaic/mosaic.h': '5c59aa57e4a9ac840bfc786857efec8d8706498c002a7c17c33a50e307fe01e6',
 'src/apply.c': 'bcdb9d18af394af67c9d4b823877a1d04327b3894e5846ce967abbf9c2445733',
 'src/curve.c': '8a3bb198d8aa7a3eb86bf73fe4282f00155a577e4872c3e112521fd9aa770a08',
 'src/dsum.c': '18c6e58e2f98b42ab3a9c6ea16cb6d418b44c9138fdc82628f113543c8a4a2f4',
 'src/flip.c': 'f9672d90be91df2e71ae562252e968bad9b7e73cbff49395b2a7c08518258014',
 'src/isqrt.c': '10d5cbb655d1dbf4299ee7474000df69ba5f962cd17940fa60b86e248128ce27',
 'src/lookup.c': 'cedf4666bcb00334eb1e3fa0799c60d87918e8885e3c99bac892680786a858c2',
 'src/params.h': 'b94bafa83ffab2e7c32e6fa8bc82f72c647f3e76ad71153651dba89ee2bf0309',
 'src/table.h': '73f02f191196a29f5e0506f79e4ffae23b98fc4225def5679d0d8ffec5e419db',
 'src/version.c': '74eab285317cd438cc4234f298c05c16a64ec5dbdb596da9618a1eddf688ac0c',
 'tools/mosaiccalc.c': '20bb587d8d1f9d4cf4c27b1c9353781459add54b5a2ea8c45fbad600dc7fb659',
 'units/include/mosaic/units.h': 'cf9b97afc8f815ba970075bff5142f988c647825177dcfb32e12ecb9a7b33b77'}

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
