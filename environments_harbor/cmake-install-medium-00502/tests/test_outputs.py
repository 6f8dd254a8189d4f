import os, shutil, subprocess, tempfile

LIB = 'vela'
TOOL = 'velarun'
PROJ = '/app/vela'
PREFIX = '/usr/local/vela-sdk'
LEVEL = 'medium'
VERSION = '6.14.1'
MAJOR = 6
EXPECTED = {'probe': ['version 6.14.1',
           '61994 -4902 938 -879902 870 14598',
           '61994 -4902 550 -302526 474 43156',
           '61994 -4902 976 -953076 184 40120',
           '5036 30278 954 912410 170 61432',
           '5036 30278 225 51581 669 5753',
           '5036 30278 615 379052 878 57342',
           '61994 -4902 764 -583646 778 1698',
           '61994 -4902 504 -253492 472 17932',
           '61994 -4902 571 -325458 994 35112',
           '5036 30278 837 701834 662 34886',
           '5036 30278 928 862887 749 38507',
           '5036 30278 876 768774 444 58512',
           '61994 -4902 877 -769141 767 16385',
           '34520 0 0 810 0 -6',
           '5036 30278 412 170581 277 60523',
           '5036 30278 649 422688 808 31094',
           '61994 -4902 424 -179331 13 65281',
           '5036 30278 341 117440 436 67668',
           '61994 -4902 871 -758961 287 33695',
           '5036 30278 247 62294 722 52620',
           '5036 30278 276 77390 894 5014',
           '5036 30278 569 324699 891 41739',
           '61994 -4902 359 -128636 606 14988',
           '5036 30278 832 693366 722 3428',
           '61994 -4902 912 -832162 640 9460',
           '5036 30278 797 637200 1054 44904',
           '61994 -4902 332 -109923 131 71551',
           '47471 3 1 813 3 15',
           '5036 30278 834 697034 126 4878',
           '5036 30278 889 791558 842 31956',
           '61994 -4902 710 -504429 45 60587',
           '5036 30278 662 439243 307 43281',
           '61994 -4902 626 -391848 696 324',
           '61994 -4902 314 -98126 202 67178',
           '61994 -4902 464 -214613 975 56957',
           '61994 -4902 866 -750157 563 38435',
           '32688 27559 166 28369 909 30541',
           '5036 30278 704 497291 791 48285',
           '5036 30278 910 829639 547 14179',
           '61994 -4902 714 -509523 281 55805',
           '5036 30278 833 695645 869 8331',
           '5036 30278 723 523603 453 19559',
           '61994 -4902 88 -7016 702 32220',
           '5036 30278 967 936320 628 32368',
           '5036 30278 524 275946 108 74442',
           '5036 30278 935 876583 587 893',
           '61994 -4902 821 -673584 384 73330',
           '61994 -4902 790 -624382 550 21954',
           '61994 -4902 719 -517346 986 47496',
           '5036 30278 700 491903 733 16809',
           '5036 30278 373 140137 747 31841',
           '61994 -4902 644 -414064 866 57284',
           '5036 30278 736 543479 75 73989',
           '5036 30278 611 374570 660 45328'],
 'tool': ['61994',
          '61994',
          '61994',
          '5036',
          '5036',
          '5036',
          '61994',
          '61994',
          '61994',
          '5036',
          '5036',
          '5036',
          '61994',
          '34520',
          '5036',
          '5036',
          '61994',
          '5036',
          '61994',
          '5036',
          '5036',
          '5036',
          '61994',
          '5036',
          '61994',
          '5036',
          '61994',
          '47471',
          '5036',
          '5036',
          '61994',
          '5036',
          '61994',
          '61994',
          '61994',
          '61994',
          '32688',
          '5036',
          '5036',
          '61994',
          '5036',
          '5036',
          '61994',
          '5036',
          '5036',
          '5036',
          '61994',
          '61994',
          '61994',
          '5036',
          '5036',
          '61994',
          '5036',
          '5036']}

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
