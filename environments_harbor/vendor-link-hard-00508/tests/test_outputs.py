import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['108536 -592',
            '246919 -598',
            '-5 -592',
            '-174927 -592',
            '-278904 -592',
            '130334 -592',
            '-685962 -598',
            '-910186 -592',
            '523494 -592',
            '63972 -598',
            '6323 -592',
            '814060 -592',
            '-191384 -592',
            '233132 -592',
            '-612512 -592',
            '-759551 -592',
            '-613987 -592',
            '-34353 -592',
            '-75610 -592',
            '-296145 -598',
            '510354 -592',
            '-967207 -592',
            '19714 -592',
            '57998 -592',
            '663804 -592',
            '747047 -592',
            '869571 -592',
            '-183066 -592',
            '-441032 -598',
            '874753 -592',
            '452960 -592',
            '518844 -592',
            '-33901 -598',
            '-783322 -598',
            '191496 -592',
            '-18927 -592',
            '0 -592',
            '117764 -592',
            '810514 -589',
            '-879897 -592',
            '897137 -592',
            '156461 -592',
            '-599309 -592',
            '-675146 -592',
            '401085 -592',
            '698301 -592',
            '707683 -592',
            '-500061 -592',
            '230341 -592',
            '720206 -598',
            '-439845 -592',
            '432575 -592',
            '-642073 -592',
            '906928 -598',
            'total -32019']}
ROOT = '/app/signalcat'
APP = 'signalcat'
LEVEL = 'hard'
FORBID = ['libvocodec', 'libvocore', 'libvofmt', 'libvoio']
RT = 'libvort.so.4'
SDK_LIB = '/opt/vireo/sdk-2.7/lib'

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
