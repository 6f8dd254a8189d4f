import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-30222 167',
            '686199 209',
            '-817708 39',
            '-527397 489',
            '-149465 785',
            '-230395 501',
            '-894916 171',
            '299783 165',
            '-432388 779',
            '617375 173',
            '-684180 83',
            '-640137 389',
            '487615 413',
            '-526720 31',
            '3 497',
            '-969717 249',
            '-219614 715',
            '442749 757',
            '164141 545',
            '44821 773',
            '-813386 123',
            '-195238 115',
            '117635 753',
            '109359 729',
            '0 523',
            '-363607 637',
            '-946644 563',
            '101291 13',
            '-276366 779',
            '911594 39',
            '467305 665',
            '198040 195',
            '-635834 599',
            '-535016 555',
            '76644 615',
            '-863163 245',
            '262447 485',
            '450552 403',
            '150430 755',
            '399633 561',
            '-11519 629',
            '197412 731',
            '-965343 377',
            '445826 267',
            '11334 435',
            '-513673 325',
            '-816131 269',
            '-615100 467',
            '-512865 457',
            '459687 569',
            '941120 691',
            '-61754 115',
            '-279761 253',
            '981888 7',
            'total 22874']}
ROOT = '/app/tracefmt'
APP = 'tracefmt'
LEVEL = 'medium'
FORBID = ['liboecodec', 'liboecore', 'liboefmt', 'liboeio']
RT = 'liboert.so.3'
SDK_LIB = '/opt/orca/sdk-2.5/lib'

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
