import os, shutil, subprocess, tempfile

LIB = 'gritty'
TOOL = 'grittyrun'
PROJ = '/app/gritty'
PREFIX = '/opt/gritty'
LEVEL = 'medium'
VERSION = '2.10.7'
MAJOR = 2
EXPECTED = {'probe': ['version 2.10.7',
           '935 21035 53 21619 39 -37316235',
           '1265 32341 27 28674 35 30776075',
           '825 61196 94 25806 24 7555020',
           '825 13014 107 93988 21 -4430910',
           '330 37840 58 88372 26 26643320',
           '1210 62670 31 71875 35 32487290',
           '770 8565 28 15025 25 13839595',
           '330 3 110 80513 37 -43371955',
           '1760 2146 16 188 6 -330',
           '440 36989 115 65538 32 -2141645',
           '1320 58267 97 70493 28 -10531675',
           '330 15051 14 47196 28 38935765',
           '440 48468 94 62194 20 22680020',
           '605 50640 111 6257 23 -2896520',
           '1100 10274 111 30803 20 28381430',
           '605 64649 40 70745 33 -25075545',
           '1265 57344 32 80244 31 -39317080',
           '1320 8423 6 72400 29 42683465',
           '715 40441 53 39934 23 23124695',
           '275 44043 107 76226 28 -49173355',
           '1320 15260 34 72169 19 2872540',
           '440 56482 100 69201 29 54675830',
           '1320 35147 99 46706 25 -27050155',
           '935 18430 127 31755 19 9692650',
           '440 33016 118 82974 30 5285280',
           '825 46716 122 24131 34 40577020',
           '1100 11778 32 33729 29 24690710',
           '1265 46100 22 15252 23 29786900',
           '935 27223 23 81211 29 27453305',
           '1100 63057 16 48365 25 32465455',
           '770 11899 12 38118 24 35508165',
           '1430 3927 26 54660 29 3503225',
           '1760 40644 35 27513 31 -41770300',
           '1210 6798 86 34348 28 -47124550',
           '2090 20749 21 65754 23 -15676925',
           '1100 27900 120 54309 30 13001340',
           '1320 45915 53 73518 34 -53099035',
           '1265 43689 117 20 28 44565895',
           '1430 57924 71 56258 35 -53759420',
           '1045 30234 81 35571 28 -48639250',
           '1265 59083 24 52490 41 36288725',
           '275 35800 16 77363 19 -9064000',
           '1815 4912 22 97864 44 -47243240',
           '935 47930 17 35325 21 40728270',
           '825 8541 20 60210 16 6628435',
           '1430 48365 128 20569 22 15480355',
           '825 63384 0 -4 0 0',
           '1100 40902 32 38770 17 -5739470',
           '825 15589 22 47806 42 42514395',
           '440 19595 8 15404 21 -37015275',
           '330 547 86 58824 18 -18166995',
           '605 59306 99 61375 31 -46630210',
           '1100 39023 10 55758 33 52039185',
           '1430 4878 20 64957 16 -385990'],
 'tool': ['935',
          '1265',
          '825',
          '825',
          '330',
          '1210',
          '770',
          '330',
          '1760',
          '440',
          '1320',
          '330',
          '440',
          '605',
          '1100',
          '605',
          '1265',
          '1320',
          '715',
          '275',
          '1320',
          '440',
          '1320',
          '935',
          '440',
          '825',
          '1100',
          '1265',
          '935',
          '1100',
          '770',
          '1430',
          '1760',
          '1210',
          '2090',
          '1100',
          '1320',
          '1265',
          '1430',
          '1045',
          '1265',
          '275',
          '1815',
          '935',
          '825',
          '1430',
          '825',
          '1100',
          '825',
          '440',
          '330',
          '605',
          '1100',
          '1430']}

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
