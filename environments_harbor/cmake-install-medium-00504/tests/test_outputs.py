import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'corex'
TOOL = 'corexctl'
PROJ = '/app/corex-sdk'
VERSION = '2.9.7'
MAJOR = 2
REQ = '2.7'
REJECT = '1.9'
LIBDIR = 'lib'
CHECKS = ['incremental']
BUILD_TYPE = ''
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,-351\n1,-13\n2,-261\n3,285\n4,342\n5,247\n'
HIDDEN = ('45829\n'
 '756289\n'
 '-45626\n'
 '426386\n'
 '-156530\n'
 '0\n'
 '-716645\n'
 '203669\n'
 '-430697\n'
 '-932768\n'
 '389719\n'
 '-667566\n'
 '2\n'
 '922006\n'
 '-458674\n'
 '-833101\n'
 '943070\n'
 '-943707\n'
 '-32962\n'
 '726478\n'
 '384995\n'
 '556008\n'
 '-313924\n'
 '10804\n'
 '789816\n'
 '-162729\n'
 '-256508\n'
 '706577\n'
 '-695646\n'
 '397137\n'
 '527818\n'
 '-454434\n'
 '459073\n'
 '-529470\n'
 '-868004\n'
 '855897\n'
 '716764\n'
 '130459\n'
 '146765\n'
 '-192316\n'
 '-94036\n'
 '-756316\n'
 '117043\n'
 '-732953\n')
TOOL_OUT = ['-37',
 '-37',
 '438',
 '-37',
 '438',
 '335',
 '438',
 '-37',
 '438',
 '438',
 '-37',
 '438',
 '234',
 '-37',
 '438',
 '438',
 '-37',
 '438',
 '438',
 '-37',
 '-37',
 '-37',
 '438',
 '257',
 '-37',
 '438',
 '438',
 '-37',
 '438',
 '-37',
 '-37',
 '438',
 '-37',
 '438',
 '438',
 '-37',
 '-37',
 '-37',
 '-37',
 '438',
 '438',
 '438',
 '-37',
 '438']
TOOL_OUT_B = ['366',
 '366',
 '-189',
 '366',
 '-189',
 '558',
 '-189',
 '366',
 '-189',
 '-189',
 '366',
 '-189',
 '120',
 '366',
 '-189',
 '-189',
 '366',
 '-189',
 '-189',
 '366',
 '366',
 '366',
 '-189',
 '480',
 '366',
 '-189',
 '-189',
 '366',
 '-189',
 '366',
 '366',
 '-189',
 '366',
 '-189',
 '-189',
 '366',
 '366',
 '366',
 '366',
 '-189',
 '-189',
 '-189',
 '366',
 '-189']
