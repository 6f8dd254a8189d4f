import os, shutil, subprocess, tempfile

LIB = 'qmath'
TOOL = 'qmath-tool'
PROJ = '/app/qmath-src'
PREFIX = '/opt/qmath'
LEVEL = 'easy'
VERSION = '1.5.6'
MAJOR = 1
EXPECTED = {'probe': ['version 1.5.6',
           '11 470 63663 -20097 19',
           '11 774 32289 54525 39',
           '9 899 3939 73533 32',
           '20 765 18552 -53230 27',
           '12 608 65524 33680 22',
           '4 661 2417 -39803 30',
           '11 563 32514 -28863 32',
           '11 921 44072 77193 27',
           '3 761 28807 -52683 34',
           '15 209 62003 3978 27',
           '7 861 5930 67396 28',
           '13 981 60899 87625 42',
           '11 107 35420 -1056 14',
           '15 708 61926 45640 12',
           '12 324 15449 -9574 15',
           '17 720 45761 47151 27',
           '12 968 2617 85340 40',
           '13 1 42810 0 2',
           '10 96 33591 -839 22',
           '14 953 31364 -82612 33',
           '5 670 31332 -40898 41',
           '14 172 54137 -2705 27',
           '9 546 54846 27158 36',
           '6 843 31366 -64738 19',
           '15 180 55516 -2976 20',
           '14 20 42670 -36 10',
           '10 423 7116 -16313 33',
           '8 224 25404 -4562 18',
           '13 484 13286 -21338 25',
           '6 667 37582 40448 32',
           '15 814 18002 60290 25',
           '6 992 44528 -89618 34',
           '14 959 22375 83773 24',
           '12 467 62397 -19840 24',
           '9 578 17187 30438 23',
           '14 812 22304 59948 34',
           '19 265 46471 -6393 16',
           '7 817 38189 -60743 32',
           '9 867 56417 -68406 30',
           '11 458 37184 -19141 19',
           '14 795 65511 57510 19',
           '9 581 32908 -30713 33',
           '10 429 26721 -16741 24',
           '7 692 2548 43594 34',
           '12 620 30989 -34960 33',
           '12 440 20786 -17641 27',
           '13 0 22724 0 0',
           '18 737 4661 49406 26',
           '13 156 14540 2234 23',
           '11 889 45698 -71999 39',
           '14 197 53095 3529 29',
           '7 826 13503 62102 22',
           '16 707 64439 45508 24',
           '14 307 54886 -8596 31'],
 'tool': ['11',
          '11',
          '9',
          '20',
          '12',
          '4',
          '11',
          '11',
          '3',
          '15',
          '7',
          '13',
          '11',
          '15',
          '12',
          '17',
          '12',
          '13',
          '10',
          '14',
          '5',
          '14',
          '9',
          '6',
          '15',
          '14',
          '10',
          '8',
          '13',
          '6',
          '15',
          '6',
          '14',
          '12',
          '9',
          '14',
          '19',
          '7',
          '9',
          '11',
          '14',
          '9',
          '10',
          '7',
          '12',
          '12',
          '13',
          '18',
          '13',
          '11',
          '14',
          '7',
          '16',
          '14']}

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
