import os, shutil, subprocess, tempfile

LIB = 'qmath'
TOOL = 'qmathcalc'
PROJ = '/app/qmath-src'
PREFIX = '/usr/local/qmath-sdk'
LEVEL = 'easy'
VERSION = '5.5.4'
MAJOR = 5
EXPECTED = {'probe': ['version 5.5.4',
           '69 22 -7644300 -169873 87',
           '0 0 0 0 0',
           '18 36 -734670 -16326 49',
           '44 38 6418470 142632 116',
           '7 4 1653000 36733 18',
           '30 17 9420015 209333 1',
           '36 31 13993080 310957 147',
           '15 28 -10471830 -232707 46',
           '36 31 -13991730 -310927 121',
           '20 23 791850 17596 77',
           '12 19 2602950 57843 123',
           '20 23 9810390 218008 111',
           '36 31 4016715 89260 121',
           '108 25 -9530565 -211790 19',
           '15 27 1872585 41613 41',
           '18 36 13262805 294729 106',
           '18 35 8695065 193223 12',
           '15 27 4272210 94938 134',
           '15 28 -2724585 -60546 12',
           '98 32 -12808200 -284626 116',
           '36 31 5507385 122386 10',
           '28 26 959430 21320 49',
           '95 24 5359725 119105 37',
           '15 30 -4033980 -89644 85',
           '15 30 4379175 97315 36',
           '15 30 13586310 301918 64',
           '109 8 120 2 19',
           '22 16 3039765 67550 25',
           '95 24 776340 17252 108',
           '124 34 -2368275 -52628 54',
           '15 28 -10615200 -235893 64',
           '124 34 -14352090 -318935 72',
           '18 40 -5488485 -121966 54',
           '28 26 7630995 169577 46',
           '28 26 7020660 156014 16',
           '15 28 -847005 -18822 22',
           '36 31 6443340 143185 43',
           '111 33 7388370 164186 87',
           '15 30 -13248270 -294406 52',
           '15 28 11310990 251355 27',
           '12 21 -10681380 -237364 17',
           '30 17 3332325 74051 36',
           '22 15 1963800 43640 129',
           '108 25 -7876275 -175028 30',
           '108 25 12756255 283472 40',
           '116 29 6695625 148791 107',
           '36 31 -4907985 -109066 26',
           '28 26 12638550 280856 30',
           '98 32 -4287405 -95275 90',
           '18 35 1754985 38999 111',
           '15 28 -5078580 -112857 105',
           '92 18 4884165 108537 38',
           '124 34 -14498430 -322187 43',
           '18 36 -2369655 -52659 49'],
 'tool': ['69',
          '0',
          '18',
          '44',
          '7',
          '30',
          '36',
          '15',
          '36',
          '20',
          '12',
          '20',
          '36',
          '108',
          '15',
          '18',
          '18',
          '15',
          '15',
          '98',
          '36',
          '28',
          '95',
          '15',
          '15',
          '15',
          '109',
          '22',
          '95',
          '124',
          '15',
          '124',
          '18',
          '28',
          '28',
          '15',
          '36',
          '111',
          '15',
          '15',
          '12',
          '30',
          '22',
          '108',
          '108',
          '116',
          '36',
          '28',
          '98',
          '18',
          '15',
          '92',
          '124',
          '18']}

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
