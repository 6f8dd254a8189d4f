import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'quill'
TOOL = 'quillcalc'
PROJ = '/app/quill'
VERSION = '7.10.6'
MAJOR = 7
REQ = '7.1'
REJECT = '6.10'
LIBDIR = 'lib'
CHECKS = ['version']
BUILD_TYPE = ''
CSV = 'data/bias.csv'
CSV_B = 'slot,value\n0,36\n1,275\n2,101\n3,41\n4,-208\n5,-334\n6,-9\n7,-266\n8,93\n9,268\n10,-399\n11,158\n'
HIDDEN = ('580930\n'
 '-215431\n'
 '385781\n'
 '-433024\n'
 '-527017\n'
 '739659\n'
 '333602\n'
 '463674\n'
 '65762\n'
 '981455\n'
 '-750964\n'
 '877271\n'
 '0\n'
 '6623\n'
 '738120\n'
 '664726\n'
 '-29129\n'
 '500128\n'
 '-258586\n'
 '678332\n'
 '236230\n'
 '6\n'
 '-191529\n'
 '-131000\n'
 '-200143\n'
 '412251\n'
 '815834\n'
 '-627493\n'
 '-99968\n'
 '938857\n'
 '-940181\n'
 '293214\n'
 '-962132\n'
 '-213241\n'
 '-550303\n'
 '-499496\n'
 '843163\n'
 '-878008\n'
 '91447\n'
 '-392441\n'
 '-559225\n'
 '827948\n'
 '-832666\n'
 '973712\n')
TOOL_OUT = ['-205',
 '-205',
 '347',
 '-205',
 '-205',
 '-205',
 '347',
 '-205',
 '-205',
 '347',
 '-205',
 '-205',
 '347',
 '347',
 '-205',
 '-205',
 '-205',
 '117',
 '117',
 '-205',
 '347',
 '-205',
 '-205',
 '-205',
 '347',
 '-205',
 '347',
 '-205',
 '117',
 '117',
 '-205',
 '-205',
 '-205',
 '-205',
 '347',
 '117',
 '-205',
 '-205',
 '-205',
 '-205',
 '347',
 '347',
 '-205',
 '-205']
