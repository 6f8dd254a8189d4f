import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'jolt'
TOOL = 'joltctl'
PROJ = '/app/jolt-src'
VERSION = '7.9.3'
MAJOR = 7
REQ = '7.8'
REJECT = '6.9'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,-278\n1,326\n2,28\n3,159\n4,-227\n5,-145\n6,257\n'
HIDDEN = ('-940017\n'
 '185099\n'
 '323985\n'
 '57373\n'
 '370813\n'
 '333595\n'
 '-606887\n'
 '-451760\n'
 '-717856\n'
 '-250907\n'
 '-870387\n'
 '223268\n'
 '-37184\n'
 '631201\n'
 '-159473\n'
 '-236834\n'
 '-1\n'
 '59553\n'
 '-340134\n'
 '-436275\n'
 '-429313\n'
 '-213703\n'
 '-555913\n'
 '305943\n'
 '-49194\n'
 '367693\n'
 '-849351\n'
 '-482209\n'
 '-474315\n'
 '0\n'
 '-718892\n'
 '756431\n'
 '413188\n'
 '104516\n'
 '-17734\n'
 '-311680\n'
 '-941969\n'
 '-465643\n'
 '657814\n'
 '-172885\n'
 '-961875\n'
 '666443\n'
 '956542\n'
 '24613\n')
TOOL_OUT = ['264',
 '394',
 '-6',
 '264',
 '-342',
 '124',
 '383',
 '-18',
 '5',
 '96',
 '107',
 '394',
 '-6',
 '-6',
 '383',
 '394',
 '383',
 '226',
 '-18',
 '394',
 '394',
 '253',
 '-97',
 '-353',
 '5',
 '5',
 '85',
 '394',
 '5',
 '-17',
 '5',
 '135',
 '96',
 '124',
 '-29',
 '96',
 '146',
 '383',
 '215',
 '124',
 '5',
 '113',
 '85',
 '-29']
TOOL_OUT_B = ['-250',
 '190',
 '341',
 '-250',
 '-126',
 '-202',
 '277',
 '183',
 '-119',
 '51',
 '291',
 '44',
 '341',
 '341',
 '277',
 '190',
 '-140',
 '355',
 '183',
 '44',
 '44',
 '176',
 '-257',
 '334',
 '-119',
 '-119',
 '-133',
 '44',
 '-119',
 '-223',
 '-119',
 '-216',
 '51',
 '-202',
 '270',
 '51',
 '348',
 '277',
 '-209',
 '-202',
 '-119',
 '-264',
 '-133',
 '270']
