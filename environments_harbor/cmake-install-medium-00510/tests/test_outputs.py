import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'rivet'
TOOL = 'rivet-tool'
PROJ = '/app/rivet-src'
VERSION = '3.11.4'
MAJOR = 3
REQ = '3.6'
REJECT = '2.11'
LIBDIR = 'lib'
CHECKS = ['pc']
BUILD_TYPE = ''
CSV = 'data/weights.csv'
CSV_B = 'slot,value\n0,-313\n1,-231\n2,235\n3,93\n4,-333\n5,-373\n6,-224\n7,335\n'
HIDDEN = ('-767209\n'
 '225702\n'
 '-965008\n'
 '503323\n'
 '204096\n'
 '777742\n'
 '320788\n'
 '-962206\n'
 '14820\n'
 '-15049\n'
 '-340709\n'
 '-627329\n'
 '-781161\n'
 '0\n'
 '-23173\n'
 '157409\n'
 '-219285\n'
 '-141555\n'
 '615406\n'
 '256046\n'
 '7166\n'
 '438790\n'
 '-421829\n'
 '0\n'
 '-80937\n'
 '-855188\n'
 '574465\n'
 '-686457\n'
 '507549\n'
 '-346620\n'
 '-621228\n'
 '-256856\n'
 '-351410\n'
 '18871\n'
 '207166\n'
 '429401\n'
 '-879005\n'
 '195114\n'
 '45717\n'
 '-673849\n'
 '945127\n'
 '184776\n'
 '738038\n'
 '-403700\n')
TOOL_OUT = ['376',
 '-94',
 '265',
 '14',
 '14',
 '71',
 '265',
 '258',
 '265',
 '265',
 '265',
 '381',
 '-94',
 '71',
 '376',
 '265',
 '265',
 '265',
 '265',
 '353',
 '-94',
 '265',
 '367',
 '71',
 '71',
 '265',
 '71',
 '-308',
 '265',
 '-308',
 '376',
 '71',
 '-308',
 '376',
 '14',
 '71',
 '71',
 '265',
 '14',
 '71',
 '-94',
 '-94',
 '-308',
 '265']
TOOL_OUT_B = ['237',
 '-329',
 '-230',
 '-321',
 '-321',
 '96',
 '-230',
 '342',
 '-230',
 '-230',
 '-230',
 '277',
 '-329',
 '96',
 '237',
 '-230',
 '-230',
 '-230',
 '-230',
 '-210',
 '-329',
 '-230',
 '-305',
 '96',
 '96',
 '-230',
 '96',
 '-218',
 '-230',
 '-218',
 '237',
 '96',
 '-218',
 '237',
 '-321',
 '96',
 '96',
 '-230',
 '-321',
 '96',
 '-329',
 '-329',
 '-218',
 '-230']
