import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-823465 709',
            '30934 471',
            '715045 548',
            '-95813 13',
            '19140 631',
            '9737 59',
            '-61124 842',
            '-246558 794',
            '783912 588',
            '389783 326',
            '224630 374',
            '899185 749',
            '682022 528',
            '272845 125',
            '314425 65',
            '804575 698',
            '329846 375',
            '-508950 317',
            '-153882 393',
            '310753 655',
            '-198752 644',
            '-55217 632',
            '-226305 674',
            '913043 559',
            '0 42',
            '313022 855',
            '-604485 777',
            '-237196 784',
            '-16894 231',
            '654078 808',
            '988444 399',
            '-620038 787',
            '-46323 612',
            '-242948 394',
            '817461 309',
            '16171 421',
            '425341 156',
            '911925 459',
            '488670 896',
            '969223 489',
            '15112 21',
            '-439865 366',
            '-998114 999',
            '-379276 616',
            '-455631 576',
            '925567 169',
            '478486 196',
            '-597278 377',
            '-84293 192',
            '-286899 635',
            '259565 805',
            '586528 567',
            '4 42',
            '867668 139',
            'total 25888']}
ROOT = '/app/tracefmt'
APP = 'tracefmt'
LEVEL = 'medium'
FORBID = ['libnscodec', 'libnscore', 'libnsfmt', 'libnsio']
RT = 'libnsrt.so.4'
SDK_LIB = '/opt/norsk/sdk-2.0/lib'

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
