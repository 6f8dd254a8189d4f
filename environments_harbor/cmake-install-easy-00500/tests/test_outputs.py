import os, shutil, subprocess, tempfile

LIB = 'nimbus'
TOOL = 'nimbusrun'
PROJ = '/app/nimbus'
PREFIX = '/opt/sdk/nimbus'
LEVEL = 'easy'
VERSION = '4.3.0'
MAJOR = 4
EXPECTED = {'probe': ['version 4.3.0',
           '6 -634182 34 -3300 2',
           '1 -290435 15 -3300 3',
           '1 225086 13 47094 10',
           '1 -957448 29 -3300 2',
           '3 -204663 22 -3300 1',
           '2 671 5 -5 5',
           '9 -705465 19 -3300 1',
           '1 -650213 36 -3300 9',
           '9 545247 26 47094 1',
           '5 550393 33 47094 3',
           '2 -958462 35 -3300 2',
           '6 437550 32 47094 2',
           '2 453952 27 47094 18',
           '30 576534 38 47094 2',
           '1 821372 31 47094 2',
           '1 -172513 29 -3300 1',
           '10 707150 28 47094 2',
           '2 960676 15 47094 30',
           '2 450593 34 47094 1',
           '9 -68391 28 -3300 1',
           '3 -195288 34 -3300 2',
           '1 -494732 30 -3300 6',
           '6 503682 14 47094 2',
           '2 -575731 29 -3300 1',
           '1 916382 28 47094 2',
           '1 -832244 24 -3300 30',
           '1 -104134 14 -3300 10',
           '10 -190136 21 -3300 6',
           '3 -920253 31 -3300 1',
           '5 785852 34 47094 2',
           '1 676 0 0 90',
           '2 513625 30 47094 3',
           '30 -174945 22 -3300 1',
           '2 -976745 30 -3300 3',
           '10 -115139 21 -3300 15',
           '18 -200835 10 -3300 1',
           '1 -730319 33 -3300 15',
           '1 -519437 12 -3300 3',
           '1 -803321 36 -3300 9',
           '18 450144 35 47094 2',
           '3 -189456 16 -3300 2',
           '2 777580 33 47094 6',
           '9 991422 35 47094 2',
           '9 800937 17 47094 1',
           '9 -791271 37 -3300 1',
           '2 -20987 18 -3300 9',
           '1 630374 40 47094 2',
           '18 -150435 10 -3300 1',
           '2 472667 31 47094 1',
           '10 29306 19 28630 10',
           '9 -276237 28 -3300 1',
           '1 223439 22 47094 1',
           '18 89793 26 47094 1',
           '10 385400 28 47094 2'],
 'tool': ['6',
          '1',
          '1',
          '1',
          '3',
          '2',
          '9',
          '1',
          '9',
          '5',
          '2',
          '6',
          '2',
          '30',
          '1',
          '1',
          '10',
          '2',
          '2',
          '9',
          '3',
          '1',
          '6',
          '2',
          '1',
          '1',
          '1',
          '10',
          '3',
          '5',
          '1',
          '2',
          '30',
          '2',
          '10',
          '18',
          '1',
          '1',
          '1',
          '18',
          '3',
          '2',
          '9',
          '9',
          '9',
          '2',
          '1',
          '18',
          '2',
          '10',
          '9',
          '1',
          '18',
          '10']}

HERE = os.path.dirname(os.path.abspath(__file__))
HIDDEN = os.path.join(HERE, "cases", "hidden.txt")
PROBE = os.path.join(HERE, "cases", "probe.c")

def _sh(cmd, env=None, timeout=300):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=timeout, env=e)

def _ok(cmd, what, env=None):
    p = _sh(cmd, env)
    assert p.returncode == 0, f"{what} failed ({p.returncode}):\n{p.stdout[-1200:]}\n{p.stderr[-1500:]}"
    return p.stdout

def _same(got, want, what):
    got = got.splitlines()
    assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"

