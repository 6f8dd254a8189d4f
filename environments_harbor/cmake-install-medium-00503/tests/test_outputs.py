import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'unison'
TOOL = 'unisonctl'
PROJ = '/app/unison-sdk'
VERSION = '6.5.8'
MAJOR = 6
REQ = '6.1'
REJECT = '5.5'
LIBDIR = 'lib'
CHECKS = ['incremental', 'version']
BUILD_TYPE = ''
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,-384\n1,24\n2,-396\n3,-371\n4,197\n5,320\n6,-167\n'
HIDDEN = ('-684733\n'
 '-598526\n'
 '955941\n'
 '560899\n'
 '-512187\n'
 '422249\n'
 '-38905\n'
 '-605137\n'
 '778655\n'
 '-811318\n'
 '-321541\n'
 '320237\n'
 '93996\n'
 '-423429\n'
 '-882230\n'
 '772727\n'
 '251547\n'
 '-956900\n'
 '-930272\n'
 '568062\n'
 '-410064\n'
 '690488\n'
 '98713\n'
 '496743\n'
 '-416102\n'
 '417816\n'
 '948776\n'
 '-267025\n'
 '0\n'
 '668146\n'
 '-852222\n'
 '-861881\n'
 '385441\n'
 '-131028\n'
 '9\n'
 '934087\n'
 '-682272\n'
 '-627165\n'
 '-816545\n'
 '-590721\n'
 '-83870\n'
 '194365\n'
 '204493\n'
 '-251123\n')
TOOL_OUT = ['55511',
 '158111',
 '46409',
 '59195',
 '15237',
 '78005',
 '4895',
 '46258',
 '140998',
 '106798',
 '43528',
 '6107',
 '3001',
 '96962',
 '77038',
 '84047',
 '125087',
 '65237',
 '175475',
 '154157',
 '95105',
 '112352',
 '18404',
 '182462',
 '1967',
 '21497',
 '177332',
 '34288',
 '10354',
 '53987',
 '167819',
 '74585',
 '110231',
 '11657',
 '16504',
 '25738',
 '17357',
 '123911',
 '164248',
 '63358',
 '8408',
 '94841',
 '134582',
 '125087']
TOOL_OUT_B = ['55886',
 '158609',
 '46889',
 '59118',
 '15228',
 '78496',
 '5393',
 '45818',
 '140995',
 '106783',
 '44229',
 '5933',
 '3406',
 '97132',
 '77166',
 '84403',
 '125035',
 '65185',
 '175602',
 '154322',
 '95028',
 '112318',
 '18779',
 '182823',
 '1928',
 '21619',
 '177273',
 '33848',
 '10932',
 '53813',
 '167595',
 '74495',
 '110729',
 '11555',
 '16268',
 '25285',
 '17305',
 '123705',
 '164203',
 '62893',
 '8726',
 '95043',
 '134943',
 '125035']
