import os, shutil, subprocess, tempfile

LIB = 'lumen'
TOOL = 'lumencalc'
PROJ = '/app/lumen-src'
PREFIX = '/opt/lumen'
LEVEL = 'hard'
VERSION = '1.12.1'
MAJOR = 1
EXPECTED = {'probe': ['version 1.12.1',
           '2 97966 858 31 66924 25',
           '6 49059 941 114 -80610 31',
           '2 71721 939 27 -80218 29',
           '1 83684 929 95 78510 25',
           '8 58160 841 19 64306 30',
           '1 77931 864 39 -67882 26',
           '3 52149 754 133 -51764 25',
           '1 6631 308 39 8655 24',
           '2 82814 158 105 2281 20',
           '3 55859 602 12 33009 18',
           '1 57940 834 25 -63281 38',
           '4 34096 694 50 43848 28',
           '3 24795 238 110 5189 22',
           '1 78385 474 109 20432 22',
           '9 20171 975 20 86592 30',
           '2 40485 934 15 79456 23',
           '2 69930 949 122 -82023 26',
           '1 91054 154 112 -2166 17',
           '1 46549 776 38 54873 19',
           '5 62666 485 31 -21470 21',
           '6 27820 696 89 -44083 29',
           '2 66551 739 22 49688 28',
           '7 68681 943 97 80949 31',
           '1 36524 963 35 84452 40',
           '3 96810 746 125 50668 27',
           '3 97201 978 45 87124 35',
           '6 49655 895 45 72896 25',
           '2 72335 790 122 56796 31',
           '1 76379 909 11 -75121 23',
           '3 56264 829 26 62564 28',
           '1 90971 485 47 21386 24',
           '1 44579 255 106 -5957 19',
           '3 14090 937 29 -79889 46',
           '3 43309 300 112 8186 18',
           '2 97476 942 89 80719 36',
           '3 56341 568 22 29415 23',
           '3 99645 970 22 -85633 32',
           '2 29884 324 35 9586 20',
           '3 52141 213 45 4124 22',
           '9 46089 988 48 88770 34',
           '3 43740 928 52 -78294 28',
           '3 97044 568 101 29337 19',
           '8 33041 824 127 -61748 31',
           '7 54211 791 12 56910 21',
           '2 31656 838 53 63902 26',
           '1 79459 978 9 87052 42',
           '0 -26 0 0 0 0',
           '1 76506 583 14 30995 24',
           '0 -26 0 0 0 0',
           '3 56374 972 14 86052 35',
           '9 15574 985 31 -88243 35',
           '0 25320 347 22 10998 27',
           '1 21160 871 53 -69039 36',
           '1 57849 712 91 46115 25'],
 'tool': ['2',
          '6',
          '2',
          '1',
          '8',
          '1',
          '3',
          '1',
          '2',
          '3',
          '1',
          '4',
          '3',
          '1',
          '9',
          '2',
          '2',
          '1',
          '1',
          '5',
          '6',
          '2',
          '7',
          '1',
          '3',
          '3',
          '6',
          '2',
          '1',
          '3',
          '1',
          '1',
          '3',
          '3',
          '2',
          '3',
          '3',
          '2',
          '3',
          '9',
          '3',
          '3',
          '8',
          '7',
          '2',
          '1',
          '0',
          '1',
          '0',
          '3',
          '9',
          '0',
          '1',
          '1']}

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
