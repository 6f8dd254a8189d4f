import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'tessel'
TOOL = 'tessel-cli'
PROJ = '/app/tessel'
VERSION = '7.10.5'
MAJOR = 7
REQ = '7.4'
REJECT = '6.10'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/corrections.csv'
CSV_B = 'slot,value\n0,-91\n1,394\n2,219\n3,-161\n4,297\n5,262\n'
HIDDEN = ('325611\n'
 '-183660\n'
 '787201\n'
 '564121\n'
 '642634\n'
 '-279316\n'
 '-315349\n'
 '-635371\n'
 '130920\n'
 '826520\n'
 '429556\n'
 '-27735\n'
 '110200\n'
 '-338572\n'
 '165600\n'
 '-268932\n'
 '367159\n'
 '469175\n'
 '-56467\n'
 '492558\n'
 '-327199\n'
 '62584\n'
 '917023\n'
 '-72341\n'
 '14555\n'
 '-853880\n'
 '-628798\n'
 '116999\n'
 '434681\n'
 '291945\n'
 '446375\n'
 '0\n'
 '-883218\n'
 '63962\n'
 '455588\n'
 '752467\n'
 '51756\n'
 '884187\n'
 '-4\n'
 '712567\n'
 '-779850\n'
 '110036\n'
 '-413440\n'
 '754066\n')
TOOL_OUT = ['23',
 '-50',
 '-257',
 '-257',
 '319',
 '-243',
 '23',
 '-257',
 '346',
 '-163',
 '195',
 '-257',
 '-257',
 '-50',
 '346',
 '-50',
 '-257',
 '-163',
 '23',
 '195',
 '-50',
 '-257',
 '319',
 '195',
 '319',
 '-243',
 '-163',
 '319',
 '-149',
 '319',
 '-149',
 '307',
 '319',
 '319',
 '-257',
 '319',
 '-257',
 '-257',
 '-50',
 '195',
 '-257',
 '-257',
 '23',
 '-50']
TOOL_OUT_B = ['-79',
 '221',
 '395',
 '395',
 '-158',
 '-146',
 '-79',
 '395',
 '307',
 '-85',
 '227',
 '395',
 '395',
 '221',
 '307',
 '221',
 '395',
 '-85',
 '-79',
 '227',
 '221',
 '395',
 '-158',
 '227',
 '-158',
 '-146',
 '-85',
 '-158',
 '239',
 '-158',
 '239',
 '29',
 '-158',
 '-158',
 '395',
 '-158',
 '395',
 '395',
 '221',
 '227',
 '395',
 '395',
 '-79',
 '221']
