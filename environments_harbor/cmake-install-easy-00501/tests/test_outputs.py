import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'vexel'
TOOL = 'vexel-pipe'
PROJ = '/app/vexel'
VERSION = '6.8.5'
MAJOR = 6
REQ = '6.4'
REJECT = '5.8'
LIBDIR = 'lib'
CHECKS = []
BUILD_TYPE = ''
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,-18\n1,-308\n2,173\n3,188\n4,321\n5,288\n'
HIDDEN = ('411776\n'
 '-881304\n'
 '-189407\n'
 '392793\n'
 '279370\n'
 '229293\n'
 '-698938\n'
 '628399\n'
 '216802\n'
 '357491\n'
 '203787\n'
 '169034\n'
 '-853794\n'
 '-506179\n'
 '403791\n'
 '198596\n'
 '-241748\n'
 '298379\n'
 '-35194\n'
 '-160656\n'
 '-381355\n'
 '794700\n'
 '-69875\n'
 '273158\n'
 '-81650\n'
 '968193\n'
 '393607\n'
 '0\n'
 '972365\n'
 '-3\n'
 '82550\n'
 '-970923\n'
 '355818\n'
 '555717\n'
 '683938\n'
 '701553\n'
 '31251\n'
 '-602356\n'
 '34219\n'
 '-311106\n'
 '-767209\n'
 '-462115\n'
 '-457536\n'
 '979217\n')
TOOL_OUT = ['-336',
 '1797',
 '1615',
 '2837',
 '2594',
 '2242',
 '2460',
 '2174',
 '1764',
 '744',
 '1732',
 '146',
 '-46',
 '2421',
 '2367',
 '1968',
 '318',
 '1982',
 '646',
 '796',
 '2499',
 '1554',
 '2422',
 '2333',
 '2645',
 '862',
 '-46',
 '313',
 '2629',
 '2424',
 '308',
 '1223',
 '-258',
 '446',
 '1993',
 '1551',
 '83',
 '1483',
 '1212',
 '-34',
 '2800',
 '2642',
 '1904',
 '57']
TOOL_OUT_B = ['347',
 '1625',
 '2039',
 '3031',
 '2178',
 '2437',
 '2917',
 '2070',
 '2281',
 '1201',
 '2041',
 '264',
 '282',
 '2027',
 '2227',
 '2653',
 '985',
 '2310',
 '972',
 '857',
 '2545',
 '1477',
 '2190',
 '2495',
 '2807',
 '630',
 '282',
 '-18',
 '2484',
 '3091',
 '973',
 '1231',
 '425',
 '-31',
 '1806',
 '1625',
 '317',
 '1152',
 '1669',
 '312',
 '3067',
 '2207',
 '1951',
 '191']
