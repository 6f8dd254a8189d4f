import os, shutil, subprocess, tempfile

LIB = 'strata'
TOOL = 'stratactl'
PROJ = '/app/strata'
PREFIX = '/opt/strata'
LEVEL = 'medium'
VERSION = '5.3.6'
MAJOR = 5
EXPECTED = {'probe': ['version 5.3.6',
           '0 102 1 0 8 2',
           '0 64180 2 -45293 73 638',
           '0 82977 1 43407 12 625',
           '0 14906 2 -99459 18 946',
           '0 35958 3 93609 22 917',
           '0 77977 14 52755 121 689',
           '0 94354 7 21185 113 436',
           '1 52276 2 59232 44 730',
           '0 40644 3 -33941 47 552',
           '0 96927 1 -72970 20 810',
           '0 38525 3 10160 47 302',
           '0 82764 2 42139 132 615',
           '0 70330 2 1072 73 98',
           '2 20517 2 57207 178 717',
           '2 82929 2 84572 57 872',
           '0 57856 2 -7294 135 256',
           '0 88575 1 -15547 50 374',
           '0 69668 1 1928 13 131',
           '0 79253 3 -73355 26 812',
           '2 42357 2 83532 99 867',
           '0 55058 1 83914 132 869',
           '0 46751 2 -13427 59 347',
           '0 18725 3 51453 49 680',
           '0 33095 2 -44935 40 635',
           '0 53178 1 87584 29 887',
           '0 48476 3 -83123 113 864',
           '0 90604 1 76285 105 828',
           '0 80218 7 -16786 44 388',
           '0 19504 2 -76517 144 829',
           '0 50137 3 8098 54 269',
           '0 89268 2 -96265 120 930',
           '0 87743 3 52550 36 687',
           '0 41644 2 9945 91 299',
           '0 85038 2 110121 44 995',
           '0 77606 2 -2505 30 150',
           '0 61658 3 -11704 70 324',
           '0 28634 3 -74023 13 816',
           '0 24689 6 -102140 31 958',
           '2 -63 42 0 0 0',
           '0 28149 1 -82339 124 860',
           '0 97707 2 -81027 176 853',
           '0 90207 21 -22327 28 448',
           '0 3811 2 -44311 72 631',
           '0 92695 7 -28733 17 508',
           '0 65372 2 68138 132 783',
           '0 81374 2 -36271 27 571',
           '0 14773 7 85156 27 875',
           '0 70324 2 -70659 24 797',
           '0 41841 1 -12842 78 339',
           '0 92417 2 -10782 124 311',
           '0 55029 2 -55789 113 708',
           '0 7578 3 -49276 21 665',
           '0 7151 1 -109367 24 992',
           '0 80251 1 84902 108 874'],
 'tool': ['0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '1',
          '0',
          '0',
          '0',
          '0',
          '0',
          '2',
          '2',
          '0',
          '0',
          '0',
          '0',
          '2',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '2',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
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
