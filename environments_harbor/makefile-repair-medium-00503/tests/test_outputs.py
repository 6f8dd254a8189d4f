import os, shutil, stat, subprocess, time

import pytest

EXPECTED = {'changed': ['1250',
             '5950',
             '1750',
             '6300',
             '1800',
             '750',
             '850',
             '1750',
             '1550',
             '2950',
             '2300',
             '4650',
             '2700',
             '3100',
             '2450',
             '4500',
             '4900',
             '2200',
             '3100',
             '7100',
             '1150',
             '6850',
             '2700',
             '4400',
             '2200',
             '2450',
             '5300',
             '4900',
             '3100',
             '5000',
             '1550',
             '6850',
             '4900',
             '6850',
             '1400',
             '2850',
             '3100',
             '1550',
             '2300',
             '900',
             '2150',
             '4000',
             '6200',
             '1150',
             '1800',
             '5250',
             '6700',
             '3350',
             '1550',
             '6450',
             '6700',
             '3750',
             '5550',
             '2850',
             '4650',
             '6850',
             '2450',
             '1400',
             '6550',
             '1550',
             '3350',
             '2200',
             '1250',
             '2850',
             '-- 64 processed, sum 222750 --'],
 'config_changed': '/* bitmill: tunable constants. */\n'
                   '#ifndef CONFIG_H\n'
                   '#define CONFIG_H\n'
                   '\n'
                   '#define TOOL_NAME "bitmill"\n'
                   '#define SPLIT_D 2\n'
                   '#define SHIFT_K 471\n'
                   '#define HAILSTONE_CAP 5000\n'
                   '#define SCALE_K 50\n'
                   '\n'
                   '#endif\n',
 'hidden': [['1050',
             '4998',
             '1470',
             '5292',
             '1512',
             '630',
             '714',
             '1470',
             '1302',
             '2478',
             '1932',
             '3906',
             '2268',
             '2604',
             '2058',
             '3780',
             '4116',
             '1848',
             '2604',
             '5964',
             '966',
             '5754',
             '2268',
             '3696',
             '1848',
             '2058',
             '4452',
             '4116',
             '2604',
             '4200',
             '1302',
             '5754',
             '4116',
             '5754',
             '1176',
             '2394',
             '2604',
             '1302',
             '1932',
             '756',
             '1806',
             '3360',
             '5208',
             '966',
             '1512',
             '4410',
             '5628',
             '2814',
             '1302',
             '5418',
             '5628',
             '3150',
             '4662',
             '2394',
             '3906',
             '5754',
             '2058',
             '1176',
             '5502',
             '1302',
             '2814',
             '1848',
             '1050',
             '2394',
             '-- 64 processed, sum 187110 --'],
            ['5922',
             '924',
             '2016',
             '5922',
             '2016',
             '5922',
             '4074',
             '5922',
             '4074',
             '5922',
             '2016',
             '1134',
             '1470',
             '924',
             '4074',
             '1470',
             '924',
             '2016',
             '924',
             '2016',
             '2016',
             '2016',
             '4074',
             '5922',
             '4074',
             '2226',
             '2016',
             '924',
             '5922',
             '4074',
             '1260',
             '924',
             '1134',
             '2016',
             '2016',
             '1806',
             '5922',
             '5922',
             '4074',
             '2016',
             '4074',
             '2016',
             '5922',
             '5922',
             '-- 44 processed, sum 137970 --']],
 'new_version': 'bitmill 2.5.0',
 'version': 'bitmill 2.4.4'}
ROOT = '/app/bitmill'
NAME = 'bitmill'
INC = 'headers'
SRC = 'lib'
LEVEL = 'medium'
SOURCES = ['/app/bitmill/headers/config.h',
 '/app/bitmill/headers/hailstone.h',
 '/app/bitmill/headers/scale.h',
 '/app/bitmill/headers/shift.h',
 '/app/bitmill/headers/split.h',
 '/app/bitmill/headers/sqrtfloor.h',
 '/app/bitmill/lib/hailstone.c',
 '/app/bitmill/lib/main.c',
 '/app/bitmill/lib/scale.c',
 '/app/bitmill/lib/shift.c',
 '/app/bitmill/lib/split.c',
 '/app/bitmill/lib/sqrtfloor.c']

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
