import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8026',
         'total=20147777',
         'max=9236 at=651',
         'venue 0 ops=486 sum=1212743',
         'venue 1 ops=514 sum=1289348',
         'venue 2 ops=500 sum=1259214',
         'venue 3 ops=515 sum=1352560',
         'venue 4 ops=507 sum=1312155',
         'venue 5 ops=520 sum=1280271',
         'venue 6 ops=474 sum=1207162',
         'venue 7 ops=528 sum=1346321',
         'venue 8 ops=497 sum=1199204',
         'venue 9 ops=475 sum=1207333',
         'venue 10 ops=517 sum=1282144',
         'venue 11 ops=481 sum=1149314',
         'venue 12 ops=488 sum=1198237',
         'venue 13 ops=515 sum=1310555',
         'venue 14 ops=512 sum=1320387',
         'venue 15 ops=497 sum=1220829'],
 'small': ['records=391',
           'total=1054247',
           'max=9417 at=16',
           'venue 0 ops=25 sum=66329',
           'venue 1 ops=19 sum=51953',
           'venue 2 ops=33 sum=89796',
           'venue 3 ops=24 sum=79964',
           'venue 4 ops=31 sum=87011',
           'venue 5 ops=23 sum=47624',
           'venue 6 ops=23 sum=68565',
           'venue 7 ops=33 sum=85601',
           'venue 8 ops=23 sum=74570',
           'venue 9 ops=23 sum=73429',
           'venue 10 ops=18 sum=50530',
           'venue 11 ops=27 sum=59474',
           'venue 12 ops=11 sum=20877',
           'venue 13 ops=27 sum=69255',
           'venue 14 ops=23 sum=61025',
           'venue 15 ops=28 sum=68244']}
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
