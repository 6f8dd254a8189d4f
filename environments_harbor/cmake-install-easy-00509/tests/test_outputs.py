import os, shutil, subprocess, tempfile

LIB = 'qmath'
TOOL = 'qmath-tool'
PROJ = '/app/qmath-src'
PREFIX = '/opt/qmath'
LEVEL = 'easy'
VERSION = '4.10.0'
MAJOR = 4
EXPECTED = {'probe': ['version 4.10.0',
           '27 730598 21 895699 946',
           '27 -15106 23 -59489 245',
           '26 790554 25 455759 674',
           '26 781408 106 804849 896',
           '26 787847 28 749449 865',
           '26 877537 59 736440 857',
           '28 -987814 77 -418127 647',
           '26 625783 79 388188 622',
           '26 -620903 111 -308364 555',
           '26 840472 24 274710 523',
           '25 -455207 30 -701892 838',
           '26 -330434 13 -433371 658',
           '27 886967 126 770350 877',
           '26 -883396 120 -692726 832',
           '26 8 19 670 2',
           '26 -132457 21 -753569 868',
           '26 -18422 134 -224148 474',
           '28 914 44 4852 64',
           '25 -605016 35 -609844 781',
           '26 -660029 27 -919404 959',
           '28 -895256 118 -651936 807',
           '28 238469 28 965494 982',
           '26 686748 38 848348 920',
           '26 117595 33 596373 771',
           '26 -900874 6 -477347 691',
           '26 79496 48 70159 263',
           '27 -690668 118 -865434 930',
           '25 0 0 662 0',
           '26 537353 20 354397 594',
           '26 789404 49 405649 636',
           '28 -469814 23 -418302 647',
           '27 -241 0 -141338 376',
           '28 820888 18 888690 942',
           '26 799129 49 922659 960',
           '26 -812791 52 -196556 444',
           '25 -93084 8 -47377 219',
           '27 -423222 24 -221662 471',
           '26 190203 17 302753 549',
           '27 -78558 178 -855208 925',
           '26 -166361 25 -162999 404',
           '27 -666252 144 -252004 502',
           '26 437812 46 219396 467',
           '28 67821 54 13538 113',
           '25 427103 20 302386 549',
           '26 781537 106 735849 857',
           '26 217647 25 747374 864',
           '26 714044 40 441079 663',
           '26 -74362 128 -262808 513',
           '27 -482163 104 -360622 601',
           '25 503019 37 910967 954',
           '26 -587204 59 -402123 634',
           '28 -303515 24 -514641 717',
           '26 -724453 102 -353765 595',
           '25 -166063 25 -359999 600'],
 'tool': ['27',
          '27',
          '26',
          '26',
          '26',
          '26',
          '28',
          '26',
          '26',
          '26',
          '25',
          '26',
          '27',
          '26',
          '26',
          '26',
          '26',
          '28',
          '25',
          '26',
          '28',
          '28',
          '26',
          '26',
          '26',
          '26',
          '27',
          '25',
          '26',
          '26',
          '28',
          '27',
          '28',
          '26',
          '26',
          '25',
          '27',
          '26',
          '27',
          '26',
          '27',
          '26',
          '28',
          '25',
          '26',
          '26',
          '26',
          '26',
          '27',
          '25',
          '26',
          '28',
          '26',
          '25']}

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
