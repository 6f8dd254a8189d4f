import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'orbix'
TOOL = 'orbix-pipe'
PROJ = '/app/orbix-src'
VERSION = '7.5.9'
MAJOR = 7
REQ = '7.2'
REJECT = '6.5'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,-54\n1,-172\n2,-128\n3,-59\n4,-55\n5,-154\n6,240\n7,-255\n8,267\n9,342\n'
HIDDEN = ('-3594\n'
 '23086\n'
 '-411203\n'
 '-5989\n'
 '305310\n'
 '-620068\n'
 '-877250\n'
 '544096\n'
 '953896\n'
 '512604\n'
 '-556051\n'
 '-8\n'
 '867135\n'
 '478812\n'
 '-653997\n'
 '-125599\n'
 '137028\n'
 '0\n'
 '-794398\n'
 '750109\n'
 '-106337\n'
 '-360258\n'
 '-226853\n'
 '374586\n'
 '201625\n'
 '-33896\n'
 '-699698\n'
 '-522450\n'
 '-38460\n'
 '29965\n'
 '307050\n'
 '-262677\n'
 '-545076\n'
 '-510255\n'
 '-749458\n'
 '-215268\n'
 '880722\n'
 '291819\n'
 '270570\n'
 '-165603\n'
 '780103\n'
 '659561\n'
 '31789\n'
 '-546754\n')
TOOL_OUT = ['-306',
 '949',
 '318',
 '318',
 '122',
 '410',
 '367',
 '410',
 '410',
 '34',
 '318',
 '410',
 '284',
 '-6',
 '347',
 '318',
 '-6',
 '-238',
 '949',
 '318',
 '318',
 '-306',
 '318',
 '-306',
 '-110',
 '410',
 '949',
 '44',
 '661',
 '-110',
 '122',
 '347',
 '34',
 '709',
 '949',
 '-6',
 '427',
 '347',
 '122',
 '347',
 '318',
 '318',
 '318',
 '949']
TOOL_OUT_B = ['-4',
 '1021',
 '619',
 '619',
 '761',
 '452',
 '466',
 '452',
 '452',
 '11',
 '619',
 '452',
 '409',
 '296',
 '636',
 '619',
 '296',
 '401',
 '1021',
 '619',
 '619',
 '-4',
 '619',
 '-4',
 '-151',
 '452',
 '1021',
 '169',
 '219',
 '-151',
 '761',
 '636',
 '11',
 '781',
 '1021',
 '296',
 '-98',
 '636',
 '761',
 '636',
 '619',
 '619',
 '619',
 '1021']
