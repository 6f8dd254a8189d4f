import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['772276 1',
            '510384 1',
            '169748 2',
            '72299 1',
            '-51747 1',
            '121830 2',
            '29546 1',
            '7 1',
            '445576 1',
            '653593 1',
            '23816 2',
            '769545 2',
            '656335 2',
            '-70272 1',
            '931002 1',
            '374449 2',
            '763262 1',
            '-563636 2',
            '-240826 1',
            '453044 1',
            '-666025 1',
            '824330 1',
            '-532246 1',
            '-859163 1',
            '-237455 1',
            '815680 1',
            '40414 1',
            '-754543 1',
            '437246 1',
            '-555625 2',
            '549460 1',
            '-992015 1',
            '0 1',
            '-432923 1',
            '-509064 1',
            '-812147 1',
            '439246 2',
            '-882105 2',
            '-372033 2',
            '-176533 2',
            '-127670 2',
            '-34882 2',
            '-721101 2',
            '-41638 2',
            '583744 2',
            '167632 2',
            '-195885 2',
            '-176575 2',
            '762159 1',
            '910775 1',
            '685881 2',
            '-441475 1',
            '-600471 1',
            '-810600 2',
            'total 76']}
ROOT = '/app/sensorpack'
APP = 'sensorpack'
LEVEL = 'hard'
FORBID = ['libqdcodec', 'libqdcore', 'libqdfmt', 'libqdio']
RT = 'libqdrt.so.4'
SDK_LIB = '/opt/quasar/sdk-2.8/lib'

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