PROBE_C = ('#include <stdio.h>\n'
 '#include <unison/unison.h>\n'
 '#include <unison/version.h>\n'
 '#include <unison/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", unison_version(), UNISON_VERSION_MAJOR, UNISON_VERSION_MINOR,\n'
 '           UNISON_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", unison_apply(x));\n'
 '        printf(" %ld", unison_isqrt(x));\n'
 '        printf(" %ld", unison_bias(x));\n'
 '        printf(" %ld", unison_mirror(x));\n'
 '        printf(" %ld", unison_gain(x));\n'
 '        printf(" %ld %ld\\n", unison_lookup(x), unison_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 6.5.8 6 5 8',
 '55511 827 -684168 -337486 -13009927 -684535 -701166592',
 '158111 773 -597961 -625895 -11371994 -598457 -612890624',
 '46409 977 956506 149559 18162879 955763 978883584',
 '59195 748 561464 998065 10657081 560968 574360576',
 '15237 715 -511622 -781215 -9731553 -512347 -524479488',
 '78005 649 422814 942224 8022731 422447 432382976',
 '4895 197 -38340 -50983 -739195 -39267 -39838720',
 '46258 777 -604572 -731506 -11497603 -604939 -619660288',
 '140998 882 779220 556877 14794445 778293 797342720',
 '106798 900 -810753 -813118 -15415042 -811120 -830789632',
 '43528 567 -320976 -145123 -6109279 -321903 -329257984',
 '6107 565 320802 732023 6084503 319943 327922688',
 '3001 306 94561 69939 1785924 93659 96251904',
 '96962 650 -422864 -924324 -8045151 -423589 -433591296',
 '77038 939 -881665 -32288 -16762370 -882562 -903403520',
 '84047 879 773292 727277 14681813 772925 791272448',
 '125087 501 252112 745152 4779393 251369 257584128',
 '65237 978 -956335 -9659 -18181100 -957281 -979865600',
 '175475 964 -929707 -272039 -17675168 -930604 -952598528',
 '154157 753 568627 260865 10793178 567725 581695488',
 '95105 640 -409499 -460014 -7791216 -410224 -419905536',
 '112352 830 691053 884096 13119272 690194 707059712',
 '18404 314 99278 31789 1875547 98782 101082112',
 '182462 704 497308 347694 9438117 496565 508664832',
 '1967 645 -415537 -201614 -7905938 -416434 -426088448',
 '21497 646 418381 618714 7938504 417479 427843584',
 '177332 974 949341 677849 18026744 948974 971546624',
 '34288 516 -266460 -520762 -5073475 -266827 -273433600',
 '10354 0 565 0 0 -337 0',
 '53987 817 668711 641866 12694774 667814 684181504',
 '167819 923 -851657 -222258 -16192218 -852400 -872675328',
 '74585 928 -861316 -188168 -16375739 -862213 -882566144',
 '110231 620 386006 144583 7323379 385060 394691584',
 '11657 361 -130463 -820131 -2489532 -131188 -134172672',
 '16504 3 574 9 171 -328 9216',
 '25738 966 934652 780439 17747653 933755 956505088',
 '17357 825 -681707 -272286 -12963168 -682609 -698646528',
 '123911 791 -626600 -561726 -11916135 -627502 -642216960',
 '164248 903 -815980 -545618 -15514355 -816926 -836142080',
 '63358 768 -590156 -127095 -11223699 -590881 -604898304',
 '8408 289 -83305 -7838 -1593530 -83801 -85882880',
 '94841 440 194930 563491 3692935 194434 199029760',
 '134582 452 205058 394402 3885367 204161 209400832',
 '125087 501 -250558 -321152 -4771337 -251455 -257149952']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '5ec8665f446750cc088cd32598012e535f19a090ddc1716674e70b5c03d54708',
 'data/trim.csv': 'ba75302a3faacae900c725245b9811d17f7f6902c45561a1ec6c7e9cf1392ba1',
 'examples/consumer/CMakeLists.txt': 'faad2464c7c0b8234ec2eb8081a87cff1e62f4acaa2f00edfbd9c824f3db160a',
 'examples/consumer/main.c': 'cba852abf6172e8f181c1f628a31a06be61e24fb29d18614517aaee95a57a258',
 'examples/expected.txt': '5186a21008086aafc891d3dc521eace10c9928dfdd82ffe635fcfefbf69f9ab1',
 'examples/input.txt': '7785d5f1b4d37761943871ffc83a103877b3f3753eeac542bce2653d3d7abec8',
 'include/unison/unison.h': 'b6939fc7df3144af2432195c7dec6d611f2b14009f4e7425b2632a294cedda6c',
 'src/apply.c': '6a649027f798329e6bbc0bb21f06fabd24175cb5e08aeb75731fde92780c1121',
 'src/bias.c': 'f006a8e9b8d71fe9ff6876da1b76d3242e961781d4a4d9abb9025bb228eba159',
 'src/gain.c': '6fe951951dd6ba0dbaed65697939c699b9430b4a44f30d60b448af995b41ad43',
 'src/isqrt.c': '9c96dacd27fa868da71c3f06a4609a0de42b61b4c860fe39ad0862e7707d4c76',
 'src/lookup.c': '7720722b61e6387fef22c3619d7e5bee6e9bef2937ace755a2ccf6c1a9301cb7',
 'src/mirror.c': '8cec8d7209c65a97051498412d4da9077f74a2aceb48a833eb0140fe15a719bf',
 'src/params.h': '69bf11647ea722f3275627c39e204da02dc9cc3388c37ca9575e7bb3d2055ca5',
 'src/table.h': 'ef5812f5c69a9ce9e0bf7d0733918cb19c04640d1e829a676c16d45d7cd388ce',
 'src/version.c': '059afe97ab21f3a17125fd7d97cd2e47a2b75ce8b9d2dba9b9fdf770f2e308bb',
 'tools/unisonctl.c': '5197b1a98f227b7e457fca856f88209ee864d02b2b7060ffa63a249d07a26416',
 'units/include/unison/units.h': 'edd08d64a66d7fffc0338550a5f7cfa8dcc300489a3fb7f0cccb083a64327ea6'}

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
