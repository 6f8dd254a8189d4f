import os, shutil, subprocess, tempfile

LIB = 'tallylib'
TOOL = 'tallylibrun'
PROJ = '/app/tallylib-src'
PREFIX = '/opt/tallylib'
LEVEL = 'medium'
VERSION = '4.2.0'
MAJOR = 4
EXPECTED = {'probe': ['version 4.2.0',
           '120 -651077 877 -16943432 244 36',
           '13 505195 769 13013110 223 110',
           '38 818807 841 15593996 50 41',
           '112 -8168 293 -1895960 490 18',
           '127 9649 307 2083180 316 126',
           '116 -779465 751 -12429494 625 49',
           '16 576785 766 12928850 245 51',
           '43 119884 699 10756042 349 36',
           '56 216697 892 17525464 532 38',
           '37 470018 900 17821628 512 14',
           '9 -768183 617 -8401074 123 28',
           '128 -366529 962 -20364586 101 113',
           '61 -809725 726 -11613976 458 15',
           '86 232315 716 11291104 274 83',
           '47 320365 750 12386506 631 10',
           '17 -574041 374 -3090450 123 35',
           '131 983734 661 9622558 187 120',
           '118 827269 981 21180016 370 33',
           '25 665427 851 15940452 390 61',
           '35 522534 659 9574950 591 13',
           '21 3653 59 78386 353 17',
           '123 567879 989 21532830 357 46',
           '118 -828041 375 -3098216 412 90',
           '48 367273 610 8200786 403 46',
           '70 637345 737 11962192 604 139',
           '13 -310119 954 -20042286 627 17',
           '34 -288246 801 -14143404 402 28',
           '44 174612 465 4762362 117 35',
           '32 495402 452 4501068 438 74',
           '53 -701378 934 -19208354 13 113',
           '13 -309996 836 -15397866 519 15',
           '22 8355 235 1218360 168 107',
           '44 -4536 252 -1397880 18 43',
           '104 -35648 290 -1862366 91 144',
           '124 730252 502 5544814 373 21',
           '26 -591007 836 -15404290 227 26',
           '25 171327 850 15909762 279 31',
           '19 907987 888 17373598 49 33',
           '116 57672 166 608850 69 51',
           '43 -615659 978 -21043352 64 123',
           '92 -710001 316 -2200374 135 20',
           '0 0 0 0 0 0',
           '74 712909 953 20002774 145 114',
           '123 -524574 689 -10459350 297 14',
           '120 158261 403 3582722 425 15',
           '40 -237076 818 -14756104 158 95',
           '103 543159 975 20929590 543 32',
           '30 -273503 552 -6718184 220 19',
           '19 -208312 462 -4703644 626 20',
           '16 8 2 176 8 19',
           '23 -350373 610 -8207166 591 112',
           '108 499668 931 19073868 294 23',
           '35 443073 608 8147568 552 125',
           '32 -558363 603 -8004810 159 103'],
 'tool': ['120',
          '13',
          '38',
          '112',
          '127',
          '116',
          '16',
          '43',
          '56',
          '37',
          '9',
          '128',
          '61',
          '86',
          '47',
          '17',
          '131',
          '118',
          '25',
          '35',
          '21',
          '123',
          '118',
          '48',
          '70',
          '13',
          '34',
          '44',
          '32',
          '53',
          '13',
          '22',
          '44',
          '104',
          '124',
          '26',
          '25',
          '19',
          '116',
          '43',
          '92',
          '0',
          '74',
          '123',
          '120',
          '40',
          '103',
          '30',
          '19',
          '16',
          '23',
          '108',
          '35',
          '32']}

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
