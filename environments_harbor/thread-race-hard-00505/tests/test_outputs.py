import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=6889',
         'total=10869199',
         'max=9690 at=2195',
         'feeder 0 ops=872 balance=763786',
         'feeder 1 ops=847 balance=837181',
         'feeder 2 ops=828 balance=768558',
         'feeder 3 ops=754 balance=722988',
         'feeder 4 ops=866 balance=802193',
         'feeder 5 ops=845 balance=801644',
         'feeder 6 ops=836 balance=808934',
         'feeder 7 ops=829 balance=714825',
         'feeder 8 ops=875 balance=786341',
         'feeder 9 ops=817 balance=791304',
         'feeder 10 ops=875 balance=824672',
         'feeder 11 ops=788 balance=811823'],
 'small': ['records=346',
           'total=570340',
           'max=9690 at=29',
           'feeder 0 ops=47 balance=49745',
           'feeder 1 ops=39 balance=49316',
           'feeder 2 ops=35 balance=39951',
           'feeder 3 ops=30 balance=24314',
           'feeder 4 ops=36 balance=41338',
           'feeder 5 ops=38 balance=27054',
           'feeder 6 ops=42 balance=32104',
           'feeder 7 ops=33 balance=38899',
           'feeder 8 ops=43 balance=68062',
           'feeder 9 ops=45 balance=59115',
           'feeder 10 ops=42 balance=40692',
           'feeder 11 ops=50 balance=40150']}
ROOT = '/app/meterd'
NAME = 'meterd'

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
