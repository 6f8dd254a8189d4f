import os, re, shutil, subprocess, tempfile

import pytest

LIB = 'ferrite'
TOOL = 'ferrite-run'
PROJ = '/home/builder/ferrite'
PREFIX = '/opt/vendor/ferrite'
LEVEL = 'medium'
VERSION = '1.2.8'
MAJOR = 5
SO_REAL = 'libferrite.so.5.0.9'
LDCONF = '/etc/ld.so.conf.d/ferrite.conf'
CONFIGURE_OPTS = ''
DATAFILE = ''
DATA = ''
N_TESTS = 3
CHECKOUT = ['Makefile.am',
 'README',
 'configure.ac',
 'examples/expected.txt',
 'examples/input.txt',
 'ferrite.pc.in',
 'include/ferrite/ferrite.h',
 'src/amplify.c',
 'src/apply.c',
 'src/fold.c',
 'src/params.h',
 'src/radix.c',
 'src/saturate.c',
 'src/version.c',
 'tests/check_radix.c',
 'tests/check_saturate.c',
 'tests/examples.sh',
 'tools/ferrite-run.c']
NEEDS_LIBM = True
EXPECTED = {'probe': ['version 1.2.8',
           '42 49456 11762512 3256 857',
           '53 -1264 -1466320 563 302',
           '53 -1264 -15915632 2272 997',
           '42 49456 3268432 2572 451',
           '53 -1264 -8869600 4661 744',
           '42 49456 3127984 5320 442',
           '53 -1264 -5510208 1392 586',
           '42 49456 12592224 3246 887',
           '53 -1264 -3384416 1705 459',
           '42 49456 6194576 1040 622',
           '11 8 128 8 2',
           '42 49456 7925456 5486 703',
           '42 49456 9501776 272 770',
           '53 -1264 -7475392 5354 683',
           '42 49456 6862736 2459 654',
           '53 -1264 -3007424 2215 433',
           '42 49456 1345168 3391 289',
           '42 49456 12740080 961 892',
           '53 -1264 -11677984 2027 854',
           '53 -1264 -272416 263 130',
           '53 -1264 -8592304 4703 732',
           '42 49456 11804512 118 858',
           '53 -1264 -2164848 3009 367',
           '53 -1264 -14655808 329 957',
           '42 49456 2103520 4684 362',
           '53 -1264 -7951456 4415 704',
           '53 -1264 -1671296 5041 323',
           '53 -1264 -4684544 1129 541',
           '53 -1264 -11307072 2157 840',
           '53 -1264 -11709248 73 855',
           '53 -1264 -10671280 1553 816',
           '42 49456 7979488 3100 706',
           '53 -1264 -13130176 3473 905',
           '0 0 0 0 0',
           '53 -1264 -4469184 3063 528',
           '53 -1264 -1943856 5295 348',
           '42 49456 1082688 4275 260',
           '53 -1264 -15821952 2364 994',
           '42 49456 9184992 3525 757',
           '42 49456 3523504 1225 469',
           '64 47806 764896 1702 218',
           '42 49456 8042128 1252 708',
           '53 -1264 -8783088 4305 740',
           '53 -1264 -8050080 4014 709'],
 'tool': ['42',
          '53',
          '53',
          '42',
          '53',
          '42',
          '53',
          '42',
          '53',
          '42',
          '11',
          '42',
          '42',
          '53',
          '42',
          '53',
          '42',
          '42',
          '53',
          '53',
          '53',
          '42',
          '53',
          '53',
          '42',
          '53',
          '53',
          '53',
          '53',
          '53',
          '53',
          '42',
          '53',
          '0',
          '53',
          '53',
          '42',
          '53',
          '42',
          '42',
          '64',
          '42',
          '53',
          '53']}

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
