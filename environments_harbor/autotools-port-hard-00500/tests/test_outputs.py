import os, re, shutil, subprocess, tempfile

import pytest

LIB = 'zephyr'
TOOL = 'zephyrctl'
PROJ = '/work/zephyr-4.11.1'
PREFIX = '/srv/sw/zephyr'
LEVEL = 'hard'
VERSION = '4.11.1'
MAJOR = 3
SO_REAL = 'libzephyr.so.3.0.0'
LDCONF = '/etc/ld.so.conf.d/zephyr.conf'
CONFIGURE_OPTS = '--enable-extended'
DATAFILE = 'limits.cfg'
DATA = '# zephyr runtime defaults\ndepth = 91\nwindow = 245\nscale = 760\nbias = 839\n'
N_TESTS = 3
CHECKOUT = ['Makefile.am',
 'README',
 'configure.ac',
 'data/limits.cfg',
 'examples/expected.txt',
 'examples/input.txt',
 'include/zephyr/zephyr.h',
 'src/apply.c',
 'src/curve.c',
 'src/dsum.c',
 'src/params.h',
 'src/radix.c',
 'src/reduce.c',
 'src/saturate.c',
 'src/version.c',
 'tests/check_dsum.c',
 'tests/check_reduce.c',
 'tests/examples.sh',
 'tools/zephyrctl.c',
 'zephyr.pc.in']
NEEDS_LIBM = True
EXPECTED = {'probe': ['version 4.11.1',
           '9 38724 97646 765 40',
           '15 -4638 -140423 917 31',
           '15 -4638 -87642 725 29',
           '15 -4638 -93624 749 30',
           '3 0 0 0 0',
           '15 -4638 -37937 477 24',
           '9 38724 150331 949 36',
           '9 38724 83458 707 17',
           '9 38724 10940 256 25',
           '9 38724 12481 273 35',
           '15 -4638 -15753 307 23',
           '15 -4638 -55906 579 19',
           '15 -4638 -165099 995 41',
           '15 -4638 -107154 801 29',
           '9 38724 22678 368 24',
           '15 -4638 -101873 781 22',
           '5 7 1 2 7',
           '15 -4638 -34986 458 30',
           '9 38724 104842 793 28',
           '15 -4638 -166020 998 32',
           '9 38724 64100 620 24',
           '15 -4638 -60575 602 22',
           '9 38724 155297 965 33',
           '9 38724 145044 932 29',
           '9 38724 75399 672 31',
           '9 38724 22631 368 30',
           '15 -4638 -116479 835 43',
           '9 38724 108353 806 16',
           '15 -4638 -3119 136 22',
           '15 -4638 -34796 456 26',
           '15 -4638 -62543 612 26',
           '15 -4638 -39165 484 28',
           '15 -4638 -76844 679 24',
           '9 38724 124943 865 35',
           '9 38724 109315 809 35',
           '15 -4638 -108790 807 29',
           '9 38724 60711 603 23',
           '15 -4638 -23125 372 26',
           '9 38724 100380 776 22',
           '15 -4638 -109324 809 33',
           '15 -4638 -80343 694 20',
           '15 -4638 -6457 196 29',
           '9 38724 89664 733 39',
           '15 -4638 -113499 825 40'],
 'tool': ['9',
          '15',
          '15',
          '15',
          '3',
          '15',
          '9',
          '9',
          '9',
          '9',
          '15',
          '15',
          '15',
          '15',
          '9',
          '15',
          '5',
          '15',
          '9',
          '15',
          '9',
          '15',
          '9',
          '9',
          '9',
          '9',
          '15',
          '9',
          '15',
          '15',
          '15',
          '15',
          '15',
          '9',
          '9',
          '15',
          '9',
          '15',
          '9',
          '15',
          '15',
          '15',
          '9',
          '15']}

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
