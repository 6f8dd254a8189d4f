import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-101202 2753',
            '0 64',
            '-491431 843',
            '416342 1743',
            '-156949 2753',
            '526644 2753',
            '-209017 2753',
            '-489225 2753',
            '-224258 2753',
            '-880620 2753',
            '324201 2753',
            '273803 2753',
            '-691999 2697',
            '-282754 2753',
            '-479018 2753',
            '-564337 2753',
            '-977754 2416',
            '-769291 2753',
            '-654521 2753',
            '783011 2753',
            '-861216 2753',
            '123234 2753',
            '-572324 2753',
            '47787 2753',
            '514277 2753',
            '-853716 2753',
            '-561214 2753',
            '-527786 2753',
            '-713387 2753',
            '730152 622',
            '-455263 2753',
            '522935 2753',
            '50294 2753',
            '-53537 2753',
            '285804 2753',
            '478228 2753',
            '970230 2753',
            '869333 2753',
            '6247 2753',
            '18408 2753',
            '291921 2753',
            '736128 2753',
            '161003 2753',
            '-586609 2753',
            '-4 24',
            '-22317 2753',
            '-787931 2753',
            '469977 2753',
            '-882539 2753',
            '-903812 2753',
            '97404 2753',
            '274091 2753',
            '182202 2753',
            '-196839 2753',
            'total 137800']}
ROOT = '/app/samplerd'
APP = 'samplerd'
LEVEL = 'easy'
FORBID = ['libvocodec', 'libvocore', 'libvofmt', 'libvoio']
RT = 'libvort.so.3'
SDK_LIB = '/opt/vireo/sdk-2.3/lib'

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
