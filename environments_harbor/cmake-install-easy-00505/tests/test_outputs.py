import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'tessel'
TOOL = 'tesselrun'
PROJ = '/app/tessel-src'
VERSION = '3.3.7'
MAJOR = 3
REQ = '3.2'
REJECT = '2.3'
LIBDIR = 'lib'
CHECKS = ['defs']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/weights.csv'
CSV_B = 'slot,value\n0,177\n1,310\n2,-29\n3,216\n4,-350\n5,-186\n6,143\n7,86\n8,260\n9,-218\n'
HIDDEN = ('184902\n'
 '-382421\n'
 '732037\n'
 '-303684\n'
 '-604260\n'
 '388573\n'
 '405288\n'
 '0\n'
 '134420\n'
 '702272\n'
 '-623766\n'
 '99894\n'
 '-100061\n'
 '151266\n'
 '-351544\n'
 '765986\n'
 '3\n'
 '-800700\n'
 '-95405\n'
 '-126067\n'
 '-584055\n'
 '-814406\n'
 '-703435\n'
 '477254\n'
 '318767\n'
 '532843\n'
 '778057\n'
 '28676\n'
 '219911\n'
 '956809\n'
 '952498\n'
 '83263\n'
 '58175\n'
 '-582104\n'
 '-549621\n'
 '-225920\n'
 '71149\n'
 '728056\n'
 '-899371\n'
 '747549\n'
 '-540624\n'
 '768622\n'
 '105322\n'
 '-566892\n')
TOOL_OUT = ['272',
 '-137',
 '418',
 '240',
 '344',
 '36',
 '279',
 '185',
 '-130',
 '147',
 '392',
 '207',
 '-169',
 '-104',
 '-150',
 '134',
 '185',
 '-102',
 '-105',
 '227',
 '359',
 '431',
 '147',
 '-98',
 '240',
 '318',
 '134',
 '173',
 '-202',
 '-76',
 '-102',
 '194',
 '-170',
 '359',
 '359',
 '-189',
 '-195',
 '121',
 '-89',
 '370',
 '333',
 '160',
 '194',
 '379']
TOOL_OUT_B = ['73',
 '173',
 '319',
 '103',
 '431',
 '441',
 '199',
 '278',
 '-256',
 '351',
 '163',
 '123',
 '-131',
 '297',
 '-276',
 '288',
 '278',
 '239',
 '229',
 '3',
 '189',
 '259',
 '351',
 '269',
 '103',
 '-91',
 '288',
 '153',
 '-7',
 '-169',
 '239',
 '-326',
 '331',
 '189',
 '189',
 '-151',
 '-189',
 '-171',
 '179',
 '233',
 '197',
 '-296',
 '-326',
 '-286']
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
 '        printf(" %ld", tessel_nudge(x));\n'
 '        printf(" %ld", tessel_radix(x));\n'
 '        printf(" %ld", tessel_hailstone(x));\n'
 '        printf(" %ld %ld\\n", tessel_lookup(x), tessel_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 3.3.7 3 3 7',
 '272 184013 430 116 184678 11094120',
 '-137 -383310 618 40 -382366 -22945260',
 '418 731148 855 21 732350 43922220',
 '240 -304573 551 42 -303908 -18221040',
 '344 -605149 777 29 -604065 -36255600',
 '36 387684 623 43 388349 23314380',
 '279 404399 636 145 405343 24317280',
 '185 -889 0 0 55 0',
 '-130 133531 366 40 134475 8065200',
 '147 701383 838 29 702587 42136320',
 '392 -624655 789 148 -623711 -37425960',
 '207 99005 316 174 100000 5993640',
 '-169 -100950 316 107 -100006 -6003660',
 '-104 150377 388 31 151436 9075960',
 '-150 -352433 592 60 -351438 -21092640',
 '134 765097 875 94 766041 45959160',
 '185 -886 1 2 -221 180',
 '-102 -801589 894 82 -800924 -48042000',
 '-105 -96294 308 171 -95299 -5724300',
 '227 -126956 355 14 -125754 -7564020',
 '359 -584944 764 19 -584279 -35043300',
 '431 -815295 902 40 -814239 -48864360',
 '147 -704324 838 52 -703626 -42206100',
 '-98 476365 690 88 477424 28635240',
 '240 317878 564 15 319080 19126020',
 '318 531954 729 41 533158 31970580',
 '134 777168 882 19 778370 46683420',
 '173 27787 169 51 28846 1720560',
 '-202 219022 468 55 219687 13194660',
 '-76 955920 978 28 956585 57408540',
 '-102 951609 975 48 952403 57149880',
 '194 82374 288 39 83433 4995780',
 '-170 57286 241 18 58230 3490500',
 '359 -582993 762 38 -582229 -34926240',
 '359 -550510 741 135 -549426 -32977260',
 '-189 -226809 475 143 -225607 -13555200',
 '-195 70260 266 44 71204 4268940',
 '121 727167 853 32 728279 43683360',
 '-89 -900260 948 127 -899562 -53962260',
 '370 746660 864 153 747424 44852940',
 '333 -541513 735 25 -540311 -32437440',
 '160 767733 876 131 768497 46117320',
 '194 104433 324 52 105098 6319320',
 '379 -567781 752 72 -566577 -34013520']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'ff287b7a2a6c72d9e55f3d5bbd3ad2fd015ea89304fa613b09364b771f3fb04d',
 'data/weights.csv': 'aca0f6a8d4061734124a708ff7b95542881e1c9b004485f158b30ce70450befe',
 'examples/consumer/CMakeLists.txt': 'c040087c73fe87e1a4e41aae1b1cb3a5697f169e2ba40174ad87cd0387533cee',
 'examples/consumer/main.c': '42fa95fd258a087a2b1e09b3bdb7fd0438b1b7ad4a022eedebe52c14f0ab9c73',
 'examples/expected.txt': 'e363ad0956b864afd3ec1aa204a9040c30ac03d12605ff42e20d96e378f76070',
 'examples/input.txt': 'a411f486cfa19f2c8f1dbb845603bfaf6940f7dc46de3b38cdea72b89042127f',
 'include/tessel/tessel.h': '49ba4b6449b089377b1862371b8d2204d8e58e27e0a67746a85cde7fcd64b8cb',
 'src/apply.c': '2abee3e2086b82b6bc92024761cc8ea02a3fdaff1479076a5ada3611653fef91',
 'src/hailstone.c': 'c79e9f095b5803bc803ca9898cb3d0af8e7412a3f3277294c1f950ca0df360d4',
 'src/lookup.c': 'd6756187d5b45fd35b5ab93c4a382021a45972a2b0eef8169f22eaa3a0b96a37',
 'src/nudge.c': '8abaa68577a2b2700a26655ca803dfe61846489193ec153f4db40af92d761cf4',
 'src/params.h': '0ad3abf510984682b749e784a7f3e304ea98105eb68d6cea880b0e5ffb7905ed',
 'src/radix.c': 'e53522e259ece78f87f22eee16194aaf929729514f13f38fae797c77180710c3',
 'src/table.h': '2cf1cb1f8c1224ce8d1ff0e1b5b3dc9127637e9304fcf2f0895f6626344990b6',
 'src/version.c': 'fc876a782465cdc926d014513dbd739356899c56fcccb894e09ab99fbc428395',
 'tools/tesselrun.c': '92a66245a51f0cd8e7041f0ad50e58e69fddcb34337e98152af53c72de76c31e',
 'units/include/tessel/units.h': 'd768effab356a183ea7ab7f5929331e5fc5d9e1d36fcf58b9f4aaa61d2e1e4b1'}

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
