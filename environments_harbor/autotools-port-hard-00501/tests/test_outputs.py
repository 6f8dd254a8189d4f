import os, re, shutil, subprocess, tempfile

import pytest

LIB = 'embera'
TOOL = 'emberatool'
PROJ = '/app/embera'
PREFIX = '/usr/local/embera'
LEVEL = 'hard'
VERSION = '2.5.5'
MAJOR = 2
SO_REAL = 'libembera.so.2.0.0'
LDCONF = '/etc/ld.so.conf.d/embera.conf'
CONFIGURE_OPTS = '--enable-turbo'
DATAFILE = 'limits.cfg'
DATA = '# embera runtime defaults\nratio = 642\nwindow = 762\nscale = 477\nlimit = 719\n'
N_TESTS = 3
CHECKOUT = ['Makefile.am',
 'README',
 'configure.ac',
 'data/limits.cfg',
 'embera.pc.in',
 'examples/expected.txt',
 'examples/input.txt',
 'include/embera/embera.h',
 'src/apply.c',
 'src/clamp.c',
 'src/curve.c',
 'src/dsum.c',
 'src/params.h',
 'src/radix.c',
 'src/scramble.c',
 'src/version.c',
 'tests/check_clamp.c',
 'tests/check_curve.c',
 'tests/examples.sh',
 'tools/emberatool.c']
NEEDS_LIBM = True
EXPECTED = {'probe': ['version 2.5.5',
           '211 33 33592 44717 238',
           '211 19 24122 44717 463',
           '211 39 18556 -1708 997',
           '211 34 57922 -1708 909',
           '211 27 41874 -1708 414',
           '211 29 52219 -1708 652',
           '211 17 4449 -1708 649',
           '211 18 2686 -1708 643',
           '211 22 49576 44717 729',
           '211 37 56810 44717 943',
           '211 27 12124 44717 661',
           '211 21 54022 -1708 290',
           '211 28 18601 -1708 666',
           '211 32 48611 44717 851',
           '211 31 52868 44717 423',
           '211 32 32153 -1708 799',
           '211 35 26130 -1708 985',
           '211 36 23290 -1708 982',
           '211 44 45253 -1708 982',
           '211 0 56 0 0',
           '211 17 23600 -1708 345',
           '211 27 33583 44717 768',
           '211 32 48893 -1708 941',
           '211 33 44144 44717 826',
           '211 0 56 0 0',
           '211 44 20191 -1708 824',
           '211 30 14703 -1708 992',
           '211 32 42090 -1708 965',
           '211 22 1350 -1708 602',
           '211 29 11662 -1708 788',
           '211 21 43755 -1708 384',
           '211 20 11032 -1708 412',
           '211 26 55652 -1708 657',
           '211 28 29352 44717 726',
           '211 19 36180 26731 163',
           '211 29 37661 -1708 303',
           '211 28 58398 44717 963',
           '211 22 44466 44717 971',
           '211 30 3680 44717 934',
           '211 39 29213 44717 446',
           '211 25 43290 24766 157',
           '211 24 19481 44717 913',
           '211 37 48934 -1708 446',
           '211 35 27617 -1708 842'],
 'tool': ['211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211',
          '211']}

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
