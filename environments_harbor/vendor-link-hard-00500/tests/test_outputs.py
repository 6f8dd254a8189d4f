import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['322428 42122',
            '214063 42122',
            '-491083 42194',
            '4 42055',
            '-41207 42194',
            '28223 42122',
            '-500406 42194',
            '499591 42122',
            '702480 42122',
            '996537 42122',
            '121839 42122',
            '803546 42122',
            '-885319 42194',
            '-595573 42194',
            '43469 42122',
            '929306 42122',
            '813023 42122',
            '-907863 42194',
            '633577 42122',
            '830120 42122',
            '175435 42122',
            '542698 42122',
            '-419049 42194',
            '366126 42122',
            '443584 42122',
            '-74217 42194',
            '-846891 42194',
            '344629 42122',
            '388879 42122',
            '-654536 42194',
            '815958 42122',
            '78017 42122',
            '-390388 42194',
            '-656210 42194',
            '299073 42122',
            '0 42079',
            '729838 42122',
            '721667 42122',
            '651987 42122',
            '8738 42148',
            '245494 42122',
            '-629450 42194',
            '-416118 42194',
            '34556 42122',
            '-566976 42194',
            '-929634 42194',
            '764661 42122',
            '-768576 42194',
            '-335095 42194',
            '964719 42122',
            '-65545 42194',
            '-562199 42194',
            '371689 42122',
            '467412 42122',
            'total 2275944']}
ROOT = '/app/signalcat'
APP = 'signalcat'
LEVEL = 'hard'
FORBID = ['libkmcodec', 'libkmcore', 'libkmfmt', 'libkmio']
RT = 'libkmrt.so.3'
SDK_LIB = '/opt/kinetic/sdk-2.9/lib'

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
