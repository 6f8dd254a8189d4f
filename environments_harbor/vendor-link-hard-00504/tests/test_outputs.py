import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['936300 9',
            '-216340 18',
            '566893 9',
            '-944483 9',
            '201569 9',
            '934624 9',
            '-239011 9',
            '607116 18',
            '-616537 9',
            '-274508 18',
            '872838 9',
            '853904 9',
            '-708855 12',
            '-736311 9',
            '902007 9',
            '334873 9',
            '-23254 9',
            '367430 18',
            '-171818 18',
            '-534722 18',
            '-742622 18',
            '205904 9',
            '-108483 9',
            '448611 24',
            '-41862 18',
            '-506756 18',
            '979981 9',
            '585013 9',
            '-5066 18',
            '-688588 18',
            '822563 9',
            '99546 18',
            '-354422 18',
            '0 9',
            '-170234 18',
            '-174270 18',
            '-860293 9',
            '172142 18',
            '-373958 9',
            '60755 9',
            '665122 18',
            '34507 9',
            '658851 9',
            '-715310 9',
            '-9 9',
            '811961 9',
            '-856570 18',
            '760937 9',
            '-190773 9',
            '-418235 9',
            '167430 18',
            '415799 9',
            '-179053 9',
            '351601 9',
            'total 675']}
ROOT = '/app/gaugeread'
APP = 'gaugeread'
LEVEL = 'hard'
FORBID = ['libkmcodec', 'libkmcore', 'libkmfmt', 'libkmio']
RT = 'libkmrt.so.3'
SDK_LIB = '/opt/kinetic/sdk-2.0/lib'

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
