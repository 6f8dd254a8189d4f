import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'nimbus'
TOOL = 'nimbus-pipe'
PROJ = '/app/nimbus-src'
VERSION = '3.11.3'
MAJOR = 3
REQ = '3.5'
REJECT = '2.11'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,346\n1,152\n2,3\n3,299\n4,317\n5,-235\n6,-287\n7,-83\n8,-100\n9,21\n10,282\n11,314\n'
HIDDEN = ('-835234\n'
 '-207142\n'
 '771259\n'
 '60938\n'
 '-247006\n'
 '240605\n'
 '662027\n'
 '25256\n'
 '797820\n'
 '266508\n'
 '205909\n'
 '728981\n'
 '646491\n'
 '201214\n'
 '723859\n'
 '-491885\n'
 '860932\n'
 '-648948\n'
 '0\n'
 '-20353\n'
 '315305\n'
 '965177\n'
 '991344\n'
 '-377117\n'
 '9\n'
 '-176460\n'
 '797061\n'
 '249529\n'
 '962706\n'
 '-917697\n'
 '767027\n'
 '741935\n'
 '383811\n'
 '-303236\n'
 '-942009\n'
 '485149\n'
 '281533\n'
 '271836\n'
 '608612\n'
 '275747\n'
 '864781\n'
 '-512336\n'
 '445048\n'
 '-839281\n')
TOOL_OUT = ['1753',
 '951',
 '1423',
 '1423',
 '1253',
 '291',
 '1963',
 '291',
 '2271',
 '983',
 '1753',
 '1963',
 '2011',
 '2011',
 '571',
 '1431',
 '1753',
 '1963',
 '3104',
 '1431',
 '1431',
 '1063',
 '1131',
 '1063',
 '3104',
 '951',
 '1131',
 '1431',
 '951',
 '2353',
 '2011',
 '1651',
 '1963',
 '1651',
 '1423',
 '1131',
 '1063',
 '1253',
 '1423',
 '2353',
 '1423',
 '1963',
 '1963',
 '2353']
TOOL_OUT_B = ['1761',
 '1173',
 '1449',
 '1449',
 '844',
 '513',
 '1989',
 '513',
 '2493',
 '592',
 '1761',
 '1989',
 '1816',
 '1816',
 '376',
 '1653',
 '1761',
 '1989',
 '3566',
 '1653',
 '1653',
 '1089',
 '1353',
 '1089',
 '3566',
 '1173',
 '1353',
 '1653',
 '1173',
 '2361',
 '1816',
 '1456',
 '1989',
 '1456',
 '1449',
 '1353',
 '1089',
 '844',
 '1449',
 '2361',
 '1449',
 '1989',
 '1989',
 '2361']
