import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'unison'
TOOL = 'unison-cli'
PROJ = '/app/unison-src'
VERSION = '7.11.9'
MAJOR = 7
REQ = '7.10'
REJECT = '6.11'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['ctest', 'defs', 'incremental', 'libdir', 'pc', 'soname', 'static', 'version']
BUILD_TYPE = 'RelWithDebInfo'
CSV = 'data/offsets.csv'
CSV_B = 'slot,value\n0,-34\n1,-31\n2,333\n3,-267\n4,-303\n5,131\n6,250\n7,4\n8,-86\n9,246\n10,-304\n11,-272\n12,-388\n13,-339\n'
HIDDEN = ('-323640\n'
 '-358146\n'
 '211752\n'
 '-420733\n'
 '617178\n'
 '-742816\n'
 '-196698\n'
 '-712848\n'
 '-768949\n'
 '-980895\n'
 '-27170\n'
 '-394305\n'
 '900976\n'
 '907204\n'
 '47400\n'
 '930419\n'
 '252808\n'
 '996547\n'
 '-58187\n'
 '-703006\n'
 '-906363\n'
 '41678\n'
 '500622\n'
 '853117\n'
 '-86041\n'
 '-34156\n'
 '341142\n'
 '-192354\n'
 '550310\n'
 '-289992\n'
 '-968733\n'
 '651340\n'
 '-575779\n'
 '707639\n'
 '9\n'
 '-456825\n'
 '-706330\n'
 '0\n'
 '-438550\n'
 '776163\n'
 '852375\n'
 '477059\n'
 '541119\n'
 '-837974\n')
TOOL_OUT = ['102',
 '102',
 '-139',
 '102',
 '-139',
 '102',
 '102',
 '102',
 '102',
 '102',
 '102',
 '102',
 '-139',
 '-139',
 '-139',
 '-139',
 '-139',
 '-139',
 '102',
 '102',
 '102',
 '-139',
 '-139',
 '-139',
 '102',
 '102',
 '-139',
 '102',
 '-139',
 '102',
 '102',
 '-139',
 '102',
 '-139',
 '-257',
 '102',
 '102',
 '-257',
 '102',
 '-139',
 '-139',
 '-139',
 '-139',
 '102']
