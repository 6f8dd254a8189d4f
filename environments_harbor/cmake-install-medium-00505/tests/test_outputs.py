import os
import subprocess

import pytest

import tg_guard
import hashlib
import shutil
import tempfile
import time

LIB = 'lumen'
TOOL = 'lumen-tool'
PROJ = '/app/lumen'
VERSION = '4.8.6'
MAJOR = 4
REQ = '4.6'
REJECT = '3.8'
LIBDIR = 'lib'
CHECKS = ['ctest', 'pc']
BUILD_TYPE = ''
CSV = 'data/offsets.csv'
CSV_B = 'slot,value\n0,245\n1,158\n2,-24\n3,-42\n4,206\n5,-362\n6,-251\n'
HIDDEN = ('985146\n'
 '505109\n'
 '401499\n'
 '-16792\n'
 '-818463\n'
 '576798\n'
 '-959782\n'
 '440946\n'
 '567521\n'
 '-145380\n'
 '100649\n'
 '821293\n'
 '-581928\n'
 '-766841\n'
 '-446962\n'
 '588012\n'
 '-387066\n'
 '-248283\n'
 '693637\n'
 '-573440\n'
 '182679\n'
 '344307\n'
 '-667886\n'
 '-364000\n'
 '-783467\n'
 '-868491\n'
 '472152\n'
 '1\n'
 '0\n'
 '13139\n'
 '-634786\n'
 '-361500\n'
 '400421\n'
 '291593\n'
 '262270\n'
 '-534263\n'
 '-797782\n'
 '768386\n'
 '842940\n'
 '-291091\n'
 '-182901\n'
 '-994167\n'
 '89412\n'
 '-109425\n')
TOOL_OUT = ['10816',
 '10816',
 '10816',
 '11092',
 '10816',
 '10816',
 '10816',
 '11092',
 '11137',
 '11092',
 '11092',
 '11092',
 '10816',
 '10816',
 '10816',
 '10816',
 '11092',
 '11092',
 '10816',
 '11092',
 '11092',
 '10816',
 '11092',
 '11092',
 '10816',
 '11092',
 '11092',
 '11137',
 '11137',
 '10816',
 '11092',
 '11092',
 '11092',
 '10816',
 '11092',
 '11092',
 '11092',
 '11092',
 '11137',
 '11137',
 '10663',
 '11137',
 '11137',
 '11092']
TOOL_OUT_B = ['10981',
 '10981',
 '10981',
 '11067',
 '10981',
 '10981',
 '10981',
 '11067',
 '10793',
 '11067',
 '11067',
 '11067',
 '10981',
 '10981',
 '10981',
 '10981',
 '11067',
 '11067',
 '10981',
 '11067',
 '11067',
 '10981',
 '11067',
 '11067',
 '10981',
 '11067',
 '11067',
 '10793',
 '10793',
 '10981',
 '11067',
 '11067',
 '11067',
 '10981',
 '11067',
 '11067',
 '11067',
 '11067',
 '10793',
 '10793',
 '10974',
 '10793',
 '10793',
 '11067']
PROBE_C = ('#include <stdio.h>\n'
 '#include <lumen/lumen.h>\n'
 '#include <lumen/version.h>\n'
 '#include <lumen/units.h>\n'
 '\n'
 'int main(void)\n'
 '{\n'
 '    long x;\n'
 '    printf("version %s %d %d %d\\n", lumen_version(), LUMEN_VERSION_MAJOR, LUMEN_VERSION_MINOR,\n'
 '           LUMEN_VERSION_PATCH);\n'
 '    while (scanf("%ld", &x) == 1) {\n'
 '        printf("%ld", lumen_apply(x));\n'
 '        printf(" %ld", lumen_poly(x));\n'
 '        printf(" %ld", lumen_crossfoot(x));\n'
 '        printf(" %ld", lumen_radix(x));\n'
 '        printf(" %ld", lumen_mix(x));\n'
 '        printf(" %ld %ld\\n", lumen_lookup(x), lumen_to_units(x));\n'
 '    }\n'
 '    return 0;\n'
 '}\n')
