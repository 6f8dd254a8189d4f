import os, shutil, subprocess, tempfile

LIB = 'strata'
TOOL = 'strata-tool'
PROJ = '/app/strata-src'
PREFIX = '/usr/local/strata-sdk'
LEVEL = 'hard'
VERSION = '1.0.8'
MAJOR = 1
EXPECTED = {'probe': ['version 1.0.8',
           '2 0 63 0 0 0',
           '3 -2819 18693 47 27 645',
           '3 -2819 1697 21 26 695',
           '3 -2819 11723 21 29 830',
           '3 -2819 15545 45 22 648',
           '2 31148 21585 119 39 831',
           '3 -2819 18227 39 28 242',
           '3 -2819 5057 99 26 655',
           '2 31148 4733 27 20 787',
           '3 -2819 10817 117 35 563',
           '2 31148 5141 109 28 847',
           '3 -2819 17657 122 29 166',
           '2 31148 18659 12 19 777',
           '2 31148 9845 22 23 655',
           '2 31148 2631 68 30 829',
           '3 -2819 16577 25 37 985',
           '2 31148 14099 20 11 634',
           '2 31148 13181 107 19 321',
           '2 31148 6767 45 28 952',
           '3 -2819 12521 112 17 355',
           '3 -2819 14135 6 22 510',
           '2 -6 297 16 6 2',
           '3 -2819 1067 94 29 695',
           '2 31148 17537 16 22 560',
           '2 31148 10883 21 26 786',
           '3 -2819 19979 25 40 696',
           '3 -2819 13805 37 17 456',
           '3 -2819 13497 110 27 596',
           '2 31148 20727 21 24 965',
           '2 31148 5313 69 15 782',
           '2 31148 5541 115 21 573',
           '2 31148 2483 31 22 471',
           '3 -2819 6303 19 30 687',
           '2 31148 2285 31 34 912',
           '2 31148 8621 28 22 801',
           '2 31148 4655 50 28 849',
           '2 31148 12137 87 16 510',
           '3 -2819 3737 120 19 339',
           '2 31148 19445 22 26 502',
           '3 -2819 7979 102 34 606',
           '2 31148 9011 40 28 835',
           '3 -2819 2567 19 29 796',
           '2 31148 16295 17 35 596',
           '3 -2819 17163 114 27 915',
           '2 31148 11091 111 21 381',
           '3 -2819 7691 115 16 552',
           '3 -2819 3201 29 24 481',
           '2 31148 563 24 19 187',
           '2 31148 4457 115 26 661',
           '2 31148 131 116 26 737',
           '3 -2819 6831 11 27 437',
           '2 31148 15041 9 14 850',
           '3 -2819 9141 128 27 359',
           '3 -2819 8153 30 26 506'],
 'tool': ['2',
          '3',
          '3',
          '3',
          '3',
          '2',
          '3',
          '3',
          '2',
          '3',
          '2',
          '3',
          '2',
          '2',
          '2',
          '3',
          '2',
          '2',
          '2',
          '3',
          '3',
          '2',
          '3',
          '2',
          '2',
          '3',
          '3',
          '3',
          '2',
          '2',
          '2',
          '2',
          '3',
          '2',
          '2',
          '2',
          '2',
          '3',
          '2',
          '3',
          '2',
          '3',
          '2',
          '3',
          '2',
          '3',
          '3',
          '2',
          '2',
          '2',
          '3',
          '2',
          '3',
          '3']}

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
