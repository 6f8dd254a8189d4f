import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['581807 5',
            '-438587 5',
            '702599 5',
            '-946840 15',
            '-383689 5',
            '-890749 5',
            '405704 3',
            '582434 3',
            '-414716 3',
            '811330 15',
            '169321 5',
            '-956031 4',
            '-291104 3',
            '632474 3',
            '-30352 3',
            '361515 21',
            '-64032 10',
            '125105 8',
            '-231624 10',
            '249115 8',
            '326492 3',
            '645217 5',
            '76751 5',
            '-414288 10',
            '824162 3',
            '208798 3',
            '699784 3',
            '-752694 10',
            '-582199 5',
            '-955043 5',
            '546272 3',
            '61790 15',
            '0 38',
            '-245041 5',
            '-264728 3',
            '-987933 4',
            '213886 3',
            '-718388 3',
            '-731637 4',
            '756813 4',
            '-913852 3',
            '492210 38',
            '-2 3',
            '-999727 5',
            '897316 3',
            '-398250 38',
            '723741 4',
            '-163706 3',
            '577607 5',
            '944434 3',
            '565689 4',
            '-852992 3',
            '420634 3',
            '828050 15',
            'total 403']}
ROOT = '/app/probekit'
APP = 'probekit'
LEVEL = 'easy'
FORBID = ['libnscodec', 'libnscore', 'libnsfmt', 'libnsio']
RT = 'libnsrt.so.3'
SDK_LIB = '/opt/norsk/sdk-2.6/lib'

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