PROBE_C = ('#include <stdio.h>\n'
 '#include <rivet/rivet.h>\n'
 '#include <rivet/version.h>\n'
 '#include <rivet/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", rivet_version(), RIVET_VERSION_MAJOR, RIVET_VERSION_MINOR,\n'
 '           RIVET_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", rivet_apply(x));\n'
 '        printf(" %ld", rivet_xorkey(x));\n'
 '        printf(" %ld", rivet_scale(x));\n'
 '        printf(" %ld", rivet_orbit(x));\n'
 '        printf(" %ld", rivet_gcdkey(x));\n'
 '        printf(" %ld %ld\\n", rivet_lookup(x), rivet_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 3.11.4 3 11 4',
 '376 22959 -51403003 94 1 -767101 -767209000',
 '-94 25374 15122034 170 6 225733 225702000',
 '265 21704 -64655536 19 4 -965006 -965008000',
 '14 48291 33722641 136 1 503276 503323000',
 '14 4088 13674432 113 12 203998 204096000',
 '71 52406 52108714 115 14 778081 777742000',
 '265 63404 21492796 28 4 320474 320788000',
 '258 17370 -64467802 169 14 -961867 -962206000',
 '265 11100 992940 20 12 14851 14820000',
 '265 55183 -1008283 24 1 -14785 -15049000',
 '265 57251 -22827503 33 1 -340756 -340709000',
 '381 32711 -42031043 120 1 -627594 -627329000',
 '-94 1583 -52337787 119 3 -781426 -781161000',
 '71 4792 0 0 84 339 0',
 '376 47043 -1552591 79 1 -23438 -23173000',
 '265 29785 10546403 19 7 157660 157409000',
 '265 46547 -14692095 170 3 -219550 -219285000',
 '265 50613 -9484185 122 3 -141199 -141555000',
 '265 29014 41232202 40 2 615437 615406000',
 '353 64150 17155082 124 14 256385 256046000',
 '-94 2374 480122 138 2 7168 7166000',
 '265 41150 29398930 175 2 439164 438790000',
 '367 33411 -28262543 130 1 -421721 -421829000',
 '71 4792 0 0 84 339 0',
 '71 53615 -5422779 23 3 -81202 -80937000',
 '265 57812 -57297596 106 4 -854814 -855188000',
 '71 54969 38489155 139 1 574533 574465000',
 '-308 37951 -45992619 34 3 -686349 -686457000',
 '265 44069 34005783 84 21 507800 507549000',
 '-308 42172 -23223540 29 12 -346934 -346620000',
 '376 38892 -41622276 39 12 -621197 -621228000',
 '71 1552 -17209352 37 4 -256482 -256856000',
 '-308 45558 -23544470 34 2 -351508 -351410000',
 '376 23311 1264357 100 1 19227 18871000',
 '14 15238 13880122 138 2 207197 207166000',
 '71 40929 28769867 139 7 429652 429401000',
 '71 34011 -58893335 144 1 -878649 -879005000',
 '265 59538 13072638 33 6 195229 195114000',
 '14 41005 3063039 51 21 45968 45717000',
 '71 42367 -45147883 51 1 -673493 -673849000',
 '-94 31071 63323509 7 1 945391 945127000',
 '-94 50032 12379992 103 12 184678 184776000',
 '-308 20558 49448546 154 14 738377 738038000',
 '265 50612 -27047900 131 4 -403798 -403700000']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'dc45b958762e02b40597e8a65ba585b374de0aabff506be2cb4210f3f96372b3',
 'data/weights.csv': 'f05fd78e2408a9351c094a5fc391cc1d2afc5cf6e54500b2e6d932c8e4459ceb',
 'examples/consumer/CMakeLists.txt': '081ec6d629ecbc3fdbb373cd445c9dcc70d98f8a03bfb3b4fd4b49a46957ac00',
 'examples/consumer/main.c': 'e963c14f0e2c45483f5fe815fdce3f6e5c3faa60cdc425b198f6576832585765',
 'examples/expected.txt': '1d48d0472b344e7441b4165b6ad47099ca2c1f712db5ef4ea025904a0236ffd5',
 'examples/input.txt': '767cca3b66f4f6a4d268f824ae1e0208d57693c428ed83307e0d18cc774a7c76',
 'include/rivet/rivet.h': '40e09aac60bce01ed57d3cfba3c30931d05fa4d13d9fbe429b997e12d0e7e316',
 'src/apply.c': '1ab36c60586080ee34df8d4ac2640a910dbcceee266a022f2743e2931a57b2f2',
 'src/gcdkey.c': '7fba8903c59fafbdfa35d62f3dda777a72b2bc1086ed9ff5abed31fe17d50115',
 'src/lookup.c': 'daca4aab0aac949b3c9de63c3d5f1df549b14cc9b9165384e7995f3e93babb70',
 'src/orbit.c': 'bfb690cb6e2a0f529d2a11ac848f5d0d3b8ed7b3823e15a61482d7e5ae4728af',
 'src/params.h': '8238c824b074b5414dbf0506a8b6ca21a5363474842d241175381dc4b7409057',
 'src/scale.c': 'bf8375879a8d61f0a876378249bf5a15a192f1c8350b0c659c1dfdb81b39fc3a',
 'src/table.h': 'd24e7ec2c4c7d5eb8acd9037d58a2d06afa1237234884edf088682a5dac5a518',
 'src/version.c': '077c3cbb59964b07aa449f1d1445295cce8a47134f8cb9333f08e8674ffa0098',
 'src/xorkey.c': 'f25489dfb7b14410c7c0b10c80a0d9e26f4e4e1628712e0be14085ea21e168f7',
 'tools/rivet-tool.c': '3a1bffdc75b091be340c40a05cbf40a1e05962c1d29fd5ae7a96f94e505be84a',
 'units/include/rivet/units.h': 'd7b9389f17bd29ef333bde19a555a84b3d69c35449d495b1df9aef2e88eccd07'}

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
