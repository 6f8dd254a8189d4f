import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8833',
         'total=22082939',
         'max=9814 at=820',
         'depot 0 ops=914 sum=2236851',
         'depot 1 ops=855 sum=2116731',
         'depot 2 ops=876 sum=2165620',
         'depot 3 ops=925 sum=2335604',
         'depot 4 ops=869 sum=2245887',
         'depot 5 ops=835 sum=2119806',
         'depot 6 ops=914 sum=2271613',
         'depot 7 ops=876 sum=2218576',
         'depot 8 ops=887 sum=2205435',
         'depot 9 ops=882 sum=2166816'],
 'small': ['records=317',
           'total=871647',
           'max=9317 at=35',
           'depot 0 ops=29 sum=69920',
           'depot 1 ops=31 sum=78757',
           'depot 2 ops=27 sum=76085',
           'depot 3 ops=43 sum=124938',
           'depot 4 ops=35 sum=97256',
           'depot 5 ops=36 sum=115737',
           'depot 6 ops=23 sum=55779',
           'depot 7 ops=36 sum=90160',
           'depot 8 ops=33 sum=96118',
           'depot 9 ops=24 sum=66897']}
ROOT = '/app/fleetfuel'
NAME = 'fleetfuel'

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
