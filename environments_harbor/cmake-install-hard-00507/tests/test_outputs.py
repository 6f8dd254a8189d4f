import os, shutil, subprocess, tempfile

LIB = 'numkit'
TOOL = 'numkit-tool'
PROJ = '/app/numkit-src'
PREFIX = '/opt/sdk/numkit'
LEVEL = 'hard'
VERSION = '4.11.4'
MAJOR = 4
EXPECTED = {'probe': ['version 4.11.4',
           '4991 44 859465 499958 927 12877',
           '3523 25 -811256 -727018 900 9830',
           '4991 34 395325 458593 629 27241',
           '973 18 -126340 -118521 354 1778',
           '7186 31 754305 438457 868 16037',
           '6715 21 -903331 -208209 950 8897',
           '85 29 892894 324398 945 25288',
           '8176 30 -758845 -613857 870 3251',
           '2590 26 -710997 -864017 842 24843',
           '4991 34 -776300 -177577 880 19050',
           '4225 24 262556 580362 512 6498',
           '8176 30 -297370 -148692 544 14456',
           '1801 17 -313719 -91313 559 17301',
           '4991 23 -660936 -704066 812 22158',
           '2590 16 25191 2752 160 13599',
           '85 29 485563 290684 697 23307',
           '3523 25 -465953 -424564 682 4199',
           '85 29 571909 834275 756 3433',
           '2590 26 -572262 -337175 756 4556',
           '1570 38 926158 786629 962 12688',
           '7186 31 -693695 -661396 832 3781',
           '973 28 -906137 -806509 951 12511',
           '973 28 826932 164728 909 27986',
           '8176 30 -715114 -585417 845 23736',
           '1801 27 847802 133848 921 7428',
           '2590 26 -338982 -354833 581 16972',
           '8176 30 -794449 -29397 891 30463',
           '7186 31 834432 169438 913 25782',
           '4225 24 -56200 -17655 235 13862',
           '4991 23 862612 141368 929 23058',
           '2590 26 136846 573731 370 28432',
           '4225 24 -651874 -543156 807 17072',
           '1801 27 587504 330885 766 33494',
           '6715 32 583216 547385 764 18886',
           '4225 35 -186504 -579581 431 11654',
           '8176 30 198302 138891 445 11712',
           '806 39 478958 784974 692 29240',
           '7673 20 751531 60257 867 24003',
           '4991 13 30093 22603 174 26801',
           '8176 40 964248 777469 982 10646',
           '2590 26 139870 993041 374 33632',
           '7673 20 55489 81065 236 19741',
           '4991 23 -306975 -644603 553 6653',
           '973 28 -217808 -972712 466 19694',
           '7673 0 -529 0 0 23',
           '3523 25 -159575 -640951 398 8901',
           '1801 27 216254 387612 465 35104',
           '298 9 -520 9 3 806',
           '5821 22 314925 454513 561 12665',
           '973 28 -110456 -729901 331 26294',
           '5821 43 -988808 -972889 994 16166',
           '8176 30 306365 498603 553 30961',
           '1801 27 691013 245196 831 26281',
           '7186 31 95550 97069 309 1712'],
 'tool': ['4991',
          '3523',
          '4991',
          '973',
          '7186',
          '6715',
          '85',
          '8176',
          '2590',
          '4991',
          '4225',
          '8176',
          '1801',
          '4991',
          '2590',
          '85',
          '3523',
          '85',
          '2590',
          '1570',
          '7186',
          '973',
          '973',
          '8176',
          '1801',
          '2590',
          '8176',
          '7186',
          '4225',
          '4991',
          '2590',
          '4225',
          '1801',
          '6715',
          '4225',
          '8176',
          '806',
          '7673',
          '4991',
          '8176',
          '2590',
          '7673',
          '4991',
          '973',
          '7673',
          '3523',
          '1801',
          '298',
          '5821',
          '973',
          '5821',
          '8176',
          '1801',
          '7186']}

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
