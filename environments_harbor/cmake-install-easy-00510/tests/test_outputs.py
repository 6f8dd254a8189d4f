import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'lumen'
TOOL = 'lumen-pipe'
PROJ = '/app/lumen-src'
VERSION = '5.3.8'
MAJOR = 5
REQ = '5.2'
REJECT = '4.3'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,-341\n1,-318\n2,-99\n3,107\n4,136\n5,116\n6,-35\n7,367\n8,-50\n9,39\n10,-365\n11,-4\n12,93\n13,124\n'
HIDDEN = ('283226\n'
 '-571491\n'
 '-575541\n'
 '-738872\n'
 '-584804\n'
 '692949\n'
 '-788555\n'
 '-869200\n'
 '108532\n'
 '853601\n'
 '-679661\n'
 '-482225\n'
 '-283409\n'
 '184564\n'
 '352466\n'
 '-974796\n'
 '-3227\n'
 '599526\n'
 '-523778\n'
 '0\n'
 '746667\n'
 '378496\n'
 '759798\n'
 '267315\n'
 '-730165\n'
 '-317252\n'
 '771216\n'
 '-41570\n'
 '-789161\n'
 '-773729\n'
 '489414\n'
 '-905987\n'
 '-48771\n'
 '-499464\n'
 '840386\n'
 '453173\n'
 '962073\n'
 '350203\n'
 '450581\n'
 '4\n'
 '-786551\n'
 '395530\n'
 '-574829\n'
 '52819\n')
TOOL_OUT = ['968',
 '990',
 '1471',
 '1464',
 '1435',
 '1268',
 '1025',
 '1603',
 '501',
 '1158',
 '1495',
 '728',
 '968',
 '881',
 '765',
 '1560',
 '727',
 '1307',
 '1296',
 '137',
 '1001',
 '1188',
 '1476',
 '1165',
 '1567',
 '798',
 '1591',
 '438',
 '1025',
 '1452',
 '1272',
 '1524',
 '656',
 '740',
 '1352',
 '1321',
 '1651',
 '1164',
 '906',
 '715',
 '920',
 '1064',
 '1471',
 '877']
TOOL_OUT_B = ['888',
 '1022',
 '1071',
 '835',
 '1188',
 '831',
 '887',
 '1356',
 '547',
 '1190',
 '1508',
 '1118',
 '888',
 '882',
 '569',
 '1205',
 '412',
 '1215',
 '1176',
 '356',
 '1297',
 '882',
 '1281',
 '784',
 '1210',
 '973',
 '1311',
 '421',
 '887',
 '1161',
 '966',
 '1218',
 '653',
 '705',
 '915',
 '625',
 '1336',
 '1001',
 '938',
 '315',
 '1327',
 '1312',
 '1071',
 '205']
