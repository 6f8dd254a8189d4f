import os, shutil, subprocess, tempfile

LIB = 'nimbus'
TOOL = 'nimbusctl'
PROJ = '/app/nimbus-src'
PREFIX = '/opt/sdk/nimbus'
LEVEL = 'hard'
VERSION = '4.6.4'
MAJOR = 4
EXPECTED = {'probe': ['version 4.6.4',
           '67 82343 2137 41290 221889 994',
           '29 -61263 1623 -1291 -751537 857',
           '72 11860 1469 41290 423241 377',
           '69 12319 474 41290 38741 384',
           '84 -63893 399 -1291 -917667 875',
           '78 -82797 1082 -1291 -175399 996',
           '5 69357 160 41290 882238 912',
           '22 -81196 798 -1291 -253479 987',
           '98 1369 1264 16433 33461 128',
           '15 -7826 1434 -1291 -41939 306',
           '14 35484 1086 41290 818524 652',
           '96 -82684 275 -1291 -112299 996',
           '59 -74392 100 -1291 -407298 944',
           '42 -26400 1749 -1291 -8613 562',
           '81 -34883 1801 -1291 -795814 646',
           '69 -50334 577 -1291 -610406 777',
           '55 -83110 1658 -1291 -923799 998',
           '67 -27107 1929 -1291 -882523 570',
           '26 -68837 1747 -1291 -740628 908',
           '16 72183 1565 41290 891668 930',
           '26 -40266 49 -1291 -291384 695',
           '78 -61327 854 -1291 -629537 857',
           '20 -1463 1942 -1291 -16571 132',
           '24 -10350 1481 -1291 -502421 352',
           '27 78569 183 41290 828249 970',
           '29 73836 1902 41290 830688 941',
           '24 66005 1116 41290 170297 889',
           '67 42927 1554 41290 331515 717',
           '8 43417 928 41290 800125 721',
           '24 82029 530 41290 843489 992',
           '25 -36683 1864 -1291 -402044 663',
           '20 50755 137 41290 460906 780',
           '9 -34613 708 -1291 -653514 644',
           '8 -21594 902 -1291 -831952 509',
           '84 -76985 1480 -1291 -928329 961',
           '27 50588 303 41290 360706 779',
           '22 -19188 1608 -1291 -162032 479',
           '94 -11014 8 -1291 -971231 363',
           '24 54381 306 41290 375256 807',
           '16 59161 1329 41290 839907 842',
           '29 -55464 1865 -1291 -175566 815',
           '96 36011 903 41290 631234 657',
           '70 -43413 1287 -1291 -69025 721',
           '10 76656 1070 41290 878919 959',
           '22 -75640 290 -1291 -386709 952',
           '1 -69044 1431 -1291 -35828 910',
           '0 0 2158 -9 -9 3',
           '96 -10953 745 -1291 -244131 362',
           '74 -31450 1823 -1291 -204773 614',
           '3 -31995 1781 -1291 -549383 619',
           '0 0 0 0 0 0',
           '22 2372 295 28466 66482 168',
           '19 50524 1701 41290 492606 778',
           '11 81000 1186 41290 200279 985'],
 'tool': ['67',
          '29',
          '72',
          '69',
          '84',
          '78',
          '5',
          '22',
          '98',
          '15',
          '14',
          '96',
          '59',
          '42',
          '81',
          '69',
          '55',
          '67',
          '26',
          '16',
          '26',
          '78',
          '20',
          '24',
          '27',
          '29',
          '24',
          '67',
          '8',
          '24',
          '25',
          '20',
          '9',
          '8',
          '84',
          '27',
          '22',
          '94',
          '24',
          '16',
          '29',
          '96',
          '70',
          '10',
          '22',
          '1',
          '0',
          '96',
          '74',
          '3',
          '0',
          '22',
          '19',
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
