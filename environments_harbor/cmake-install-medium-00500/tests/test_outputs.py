import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'numkit'
TOOL = 'numkit-cli'
PROJ = '/app/numkit-sdk'
VERSION = '7.6.9'
MAJOR = 7
REQ = '7.1'
REJECT = '6.6'
LIBDIR = 'lib'
CHECKS = ['incremental']
BUILD_TYPE = ''
CSV = 'data/weights.csv'
CSV_B = 'slot,value\n0,-141\n1,-368\n2,-326\n3,-5\n4,81\n5,26\n6,143\n7,259\n8,8\n'
HIDDEN = ('-7\n'
 '989536\n'
 '-75054\n'
 '-448755\n'
 '-939637\n'
 '-181230\n'
 '-150220\n'
 '526546\n'
 '541929\n'
 '407126\n'
 '-903895\n'
 '-661335\n'
 '14282\n'
 '-30273\n'
 '398648\n'
 '70255\n'
 '-615454\n'
 '-897498\n'
 '377574\n'
 '-517840\n'
 '-128481\n'
 '93750\n'
 '642373\n'
 '989132\n'
 '58233\n'
 '782802\n'
 '-266330\n'
 '638497\n'
 '535833\n'
 '446090\n'
 '0\n'
 '172704\n'
 '-719180\n'
 '-648401\n'
 '559453\n'
 '761882\n'
 '-647943\n'
 '381007\n'
 '65579\n'
 '-98640\n'
 '-190810\n'
 '-157338\n'
 '820874\n'
 '216975\n')
TOOL_OUT = ['48400',
 '48483',
 '49072',
 '48992',
 '48472',
 '48412',
 '48367',
 '48570',
 '48472',
 '48430',
 '48534',
 '48484',
 '48502',
 '49082',
 '48358',
 '48983',
 '48648',
 '48648',
 '48570',
 '48384',
 '48430',
 '48597',
 '48484',
 '48322',
 '48612',
 '48472',
 '49082',
 '49117',
 '49073',
 '48454',
 '48552',
 '48597',
 '49153',
 '48639',
 '48511',
 '48480',
 '48624',
 '48429',
 '48543',
 '48511',
 '48355',
 '48657',
 '48648',
 '49073']
TOOL_OUT_B = ['48733',
 '49037',
 '48688',
 '48384',
 '48805',
 '48865',
 '48820',
 '48766',
 '48805',
 '48883',
 '48730',
 '48821',
 '48839',
 '48474',
 '48811',
 '48375',
 '48413',
 '48413',
 '48766',
 '48938',
 '48883',
 '48657',
 '48821',
 '48775',
 '48377',
 '48805',
 '48474',
 '48733',
 '48465',
 '48787',
 '48748',
 '48657',
 '48769',
 '48404',
 '48848',
 '48540',
 '48820',
 '48983',
 '48603',
 '48848',
 '48688',
 '48422',
 '48413',
 '48465']
