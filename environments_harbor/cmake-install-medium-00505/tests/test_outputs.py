import os, shutil, subprocess, tempfile

LIB = 'lumen'
TOOL = 'lumenrun'
PROJ = '/app/lumen-src'
PREFIX = '/opt/sdk/lumen'
LEVEL = 'medium'
VERSION = '2.4.7'
MAJOR = 2
EXPECTED = {'probe': ['version 2.4.7',
           '56870 586494 123671 270 45 21025',
           '56870 994104 100374 270 9 65063',
           '56870 124004 100105 270 1 49753',
           '56870 19888 22222 270 1 34119',
           '56957 -83541 -36345 -1291 60 5728',
           '56957 -79819 -22974 -1291 1 18299',
           '56957 -382842 -62070 -1291 9 59481',
           '56957 -257496 -173688 -1291 24 47196',
           '56957 -660783 -96766 -1291 6 50810',
           '56957 -60329 -23076 -1291 2 18706',
           '56870 596242 60673 270 5 27259',
           '56870 89123 80495 270 20 14272',
           '56957 -671189 -245294 -1291 8 55604',
           '56957 -346304 -100910 -1291 1 2361',
           '56870 636418 203659 270 4 45136',
           '56957 -324922 -57355 -1291 1 41389',
           '56957 -761499 -248541 -1291 9 2805',
           '56870 720358 213256 270 1 55903',
           '56870 593441 36098 270 5 60023',
           '56870 532273 93058 270 5 28791',
           '56957 -217617 -179178 -1291 24 52772',
           '56957 -90213 -7802 -1291 3 22635',
           '56870 641589 246286 270 6 54854',
           '57108 0 0 0 360 56956',
           '56957 -393662 -66598 -1291 1 12571',
           '56957 -148667 -191710 -1291 1 37627',
           '56957 -362435 -133565 -1291 1 1909',
           '56870 251274 118038 270 24 59940',
           '56870 897675 144199 270 6 4962',
           '56870 976281 45669 270 3 6123',
           '56957 -320591 -48755 -1291 1 55373',
           '56870 25818 204630 270 120 41764',
           '56957 -24381 -4585 -1291 18 26150',
           '56957 -109281 -45725 -1291 3 60407',
           '56957 -943394 -123337 -1291 1 42663',
           '56870 703443 86076 270 3 40591',
           '56957 -269644 -111740 -1291 2 61554',
           '56957 -194868 -217122 -1291 9 24841',
           '56870 67979 244940 270 40 11596',
           '56870 187574 118945 270 1 40185',
           '56957 -829185 -145482 -1291 24 49316',
           '56870 395192 72898 270 1 44405',
           '56870 21498 22353 270 12 33592',
           '56953 -463 -91000 -1291 40 44124',
           '56957 -6 -1 -6 6 8582',
           '56870 533172 67833 270 15 64923',
           '56957 -518322 -55953 -1291 15 19397',
           '56870 797296 173199 270 1 19521',
           '56957 -30529 -23125 -1291 1 18645',
           '56957 -480129 -230271 -1291 12 11384',
           '56957 -71612 -54042 -1291 10 28138',
           '56957 -445238 -208136 -1291 8 38300',
           '56957 -53405 -126087 -1291 10 37790',
           '56957 -44375 -143360 -1291 40 40572'],
 'tool': ['56870',
          '56870',
          '56870',
          '56870',
          '56957',
          '56957',
          '56957',
          '56957',
          '56957',
          '56957',
          '56870',
          '56870',
          '56957',
          '56957',
          '56870',
          '56957',
          '56957',
          '56870',
          '56870',
          '56870',
          '56957',
          '56957',
          '56870',
          '57108',
          '56957',
          '56957',
          '56957',
          '56870',
          '56870',
          '56870',
          '56957',
          '56870',
          '56957',
          '56957',
          '56957',
          '56870',
          '56957',
          '56957',
          '56870',
          '56870',
          '56957',
          '56870',
          '56870',
          '56953',
          '56957',
          '56870',
          '56957',
          '56870',
          '56957',
          '56957',
          '56957',
          '56957',
          '56957',
          '56957']}

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
