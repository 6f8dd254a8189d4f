import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=6455',
         'total=16121744',
         'max=9494 at=26',
         'venue 0 ops=612 sum=1522010',
         'venue 1 ops=576 sum=1455199',
         'venue 2 ops=580 sum=1438928',
         'venue 3 ops=602 sum=1533690',
         'venue 4 ops=575 sum=1365898',
         'venue 5 ops=604 sum=1480957',
         'venue 6 ops=622 sum=1590431',
         'venue 7 ops=569 sum=1402828',
         'venue 8 ops=608 sum=1551323',
         'venue 9 ops=546 sum=1376758',
         'venue 10 ops=561 sum=1403722'],
 'small': ['records=418',
           'total=1072451',
           'max=9595 at=97',
           'venue 0 ops=42 sum=109493',
           'venue 1 ops=36 sum=96415',
           'venue 2 ops=34 sum=81547',
           'venue 3 ops=41 sum=100672',
           'venue 4 ops=42 sum=112234',
           'venue 5 ops=32 sum=86418',
           'venue 6 ops=31 sum=78828',
           'venue 7 ops=45 sum=122870',
           'venue 8 ops=41 sum=95852',
           'venue 9 ops=35 sum=92942',
           'venue 10 ops=39 sum=95180']}
ROOT = '/app/ticketd'
NAME = 'ticketd'

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
