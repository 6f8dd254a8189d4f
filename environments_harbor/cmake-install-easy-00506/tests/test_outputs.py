import os, shutil, subprocess, tempfile

LIB = 'gritty'
TOOL = 'gritty-tool'
PROJ = '/app/gritty-src'
PREFIX = '/opt/sdk/gritty'
LEVEL = 'easy'
VERSION = '6.8.3'
MAJOR = 6
EXPECTED = {'probe': ['version 6.8.3',
           '2 5 968917 27 138290',
           '2 29 957428 31 136648',
           '1 34 985622 37 140676',
           '1 26 632087 13 90171',
           '1 35 -748578 34 -107066',
           '2 86 718195 27 102472',
           '1 120 -606001 35 -86698',
           '0 125 660232 33 94192',
           '3 63 -792490 35 -113339',
           '2 29 595147 27 84894',
           '3 0 886 0 0',
           '2 85 -122268 16 -17593',
           '2 70 77108 19 10888',
           '3 12 105402 17 14930',
           '1 35 24464 25 3368',
           '2 19 -420475 17 -60194',
           '2 20 -939131 21 -134288',
           '2 46 -264240 22 -37875',
           '2 33 -96731 30 -13945',
           '1 16 303662 25 43253',
           '2 68 -235948 26 -33833',
           '3 11 -475161 28 -68006',
           '3 12 334481 28 47656',
           '2 70 647107 21 92317',
           '2 106 414074 25 59026',
           '3 111 74551 27 10523',
           '0 127 -16848 22 -2533',
           '2 37 -473429 24 -67759',
           '3 8 -221653 23 -31791',
           '2 41 -339248 15 -48590',
           '2 19 -29986 20 -4410',
           '2 37 -428427 22 -61330',
           '3 13 -644305 26 -92170',
           '3 53 713864 34 101854',
           '2 19 347286 17 49485',
           '2 29 -450874 23 -64537',
           '1 16 68430 26 9649',
           '2 23 -464757 28 -66520',
           '2 33 25499 16 3516',
           '0 115 -918550 32 -131348',
           '0 115 564325 30 80491',
           '3 2 883 3 0',
           '2 104 -224398 23 -32183',
           '0 119 368579 34 52527',
           '3 12 224498 16 31944',
           '2 19 487758 35 69553',
           '0 119 -48308 27 -7027',
           '2 37 371699 22 52973',
           '2 23 473048 22 67451',
           '3 99 147707 22 20974',
           '1 27 -250021 23 -35843',
           '3 112 989439 38 141221',
           '1 18 -310794 19 -44525',
           '0 115 -435549 25 -62347'],
 'tool': ['2',
          '2',
          '1',
          '1',
          '1',
          '2',
          '1',
          '0',
          '3',
          '2',
          '3',
          '2',
          '2',
          '3',
          '1',
          '2',
          '2',
          '2',
          '2',
          '1',
          '2',
          '3',
          '3',
          '2',
          '2',
          '3',
          '0',
          '2',
          '3',
          '2',
          '2',
          '2',
          '3',
          '3',
          '2',
          '2',
          '1',
          '2',
          '2',
          '0',
          '0',
          '3',
          '2',
          '0',
          '3',
          '2',
          '0',
          '2',
          '2',
          '3',
          '1',
          '3',
          '1',
          '0']}

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