PROBE_C = ('#include <stdio.h>\n'
 '#include <lumen/lumen.h>\n'
 '#include <lumen/version.h>\n'
 '#include <lumen/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", lumen_version(), LUMEN_VERSION_MAJOR, LUMEN_VERSION_MINOR,\n'
 '           LUMEN_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", lumen_apply(x));\n'
 '        printf(" %ld", lumen_sqrtfloor(x));\n'
 '        printf(" %ld", lumen_clamp(x));\n'
 '        printf(" %ld", lumen_shift(x));\n'
 '        printf(" %ld %ld\\n", lumen_lookup(x), lumen_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 5.3.8 5 3 8',
 '968 532 16493 283543 283361 28322600',
 '990 755 -4402 -571174 -571372 -57149100',
 '1471 758 -4402 -575224 -575824 -57554100',
 '1464 859 -4402 -738555 -738954 -73887200',
 '1435 764 -4402 -584487 -584886 -58480400',
 '1268 832 16493 693266 693068 69294900',
 '1025 888 -4402 -788238 -788201 -78855500',
 '1603 932 -4402 -868883 -868944 -86920000',
 '501 329 16493 108849 108450 10853200',
 '1158 923 16493 853918 853421 85360100',
 '1495 824 -4402 -679344 -679265 -67966100',
 '728 694 -4402 -481908 -481829 -48222500',
 '968 532 -4402 -283092 -283013 -28340900',
 '881 429 16493 184881 184482 18456400',
 '765 593 16493 352783 352601 35246600',
 '1560 987 -4402 -974479 -974508 -97479600',
 '727 56 -3227 -2910 -2873 -322700',
 '1307 774 16493 599843 599857 59952600',
 '1296 723 -4402 -523461 -523923 -52377800',
 '137 0 0 317 288 0',
 '1001 864 16493 746984 746384 74666700',
 '1188 615 16493 378813 378414 37849600',
 '1476 871 16493 760115 760129 75979800',
 '1165 517 16493 267632 267032 26731500',
 '1567 854 -4402 -729848 -729949 -73016500',
 '798 563 -4402 -316935 -317334 -31725200',
 '1591 878 16493 771533 771504 77121600',
 '438 203 -4402 -41253 -41715 -4157000',
 '1025 888 -4402 -788844 -788765 -78916100',
 '1452 879 -4402 -773412 -773333 -77372900',
 '1272 699 16493 489731 489745 48941400',
 '1524 951 -4402 -905670 -905633 -90598700',
 '656 220 -4402 -48454 -48652 -4877100',
 '740 706 -4402 -499147 -499176 -49946400',
 '1352 916 16493 840703 840521 84038600',
 '1321 673 16493 453490 452993 45317300',
 '1651 980 16493 962390 962192 96207300',
 '1164 591 16493 350520 350599 35020300',
 '906 671 16493 450898 450401 45058100',
 '715 2 4 321 -78 400',
 '920 886 -4402 -786234 -786197 -78655100',
 '1064 628 16493 395847 395385 39553000',
 '1471 758 -4402 -574512 -574433 -57482900',
 '877 229 16493 53136 53215 5281900']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '920467186f14e7b5f17cb5428228e54153c9c761fafae4deed79b3c6a20142f4',
 'data/trim.csv': '393347fd1e9fbe520d31440082cbd2fb3911006952db9b6f682e88e3ab8807cd',
 'examples/consumer/CMakeLists.txt': '69dbe6ce56eafd2002cd962c7b79782a260bfe377e289eed0bcd1d6c297d39af',
 'examples/consumer/main.c': 'f74881975ee1be1f24e682c1222e5abdf04bd627cab4b7507dac263a33ab626c',
 'examples/expected.txt': '25381f23ab72b83853e78b155e749776110fc8043436f769ddf80b31bb4826e0',
 'examples/input.txt': '43d8b29229456d9bef436ba31c678be7629e9116592611d3764ef7fabb81eb84',
 'include/lumen/lumen.h': 'fb5d10eb9cfb2ed790815d9ef2ddd5b6df91af36fc0bffd8fd4d033a132cae27',
 'src/apply.c': '59a6e8515865e710de9be8de23b10ce9d691adb06061b0fe14a3ddd2226ee3af',
 'src/clamp.c': '94e0592135a85d7982615482968b4a4db53dce65b12d3d9049da472dcfb701da',
 'src/lookup.c': '748e322ebe66482b75017ba7f168386a974e318a528eb7ba192c353da9dec001',
 'src/params.h': '67e166a22ea9b8dd77f6d53a26fc59c424e88a26268e1df7aac7053992d218fb',
 'src/shift.c': '7697adfbf559f80d4d85e124ac4cf13a9633758b83ba47eb235c52fe2acb7483',
 'src/sqrtfloor.c': 'aa6ecaec62ce8b51689920bc9f02d16d1035b61de2d364261dd5a6ed9165267a',
 'src/table.h': 'f3f309f357fdf434b9956f7f4d324d9dabc9e03a23eeea087935659b84fcbe4d',
 'src/version.c': 'd18b2270b2c9bf1412cff7b1840cb985ae171eb50419ad7a86f481e158752ffc',
 'tools/lumen-pipe.c': '23ce2040604214f75081acfdce6c76dc82fa3ceb0261500fd3ed49d9db305c9b',
 'units/include/lumen/units.h': '6509c04bd73aeaa13e8a281a79da4b291062314ee04f181a77df911f413a12af'}

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
