import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8557',
         'total=13634450',
         'max=9512 at=689',
         'bench 0 ops=846 balance=801912',
         'bench 1 ops=836 balance=772059',
         'bench 2 ops=842 balance=801105',
         'bench 3 ops=814 balance=778273',
         'bench 4 ops=806 balance=761740',
         'bench 5 ops=830 balance=735908',
         'bench 6 ops=836 balance=853473',
         'bench 7 ops=889 balance=900479',
         'bench 8 ops=785 balance=795937',
         'bench 9 ops=767 balance=822075',
         'bench 10 ops=824 balance=813678',
         'bench 11 ops=823 balance=845747',
         'bench 12 ops=791 balance=737331',
         'bench 13 ops=827 balance=749581',
         'bench 14 ops=843 balance=752517'],
 'small': ['records=401',
           'total=678552',
           'max=9924 at=32',
           'bench 0 ops=45 balance=37221',
           'bench 1 ops=45 balance=32820',
           'bench 2 ops=35 balance=40120',
           'bench 3 ops=28 balance=28154',
           'bench 4 ops=37 balance=38580',
           'bench 5 ops=44 balance=55376',
           'bench 6 ops=46 balance=27494',
           'bench 7 ops=36 balance=38405',
           'bench 8 ops=38 balance=44115',
           'bench 9 ops=45 balance=48837',
           'bench 10 ops=33 balance=37798',
           'bench 11 ops=33 balance=38722',
           'bench 12 ops=45 balance=47593',
           'bench 13 ops=34 balance=51768',
           'bench 14 ops=33 balance=31256']}
ROOT = '/app/labq'
NAME = 'labq'

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
