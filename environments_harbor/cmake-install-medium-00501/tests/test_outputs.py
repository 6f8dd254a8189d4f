import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'kappa'
TOOL = 'kapparun'
PROJ = '/app/kappa'
VERSION = '7.8.1'
MAJOR = 7
REQ = '7.0'
REJECT = '6.8'
LIBDIR = 'lib/x86_64-linux-gnu'
CHECKS = ['libdir', 'soname']
BUILD_TYPE = ''
CSV = 'data/corrections.csv'
CSV_B = 'slot,value\n0,-389\n1,211\n2,-74\n3,-152\n4,-344\n5,352\n6,361\n'
HIDDEN = ('-788313\n'
 '707923\n'
 '-160425\n'
 '0\n'
 '-23036\n'
 '-40956\n'
 '659795\n'
 '-858968\n'
 '-965437\n'
 '0\n'
 '-131108\n'
 '-455919\n'
 '-618130\n'
 '-46287\n'
 '466241\n'
 '-796526\n'
 '412364\n'
 '-856810\n'
 '-46923\n'
 '499151\n'
 '973385\n'
 '-149797\n'
 '-96011\n'
 '-759460\n'
 '438655\n'
 '810289\n'
 '-381555\n'
 '-69957\n'
 '14720\n'
 '78953\n'
 '420449\n'
 '-780691\n'
 '-399215\n'
 '-927066\n'
 '737764\n'
 '-140869\n'
 '635853\n'
 '-678477\n'
 '-854400\n'
 '-271732\n'
 '481519\n'
 '102037\n'
 '-316940\n'
 '236388\n')
TOOL_OUT = ['849754',
 '468389',
 '164982',
 '-2306',
 '240574',
 '684094',
 '108574',
 '334409',
 '220422',
 '-2306',
 '908494',
 '148174',
 '792334',
 '229354',
 '153102',
 '580959',
 '96834',
 '90094',
 '306574',
 '675629',
 '502074',
 '849754',
 '521214',
 '164982',
 '240574',
 '164982',
 '491374',
 '141029',
 '182494',
 '792334',
 '240574',
 '90094',
 '355062',
 '803669',
 '197129',
 '468759',
 '261694',
 '261694',
 '580959',
 '103294',
 '744154',
 '55774',
 '468759',
 '502074']
TOOL_OUT_B = ['850157',
 '468576',
 '164601',
 '-1894',
 '240236',
 '683756',
 '108986',
 '334596',
 '220041',
 '-1894',
 '908756',
 '147836',
 '792746',
 '229616',
 '152913',
 '580996',
 '97436',
 '90506',
 '306281',
 '675111',
 '502241',
 '850157',
 '521111',
 '164601',
 '240236',
 '164601',
 '491081',
 '141066',
 '182906',
 '792746',
 '240236',
 '90506',
 '355386',
 '803106',
 '196803',
 '468361',
 '261956',
 '261956',
 '580996',
 '103001',
 '743816',
 '55436',
 '468361',
 '502241']