PROBE_OUT = ['version 4.8.6 4 8 6',
 '10816 79449 33 992 8824 984755 985146000',
 '10816 39975 20 710 40791 505091 505109000',
 '10816 33489 27 633 2585 401542 401499000',
 '11092 34513 25 129 37930 -16810 -16792000',
 '10816 28969 30 904 43171 -818854 -818463000',
 '10816 87605 42 759 59228 576407 576798000',
 '10816 67291 40 979 28824 -959789 -959782000',
 '11092 45115 27 664 36912 440989 440946000',
 '11137 27011 26 753 33443 567841 567521000',
 '11092 15873 21 381 57950 -145771 -145380000',
 '11092 29413 20 317 41835 100631 100649000',
 '11092 3517 25 906 41583 821140 821293000',
 '10816 53795 33 762 13466 -582037 -581928000',
 '10816 72659 32 875 26309 -766571 -766841000',
 '10816 29729 31 668 1100 -446969 -446962000',
 '10816 54767 24 766 53934 587621 588012000',
 '11092 18831 30 622 12868 -387457 -387066000',
 '11092 48711 27 498 7271 -248240 -248283000',
 '10816 4489 34 832 49095 693484 693637000',
 '11092 26275 23 757 27202 -573170 -573440000',
 '11092 22607 33 427 58325 182288 182679000',
 '10816 48459 21 586 27313 344198 344307000',
 '11092 80255 41 817 58704 -667616 -667886000',
 '11092 28057 13 603 22626 -364007 -364000000',
 '10816 77493 35 885 8663 -783489 -783467000',
 '11092 24371 36 931 38199 -868448 -868491000',
 '11092 24573 21 687 7706 472043 472152000',
 '11137 37 1 1 10819 -21 1000',
 '11137 49 0 0 10818 43 0',
 '10816 75863 17 114 6417 13459 13139000',
 '11092 59071 34 796 31260 -634804 -634786000',
 '11092 33187 15 601 20902 -361609 -361500000',
 '11092 27157 11 632 13927 400403 400421000',
 '10816 75637 29 539 22859 291575 291593000',
 '11092 36503 19 512 10812 262248 262270000',
 '11092 37129 23 730 62283 -533993 -534263000',
 '11092 71583 40 893 63976 -797789 -797782000',
 '11092 33561 38 876 37824 768368 768386000',
 '11137 1291 27 918 63230 842983 842940000',
 '11137 535 22 539 42159 -291098 -291091000',
 '10663 20103 21 427 8137 -183292 -182901000',
 '11137 33201 36 997 65227 -994124 -994167000',
 '11137 5113 24 299 30470 89021 89412000',
 '11092 61651 21 330 32461 -109816 -109425000']
KEEP = {'cmake/gen_table.cmake': '762792f6b2efb520026e692f0581b5418ff3f84a4cfa5b6824f889af9f242d5d',
 'cmake/run_example.cmake': 'd986e97c87609e80df11726f2ce73fc5f5eafe917b2e6f605de3e4ba0110e186',
 'cmake/version.h.in': '920467186f14e7b5f17cb5428228e54153c9c761fafae4deed79b3c6a20142f4',
 'data/offsets.csv': 'a2b451cee901d582486ce13cfd8b1bb439cbc2864f68a13ca41fbb3688bf9861',
 'examples/consumer/CMakeLists.txt': '69dbe6ce56eafd2002cd962c7b79782a260bfe377e289eed0bcd1d6c297d39af',
 'examples/consumer/main.c': 'f74881975ee1be1f24e682c1222e5abdf04bd627cab4b7507dac263a33ab626c',
 'examples/expected.txt': '778d03642445627d1176348e9f1d76a8946913101ce425a16fc5b0bd4fd9afb0',
 'examples/input.txt': '17333a2520e3a54f029e48b263fc31af5b61fe531fa6a16ca50f06f91a0ffb71',
 'include/lumen/lumen.h': 'bacf14f4fd9fc7e4fce41fd2b5d99ac50dc88cf012d4efcf5528377276b21dbb',
 'src/apply.c': '60a0283b95dbb8f6982b398cd56ff3f33d3525f505a001a5fcddcd9fc1148975',
 'src/crossfoot.c': '12097137b59b403f5984a9a660ec14eb5825f7f0e12473cb926e7dacc633df39',
 'src/lookup.c': '748e322ebe66482b75017ba7f168386a974e318a528eb7ba192c353da9dec001',
 'src/mix.c': 'd3b1ba0dd12fb6159f67156f55355b8706794845b5fb55f4ff9eb7bfe7940c59',
 'src/params.h': 'f25798ddd96eb0d9b50625fcad05a6f270a4c4f104eb03cc032ad46033b3dfb5',
 'src/poly.c': 'c89c97bf0987b3be0d9ddd46e8c862f16cc19db77a005f5e86ff7d78a6a0a70e',
 'src/radix.c': '90749ccb221d791321d9198ffaae8224273bc4214da7216756a6b9ec82fe6339',
 'src/table.h': 'ee7e8744e44f585577859ca025d06c9cfefad5001837714f83ec2f8b0910def2',
 'src/version.c': 'd18b2270b2c9bf1412cff7b1840cb985ae171eb50419ad7a86f481e158752ffc',
 'tools/lumen-tool.c': 'aeb7859fdecba1790f2774ad9ffd7d17a11d72c5cedceb7996b0b40ee13910fa',
 'units/include/lumen/units.h': '9fb13f8e5627c16b6bf6f5b368d4a26890754609de963749794dd4a2e5931e88'}

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
