import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=6403',
         'total=16090696',
         'feeder 0 ops=685 sum=1734433',
         'feeder 1 ops=665 sum=1685790',
         'feeder 2 ops=738 sum=1822840',
         'feeder 3 ops=693 sum=1759953',
         'feeder 4 ops=715 sum=1791835',
         'feeder 5 ops=677 sum=1700019',
         'feeder 6 ops=747 sum=1837709',
         'feeder 7 ops=751 sum=1885147',
         'feeder 8 ops=732 sum=1872970'],
 'small': ['records=415',
           'total=1014806',
           'feeder 0 ops=50 sum=118295',
           'feeder 1 ops=35 sum=81852',
           'feeder 2 ops=56 sum=126447',
           'feeder 3 ops=47 sum=121784',
           'feeder 4 ops=36 sum=88855',
           'feeder 5 ops=45 sum=122463',
           'feeder 6 ops=48 sum=127588',
           'feeder 7 ops=47 sum=109066',
           'feeder 8 ops=51 sum=118456']}
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
