import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-768983 3095',
            '-103784 2882',
            '154460 1087',
            '-72659 2491',
            '4 2235',
            '482225 914',
            '-66466 2491',
            '-846493 811',
            '-612959 1717',
            '-450228 4061',
            '344695 3653',
            '-304202 921',
            '95894 3155',
            '785492 2491',
            '639135 2491',
            '737314 4114',
            '144485 2055',
            '-160501 2491',
            '439206 1487',
            '-143288 2491',
            '567938 4741',
            '-533883 2491',
            '-519597 1019',
            '719871 2491',
            '-941733 2895',
            '-790068 2491',
            '707135 2491',
            '-999522 3220',
            '771461 2491',
            '-106099 872',
            '-766222 450',
            '294170 2007',
            '864086 455',
            '-681692 2491',
            '663702 3591',
            '465673 4030',
            '-831088 3443',
            '-494377 3730',
            '342214 874',
            '-285133 1063',
            '-423289 2491',
            '0 2231',
            '-87579 761',
            '931855 945',
            '939884 2159',
            '378300 2491',
            '-444286 806',
            '598865 3520',
            '360905 2491',
            '-340162 2491',
            '-555375 2491',
            '75473 2112',
            '55666 2491',
            '603225 2011',
            'total 123960']}
ROOT = '/app/sensorpack'
APP = 'sensorpack'
LEVEL = 'medium'
FORBID = ['libhxcodec', 'libhxcore', 'libhxfmt', 'libhxio']
RT = 'libhxrt.so.1'
SDK_LIB = '/opt/helix/sdk-2.7/lib'

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
