import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8815',
         'total=22358418',
         'feeder 0 ops=1259 sum=3136704',
         'feeder 1 ops=1232 sum=3107318',
         'feeder 2 ops=1252 sum=3245730',
         'feeder 3 ops=1252 sum=3143856',
         'feeder 4 ops=1291 sum=3304945',
         'feeder 5 ops=1265 sum=3115251',
         'feeder 6 ops=1264 sum=3304614'],
 'small': ['records=365',
           'total=920023',
           'feeder 0 ops=65 sum=163283',
           'feeder 1 ops=41 sum=104744',
           'feeder 2 ops=48 sum=113558',
           'feeder 3 ops=45 sum=101704',
           'feeder 4 ops=55 sum=149177',
           'feeder 5 ops=49 sum=123848',
           'feeder 6 ops=62 sum=163709']}
ROOT = '/app/meterd'
NAME = 'meterd'

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