TOOL_OUT_B = ['276',
 '276',
 '103',
 '276',
 '276',
 '276',
 '103',
 '276',
 '276',
 '103',
 '276',
 '276',
 '103',
 '103',
 '276',
 '276',
 '276',
 '36',
 '36',
 '276',
 '103',
 '276',
 '276',
 '276',
 '103',
 '276',
 '103',
 '276',
 '36',
 '36',
 '276',
 '276',
 '276',
 '276',
 '103',
 '36',
 '276',
 '276',
 '276',
 '276',
 '103',
 '103',
 '276',
 '276']
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
 '        printf(" %ld", quill_whiten(x));\n'
 '        printf(" %ld", quill_steps(x));\n'
 '        printf(" %ld", quill_radix(x));\n'
 '        printf(" %ld", quill_split(x));\n'
 '        printf(" %ld %ld\\n", quill_lookup(x), quill_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.10.6 7 10 6',
 '-205 443 36 762 116186 581021 5809300',
 '-205 27264 34 464 -43086 -215086 -2154310',
 '347 15884 47 621 77156 386091 3857810',
 '-205 47225 36 658 -86604 -432679 -4330240',
 '-205 10670 49 725 -105403 -526707 -5270170',
 '-205 38322 135 860 147931 739632 7396590',
 '347 52187 60 577 66720 333827 3336020',
 '-205 53187 135 680 92734 463647 4636740',
 '-205 56347 117 256 13152 65987 657620',
 '347 9526 96 990 196291 981765 9814550',
 '-205 22133 23 866 -150192 -750654 -7509640',
 '-205 48686 57 936 175454 877581 8772710',
 '347 56569 0 0 0 117 0',
 '347 50470 38 81 1324 6848 66230',
 '-205 40881 95 859 147624 738093 7381200',
 '-205 63599 46 815 132945 664641 6647260',
 '-205 21198 18 170 -5825 -29214 -291290',
 '117 32089 121 707 100025 500219 5001280',
 '117 53535 118 508 -51717 -258241 -2585860',
 '-205 34117 112 823 135666 678677 6783320',
 '347 17983 127 486 47246 236321 2362300',
 '-205 56575 16 2 1 50 60',
 '-205 53038 47 437 -38305 -191412 -1915290',
 '-205 56497 142 361 -26200 -131085 -1310000',
 '347 11976 23 447 -40028 -199918 -2001430',
 '-205 38562 109 642 82450 412295 4122510',
 '347 44579 130 903 163166 816179 8158340',
 '-205 45090 47 792 -125498 -627183 -6274930',
 '117 42361 24 316 -19993 -100053 -999680',
 '117 36752 103 968 187771 938772 9388570',
 '-205 31634 93 969 -188036 -940266 -9401810',
 '-205 42407 163 541 58642 293187 2932140',
 '-205 36181 28 980 -192426 -962217 -9621320',
 '-205 25598 88 461 -42648 -212931 -2132410',
 '347 18072 24 741 -110060 -549958 -5503030',
 '117 48161 47 706 -99899 -499581 -4994960',
 '-205 354 119 918 168632 843254 8431630',
 '-205 18097 19 937 -175601 -877698 -8780080',
 '-205 47566 21 302 18289 91538 914470',
 '-205 57342 115 626 -78488 -392526 -3924410',
 '347 43902 39 747 -111845 -559000 -5592250',
 '347 32469 143 909 165589 828293 8279480',
 '-205 38815 144 912 -166533 -832356 -8326660',
 '-205 1897 29 986 194742 974057 9737120']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '4ad544f83eb7f8daf540e25fb486079ec4ea3eef3231c3d35c1b2a2fe35b85b0',
 'data/bias.csv': '1e9cb2701edf3d6f4abc2d0d4510f55b388c1d417ae2cd9791855c97811b702f',
 'examples/consumer/CMakeLists.txt': '7548dee8f77332bed4d53e09062334dd7704dad22ca30bafa58502eb7ff323b0',
 'examples/consumer/main.c': '717b233b3b926c68472d38155db497a10b18f3cfd3b78cbe93f2f809fc24b14a',
 'examples/expected.txt': '191604e701b714d4eef5709ea3e2cf90ce3b44990e9e0d562fd45223d76a0a04',
 'examples/input.txt': '7abb19b3b33f277deb17f49f803e62c4436133d1d985faba5a735b418b274ad8',
 'include/quill/quill.h': '06d31a2de2f62fabd51b38fdcf49c9553944050784ed3223452dbe755e121f2c',
 'src/apply.c': '1e50980a776fd81c907db8c10f68f5e75bba0192414f7ed6cf822028e77ef9cd',
 'src/lookup.c': '71f7309c28e854a26e13f1f4ed914504d0e6ae55a66211b5cdf1e24f8fbe44d4',
 'src/params.h': 'a5565e64c1364501a032242bbc6470ca3f46ca32523d10306de46fa6239fd6d6',
 'src/radix.c': '6c4411949e217974cf41484dc1ad01355ed1d611ad9cadb252433c861186a7d9',
 'src/split.c': 'f50618a3480f7dc758b7df24882c9d23f71c33b0686b57436aac10c4aeb1e8de',
 'src/steps.c': 'f4f732b429c63228b6a03ce8f2427a99daa0d0c3980c20c95f456b41c3bb4f24',
 'src/table.h': '63139cf0797492c66c8ba2777b22d462b4ad11f77a19be46a8f6d7639b44bdb7',
 'src/version.c': '708c0e6f74fbd229a02c4be71edba5eddc1269d4ed558d0a3e3829bcb686afe7',
 'src/whiten.c': '5e99dadec67599cb11307d4c6643a473517b562d6f8afc58d26c1a642d6f5669',
 'tools/quillcalc.c': '9be5b1214550ae719df26a41d28187efd63611eab7038bc595f463cb3d7c1c47',
 'units/include/quill/units.h': 'b4edff095ecebdfdabe58062302745a54f80eab401c5117f565673a45971791b'}

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
