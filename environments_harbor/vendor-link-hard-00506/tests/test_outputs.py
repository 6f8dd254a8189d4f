import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['73612 -272',
            '-644370 -462',
            '828378 -272',
            '929071 -272',
            '8 -484',
            '598233 -272',
            '-623093 -462',
            '459913 -272',
            '500799 -272',
            '582294 -272',
            '-777547 -462',
            '847559 -272',
            '-17807 -462',
            '-764790 -462',
            '980975 -272',
            '577296 -272',
            '-863600 -462',
            '584568 -272',
            '644966 -272',
            '-64879 -462',
            '731802 -272',
            '79761 -272',
            '-281861 -462',
            '-213497 -462',
            '-459597 -462',
            '-467817 -462',
            '393434 -272',
            '729787 -272',
            '492200 -272',
            '-823138 -462',
            '488079 -272',
            '-166142 -462',
            '487202 -272',
            '242906 -272',
            '296817 -272',
            '0 -498',
            '-985733 -462',
            '-288219 -462',
            '651588 -272',
            '-998399 -462',
            '-341818 -462',
            '21015 -272',
            '-110847 -462',
            '-763586 -462',
            '-945122 -462',
            '-428446 -462',
            '48784 -272',
            '-930605 -462',
            '560934 -272',
            '-682687 -462',
            '-21927 -462',
            '217336 -272',
            '-629873 -462',
            '140555 -272',
            'total -19876']}
ROOT = '/app/fieldlog'
APP = 'fieldlog'
LEVEL = 'hard'
FORBID = ['libkmcodec', 'libkmcore', 'libkmfmt', 'libkmio']
RT = 'libkmrt.so.3'
SDK_LIB = '/opt/kinetic/sdk-2.4/lib'

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
