import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8222',
         'total=20488525',
         'max=9954 at=2160',
         'zone 0 ops=894 sum=2301335',
         'zone 1 ops=906 sum=2204146',
         'zone 2 ops=995 sum=2441721',
         'zone 3 ops=944 sum=2311391',
         'zone 4 ops=890 sum=2291197',
         'zone 5 ops=867 sum=2132762',
         'zone 6 ops=861 sum=2094105',
         'zone 7 ops=946 sum=2374057',
         'zone 8 ops=919 sum=2337811'],
 'small': ['records=377',
           'total=954364',
           'max=9056 at=105',
           'zone 0 ops=43 sum=117430',
           'zone 1 ops=42 sum=104730',
           'zone 2 ops=60 sum=159197',
           'zone 3 ops=27 sum=70402',
           'zone 4 ops=46 sum=123666',
           'zone 5 ops=36 sum=92064',
           'zone 6 ops=40 sum=85474',
           'zone 7 ops=44 sum=103610',
           'zone 8 ops=39 sum=97791']}
ROOT = '/app/parkpay'
NAME = 'parkpay'

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