PROBE_C = ('#include <stdio.h>\n'
 '#include <numkit/numkit.h>\n'
 '#include <numkit/version.h>\n'
 '#include <numkit/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", numkit_version(), NUMKIT_VERSION_MAJOR, NUMKIT_VERSION_MINOR,\n'
 '           NUMKIT_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", numkit_apply(x));\n'
 '        printf(" %ld", numkit_curve(x));\n'
 '        printf(" %ld", numkit_radix(x));\n'
 '        printf(" %ld", numkit_mix(x));\n'
 '        printf(" %ld", numkit_nudge(x));\n'
 '        printf(" %ld %ld\\n", numkit_lookup(x), numkit_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.6.9 7 6 9',
 '48400 438 2 17247 412 275 -420',
 '48483 4310 994 42438 989955 989164 59372160',
 '49072 2770 273 26228 -74635 -75248 -4503240',
 '48992 34 669 39851 -448336 -448376 -26925300',
 '48472 8574 969 5421 -939218 -939962 -56378220',
 '48412 5758 425 32948 -180811 -180851 -10873800',
 '48367 10434 387 2450 -149801 -150545 -9013200',
 '48570 10748 725 46196 526965 526413 31592760',
 '48472 8566 736 63567 542348 542308 32515740',
 '48430 8052 638 35568 407545 407408 24427560',
 '48534 3540 950 35215 -903476 -903613 -54233700',
 '48484 1414 813 21519 -660916 -660956 -39680100',
 '48502 2646 119 35692 14701 13957 856920',
 '49082 8302 173 13593 -29854 -29894 -1816380',
 '48358 294 631 43422 399067 398930 23918880',
 '48983 3602 265 44745 70674 70122 4215300',
 '48648 5832 784 10052 -615035 -615172 -36927240',
 '48648 5794 947 62080 -897079 -897699 -53849880',
 '48570 10708 614 32320 377993 377380 22654440',
 '48384 1212 719 42390 -517421 -517558 -31070400',
 '48430 7930 358 46777 -128062 -128102 -7708860',
 '48597 8692 306 53904 94169 93556 5625000',
 '48484 1430 801 29155 642792 642078 38542380',
 '48322 2856 994 43882 989551 988962 59347920',
 '48612 9268 241 24543 58652 58612 3493980',
 '48472 8494 884 19828 783221 782601 46968120',
 '49082 8282 516 21248 -265911 -266625 -15979800',
 '49117 668 799 647 638916 638364 38309820',
 '49073 6766 732 37311 536252 535632 32149980',
 '48454 6198 667 29228 446509 445920 26765400',
 '48552 88 0 48294 419 -201 0',
 '48597 8698 415 7686 173123 173083 10362240',
 '49153 4808 848 47634 -718761 -719313 -43150800',
 '48639 5138 805 42889 -647982 -648773 -38904060',
 '48511 3170 747 13819 559872 559081 33567180',
 '48480 1074 872 7356 762301 761712 45712920',
 '48624 6682 804 41055 -647524 -647564 -38876580',
 '48429 560 617 27881 381426 380874 22860420',
 '48543 9978 256 48269 65998 65409 3934740',
 '48511 3184 314 49686 -98221 -98841 -5918400',
 '48355 1260 436 43520 -190391 -191135 -11448600',
 '48657 7234 396 9664 -156919 -157539 -9440280',
 '48648 5802 906 14892 821293 821156 49252440',
 '49073 6730 465 62249 217394 217354 13018500']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '9e1ac88ba0c29a0a7bef56da5405ce8747be1ca1fe3ed54069ff984d0f99a018',
 'data/weights.csv': '7f233bc7dec6d410cf1ba95150913782bd413e56c3008219237ef274bac37bf8',
 'examples/consumer/CMakeLists.txt': '4e8f06e3dbd467deb03704d70995ab1d9d18553e49365af03534ba2200cca3b8',
 'examples/consumer/main.c': '8712dfc8141e5ce65c6aba0bfa23e04281ab2c3aca25b13d6299eb38317026d5',
 'examples/expected.txt': 'dff9393c6959039d6e208764c382a039e3c4d97f92c808b5ca58415fdc55a5ee',
 'examples/input.txt': 'c064df3fe788dd8c760b05f82acded86c49a7361146476373f819087a0a0cca9',
 'include/numkit/numkit.h': 'a3bf6614bc1878ac309321fe7bb219cd291a586eeca914845a9c62a7fa993a7f',
 'src/apply.c': 'daa64d86663805cf49dff6e224f241e66d0b032e669c6a4412f927d3a774841f',
 'src/curve.c': '1f4178b3fa1151da7dfe45d7502d6bc094dd6c5e5f6dede6e01d7958ee852e9c',
 'src/lookup.c': '934d11036f19c3ecf338067f907d890cd696411165e6d5295ec3b82c334c8766',
 'src/mix.c': '736cb39741be70979b52b984949ec386b42e9fdcadb2fbe39685d4c51c9098be',
 'src/nudge.c': '11d8e4dcf3eab2e1725889a950e8a4ad6805cfbf9cfab648a33ff43372c270d5',
 'src/params.h': '9568de6f2af6473ed707987d98edc1f3816dc960737a712f493d7ad9f21a07be',
 'src/radix.c': '7b0a932d8b071bdde95a951e5143b0b171d2bebfdc594f262eecd1c9fba69483',
 'src/table.h': 'f8cce1588c928558befd31520aa498cb4905ed163c72ca620cf3cb29dfab97b1',
 'src/version.c': '1422515e1baa33e44c3b47f727bad2f56d8d27ea5833e9dcccb2e7fd1cfd1a92',
 'tools/numkit-cli.c': 'c71ea8ef726b1a867ded6a5deb79727b91df4b6161f30d5d01f901c76bc88c5f',
 'units/include/numkit/units.h': '8a5e0a497b75e3134b68bdbcff763b15d40f881361f79398b8599b38f4be7606'}

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
