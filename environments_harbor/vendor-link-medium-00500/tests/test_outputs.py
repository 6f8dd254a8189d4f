import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-72823 -777',
            '-820936 -765',
            '-18951 -804',
            '-26110 -796',
            '591328 -786',
            '810549 -765',
            '-671757 -791',
            '0 -819',
            '-568173 -755',
            '723938 -760',
            '582976 -773',
            '811879 -765',
            '643247 -799',
            '674375 -685',
            '-353128 -745',
            '-712089 -778',
            '-255716 -709',
            '625168 -742',
            '126948 -787',
            '-338390 -701',
            '-971354 -770',
            '-21717 -796',
            '-738749 -716',
            '-667419 -778',
            '-185780 -704',
            '-97785 -689',
            '632670 -698',
            '-848431 -783',
            '868105 -734',
            '445008 -750',
            '990511 -770',
            '9 -817',
            '-399907 -789',
            '-310579 -776',
            '340685 -701',
            '154869 -792',
            '427102 -675',
            '55526 -785',
            '-504692 -755',
            '338419 -701',
            '638800 -791',
            '352400 -745',
            '-650589 -747',
            '209599 -784',
            '-211459 -784',
            '-615673 -698',
            '523589 -799',
            '350973 -745',
            '-189355 -704',
            '-833772 -690',
            '-430397 -768',
            '255280 -709',
            '85896 -702',
            '-834043 -690',
            'total -40637']}
ROOT = '/app/tracefmt'
APP = 'tracefmt'
LEVEL = 'medium'
FORBID = ['libpdcodec', 'libpdcore', 'libpdfmt', 'libpdio']
RT = 'libpdrt.so.2'
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
