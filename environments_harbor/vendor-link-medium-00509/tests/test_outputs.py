import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['663744 17795',
            '-317149 10895',
            '-842369 13220',
            '-502685 5358',
            '-975064 11312',
            '-327329 20162',
            '633626 11207',
            '-896447 7418',
            '-934543 14345',
            '-477448 16202',
            '-903355 15017',
            '106403 1062',
            '619609 4667',
            '-810270 12245',
            '-889367 19520',
            '527416 17538',
            '541496 4193',
            '33202 9692',
            '-590199 5222',
            '0 13013',
            '325764 4247',
            '-187429 11945',
            '675455 15302',
            '621902 11093',
            '92879 20342',
            '880996 9722',
            '236694 6395',
            '272035 6233',
            '431128 6062',
            '-780239 3120',
            '-377842 6218',
            '897471 15362',
            '797635 8253',
            '-161638 4070',
            '56117 5720',
            '-94556 4847',
            '554981 5670',
            '-991609 13013',
            '-118139 1332',
            '768765 10448',
            '303342 7647',
            '-707961 1332',
            '-747 19278',
            '56601 1832',
            '87657 4670',
            '982007 17252',
            '655781 13178',
            '390611 4562',
            '461267 5832',
            '356600 15767',
            '8 5495',
            '-20776 8198',
            '-844386 11033',
            '-701636 977',
            'total 516530']}
ROOT = '/app/meterctl'
APP = 'meterctl'
LEVEL = 'medium'
FORBID = ['libnscodec', 'libnscore', 'libnsfmt', 'libnsio']
RT = 'libnsrt.so.2'
SDK_LIB = '/opt/norsk/sdk-2.8/lib'

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
