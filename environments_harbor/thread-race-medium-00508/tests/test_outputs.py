import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=7757',
         'total=19614052',
         'max=9183 at=2132',
         'bin 0 ops=524 sum=1319836',
         'bin 1 ops=488 sum=1250043',
         'bin 2 ops=509 sum=1292787',
         'bin 3 ops=537 sum=1381995',
         'bin 4 ops=558 sum=1402767',
         'bin 5 ops=515 sum=1266585',
         'bin 6 ops=500 sum=1310569',
         'bin 7 ops=522 sum=1271919',
         'bin 8 ops=519 sum=1324800',
         'bin 9 ops=504 sum=1234827',
         'bin 10 ops=510 sum=1293181',
         'bin 11 ops=537 sum=1362672',
         'bin 12 ops=509 sum=1318028',
         'bin 13 ops=509 sum=1274700',
         'bin 14 ops=516 sum=1309343'],
 'small': ['records=382',
           'total=944455',
           'max=9181 at=126',
           'bin 0 ops=34 sum=88821',
           'bin 1 ops=22 sum=49855',
           'bin 2 ops=27 sum=66191',
           'bin 3 ops=36 sum=84039',
           'bin 4 ops=28 sum=65002',
           'bin 5 ops=31 sum=92569',
           'bin 6 ops=22 sum=52091',
           'bin 7 ops=23 sum=58414',
           'bin 8 ops=22 sum=55927',
           'bin 9 ops=25 sum=41193',
           'bin 10 ops=26 sum=59761',
           'bin 11 ops=20 sum=54451',
           'bin 12 ops=17 sum=47708',
           'bin 13 ops=19 sum=43632',
           'bin 14 ops=30 sum=84801']}
ROOT = '/app/stockmove'
NAME = 'stockmove'

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
