import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=7529',
         'total=18633819',
         'max=9314 at=391',
         'campaign 0 ops=607 sum=1484923',
         'campaign 1 ops=581 sum=1433141',
         'campaign 2 ops=593 sum=1466687',
         'campaign 3 ops=582 sum=1447292',
         'campaign 4 ops=529 sum=1304191',
         'campaign 5 ops=585 sum=1436007',
         'campaign 6 ops=608 sum=1469273',
         'campaign 7 ops=575 sum=1492699',
         'campaign 8 ops=563 sum=1310944',
         'campaign 9 ops=558 sum=1391382',
         'campaign 10 ops=556 sum=1393698',
         'campaign 11 ops=591 sum=1502777',
         'campaign 12 ops=601 sum=1500805'],
 'small': ['records=410',
           'total=995250',
           'max=9073 at=71',
           'campaign 0 ops=38 sum=94541',
           'campaign 1 ops=27 sum=65064',
           'campaign 2 ops=30 sum=88752',
           'campaign 3 ops=28 sum=50443',
           'campaign 4 ops=34 sum=74270',
           'campaign 5 ops=29 sum=75308',
           'campaign 6 ops=36 sum=85560',
           'campaign 7 ops=38 sum=85805',
           'campaign 8 ops=35 sum=91849',
           'campaign 9 ops=27 sum=69867',
           'campaign 10 ops=34 sum=82601',
           'campaign 11 ops=23 sum=54869',
           'campaign 12 ops=31 sum=76321']}
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
