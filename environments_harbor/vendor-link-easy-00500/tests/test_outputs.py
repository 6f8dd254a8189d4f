import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['834763 531',
            '966949 28',
            '42493 96',
            '9 36',
            '-300439 35',
            '-193010 431',
            '752389 511',
            '-313504 4',
            '992122 121',
            '0 1',
            '731996 4',
            '-81857 31',
            '-966878 901',
            '529842 32',
            '849979 521',
            '-126156 22',
            '629496 15',
            '-264173 71',
            '-825264 21',
            '-381689 62',
            '-55872 651',
            '213714 23',
            '556808 441',
            '-701314 431',
            '-940788 54',
            '922876 46',
            '-146825 65',
            '-237348 24',
            '-53715 53',
            '-795243 12',
            '-562256 17',
            '-317721 201',
            '-313023 33',
            '-253260 41',
            '-96768 83',
            '315623 95',
            '-350197 47',
            '302011 21',
            '883721 921',
            '-977036 42',
            '970528 511',
            '-992746 39',
            '212615 29',
            '158890 941',
            '-303899 53',
            '-751566 71',
            '15514 411',
            '-760776 16',
            '-69217 921',
            '914326 72',
            '-954442 35',
            '-518894 3',
            '-765754 23',
            '755143 92',
            'total 9992']}
ROOT = '/app/meterctl'
APP = 'meterctl'
LEVEL = 'easy'
FORBID = ['liboecodec', 'liboecore', 'liboefmt', 'liboeio']
RT = 'liboert.so.1'
SDK_LIB = '/opt/orca/sdk-2.8/lib'

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
