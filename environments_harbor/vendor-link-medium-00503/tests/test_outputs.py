import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-67898 84',
            '0 0',
            '257187 70',
            '-328301 56',
            '458252 70',
            '-5305 42',
            '-898257 84',
            '-971568 84',
            '-814293 70',
            '80156 56',
            '-470618 70',
            '72437 56',
            '943742 70',
            '7 28',
            '-620349 56',
            '306114 42',
            '840507 56',
            '-792212 56',
            '-304680 56',
            '116836 70',
            '344889 84',
            '-195952 70',
            '612744 56',
            '-895634 70',
            '634172 56',
            '285438 70',
            '799480 84',
            '207393 56',
            '-781145 70',
            '-715305 56',
            '68810 56',
            '-155628 70',
            '-479651 70',
            '-980311 56',
            '835518 70',
            '258368 70',
            '-70068 56',
            '581545 70',
            '265144 56',
            '744208 70',
            '280339 70',
            '-495315 70',
            '350786 70',
            '-120986 70',
            '103037 42',
            '-711498 70',
            '914349 70',
            '-650183 56',
            '-486896 84',
            '-805607 70',
            '877401 70',
            '774328 70',
            '292014 56',
            '653461 70',
            'total 3430']}
ROOT = '/app/framegen'
APP = 'framegen'
LEVEL = 'medium'
FORBID = ['libpdcodec', 'libpdcore', 'libpdfmt', 'libpdio']
RT = 'libpdrt.so.4'
SDK_LIB = '/opt/palisade/sdk-2.7/lib'

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