PROBE_C = ('#include <stdio.h>\n'
 '#include <corex/corex.h>\n'
 '#include <corex/version.h>\n'
 '#include <corex/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", corex_version(), COREX_VERSION_MAJOR, COREX_VERSION_MINOR,\n'
 '           COREX_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", corex_apply(x));\n'
 '        printf(" %ld", corex_clamp(x));\n'
 '        printf(" %ld", corex_whiten(x));\n'
 '        printf(" %ld", corex_flip(x));\n'
 '        printf(" %ld", corex_sqrtfloor(x));\n'
 '        printf(" %ld %ld\\n", corex_lookup(x), corex_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 2.9.7 2 9 7',
 '-37 28820 27356 92854 214 45660 46928896',
 '-37 28820 21400 982657 869 756208 774439936',
 '438 -3677 37919 -62654 213 -45795 -46721024',
 '-37 28820 22603 683624 652 426410 436619264',
 '438 -3677 17751 -35651 395 -156429 -160286720',
 '335 0 55769 0 0 162 0',
 '438 -3677 51522 -546617 846 -716369 -733844480',
 '-37 28820 49740 966302 451 203841 208557056',
 '438 -3677 46158 -796034 656 -430421 -441033728',
 '438 -3677 7609 -867239 965 -932912 -955154432',
 '-37 28820 11150 917983 624 389853 399072256',
 '438 -3677 2443 -665766 817 -667496 -683587584',
 '234 2 55771 2 1 -154 2048',
 '-37 28820 51279 600229 960 922042 944134144',
 '438 -3677 55703 -476854 677 -458540 -469682176',
 '438 -3677 36970 -101338 912 -833270 -853095424',
 '-37 28820 47623 70349 971 943242 965703680',
 '438 -3677 16508 -707349 971 -943863 -966355968',
 '438 -3677 42727 -26923 181 -32686 -33753088',
 '-37 28820 52247 874627 852 726502 743913472',
 '-37 28820 1594 599483 620 385157 394234880',
 '-37 28820 41521 800655 745 556180 569352192',
 '438 -3677 60517 -429313 560 -313762 -321458176',
 '257 10804 62445 40801 103 10723 11063296',
 '-37 28820 54497 618987 888 789735 808771584',
 '438 -3677 23950 -927261 403 -162595 -166634496',
 '438 -3677 53213 -805652 506 -256652 -262664192',
 '-37 28820 4552 775607 840 706496 723534848',
 '438 -3677 47995 -646596 834 -695576 -712341504',
 '-37 28820 54920 731793 630 397299 406668288',
 '-37 28820 54291 818725 726 527952 540485632',
 '438 -3677 51463 -434454 674 -454398 -465340416',
 '-37 28820 55448 370954 677 458904 470090752',
 '438 -3677 12827 -74925 727 -529434 -542177280',
 '438 -3677 6277 -400868 931 -867728 -888836096',
 '-37 28820 54912 798558 925 855998 876438528',
 '-37 28820 13829 467617 846 716513 733966336',
 '-37 28820 9282 954031 361 130290 133590016',
 '-37 28820 58516 567641 383 146621 150287360',
 '438 -3677 51485 -613291 438 -192040 -196931584',
 '438 -3677 18805 -63049 306 -93760 -96292864',
 '438 -3677 44157 -613657 869 -756144 -774467584',
 '-37 28820 4330 340711 342 116874 119852032',
 '438 -3677 2366 -359237 856 -732791 -750543872']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'cdd3b8cc9740f560d6e9f25bf16017e16799c5473bb95502fa15effffc1b70ee',
 'data/trim.csv': 'c5e0154f75f5f818db689908282da5a42e75592b56662d3ff5542a66b9356687',
 'examples/consumer/CMakeLists.txt': '7e46391a1772c896afde06ac5288439080c9cad67457150ee977912fd5379fff',
 'examples/consumer/main.c': '463b245b6ff851ea283e911dbe170d9fc08d0cb4c7197071c4bcfe59d5dc0ab3',
 'examples/expected.txt': 'ce88cc3030fec551ab884d3411b39db551d1523125a0fe7a623519056564f869',
 'examples/input.txt': '9493c0b02f5d05835a617203a21d087dc3a7bbc550124b843a15e60e21fe6cf8',
 'include/corex/corex.h': '65f22d64bba3f82fca5317b2d0eb29eb80d5f1780b639558fd91b2bdcee97015',
 'src/apply.c': '3f77457142599777326e0bf55350a97de4d6708b192434a5ed23e5caea84c633',
 'src/clamp.c': 'dca15455c4d4b8f8bf055432864e71bb9d3fcea70fb1610d68db4e7f3778ee33',
 'src/flip.c': '03aebc457f12776f83ca50360e34fb8fc6461058c02a027230900b6345e92e3c',
 'src/lookup.c': '50785c439c3700f49099d10e3bc76d1a5c25ada4ee9a3b810c42cfc7c47fca20',
 'src/params.h': '34472a761e0f3c84fcf93ceabc347b8115e439e24f6ffdea256b7a6d324a16b6',
 'src/sqrtfloor.c': '647714cb8b7003ee7a3dfad817b28cccfecc51a844cdd16fc0e55be701b87dba',
 'src/table.h': '3905b560849d93630e1c0991881f442d356d0d62d957397bbcb5e62158b3ca7d',
 'src/version.c': '4d824b2d55b46bb8d2cdd52f88ddabbd0f1c9920346e56fc6942829c7319ddc0',
 'src/whiten.c': '3125d266caa73c95809ff40263d31753492307e70c3840a81e6a573b80674a44',
 'tools/corexctl.c': 'dea68d37389bea0e8670a923f9d231fd6a92a838a5243a8a6b91d96a2464c6c5',
 'units/include/corex/units.h': 'c51949eaea529c529d3f07f2d8ddda270ecadcc68cd17607b87ca660b240bcb6'}

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
