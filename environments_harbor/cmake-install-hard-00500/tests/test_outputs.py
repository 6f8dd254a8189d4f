import os, shutil, subprocess, tempfile

LIB = 'corex'
TOOL = 'corex-pipe'
PROJ = '/app/corex'
PREFIX = '/opt/corex'
LEVEL = 'hard'
VERSION = '3.10.9'
MAJOR = 3
EXPECTED = {'probe': ['version 3.10.9',
           '29650 118 -48424 220 15 12775',
           '29649 32 763517 873 6 54796',
           '29654 0 161 0 90 29648',
           '29650 108 55920 236 1 43551',
           '29650 40 -726269 852 10 39346',
           '29649 16 139460 373 3 21491',
           '29650 45 190535 436 6 38006',
           '29649 25 -593435 770 2 33428',
           '29649 30 710680 842 1 42151',
           '29649 27 642552 801 1 48775',
           '29663 92 996708 998 1 18195',
           '29649 32 -993897 997 2 42790',
           '29649 9 -571851 756 2 13892',
           '29650 121 501934 708 1 56285',
           '29650 36 -801760 895 3 45231',
           '29650 54 263015 512 18 28950',
           '29649 21 -975105 987 2 28046',
           '29649 22 332657 576 18 24832',
           '29649 14 -408849 639 10 45470',
           '29663 93 -289831 538 6 57576',
           '29650 100 -249482 499 1 17157',
           '29649 16 123206 350 15 37749',
           '29650 45 269534 519 3 28653',
           '29649 28 -800622 894 1 46113',
           '29649 134 93982 306 1 7597',
           '29650 98 -170810 413 1 6133',
           '29650 49 -874801 935 18 54782',
           '29649 14 654614 808 9 36773',
           '29649 133 -356249 597 10 64534',
           '29649 23 881323 938 2 474',
           '29649 11 651501 807 10 33692',
           '29649 29 163429 404 2 3604',
           '29650 56 323751 568 10 33750',
           '29649 147 535025 731 6 23168',
           '29650 55 88479 297 2 11054',
           '29649 25 -243939 494 10 13740',
           '29663 82 721861 849 10 28916',
           '29649 13 -736030 858 9 46993',
           '29649 20 834899 913 6 53090',
           '29649 142 374142 611 1 50957',
           '29650 105 278733 527 2 13308',
           '29650 46 -402647 634 2 43352',
           '29654 1 160 1 1 35887',
           '29649 27 109556 330 45 55427',
           '29650 43 177721 421 10 50760',
           '29650 41 -64748 254 1 29091',
           '29649 33 931872 965 1 17583',
           '29649 19 -645894 803 5 22409',
           '29649 139 299891 547 30 57602',
           '29650 38 -870450 933 1 50429',
           '29649 28 -74968 274 3 43351',
           '29649 15 890992 943 1 58399',
           '29649 29 586203 765 2 33514',
           '29650 102 477231 690 10 13406'],
 'tool': ['29650',
          '29649',
          '29654',
          '29650',
          '29650',
          '29649',
          '29650',
          '29649',
          '29649',
          '29649',
          '29663',
          '29649',
          '29649',
          '29650',
          '29650',
          '29650',
          '29649',
          '29649',
          '29649',
          '29663',
          '29650',
          '29649',
          '29650',
          '29649',
          '29649',
          '29650',
          '29650',
          '29649',
          '29649',
          '29649',
          '29649',
          '29649',
          '29650',
          '29649',
          '29650',
          '29649',
          '29663',
          '29649',
          '29649',
          '29649',
          '29650',
          '29650',
          '29654',
          '29649',
          '29650',
          '29650',
          '29649',
          '29649',
          '29649',
          '29650',
          '29649',
          '29649',
          '29649',
          '29650']}

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
