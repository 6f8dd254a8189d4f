import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['42754 3',
            '64885 3',
            '-959755 4',
            '57574 3',
            '-454011 3',
            '723943 4',
            '-151563 3',
            '-628991 4',
            '273832 4',
            '-265596 3',
            '753510 3',
            '153766 4',
            '564483 2',
            '940484 3',
            '612159 3',
            '270725 5',
            '-304079 3',
            '496829 4',
            '940428 4',
            '3314 4',
            '-66944 5',
            '885290 3',
            '-864708 3',
            '1 2',
            '-439685 3',
            '650478 4',
            '-666126 4',
            '810987 3',
            '0 2',
            '-723560 5',
            '921962 4',
            '-642865 4',
            '246401 4',
            '570862 3',
            '-993648 3',
            '11413 4',
            '949520 3',
            '446199 4',
            '39681 4',
            '744410 2',
            '22459 3',
            '-369590 5',
            '91142 4',
            '-590793 3',
            '880482 3',
            '-848714 3',
            '-107587 4',
            '-568632 4',
            '673667 5',
            '838155 3',
            '-580556 4',
            '-926809 5',
            '-808583 4',
            '-82821 3',
            'total 191']}
ROOT = '/app/sensorpack'
APP = 'sensorpack'
LEVEL = 'medium'
FORBID = ['libnscodec', 'libnscore', 'libnsfmt', 'libnsio']
RT = 'libnsrt.so.2'
SDK_LIB = '/opt/norsk/sdk-2.2/lib'

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
