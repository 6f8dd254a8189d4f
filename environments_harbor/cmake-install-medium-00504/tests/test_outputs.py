import os, shutil, subprocess, tempfile

LIB = 'mosaic'
TOOL = 'mosaicctl'
PROJ = '/app/mosaic'
PREFIX = '/opt/sdk/mosaic'
LEVEL = 'medium'
VERSION = '6.1.8'
MAJOR = 6
EXPECTED = {'probe': ['version 6.1.8',
           '2 -50086512 210 -694810 6 834',
           '2 6838056 797 95809 1 308',
           '2 12416184 663 173283 1 415',
           '3 -59983272 531 -832265 1 912',
           '3 -49980384 812 -693336 4 833',
           '3 28593864 377 397973 3 630',
           '2 27719640 443 385831 1 620',
           '2 -13846752 396 -191480 4 438',
           '3 -32719248 750 -453598 6 674',
           '2 1239192 643 18047 3 131',
           '2 -18468576 732 -255672 4 506',
           '2 38002896 258 528654 2 726',
           '3 4487688 417 63165 1 249',
           '2 27961704 317 389193 1 623',
           '2 45251280 650 629326 2 792',
           '3 -51470712 169 -714035 1 845',
           '2 52306416 102 727314 2 852',
           '2 56866752 656 790652 24 888',
           '3 8427096 195 117879 1 342',
           '2 3377880 699 47751 1 216',
           '2 -11270160 430 -155694 2 395',
           '2 -33024528 870 -457838 2 677',
           '2 27708552 289 385677 1 620',
           '2 288 4 840 4 2',
           '2 -36014616 325 -499367 1 707',
           '2 40032576 544 556844 24 745',
           '2 -64702152 391 -897805 3 947',
           '2 0 0 836 96 0',
           '2 37482192 2 521422 2 721',
           '2 7549632 216 105692 24 323',
           '2 -62496288 508 -867168 4 931',
           '2 33053256 401 459909 1 677',
           '3 29138328 91 405535 1 636',
           '2 28059768 807 390555 1 624',
           '2 -34120008 479 -473053 3 688',
           '2 -9380160 520 -129444 8 360',
           '2 60047496 361 834829 1 913',
           '2 23425704 101 326193 1 570',
           '3 -37849608 127 -524853 1 725',
           '2 1811088 738 25990 2 158',
           '2 67901040 438 943906 2 971',
           '2 -14877216 36 -205792 12 454',
           '2 -24863256 861 -344487 1 587',
           '3 14664168 493 204505 1 451',
           '2 -51598440 139 -715809 1 846',
           '3 10567080 269 147601 1 383',
           '2 -70148232 615 -973445 1 987',
           '2 66384432 302 922842 2 960',
           '2 51291792 834 713222 6 844',
           '2 1964088 247 28115 3 165',
           '2 -7707240 211 -106209 1 327',
           '3 10910304 676 152368 4 389',
           '3 -2562696 159 -34757 1 188',
           '3 -6897384 123 -94961 1 309'],
 'tool': ['2',
          '2',
          '2',
          '3',
          '3',
          '3',
          '2',
          '2',
          '3',
          '2',
          '2',
          '2',
          '3',
          '2',
          '2',
          '3',
          '2',
          '2',
          '3',
          '2',
          '2',
          '2',
          '2',
          '2',
          '2',
          '2',
          '2',
          '2',
          '2',
          '2',
          '2',
          '2',
          '3',
          '2',
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
          '2',
          '2',
          '2',
          '2',
          '3',
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
