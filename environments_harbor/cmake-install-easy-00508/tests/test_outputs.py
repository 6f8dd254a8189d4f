import os, shutil, subprocess, tempfile

LIB = 'strata'
TOOL = 'stratactl'
PROJ = '/app/strata-src'
PREFIX = '/opt/sdk/strata'
LEVEL = 'easy'
VERSION = '1.6.6'
MAJOR = 1
EXPECTED = {'probe': ['version 1.6.6',
           '338923 -4990 14642 -12084 -365056',
           '338923 -4990 14444 -642013 -19892855',
           '338923 -4990 1562 -13734 -416206',
           '145080 27280 14867 66894 2083262',
           '338923 -4990 12545 -708808 -21963500',
           '145080 27280 4847 461244 14308112',
           '338923 -4990 1050 -62903 -1940445',
           '145080 27280 15552 204501 6349079',
           '338923 -4990 14327 -436155 -13511257',
           '145080 27280 13081 367557 11403815',
           '338923 -4990 15349 -919269 -28487791',
           '338923 -4990 180 -707572 -21925184',
           '338923 -4990 10275 -617857 -19144019',
           '145080 27280 14374 779268 24166856',
           '145080 27280 4042 466838 14481526',
           '145080 27280 14326 749535 23245133',
           '145080 27280 3125 493892 15320200',
           '145080 27280 10821 384652 11933760',
           '145080 27280 3575 579292 17967600',
           '145080 27280 15849 469176 14554004',
           '145080 27280 9549 680301 21098879',
           '338923 -4990 10204 -943210 -29229962',
           '26846 12400 1174 12092 384400',
           '145080 27280 14758 309007 9588765',
           '338923 -4990 7587 -327535 -10144037',
           '-11377 0 -59 -308 0',
           '145080 27280 6345 264653 8213791',
           '145080 27280 12124 649583 20146621',
           '145080 27280 7700 479729 14881147',
           '-10447 -2 -29 -310 -62',
           '338923 -4990 7357 -943545 -29240347',
           '338923 -4990 9562 -693342 -21484054',
           '338923 -4990 12583 -906246 -28084078',
           '145080 27280 15452 752025 23322323',
           '338923 -4990 13497 -755430 -23408782',
           '145080 27280 9562 919146 28503074',
           '145080 27280 3154 363401 11274979',
           '145080 27280 7388 438188 13593376',
           '145080 27280 365 421584 13078652',
           '145080 27280 8252 582164 18056632',
           '145080 27280 9083 544707 16895465',
           '238483 21548 8001 21240 667988',
           '69998 5226 2566 4918 162006',
           '338923 -4990 8819 -325257 -10073419',
           '338923 -4990 7775 -856510 -26542262',
           '338923 -4990 8835 -779481 -24154363',
           '145080 27280 806 738966 22917494',
           '145080 27280 3918 52246 1629174',
           '145080 27280 4874 581722 18042930',
           '145080 27280 1399 693078 21494966',
           '338923 -4990 2097 -10459 -314681',
           '338923 -4990 9749 -246520 -7632572',
           '145080 27280 5615 376730 11688178',
           '145080 27280 6723 212788 6605976'],
 'tool': ['338923',
          '338923',
          '338923',
          '145080',
          '338923',
          '145080',
          '338923',
          '145080',
          '338923',
          '145080',
          '338923',
          '338923',
          '338923',
          '145080',
          '145080',
          '145080',
          '145080',
          '145080',
          '145080',
          '145080',
          '145080',
          '338923',
          '26846',
          '145080',
          '338923',
          '-11377',
          '145080',
          '145080',
          '145080',
          '-10447',
          '338923',
          '338923',
          '338923',
          '145080',
          '338923',
          '145080',
          '145080',
          '145080',
          '145080',
          '145080',
          '145080',
          '238483',
          '69998',
          '338923',
          '338923',
          '338923',
          '145080',
          '145080',
          '145080',
          '145080',
          '338923',
          '338923',
          '145080',
          '145080']}

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
