import os, shutil, subprocess, tempfile

EXPECTED = {'hidden': ['611250 1',
            '-288262 8',
            '987755 3',
            '-528194 6',
            '808181 2',
            '-563357 6',
            '-499508 2',
            '-527313 6',
            '540144 2',
            '-582756 1',
            '-4 2',
            '-61012 1',
            '691791 3',
            '860388 9',
            '-679438 8',
            '-886254 1',
            '704857 1',
            '946787 1',
            '-329798 2',
            '622304 4',
            '130454 1',
            '687433 1',
            '116172 4',
            '758028 6',
            '537733 1',
            '-958772 1',
            '0 72',
            '-201902 1',
            '582152 6',
            '902881 2',
            '785407 2',
            '-538473 1',
            '624983 2',
            '833108 24',
            '-298803 6',
            '237771 1',
            '89905 1',
            '303280 2',
            '320749 2',
            '628646 72',
            '-947000 1',
            '434938 1',
            '-900892 1',
            '287513 8',
            '938389 8',
            '327562 4',
            '971529 1',
            '10975 8',
            '415767 4',
            '-683796 2',
            '-433951 2',
            '437223 1',
            '383279 1',
            '441233 8',
            'total 327']}
ROOT = '/app/framegen'
APP = 'framegen'
LEVEL = 'medium'
FORBID = ['libctcodec', 'libctcore', 'libctfmt', 'libctio']
RT = 'libctrt.so.3'
SDK_LIB = '/opt/cardinal/sdk-2.7/lib'

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
