import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['476604 1440',
            '741104 1260',
            '-751235 1125',
            '-993233 1125',
            '895365 1035',
            '346589 990',
            '-645961 1125',
            '169862 900',
            '-9343 1215',
            '400483 720',
            '652886 1215',
            '80722 900',
            '-34485 1170',
            '-112453 990',
            '632498 1260',
            '-167221 945',
            '-590009 1350',
            '-228523 900',
            '415016 1350',
            '-366952 900',
            '-937646 990',
            '62384 1170',
            '-176260 1170',
            '0 1440',
            '397076 1035',
            '508724 1395',
            '313051 765',
            '-830172 945',
            '-26043 1215',
            '-782436 1035',
            '-918686 1035',
            '-532970 1305',
            '-5 1395',
            '-735344 1305',
            '82509 900',
            '264726 945',
            '-214338 990',
            '-408542 1080',
            '-94618 1080',
            '-983587 1215',
            '869793 1125',
            '-269723 945',
            '855195 1260',
            '-291168 900',
            '-41256 1035',
            '-392848 1035',
            '-925725 900',
            '811151 900',
            '244784 810',
            '494625 675',
            '-890101 1125',
            '542752 1170',
            '-884830 1170',
            '227065 900',
            'total 58275']}
ROOT = '/app/gaugeread'
APP = 'gaugeread'
LEVEL = 'hard'
FORBID = ['libvocodec', 'libvocore', 'libvofmt', 'libvoio']
RT = 'libvort.so.3'
SDK_LIB = '/opt/vireo/sdk-2.3/lib'

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
