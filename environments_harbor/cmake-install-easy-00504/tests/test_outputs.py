import os, shutil, subprocess, tempfile

LIB = 'quill'
TOOL = 'quillctl'
PROJ = '/app/quill'
PREFIX = '/usr/local/quill-sdk'
LEVEL = 'easy'
VERSION = '4.4.6'
MAJOR = 4
EXPECTED = {'probe': ['version 4.4.6',
           '2331 -46500520 -48037 -527943 1818',
           '2303 84885328 87691 965078 546',
           '2502 12580480 12996 143432 888',
           '304 37951672 39206 431741 2516',
           '2277 -78929048 -81538 -896449 1177',
           '1872 908424 938 10795 175',
           '994 -24608232 -25421 -279167 1968',
           '1319 38214000 39477 434722 423',
           '1530 55769824 57613 634220 2035',
           '716 12616648 13033 143843 1299',
           '297 -7843792 -8103 -88662 2198',
           '1659 25827032 26680 293961 1734',
           '1048 -19640192 -20289 -222712 72',
           '668 21546360 22258 245317 1293',
           '2179 -9664952 -9984 -109357 1799',
           '962 73624056 76057 837109 1964',
           '1428 -34482536 -35622 -391375 1388',
           '2178 -44688248 -46165 -507349 2116',
           '946 -58320416 -60248 -662260 1962',
           '1301 -40763008 -42110 -462744 1055',
           '1575 70142424 72461 797545 455',
           '2053 83152344 85901 945385 1149',
           '2101 18631888 19247 212198 1155',
           '1621 -42099024 -43490 -477926 1095',
           '1948 -50104736 -51761 -568900 1453',
           '2005 2556400 2640 29522 1143',
           '1135 -24522960 -25333 -278198 400',
           '1621 -64201368 -66323 -729089 1095',
           '1095 -33900152 -35020 -384757 395',
           '472 0 0 472 0',
           '801 61147856 63169 695334 2261',
           '1832 26582424 27461 302545 170',
           '2159 55637208 57476 632713 528',
           '1656 53147952 54904 604426 148',
           '465 -15432648 -15942 -174899 2219',
           '1943 -73630392 -76064 -836237 501',
           '144 -3798960 -3924 -42698 2496',
           '875 53948664 55732 613525 1636',
           '491 -46744016 -48289 -530710 1588',
           '1603 68914824 71193 783595 1727',
           '500 20874744 21564 237685 1272',
           '2502 -51047480 -52735 -579613 888',
           '2291 70261928 72584 798903 1813',
           '860 16190328 16725 184453 1317',
           '279 46463032 47999 528461 293',
           '2338 53546152 55316 608951 2136',
           '1485 14383248 14858 163918 1078',
           '1768 5149144 5319 58985 162',
           '1593 -54266784 -56060 -616196 2360',
           '1431 -83682544 -86448 -950466 437',
           '891 -33790768 -34907 -383514 1638',
           '528 616 0 479 7',
           '1361 87498224 90390 994770 2331',
           '81 -85539256 -88367 -971565 2171'],
 'tool': ['2331',
          '2303',
          '2502',
          '304',
          '2277',
          '1872',
          '994',
          '1319',
          '1530',
          '716',
          '297',
          '1659',
          '1048',
          '668',
          '2179',
          '962',
          '1428',
          '2178',
          '946',
          '1301',
          '1575',
          '2053',
          '2101',
          '1621',
          '1948',
          '2005',
          '1135',
          '1621',
          '1095',
          '472',
          '801',
          '1832',
          '2159',
          '1656',
          '465',
          '1943',
          '144',
          '875',
          '491',
          '1603',
          '500',
          '2502',
          '2291',
          '860',
          '279',
          '2338',
          '1485',
          '1768',
          '1593',
          '1431',
          '891',
          '528',
          '1361',
          '81']}

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
