import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'rivet'
TOOL = 'rivetrun'
PROJ = '/app/rivet'
VERSION = '4.5.1'
MAJOR = 4
REQ = '4.0'
REJECT = '3.5'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/weights.csv'
CSV_B = 'slot,value\n0,215\n1,77\n2,-49\n3,-103\n4,290\n5,-236\n6,190\n7,-279\n8,171\n9,318\n10,42\n11,-383\n12,-78\n'
HIDDEN = ('-252001\n'
 '-490067\n'
 '-767119\n'
 '-834058\n'
 '489761\n'
 '268033\n'
 '-891546\n'
 '966537\n'
 '-29159\n'
 '-472530\n'
 '58748\n'
 '336859\n'
 '0\n'
 '-144055\n'
 '-566022\n'
 '-44914\n'
 '260280\n'
 '464667\n'
 '-776320\n'
 '-15136\n'
 '163011\n'
 '826014\n'
 '-159129\n'
 '-123884\n'
 '39899\n'
 '537022\n'
 '802123\n'
 '-619575\n'
 '539859\n'
 '-315278\n'
 '62927\n'
 '43897\n'
 '159988\n'
 '-598553\n'
 '790286\n'
 '-776006\n'
 '273085\n'
 '-604628\n'
 '-8\n'
 '-769644\n'
 '101033\n'
 '289951\n'
 '164526\n'
 '-912079\n')
TOOL_OUT = ['-879',
 '-866',
 '-789',
 '-961',
 '-1018',
 '-393',
 '-302',
 '-891',
 '-454',
 '-593',
 '-865',
 '-974',
 '-406',
 '-974',
 '-684',
 '-914',
 '-1005',
 '-454',
 '-294',
 '-364',
 '-797',
 '-487',
 '-671',
 '-961',
 '-853',
 '-684',
 '-396',
 '-784',
 '-974',
 '-1005',
 '-216',
 '-927',
 '-758',
 '-800',
 '-1005',
 '-1031',
 '-474',
 '-383',
 '-974',
 '-338',
 '-393',
 '-866',
 '-698',
 '-797']
