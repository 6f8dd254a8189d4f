import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'plinth'
TOOL = 'plinthctl'
PROJ = '/app/plinth'
VERSION = '5.13.6'
MAJOR = 5
REQ = '5.11'
REJECT = '4.13'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,-353\n1,156\n2,-57\n3,-18\n4,-261\n5,-230\n6,194\n7,185\n8,367\n'
HIDDEN = ('-143102\n'
 '511663\n'
 '-465424\n'
 '752060\n'
 '691542\n'
 '964777\n'
 '-338453\n'
 '2\n'
 '-185975\n'
 '893423\n'
 '583745\n'
 '863141\n'
 '752541\n'
 '540579\n'
 '602412\n'
 '-306446\n'
 '479487\n'
 '-263712\n'
 '-545410\n'
 '315454\n'
 '859994\n'
 '937669\n'
 '-109927\n'
 '-895374\n'
 '204702\n'
 '516283\n'
 '30622\n'
 '-125811\n'
 '-313190\n'
 '-290738\n'
 '92125\n'
 '-905608\n'
 '-660407\n'
 '911316\n'
 '848331\n'
 '-897537\n'
 '63759\n'
 '526331\n'
 '-34558\n'
 '-974467\n'
 '-977245\n'
 '0\n'
 '60564\n'
 '96079\n')
TOOL_OUT = ['458',
 '732',
 '184',
 '631',
 '-91',
 '147',
 '536',
 '-117',
 '410',
 '89',
 '536',
 '-11',
 '580',
 '167',
 '553',
 '-30',
 '627',
 '48',
 '627',
 '-2',
 '810',
 '67',
 '432',
 '732',
 '523',
 '605',
 '849',
 '141',
 '74',
 '602',
 '523',
 '580',
 '197',
 '-43',
 '186',
 '680',
 '134',
 '67',
 '683',
 '-76',
 '588',
 '550',
 '757',
 '684']
TOOL_OUT_B = ['371',
 '551',
 '651',
 '-47',
 '143',
 '562',
 '237',
 '156',
 '139',
 '332',
 '237',
 '427',
 '103',
 '834',
 '210',
 '135',
 '211',
 '386',
 '211',
 '454',
 '417',
 '534',
 '462',
 '551',
 '609',
 '436',
 '668',
 '162',
 '625',
 '170',
 '609',
 '103',
 '422',
 '508',
 '184',
 '672',
 '587',
 '534',
 '543',
 '573',
 '589',
 '-86',
 '843',
 '115']
