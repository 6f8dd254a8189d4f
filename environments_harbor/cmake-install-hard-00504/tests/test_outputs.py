import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'strata'
TOOL = 'stratactl'
PROJ = '/app/strata'
VERSION = '4.9.4'
MAJOR = 4
REQ = '4.3'
REJECT = '3.9'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,-26\n1,320\n2,-279\n3,262\n4,-223\n5,-35\n6,360\n7,-324\n'
HIDDEN = ('-109270\n'
 '-559970\n'
 '-104659\n'
 '800950\n'
 '-683584\n'
 '2319\n'
 '-71638\n'
 '570646\n'
 '124289\n'
 '-976268\n'
 '782837\n'
 '-991069\n'
 '841633\n'
 '83268\n'
 '0\n'
 '794289\n'
 '864242\n'
 '483254\n'
 '809051\n'
 '378409\n'
 '-560389\n'
 '-34785\n'
 '-272544\n'
 '-266113\n'
 '-697246\n'
 '-630732\n'
 '54569\n'
 '-81586\n'
 '728119\n'
 '-195039\n'
 '572055\n'
 '-408095\n'
 '-8\n'
 '645156\n'
 '-248225\n'
 '267359\n'
 '-826335\n'
 '638015\n'
 '135840\n'
 '-336395\n'
 '229980\n'
 '291153\n'
 '156096\n'
 '792538\n')
TOOL_OUT = ['68400',
 '15407',
 '63657',
 '47207',
 '6132',
 '4227',
 '12251',
 '15901',
 '42227',
 '68886',
 '42683',
 '64898',
 '85979',
 '31983',
 '591',
 '82847',
 '71495',
 '88627',
 '42349',
 '58406',
 '15407',
 '17709',
 '8315',
 '25217',
 '80023',
 '88607',
 '32561',
 '29806',
 '72218',
 '77975',
 '95391',
 '54231',
 '421',
 '43881',
 '92579',
 '323',
 '46834',
 '45192',
 '69539',
 '66963',
 '33127',
 '66455',
 '61151',
 '6277']
TOOL_OUT_B = ['67763',
 '15377',
 '63267',
 '47393',
 '6134',
 '3749',
 '12082',
 '15590',
 '42058',
 '68718',
 '42067',
 '64650',
 '85363',
 '31702',
 '310',
 '83033',
 '71681',
 '87971',
 '42038',
 '58513',
 '15377',
 '17905',
 '8146',
 '24866',
 '79953',
 '88793',
 '32210',
 '29739',
 '71970',
 '77563',
 '95110',
 '53950',
 '110',
 '43491',
 '91963',
 '-293',
 '47406',
 '44555',
 '69370',
 '66485',
 '33057',
 '66425',
 '61337',
 '5966']
