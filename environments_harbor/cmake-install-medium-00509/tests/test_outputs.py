import os, shutil, subprocess, tempfile

LIB = 'strata'
TOOL = 'stratarun'
PROJ = '/app/strata'
PREFIX = '/usr/local/strata-sdk'
LEVEL = 'medium'
VERSION = '1.6.5'
MAJOR = 1
EXPECTED = {'probe': ['version 1.6.5',
           '12 891 -178497 -3107 -794265 9',
           '4 268 84227 2104 72854 4',
           '18 672 854254 2104 453064 2',
           '4 601 -654163 -3107 -360850 4',
           '9 321 -456301 -3107 -103048 2',
           '1 779 -658606 -3107 -606250 4',
           '1 793 559826 2104 629561 1',
           '3 174 54503 2104 31151 1',
           '1 391 -359251 -3107 -152347 1',
           '2 880 -627477 -3107 -774120 6',
           '3 711 -299505 -3107 -505386 12',
           '1 304 96929 2104 93575 1',
           '1 578 181433 2104 334787 1',
           '6 480 64032 2104 231066 12',
           '1 199 1893 2104 40416 6',
           '2 656 108034 2104 431407 1',
           '1 701 -207194 -3107 -491096 2',
           '4 494 -855442 -3107 -243952 2',
           '36 834 281796 2104 697788 6',
           '1 793 -172036 -3107 -629665 1',
           '1 328 397701 2104 108399 9',
           '2 233 -74345 -3107 -53741 1',
           '4 644 504514 2104 416011 1',
           '4 620 668483 2104 385472 2',
           '36 474 -272522 -3107 -224666 4',
           '36 240 -95675 -3107 -57053 1',
           '4 286 -86028 -3107 -81462 12',
           '1 950 858209 2104 903464 2',
           '1 982 -157569 -3107 -965145 3',
           '18 861 367147 2104 742369 1',
           '1 917 -180248 -3107 -841475 1',
           '3 327 -64701 -3107 -106854 36',
           '3 576 -814233 -3107 -331812 6',
           '36 879 -386277 -3107 -772077 3',
           '6 867 336257 2104 753239 1',
           '1 992 -843489 -3107 -983742 36',
           '9 546 385892 2104 299189 1',
           '3 552 193503 2104 305997 3',
           '1 989 -660979 -3107 -978460 2',
           '2 650 -829224 -3107 -422322 36',
           '3 993 -15789 -3107 -986904 6',
           '4 2 4 4 610 4',
           '1 964 -451139 -3107 -930548 2',
           '2 670 -892944 -3107 -448692 18',
           '1 352 -164421 -3107 -123855 9',
           '18 465 -224612 -3107 -215816 2',
           '6 0 0 0 606 36',
           '4 491 350242 2104 242659 1',
           '1 733 980835 2104 538695 3',
           '12 669 -801844 -3107 -447502 4',
           '1 133 40871 2104 18410 4',
           '1 737 36345 2104 544236 6',
           '12 624 -396983 -3107 -389087 1',
           '4 281 -70097 -3107 -78401 1'],
 'tool': ['12',
          '4',
          '18',
          '4',
          '9',
          '1',
          '1',
          '3',
          '1',
          '2',
          '3',
          '1',
          '1',
          '6',
          '1',
          '2',
          '1',
          '4',
          '36',
          '1',
          '1',
          '2',
          '4',
          '4',
          '36',
          '36',
          '4',
          '1',
          '1',
          '18',
          '1',
          '3',
          '3',
          '36',
          '6',
          '1',
          '9',
          '3',
          '1',
          '2',
          '3',
          '4',
          '1',
          '2',
          '1',
          '18',
          '6',
          '4',
          '1',
          '12',
          '1',
          '1',
          '12',
          '4']}

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
