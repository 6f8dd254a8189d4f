import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-300137 0',
            '808838 0',
            '-154051 0',
            '-257344 0',
            '337760 0',
            '233487 0',
            '155418 0',
            '-106816 0',
            '-221398 0',
            '679907 0',
            '516156 0',
            '-385775 0',
            '364407 0',
            '483204 0',
            '148386 0',
            '-71960 3',
            '-234650 1',
            '68786 0',
            '-7 0',
            '811074 0',
            '593450 0',
            '-966515 0',
            '353367 0',
            '560449 1',
            '216786 0',
            '464565 0',
            '-423995 0',
            '-399797 0',
            '-62673 0',
            '-526319 1',
            '970609 0',
            '686194 1',
            '385532 0',
            '-58568 0',
            '968724 0',
            '-839872 0',
            '-622819 5',
            '681636 3',
            '795509 0',
            '471529 1',
            '-479393 0',
            '765710 0',
            '-404280 0',
            '-797818 0',
            '-4820 3',
            '402502 0',
            '0 0',
            '-868953 0',
            '19008 0',
            '267007 0',
            '487255 0',
            '-589122 0',
            '-216936 0',
            '664877 0',
            'total 19']}
ROOT = '/app/datumctl'
APP = 'datumctl'
LEVEL = 'hard'
FORBID = ['libhxcodec', 'libhxcore', 'libhxfmt', 'libhxio']
RT = 'libhxrt.so.4'
SDK_LIB = '/opt/helix/sdk-2.5/lib'

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
