import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['-860911 47277',
            '-607493 39729',
            '-965776 50082',
            '491895 35751',
            '957579 49878',
            '-423490 33150',
            '495016 35853',
            '646386 40953',
            '-48269 11169',
            '-125855 18054',
            '440355 33813',
            '428656 33354',
            '32817 9231',
            '318507 28764',
            '41327 10353',
            '651341 41157',
            '751129 44166',
            '-619221 40086',
            '429161 33405',
            '7 102',
            '-146301 19482',
            '-465820 34782',
            '-76741 14127',
            '-917723 48807',
            '469622 34935',
            '532260 37179',
            '-912967 48705',
            '-704888 42789',
            '240451 24990',
            '-731252 43605',
            '-49820 11373',
            '47494 11067',
            '-369117 30957',
            '-542324 37536',
            '0 0',
            '406664 32487',
            '-235947 24735',
            '418255 32946',
            '828046 46359',
            '-588989 39117',
            '745705 44013',
            '-775969 44880',
            '942992 49521',
            '729851 43554',
            '24644 7956',
            '-787661 45237',
            '-179254 21573',
            '-850699 47022',
            '-939461 49419',
            '337068 29580',
            '682323 42126',
            '-518484 36720',
            '-270918 26520',
            '718917 43197',
            'total 1783623']}
ROOT = '/app/calibrate'
APP = 'calibrate'
LEVEL = 'easy'
FORBID = ['libvocodec', 'libvocore', 'libvofmt', 'libvoio']
RT = 'libvort.so.3'
SDK_LIB = '/opt/vireo/sdk-2.9/lib'

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
