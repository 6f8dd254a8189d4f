import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['738560 7',
            '553567 8',
            '-605164 21',
            '567116 8',
            '192569 11',
            '-902093 1',
            '-409902 31',
            '0 11',
            '-50949 7',
            '-398319 7',
            '-72041 21',
            '-56764 11',
            '813530 8',
            '-110241 21',
            '-181825 5',
            '709580 7',
            '618145 6',
            '-9 31',
            '-428947 8',
            '828144 11',
            '-626359 9',
            '-450247 7',
            '-80606 7',
            '-922857 8',
            '791261 7',
            '-331599 21',
            '71334 21',
            '812711 7',
            '-996652 21',
            '-493690 7',
            '-301984 6',
            '-656919 7',
            '165468 9',
            '487123 7',
            '795178 9',
            '-459378 7',
            '964788 7',
            '77346 1',
            '540011 11',
            '663681 7',
            '788298 8',
            '583868 6',
            '-269306 1',
            '-868997 8',
            '-837395 7',
            '406571 1',
            '986473 8',
            '862841 7',
            '-121213 1',
            '-130913 9',
            '-129221 6',
            '-775252 8',
            '768738 31',
            '728779 8',
            'total 536']}
ROOT = '/app/samplerd'
APP = 'samplerd'
LEVEL = 'hard'
FORBID = ['libblcodec', 'libblcore', 'libblfmt', 'libblio']
RT = 'libblrt.so.3'
SDK_LIB = '/opt/brightline/sdk-2.9/lib'

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
