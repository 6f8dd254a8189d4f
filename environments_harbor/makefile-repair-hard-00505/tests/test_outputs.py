import os, shutil, stat, subprocess, time

import pytest

EXPECTED = {'changed': ['-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-346',
             '-346',
             '-- 64 processed, sum -22174 --'],
 'config_changed': '/* rampart: tunable constants. */\n'
                   '#ifndef CONFIG_H\n'
                   '#define CONFIG_H\n'
                   '\n'
                   '#define TOOL_NAME "rampart"\n'
                   '#define DIVISOR_K 15\n'
                   '#define SPLIT_D 10\n'
                   '#define CURVE_A 9\n'
                   '#define CURVE_B (-15)\n'
                   '#define CURVE_C 4\n'
                   '#define CURVE_M 39430\n'
                   '#define OFFSET_K (-350)\n'
                   '\n'
                   '#endif\n',
 'hidden': [['-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-- 64 processed, sum -22162 --'],
            ['-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-352',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-346',
             '-- 44 processed, sum -15230 --']],
 'new_version': 'rampart 4.13.0',
 'version': 'rampart 4.12.1'}
ROOT = '/app/rampart'
NAME = 'rampart'
INC = 'headers'
SRC = 'lib'
LEVEL = 'hard'
SOURCES = ['/app/rampart/headers/config.h',
 '/app/rampart/headers/curve.h',
 '/app/rampart/headers/divisor.h',
 '/app/rampart/headers/mirror.h',
 '/app/rampart/headers/offset.h',
 '/app/rampart/headers/radix.h',
 '/app/rampart/headers/split.h',
 '/app/rampart/lib/curve.c',
 '/app/rampart/lib/divisor.c',
 '/app/rampart/lib/main.c',
 '/app/rampart/lib/mirror.c',
 '/app/rampart/lib/offset.c',
 '/app/rampart/lib/radix.c',
 '/app/rampart/lib/split.c']

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
