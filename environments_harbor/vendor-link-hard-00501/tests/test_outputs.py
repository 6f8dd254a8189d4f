import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['705670 8160',
            '3757 19140',
            '-513776 19140',
            '-637726 19140',
            '802801 19140',
            '980377 19140',
            '535711 6960',
            '-348702 19140',
            '-932428 19140',
            '185192 19140',
            '328983 19140',
            '220251 19140',
            '-595683 11460',
            '358659 19140',
            '290574 4060',
            '63962 19140',
            '283205 19140',
            '823148 19140',
            '73703 19140',
            '187332 19140',
            '-758250 19140',
            '177939 19140',
            '93800 19140',
            '119278 19140',
            '-165108 19140',
            '-380732 8160',
            '-720868 19140',
            '-764276 8660',
            '507370 7750',
            '29711 19140',
            '-190833 19140',
            '-191762 19140',
            '934593 19140',
            '195643 19140',
            '127670 19140',
            '-9 19140',
            '0 19140',
            '700995 19140',
            '527884 19140',
            '-840033 2860',
            '-959747 19140',
            '-942653 19140',
            '416156 19140',
            '-884628 6960',
            '689742 19140',
            '-819495 19140',
            '-163522 19140',
            '88639 4060',
            '-96853 19140',
            '37662 19140',
            '339724 19140',
            '421757 19140',
            '383807 19140',
            '-799340 19140',
            'total 911250']}
ROOT = '/app/samplerd'
APP = 'samplerd'
LEVEL = 'hard'
FORBID = ['liboecodec', 'liboecore', 'liboefmt', 'liboeio']
RT = 'liboert.so.3'
SDK_LIB = '/opt/orca/sdk-2.6/lib'

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