TOOL_OUT_B = ['-762',
 '-749',
 '-523',
 '-961',
 '-395',
 '-624',
 '-533',
 '-375',
 '-1087',
 '-711',
 '-349',
 '-974',
 '-637',
 '-974',
 '-802',
 '-291',
 '-382',
 '-1087',
 '-768',
 '-409',
 '-663',
 '-933',
 '-789',
 '-961',
 '-736',
 '-802',
 '-842',
 '-650',
 '-974',
 '-382',
 '-690',
 '-304',
 '-624',
 '-284',
 '-382',
 '-408',
 '-920',
 '-829',
 '-974',
 '-383',
 '-624',
 '-749',
 '-432',
 '-663']
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
 '        printf(" %ld", rivet_orbit(x));\n'
 '        printf(" %ld", rivet_modulo(x));\n'
 '        printf(" %ld", rivet_clamp(x));\n'
 '        printf(" %ld", rivet_offset(x));\n'
 '        printf(" %ld %ld\\n", rivet_lookup(x), rivet_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 4.5.1 4 5 1',
 '-879 1 399 -1661 -252715 -252334 -15120060',
 '-866 14 2113 -1661 -490781 -490346 -29404020',
 '-789 20 2701 -1661 -767833 -766869 -46027140',
 '-961 32 2017 -1661 -834772 -834256 -50043480',
 '-1018 29 736 38499 489047 490157 29385660',
 '-393 13 3013 38499 267319 268429 16081980',
 '-302 104 1319 -1661 -892260 -891825 -53492760',
 '-891 21 1107 38499 965823 966797 57992220',
 '-454 10 2391 -1661 -29873 -28899 -1749540',
 '-593 106 720 -1661 -473244 -472809 -28351800',
 '-865 47 1958 38499 58034 59056 3524880',
 '-974 19 2429 38499 336145 336874 20211540',
 '-406 0 0 0 -714 260 0',
 '-974 19 1075 -1661 -144769 -143805 -8643300',
 '-684 15 1878 -1661 -566736 -565772 -33961320',
 '-914 133 2411 -1661 -45628 -44606 -2694840',
 '-1005 42 1570 38499 259566 260001 15616800',
 '-454 10 882 38499 463953 464572 27880020',
 '-294 24 2965 -1661 -777034 -776012 -46579200',
 '-364 90 639 -1661 -15850 -15334 -908160',
 '-797 9 2106 38499 162297 162678 9780660',
 '-487 17 2559 38499 825300 825735 49560840',
 '-671 28 1776 -1661 -159843 -159462 -9547740',
 '-961 32 2316 -1661 -124598 -123709 -7433040',
 '-853 27 2039 38499 39185 39733 2393940',
 '-684 15 672 38499 536308 537232 32221320',
 '-396 108 753 38499 801409 802031 48127380',
 '-784 22 1960 -1661 -620289 -619365 -37174500',
 '-974 19 354 38499 539145 539764 32391540',
 '-1005 42 222 -1661 -315992 -315028 -18916680',
 '-216 102 2982 38499 62213 62648 3775620',
 '-927 120 2882 38499 43183 43699 2633820',
 '-758 48 2238 38499 159274 159896 9599280',
 '-800 112 897 -1661 -599267 -598378 -35913180',
 '-1005 42 1536 38499 789572 790301 47417160',
 '-1031 16 124 -1661 -776720 -775991 -46560360',
 '-474 30 1755 38499 272371 272806 16385100',
 '-383 121 1132 -1661 -605342 -604794 -36277680',
 '-974 19 3147 -8 -722 202 -480',
 '-338 116 176 -1661 -770358 -769739 -46178640',
 '-393 13 73 38499 100319 100941 6061980',
 '-866 14 2846 38499 289237 290347 17397060',
 '-698 111 466 38499 163812 164776 9871560',
 '-797 9 2871 -1661 -912793 -911771 -54724740']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'dc45b958762e02b40597e8a65ba585b374de0aabff506be2cb4210f3f96372b3',
 'data/weights.csv': '7e7e67dc084ac8b364dd062502beb5c856ea72924580d4f30ebeaf62491ded11',
 'examples/consumer/CMakeLists.txt': '081ec6d629ecbc3fdbb373cd445c9dcc70d98f8a03bfb3b4fd4b49a46957ac00',
 'examples/consumer/main.c': 'e963c14f0e2c45483f5fe815fdce3f6e5c3faa60cdc425b198f6576832585765',
 'examples/expected.txt': 'cfdbac19b87050674cf45a20774372ce2b25ab747654fa07f573649bf7d5cbe8',
 'examples/input.txt': '97c13b6274e4f6cfa029f0c6dbe8089cac04fd1934d4491456be9e50d0039634',
 'include/rivet/rivet.h': 'f7e43a338bfc980e6b0e5404c535bdf92134dbece5d2c1af2b901be183930f91',
 'src/apply.c': '8de31b4771ab6d4645919dd56bf9ca8b5a363a031d6cabbac7c6799d38b198e3',
 'src/clamp.c': '5d68f83cb34ace18e69673b8e23e19bb80d7ede53a3a35ab7e1508db01ce7baf',
 'src/lookup.c': 'daca4aab0aac949b3c9de63c3d5f1df549b14cc9b9165384e7995f3e93babb70',
 'src/modulo.c': '3db8addefc5518e996751ab2066b88bcd05ae8f31131492c5940975b1a812099',
 'src/offset.c': '6b959ed9122afdcd664c15918d15c5c4703fbe9a4b051f99660d5ec23f3b7ac4',
 'src/orbit.c': 'bfb690cb6e2a0f529d2a11ac848f5d0d3b8ed7b3823e15a61482d7e5ae4728af',
 'src/params.h': 'a0cf3d0415962cf26c87a548f5055c727cf22a4414a72082776ccc9c3c77a4ed',
 'src/table.h': 'd24e7ec2c4c7d5eb8acd9037d58a2d06afa1237234884edf088682a5dac5a518',
 'src/version.c': '077c3cbb59964b07aa449f1d1445295cce8a47134f8cb9333f08e8674ffa0098',
 'tools/rivetrun.c': 'cf7b4cf2949655daafb6654dda6d22aaf3d2078604a2148ff53070b3a295b573',
 'units/include/rivet/units.h': '00c00f86660b95594cc13ea46df1e671b092772ff321b8f4b5a4a56e5c0ac72a'}

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
