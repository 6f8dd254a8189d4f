import os, shutil, subprocess, tempfile

LIB = 'jolt'
TOOL = 'joltcalc'
PROJ = '/app/jolt'
PREFIX = '/opt/jolt'
LEVEL = 'medium'
VERSION = '6.9.6'
MAJOR = 6
EXPECTED = {'probe': ['version 6.9.6',
           '109 707 50012 41422 1188 121',
           '110 606 36829 40651 1764 117',
           '69 0 0 110 0 0',
           '27 461 -21324 49001 1687 96',
           '112 912 -83266 19208 180 144',
           '17 969 -94018 42757 129 93',
           '21 778 -60645 48998 1867 128',
           '105 486 23623 39592 193 127',
           '22 621 38578 58011 62 121',
           '34 725 52609 1893 285 17',
           '17 577 33360 5964 1615 69',
           '17 530 28192 19754 1750 129',
           '27 444 -19739 64642 261 27',
           '46 163 2685 26762 1905 15',
           '104 642 41225 18997 1585 109',
           '112 918 84316 56821 722 111',
           '14 424 -18009 16623 291 12',
           '105 484 -23510 27084 935 87',
           '9 986 97371 56318 779 25',
           '9 619 38390 56304 102 116',
           '17 535 28708 24836 1151 110',
           '87 81 662 6577 866 38',
           '33 243 5936 59275 1795 94',
           '30 595 -35406 39043 948 14',
           '14 361 -13100 38 1411 0',
           '22 626 -39244 873 954 115',
           '69 1 0 65427 1916 2',
           '8 738 54556 21364 566 43',
           '20 298 -8893 42226 1261 85',
           '21 775 -60205 53328 516 24',
           '32 866 -75096 35554 1284 23',
           '35 327 -10703 23943 433 5',
           '17 960 92227 4849 1151 16',
           '95 225 -5096 14466 849 23',
           '11 903 81583 29364 259 134',
           '11 656 -43132 27466 451 24',
           '4 976 -95426 28685 1393 42',
           '19 851 -72423 62111 1143 21',
           '12 302 9144 25945 1254 22',
           '21 745 -55518 34618 1330 18',
           '109 706 -49949 24758 1363 22',
           '25 107 1166 11746 146 113',
           '19 890 -79288 59047 1579 72',
           '115 380 14470 13648 777 170',
           '108 213 4543 45330 1299 115',
           '12 308 -9495 36219 995 54',
           '34 725 -52701 62777 708 20',
           '11 936 87727 25273 288 16',
           '17 998 -99683 51826 1044 41',
           '112 918 84302 56675 580 15',
           '87 82 687 6840 1113 178',
           '107 832 69348 38022 721 48',
           '16 674 45558 62448 779 30',
           '24 929 -86327 54205 273 42'],
 'tool': ['109',
          '110',
          '69',
          '27',
          '112',
          '17',
          '21',
          '105',
          '22',
          '34',
          '17',
          '17',
          '27',
          '46',
          '104',
          '112',
          '14',
          '105',
          '9',
          '9',
          '17',
          '87',
          '33',
          '30',
          '14',
          '22',
          '69',
          '8',
          '20',
          '21',
          '32',
          '35',
          '17',
          '95',
          '11',
          '11',
          '4',
          '19',
          '12',
          '21',
          '109',
          '25',
          '19',
          '115',
          '108',
          '12',
          '34',
          '11',
          '17',
          '112',
          '87',
          '107',
          '16',
          '24']}

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
