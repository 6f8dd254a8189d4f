import os, shutil, subprocess, tempfile

LIB = 'vexel'
TOOL = 'vexelctl'
PROJ = '/app/vexel'
PREFIX = '/opt/vexel'
LEVEL = 'hard'
VERSION = '3.8.4'
MAJOR = 3
EXPECTED = {'probe': ['version 3.8.4',
           '65331 68750 22895 260 22086 63188',
           '65519 136568 16553 368 48531 60866',
           '65287 558284 14567 746 655755 32406',
           '65327 419713 5384 647 589814 39883',
           '64575 555055 31958 744 723455 35381',
           '65205 -251354 27095 502 -280252 55340',
           '65253 3047 20243 48 9132 63085',
           '65337 -552216 34714 743 -449255 28530',
           '65127 571374 37741 755 646075 19060',
           '65393 477089 29033 690 163674 48043',
           '65366 728 59 0 0 65378',
           '65205 93518 8282 304 9729 38164',
           '64837 -80858 10178 285 -68518 15916',
           '65267 -407367 5551 638 -590804 14979',
           '64789 -990341 13946 995 -960199 8129',
           '64923 801678 799 894 59008 51156',
           '65133 921917 32816 959 981129 61703',
           '64599 -841784 37679 917 -215248 56210',
           '65079 501106 23483 707 873005 24056',
           '65379 638743 22667 798 510836 17245',
           '65089 384967 20588 619 932483 9101',
           '64629 230708 10076 479 89922 32062',
           '65293 -612227 5717 782 -559216 23239',
           '64531 -271816 28958 522 -445272 10242',
           '65353 -43217 33332 209 -54934 43829',
           '65161 256312 14936 505 485552 6402',
           '64933 111920 27728 333 291111 19770',
           '64769 342892 8654 584 461243 51190',
           '65355 -975540 27526 988 -862679 58646',
           '65339 404667 16174 635 939304 54913',
           '65525 55297 9068 233 96545 10827',
           '65380 -232756 28874 483 -484332 37014',
           '64763 809779 1907 899 150908 42809',
           '65399 357114 31279 596 683653 36672',
           '64517 -335667 23128 579 -593633 8855',
           '64953 -13121 13727 117 -94831 13957',
           '65021 -825607 27146 909 -533628 39747',
           '65406 -586201 11507 766 -929685 62509',
           '64531 645884 21386 803 651546 10054',
           '65370 -750120 32047 866 -848057 29794',
           '65085 -654173 19739 809 -109456 65193',
           '65253 -682856 13427 826 -485386 28322',
           '65369 468282 23830 683 455764 56576',
           '65332 -696518 20915 835 -642796 41728',
           '64531 -630004 27815 794 -237036 40790',
           '64837 156824 11468 395 690651 40610',
           '65361 -129352 25748 360 -80031 64642',
           '64623 864970 20627 929 242468 53392',
           '65185 732 79 2 4 65382',
           '65369 -559661 3329 748 -983065 36249',
           '64575 268087 7463 517 953762 60221',
           '65401 -635935 15452 797 -366636 46699',
           '64623 95660 10352 308 23949 36278',
           '65321 -194311 5708 441 -930591 63811'],
 'tool': ['65331',
          '65519',
          '65287',
          '65327',
          '64575',
          '65205',
          '65253',
          '65337',
          '65127',
          '65393',
          '65366',
          '65205',
          '64837',
          '65267',
          '64789',
          '64923',
          '65133',
          '64599',
          '65079',
          '65379',
          '65089',
          '64629',
          '65293',
          '64531',
          '65353',
          '65161',
          '64933',
          '64769',
          '65355',
          '65339',
          '65525',
          '65380',
          '64763',
          '65399',
          '64517',
          '64953',
          '65021',
          '65406',
          '64531',
          '65370',
          '65085',
          '65253',
          '65369',
          '65332',
          '64531',
          '64837',
          '65361',
          '64623',
          '65185',
          '65369',
          '64575',
          '65401',
          '64623',
          '65321']}

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
