import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-466375 218',
            '-190203 158',
            '136571 120',
            '818410 35',
            '473266 234',
            '-584316 226',
            '-570779 285',
            '387848 265',
            '225707 242',
            '639649 280',
            '-941979 285',
            '-137732 140',
            '105344 192',
            '-105396 240',
            '-975787 256',
            '-519179 284',
            '-106871 121',
            '398432 139',
            '0 0',
            '-949582 154',
            '-42575 69',
            '270283 178',
            '850462 148',
            '306056 232',
            '-96080 25',
            '130328 261',
            '-861136 229',
            '566221 101',
            '349028 261',
            '212813 162',
            '687117 243',
            '-795889 287',
            '-302894 203',
            '-566419 276',
            '-299194 202',
            '328388 271',
            '-480445 212',
            '621134 189',
            '-50388 85',
            '6861 11',
            '60852 46',
            '-200 0',
            '-718128 261',
            '118731 107',
            '-190587 255',
            '9 0',
            '-839406 224',
            '601695 222',
            '386506 224',
            '-968082 152',
            '-784754 195',
            '533810 39',
            '-229658 267',
            '-162060 70',
            'total 9581']}
ROOT = '/app/tracefmt'
APP = 'tracefmt'
LEVEL = 'medium'
FORBID = ['libkmcodec', 'libkmcore', 'libkmfmt', 'libkmio']
RT = 'libkmrt.so.4'
SDK_LIB = '/opt/kinetic/sdk-2.3/lib'

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
