import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-976272 6',
            '-277437 6',
            '293510 6',
            '331126 3',
            '-189693 3',
            '-293172 6',
            '-649577 3',
            '519415 15',
            '981280 6',
            '767771 3',
            '420420 3',
            '690035 3',
            '-841172 3',
            '55240 3',
            '691659 3',
            '-870015 3',
            '-708445 3',
            '-10814 6',
            '331164 3',
            '841270 3',
            '732274 3',
            '622109 3',
            '-517946 6',
            '-771590 3',
            '-629213 6',
            '232816 3',
            '282421 3',
            '-296343 6',
            '-556388 6',
            '372849 3',
            '263549 15',
            '-933097 6',
            '198401 3',
            '-594417 6',
            '-103145 15',
            '-440529 3',
            '-49193 3',
            '-363785 3',
            '-180310 3',
            '394404 3',
            '-366019 3',
            '-307501 3',
            '871540 6',
            '-300249 6',
            '0 3',
            '994185 3',
            '365772 3',
            '603351 6',
            '0 3',
            '-75003 3',
            '695048 3',
            '613200 6',
            '156088 6',
            '465962 3',
            'total 249']}
ROOT = '/app/samplerd'
APP = 'samplerd'
LEVEL = 'hard'
FORBID = ['libqdcodec', 'libqdcore', 'libqdfmt', 'libqdio']
RT = 'libqdrt.so.1'
SDK_LIB = '/opt/quasar/sdk-2.7/lib'

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
