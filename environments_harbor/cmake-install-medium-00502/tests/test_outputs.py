import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'quill'
TOOL = 'quillctl'
PROJ = '/app/quill-sdk'
VERSION = '7.2.6'
MAJOR = 7
REQ = '7.0'
REJECT = '6.2'
LIBDIR = 'lib'
CHECKS = ['static']
BUILD_TYPE = ''
CSV = 'data/trim.csv'
CSV_B = 'slot,value\n0,-60\n1,-342\n2,118\n3,113\n4,-279\n5,328\n6,84\n7,-36\n8,-319\n9,156\n10,330\n11,343\n12,-288\n13,-198\n'
HIDDEN = ('373760\n'
 '-3\n'
 '-98633\n'
 '76580\n'
 '-716502\n'
 '634374\n'
 '-982986\n'
 '-734522\n'
 '-162752\n'
 '760742\n'
 '611580\n'
 '169771\n'
 '165606\n'
 '-133298\n'
 '766748\n'
 '-536470\n'
 '901490\n'
 '23683\n'
 '-774087\n'
 '-175627\n'
 '527328\n'
 '421878\n'
 '-846542\n'
 '-873718\n'
 '-470669\n'
 '-482739\n'
 '-39804\n'
 '-505239\n'
 '-719043\n'
 '-830423\n'
 '272450\n'
 '13772\n'
 '887902\n'
 '-76973\n'
 '321738\n'
 '-648223\n'
 '-129446\n'
 '0\n'
 '-953886\n'
 '98043\n'
 '221322\n'
 '-693502\n'
 '-550799\n'
 '-774913\n')
TOOL_OUT = ['54775',
 '54775',
 '5668',
 '5668',
 '54775',
 '5668',
 '5668',
 '5668',
 '54775',
 '5668',
 '5668',
 '54775',
 '5668',
 '54775',
 '54775',
 '54775',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '54775',
 '54775',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '54775',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668',
 '5668']
TOOL_OUT_B = ['54143',
 '54143',
 '6028',
 '6028',
 '54143',
 '6028',
 '6028',
 '6028',
 '54143',
 '6028',
 '6028',
 '54143',
 '6028',
 '54143',
 '54143',
 '54143',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '54143',
 '54143',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '54143',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028',
 '6028']
