import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8002',
         'total=20137261',
         'max=9082 at=1944',
         'campaign 0 ops=1367 sum=3474746',
         'campaign 1 ops=1352 sum=3411019',
         'campaign 2 ops=1366 sum=3427003',
         'campaign 3 ops=1296 sum=3216108',
         'campaign 4 ops=1346 sum=3337811',
         'campaign 5 ops=1275 sum=3270574'],
 'small': ['records=401',
           'total=1016262',
           'max=9800 at=24',
           'campaign 0 ops=64 sum=168785',
           'campaign 1 ops=76 sum=192136',
           'campaign 2 ops=76 sum=180758',
           'campaign 3 ops=63 sum=166593',
           'campaign 4 ops=59 sum=149716',
           'campaign 5 ops=63 sum=158274']}
ROOT = '/app/clickagg'
NAME = 'clickagg'

HERE = os.path.dirname(os.path.abspath(__file__))
_BIN = {}

def _binary():
    if "b" not in _BIN:
        out = tempfile.mkdtemp() + "/" + NAME
        srcs = sorted(os.path.join(ROOT, "src", f) for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
        p = subprocess.run(["gcc", "-O2", "-g", "-pthread", "-o", out, *srcs], capture_output=True, text=True, timeout=120)
        assert p.returncode == 0, f"gcc failed:\n{p.stderr[-2000:]}"
        _BIN["b"] = out
    return _BIN["b"]

def _check(got, want, what):
    got = [l.strip() for l in got.splitlines() if l.strip()]
    assert len(got) == len(want), f"{what}: {len(got)} lines, expected {len(want)}: {got[:4]}"
    bad = [(g, w) for g, w in zip(got, want) if g != w]
    assert not bad, f"{what}: wrong lines (got, expected): {bad[:4]}"

@pytest.mark.parametrize("threads", [1, 3, 4, 7])
def test_hidden_records(threads):
    try:
        p = subprocess.run([_binary(), os.path.join(HERE, "cases", "big.txt"), str(threads)],
                           capture_output=True, text=True, timeout=15)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{threads} threads: no result within 15 s (deadlock?)")
    assert p.returncode == 0, f"{threads} threads: exit {p.returncode}: {p.stderr[-500:]}"
    _check(p.stdout, EXPECTED["big"], f"{threads} threads")

def test_helgrind_finds_no_races():
    cmd = ["valgrind", "--tool=helgrind", "--error-exitcode=99", _binary(), os.path.join(HERE, "cases", "small.txt"), "4"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=150)
    except subprocess.TimeoutExpired:
        pytest.fail("helgrind run did not finish in 150 s (deadlock?)")
    errors = [l for l in p.stderr.splitlines() if "Possible data race" in l or "lock order" in l.lower()]
    assert p.returncode == 0, f"helgrind reported errors (exit {p.returncode}): {errors[:3]}\n{p.stderr[-1500:]}"
    _check(p.stdout, EXPECTED["small"], "under helgrind, 4 threads")
