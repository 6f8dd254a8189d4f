import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=6413',
         'total=15926016',
         'max=9549 at=1559',
         'depot 0 ops=637 sum=1562504',
         'depot 1 ops=594 sum=1472588',
         'depot 2 ops=620 sum=1562327',
         'depot 3 ops=627 sum=1497253',
         'depot 4 ops=619 sum=1517354',
         'depot 5 ops=613 sum=1460943',
         'depot 6 ops=690 sum=1743523',
         'depot 7 ops=661 sum=1726614',
         'depot 8 ops=689 sum=1745857',
         'depot 9 ops=663 sum=1637053'],
 'small': ['records=418',
           'total=1071508',
           'max=9896 at=23',
           'depot 0 ops=51 sum=124661',
           'depot 1 ops=37 sum=111050',
           'depot 2 ops=51 sum=126941',
           'depot 3 ops=33 sum=88294',
           'depot 4 ops=45 sum=103659',
           'depot 5 ops=39 sum=102000',
           'depot 6 ops=32 sum=87695',
           'depot 7 ops=40 sum=94075',
           'depot 8 ops=44 sum=114987',
           'depot 9 ops=46 sum=118146']}
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