PROBE_C = ('#include <stdio.h>\n'
 '#include <plinth/plinth.h>\n'
 '#include <plinth/version.h>\n'
 '#include <plinth/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", plinth_version(), PLINTH_VERSION_MAJOR, PLINTH_VERSION_MINOR,\n'
 '           PLINTH_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", plinth_apply(x));\n'
 '        printf(" %ld", plinth_quadratic(x));\n'
 '        printf(" %ld", plinth_reverse(x));\n'
 '        printf(" %ld", plinth_sqrtfloor(x));\n'
 '        printf(" %ld", plinth_bias(x));\n'
 '        printf(" %ld %ld\\n", plinth_lookup(x), plinth_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 5.13.6 5 13 6',
 '458 931 -201341 378 -142936 -143353 -146536448',
 '732 20863 366115 715 511829 511355 523942912',
 '184 13409 -424564 682 -465258 -465675 -476594176',
 '631 25691 60257 867 752226 752070 770109440',
 '-91 1021 245196 831 691708 691867 708139008',
 '147 28975 777469 982 964943 965058 987931648',
 '536 7897 -354833 581 -338287 -338704 -346575872',
 '-117 -37 2 1 168 -249 2048',
 '410 36055 -579581 431 -185809 -186234 -190438400',
 '89 45005 324398 945 893589 893141 914865152',
 '536 4397 547385 764 583911 584120 597754880',
 '-11 26111 141368 929 863307 863516 883856384',
 '580 30493 145257 867 752707 752551 770601984',
 '167 35809 975045 735 540745 540795 553552896',
 '553 9193 214206 776 602578 602121 616869888',
 '-30 16693 -644603 553 -306280 -306705 -313800704',
 '627 28939 784974 692 479653 479768 490994688',
 '48 39967 -217362 513 -263546 -263337 -270041088',
 '627 46049 -14545 738 -545244 -545701 -558499840',
 '-2 20671 454513 561 315620 315146 323024896',
 '810 16727 499958 927 860160 859703 880633856',
 '67 39433 966739 968 937835 937378 960173056',
 '432 26321 -729901 331 -109761 -110322 -112565248',
 '732 11563 -473598 946 -895208 -895769 -916862976',
 '523 3295 207402 452 204868 204857 209614848',
 '605 40231 382615 718 516449 515888 528673792',
 '849 31459 22603 174 30788 30947 31356928',
 '141 23215 -118521 354 -125645 -126070 -128830464',
 '74 15229 -91313 559 -313024 -312815 -320706560',
 '602 4183 -837092 539 -290572 -290413 -297715712',
 '523 1195 52129 303 92291 92450 94336000',
 '580 43493 -806509 951 -905442 -905890 -927342592',
 '197 45289 -704066 812 -660241 -660032 -676256768',
 '-43 33943 613119 954 911482 911057 933187584',
 '186 10387 133848 921 848497 848072 868690944',
 '680 20491 -735798 947 -897371 -897845 -919077888',
 '134 38515 95736 252 63925 64084 65289216',
 '67 22733 133625 725 526497 526547 538962944',
 '683 33173 -85543 185 -34392 -34866 -35387392',
 '-76 5261 -764479 987 -974301 -974251 -997854208',
 '588 31517 -542779 988 -977079 -977090 -1000698880',
 '550 -29 0 0 166 216 0',
 '757 31369 46506 246 60730 60574 62017536',
 '684 43219 97069 309 96245 95771 98384896']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '8f571b56c124a76ced5e9050a8e769a688232b0b59e9b6e39bea47f6060599c9',
 'data/bias.csv': '2e7dfd987bb0f2f15429cdb5a06637760d706c3439c6028e34cfb01aa1b0d097',
 'examples/consumer/CMakeLists.txt': 'bb4e0357a4effd0375fde3993884e9ed8458b997af8e3accfc3eff664f0880c3',
 'examples/consumer/main.c': '7af38cb101a5553305390cd6532d031163fed0710aefd235f03c2663b9f11f64',
 'examples/expected.txt': '9c2b98bd366d0fc784969a0b49a0211d6e53934938014b07d0e0e89ad69fabf8',
 'examples/input.txt': '68bb891345dab20fd1374b17cce01ba559aa4d493c25ea384c0486aa334b0818',
 'include/plinth/plinth.h': '8117f3b27855c70c128ed7eb4c83bcd5aa51935abfd7b6708a4c8c2a0ba81138',
 'src/apply.c': '01ad4213e9933a4449ff33a6f418ffe28f4b97c6d548fb7fb45d9383e1ef4091',
 'src/bias.c': '06dd488be55af8ca5c0f0e248a696b189a5e53dcb1ee504e1594039154bbfb25',
 'src/lookup.c': '096941f3d1b362d4fbac52c82920a2c574d544e293ec7bdea5d3be1089cd3dc7',
 'src/params.h': 'd3592531ab3676fce715ceb90977af7665314509c651e8c61cad13568927fdf9',
 'src/quadratic.c': '3e6dd564c86032f35a44a17d22e4ecd27a962cafca8f0af2b9d25783b3c3db6e',
 'src/reverse.c': '36693594ff26a30a2e5c711b3043faaa536fc47baebfb80b99a93a314c612f1a',
 'src/sqrtfloor.c': '27d6c52d4e7eb9447658b818e82db6175a3e8849da3e74716594aa0393559454',
 'src/table.h': '7cfb542d230677b94b6cebe27063784a09f1f52b0b17d4ac022b139defeaca3e',
 'src/version.c': '2721e1539ae7daa00f77dc341c05b9fe9233b1f47cbeab5e7c1ae48fd35f0eb0',
 'tools/plinthctl.c': '4cbe43d05d1bfe69317e8623898f62e610c33322432bd951f34a0a874c1e874e',
 'units/include/plinth/units.h': 'b84209543ad8d9357374a357dc9d8df382c34d47965738d9d58aaee1d7403083'}

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
