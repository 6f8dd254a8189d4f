import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['226119 37',
            '647375 56',
            '196891 60',
            '-341052 27',
            '42119 31',
            '-810202 24',
            '552643 44',
            '0 6',
            '-519974 61',
            '224848 49',
            '517156 44',
            '-863464 54',
            '-212412 22',
            '803974 54',
            '503235 32',
            '-356448 53',
            '892358 61',
            '910186 44',
            '-484453 49',
            '-152390 36',
            '527367 53',
            '-470326 39',
            '659153 51',
            '-407916 48',
            '567742 54',
            '-359718 58',
            '273837 53',
            '-497219 56',
            '-28500 27',
            '-416644 44',
            '-10336 24',
            '31007 21',
            '752569 60',
            '-887324 56',
            '-100424 21',
            '38944 49',
            '-732857 56',
            '187805 51',
            '-295057 49',
            '460559 51',
            '-942291 48',
            '252705 37',
            '213675 42',
            '-341450 31',
            '-313068 37',
            '-418464 48',
            '-313064 31',
            '-872037 48',
            '209536 44',
            '121009 24',
            '8 16',
            '-699575 72',
            '503878 54',
            '361175 41',
            'total 2338']}
ROOT = '/app/calibrate'
APP = 'calibrate'
LEVEL = 'easy'
FORBID = ['libkmcodec', 'libkmcore', 'libkmfmt', 'libkmio']
RT = 'libkmrt.so.3'
SDK_LIB = '/opt/kinetic/sdk-2.2/lib'

HERE = os.path.dirname(os.path.abspath(__file__))
HIDDEN = os.path.join(HERE, "cases", "hidden.txt")

def _run(binary):
    env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
    with open(HIDDEN) as f:
        p = subprocess.run([binary], stdin=f, capture_output=True, text=True, timeout=30, env=env)
    assert p.returncode == 0, f"{binary} exited {p.returncode} (without LD_LIBRARY_PATH): {p.stderr[-600:]}"
    return p.stdout.splitlines()

def _same(got, want, what):
    assert len(got) == len(want), f"{what}: {len(got)} output lines, expected {len(want)}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{what}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"

def _fresh_build():
    d = tempfile.mkdtemp() + "/" + APP
    shutil.copytree(ROOT, d, symlinks=True)
    shutil.rmtree(os.path.join(d, "dist"), ignore_errors=True)
    p = subprocess.run(["sh", os.path.join(d, "build.sh")], cwd="/", capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"build.sh failed on a fresh copy ({p.returncode}):\n{p.stdout[-800:]}\n{p.stderr[-1500:]}"
    binary = os.path.join(d, "dist", APP)
    assert os.access(binary, os.X_OK), f"build.sh did not produce dist/{APP}"
    return binary

def _dynamic(binary):
    return subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, timeout=30).stdout

def test_fresh_build_computes_hidden_samples():
    _same(_run(_fresh_build()), EXPECTED["hidden"], "fresh build on hidden samples")

def test_delivered_binary():
    binary = os.path.join(ROOT, "dist", APP)
    assert os.access(binary, os.X_OK), f"{binary} is missing: run build.sh"
    _same(_run(binary), EXPECTED["hidden"], "delivered binary on hidden samples")

def test_runtime_dependencies():
    dyn = _dynamic(_fresh_build())
    needed = [l.split("[", 1)[1].rstrip("]") for l in dyn.splitlines() if "(NEEDED)" in l]
    bad = [n for n in needed if any(n.startswith(f + ".so") for f in FORBID)]
    if LEVEL != "easy":
        assert not bad, f"the binary needs SDK shared libraries at run time: {bad} (NEEDED: {needed})"
    if LEVEL == "hard":
        assert RT in needed, f"expected {RT} among NEEDED, got {needed}"
        paths = [l.split("[", 1)[1].rstrip("]") for l in dyn.splitlines() if "(RUNPATH)" in l or "(RPATH)" in l]
        dirs = [os.path.normpath(x) for p in paths for x in p.split(":") if x]
        assert SDK_LIB in dirs, f"no RUNPATH/RPATH entry for {SDK_LIB}: {paths}"
