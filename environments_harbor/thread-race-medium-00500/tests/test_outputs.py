import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8269',
         'total=20646298',
         'max=9514 at=622',
         'venue 0 ops=615 sum=1513054',
         'venue 1 ops=585 sum=1489504',
         'venue 2 ops=601 sum=1511050',
         'venue 3 ops=583 sum=1465628',
         'venue 4 ops=589 sum=1481762',
         'venue 5 ops=581 sum=1391201',
         'venue 6 ops=620 sum=1589369',
         'venue 7 ops=600 sum=1528407',
         'venue 8 ops=586 sum=1464051',
         'venue 9 ops=597 sum=1456285',
         'venue 10 ops=590 sum=1445584',
         'venue 11 ops=588 sum=1459413',
         'venue 12 ops=572 sum=1437551',
         'venue 13 ops=562 sum=1413439'],
 'small': ['records=331',
           'total=835627',
           'max=9229 at=49',
           'venue 0 ops=14 sum=36579',
           'venue 1 ops=22 sum=53799',
           'venue 2 ops=25 sum=62702',
           'venue 3 ops=29 sum=63155',
           'venue 4 ops=26 sum=59911',
           'venue 5 ops=21 sum=57207',
           'venue 6 ops=22 sum=54075',
           'venue 7 ops=25 sum=61120',
           'venue 8 ops=27 sum=82079',
           'venue 9 ops=27 sum=64580',
           'venue 10 ops=16 sum=35438',
           'venue 11 ops=32 sum=93590',
           'venue 12 ops=25 sum=56427',
           'venue 13 ops=20 sum=54965']}
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
