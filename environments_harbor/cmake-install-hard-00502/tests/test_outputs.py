import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'nimbus'
TOOL = 'nimbusctl'
PROJ = '/app/nimbus-src'
VERSION = '2.7.6'
MAJOR = 2
REQ = '2.3'
REJECT = '1.7'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,160\n1,-67\n2,-272\n3,-115\n4,-317\n5,-167\n6,-117\n7,-397\n8,296\n9,-397\n10,-39\n'
HIDDEN = ('-727631\n'
 '0\n'
 '163190\n'
 '886038\n'
 '866198\n'
 '933293\n'
 '607063\n'
 '-884704\n'
 '-131442\n'
 '521008\n'
 '142324\n'
 '652573\n'
 '-626762\n'
 '-735157\n'
 '668672\n'
 '-48304\n'
 '-704529\n'
 '-708647\n'
 '-907683\n'
 '729071\n'
 '666705\n'
 '-132179\n'
 '-292246\n'
 '-800935\n'
 '606294\n'
 '-902630\n'
 '515133\n'
 '-6\n'
 '16433\n'
 '-264279\n'
 '-892704\n'
 '68288\n'
 '-17561\n'
 '-997329\n'
 '-952044\n'
 '984348\n'
 '-826047\n'
 '-578241\n'
 '-230261\n'
 '24244\n'
 '257098\n'
 '-440204\n'
 '-734353\n'
 '601141\n')
TOOL_OUT = ['66907',
 '39018',
 '93817',
 '36023',
 '11146',
 '45228',
 '85066',
 '76897',
 '75671',
 '52546',
 '60299',
 '5333',
 '95538',
 '19996',
 '12187',
 '55387',
 '26034',
 '67229',
 '64643',
 '68471',
 '64281',
 '22177',
 '73246',
 '23471',
 '73823',
 '37246',
 '83266',
 '78413',
 '22971',
 '85807',
 '18307',
 '76434',
 '88829',
 '45376',
 '93856',
 '73734',
 '40897',
 '64276',
 '68797',
 '95538',
 '38361',
 '78496',
 '60556',
 '83086']
TOOL_OUT_B = ['67304',
 '38717',
 '93737',
 '35327',
 '11417',
 '45007',
 '85510',
 '76862',
 '75940',
 '52662',
 '60210',
 '4637',
 '95794',
 '20029',
 '12257',
 '55920',
 '25737',
 '67140',
 '64177',
 '68172',
 '64940',
 '22017',
 '73794',
 '23329',
 '73684',
 '37519',
 '83347',
 '77999',
 '23219',
 '85772',
 '18147',
 '76137',
 '88127',
 '45407',
 '93847',
 '73562',
 '40967',
 '64720',
 '68637',
 '95794',
 '38407',
 '78477',
 '60627',
 '83530']