TOOL_OUT_B = ['297',
 '297',
 '220',
 '297',
 '220',
 '297',
 '297',
 '297',
 '297',
 '297',
 '297',
 '297',
 '220',
 '220',
 '220',
 '220',
 '220',
 '220',
 '297',
 '297',
 '297',
 '220',
 '220',
 '220',
 '297',
 '297',
 '220',
 '297',
 '220',
 '297',
 '297',
 '220',
 '297',
 '220',
 '-224',
 '297',
 '297',
 '-224',
 '297',
 '220',
 '220',
 '220',
 '220',
 '297']
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
 '        printf(" %ld", unison_bound(x));\n'
 '        printf(" %ld", unison_xorkey(x));\n'
 '        printf(" %ld", unison_split(x));\n'
 '        printf(" %ld", unison_isqrt(x));\n'
 '        printf(" %ld %ld\\n", unison_lookup(x), unison_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.11.9 7 11 9',
 '102 -1295 48490 -46234 568 -323749 -1165104000',
 '102 -1295 14940 -51163 598 -357922 -1289325600',
 '-139 28192 35210 30250 460 211976 762307200',
 '102 -1295 9761 -60104 648 -420682 -1514638800',
 '-139 28192 55416 88168 785 617402 2221840800',
 '102 -1295 6338 -106116 861 -743153 -2674137600',
 '102 -1295 19716 -28099 443 -196474 -708112800',
 '102 -1295 44498 -101835 844 -713050 -2566252800',
 '102 -1295 63209 -109849 876 -768775 -2768216400',
 '102 -1295 47811 -140127 990 -980721 -3531222000',
 '102 -1295 10108 -3881 164 -27372 -97812000',
 '102 -1295 18717 -56329 627 -394533 -1419498000',
 '-139 28192 3538 128710 949 901040 3243513600',
 '-139 28192 25958 129600 952 907002 3265934400',
 '-139 28192 2954 6771 217 47063 170640000',
 '-139 28192 32977 132917 964 930307 3349508400',
 '-139 28192 26922 36115 502 252471 910108800',
 '-139 28192 34401 142363 998 996149 3587569200',
 '102 -1295 44567 -8312 241 -57953 -209473200',
 '102 -1295 63296 -100429 838 -703208 -2530821600',
 '102 -1295 39207 -129480 952 -906129 -3262906800',
 '-139 28192 4204 5954 204 41819 150040800',
 '-139 28192 4396 71517 707 500285 1802239200',
 '-139 28192 46815 121873 923 852719 3071221200',
 '102 -1295 7493 -12291 293 -85885 -309747600',
 '102 -1295 51254 -4879 184 -34358 -122961600',
 '-139 28192 34356 48734 584 340940 1228111200',
 '102 -1295 41532 -27479 438 -192290 -692474400',
 '-139 28192 55044 78615 741 550201 1981116000',
 '102 -1295 8602 -41427 538 -290194 -1043971200',
 '102 -1295 34113 -138390 984 -968499 -3487438800',
 '-139 28192 17134 93048 807 651138 2344824000',
 '102 -1295 33919 -82254 758 -576177 -2072804400',
 '-139 28192 32405 101091 841 707690 2547500400',
 '-257 9 45739 1 3 60 32400',
 '102 -1295 46373 -65260 675 -456774 -1644570000',
 '102 -1295 35396 -100904 840 -706439 -2542788000',
 '-257 0 45730 0 0 141 0',
 '102 -1295 64584 -62650 662 -438409 -1578780000',
 '-139 28192 25921 110880 881 776319 2794186800',
 '-139 28192 45877 121767 923 851977 3068550000',
 '-139 28192 62753 68151 690 477110 1717412400',
 '-139 28192 62237 77302 735 540891 1948028400',
 '102 -1295 33800 -119710 915 -838311 -3016706400']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '5ec8665f446750cc088cd32598012e535f19a090ddc1716674e70b5c03d54708',
 'data/offsets.csv': '6ed9aad2bf86a4ea3d2ba5f37868f9833cda21fed6821131d8777077ce1ad064',
 'examples/consumer/CMakeLists.txt': 'faad2464c7c0b8234ec2eb8081a87cff1e62f4acaa2f00edfbd9c824f3db160a',
 'examples/consumer/main.c': 'cba852abf6172e8f181c1f628a31a06be61e24fb29d18614517aaee95a57a258',
 'examples/expected.txt': '6f006a53c17d718d514dcc42617dd8dd0614d60118feb2968874d0b2e51138d8',
 'examples/input.txt': '2ed561e654c28c5b1ea2c62bb270244d3ee652dc4bd5e6ef56cf3aa5781f222c',
 'include/unison/unison.h': '5bf12764cb0276c84c48d4be23f7cd1a324f91ea2575ac0c01bc52353a8e14db',
 'src/apply.c': 'efb115c17bdceed1efc392e2064e4c805a732ac5f4ebb73b7de5858bf277b514',
 'src/bound.c': 'c00510b38c138006b05fdb0d29e8b0a7c775d811a9d383f1f943ca3d02866883',
 'src/isqrt.c': '9c96dacd27fa868da71c3f06a4609a0de42b61b4c860fe39ad0862e7707d4c76',
 'src/lookup.c': '7720722b61e6387fef22c3619d7e5bee6e9bef2937ace755a2ccf6c1a9301cb7',
 'src/params.h': '0387cb7f40c37a4fec27be86acbcdec704e74d1fb85fe3a38d9369705abba798',
 'src/split.c': '76fb9b2588517a6d536c814241c0ddb8f387976e109ff19ff4f272f07b3b9e6d',
 'src/table.h': '4154e8a9d2620f6895ce70ea78ab6415fce3a0949b3453153390f08bd1d8b166',
 'src/version.c': '059afe97ab21f3a17125fd7d97cd2e47a2b75ce8b9d2dba9b9fdf770f2e308bb',
 'src/xorkey.c': '6c5bbce2057df5e4bfd168c56ebb667fa334c73374d48fa17545311c4882eef2',
 'tools/unison-cli.c': '68d130d7abffbd4ce37a26c37947fbb65538badeb04fdd8dddf2df83d1c7f437',
 'units/include/unison/units.h': '589853dff982c2bc370e4cd8a3655f8420b9e98adc9acf46d474620993c55377'}

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
