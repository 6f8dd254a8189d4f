import os, shutil, subprocess, tempfile

LIB = 'plinth'
TOOL = 'plinth-tool'
PROJ = '/app/plinth-src'
PREFIX = '/usr/local/plinth-sdk'
LEVEL = 'hard'
VERSION = '6.10.6'
MAJOR = 6
EXPECTED = {'probe': ['version 6.10.6',
           '38 790 48032 623586 9815 14',
           '116 686 -36214 -471631 6834 103',
           '85 619 29511 382810 5539 91',
           '92 130 1310 16200 4859 62',
           '115 626 30215 391968 7235 20',
           '115 628 30355 393788 7683 131',
           '51 0 0 -837 -94 0',
           '39 961 -71094 -925060 4575 21',
           '31 751 43483 564445 15778 52',
           '54 561 24235 314225 13182 75',
           '163 935 -67279 -875469 13874 30',
           '26 917 -64749 -842578 2367 179',
           '85 612 -28886 -376363 13470 153',
           '45 801 49363 640891 11734 104',
           '34 906 -63269 -823336 10119 110',
           '24 716 39457 512105 954 36',
           '34 159 1950 24521 14826 65',
           '24 720 -39984 -520629 10574 117',
           '39 892 -61307 -797835 8306 49',
           '31 753 -43661 -568434 14807 73',
           '116 681 -35684 -464730 8519 37',
           '34 118 1077 13168 9235 8',
           '176 299 -6919 -90784 6519 143',
           '32 709 38726 502613 9270 140',
           '106 940 67993 883080 12083 130',
           '20 811 -50709 -660056 11131 39',
           '106 942 -68355 -889463 13246 131',
           '40 484 -18071 -235769 6154 85',
           '36 755 43865 569413 9430 65',
           '17 444 15165 196318 11239 31',
           '96 599 27629 358351 16954 75',
           '36 755 43884 569657 4638 97',
           '84 692 36871 478489 11470 52',
           '86 831 53125 689795 13974 30',
           '114 964 71520 928935 3962 55',
           '101 667 34266 444632 11223 47',
           '129 779 -46710 -608071 3018 132',
           '101 671 34637 449455 11818 117',
           '28 202 3149 40107 4022 36',
           '99 835 -53673 -698593 1218 55',
           '114 973 -72963 -949358 1411 30',
           '39 887 60631 787376 16815 101',
           '54 569 -24940 -325069 3966 83',
           '117 658 33351 432733 3262 122',
           '96 609 28553 370360 14599 119',
           '96 379 11086 143285 10830 46',
           '51 2 0 -844 459 3',
           '38 781 46952 609541 7246 58',
           '21 557 23881 309624 12971 128',
           '163 926 66039 857672 207 48',
           '34 900 62388 810211 11302 62',
           '39 892 -61275 -797414 16423 30',
           '62 231 -4107 -54230 17635 127',
           '179 856 56443 732924 9335 117'],
 'tool': ['38',
          '116',
          '85',
          '92',
          '115',
          '115',
          '51',
          '39',
          '31',
          '54',
          '163',
          '26',
          '85',
          '45',
          '34',
          '24',
          '34',
          '24',
          '39',
          '31',
          '116',
          '34',
          '176',
          '32',
          '106',
          '20',
          '106',
          '40',
          '36',
          '17',
          '96',
          '36',
          '84',
          '86',
          '114',
          '101',
          '129',
          '101',
          '28',
          '99',
          '114',
          '39',
          '54',
          '117',
          '96',
          '96',
          '51',
          '38',
          '21',
          '163',
          '34',
          '39',
          '62',
          '179']}

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
