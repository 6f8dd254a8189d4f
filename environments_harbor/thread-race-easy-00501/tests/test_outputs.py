import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8429',
         'total=21008926',
         'account 0 ops=945 sum=2443316',
         'account 1 ops=989 sum=2526987',
         'account 2 ops=867 sum=2166880',
         'account 3 ops=942 sum=2326722',
         'account 4 ops=983 sum=2396372',
         'account 5 ops=911 sum=2291734',
         'account 6 ops=926 sum=2326352',
         'account 7 ops=945 sum=2243816',
         'account 8 ops=921 sum=2286747'],
 'small': ['records=319',
           'total=817557',
           'account 0 ops=33 sum=81762',
           'account 1 ops=36 sum=100089',
           'account 2 ops=39 sum=103610',
           'account 3 ops=35 sum=100188',
           'account 4 ops=38 sum=91235',
           'account 5 ops=41 sum=108091',
           'account 6 ops=37 sum=84750',
           'account 7 ops=29 sum=65952',
           'account 8 ops=31 sum=81880']}
ROOT = '/app/ledgerd'
NAME = 'ledgerd'

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
