import os, shutil, stat, subprocess, time

import pytest

EXPECTED = {'changed': ['2401',
             '2077',
             '948',
             '746',
             '509',
             '2484',
             '2295',
             '2340',
             '426',
             '145',
             '2077',
             '1757',
             '2644',
             '-239',
             '-495',
             '2365',
             '1962',
             '2599',
             '-489',
             '2445',
             '1639',
             '1377',
             '161',
             '1',
             '359',
             '2490',
             '1476',
             '1338',
             '-108',
             '1297',
             '1277',
             '407',
             '2359',
             '-83',
             '1293',
             '1415',
             '2605',
             '759',
             '2490',
             '-262',
             '1930',
             '589',
             '1489',
             '1169',
             '1882',
             '2218',
             '2237',
             '356',
             '202',
             '2343',
             '2401',
             '2324',
             '2461',
             '1773',
             '218',
             '1623',
             '1767',
             '1684',
             '538',
             '2573',
             '1783',
             '1719',
             '2145',
             '1396',
             'count=64 sum=90107'],
 'config_changed': '/* rampart: tunable constants. */\n'
                   '#ifndef CONFIG_H\n'
                   '#define CONFIG_H\n'
                   '\n'
                   '#define TOOL_NAME "rampart"\n'
                   '#define GAIN_K 16\n'
                   '#define SPLIT_D 5\n'
                   '#define SHIFT_K (-495)\n'
                   '\n'
                   '#endif\n',
 'hidden': [['2279',
             '1955',
             '826',
             '624',
             '387',
             '2362',
             '2173',
             '2218',
             '304',
             '23',
             '1955',
             '1635',
             '2522',
             '-361',
             '-617',
             '2243',
             '1840',
             '2477',
             '-611',
             '2323',
             '1517',
             '1255',
             '39',
             '-121',
             '237',
             '2368',
             '1354',
             '1216',
             '-230',
             '1175',
             '1155',
             '285',
             '2237',
             '-205',
             '1171',
             '1293',
             '2483',
             '637',
             '2368',
             '-384',
             '1808',
             '467',
             '1367',
             '1047',
             '1760',
             '2096',
             '2115',
             '234',
             '80',
             '2221',
             '2279',
             '2202',
             '2339',
             '1651',
             '96',
             '1501',
             '1645',
             '1562',
             '416',
             '2451',
             '1661',
             '1597',
             '2023',
             '1274',
             'count=64 sum=82299'],
            ['93',
             '-569',
             '-525',
             '-525',
             '-521',
             '-611',
             '-528',
             '-585',
             '-534',
             '-9',
             '-563',
             '-557',
             '-531',
             '-521',
             '-563',
             '-557',
             '-534',
             '-550',
             '-582',
             '-525',
             '-579',
             '-550',
             '-521',
             '-569',
             '-547',
             '-525',
             '-521',
             '-557',
             '-525',
             '-531',
             '-563',
             '-547',
             '-553',
             '-563',
             '-541',
             '-528',
             '-569',
             '-525',
             '-550',
             '-595',
             '-617',
             '-541',
             '-537',
             '-518',
             'count=44 sum=-22969']],
 'new_version': 'rampart 1.18.0',
 'version': 'rampart 1.17.3'}
ROOT = '/app/rampart'
NAME = 'rampart'
INC = 'include'
SRC = 'csrc'
LEVEL = 'easy'
SOURCES = ['/app/rampart/csrc/gain.c',
 '/app/rampart/csrc/isqrt.c',
 '/app/rampart/csrc/main.c',
 '/app/rampart/csrc/shift.c',
 '/app/rampart/csrc/split.c',
 '/app/rampart/include/config.h',
 '/app/rampart/include/gain.h',
 '/app/rampart/include/isqrt.h',
 '/app/rampart/include/shift.h',
 '/app/rampart/include/split.h']

HERE = os.path.dirname(os.path.abspath(__file__))
_N = [0]

def _fresh():
    """A copy of the submitted project with every build artifact removed."""
    _N[0] += 1
    dst = f"/tmp/check{_N[0]}/{NAME}"
    shutil.rmtree(os.path.dirname(dst), ignore_errors=True)
    shutil.copytree(ROOT, dst, symlinks=True)
    for d in ("bin", "build"):
        shutil.rmtree(os.path.join(dst, d), ignore_errors=True)
    for dirpath, _, files in os.walk(dst):
        for f in files:
            if f.endswith((".o", ".d")) or f == NAME:
                os.remove(os.path.join(dirpath, f))
    return dst

