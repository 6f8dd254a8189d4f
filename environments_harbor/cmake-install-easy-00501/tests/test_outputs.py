import os, shutil, subprocess, tempfile

LIB = 'qmath'
TOOL = 'qmath-cli'
PROJ = '/app/qmath'
PREFIX = '/opt/qmath'
LEVEL = 'easy'
VERSION = '5.7.5'
MAJOR = 5
EXPECTED = {'probe': ['version 5.7.5',
           '11665 282014 640 410674 4351',
           '5691 -403188 938 -880912 4151',
           '1049 7792 172 30162 6309',
           '4593 85297 281 79650 5143',
           '8391 839386 827 684330 627',
           '6451 -586549 972 -945293 6249',
           '6511 -465488 940 -884172 13823',
           '1049 -7914 64 -3805 8193',
           '11681 0 0 392 21',
           '8391 -839896 836 -698546 8333',
           '7673 -295529 962 -925200 9089',
           '4945 818553 596 356210 321',
           '9689 695891 445 198988 6369',
           '1511 -488889 994 -988492 13123',
           '14031 369946 806 650355 3733',
           '1599 -981118 900 -810797 2937',
           '6023 -215788 942 -887120 12001',
           '825 355107 837 701945 6891',
           '9033 -971605 711 -505787 885',
           '939 -238834 662 -438440 9263',
           '1671 38587 886 786222 6749',
           '9591 -635754 676 -457144 4333',
           '1849 -401854 676 -457712 6747',
           '13089 73972 528 279762 7023',
           '4973 993826 792 628791 6309',
           '4553 187173 609 372173 14391',
           '12577 -44965 238 -56552 6713',
           '10841 706393 627 393999 2185',
           '3773 851372 522 273550 487',
           '5983 744064 678 460839 5259',
           '10751 -899612 465 -216606 3753',
           '10369 977436 796 635171 6393',
           '541 -902767 875 -766817 3059',
           '11695 91243 184 34611 3341',
           '3705 9 3 401 831',
           '11567 68402 452 205252 10699',
           '8429 197304 635 404183 5035',
           '5797 478674 690 477266 7537',
           '14439 -67786 262 -68384 13509',
           '4551 -656061 400 -160264 10159',
           '3793 541661 407 166537 11935',
           '12185 -653206 776 -601964 385',
           '9999 32697 282 80015 3703',
           '1355 -90239 965 -931698 5151',
           '13361 5528 287 82942 1167',
           '7217 194753 597 357883 13037',
           '2871 700794 704 497399 667',
           '3097 563279 986 972757 10617',
           '1013 391869 983 968585 605',
           '4585 973892 546 298771 179',
           '9339 71634 208 44009 11095',
           '10143 87852 508 259172 8159',
           '3551 502571 418 175597 11817',
           '3291 -704981 435 -189015 3895'],
 'tool': ['11665',
          '5691',
          '1049',
          '4593',
          '8391',
          '6451',
          '6511',
          '1049',
          '11681',
          '8391',
          '7673',
          '4945',
          '9689',
          '1511',
          '14031',
          '1599',
          '6023',
          '825',
          '9033',
          '939',
          '1671',
          '9591',
          '1849',
          '13089',
          '4973',
          '4553',
          '12577',
          '10841',
          '3773',
          '5983',
          '10751',
          '10369',
          '541',
          '11695',
          '3705',
          '11567',
          '8429',
          '5797',
          '14439',
          '4551',
          '3793',
          '12185',
          '9999',
          '1355',
          '13361',
          '7217',
          '2871',
          '3097',
          '1013',
          '4585',
          '9339',
          '10143',
          '3551',
          '3291']}

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
