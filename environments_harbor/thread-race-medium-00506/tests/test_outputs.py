import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8795',
         'total=22345381',
         'max=9796 at=2628',
         'campaign 0 ops=693 sum=1760105',
         'campaign 1 ops=629 sum=1558204',
         'campaign 2 ops=707 sum=1818844',
         'campaign 3 ops=646 sum=1692756',
         'campaign 4 ops=700 sum=1751812',
         'campaign 5 ops=638 sum=1629566',
         'campaign 6 ops=668 sum=1695620',
         'campaign 7 ops=688 sum=1774264',
         'campaign 8 ops=687 sum=1716439',
         'campaign 9 ops=681 sum=1719064',
         'campaign 10 ops=662 sum=1643235',
         'campaign 11 ops=704 sum=1802408',
         'campaign 12 ops=692 sum=1783064'],
 'small': ['records=418',
           'total=1082150',
           'max=9203 at=42',
           'campaign 0 ops=23 sum=70191',
           'campaign 1 ops=36 sum=98789',
           'campaign 2 ops=36 sum=97302',
           'campaign 3 ops=47 sum=116227',
           'campaign 4 ops=36 sum=85053',
           'campaign 5 ops=35 sum=94098',
           'campaign 6 ops=30 sum=79932',
           'campaign 7 ops=26 sum=64157',
           'campaign 8 ops=35 sum=88966',
           'campaign 9 ops=20 sum=52979',
           'campaign 10 ops=36 sum=92503',
           'campaign 11 ops=32 sum=77370',
           'campaign 12 ops=26 sum=64583']}
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