PROBE_C = ('#include <stdio.h>\n'
 '#include <strata/strata.h>\n'
 '#include <strata/version.h>\n'
 '#include <strata/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", strata_version(), STRATA_VERSION_MAJOR, STRATA_VERSION_MINOR,\n'
 '           STRATA_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", strata_apply(x));\n'
 '        printf(" %ld", strata_root(x));\n'
 '        printf(" %ld", strata_hash(x));\n'
 '        printf(" %ld", strata_offset(x));\n'
 '        printf(" %ld", strata_reverse(x));\n'
 '        printf(" %ld %ld\\n", strata_lookup(x), strata_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 4.9.4 4 9 4',
 '68400 330 67874 -108633 -72901 -108912 -6556200',
 '15407 748 16228 -559333 -79955 -559837 -33598200',
 '63657 323 725 -104022 -956401 -104446 -6279540',
 '47207 894 19046 801587 59008 801083 48057000',
 '6132 826 40956 -682947 -485386 -683442 -41015040',
 '4227 48 50009 2956 9132 2385 139140',
 '12251 267 19435 -71001 -83617 -71280 -4298280',
 '15901 755 33550 571283 646075 570779 34238760',
 '42227 352 28436 124926 982421 124502 7457340',
 '68886 988 77575 -975631 -862679 -975983 -58576080',
 '42683 884 26359 783474 738287 783050 46970220',
 '64898 995 14740 -990432 -960199 -990737 -59464140',
 '85979 917 20162 842270 336148 841949 50497980',
 '31983 288 65972 83905 86238 83523 4996080',
 '591 0 -4 637 0 255 0',
 '82847 891 25048 794926 982497 794423 47657340',
 '71495 929 31047 864879 242468 864600 51854520',
 '88627 695 83480 483891 452384 483612 28995240',
 '42349 899 2791 809688 150908 809383 48543060',
 '58406 615 37685 379046 904873 378725 22704540',
 '15407 748 35900 -559752 -983065 -560057 -33623340',
 '17709 186 680 -34148 -58743 -34719 -2087100',
 '8315 522 20123 -271907 -445272 -272289 -16352640',
 '25217 515 70432 -265476 -311662 -265781 -15966780',
 '80023 835 74683 -696609 -642796 -696888 -41834760',
 '88607 794 15442 -630095 -237036 -630477 -37843920',
 '32561 233 80515 55206 96545 54782 3274140',
 '29806 285 41695 -80949 -68518 -81228 -4895160',
 '72218 853 8717 728756 911827 728411 43687140',
 '77975 441 12522 -194402 -930591 -194905 -11702340',
 '95391 756 6784 572692 550275 572121 34323300',
 '54231 638 52495 -407458 -590804 -407779 -24485700',
 '421 2 84 629 -8 277 -480',
 '43881 803 47641 645793 651546 645411 38709360',
 '92579 498 30833 -247588 -522842 -247933 -14893500',
 '323 517 19764 267996 953762 267691 16041540',
 '46834 909 37764 -825698 -533628 -826201 -49580100',
 '45192 798 22711 638652 510836 638347 38280900',
 '69539 368 17173 136477 48531 136095 8150400',
 '66963 579 22218 -335758 -593633 -336079 -20183700',
 '33127 479 12147 230617 89922 230235 13798800',
 '66455 539 42874 291790 351192 291287 17469180',
 '61151 395 70709 156733 690651 156351 9365760',
 '6277 890 47067 793175 835297 792671 47552280']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '6dde5d9391e62436d37d59d8b02e204f4eac59d10b5054a47c4eb34dfe92a5da',
 'data/trim.csv': '923b9e8d93bc2f13cc47a2a414b381554a004a6b7fed0923c050b8fc7a77d000',
 'examples/consumer/CMakeLists.txt': 'ffa479a1c2c24ee4bbedeab9ccc8a60851949cd80dd5549390826ca42be26680',
 'examples/consumer/main.c': 'd5c67f5e79b64ee7b179720896197e2d57d1bf5100a7e51363c5ce7aba415559',
 'examples/expected.txt': 'cda310d79e844986fe05aeaa9035e91990ad62ba172139a4db3b75416be4309e',
 'examples/input.txt': '3a5b1ba1e547e9be8a609e55e5657b129daeba9d6baf2b3d58fcef1667a3cebc',
 'include/strata/strata.h': '38e91ee1d56159f43a58a81d42b5390a15650d33134e2a54ad87510372aa5b4e',
 'src/apply.c': '7db5c7b5a2b4eb384e9e0e11d51cbdd939bdb7ea06f6441a3acad7a6f8c6b60a',
 'src/hash.c': 'ebad4834ab1beaaff4048f4a29c149f25c6cec75c1292f151690342d47c1aafb',
 'src/lookup.c': 'e830f18e8b2a82f3587c7375edd18353ed8250cb7ad8fa3aea5fe8ff9d9285ff',
 'src/offset.c': '5a61e04bb4f1e31bbcddfca7d018ece3731a197c2d1f040c91da260e2d54df9c',
 'src/params.h': 'b885099a714641c9b4d78a4cd93eb4d172b68a01c2b76b84d21dc6389fb91936',
 'src/reverse.c': '66197c660c130e9d5ff3538414ff53db5e6a672a5b67d10b5b625bb8e00d8f3f',
 'src/root.c': '3fcd0e50d9760af05550c38e839da957d1763a688723dbc08aae0d690e150e48',
 'src/table.h': '8cad107edc405442a504ca7d4d7a9661773437ce340242e0172e67b391891ab8',
 'src/version.c': 'e958b93fe756c919c84ceabf92a4f79d45ca06fb92ad629dae5662325976dddd',
 'tools/stratactl.c': '8dcddd0ecfa91fb9f5dccc463309485d5cc1c2d57beb25590baac765bb2c6770',
 'units/include/strata/units.h': 'bbd297146080ec8894c105ee4d44e331d55c3873288b163e860ef138df91a23a'}

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
