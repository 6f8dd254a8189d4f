import os, re, shutil, subprocess, tempfile

import pytest

LIB = 'sigmax'
TOOL = 'sigmax-run'
PROJ = '/src/sigmax'
PREFIX = '/opt/sigmax-5'
LEVEL = 'hard'
VERSION = '1.18.6'
MAJOR = 5
SO_REAL = 'libsigmax.so.5.0.1'
LDCONF = '/etc/ld.so.conf.d/sigmax.conf'
CONFIGURE_OPTS = '--enable-tuned'
DATAFILE = 'presets.ini'
DATA = '# sigmax runtime defaults\ndepth = 266\nbias = 97\nratio = 648\nscale = 396\n'
N_TESTS = 3
CHECKOUT = ['Makefile.am',
 'README',
 'configure.ac',
 'data/presets.ini',
 'examples/expected.txt',
 'examples/input.txt',
 'include/sigmax/sigmax.h',
 'sigmax.pc.in',
 'src/apply.c',
 'src/gain.c',
 'src/gcd.c',
 'src/params.h',
 'src/radix.c',
 'src/reverse.c',
 'src/ring.c',
 'src/version.c',
 'tests/check_gain.c',
 'tests/check_gcd.c',
 'tests/examples.sh',
 'tools/sigmax-run.c']
NEEDS_LIBM = True
EXPECTED = {'probe': ['version 1.18.6',
           '9 0 48 0 0',
           '9 -21960144 6 2133 956',
           '9 -2200272 2 2690 302',
           '9 -18056880 6 2574 867',
           '9 9893856 4 2333 642',
           '9 -3175152 2 407 363',
           '9 -21330768 2 1816 942',
           '6 9604824 1 2086 632',
           '6 -2348568 3 2409 312',
           '6 1451016 3 1479 245',
           '6 -19416 1 2140 28',
           '9 4043280 2 377 410',
           '9 -1697184 12 60 265',
           '6 216 3 9 3',
           '6 15133416 1 2422 794',
           '9 6257760 4 1228 510',
           '9 -7614864 6 1206 563',
           '9 11055408 2 598 678',
           '6 -13342296 1 1432 745',
           '9 6931152 6 2745 537',
           '9 2945280 16 1811 350',
           '6 307944 3 1035 113',
           '6 -4453896 1 208 430',
           '6 -19747944 3 2889 907',
           '6 -16788840 1 2327 836',
           '6 -12155208 1 761 711',
           '9 14989632 8 2329 790',
           '6 -1412760 1 115 242',
           '9 -8079504 2 2489 580',
           '6 13006536 1 2272 736',
           '9 13242816 24 321 742',
           '9 -2206464 16 2432 303',
           '6 337080 1 2249 118',
           '9 -6427296 12 555 517',
           '6 -23494488 1 131 989',
           '9 -3999120 2 1463 408',
           '6 -8733192 1 1793 603',
           '9 8861520 2 605 607',
           '6 -3834744 1 2414 399',
           '9 -20431920 2 931 922',
           '6 9956184 1 1981 644',
           '6 -20720472 1 704 929',
           '9 -7438416 2 2660 556',
           '9 -22329552 2 1486 964'],
 'tool': ['9',
          '9',
          '9',
          '9',
          '9',
          '9',
          '9',
          '6',
          '6',
          '6',
          '6',
          '9',
          '9',
          '6',
          '6',
          '9',
          '9',
          '9',
          '6',
          '9',
          '9',
          '6',
          '6',
          '6',
          '6',
          '6',
          '9',
          '6',
          '9',
          '6',
          '9',
          '9',
          '6',
          '9',
          '6',
          '9',
          '6',
          '9',
          '6',
          '9',
          '6',
          '6',
          '9',
          '9']}

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