PROBE_C = ('#include <stdio.h>\n'
 '#include <orbix/orbix.h>\n'
 '#include <orbix/version.h>\n'
 '#include <orbix/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", orbix_version(), ORBIX_VERSION_MAJOR, ORBIX_VERSION_MINOR,\n'
 '           ORBIX_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", orbix_apply(x));\n'
 '        printf(" %ld", orbix_gcdkey(x));\n'
 '        printf(" %ld", orbix_hash(x));\n'
 '        printf(" %ld", orbix_wrap(x));\n'
 '        printf(" %ld %ld\\n", orbix_lookup(x), orbix_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.5.9 7 5 9',
 '-306 6 425 660 -3937 -3680256',
 '949 2 2107 398 23227 23640064',
 '318 1 1531 17 -410933 -421071872',
 '318 1 2217 392 -6286 -6132736',
 '122 30 3515 440 304967 312637440',
 '410 4 402 307 -620424 -634949632',
 '367 10 3664 492 -877109 -898304000',
 '410 4 61 293 544237 557154304',
 '410 4 1474 291 954037 976789504',
 '34 36 2168 706 512261 524906496',
 '318 1 1449 514 -556348 -569396224',
 '410 4 190 701 133 -8192',
 '284 15 515 28 867004 887946240',
 '-6 12 2381 237 478469 490303488',
 '347 3 1547 410 -654128 -669692928',
 '318 1 3615 603 -125896 -128613376',
 '-6 12 551 191 136685 140316672',
 '-238 180 -34 0 -343 0',
 '949 2 3147 391 -794754 -813463552',
 '318 1 3853 696 750379 768111616',
 '318 1 3298 13 -106067 -108889088',
 '-306 6 1169 623 -360601 -368904192',
 '318 1 1729 27 -226583 -232297472',
 '-306 6 1775 234 374243 383576064',
 '-110 5 2017 269 201895 206464000',
 '410 4 475 136 -33755 -34709504',
 '949 2 1360 85 -699557 -716490752',
 '44 90 476 83 -522793 -534988800',
 '661 60 2066 535 -38803 -39383040',
 '-110 5 595 187 30235 30684160',
 '122 30 3626 53 306707 314419200',
 '347 3 530 362 -262808 -268981248',
 '34 36 4601 145 -545419 -558157824',
 '709 45 1112 225 -510386 -522501120',
 '949 2 1608 664 -749814 -767444992',
 '-6 12 3602 268 -215611 -220434432',
 '427 18 2777 144 880379 901859328',
 '347 3 3086 420 291688 298822656',
 '122 30 4415 441 270227 277063680',
 '347 3 3899 303 -165734 -169577472',
 '318 1 3367 203 780373 798825472',
 '318 1 4299 191 659264 675390464',
 '318 1 3226 593 32059 32551936',
 '949 2 1785 594 -547110 -559876096']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '0ae301276b5108ce64eefce653012ddf97fc8ff9ed2fdaa77650cfa2c43b7a6b',
 'data/bias.csv': 'ffc3be33c5a5bb44a074db0da506148fe1e19fcde75ca801b482d18820492e2c',
 'examples/consumer/CMakeLists.txt': '603218117d3505b82a86ed120cf351e67e616ecb94ac39f6f69a009b159e2ef9',
 'examples/consumer/main.c': 'd7ef07f04a2b28e0d6da4e8644b4c39c9e472fbb6e17f539d455e85d37bfc739',
 'examples/expected.txt': 'bcdf9ce948c5e4ad7b811da20806916c53bd7d040b8aea1818e054bd874e67b5',
 'examples/input.txt': '42435982a50fcbd1583f95c907e981a14d4e842adb63b6d1962f36eb4eb100ae',
 'include/orbix/orbix.h': '6e0c319e8c16531bbe1a9e9607ef6ddef8fa346d7f04fa73b1a6e6e419b34d95',
 'src/apply.c': 'f0ca07a6e06eeae03c3f4a29f55031f01d4e9be4927373af869099b4a9b62b4c',
 'src/gcdkey.c': '3665c8bf551fa2fb1a93afebea892ce19557d928a669c6ada2a7b5e345bffbee',
 'src/hash.c': '3b00f4a4b9cca965191cb5948bff34e26ea19e640bf2be32e355163a411a943a',
 'src/lookup.c': '9337cb132191fb71eabc8c36173415e7214b917cd5d3523a58c9be5cbab76785',
 'src/params.h': '5d1433db7813c16fb9ffa7f6629dee034763354f7928ab3e3ca1889fc620a5b5',
 'src/table.h': '512184107d6dc75f1852b6e2f07a12eea093a5a93772eb4dfe1b204a784f4c98',
 'src/version.c': 'ab1f1353dbd4d1774304667276e1b378c0409ed821af51db30bba0a47b9f5af9',
 'src/wrap.c': 'b741d7bd003bede5d02aa525e048f4feca29538cfda769a681d7dc30288e660c',
 'tools/orbix-pipe.c': '9ff55b6faa2c74a3cb4c5491fa28671ef5be022fb67901e7616a97fa09bf4951',
 'units/include/orbix/units.h': 'e6fc3d759187bbaf5b5246602d44455478910602c706f3522834eb871d42022f'}

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
