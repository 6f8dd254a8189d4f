import os, shutil, subprocess, tempfile

LIB = 'tessel'
TOOL = 'tessel-tool'
PROJ = '/app/tessel-src'
PREFIX = '/opt/sdk/tessel'
LEVEL = 'easy'
VERSION = '6.4.9'
MAJOR = 6
EXPECTED = {'probe': ['version 6.4.9',
           '469 9 4113 612 -374321',
           '467 1 729 866 750575',
           '467 2 1616 279 -77908',
           '467 1 2839 721 521135',
           '469 12 3082 691 479278',
           '467 3 2503 703 -493811',
           '467 1 1253 883 780569',
           '472 36 2064 939 -881570',
           '467 1 1377 641 -410737',
           '467 1 2801 812 660027',
           '467 2 546 739 -546288',
           '468 4 4 2 470',
           '468 6 616 59 -3128',
           '472 36 0 0 466',
           '468 4 3012 787 -619602',
           '469 12 3046 729 -531158',
           '470 18 2324 669 -447680',
           '467 2 3372 836 -699232',
           '467 3 2553 512 -262211',
           '467 3 4085 931 867601',
           '468 4 3994 184 -33430',
           '467 1 3557 539 -290677',
           '468 6 3710 677 -458924',
           '469 9 3365 714 -509789',
           '467 2 2640 936 -876784',
           '469 12 2308 370 137494',
           '467 1 2119 610 373065',
           '467 1 1315 952 -907579',
           '467 1 2319 178 32255',
           '468 6 1130 520 271036',
           '468 4 322 605 367058',
           '467 2 1292 891 -793932',
           '468 4 3550 557 311346',
           '468 4 3728 336 113654',
           '467 3 2831 687 -472433',
           '467 1 4153 330 109869',
           '468 6 2190 552 305776',
           '470 18 2328 301 91204',
           '467 1 3755 449 202091',
           '472 36 3194 715 513070',
           '467 2 4132 865 -748992',
           '467 3 3439 877 770125',
           '468 4 3168 539 -291066',
           '467 2 3126 887 -787888',
           '470 18 832 938 881188',
           '469 12 4128 938 -879506',
           '468 6 3930 554 307516',
           '472 36 3060 547 -299594',
           '467 1 1273 837 -701331',
           '472 36 42 664 -441542',
           '469 12 3652 463 -214802',
           '468 6 4106 612 375052',
           '467 1 3879 745 -555585',
           '467 1 2431 77 -5523'],
 'tool': ['469',
          '467',
          '467',
          '467',
          '469',
          '467',
          '467',
          '472',
          '467',
          '467',
          '467',
          '468',
          '468',
          '472',
          '468',
          '469',
          '470',
          '467',
          '467',
          '467',
          '468',
          '467',
          '468',
          '469',
          '467',
          '469',
          '467',
          '467',
          '467',
          '468',
          '468',
          '467',
          '468',
          '468',
          '467',
          '467',
          '468',
          '470',
          '467',
          '472',
          '467',
          '467',
          '468',
          '467',
          '470',
          '469',
          '468',
          '472',
          '467',
          '472',
          '469',
          '468',
          '467',
          '467']}

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
