import os, re, shutil, subprocess, tempfile

import pytest

LIB = 'jotter'
TOOL = 'jotter-run'
PROJ = '/src/jotter'
PREFIX = '/usr/local/jotter'
LEVEL = 'medium'
VERSION = '0.12.3'
MAJOR = 2
SO_REAL = 'libjotter.so.2.2.1'
LDCONF = '/etc/ld.so.conf.d/jotter.conf'
CONFIGURE_OPTS = ''
DATAFILE = ''
DATA = ''
N_TESTS = 3
CHECKOUT = ['Makefile.am',
 'README',
 'configure.ac',
 'examples/expected.txt',
 'examples/input.txt',
 'include/jotter/jotter.h',
 'jotter.pc.in',
 'src/apply.c',
 'src/crossfoot.c',
 'src/mirror.c',
 'src/params.h',
 'src/radix.c',
 'src/split.c',
 'src/version.c',
 'tests/check_crossfoot.c',
 'tests/check_radix.c',
 'tests/examples.sh',
 'tools/jotter-run.c']
NEEDS_LIBM = True
EXPECTED = {'probe': ['version 0.12.3',
           '21 792 -52299 32 -395726',
           '51 829 57344 33 821886',
           '21 794 52618 21 614136',
           '6 723 -43596 20 -361325',
           '6 620 -32098 31 -681583',
           '11 998 -83069 43 -928699',
           '51 836 -58247 42 -379896',
           '41 816 55606 34 672766',
           '6 505 -21266 25 -391552',
           '5 604 -30453 25 -344563',
           '1 771 -49631 37 -675595',
           '1 228 -4338 19 -75025',
           '31 915 69854 33 842838',
           '0 0 0 0 0',
           '41 931 -72343 30 -611868',
           '61 958 -76621 31 -264919',
           '8 969 78269 30 432939',
           '7 517 -22324 37 -598762',
           '8 969 78367 23 604049',
           '1 884 65268 26 422387',
           '8 751 47049 29 95465',
           '8 644 -34588 23 -760514',
           '51 944 -74332 44 -989198',
           '6 622 -32327 31 -139783',
           '0 2 0 7 7',
           '1 881 64811 36 537777',
           '11 785 51401 24 128616',
           '1 239 4770 22 44275',
           '6 623 32348 31 381883',
           '7 847 -59824 34 -298717',
           '31 921 -70712 36 -745848',
           '21 688 39486 32 738374',
           '11 358 10685 23 822821',
           '11 353 -10430 23 -861521',
           '6 623 32442 26 213983',
           '8 314 -8261 31 -93199',
           '3 151 1907 25 49822',
           '8 751 -47076 28 -229465',
           '9 334 -9298 20 -485111',
           '9 227 4304 24 84615',
           '8 431 -15548 34 -775681',
           '5 173 -2508 19 -79003',
           '8 966 77831 39 879339',
           '7 518 22427 25 521962'],
 'tool': ['21',
          '51',
          '21',
          '6',
          '6',
          '11',
          '51',
          '41',
          '6',
          '5',
          '1',
          '1',
          '31',
          '0',
          '41',
          '61',
          '8',
          '7',
          '8',
          '1',
          '8',
          '8',
          '51',
          '6',
          '0',
          '1',
          '11',
          '1',
          '6',
          '7',
          '31',
          '21',
          '11',
          '11',
          '6',
          '8',
          '3',
          '8',
          '9',
          '9',
          '8',
          '5',
          '8',
          '7']}

HERE = os.path.dirname(os.path.abspath(__file__))
HIDDEN = os.path.join(HERE, "cases", "hidden.txt")
PROBE = os.path.join(HERE, "cases", "probe.c")
CLEAN_ENV = {"LD_LIBRARY_PATH": "", "LD_PRELOAD": ""}

def _sh(cmd, env=None, cwd=None, timeout=300):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=timeout, env=e, cwd=cwd)

def _ok(cmd, what, env=None, cwd=None):
    p = _sh(cmd, env, cwd)
    assert p.returncode == 0, f"{what} failed ({p.returncode}):\n{p.stdout[-1500:]}\n{p.stderr[-1500:]}"
    return p.stdout

def _same(got, want, what):
    got = got.splitlines()
    assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"

def _check_tree(root, label):
    tool = f"{root}/bin/{TOOL}"
    assert os.access(tool, os.X_OK), f"{label}: bin/{TOOL} is missing"
    assert os.path.isfile(f"{root}/include/{LIB}/{LIB}.h"), f"{label}: header include/{LIB}/{LIB}.h not installed"
    real = f"{root}/lib/{SO_REAL}"
    assert os.path.isfile(real) and not os.path.islink(real), f"{label}: lib/{SO_REAL} missing"
    assert os.path.exists(f"{root}/lib/lib{LIB}.so.{MAJOR}"), f"{label}: lib/lib{LIB}.so.{MAJOR} missing"
    assert os.path.isfile(f"{root}/lib/pkgconfig/{LIB}.pc"), f"{label}: lib/pkgconfig/{LIB}.pc missing"
    dyn = _ok(f"readelf -d {real}", "readelf")
    assert f"[lib{LIB}.so.{MAJOR}]" in dyn, f"{label}: SONAME of {SO_REAL} is not lib{LIB}.so.{MAJOR}"
    if NEEDS_LIBM and LEVEL != "easy":
        assert "[libm.so.6]" in dyn, f"{label}: lib{LIB} does not record its libm dependency (NEEDED)"
    if DATAFILE:
        path = f"{root}/share/{LIB}/{DATAFILE}"
        assert os.path.isfile(path), f"{label}: share/{LIB}/{DATAFILE} not installed"
        assert open(path).read() == DATA, f"{label}: share/{LIB}/{DATAFILE} has the wrong content"

