import os, shutil, stat, subprocess, time

import pytest

EXPECTED = {'changed': ['24102',
             '24159',
             '24072',
             '24097',
             '24159',
             '24110',
             '24159',
             '24158',
             '24164',
             '24288',
             '24159',
             '24074',
             '24135',
             '24159',
             '24159',
             '24124',
             '24149',
             '24159',
             '24159',
             '24147',
             '24176',
             '24159',
             '24171',
             '24159',
             '24159',
             '24159',
             '24074',
             '24185',
             '24159',
             '24159',
             '24102',
             '24182',
             '24127',
             '24293',
             '24159',
             '24147',
             '24159',
             '24155',
             '24175',
             '24159',
             '24114',
             '24099',
             '24131',
             '24159',
             '24159',
             '24124',
             '24159',
             '24159',
             '24173',
             '24173',
             '24163',
             '24159',
             '24127',
             '24171',
             '24112',
             '24088',
             '24159',
             '24159',
             '24159',
             '24102',
             '24159',
             '24098',
             '24159',
             '24159',
             '-- 64 processed, sum 1545534 --'],
 'config_changed': '/* bitmill: tunable constants. */\n'
                   '#ifndef CONFIG_H\n'
                   '#define CONFIG_H\n'
                   '\n'
                   '#define TOOL_NAME "bitmill"\n'
                   '#define CURVE_A 5\n'
                   '#define CURVE_B (-18)\n'
                   '#define CURVE_C (-33)\n'
                   '#define CURVE_M 56603\n'
                   '#define CLAMP_LO (-3366)\n'
                   '#define CLAMP_HI 34551\n'
                   '#define STEPS_CAP 2000\n'
                   '#define MIX_K 24142\n'
                   '\n'
                   '#endif\n',
 'hidden': [['24286',
             '24258',
             '24159',
             '24159',
             '24150',
             '24166',
             '24171',
             '24172',
             '24071',
             '24159',
             '24152',
             '24164',
             '24116',
             '24161',
             '24151',
             '24159',
             '24159',
             '24064',
             '24160',
             '24087',
             '24159',
             '24159',
             '24167',
             '24077',
             '24151',
             '24161',
             '24164',
             '24155',
             '24085',
             '24079',
             '24159',
             '24109',
             '24159',
             '24186',
             '24159',
             '24070',
             '24113',
             '24179',
             '24130',
             '24171',
             '24159',
             '24159',
             '24131',
             '24162',
             '24159',
             '24159',
             '24154',
             '24185',
             '24183',
             '24183',
             '24159',
             '24257',
             '24159',
             '24159',
             '24159',
             '24159',
             '24093',
             '24159',
             '24129',
             '24158',
             '24178',
             '24160',
             '24178',
             '24159',
             '-- 64 processed, sum 1545816 --'],
            ['24153',
             '24153',
             '24124',
             '24169',
             '24182',
             '24159',
             '24145',
             '24171',
             '24134',
             '24155',
             '24185',
             '24149',
             '24155',
             '24155',
             '24182',
             '24171',
             '24147',
             '24153',
             '24152',
             '24155',
             '24189',
             '24156',
             '24147',
             '24158',
             '24158',
             '24164',
             '24155',
             '24134',
             '24158',
             '24124',
             '24171',
             '24153',
             '24269',
             '24156',
             '24147',
             '24149',
             '24149',
             '24131',
             '24182',
             '24170',
             '24098',
             '24155',
             '24153',
             '24184',
             '-- 44 processed, sum 1062959 --']],
 'new_version': 'bitmill 4.7.0',
 'version': 'bitmill 4.6.1'}
ROOT = '/app/bitmill'
NAME = 'bitmill'
INC = 'headers'
SRC = 'lib'
LEVEL = 'medium'
SOURCES = ['/app/bitmill/headers/clamp.h',
 '/app/bitmill/headers/config.h',
 '/app/bitmill/headers/curve.h',
 '/app/bitmill/headers/mix.h',
 '/app/bitmill/headers/radix.h',
 '/app/bitmill/headers/steps.h',
 '/app/bitmill/lib/clamp.c',
 '/app/bitmill/lib/curve.c',
 '/app/bitmill/lib/main.c',
 '/app/bitmill/lib/mix.c',
 '/app/bitmill/lib/radix.c',
 '/app/bitmill/lib/steps.c']

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
