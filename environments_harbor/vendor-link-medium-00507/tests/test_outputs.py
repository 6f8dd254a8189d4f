import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['408982 52754',
            '-126090 50202',
            '-807144 12713',
            '-828987 23763',
            '688172 7962',
            '-444919 48865',
            '-614258 18551',
            '-24709 82414',
            '802720 77331',
            '15757 40201',
            '941949 67423',
            '-648426 92003',
            '-855573 65953',
            '200928 33024',
            '49573 21844',
            '-275674 39032',
            '650229 46981',
            '845103 61153',
            '858315 63021',
            '411340 90251',
            '209469 84923',
            '-332029 21223',
            '9932 37061',
            '-66910 52561',
            '-787156 1006',
            '919911 82644',
            '-567523 82215',
            '-25796 73391',
            '468541 6604',
            '0 961',
            '154779 6232',
            '-716108 50981',
            '397965 69984',
            '285544 77134',
            '-558969 2185',
            '-285561 25061',
            '-244077 21852',
            '596035 82092',
            '141748 52891',
            '-81939 175',
            '643260 77354',
            '-381903 86412',
            '-173488 52052',
            '897453 2771',
            '660585 82421',
            '797228 35534',
            '630935 27942',
            '-324317 701',
            '858537 88552',
            '-288547 6082',
            '3 271',
            '-93213 735',
            '-637481 88353',
            '156277 80571',
            'total 2456368']}
ROOT = '/app/fieldlog'
APP = 'fieldlog'
LEVEL = 'medium'
FORBID = ['liboecodec', 'liboecore', 'liboefmt', 'liboeio']
RT = 'liboert.so.4'
SDK_LIB = '/opt/orca/sdk-2.9/lib'

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