PROBE_C = ('#include <stdio.h>\n'
 '#include <nimbus/nimbus.h>\n'
 '#include <nimbus/version.h>\n'
 '#include <nimbus/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", nimbus_version(), NIMBUS_VERSION_MAJOR, NIMBUS_VERSION_MINOR,\n'
 '           NIMBUS_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", nimbus_apply(x));\n'
 '        printf(" %ld", nimbus_downscale(x));\n'
 '        printf(" %ld", nimbus_crossfoot(x));\n'
 '        printf(" %ld", nimbus_hash(x));\n'
 '        printf(" %ld", nimbus_ring(x));\n'
 '        printf(" %ld %ld\\n", nimbus_lookup(x), nimbus_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 3.11.3 3 11 3',
 '1753 -69602 25 5502 1696 -835139 -835234000',
 '951 -17261 16 25024 443 -206887 -207142000',
 '1423 64271 31 14786 229 771638 771259000',
 '1423 5078 26 9144 1628 61193 60938000',
 '1253 -20583 19 4126 119 -246697 -247006000',
 '291 20050 17 27782 70 240838 240605000',
 '1963 55168 23 6486 3027 661864 662027000',
 '291 2104 20 902 2191 25351 25256000',
 '2271 66485 33 4162 430 798061 797820000',
 '983 22209 27 104 2908 266763 266508000',
 '1753 17159 25 27566 1619 206288 205909000',
 '1963 60748 35 13112 786 728999 728981000',
 '2011 53874 30 17882 671 646509 646491000',
 '2011 16767 10 2426 219 201523 201214000',
 '571 60321 34 7546 2254 724238 723859000',
 '1431 -40990 35 17842 2365 -491652 -491885000',
 '1753 71744 28 19256 937 861223 860932000',
 '1963 -54079 39 23456 167 -648657 -648948000',
 '3104 0 0 -28 0 241 0',
 '1431 -1696 13 5226 2712 -20516 -20353000',
 '1431 26275 17 27482 2280 315538 315305000',
 '1063 80431 35 17756 3037 965014 965177000',
 '1131 82612 30 4606 2844 991653 991344000',
 '1063 -31426 26 19074 1808 -376802 -377117000',
 '3104 0 9 296 9 388 9000',
 '951 -14705 24 15792 1470 -176219 -176460000',
 '1131 66421 30 14092 2966 797079 797061000',
 '1431 20794 31 17556 2404 249908 249529000',
 '951 80225 30 12192 566 962801 962706000',
 '2353 -76474 39 5564 1608 -917382 -917697000',
 '2011 63918 29 12546 2587 766864 767027000',
 '1651 61827 29 5362 560 742168 741935000',
 '1963 31984 24 26482 1591 383829 383811000',
 '1651 -25269 17 2126 3199 -302927 -303236000',
 '1423 -78500 24 24392 361 -941991 -942009000',
 '1131 40429 31 26296 784 485528 485149000',
 '1063 23461 22 20994 1458 281848 281533000',
 '1253 22653 27 12452 1646 271931 271836000',
 '1423 50717 23 7836 2332 608903 608612000',
 '2353 22978 32 13106 2262 275584 275747000',
 '1423 72065 34 25412 1491 864799 864781000',
 '1963 -42694 20 15276 1684 -512027 -512336000',
 '1963 37087 25 23624 223 445303 445048000',
 '2353 -69940 31 26146 944 -838902 -839281000']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'be6f93c43fae02c63830bbbdca6dbe8eeec2e20c597cd247d27805c83c6a5f72',
 'data/bias.csv': 'f4f5b7abb4cd512dd42ddbeacc79ed0edc1749d6e6574c936c4e4d9328ee5ee8',
 'examples/consumer/CMakeLists.txt': 'b0c93df250b90585a03e1f37b30f3e1c1ca036a6376f189c10a635b7c6519a7f',
 'examples/consumer/main.c': '3b0e1642c86002446921b06c3fb03bf20dca5a01e9bf98bdb86edcacf1e1447d',
 'examples/expected.txt': '91cd09e4d6236b7a13222c81aa6a3aa0550f6a65136de9a0995a19e74c96b94e',
 'examples/input.txt': 'bf7e1ee03fa4a736f3e03345ec752985cd1e72c475464a5d3c5382b35aa358c3',
 'include/nimbus/nimbus.h': '413fed39ab316fde20e567c44ed78f02025dfdebc8281cece22e9653378a9e1d',
 'src/apply.c': 'ab3ccd3a51cc27e8480fdd94be1eb0bfb929cd05b509770fcf7b82a3e592ca4e',
 'src/crossfoot.c': '265074888e2c7a07897de38147f5329d945240ae2e42db5c7324443372662efe',
 'src/downscale.c': 'ca8da03517775c0ce4d91794fcf6b8b58313c98b94db9734271e0291b41600f0',
 'src/hash.c': 'd6305d84fe752486a08a74f008457d892f77dbb6a8c48e860d752dea375229d1',
 'src/lookup.c': 'ab85c416d40993eb73c7ab1e0fb30f8aa2b18b2d8d62a6724f5b6a624c0e1f3a',
 'src/params.h': 'a9312bfe11719fe759d60017ccf1983f2d042f0211f0b11a23ee276ca2d9d1f1',
 'src/ring.c': '95f553709f553c902089362f39bebbd5323d8118f974e2532ed99682f4d2c967',
 'src/table.h': '326eaf7f7c2bc345bfb146241bd97a8deaf278b7973db3951737de9cd97a59dd',
 'src/version.c': '847e1e014becbc72f8a60166258dc4bddab4ddb96046b026c688a20e852eee23',
 'tools/nimbus-pipe.c': '183ee96de2e181a6ec1fcc27e96fc54404dc0fa2ebb0fe3417b66a5621c732c3',
 'units/include/nimbus/units.h': '262d73c1bb06b80e47eae16c7c6055d237ac5d45ce8ff6760b688b669bab6322'}

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
