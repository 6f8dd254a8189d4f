import os, shutil, subprocess, tempfile

LIB = 'vexel'
TOOL = 'vexelctl'
PROJ = '/app/vexel'
PREFIX = '/opt/sdk/vexel'
LEVEL = 'easy'
VERSION = '4.2.8'
MAJOR = 4
EXPECTED = {'probe': ['version 4.2.8',
           '285471 43277 7009 60245 93882226',
           '285471 43277 34058 44436 9596307',
           '1191160 0 31 12263 0',
           '285471 43277 37936 3168 7239207',
           '285471 43277 2074 36410 61232317',
           '1400001 -4183 20541 47241 -85237586',
           '1400001 -4183 15417 20255 -48448008',
           '2218002 40162 30389 45829 3895714',
           '285471 43277 33456 39604 87143539',
           '1400001 -4183 4419 33081 -33799650',
           '1400001 -4183 20223 22981 -9780510',
           '285471 43277 39616 55318 6156881',
           '285471 43277 18484 46128 48368759',
           '285471 43277 5204 24482 72714789',
           '285471 43277 5785 25057 71864390',
           '1400001 -4183 33553 1653 -24395694',
           '1400001 -4183 16256 40638 -27381063',
           '285471 43277 26140 8622 89352617',
           '1400001 -4183 6205 11801 -50806466',
           '2828714 9788 24077 2523 949436',
           '285471 43277 29925 47703 35502000',
           '1400001 -4183 487 44305 -22175946',
           '285471 43277 18907 59751 36714112',
           '285471 43277 11882 33278 93321081',
           '1400001 -4183 2481 60533 -1500590',
           '285471 43277 28506 57200 82258231',
           '1400001 -4183 28231 38351 -46233304',
           '285471 43277 31370 39044 55409795',
           '285471 43277 34314 27712 39821895',
           '1400001 -4183 9030 6188 -55827477',
           '1400001 -4183 25893 38447 -71670584',
           '1400001 -4183 10917 36577 -53214394',
           '285471 43277 11727 4233 33360046',
           '1743187 36781 27092 41034 3567757',
           '1400001 -4183 37082 24628 -80658701',
           '1400001 -4183 34827 903 -37040032',
           '1400001 -4183 12639 3061 -18175278',
           '285471 43277 4545 64805 81517442',
           '285471 43277 34097 56755 18731476',
           '285471 43277 24376 37880 61884351',
           '1400001 -4183 3342 63116 -89955957',
           '285471 43277 22374 22636 9325483',
           '285471 43277 17812 11484 25508187',
           '285471 43277 15270 51984 5685655',
           '3158999 -3227 20688 56450 -313019',
           '285471 43277 13598 64488 5265839',
           '285471 43277 35819 24581 52839586',
           '1185340 -2 91 53273 -194',
           '285471 43277 25022 62926 68987273',
           '1400001 -4183 10416 43710 -15759687',
           '285471 43277 26785 33061 67909506',
           '1400001 -4183 5490 17948 -73652197',
           '285471 43277 12744 60328 93872623',
           '285471 43277 12593 32189 27472922'],
 'tool': ['285471',
          '285471',
          '1191160',
          '285471',
          '285471',
          '1400001',
          '1400001',
          '2218002',
          '285471',
          '1400001',
          '1400001',
          '285471',
          '285471',
          '285471',
          '285471',
          '1400001',
          '1400001',
          '285471',
          '1400001',
          '2828714',
          '285471',
          '1400001',
          '285471',
          '285471',
          '1400001',
          '285471',
          '1400001',
          '285471',
          '285471',
          '1400001',
          '1400001',
          '1400001',
          '285471',
          '1743187',
          '1400001',
          '1400001',
          '1400001',
          '285471',
          '285471',
          '285471',
          '1400001',
          '285471',
          '285471',
          '285471',
          '3158999',
          '285471',
          '285471',
          '1185340',
          '285471',
          '1400001',
          '285471',
          '1400001',
          '285471',
          '285471']}

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
