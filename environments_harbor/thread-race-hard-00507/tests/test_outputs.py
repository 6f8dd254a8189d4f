import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=7858',
         'total=12271019',
         'max=9779 at=1111',
         'venue 0 ops=854 balance=812973',
         'venue 1 ops=877 balance=821093',
         'venue 2 ops=927 balance=829206',
         'venue 3 ops=849 balance=766771',
         'venue 4 ops=893 balance=831017',
         'venue 5 ops=937 balance=845522',
         'venue 6 ops=864 balance=832283',
         'venue 7 ops=896 balance=782635',
         'venue 8 ops=875 balance=802705',
         'venue 9 ops=890 balance=847587',
         'venue 10 ops=867 balance=833840',
         'venue 11 ops=850 balance=859231',
         'venue 12 ops=853 balance=807722'],
 'small': ['records=407',
           'total=634290',
           'max=9987 at=116',
           'venue 0 ops=48 balance=53380',
           'venue 1 ops=40 balance=41547',
           'venue 2 ops=51 balance=34850',
           'venue 3 ops=35 balance=31469',
           'venue 4 ops=42 balance=33914',
           'venue 5 ops=50 balance=35797',
           'venue 6 ops=44 balance=44243',
           'venue 7 ops=51 balance=54492',
           'venue 8 ops=43 balance=56493',
           'venue 9 ops=41 balance=32722',
           'venue 10 ops=57 balance=45791',
           'venue 11 ops=42 balance=53477',
           'venue 12 ops=42 balance=37651']}
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
