import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['649156 2',
            '480577 28',
            '-733908 3',
            '-902237 1',
            '-530638 7',
            '496720 2',
            '-744777 3',
            '911416 7',
            '667845 84',
            '840751 2',
            '265728 6',
            '-689735 2',
            '-412405 2',
            '566596 1',
            '-915946 1',
            '-425605 2',
            '157180 1',
            '702272 1',
            '242221 4',
            '-7 1',
            '344678 1',
            '298946 28',
            '98701 1',
            '467394 12',
            '-418773 42',
            '-98874 3',
            '-933835 1',
            '89075 4',
            '46155 12',
            '208773 12',
            '-630984 12',
            '-800186 4',
            '277296 6',
            '555040 1',
            '-826423 2',
            '241999 14',
            '-47232 42',
            '13212 3',
            '-584653 7',
            '926865 3',
            '-46654 4',
            '-810942 6',
            '-786851 1',
            '663147 12',
            '283673 2',
            '-339199 7',
            '499828 2',
            '-325142 1',
            '453785 2',
            '-269891 4',
            '0 84',
            '947067 3',
            '284968 2',
            '-903326 1',
            'total 501']}
ROOT = '/app/framegen'
APP = 'framegen'
LEVEL = 'easy'
FORBID = ['libqdcodec', 'libqdcore', 'libqdfmt', 'libqdio']
RT = 'libqdrt.so.1'
SDK_LIB = '/opt/quasar/sdk-2.9/lib'

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
