import os, shutil, subprocess, tempfile

LIB = 'kappa'
TOOL = 'kappacalc'
PROJ = '/app/kappa-src'
PREFIX = '/opt/sdk/kappa'
LEVEL = 'hard'
VERSION = '3.1.0'
MAJOR = 3
EXPECTED = {'probe': ['version 3.1.0',
           '1 -391733 625 -35577 45458 1',
           '2 267649 517 24366 41432 1',
           '16 966153 983 87867 2384 3',
           '6 -368407 606 -33456 54448 1',
           '1 -605012 777 -54966 28917 4',
           '4 58364 242 5340 21413 4',
           '2 -489060 699 -44425 15813 12',
           '3 259406 509 23617 16407 2',
           '4 -22084 147 -1972 7653 4',
           '16 -963899 981 -87592 64156 1',
           '8 -380 2 0 46813 4',
           '2 682702 826 62098 55959 2',
           '1 -472914 687 -42957 31991 6',
           '2 -315662 561 -28661 34475 2',
           '2 272701 522 24825 40036 1',
           '16 -79730 281 -7213 31959 2',
           '24 812402 901 73889 53291 2',
           '1 179052 423 16312 2613 12',
           '3 -750953 866 -68233 15054 1',
           '1 -786516 886 -71466 47093 12',
           '12 249372 499 22705 31045 12',
           '16 208209 456 18963 38920 3',
           '16 964448 982 87712 3641 16',
           '1 -776390 880 -70546 40547 2',
           '1 539475 734 49078 35338 3',
           '4 352477 594 32078 54404 1',
           '16 960130 980 87319 7899 2',
           '1 336475 580 30623 38146 1',
           '3 -159513 398 -14466 9406 3',
           '1 -862231 928 -78349 28592 1',
           '1 24013 156 2217 59796 1',
           '12 -252385 501 -22909 37190 1',
           '3 630737 794 57374 6024 1',
           '1 -281208 529 -25529 465 24',
           '1 414647 644 37730 58350 1',
           '1 -339075 581 -30790 25124 3',
           '4 464283 681 42242 41410 3',
           '8 -384 0 0 46809 48',
           '6 -150361 387 -13634 254 1',
           '6 -374930 612 -34049 65079 2',
           '6 555801 745 50562 51776 3',
           '8 -520659 721 -47297 47476 3',
           '4 170377 413 15523 11728 1',
           '1 100649 317 9184 15472 1',
           '1 332207 576 30235 42486 1',
           '1 -95082 307 -8608 14543 6',
           '4 450696 671 41007 21713 24',
           '4 -585612 765 -53202 42797 12',
           '3 -752262 867 -68352 12323 6',
           '4 -22494 148 -2010 8059 6',
           '1 -19762 139 -1761 663 2',
           '1 -663022 814 -60239 21835 2',
           '1 43513 209 3990 7584 1',
           '1 470903 686 42844 34350 1'],
 'tool': ['1',
          '2',
          '16',
          '6',
          '1',
          '4',
          '2',
          '3',
          '4',
          '16',
          '8',
          '2',
          '1',
          '2',
          '2',
          '16',
          '24',
          '1',
          '3',
          '1',
          '12',
          '16',
          '16',
          '1',
          '1',
          '4',
          '16',
          '1',
          '3',
          '1',
          '1',
          '12',
          '3',
          '1',
          '1',
          '1',
          '4',
          '8',
          '6',
          '6',
          '6',
          '8',
          '4',
          '1',
          '1',
          '1',
          '4',
          '4',
          '3',
          '4',
          '1',
          '1',
          '1',
          '1']}

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
