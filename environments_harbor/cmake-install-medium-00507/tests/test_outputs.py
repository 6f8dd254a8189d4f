import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'hexa'
TOOL = 'hexarun'
PROJ = '/app/hexa-src'
VERSION = '2.7.2'
MAJOR = 2
REQ = '2.0'
REJECT = '1.7'
LIBDIR = 'lib'
CHECKS = ['ctest', 'static']
BUILD_TYPE = ''
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,-61\n1,300\n2,193\n3,134\n4,338\n5,-254\n6,269\n7,-288\n8,-240\n9,-379\n10,353\n11,377\n12,-254\n'
HIDDEN = ('-813616\n'
 '-100017\n'
 '179083\n'
 '-717198\n'
 '-778894\n'
 '12033\n'
 '-975273\n'
 '-43220\n'
 '-363855\n'
 '-805404\n'
 '-891440\n'
 '3563\n'
 '-484025\n'
 '-971993\n'
 '810074\n'
 '723171\n'
 '-816702\n'
 '350335\n'
 '-611420\n'
 '-564977\n'
 '252037\n'
 '983307\n'
 '-608449\n'
 '381250\n'
 '-2\n'
 '13965\n'
 '-642882\n'
 '-925663\n'
 '-381867\n'
 '0\n'
 '553685\n'
 '-74338\n'
 '437389\n'
 '429184\n'
 '644247\n'
 '-250592\n'
 '-310928\n'
 '951345\n'
 '982817\n'
 '204594\n'
 '184566\n'
 '948532\n'
 '70789\n'
 '162851\n')
TOOL_OUT = ['6985',
 '6985',
 '4077',
 '6985',
 '6985',
 '4077',
 '6985',
 '6985',
 '6985',
 '6985',
 '6985',
 '4077',
 '6985',
 '6985',
 '4077',
 '4077',
 '6985',
 '4077',
 '6985',
 '6985',
 '4077',
 '4077',
 '6985',
 '4077',
 '7158',
 '4077',
 '6985',
 '6985',
 '6985',
 '-536',
 '4077',
 '6985',
 '4077',
 '4077',
 '4077',
 '6985',
 '6985',
 '4077',
 '4077',
 '4077',
 '4077',
 '4077',
 '4077',
 '4077']
TOOL_OUT_B = ['7343',
 '7343',
 '4251',
 '7343',
 '7343',
 '4251',
 '7343',
 '7343',
 '7343',
 '7343',
 '7343',
 '4251',
 '7343',
 '7343',
 '4251',
 '4251',
 '7343',
 '4251',
 '7343',
 '7343',
 '4251',
 '4251',
 '7343',
 '4251',
 '7412',
 '4251',
 '7343',
 '7343',
 '7343',
 '180',
 '4251',
 '7343',
 '4251',
 '4251',
 '4251',
 '7343',
 '7343',
 '4251',
 '4251',
 '4251',
 '4251',
 '4251',
 '4251',
 '4251']