PROBE_C = ('#include <stdio.h>\n'
 '#include <nimbus/nimbus.h>\n'
 '#include <nimbus/version.h>\n'
 '#include <nimbus/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", nimbus_version(), NIMBUS_VERSION_MAJOR, NIMBUS_VERSION_MINOR,\n'
 '           NIMBUS_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", nimbus_apply(x));\n'
 '        printf(" %ld", nimbus_offset(x));\n'
 '        printf(" %ld", nimbus_modulo(x));\n'
 '        printf(" %ld", nimbus_mix(x));\n'
 '        printf(" %ld", nimbus_reverse(x));\n'
 '        printf(" %ld %ld\\n", nimbus_lookup(x), nimbus_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 2.7.6 2 7 6',
 '66907 -728052 613 18913 -136727 -727246 -7276310',
 '39018 -421 0 44112 0 -96 0',
 '93817 162769 1358 53542 91361 163042 1631900',
 '36023 885617 3318 10566 830688 885675 8860380',
 '11146 865777 1868 39878 891668 866050 8661980',
 '45228 932872 2759 37373 392339 933145 9332930',
 '85066 606642 193 61191 360706 606826 6070630',
 '76897 -885125 1694 11376 -407488 -885092 -8847040',
 '75671 -131863 966 21214 -244131 -131143 -1314420',
 '52546 520587 2410 24416 800125 520908 5210080',
 '60299 141903 2560 34724 423241 142224 1423240',
 '5333 652152 1567 22861 375256 652958 6525730',
 '95538 -627183 2176 50150 -267626 -626862 -6267620',
 '19996 -735578 443 25627 -751537 -735130 -7351570',
 '12187 668251 2954 38992 276866 668699 6686720',
 '55387 -48725 3188 61184 -40384 -48277 -483040',
 '26034 -704950 1647 37823 -925407 -704625 -7045290',
 '67229 -709068 1207 33673 -746807 -708884 -7086470',
 '64643 -908104 783 35341 -386709 -907384 -9076830',
 '68471 728650 827 46015 170927 729098 7290710',
 '64281 666284 987 32769 507666 667004 6667050',
 '22177 -132600 229 22525 -971231 -132416 -1321790',
 '73246 -292667 1994 9786 -642292 -292394 -2922460',
 '23471 -801356 869 27401 -539008 -801083 -8009350',
 '73823 605873 3102 60422 492606 606198 6062940',
 '37246 -903051 2158 38474 -36209 -902730 -9026300',
 '83266 514712 213 28781 331515 515037 5151330',
 '78413 -427 3672 21418 -6 293 -60',
 '22971 16012 1721 60513 33461 16460 164330',
 '85807 -264700 537 23545 -972462 -264642 -2642790',
 '18307 -893125 1050 52400 -407298 -893067 -8927040',
 '76434 67867 2084 42640 88286 67900 682880',
 '88829 -17982 829 5943 -16571 -17661 -175610',
 '45376 -997750 3087 25727 -923799 -997692 -9973290',
 '93856 -952465 558 54596 -440259 -951745 -9520440',
 '73734 983927 2322 43340 843489 984252 9843480',
 '40897 -826468 1503 51473 -740628 -826143 -8260470',
 '64276 -578662 2883 33135 -142875 -578337 -5782410',
 '68797 -230682 1453 53467 -162032 -230498 -2302610',
 '95538 23823 2176 62180 44242 24144 242440',
 '38361 256677 3316 16410 890752 256861 2570980',
 '78496 -440625 1156 58404 -402044 -440441 -4402040',
 '60556 -734774 1247 26431 -353437 -734501 -7343530',
 '83086 600720 1627 32869 141106 600904 6011410']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'be6f93c43fae02c63830bbbdca6dbe8eeec2e20c597cd247d27805c83c6a5f72',
 'data/bias.csv': '229ca6f032296214c55021c4df24cce8cef804b4360d66b28b06bf2080e33ebb',
 'examples/consumer/CMakeLists.txt': 'b0c93df250b90585a03e1f37b30f3e1c1ca036a6376f189c10a635b7c6519a7f',
 'examples/consumer/main.c': '3b0e1642c86002446921b06c3fb03bf20dca5a01e9bf98bdb86edcacf1e1447d',
 'examples/expected.txt': '6eaef21946348c4c0a56b26907c782187bc9198e5f5b9a54a475f6941a7de967',
 'examples/input.txt': '9bf8b95dc5c34e4455f6495e23ece3e70f8186cf10bd0ccf3a5ab2299ebdd306',
 'include/nimbus/nimbus.h': '08eaad00e92252564665ee399da757c59ee189e69ce11eb89859691736943224',
 'src/apply.c': '5aa7a5b941847a6255f2703166abd318e7a3bfcd2726476d88c6e021bb0f74c1',
 'src/lookup.c': 'ab85c416d40993eb73c7ab1e0fb30f8aa2b18b2d8d62a6724f5b6a624c0e1f3a',
 'src/mix.c': '6336d81cd6f427919ee004626dcfa255b7160742aade16309b8be9e3475e64c0',
 'src/modulo.c': 'd420d0062c41b4977e10edb8de76f8f972833b502ffe420738e8b21873a24f84',
 'src/offset.c': 'a5fe2603fc803876dd26bc2d0ee147fe3def3fca37fd9108783d37c7a91374ab',
 'src/params.h': '05edf012cec2afa453ae31d1fcc12732d99c1ec682cac4345ecd81cda3fced78',
 'src/reverse.c': 'f6f86d36b49ced2b21d0dee263a634eaa367ecab79c19ae5176066bbe6aecb3c',
 'src/table.h': '326eaf7f7c2bc345bfb146241bd97a8deaf278b7973db3951737de9cd97a59dd',
 'src/version.c': '847e1e014becbc72f8a60166258dc4bddab4ddb96046b026c688a20e852eee23',
 'tools/nimbusctl.c': '88be81ae4abc39b1b33b05a8ca3356e02f01f9716f6cbca2f2873d5903f869a1',
 'units/include/nimbus/units.h': 'dd90e550246e3260d3ea9bfd5863891ef644f99ca01878550afde89f75865574'}

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
