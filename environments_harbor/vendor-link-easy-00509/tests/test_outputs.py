import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['569894 0',
            '-211704 3',
            '192536 0',
            '-729904 0',
            '750070 0',
            '-655739 1',
            '-971203 0',
            '-874950 0',
            '974924 1',
            '-275044 0',
            '-238729 0',
            '79445 0',
            '0 36',
            '-300551 0',
            '526586 0',
            '660817 0',
            '243167 0',
            '340056 3',
            '-531698 0',
            '928617 0',
            '-17670 0',
            '303881 0',
            '227295 1',
            '-674312 0',
            '-439968 0',
            '-611623 0',
            '9715 0',
            '-501423 3',
            '-1 0',
            '527757 0',
            '540529 1',
            '490159 0',
            '753323 0',
            '-295254 1',
            '711621 3',
            '-322312 0',
            '-856263 6',
            '933240 0',
            '466470 1',
            '-883820 0',
            '-274372 1',
            '-881111 4',
            '-899745 1',
            '-968603 0',
            '582461 0',
            '341850 0',
            '-351319 0',
            '-84944 0',
            '363809 0',
            '-778615 0',
            '783385 0',
            '158801 0',
            '239458 0',
            '608804 0',
            'total 66']}
ROOT = '/app/calibrate'
APP = 'calibrate'
LEVEL = 'easy'
FORBID = ['libpdcodec', 'libpdcore', 'libpdfmt', 'libpdio']
RT = 'libpdrt.so.3'
SDK_LIB = '/opt/palisade/sdk-2.3/lib'

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
