import os, shutil, subprocess, tempfile

LIB = 'numkit'
TOOL = 'numkitctl'
PROJ = '/app/numkit'
PREFIX = '/opt/sdk/numkit'
LEVEL = 'medium'
VERSION = '6.9.4'
MAJOR = 6
EXPECTED = {'probe': ['version 6.9.4',
           '48891 67319 44 926 23262 -858670',
           '48892 26085 28 909 8421 827291',
           '48893 14412 33 704 10816 496960',
           '48892 62733 28 820 63799 673769',
           '48895 2 0 0 48679 217',
           '48892 52173 22 475 51955 226733',
           '48893 8140 22 860 61728 741344',
           '48893 20415 24 715 37218 -511970',
           '48892 80177 17 883 43763 -780883',
           '48891 65871 18 900 8490 -811034',
           '48891 67472 28 825 55969 681311',
           '48892 41964 41 981 2795 964005',
           '48893 9501 28 980 58980 -960228',
           '48891 67185 25 301 9042 -90546',
           '48892 36074 29 995 25007 -991135',
           '48892 10768 22 689 33214 475250',
           '48892 73424 29 924 45724 855444',
           '48893 31412 33 779 64302 607714',
           '48891 55637 27 193 54153 -37241',
           '48890 78976 32 928 26464 -861664',
           '48892 37671 35 574 46757 330075',
           '48893 1715 23 649 53070 422466',
           '48891 67417 28 858 33195 737381',
           '48892 6355 36 974 49919 949681',
           '48892 47832 23 950 29281 904479',
           '48891 77855 24 650 14300 -423212',
           '48895 -10 1 1 48678 218',
           '48892 45239 25 360 48023 -129399',
           '48891 73880 31 933 2271 -870447',
           '48894 14111 28 499 28824 249752',
           '48892 68015 27 753 5337 568279',
           '48891 57565 35 812 45023 660177',
           '48893 71106 23 939 14317 -882013',
           '48892 44353 23 959 20154 -921226',
           '48891 9577 39 982 65011 -965459',
           '48892 67122 31 234 26761 55175',
           '48892 44196 33 712 33182 -507758',
           '48893 27005 23 720 21029 519387',
           '48892 70635 33 752 8077 565891',
           '48892 45519 24 722 46876 -521708',
           '48893 32405 41 974 50191 948993',
           '48892 34538 15 574 46412 330820',
           '48892 31661 32 879 29776 772944',
           '48892 3643 25 620 24454 385658',
           '48893 1803 31 771 21807 -594975',
           '48892 18705 25 970 56493 942947',
           '48892 65215 30 980 4134 962266',
           '48891 50894 29 290 62592 84864',
           '48892 13184 35 734 30938 -538666',
           '48891 39944 27 825 10439 -682055',
           '48891 81829 25 969 6196 -940308',
           '48892 8682 20 490 5192 240456',
           '48891 73883 23 472 55061 223755',
           '48893 2504 32 738 4220 -544972'],
 'tool': ['48891',
          '48892',
          '48893',
          '48892',
          '48895',
          '48892',
          '48893',
          '48893',
          '48892',
          '48891',
          '48891',
          '48892',
          '48893',
          '48891',
          '48892',
          '48892',
          '48892',
          '48893',
          '48891',
          '48890',
          '48892',
          '48893',
          '48891',
          '48892',
          '48892',
          '48891',
          '48895',
          '48892',
          '48891',
          '48894',
          '48892',
          '48891',
          '48893',
          '48892',
          '48891',
          '48892',
          '48892',
          '48893',
          '48892',
          '48892',
          '48893',
          '48892',
          '48892',
          '48892',
          '48893',
          '48892',
          '48892',
          '48891',
          '48892',
          '48891',
          '48891',
          '48892',
          '48891',
          '48893']}

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