PROBE_C = ('#include <stdio.h>\n'
 '#include <kappa/kappa.h>\n'
 '#include <kappa/version.h>\n'
 '#include <kappa/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", kappa_version(), KAPPA_VERSION_MAJOR, KAPPA_VERSION_MINOR,\n'
 '           KAPPA_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", kappa_apply(x));\n'
 '        printf(" %ld", kappa_root(x));\n'
 '        printf(" %ld", kappa_collatz(x));\n'
 '        printf(" %ld", kappa_curve(x));\n'
 '        printf(" %ld", kappa_boost(x));\n'
 '        printf(" %ld %ld\\n", kappa_lookup(x), kappa_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 7.8.1 7 8 1',
 '849754 887 37 10715 -43357215 -787989 -788313000',
 '468389 841 14 10223 38935765 707682 707923000',
 '164982 400 14 4933 -8823375 -160101 -160425000',
 '-2306 0 0 -41 0 -261 0',
 '240574 151 21 5147 -1266980 -23042 -23036000',
 '684094 202 128 14291 -2252580 -41217 -40956000',
 '108574 812 24 13215 36288725 659969 659795000',
 '334409 926 22 8737 -47243240 -858974 -858968000',
 '220422 982 53 10723 -53099035 -965263 -965437000',
 '-2306 0 0 -41 0 -261 0',
 '908494 362 113 1617 -7210940 -131114 -131108000',
 '148174 675 40 10975 -25075545 -455835 -455919000',
 '792334 786 28 14703 -33997150 -617823 -618130000',
 '229354 215 24 5049 -2545785 -46203 -46287000',
 '153102 682 96 11633 25643255 466278 466241000',
 '580959 892 111 16033 -43808930 -796150 -796526000',
 '96834 642 94 2675 22680020 412740 412364000',
 '90094 925 86 7715 -47124550 -856503 -856810000',
 '306574 216 14 5493 -2580765 -46839 -46923000',
 '675629 706 23 245 27453305 499325 499151000',
 '502074 986 120 10119 53536175 973422 973385000',
 '849754 387 24 15423 -8238835 -149623 -149797000',
 '521214 309 9 3553 -5280605 -96062 -96011000',
 '164982 871 35 39 -41770300 -759084 -759460000',
 '240574 662 36 12605 24126025 438414 438655000',
 '164982 900 117 15461 44565895 810238 810289000',
 '491374 617 19 377 -20985525 -381471 -381555000',
 '141029 264 35 16653 -3847635 -69633 -69957000',
 '182494 121 114 8403 809600 15096 14720000',
 '792334 280 14 8633 4342415 78990 78953000',
 '240574 648 53 5631 23124695 420486 420449000',
 '90094 883 13 12165 -42938005 -780654 -780691000',
 '355062 631 114 16585 -21956825 -399266 -399215000',
 '803669 962 27 2111 -50988630 -927004 -927066000',
 '197129 858 122 3495 40577020 737758 737764000',
 '468759 375 45 1321 -7747795 -140695 -140869000',
 '261694 797 32 1129 34971915 635937 635853000',
 '261694 823 53 5183 -37316235 -678153 -678477000',
 '580959 924 19 6393 -46992000 -854661 -854400000',
 '103294 521 83 12015 -14945260 -271356 -271732000',
 '744154 693 7 14713 26483545 481278 481519000',
 '55774 319 21 4667 5612035 101986 102037000',
 '468759 562 27 11603 -17431700 -316946 -316940000',
 '502074 486 120 13929 13001340 236127 236388000']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': 'b41affc82b97898c6cd91474510b148e31032ed1ddb8e7817204d31a0542f146',
 'data/corrections.csv': '03c1a3ed5903e587435cbfe72331e18e33da3bc0bdb8fe11b9c710f060190d4b',
 'examples/consumer/CMakeLists.txt': 'e0cdcd4a6282e378d5a80a9aca120ef7207d0858908fbaaa309c6a02943fc316',
 'examples/consumer/main.c': '0518a990cc001eaf5bbc3a2dd3484e7ba773eb73cdb3c0918bd1b9cc92213a23',
 'examples/expected.txt': 'e100b096438e6b94e5be930e91a9bc30f58a8b0936fd8207f752199114f712f8',
 'examples/input.txt': '33d53e83e9173c4f09aacf2ac588fc37549833af017d198fc16a814535d4783f',
 'include/kappa/kappa.h': 'b07896e23d77f81fb818b718601fc5f39d7fc0466670b007f129597b9c129b69',
 'src/apply.c': 'af38ea0866f0fa679c16e5eb41268dacb0e259fad0c8a38ae7608bf370368f93',
 'src/boost.c': '90531052b0ea3a5b807c1a94836b7c793ad8693d84a9da84b47636244c5e6842',
 'src/collatz.c': 'c1aa2f8946063de96666b61432e034ba45e75487185bb4ae045d923d3e2cf9fd',
 'src/curve.c': 'd3c3efa2a66b16557126b4fd32ea62c7a4b0c4cfb9042269be0df2e469a82ef7',
 'src/lookup.c': 'b075bf1065acb0342ea7c6172999e4e8310b03489439da0dda26283e2888eb10',
 'src/params.h': '6ece95fc5cb922982f32dd0b97e87f0ee826b50f0d9381003c578d3750f51bda',
 'src/root.c': 'a2a95024c3fe103bbdfda3720ac2afe6cdc33b778fce436ea4b0707d6b0f92c2',
 'src/table.h': '13716f448bd39be90ffb87ab50fc35d145a9683bf6cf531f0b094bde8ef18a6c',
 'src/version.c': 'f52daaed9708505441bb6d0b47e4b9148e703f7707a38be899076f28de5909da',
 'tools/kapparun.c': '9bfe026fbe33ca6902a17b2c470e2af5560f46a6e4095ca17506e8b784d89138',
 'units/include/kappa/units.h': '88374175aa5734ef094ee71d1ef7407d23e6bc3433771d71e3fe447c94fe22ce'}

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
