import os, shutil, subprocess, tempfile

LIB = 'nimbus'
TOOL = 'nimbus-pipe'
PROJ = '/app/nimbus-src'
PREFIX = '/usr/local/nimbus-sdk'
LEVEL = 'hard'
VERSION = '2.5.5'
MAJOR = 2
EXPECTED = {'probe': ['version 2.5.5',
           '208 46 42079 39958 276131 525',
           '209 91 42079 9239 298658 546',
           '209 139 42079 22765 652120 807',
           '208 33 42079 20213 846144 919',
           '209 103 -3767 17529 -135476 368',
           '209 69 -3767 57531 -767218 876',
           '209 15 42079 52776 485533 696',
           '209 126 -3767 62528 -172299 415',
           '209 22 40479 14122 40863 201',
           '209 134 -3767 33247 -513430 716',
           '209 27 14474 37311 14858 120',
           '209 23 42079 1860 962545 980',
           '209 109 42079 16682 649631 805',
           '209 126 42079 6567 963090 981',
           '208 50 42079 29477 973712 986',
           '209 129 42079 45775 466298 682',
           '208 36 -3767 45113 -648564 805',
           '208 32 42079 46885 663440 814',
           '208 45 42079 64237 742744 861',
           '208 46 42079 48662 596131 771',
           '209 104 42079 34049 863668 929',
           '209 121 -3767 17384 -660387 812',
           '208 48 42079 48232 988893 994',
           '209 6 9 43324 393 3',
           '209 105 42079 39048 668477 817',
           '209 13 42079 47180 463609 680',
           '209 24 -3767 41387 -62946 251',
           '209 0 0 43317 384 0',
           '208 61 -3767 1751 -20126 143',
           '208 39 -3767 46715 -384818 620',
           '209 25 42079 62137 417036 645',
           '208 56 42079 65416 809021 899',
           '209 25 42079 16733 453096 672',
           '209 142 42079 46752 729365 853',
           '209 27 -3767 12313 -157012 396',
           '209 20 42079 33759 470122 685',
           '209 28 42079 22017 131252 361',
           '209 121 42079 39736 865165 929',
           '208 41 42079 36192 206293 453',
           '209 24 42079 42702 397691 630',
           '209 27 42079 16119 432450 657',
           '209 131 42079 59895 1000002 999',
           '209 5 42079 48050 529415 727',
           '209 18 42079 45886 662411 813',
           '209 98 -3767 49068 -452583 673',
           '209 79 42079 23523 717910 847',
           '209 101 42079 47307 201598 448',
           '209 16 -3767 37399 -246622 496',
           '209 6 -3767 2418 -941625 970',
           '209 109 -3767 32096 -141867 377',
           '208 37 42079 26268 315689 561',
           '209 114 42079 38273 343604 585',
           '209 16 42079 28290 313655 559',
           '209 111 -3767 1312 -348779 590'],
 'tool': ['208',
          '209',
          '209',
          '208',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '208',
          '209',
          '208',
          '208',
          '208',
          '208',
          '209',
          '209',
          '208',
          '209',
          '209',
          '209',
          '209',
          '209',
          '208',
          '208',
          '209',
          '208',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '208',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '209',
          '208',
          '209',
          '209',
          '209']}

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
