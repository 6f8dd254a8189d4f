import os, re, shutil, subprocess, tempfile

import pytest

LIB = 'dynamo'
TOOL = 'dynamo-cli'
PROJ = '/usr/src/dynamo-2.8.4'
PREFIX = '/opt/vendor/dynamo'
LEVEL = 'easy'
VERSION = '2.8.4'
MAJOR = 6
SO_REAL = 'libdynamo.so.6.0.0'
LDCONF = '/etc/ld.so.conf.d/dynamo.conf'
CONFIGURE_OPTS = ''
DATAFILE = ''
DATA = ''
N_TESTS = 3
CHECKOUT = ['Makefile.am',
 'README',
 'configure.ac',
 'dynamo.pc.in',
 'examples/expected.txt',
 'examples/input.txt',
 'include/dynamo/dynamo.h',
 'src/apply.c',
 'src/gcd.c',
 'src/hash.c',
 'src/params.h',
 'src/steps.c',
 'src/version.c',
 'tests/check_gcd.c',
 'tests/check_hash.c',
 'tests/examples.sh',
 'tools/dynamo-cli.c']
NEEDS_LIBM = False
EXPECTED = {'probe': ['version 2.8.4',
           '12 104 6129 1',
           '4 94 4852 2',
           '12 46 45749 1',
           '1 29 49428 2',
           '1 23 52389 1',
           '12 34 52857 1',
           '1 111 1612 4',
           '1 97 44864 4',
           '4 44 12189 1',
           '4 48 22557 1',
           '1 9 47221 3',
           '3 129 33085 1',
           '12 116 62617 3',
           '1 143 60464 2',
           '4 44 63529 1',
           '4 0 52 12',
           '3 49 49880 2',
           '1 21 3056 12',
           '12 28 51469 3',
           '1 33 11405 3',
           '1 17 8397 1',
           '12 28 29017 3',
           '1 117 50385 3',
           '1 11 4508 4',
           '1 47 23792 12',
           '12 52 32524 4',
           '1 11 56857 1',
           '1 21 22257 1',
           '3 31 39121 1',
           '1 143 5456 2',
           '3 55 32765 1',
           '4 80 19489 3',
           '4 8 197 1',
           '1 139 22708 12',
           '4 24 46093 3',
           '1 127 65333 1',
           '1 29 15965 1',
           '3 31 21832 6',
           '1 117 38433 3',
           '1 109 21149 1',
           '4 140 7940 4',
           '4 86 19084 2',
           '1 83 25620 12',
           '1 39 20225 1'],
 'tool': ['12',
          '4',
          '12',
          '1',
          '1',
          '12',
          '1',
          '1',
          '4',
          '4',
          '1',
          '3',
          '12',
          '1',
          '4',
          '4',
          '3',
          '1',
          '12',
          '1',
          '1',
          '12',
          '1',
          '1',
          '1',
          '12',
          '1',
          '1',
          '3',
          '1',
          '3',
          '4',
          '4',
          '1',
          '4',
          '1',
          '1',
          '3',
          '1',
          '1',
          '4',
          '4',
          '1',
          '1']}

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
