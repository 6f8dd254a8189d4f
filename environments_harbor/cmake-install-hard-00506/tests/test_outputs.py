import os, shutil, subprocess, tempfile

LIB = 'hexa'
TOOL = 'hexa-tool'
PROJ = '/app/hexa'
PREFIX = '/opt/sdk/hexa'
LEVEL = 'hard'
VERSION = '5.5.6'
MAJOR = 5
EXPECTED = {'probe': ['version 5.5.6',
           '127 37 6211 977 -468559 -955743',
           '125 21 1972 92 7068 8728',
           '125 22 821 850 630427 724157',
           '127 39 5423 771 839595 596059',
           '125 23 5804 750 441365 563265',
           '126 27 6293 646 -743814 -418226',
           '125 20 4796 680 116264 462732',
           '125 20 3869 171 -60392 -29185',
           '124 12 2674 360 -620031 -129905',
           '124 15 2307 205 71124 42238',
           '126 26 5189 432 -622781 -187105',
           '126 28 3378 879 830377 773159',
           '126 29 4971 624 108983 389922',
           '127 36 4603 973 377649 946894',
           '126 32 444 495 939542 246060',
           '126 27 4868 786 -228816 -618701',
           '126 27 4186 458 178902 209992',
           '125 20 5402 949 721109 901248',
           '126 26 4619 618 418283 382935',
           '126 29 567 431 743681 186468',
           '125 16 5741 520 141172 271262',
           '125 22 887 960 251329 923273',
           '127 37 4326 971 -974449 -944358',
           '124 10 2304 387 -103051 -150180',
           '126 34 697 835 273796 697493',
           '127 36 4266 769 -488295 -592763',
           '126 35 5656 507 687752 257907',
           '126 34 6463 620 856483 384779',
           '126 31 5047 959 776029 920798',
           '126 32 6296 294 -49568 -86473',
           '126 34 4018 800 879046 641099',
           '127 37 4063 836 -742996 -699126',
           '125 23 6138 903 -206618 -816481',
           '126 27 2704 221 94194 49270',
           '126 25 4620 562 564613 316586',
           '127 42 2778 833 -798396 -693776',
           '126 34 1408 936 822778 877349',
           '126 30 6403 899 832908 809359',
           '126 28 655 528 523972 279446',
           '125 16 3343 492 -251242 -242031',
           '125 23 5577 575 296033 330813',
           '125 18 4411 792 101826 628222',
           '127 45 4194 948 919998 900040',
           '126 25 6555 956 55519 915671',
           '125 19 1690 708 -75205 -502449',
           '126 28 4685 743 -556255 -552534',
           '127 37 770 987 -575479 -974454',
           '123 4 6631 2 -4 117',
           '126 33 4801 780 685806 608707',
           '126 34 910 858 593737 737516',
           '126 28 4348 351 877321 123899',
           '126 33 1894 433 476781 187795',
           '121 0 0 0 0 121',
           '126 26 1116 166 65672 27777'],
 'tool': ['127',
          '125',
          '125',
          '127',
          '125',
          '126',
          '125',
          '125',
          '124',
          '124',
          '126',
          '126',
          '126',
          '127',
          '126',
          '126',
          '126',
          '125',
          '126',
          '126',
          '125',
          '125',
          '127',
          '124',
          '126',
          '127',
          '126',
          '126',
          '126',
          '126',
          '126',
          '127',
          '125',
          '126',
          '126',
          '127',
          '126',
          '126',
          '126',
          '125',
          '125',
          '125',
          '127',
          '126',
          '125',
          '126',
          '127',
          '123',
          '126',
          '126',
          '126',
          '126',
          '121',
          '126']}

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