PROBE_C = ('#include <stdio.h>\n'
 '#include <jolt/jolt.h>\n'
 '#include <jolt/version.h>\n'
 '#include <jolt/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", jolt_version(), JOLT_VERSION_MAJOR, JOLT_VERSION_MINOR,\n'
 '           JOLT_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", jolt_apply(x));\n'
 '        printf(" %ld", jolt_isqrt(x));\n'
 '        printf(" %ld", jolt_poly(x));\n'
 '        printf(" %ld", jolt_digits(x));\n'
 '        printf(" %ld %ld\\n", jolt_lookup(x), jolt_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.9.3 7 9 3',
 '264 969 21470 21 -940135 -3384061200',
 '394 430 12038 32 185057 666356400',
 '-6 569 31009 30 323943 1166346000',
 '264 239 59340 25 57012 206542800',
 '-342 608 36200 22 370912 1334926800',
 '124 577 55111 28 333958 1200942000',
 '383 779 23203 35 -606509 -2184793200',
 '-18 672 21618 23 -451878 -1626336000',
 '5 847 39213 34 -717877 -2584281600',
 '96 500 2569 23 -250808 -903265200',
 '107 932 30553 33 -870505 -3133393200',
 '394 472 29370 23 223341 803764800',
 '-6 192 4175 23 -36987 -133862400',
 '-6 794 49321 13 631083 2272323600',
 '383 399 58983 29 -159095 -574102800',
 '394 486 60598 26 -236637 -852602400',
 '383 1 -14 1 -119 -3600',
 '226 244 61552 27 59435 214390800',
 '-18 583 43881 15 -340495 -1224482400',
 '394 660 55676 27 -436078 -1570590000',
 '394 655 894 22 -429077 -1545526800',
 '253 462 47484 16 -213325 -769330800',
 '-97 745 19249 28 -555535 -2001286800',
 '-353 553 2240 24 306067 1101394800',
 '5 221 26344 27 -48831 -177098400',
 '5 606 24776 34 367890 1323694800',
 '85 921 45112 30 -849252 -3057663600',
 '394 694 42754 25 -481846 -1735952400',
 '5 688 53983 24 -473937 -1707534000',
 '-17 0 -4 0 124 0',
 '5 847 33383 35 -718934 -2588011200',
 '135 869 13184 26 756809 2723151600',
 '96 642 16086 25 413424 1487476800',
 '124 323 2808 17 104894 376257600',
 '-29 133 64223 22 -17371 -63842400',
 '96 558 62383 19 -311302 -1122048000',
 '146 970 29656 38 -941591 -3391088400',
 '383 682 3535 28 -465280 -1676314800',
 '215 811 1586 31 657913 2368130400',
 '124 415 851 31 -172927 -622386000',
 '5 980 12233 36 -961512 -3462750000',
 '113 816 18740 29 666082 2399194800',
 '85 978 36225 31 956521 3443551200',
 '-29 156 1162 16 24849 88606800']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'bb524feb5b903cfc97f397699ea73fd0d16ee271caafbac10a067aad00bb86bf',
 'data/bias.csv': '8c472fe906f9812df614353bb572afc411e97c6dd2fe991632b0f84f8a0a5355',
 'examples/consumer/CMakeLists.txt': 'e2fe0ac9836a4398794b87dc703211a1d50439e212c58123cdba7d2c87d95d4a',
 'examples/consumer/main.c': 'a8cee741adeb185c2a8eac2bf99781612f21a86cda26f7543de1dc61dc65c854',
 'examples/expected.txt': 'd5de5bf1e6acf65f8a348b6682d03f712ed596de122bf7f17ea7028e965286bf',
 'examples/input.txt': 'b3877b3e41601a4036c50db09f159dcf4a33a9a08b8514f7e7d728afcf0e9c15',
 'include/jolt/jolt.h': '61628b4d22805c8782517c7a964f2c2974fd6788bddf4cc710bf7519d5544637',
 'src/apply.c': '694ad643b698d08a6746f261b79793983e6d3c9c10bba5d894f7d083c2c3a00f',
 'src/digits.c': '64bb59b8db6ce06b43690c61856bd9463b103335c6fcafd7cd2ebde3a1731060',
 'src/isqrt.c': '3aa1381cfcb5632584e9c81113e0b75171099b3202d3c54fab89e07f40a29749',
 'src/lookup.c': 'e2dbae5464a05ac908385a021a51cd88d64b63d86ff3a244535ce14522549768',
 'src/params.h': 'bc6e3f61cd4cf4ec9a798126f1a9756e17c15847198091c670ecbb5be54eb1f3',
 'src/poly.c': '0b34ce0b84817897b8a29f4dc487ef7df103318b5bfd77d59d1797e403f24c0f',
 'src/table.h': 'bdc2a985a548d6a13f7ed603750fc5796374f7b14174a68b7406adebfa25a6fc',
 'src/version.c': 'b1abf10e05afcef9bb8acfad0bb4497db7d7a67df939275617321fd43410959b',
 'tools/joltctl.c': 'b3bb7b9021a49271448c69ac6244e0af0bde5b4fc3465c056008f0ff3dd12da8',
 'units/include/jolt/units.h': 'cf4903b8f730fff613ada25497d75b609a6734a16dc02176fddadd97d2b2f5cf'}

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