def test_installed_tree_and_tool_values():
    assert os.path.isdir(PREFIX), f"nothing installed at {PREFIX}"
    _check_tree(PREFIX, PREFIX)
    out = _ok(f"{PREFIX}/bin/{TOOL} < {HIDDEN}", f"running {PREFIX}/bin/{TOOL}", CLEAN_ENV)
    _same(out, EXPECTED["tool"], f"{TOOL} on hidden input")

def test_consumer_against_installed_library():
    pc = {"PKG_CONFIG_PATH": f"{PREFIX}/lib/pkgconfig", "PKG_CONFIG_LIBDIR": f"{PREFIX}/lib/pkgconfig"}
    flags = _ok(f"pkg-config --cflags --libs {LIB}", f"pkg-config {LIB}", pc).strip()
    assert f"-l{LIB}" in flags, f"pkg-config --libs {LIB} gives {flags!r}"
    work = tempfile.mkdtemp()
    _ok(f"gcc {PROBE} {flags} -o {work}/probe", f"linking a consumer with only `{flags}`")
    if LEVEL == "easy":
        env = {"LD_LIBRARY_PATH": f"{PREFIX}/lib"}
    else:
        assert os.path.isfile(LDCONF), f"{LDCONF} is missing"
        _ok("ldconfig", "ldconfig")
        cache = _ok("ldconfig -p", "ldconfig -p")
        want = f"{PREFIX}/lib/lib{LIB}.so.{MAJOR}"
        assert want in cache, f"the loader cache does not map lib{LIB}.so.{MAJOR} to {want} (via {LDCONF})"
        env = CLEAN_ENV
    out = _ok(f"{work}/probe < {HIDDEN}", "running the consumer (no rpath)", env)
    _same(out, EXPECTED["probe"], "consumer linked with -l" + LIB)

def test_fresh_regenerate_build_check_destdir_install():
    # a clean checkout: only the package's own files (as fixed), nothing generated or built
    src = tempfile.mkdtemp() + "/src"
    for rel in CHECKOUT:
        assert os.path.isfile(f"{PROJ}/{rel}"), f"{PROJ}/{rel} is missing"
        os.makedirs(os.path.dirname(f"{src}/{rel}"), exist_ok=True)
        shutil.copy2(f"{PROJ}/{rel}", f"{src}/{rel}")
    _ok("autoreconf -fi", "autoreconf -fi on a copy of the fixed tree", cwd=src)
    _ok(f"./configure --prefix={PREFIX} {CONFIGURE_OPTS}", "./configure", cwd=src)
    _ok("make -j2", "make", cwd=src)
    p = _sh("make -j2 check", cwd=src)
    log = open(f"{src}/test-suite.log").read() if os.path.exists(f"{src}/test-suite.log") else ""
    assert p.returncode == 0, f"make check failed:\n{p.stdout[-1500:]}\n{p.stderr[-800:]}\n{log[-1500:]}"
    m = re.search(r"^# PASS: +(\d+)", log, re.M)
    assert m and int(m.group(1)) == N_TESTS, f"make check passed {m and m.group(1)} tests, expected {N_TESTS}"
    stage = tempfile.mkdtemp()
    _ok(f"make install DESTDIR={stage}", "make install DESTDIR=...", cwd=src)
    _check_tree(f"{stage}{PREFIX}", "DESTDIR install of the fresh build")
    out = _ok(f"{stage}{PREFIX}/bin/{TOOL} < {HIDDEN}", "the freshly built tool",
              {"LD_LIBRARY_PATH": f"{stage}{PREFIX}/lib"})
    _same(out, EXPECTED["tool"], f"freshly built {TOOL} on hidden input")

@pytest.mark.skipif(LEVEL != "hard", reason="hard level only")
def test_dist_tarball_builds_alone():
    tarball = f"{PROJ}/{LIB}-{VERSION}.tar.gz"
    assert os.path.isfile(tarball), f"{tarball} is missing"
    work = tempfile.mkdtemp()
    _ok(f"tar -xzf {tarball} -C {work}", "unpacking the dist tarball")
    src = f"{work}/{LIB}-{VERSION}"
    for need in ("configure", "Makefile.in", "examples/expected.txt", "tests/examples.sh", f"data/{DATAFILE}"):
        assert os.path.exists(f"{src}/{need}"), f"the dist tarball lacks {need}"
    _ok(f"./configure --prefix={work}/inst {CONFIGURE_OPTS}", "./configure from the tarball", cwd=src)
    _ok("make -j2", "make from the tarball", cwd=src)
    _ok("make -j2 check", "make check from the tarball", cwd=src)
    _ok("make install", "make install from the tarball", cwd=src)
    out = _ok(f"{work}/inst/bin/{TOOL} < {HIDDEN}", "tool built from the tarball",
              {"LD_LIBRARY_PATH": f"{work}/inst/lib"})
    _same(out, EXPECTED["tool"], f"{TOOL} built from the tarball")
    _sh("make distclean", cwd=src)
    _ok("./configure --prefix=/nonexistent", "./configure without the option", cwd=src)
    _ok("make -j2", "make without the option", cwd=src)
    out = _ok(f"./{TOOL} < {HIDDEN}", "tool built without the option", cwd=src)
    assert out.splitlines() != EXPECTED["tool"], "the optional stage is compiled in even without the --enable option"
