import os, shutil, subprocess, tempfile

LIB = 'hexa'
TOOL = 'hexarun'
PROJ = '/app/hexa'
PREFIX = '/opt/hexa'
LEVEL = 'medium'
VERSION = '5.11.5'
MAJOR = 5
EXPECTED = {'probe': ['version 5.11.5',
           '14406 58568 287487 885 1881 38454318',
           '1421 1880 -229981 435 869 -9306178',
           '2058 1081 153695 772 2048 29221199',
           '10290 21344 -894798 947 1632 -43977402',
           '13426 57157 -373339 966 845 -45735277',
           '11809 46185 531336 795 1551 31023615',
           '9163 33153 53104 200 661 1966615',
           '9947 10314 -442675 759 515 -28235956',
           '4557 4778 -699621 356 198 -6222804',
           '11074 61415 -117725 726 802 -25857839',
           '2989 2283 567893 631 1832 19539485',
           '8330 51092 -45057 273 1701 -3677646',
           '12201 25126 -461 404 475 -8036000',
           '5047 57701 -318095 768 1297 -28949837',
           '3283 7154 -81917 848 124 -35239820',
           '10094 41524 73407 839 417 34514130',
           '9261 12853 -776775 760 1275 -28306173',
           '14406 34468 -454516 784 779 -30157246',
           '1470 7490 4 2 4 196',
           '4704 49390 -445764 683 1758 -22909656',
           '15239 24769 -10433 182 1687 -1636649',
           '8526 33503 -769845 740 1476 -26899383',
           '2205 1302 -825254 672 1423 -22173872',
           '12201 49126 407271 415 1650 8462496',
           '3430 7494 0 0 0 0',
           '15141 22959 929145 736 258 26554521',
           '11809 46285 -736939 969 1160 -46042213',
           '2205 3402 -68748 920 831 -41545140',
           '12103 37216 -14884 698 629 -23932090',
           '9114 36743 -552255 743 381 -27060495',
           '12544 41756 261538 913 1822 40922938',
           '7840 63852 248448 919 537 41397258',
           '1323 447 -349746 804 1185 -31749207',
           '2009 1271 -193548 919 1107 -41424159',
           '9114 32943 -516249 970 375 -46188135',
           '7252 43122 -22051 387 1097 -7360780',
           '2499 1062 635989 994 493 48487264',
           '11417 35545 324532 485 772 11535727',
           '3724 9185 174208 895 2026 39321079',
           '14945 43639 334211 335 590 5509217',
           '10976 44405 300667 875 646 37534147',
           '3332 2174 846893 631 1715 19533752',
           '6027 53251 373246 801 2017 31476277',
           '980 3040 -18091 436 2174 -9349690',
           '4410 5218 -290487 885 1002 -38420508',
           '10829 39884 478028 906 692 40222826',
           '9555 12383 338535 732 741 26255817',
           '11221 16725 152153 592 371 17211299',
           '9261 54753 -96141 119 1182 -694281',
           '14504 34978 678559 977 1921 46837924',
           '5733 41831 794836 799 334 31286353',
           '12691 62176 -33662 516 1216 -13050170',
           '4606 2698 231989 994 89 48467468',
           '7644 39542 -63718 904 629 -40050640'],
 'tool': ['14406',
          '1421',
          '2058',
          '10290',
          '13426',
          '11809',
          '9163',
          '9947',
          '4557',
          '11074',
          '2989',
          '8330',
          '12201',
          '5047',
          '3283',
          '10094',
          '9261',
          '14406',
          '1470',
          '4704',
          '15239',
          '8526',
          '2205',
          '12201',
          '3430',
          '15141',
          '11809',
          '2205',
          '12103',
          '9114',
          '12544',
          '7840',
          '1323',
          '2009',
          '9114',
          '7252',
          '2499',
          '11417',
          '3724',
          '14945',
          '10976',
          '3332',
          '6027',
          '980',
          '4410',
          '10829',
          '9555',
          '11221',
          '9261',
          '14504',
          '5733',
          '12691',
          '4606',
          '7644']}

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
