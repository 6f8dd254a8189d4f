import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'vexel'
TOOL = 'vexelcalc'
PROJ = '/app/vexel'
VERSION = '5.14.6'
MAJOR = 5
REQ = '5.13'
REJECT = '4.14'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['libdir', 'soname']
BUILD_TYPE = ''
CSV = 'data/corrections.csv'
CSV_B = 'slot,value\n0,-157\n1,-335\n2,-238\n3,-223\n4,-233\n5,181\n6,319\n7,348\n8,-10\n9,-248\n10,36\n11,339\n'
HIDDEN = ('-18655\n'
 '-339245\n'
 '352825\n'
 '842487\n'
 '-502981\n'
 '-390416\n'
 '-7\n'
 '-319244\n'
 '162519\n'
 '-551386\n'
 '-215111\n'
 '-200159\n'
 '-476470\n'
 '-748107\n'
 '341012\n'
 '-258601\n'
 '-589553\n'
 '33440\n'
 '991090\n'
 '-895136\n'
 '272171\n'
 '-381294\n'
 '-437489\n'
 '-511618\n'
 '-140408\n'
 '341701\n'
 '-454248\n'
 '-136903\n'
 '-919266\n'
 '463077\n'
 '0\n'
 '-422596\n'
 '-71755\n'
 '823496\n'
 '-694700\n'
 '3752\n'
 '-503441\n'
 '-428060\n'
 '9656\n'
 '-68719\n'
 '-305469\n'
 '-984307\n'
 '239261\n'
 '-439631\n')
TOOL_OUT = ['20',
 '20',
 '20',
 '20',
 '-250',
 '322',
 '20',
 '-101',
 '-101',
 '105',
 '-101',
 '-101',
 '322',
 '20',
 '-101',
 '322',
 '-271',
 '322',
 '-101',
 '-271',
 '20',
 '-101',
 '322',
 '322',
 '-101',
 '-271',
 '20',
 '20',
 '20',
 '20',
 '105',
 '-250',
 '-101',
 '20',
 '-101',
 '20',
 '-250',
 '-271',
 '20',
 '322',
 '20',
 '322',
 '-101',
 '322']
TOOL_OUT_B = ['-334',
 '-334',
 '-334',
 '-334',
 '337',
 '-236',
 '-334',
 '325',
 '325',
 '-239',
 '325',
 '325',
 '-236',
 '-334',
 '325',
 '-236',
 '-220',
 '-236',
 '325',
 '-220',
 '-334',
 '325',
 '-236',
 '-236',
 '325',
 '-220',
 '-334',
 '-334',
 '-334',
 '-334',
 '-239',
 '337',
 '325',
 '-334',
 '325',
 '-334',
 '337',
 '-220',
 '-334',
 '-236',
 '-334',
 '-236',
 '325',
 '-236']