PROBE_C = ('#include <stdio.h>\n'
 '#include <hexa/hexa.h>\n'
 '#include <hexa/version.h>\n'
 '#include <hexa/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", hexa_version(), HEXA_VERSION_MAJOR, HEXA_VERSION_MINOR,\n'
 '           HEXA_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", hexa_apply(x));\n'
 '        printf(" %ld", hexa_boost(x));\n'
 '        printf(" %ld", hexa_saturate(x));\n'
 '        printf(" %ld", hexa_fold(x));\n'
 '        printf(" %ld", hexa_offset(x));\n'
 '        printf(" %ld %ld\\n", hexa_lookup(x), hexa_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 2.7.2 2 7 2',
 '6985 -38239952 -240 714 -813813 -813597 -48816960',
 '6985 -4700799 -240 3625 -100214 -99971 -6001020',
 '4077 8416901 48673 1411 178886 179102 10744980',
 '6985 -33708306 -240 893 -717395 -716823 -43031880',
 '6985 -36608018 -240 5824 -779091 -778779 -46733640',
 '4077 565551 12033 4630 11836 12052 721980',
 '6985 -45837831 -240 1923 -975470 -975003 -58516380',
 '6985 -2031340 -240 1198 -43417 -43201 -2593200',
 '6985 -17101185 -240 6295 -364052 -363836 -21831300',
 '6985 -37853988 -240 1523 -805601 -805289 -48324240',
 '6985 -41897680 -240 4323 -891637 -891797 -53486400',
 '4077 167461 3563 3563 3366 3582 213780',
 '6985 -22749175 -240 4573 -484222 -483698 -29041500',
 '6985 -45683671 -240 5203 -972190 -972350 -58319580',
 '4077 38073478 48673 3147 809877 809735 48604440',
 '4077 33989037 48673 5080 722974 723441 43390260',
 '6985 -38384994 -240 5031 -816899 -816796 -49002120',
 '4077 16465745 48673 2394 350138 350698 21020100',
 '6985 -28736740 -240 3029 -611617 -611514 -36685200',
 '6985 -26553919 -240 5054 -565174 -564862 -33898620',
 '4077 11845739 48673 335 251840 252152 15122220',
 '4077 46215429 48673 6111 983110 983353 58998420',
 '6985 -28597103 -240 6000 -608646 -608334 -36506940',
 '4077 17918750 48673 3697 381053 380911 22875000',
 '7158 -94 -2 7401 -199 268 -120',
 '4077 656355 13965 6562 13768 14011 837900',
 '6985 -30215454 -240 1179 -643079 -642507 -38572920',
 '6985 -43506161 -240 7115 -925860 -925393 -55539780',
 '6985 -17947749 -240 3089 -382064 -381597 -22912020',
 '-536 0 0 0 -197 -357 0',
 '4077 26023195 48673 5863 553488 553328 33221100',
 '6985 -3493886 -240 7095 -74535 -74695 -4460280',
 '4077 20557283 48673 612 437192 437752 26243340',
 '4077 20171648 48673 7213 428987 429511 25751040',
 '4077 30279609 48673 186 644050 644266 38654820',
 '6985 -11777824 -240 1110 -250789 -250573 -15035520',
 '6985 -14613616 -240 7401 -311125 -310658 -18655680',
 '4077 44713215 48673 3761 951148 951364 57080700',
 '4077 46192399 48673 5621 982620 982460 58969020',
 '4077 9615918 48673 4713 204397 204709 12275640',
 '4077 8674602 48673 6894 184369 184893 11073960',
 '4077 44581004 48673 948 948335 948907 56911920',
 '4077 3327083 48673 4162 70592 70695 4247340',
 '4077 7653997 48673 7388 162654 163214 9771060']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'b4a35ba0a3ee168d9bad693fa6a4b72eae8e22587448534b3f61c8635ade7897',
 'data/bias.csv': '19122173b51db500248993cf02fe8fb797cc05c8e92e47382f64745a37d58d98',
 'examples/consumer/CMakeLists.txt': '0f6b3b3c74c423f27dc03e6a41eff6d75c2af512968dbd1d500c02f0eb640de7',
 'examples/consumer/main.c': '74e72cd59f2e72b04bf94d598b9ed6404912bc4e028e37bd0d4911c1d420a26a',
 'examples/expected.txt': '0a4f54b0164a2589e6d2454ddea63a9035722506bea8595de2696083e6acadc8',
 'examples/input.txt': 'e6002a4e83359d9e2d7bf02939478c1da184e4e26c813bbe6114162f187288d0',
 'include/hexa/hexa.h': '88d83ad1f855b7d6f20c5a657001db3feccf6522bbc1a3b77db70cfa8d5ddb3a',
 'src/apply.c': '16e68e851650122a7c4fd3bc5ef85415d82b35e08ce11abcb57312753e6366c6',
 'src/boost.c': '5d7f7c343e31ea80d5c2f171e787c77ede807c4a7282a9976c8b6b10639aa55e',
 'src/fold.c': '6235513b9c2a7ad85a077b800225047da47aeac175dbd1014d6d02275c4645d3',
 'src/lookup.c': 'a20be8e279ff98a1c7413a9249d4790f4143fd24df504313d93a0d94dc37412c',
 'src/offset.c': 'cd319e1143d5364a679ce79670868210b962a712914fea626311a349c8a4f5e1',
 'src/params.h': '4c9cac17ef19b7ca01a7aa23bc098d3190f317903f90551de708f6ba5d50d0d5',
 'src/saturate.c': 'd92573adfc1b41e5844a5c0dc5ce4d4ec3333ed7b20d9ff532520024fded459b',
 'src/table.h': '25cc746e8a51405fb82152872ddd23c9924e5d1e49586bff8aa5ec2da4f1f340',
 'src/version.c': '7314041de7bd28d2a555700ee852aef891ae1398354699e6f92a2f25d7f95bfd',
 'tools/hexarun.c': '63759d836bf7d4753ffc1e834409a67ae0b4d574b56ba862abb5c3ac2ee2e7ef',
 'units/include/hexa/units.h': '3b7b69f82db9df5c4449db6339ceac3ac281c87e896173dfd9be789853694898'}

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
