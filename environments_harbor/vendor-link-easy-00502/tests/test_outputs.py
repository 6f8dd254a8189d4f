import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['197982 2956',
            '933154 5740',
            '328405 3676',
            '47535 3772',
            '845831 4960',
            '168932 1552',
            '651969 4690',
            '-174515 5248',
            '67619 1150',
            '497498 2680',
            '74787 5950',
            '0 -80',
            '544133 796',
            '734495 1942',
            '311505 6292',
            '-87625 4510',
            '-876568 4198',
            '338219 4564',
            '-803160 964',
            '-877936 952',
            '-479299 4666',
            '-846778 3280',
            '-171361 1282',
            '7646 1930',
            '83977 3598',
            '-993649 4282',
            '-809458 2788',
            '85302 5794',
            '663716 4774',
            '-391708 4966',
            '-5 -80',
            '265704 46',
            '977155 1000',
            '403397 4048',
            '-356578 2590',
            '774280 1282',
            '-398399 4',
            '-312726 4552',
            '-487092 4000',
            '-425348 4294',
            '979923 2656',
            '-237006 2362',
            '514012 5656',
            '-537664 5650',
            '-945904 2356',
            '-520667 3352',
            '-803698 3088',
            '-17424 754',
            '491655 5740',
            '73104 2254',
            '227600 70',
            '-585494 184',
            '-348556 4732',
            '-516053 3436',
            'total 167898']}
ROOT = '/app/probekit'
APP = 'probekit'
LEVEL = 'easy'
FORBID = ['libblcodec', 'libblcore', 'libblfmt', 'libblio']
RT = 'libblrt.so.2'
SDK_LIB = '/opt/brightline/sdk-2.2/lib'

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
