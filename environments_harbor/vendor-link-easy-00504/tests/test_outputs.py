import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-731297 890',
            '55185 940',
            '-585835 894',
            '-974202 895',
            '-969156 952',
            '-689871 892',
            '611374 891',
            '-109390 890',
            '-84433 890',
            '42604 893',
            '793323 898',
            '-940912 893',
            '109667 890',
            '-373140 970',
            '-345341 890',
            '0 970',
            '-21804 910',
            '629751 892',
            '-558267 892',
            '-832874 891',
            '-961841 890',
            '-809164 893',
            '-398054 891',
            '-479580 895',
            '-527585 894',
            '862380 970',
            '234697 890',
            '-553417 890',
            '-820938 895',
            '203286 895',
            '415969 890',
            '785647 890',
            '-144958 891',
            '-130153 890',
            '-884432 893',
            '-857318 891',
            '-573192 952',
            '-478072 893',
            '-188987 890',
            '-815078 891',
            '-849071 890',
            '704091 892',
            '-91210 890',
            '929297 890',
            '-721148 893',
            '-330438 895',
            '685806 895',
            '213313 890',
            '374336 893',
            '899694 970',
            '291794 891',
            '787526 891',
            '-7 890',
            '-642399 892',
            'total 48659']}
ROOT = '/app/gaugeread'
APP = 'gaugeread'
LEVEL = 'easy'
FORBID = ['libticodec', 'libticore', 'libtifmt', 'libtiio']
RT = 'libtirt.so.2'
SDK_LIB = '/opt/tessera/sdk-2.1/lib'

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