PROBE_C = ('#include <stdio.h>\n'
 '#include <vexel/vexel.h>\n'
 '#include <vexel/version.h>\n'
 '#include <vexel/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", vexel_version(), VEXEL_VERSION_MAJOR, VEXEL_VERSION_MINOR,\n'
 '           VEXEL_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", vexel_apply(x));\n'
 '        printf(" %ld", vexel_poly(x));\n'
 '        printf(" %ld", vexel_boost(x));\n'
 '        printf(" %ld", vexel_steps(x));\n'
 '        printf(" %ld", vexel_gcd(x));\n'
 '        printf(" %ld %ld\\n", vexel_lookup(x), vexel_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 5.14.6 5 14 6',
 '20 31750 -1734915 113 1 -18727 -1865500',
 '20 30830 -31549785 132 1 -339519 -33924500',
 '20 28070 32812725 90 1 352881 35282500',
 '20 45118 78351291 22 3 842583 84248700',
 '-250 27710 -46777233 142 1 -502925 -50298100',
 '322 39970 -36308688 133 2 -390096 -39041600',
 '20 566 -651 3 1 -79 -700',
 '-101 5626 -29689692 88 2 -318857 -31924400',
 '-101 10230 15114267 30 3 162447 16251900',
 '105 13050 -51278898 65 2 -551654 -55138600',
 '-101 33990 -20005323 44 1 -215240 -21511100',
 '-101 3046 -18614787 10 1 -200288 -20015900',
 '322 12530 -44311710 128 2 -476577 -47647000',
 '20 23726 -69573951 113 9 -748051 -74810700',
 '-101 31698 31714116 111 2 340901 34101200',
 '322 2910 -24049893 17 1 -258673 -25860100',
 '-271 34358 -54828429 34 1 -589534 -58955300',
 '322 32410 3109920 140 2 33480 3344000',
 '-101 35850 92171370 44 2 991410 99109000',
 '-271 26890 -83247648 18 2 -895371 -89513600',
 '20 31086 25311903 31 1 272227 27217100',
 '-101 15626 -35460342 39 18 -381529 -38129400',
 '322 15926 -40686477 91 1 -437433 -43748900',
 '322 19498 -47580474 47 2 -511231 -51161800',
 '-101 3738 -13057944 40 2 -140021 -14040800',
 '-271 22206 31778193 60 1 341427 34170100',
 '20 27378 -42245064 47 18 -454483 -45424800',
 '20 39358 -12731979 15 1 -137177 -13690300',
 '20 41890 -85491738 31 6 -918946 -91926600',
 '20 29398 43066161 49 9 462948 46307700',
 '105 90 0 0 18 -111 0',
 '-250 36330 -39301428 25 2 -422556 -42259600',
 '-101 37990 -6673215 55 1 -71659 -7175500',
 '20 42746 76585128 47 2 823816 82349600',
 '-101 25810 -64607100 82 2 -694660 -69470000',
 '20 42298 348936 55 2 3641 375200',
 '-250 45710 -46820013 47 1 -503570 -50344100',
 '-271 3690 -39809580 19 2 -428328 -42806000',
 '20 30506 898008 73 2 9421 965600',
 '322 34406 -6390867 20 1 -68791 -6871900',
 '20 22326 -28408617 47 9 -305413 -30546900',
 '322 26286 -91540551 24 1 -984276 -98430700',
 '-101 24446 22251273 39 1 239280 23926100',
 '322 310 -40885683 29 1 -439575 -43963100']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '7b575afdd18f3f43841a44463d7b649d8dc011bc8288924d7860b9bb92520d72',
 'data/corrections.csv': 'af988f9296a261bc84920d2b3bbea32ca28a709efa99ba7a19d83283cef7bf0b',
 'examples/consumer/CMakeLists.txt': '2cdcc4e92c4fa6b47335805f0ee775092f30dbba030d79da7a1551abce33efd8',
 'examples/consumer/main.c': 'de2bbb18cf67f956869eeb4568c5807013e5f5d5779f967719ccec53c2b423de',
 'examples/expected.txt': '214527b78659f68f90065802eaedc14fbddce490898cde7f06b40ca043a054d4',
 'examples/input.txt': 'aa96dead982089a4b67385e62eabf5c482e305bf045afa001da33b26711d8a06',
 'include/vexel/vexel.h': '625fc869ac6a45a561cf62b6cc401387863d924cd87d074643c0e2dfe6fc635c',
 'src/apply.c': 'af8dc2d5636d7f5346be737829d1930f894afa922c6a3c357719129ae8141f48',
 'src/boost.c': '57e4d76686383727f2eef8f20b4426b1bfbfe642d5451b69dce2116316c64314',
 'src/gcd.c': 'ee457abc45045aeb0ad1dc3510d97fc174d9118890aec58cef9cbbf24e08ff06',
 'src/lookup.c': '7c20b2bcf2e5ed7ab206d23fb7f3e21d7f20c6a525733f3f14eb5423fbb75b52',
 'src/params.h': '639fd08b099de4b2a3d2be616e8239bcb92e06cc439ac5b06e84a8d2cea48085',
 'src/poly.c': 'e844aef8fb9228b5580e1159063502686ca91aecde19bc69fa9f8fd0406d2d20',
 'src/steps.c': 'c83dbfe68fe11c2d85fd9f4ab677007aef14f7058143c9ccfd75ccfb45505afc',
 'src/table.h': '1c2f397a74349039d3bfbf42296b3a36532e30ebee8d2062ef7241d2695e454d',
 'src/version.c': '1109d0438977a41743c3c4947aa33e0394a0f8893c79831f7a734946ce3d6059',
 'tools/vexelcalc.c': '228930ad0c634b50829d0d13ebf39f6bb99239ba1a2dffd86ab157236137e276',
 'units/include/vexel/units.h': 'f0eb27fefca4c784042ddb57ba98d87889846ae13d0e1f08e6d42b3d065c29ae'}

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
