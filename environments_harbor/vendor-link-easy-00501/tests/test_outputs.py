import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-535312 57729',
            '421777 57729',
            '799730 57734',
            '-133260 57733',
            '-18741 57736',
            '0 57576',
            '-79158 57729',
            '557591 57730',
            '-249149 57729',
            '-540855 57743',
            '-188383 57730',
            '-899969 57740',
            '359256 57729',
            '-169303 57731',
            '507828 57736',
            '843714 57746',
            '-349240 57738',
            '425062 57731',
            '-753681 57732',
            '68345 57737',
            '-272374 57729',
            '-52873 57729',
            '834428 57729',
            '715284 57733',
            '344229 57730',
            '537531 57729',
            '10372 57729',
            '-375546 57764',
            '574538 57729',
            '-465018 57731',
            '-874893 57733',
            '-437506 57729',
            '138139 57729',
            '13322 57733',
            '591097 57752',
            '-492198 57729',
            '241600 57729',
            '-641148 57768',
            '-74760 57731',
            '3 57729',
            '-18874 57729',
            '-391626 57733',
            '-673953 57748',
            '-944952 57764',
            '73680 57729',
            '916090 57731',
            '604504 57731',
            '-80214 57729',
            '385185 57748',
            '-961140 57748',
            '534386 57729',
            '-575063 57730',
            '417117 57743',
            '99319 57773',
            'total 3117577']}
ROOT = '/app/linkcheck'
APP = 'linkcheck'
LEVEL = 'easy'
FORBID = ['liboecodec', 'liboecore', 'liboefmt', 'liboeio']
RT = 'liboert.so.4'
SDK_LIB = '/opt/orca/sdk-2.4/lib'

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