def _make(d, *args, check=True):
    p = subprocess.run(["make", *args], cwd=d, capture_output=True, text=True, timeout=120)
    if check:
        assert p.returncode == 0, f"make {' '.join(args)} failed ({p.returncode}):\n{p.stdout[-1500:]}\n{p.stderr[-1500:]}"
    return p

def _run(binary, case, *args):
    with open(os.path.join(HERE, "cases", case)) as f:
        p = subprocess.run([binary, *args], stdin=f, capture_output=True, text=True, timeout=30)
    assert p.returncode == 0, f"{binary} exited {p.returncode}: {p.stderr[-500:]}"
    return p.stdout.splitlines()

def _age(d):
    old = time.time() - 3600
    for dirpath, _, files in os.walk(d):
        for f in files:
            os.utime(os.path.join(dirpath, f), (old, old), follow_symlinks=False)

def _same(got, want, what):
    assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"

def test_sources_untouched():
    missing = [s for s in SOURCES if not os.path.isfile(s)]
    assert not missing, f"sources removed or renamed: {missing}"

def test_builds_from_clean_and_runs_hidden_inputs():
    d = _fresh()
    _make(d)
    binary = os.path.join(d, "bin", NAME)
    assert os.access(binary, os.X_OK), f"make did not produce bin/{NAME}"
    _same(_run(binary, "hidden1.txt"), EXPECTED["hidden"][0], "hidden input 1")
    _same(_run(binary, "hidden2.txt"), EXPECTED["hidden"][1], "hidden input 2")

def test_make_clean():
    d = _fresh()
    _make(d)
    _make(d, "clean")
    left = []
    for dirpath, _, files in os.walk(d):
        for f in files:
            if f.endswith((".o", ".d")) or f in (NAME, "version.h"):
                left.append(os.path.relpath(os.path.join(dirpath, f), d))
    assert not left, f"make clean left build artifacts: {left}"
    gone = [s for s in SOURCES if not os.path.isfile(s.replace(ROOT, d, 1))]
    assert not gone, f"make clean removed sources: {gone}"

@pytest.mark.skipif(LEVEL == "easy", reason="level without header dependencies")
def test_header_change_rebuilds():
    d = _fresh()
    _make(d)
    _age(d)
    with open(os.path.join(d, INC, "config.h"), "w") as f:
        f.write(EXPECTED["config_changed"])
    _make(d)
    _same(_run(os.path.join(d, "bin", NAME), "hidden1.txt"), EXPECTED["changed"],
          "after changing a constant in config.h and running make")

@pytest.mark.skipif(LEVEL == "easy", reason="level without install")
def test_install_honours_destdir_and_prefix():
    d = _fresh()
    _make(d)
    for stage, extra, path in ((f"{d}-stage1", [], "usr/local"), (f"{d}-stage2", ["PREFIX=/opt/" + NAME], "opt/" + NAME)):
        _make(d, "install", f"DESTDIR={stage}", *extra)
        target = os.path.join(stage, path, "bin", NAME)
        assert os.path.isfile(target), f"make install DESTDIR={stage} {' '.join(extra)} did not create {target}"
        mode = stat.S_IMODE(os.stat(target).st_mode)
        assert mode == 0o755, f"installed binary has mode {oct(mode)}, expected 0o755"
        _same(_run(target, "hidden2.txt"), EXPECTED["hidden"][1], "installed binary")

@pytest.mark.skipif(LEVEL != "hard", reason="level without generated header")
def test_direct_target_and_version():
    d = _fresh()
    _make(d, f"bin/{NAME}")
    binary = os.path.join(d, "bin", NAME)
    got = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
    assert got == EXPECTED["version"], f"--version printed {got!r}, expected {EXPECTED['version']!r}"
    strays = [f for f in os.listdir(os.path.join(d, SRC)) if f.endswith((".o", ".d"))]
    assert not strays, f"objects were written next to the sources: {strays}"
    _age(d)
    with open(os.path.join(d, "VERSION"), "w") as f:
        f.write(EXPECTED["new_version"].split()[-1] + "\n")
    _make(d)
    got = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
    assert got == EXPECTED["new_version"], f"after VERSION changed, --version printed {got!r}"

@pytest.mark.skipif(LEVEL != "hard", reason="level without parallel build requirement")
def test_parallel_build_from_clean():
    for _ in range(2):
        d = _fresh()
        _make(d, "-j8")
        _same(_run(os.path.join(d, "bin", NAME), "hidden2.txt"), EXPECTED["hidden"][1], "make -j8 build")
