import os, shutil, subprocess, tempfile

LIB = 'nimbus'
TOOL = 'nimbus-cli'
PROJ = '/app/nimbus'
PREFIX = '/opt/sdk/nimbus'
LEVEL = 'easy'
VERSION = '4.0.2'
MAJOR = 4
EXPECTED = {'probe': ['version 4.0.2',
           '1905 49688 4903 2302 187587',
           '440 -1010 5302 1891 -616524',
           '440 -1010 386 867 -217484',
           '440 -1010 4050 931 -178128',
           '1905 49688 3611 2672 795197',
           '440 -1010 4155 2419 -123060',
           '440 -1010 5460 1010 -142329',
           '440 -1010 1426 1695 -766744',
           '1905 49688 5649 2549 930810',
           '440 -1010 2467 1092 -674475',
           '440 -1010 5894 2124 -194795',
           '1905 49688 267 2032 765981',
           '578 16448 4609 2160 15989',
           '3107 -1 -6 3571 -460',
           '440 -1010 2167 2876 -279771',
           '440 -1010 5919 2261 -998358',
           '1905 49688 3266 83 121072',
           '1905 49688 4924 2325 162606',
           '1905 49688 1798 1259 936664',
           '440 -1010 4645 1312 -306339',
           '1905 49688 1260 2281 116126',
           '1905 49688 5965 2468 952161',
           '440 -1010 1180 1657 -248842',
           '440 -1010 782 2705 -562130',
           '1905 49688 4364 1567 469040',
           '440 -1010 1702 2121 -373398',
           '1905 49688 5061 1534 569023',
           '440 -1010 750 962 -999657',
           '440 -1010 4051 1933 -952250',
           '440 -1010 5334 841 -596142',
           '440 -1010 4933 2094 -659185',
           '440 -1010 4117 2693 -65634',
           '1905 49688 2731 2953 613306',
           '1905 49688 3623 550 600187',
           '440 -1010 5047 1750 -384485',
           '440 -1010 71 1250 -674317',
           '440 -1010 5342 896 -874703',
           '440 -1010 4983 2679 -44216',
           '1905 49688 3661 1561 847666',
           '440 -1010 4730 2902 -115433',
           '1905 49688 3486 1134 636491',
           '440 -1010 5517 668 -517731',
           '1905 49688 1787 677 371706',
           '440 -1010 4786 444 -192903',
           '440 -1010 2811 1327 -609944',
           '1905 49688 2905 1837 601474',
           '440 -1010 4453 2478 -373041',
           '1905 49688 2068 249 839210',
           '1905 49688 1045 140 964121',
           '1905 49688 2259 2441 641370',
           '3091 0 -22 0 -459',
           '1905 49688 2863 3188 109889',
           '440 -1010 1702 1802 -234409',
           '440 -1010 781 2882 -719121'],
 'tool': ['1905',
          '440',
          '440',
          '440',
          '1905',
          '440',
          '440',
          '440',
          '1905',
          '440',
          '440',
          '1905',
          '578',
          '3107',
          '440',
          '440',
          '1905',
          '1905',
          '1905',
          '440',
          '1905',
          '1905',
          '440',
          '440',
          '1905',
          '440',
          '1905',
          '440',
          '440',
          '440',
          '440',
          '440',
          '1905',
          '1905',
          '440',
          '440',
          '440',
          '440',
          '1905',
          '440',
          '1905',
          '440',
          '1905',
          '440',
          '440',
          '1905',
          '440',
          '1905',
          '1905',
          '1905',
          '3091',
          '1905',
          '440',
          '440']}

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
