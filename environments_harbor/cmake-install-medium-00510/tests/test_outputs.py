import os, shutil, subprocess, tempfile

LIB = 'plinth'
TOOL = 'plinthctl'
PROJ = '/app/plinth-src'
PREFIX = '/opt/sdk/plinth'
LEVEL = 'medium'
VERSION = '3.7.0'
MAJOR = 3
EXPECTED = {'probe': ['version 3.7.0',
           '7 65387 598551 394 37 33',
           '5 36966 -243287 884 125 26',
           '9 5217 985494 703 56 39',
           '11 27607 -730689 992 21 33',
           '4 2285 102528 908 57 18',
           '7 42287 -968507 840 130 35',
           '11 34393 101429 961 25 17',
           '5 60550 434188 938 78 28',
           '3 29375 -379662 516 142 33',
           '7 12400 -801712 465 18 19',
           '10 5329 -532586 827 26 29',
           '6 56288 86038 288 23 25',
           '10 58630 98849 974 46 38',
           '1 61082 -269196 831 81 33',
           '8 4148 -485816 786 56 32',
           '8 1216 -319 302 26 13',
           '3 3057 -116851 398 38 22',
           '8 16664 446483 620 100 29',
           '7 1125 735632 486 30 26',
           '6 7152 805032 480 48 18',
           '10 39661 92966 258 36 32',
           '9 23152 24905 713 34 20',
           '12 65344 651086 824 36 26',
           '1 156 -633249 970 112 27',
           '6 16627 343913 565 13 23',
           '3 45345 339368 929 143 32',
           '9 11323 -18058 291 44 22',
           '7 46437 906702 455 21 24',
           '5 33612 -489746 804 50 38',
           '6 30564 671521 353 31 22',
           '4 57110 -680081 424 30 23',
           '4 58713 339849 974 85 36',
           '11 15806 -899578 935 50 46',
           '9 30458 5795 244 29 26',
           '11 62626 895982 538 73 41',
           '5 9023 363971 423 13 29',
           '6 65159 728678 936 90 38',
           '2 40860 0 0 0 0',
           '14 40859 7 2 3 7',
           '11 55617 947412 463 46 27',
           '6 61549 39149 306 119 26',
           '7 30019 159946 806 24 34',
           '9 19323 -393666 816 27 33',
           '7 49625 394976 824 47 38',
           '6 9978 70442 494 102 17',
           '9 60543 559355 744 50 32',
           '7 58410 -66833 184 37 26',
           '9 7626 78059 975 178 29',
           '5 65062 -243036 793 125 18',
           '7 34990 -76091 436 95 23',
           '6 31028 -236862 518 30 27',
           '6 57078 -600244 664 16 16',
           '5 6112 -659586 828 50 39',
           '11 31593 -760962 518 23 30'],
 'tool': ['7',
          '5',
          '9',
          '11',
          '4',
          '7',
          '11',
          '5',
          '3',
          '7',
          '10',
          '6',
          '10',
          '1',
          '8',
          '8',
          '3',
          '8',
          '7',
          '6',
          '10',
          '9',
          '12',
          '1',
          '6',
          '3',
          '9',
          '7',
          '5',
          '6',
          '4',
          '4',
          '11',
          '9',
          '11',
          '5',
          '6',
          '2',
          '14',
          '11',
          '6',
          '7',
          '9',
          '7',
          '6',
          '9',
          '7',
          '9',
          '5',
          '7',
          '6',
          '6',
          '5',
          '11']}

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
