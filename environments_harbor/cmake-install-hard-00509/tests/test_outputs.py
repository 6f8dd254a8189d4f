import os, shutil, subprocess, tempfile

LIB = 'fluxion'
TOOL = 'fluxionctl'
PROJ = '/app/fluxion-src'
PREFIX = '/opt/fluxion'
LEVEL = 'hard'
VERSION = '5.0.1'
MAJOR = 5
EXPECTED = {'probe': ['version 5.0.1',
           '936 171243 925 49514 34581 1632',
           '936 179571 947 25276 34581 657',
           '936 29396 383 61401 34581 1185',
           '936 91140 675 9706 34581 374',
           '936 76960 620 3807 34581 1249',
           '936 -196271 990 55150 -308 1077',
           '936 -15609 279 7903 -308 459',
           '936 89449 668 755 34581 889',
           '936 -139605 835 34985 -308 1788',
           '936 102149 714 6881 34581 1587',
           '936 -145816 853 12794 -308 2137',
           '936 -40528 450 14738 -308 1472',
           '936 -131352 810 11128 -308 436',
           '936 -45602 477 21672 -308 775',
           '936 -118544 769 9553 -308 1671',
           '936 89706 669 2536 34581 2176',
           '936 -19776 314 44099 -308 2053',
           '936 173530 931 60607 34581 1852',
           '936 114605 756 28574 34581 1062',
           '936 -47015 484 47175 -308 437',
           '936 161259 897 40036 34581 1060',
           '936 0 0 53757 0 0',
           '936 196293 990 10273 34581 1277',
           '936 -30435 390 31853 -308 348',
           '936 168466 917 2983 34581 1205',
           '936 116809 764 14477 34581 868',
           '936 107913 734 59980 34581 1249',
           '936 -48009 489 34738 -308 2195',
           '936 -135440 822 31570 -308 185',
           '936 -107532 733 6718 -308 659',
           '936 -108113 735 4500 -308 2239',
           '936 0 0 53757 0 0',
           '936 -52028 510 54825 -308 48',
           '936 33803 411 17866 34581 790',
           '936 127686 799 27683 34581 1418',
           '936 -60017 547 47670 -308 477',
           '936 -141374 840 59191 -308 1918',
           '936 198788 996 64363 34581 293',
           '936 97355 697 48261 34581 45',
           '936 40788 451 52570 34581 2073',
           '936 180470 949 5426 34581 665',
           '936 143495 847 9049 34581 1959',
           '936 -175142 935 29378 -308 1300',
           '936 -36498 427 59102 -308 1433',
           '936 -39398 443 12159 -308 394',
           '936 -157713 888 9818 -308 967',
           '936 -199858 999 4472 -308 1087',
           '936 34252 413 19712 34581 793',
           '936 -99396 704 47958 -308 965',
           '936 -6822 184 43839 -308 1778',
           '936 -162145 900 28901 -308 1238',
           '936 19976 316 22487 34581 1190',
           '936 -112379 749 48357 -308 1097',
           '936 15451 277 64567 34581 996'],
 'tool': ['936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936',
          '936']}

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