def _check_prefix(pre, label):
    tool = f"{pre}/bin/{TOOL}"
    assert os.access(tool, os.X_OK), f"{label}: {tool} is missing"
    assert os.path.isfile(f"{pre}/include/{LIB}/{LIB}.h"), f"{label}: public header not installed"
    env = {"LD_LIBRARY_PATH": ""}
    _same(_ok(f"{tool} < {HIDDEN}", f"{label}: running {tool} without LD_LIBRARY_PATH", env),
          EXPECTED["tool"], f"{label}: {TOOL} on hidden input")
    work = tempfile.mkdtemp()
    if LEVEL == "easy":
        _ok(f"gcc {PROBE} -I{pre}/include {pre}/lib/lib{LIB}.a -lm -o {work}/probe",
            f"{label}: compiling a consumer against lib/lib{LIB}.a")
        _same(_ok(f"{work}/probe < {HIDDEN}", f"{label}: consumer"), EXPECTED["probe"], f"{label}: consumer")
        return
    real = f"{pre}/lib/lib{LIB}.so.{VERSION}"
    assert os.path.isfile(real) and not os.path.islink(real), f"{label}: {real} missing"
    for link in (f"lib{LIB}.so.{MAJOR}", f"lib{LIB}.so"):
        assert os.path.exists(f"{pre}/lib/{link}"), f"{label}: lib/{link} missing"
    dyn = _ok(f"readelf -d {real}", "readelf")
    assert f"[lib{LIB}.so.{MAJOR}]" in dyn and "SONAME" in dyn, f"{label}: SONAME is not lib{LIB}.so.{MAJOR}:\n{dyn[:600]}"
    needed = _ok(f"readelf -d {tool}", "readelf")
    assert f"Shared library: [lib{LIB}.so.{MAJOR}]" in needed, f"{label}: {TOOL} does not link lib{LIB}.so.{MAJOR}"
    if LEVEL == "medium":
        _ok(f"gcc {PROBE} -I{pre}/include -L{pre}/lib -l{LIB} -o {work}/probe", f"{label}: linking a consumer")
        _same(_ok(f"{work}/probe < {HIDDEN}", f"{label}: consumer", {"LD_LIBRARY_PATH": f"{pre}/lib"}),
              EXPECTED["probe"], f"{label}: consumer (shared)")
        return
    assert os.path.isfile(f"{pre}/lib/lib{LIB}.a"), f"{label}: lib/lib{LIB}.a missing"
    pc = {"PKG_CONFIG_PATH": f"{pre}/lib/pkgconfig", "PKG_CONFIG_LIBDIR": f"{pre}/lib/pkgconfig"}
    flags = _ok(f"pkg-config --cflags --libs {LIB}", f"{label}: pkg-config {LIB}", pc).strip()
    _ok(f"gcc {PROBE} {flags} -o {work}/probe", f"{label}: linking a consumer with pkg-config flags ({flags})")
    _same(_ok(f"{work}/probe < {HIDDEN}", f"{label}: consumer", {"LD_LIBRARY_PATH": f"{pre}/lib"}),
          EXPECTED["probe"], f"{label}: consumer (shared)")
    sflags = _ok(f"pkg-config --static --cflags --libs {LIB}", f"{label}: pkg-config --static", pc).strip()
    _ok(f"gcc -static {PROBE} {sflags} -o {work}/probe_static",
        f"{label}: static link with pkg-config --static flags ({sflags})")
    _same(_ok(f"{work}/probe_static < {HIDDEN}", f"{label}: static consumer"), EXPECTED["probe"],
          f"{label}: consumer (static)")

def test_delivered_install_tree():
    assert os.path.isdir(PREFIX), f"nothing installed at {PREFIX}"
    _check_prefix(PREFIX, PREFIX)

def test_fresh_build_into_another_prefix():
    src = tempfile.mkdtemp() + "/src"
    shutil.copytree(PROJ, src, symlinks=True)
    shutil.rmtree(os.path.join(src, "build"), ignore_errors=True)
    if os.path.exists(os.path.join(src, "CMakeCache.txt")):
        os.remove(os.path.join(src, "CMakeCache.txt"))
    bdir, pre = tempfile.mkdtemp(), tempfile.mkdtemp()
    moved = PREFIX + ".away"
    if os.path.exists(PREFIX):
        os.rename(PREFIX, moved)
    try:
        _ok(f"cmake -S {src} -B {bdir} -DCMAKE_INSTALL_PREFIX={pre}/first", "cmake configure of a fresh copy")
        _ok(f"cmake --build {bdir} -j2", "cmake --build of a fresh copy")
        _ok(f"cmake --install {bdir}", "cmake --install of a fresh copy")
        os.rename(f"{pre}/first", f"{pre}/moved")   # the install tree must survive a move
        _check_prefix(f"{pre}/moved", "fresh install, then moved")
    finally:
        if os.path.exists(moved):
            os.rename(moved, PREFIX)