PROBE_C = ('#include <stdio.h>\n'
 '#include <vexel/vexel.h>\n'
 '#include <vexel/version.h>\n'
 '#include <vexel/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", vexel_version(), VEXEL_VERSION_MAJOR, VEXEL_VERSION_MINOR,\n'
 '           VEXEL_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", vexel_apply(x));\n'
 '        printf(" %ld", vexel_ring(x));\n'
 '        printf(" %ld", vexel_gain(x));\n'
 '        printf(" %ld", vexel_split(x));\n'
 '        printf(" %ld %ld\\n", vexel_lookup(x), vexel_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 6.8.5 6 8 5',
 '-336 134 1647104 45752 411430 4117760',
 '1797 4350 -3525216 -97922 -881668 -8813040',
 '1615 3940 -757628 -21045 -189353 -1894070',
 '2837 6099 1571172 43643 393007 3927930',
 '2594 4942 1117480 31041 279683 2793700',
 '2242 4761 917172 25477 229691 2292930',
 '2460 5843 -2795752 -77659 -699333 -6989380',
 '2174 4699 2513596 69822 628035 6283990',
 '1764 4744 867208 24089 216456 2168020',
 '744 1982 1429964 39721 357660 3574910',
 '1732 4203 815148 22643 204185 2037870',
 '146 635 676136 18781 169120 1690340',
 '-46 675 -3415176 -94866 -854189 -8537940',
 '2421 5255 -2024716 -56242 -506523 -5061790',
 '2367 4623 1615164 44865 404005 4037910',
 '1968 5249 794384 22066 198682 1985960',
 '318 1495 -966992 -26860 -241435 -2417480',
 '1982 5240 1193516 33153 298433 2983790',
 '646 2228 -140776 -3910 -35068 -351940',
 '796 1506 -642624 -17850 -160442 -1606560',
 '2499 5339 -1525420 -42372 -381042 -3813550',
 '1554 2601 3178800 88300 794826 7947000',
 '2422 4969 -279500 -7763 -69562 -698750',
 '2333 4967 1092632 30350 272814 2731580',
 '2645 5668 -326600 -9072 -81596 -816500',
 '862 1458 3872772 107577 967829 9681930',
 '-46 676 1574428 43734 393734 3936070',
 '313 0 0 0 313 0',
 '2629 5630 3889460 108040 972534 9723650',
 '2424 6234 -12 0 123 -30',
 '308 1469 330200 9172 82863 825500',
 '1223 2049 -3883692 -107880 -970837 -9709230',
 '-258 309 1423272 39535 355904 3558180',
 '446 624 2222868 61746 555844 5557170',
 '1993 4105 2735752 75993 684024 6839380',
 '1551 3009 2806212 77950 701639 7015530',
 '83 66 125004 3472 31649 312510',
 '1483 2633 -2409424 -66928 -601958 -6023560',
 '1212 3034 136876 3802 34273 342190',
 '-34 744 -1244424 -34567 -310980 -3111060',
 '2800 6179 -3068836 -85245 -766811 -7672090',
 '2642 5660 -1848460 -51346 -462251 -4621150',
 '1904 4002 -1830144 -50837 -457138 -4575360',
 '57 8 3916868 108801 978853 9792170']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '7b575afdd18f3f43841a44463d7b649d8dc011bc8288924d7860b9bb92520d72',
 'data/trim.csv': 'f9a357c5d3c8b11bd62192b275365cb012d15b4db17231ff97697fd3d1b0b898',
 'examples/consumer/CMakeLists.txt': '2cdcc4e92c4fa6b47335805f0ee775092f30dbba030d79da7a1551abce33efd8',
 'examples/consumer/main.c': 'de2bbb18cf67f956869eeb4568c5807013e5f5d5779f967719ccec53c2b423de',
 'examples/expected.txt': '4182522a621c83f6382caf6cd8d96fda7cdc1738228c39d47248da15427934ce',
 'examples/input.txt': '67a49d5a174b2192b082b140a4d45fe140ad8ff0cd56eaf98ca65e29a2b488bc',
 'include/vexel/vexel.h': '80097a092d3386a2dd7633d4c3e14391d7eb90606aa514e83c0de4722cdacc34',
 'src/apply.c': '9d750e1caeaec227d80272bf89c197888db4dfd2829e6d2483d74c13674f637f',
 'src/gain.c': '7f366124a1a8022ac4e830695ae455d75716429b5655c426234b91c41e416a8f',
 'src/lookup.c': '7c20b2bcf2e5ed7ab206d23fb7f3e21d7f20c6a525733f3f14eb5423fbb75b52',
 'src/params.h': '4512974f1d587c1e4680d230b1a03275cb02640720fa4a1fa260b0431f97f8a6',
 'src/ring.c': '025705615a254bf40260ce8873c71508f181782d181db52c6acf52874e1935bd',
 'src/split.c': 'bd0a04729221cb72241afcd75913be5d8abadffec504d6aba4ad685112ce54bb',
 'src/table.h': '17081a809a6d625e0dc771d4b8cf112112281a9b7b5f26e60ee525adc1de41f1',
 'src/version.c': '1109d0438977a41743c3c4947aa33e0394a0f8893c79831f7a734946ce3d6059',
 'tools/vexel-pipe.c': '0b65d3c2d548eecea5b568e75529b274b1825bbd41ed862f8f8d504d24326888',
 'units/include/vexel/units.h': 'c4cd7ec6e6acfbc0dbfd46ec249ef6bcfe9d3a02dca4cd98b2abb2e94b86323d'}

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
