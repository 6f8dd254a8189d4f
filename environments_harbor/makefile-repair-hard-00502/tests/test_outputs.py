import os, shutil, stat, subprocess, time

import pytest

EXPECTED = {'changed': ['-10',
             '-574',
             '-529',
             '-280',
             '-608',
             '-40',
             '-160',
             '-201',
             '-299',
             '-537',
             '-169',
             '-736',
             '-598',
             '-159',
             '-135',
             '-133',
             '-51',
             '-13',
             '-194',
             '-68',
             '-2',
             '-85',
             '-201',
             '-149',
             '-432',
             '-236',
             '-378',
             '-478',
             '-34',
             '-605',
             '-225',
             '-765',
             '-775',
             '-714',
             '-325',
             '-108',
             '-34',
             '-598',
             '-598',
             '-312',
             '-857',
             '-70',
             '-219',
             '-803',
             '-224',
             '-598',
             '-687',
             '-56',
             '-759',
             '-833',
             '-693',
             '-844',
             '-645',
             '-402',
             '-16',
             '-844',
             '-485',
             '-465',
             '-291',
             '-529',
             '-612',
             '-70',
             '-572',
             '-330',
             '# 64 values, total -24452'],
 'config_changed': '/* dynamo: tunable constants. */\n'
                   '#ifndef CONFIG_H\n'
                   '#define CONFIG_H\n'
                   '\n'
                   '#define TOOL_NAME "dynamo"\n'
                   '#define WHITEN_K 56051\n'
                   '#define BOUND_LO (-1722)\n'
                   '#define BOUND_HI 43193\n'
                   '#define POLY_A (-1)\n'
                   '#define POLY_B 15\n'
                   '#define POLY_C (-4)\n'
                   '#define POLY_M 6936\n'
                   '#define DOWNSCALE_D 8\n'
                   '\n'
                   '#endif\n',
 'hidden': [['17',
             '188',
             '601',
             '136',
             '115',
             '602',
             '47',
             '208',
             '51',
             '41',
             '590',
             '418',
             '518',
             '451',
             '133',
             '496',
             '264',
             '755',
             '634',
             '315',
             '660',
             '173',
             '208',
             '307',
             '760',
             '486',
             '242',
             '712',
             '651',
             '183',
             '797',
             '481',
             '782',
             '260',
             '113',
             '726',
             '651',
             '518',
             '518',
             '82',
             '91',
             '470',
             '138',
             '523',
             '18',
             '518',
             '100',
             '280',
             '187',
             '780',
             '607',
             '459',
             '336',
             '627',
             '149',
             '459',
             '382',
             '94',
             '467',
             '601',
             '434',
             '470',
             '348',
             '151',
             '# 64 values, total 24579'],
            ['34',
             '348',
             '858',
             '699',
             '366',
             '183',
             '494',
             '161',
             '452',
             '345',
             '347',
             '745',
             '327',
             '468',
             '797',
             '302',
             '718',
             '352',
             '431',
             '481',
             '431',
             '416',
             '100',
             '187',
             '486',
             '798',
             '110',
             '726',
             '749',
             '563',
             '275',
             '231',
             '519',
             '837',
             '110',
             '235',
             '640',
             '174',
             '174',
             '260',
             '83',
             '86',
             '66',
             '69',
             '# 44 values, total 17233']],
 'new_version': 'dynamo 1.6.0',
 'version': 'dynamo 1.5.3'}
ROOT = '/app/dynamo'
NAME = 'dynamo'
INC = 'include'
SRC = 'csrc'
LEVEL = 'hard'
SOURCES = ['/app/dynamo/csrc/bound.c',
 '/app/dynamo/csrc/downscale.c',
 '/app/dynamo/csrc/main.c',
 '/app/dynamo/csrc/poly.c',
 '/app/dynamo/csrc/radix.c',
 '/app/dynamo/csrc/reverse.c',
 '/app/dynamo/csrc/whiten.c',
 '/app/dynamo/include/bound.h',
 '/app/dynamo/include/config.h',
 '/app/dynamo/include/downscale.h',
 '/app/dynamo/include/poly.h',
 '/app/dynamo/include/radix.h',
 '/app/dynamo/include/reverse.h',
 '/app/dynamo/include/whiten.h']

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