PROBE_C = ('#include <stdio.h>\n'
 '#include <tessel/tessel.h>\n'
 '#include <tessel/version.h>\n'
 '#include <tessel/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", tessel_version(), TESSEL_VERSION_MAJOR, TESSEL_VERSION_MINOR,\n'
 '           TESSEL_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", tessel_apply(x));\n'
 '        printf(" %ld", tessel_root(x));\n'
 '        printf(" %ld", tessel_digitsum(x));\n'
 '        printf(" %ld", tessel_gcd(x));\n'
 '        printf(" %ld %ld\\n", tessel_lookup(x), tessel_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.10.5 7 10 5',
 '23 570 18 3 325232 3256110',
 '-50 428 24 60 -183829 -1836600',
 '-257 887 25 1 787200 7872010',
 '-257 751 19 1 564132 5641210',
 '319 801 25 2 642465 6426340',
 '-243 528 28 4 -279305 -2793160',
 '23 561 25 1 -315607 -3153490',
 '-257 797 25 1 -635360 -6353710',
 '346 361 15 120 130751 1309200',
 '-163 909 23 40 826468 8265200',
 '195 655 31 4 429743 4295560',
 '-257 166 24 15 -28114 -277350',
 '-257 331 4 40 110031 1102000',
 '-50 581 28 4 -338201 -3385720',
 '346 406 18 120 165787 1656000',
 '-50 518 30 12 -268745 -2689320',
 '-257 605 31 1 367158 3671590',
 '-163 684 32 5 468922 4691750',
 '23 237 28 1 -56468 -564670',
 '195 701 33 6 492894 4925580',
 '-50 572 31 1 -327200 -3271990',
 '-257 250 25 8 62955 625840',
 '319 957 22 1 917022 9170230',
 '195 268 17 1 -72601 -723410',
 '319 120 20 5 14554 145550',
 '-243 924 32 40 -853693 -8538800',
 '-163 792 40 2 -628787 -6287980',
 '319 342 35 1 116741 1169990',
 '-149 659 26 1 434680 4346810',
 '319 540 30 15 292261 2919450',
 '-149 668 29 5 445996 4463750',
 '307 0 0 120 227 0',
 '319 939 30 6 -882991 -8832180',
 '319 252 26 2 64298 639620',
 '-257 674 35 4 455815 4555880',
 '319 867 31 1 752466 7524670',
 '-257 227 24 12 51767 517560',
 '-257 940 36 3 884503 8841870',
 '-50 2 4 4 332 -40',
 '195 844 28 1 712566 7125670',
 '-257 883 36 30 -780019 -7798500',
 '-257 331 11 4 110372 1100360',
 '23 642 16 40 -413253 -4134400',
 '-50 868 28 2 754077 7540660']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'ff287b7a2a6c72d9e55f3d5bbd3ad2fd015ea89304fa613b09364b771f3fb04d',
 'data/corrections.csv': '3a54e10ddddb3bb7d429b00144c46c55eb4a7e3f0b16ba190700261cce4668aa',
 'examples/consumer/CMakeLists.txt': 'c040087c73fe87e1a4e41aae1b1cb3a5697f169e2ba40174ad87cd0387533cee',
 'examples/consumer/main.c': '42fa95fd258a087a2b1e09b3bdb7fd0438b1b7ad4a022eedebe52c14f0ab9c73',
 'examples/expected.txt': '4c03a5b314edd48a3e3087292c51fe51841e8f87d0fd3af42dafeb61dd0afee3',
 'examples/input.txt': '32539787da2bbcedb8cd878ff9bfb3a81fdc9eb4e1c7419432ab6c00e4258406',
 'include/tessel/tessel.h': 'abae2791da69c2a9dd3ae0fec3a15867408b888c166791f545edc5f29f7eb54d',
 'src/apply.c': '7dfa7cd1c461608389d8d7b9d1d13e19b5fdb626fb6d8001ca96ae87c1817f93',
 'src/digitsum.c': '4358d778db8f52ba013daff58bcb54126ea6081220d2ec3eb20406bc18da7af9',
 'src/gcd.c': '4ac4373be279b15cc910eebf3a3ac779b3cfc68e2961250696a257e5d7d133b5',
 'src/lookup.c': 'd6756187d5b45fd35b5ab93c4a382021a45972a2b0eef8169f22eaa3a0b96a37',
 'src/params.h': '0ebbd8f5bec2594a90b4077057458693367390a8e3a9414d8eca260daeab7b1b',
 'src/root.c': '887b411948d8138d378eb09dab95b9bf12e6800082b16a8c855b47da173c3e23',
 'src/table.h': '63a07ecd7dabd32ec19d02cb12828988ebbcb24a35ff592e5dffa48582e5b0b8',
 'src/version.c': 'fc876a782465cdc926d014513dbd739356899c56fcccb894e09ab99fbc428395',
 'tools/tessel-cli.c': '6d3ed32ce4d2313af9710033db784a06f267b9822289bd0025da133ab3f90039',
 'units/include/tessel/units.h': '3521275e2426abce401348611dbef9e05327741cbbd452f726b0ccf312f0cc02'}

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