PROBE_C = ('#include <stdio.h>\n'
 '#include <quill/quill.h>\n'
 '#include <quill/version.h>\n'
 '#include <quill/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", quill_version(), QUILL_VERSION_MAJOR, QUILL_VERSION_MINOR,\n'
 '           QUILL_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", quill_apply(x));\n'
 '        printf(" %ld", quill_scramble(x));\n'
 '        printf(" %ld", quill_scale(x));\n'
 '        printf(" %ld", quill_gcd(x));\n'
 '        printf(" %ld", quill_hash(x));\n'
 '        printf(" %ld %ld\\n", quill_lookup(x), quill_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.2.6 7 2 6',
 '54775 42126 23920640 32 39198 373518 22425600',
 '54775 61299 -192 3 170 219 -180',
 '5668 28217 -6312512 1 18598 -98411 -5917980',
 '5668 15274 4901120 4 60114 76338 4594800',
 '54775 420 -45856128 6 10619 -716663 -42990120',
 '5668 48776 40599936 6 77135 634357 38062440',
 '5668 4280 -62911104 6 920 -983003 -58979160',
 '5668 55880 -47009408 2 31696 -734683 -44071320',
 '54775 38094 -10416128 32 11482 -162913 -9765120',
 '5668 35624 48687488 2 73929 761095 45644520',
 '5668 17522 39141120 12 14474 611338 36694800',
 '54775 34725 10865344 1 34981 169699 10186260',
 '5668 38504 10598784 6 15083 165606 9936360',
 '54775 59328 -8531072 2 10315 -132945 -7997880',
 '54775 41874 49071872 4 77499 766587 46004880',
 '54775 49380 -34334080 2 50967 -536712 -32188200',
 '5668 53756 57695360 2 69324 901248 54089400',
 '5668 19469 1515712 1 1087 23579 1420980',
 '5668 8375 -49541568 3 59807 -774191 -46445220',
 '5668 16763 -11240128 1 7086 -175731 -10537620',
 '5668 7022 33748992 96 83633 527167 31639680',
 '5668 32632 27000192 6 3647 421717 25312680',
 '5668 1468 -54178688 2 23872 -846703 -50792520',
 '5668 48004 -55917952 2 84141 -873365 -52423080',
 '5668 49661 -30122816 1 38545 -470741 -28240140',
 '5668 45763 -30895296 3 85223 -482811 -28964340',
 '54775 29706 -2547456 12 72506 -39804 -2388240',
 '54775 23271 -32335296 3 82046 -505311 -30314340',
 '5668 6067 -46018752 3 11702 -718821 -43142580',
 '5668 17575 -53147072 1 47173 -830201 -49825380',
 '5668 14540 17436800 2 51561 272208 16347000',
 '5668 9538 881408 4 19665 14125 826320',
 '5668 40144 56825728 2 12946 888255 53274120',
 '5668 50141 -4926272 1 53278 -76751 -4618380',
 '5668 63556 20591232 6 78353 321577 19304280',
 '5668 2927 -41486272 1 39384 -648001 -38893380',
 '54775 5844 -8284544 2 67807 -129463 -7766760',
 '5668 4238 0 96 86 -242 0',
 '5668 24940 -61048704 6 17288 -953903 -57233160',
 '5668 28277 6274752 3 75248 97939 5882580',
 '5668 28676 14164608 6 17390 221675 13279320',
 '5668 31628 -44384128 2 26019 -693663 -41610120',
 '5668 35071 -35251136 1 19090 -550871 -33047940',
 '5668 15473 -49594432 1 43512 -774691 -46494780']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '4ad544f83eb7f8daf540e25fb486079ec4ea3eef3231c3d35c1b2a2fe35b85b0',
 'data/trim.csv': '1e02f605cde1293b37cf9ebb3fbc5db014c8824983d4f207e01cf432dacdfce7',
 'examples/consumer/CMakeLists.txt': '7548dee8f77332bed4d53e09062334dd7704dad22ca30bafa58502eb7ff323b0',
 'examples/consumer/main.c': '717b233b3b926c68472d38155db497a10b18f3cfd3b78cbe93f2f809fc24b14a',
 'examples/expected.txt': '068edd6a3b5ab4fc9d79b547668d799291c0ff94e2c07ee45fb64f52b5383b9a',
 'examples/input.txt': '6b5fde4f928fabfa24aab20147a6f0e356836d73b1b909013b2f1a4519725165',
 'include/quill/quill.h': '342e302751e20398423087ba969333afd4fd8b5530b6a895ed5f8ee9e2ca6c00',
 'src/apply.c': '5c305db91c6c3ea7051c154d65ce08954f87e8521f74fabaf3f8644cd9b8230c',
 'src/gcd.c': '803fa4378563665dd0ade9401f92d97c273dc590903a7a80a5b9c233682d1be8',
 'src/hash.c': 'c004d64bbaf3c943ffd61cce52fa816206a2ea15bd49a0c85bab75c9b118049f',
 'src/lookup.c': '71f7309c28e854a26e13f1f4ed914504d0e6ae55a66211b5cdf1e24f8fbe44d4',
 'src/params.h': '2549396df163719acdb57460ed9ab9dcf9b93f4281b24b1711f2e86e64e3af23',
 'src/scale.c': 'a0f5cd5e58cbbb8a8b3c5efab979d5a7ec9dee9a6b5c1afe0b7e27c4ad1a58fa',
 'src/scramble.c': 'edbf4350d745a603e1c0f8b1c225d73cc7711aec3986717cbbbeea2dc68f608e',
 'src/table.h': '44a5d6e5972dce327b8cfab935e30ac9470041dbfaae9eacadb2715728cc1700',
 'src/version.c': '708c0e6f74fbd229a02c4be71edba5eddc1269d4ed558d0a3e3829bcb686afe7',
 'tools/quillctl.c': '9ceabd809cce619fabccbd2fa3333bc6d56db159d8c04dc157d1b69072615f83',
 'units/include/quill/units.h': '4f2f5304ec1846eba3b2d3fbc5847a98c104d60b1517885e4838068587644026'}

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
