import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=7625',
         'total=12192868',
         'max=9864 at=1445',
         'venue 0 ops=986 balance=890835',
         'venue 1 ops=889 balance=916422',
         'venue 2 ops=963 balance=969873',
         'venue 3 ops=896 balance=857581',
         'venue 4 ops=902 balance=920356',
         'venue 5 ops=887 balance=919914',
         'venue 6 ops=919 balance=831788',
         'venue 7 ops=941 balance=899539',
         'venue 8 ops=912 balance=860568',
         'venue 9 ops=955 balance=958780',
         'venue 10 ops=895 balance=802490',
         'venue 11 ops=915 balance=832213'],
 'small': ['records=307',
           'total=470558',
           'max=9978 at=75',
           'venue 0 ops=39 balance=25398',
           'venue 1 ops=33 balance=39740',
           'venue 2 ops=32 balance=35312',
           'venue 3 ops=33 balance=31898',
           'venue 4 ops=34 balance=40620',
           'venue 5 ops=38 balance=41324',
           'venue 6 ops=33 balance=26160',
           'venue 7 ops=34 balance=27736',
           'venue 8 ops=49 balance=36663',
           'venue 9 ops=38 balance=21246',
           'venue 10 ops=47 balance=46594',
           'venue 11 ops=40 balance=32540']}
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
