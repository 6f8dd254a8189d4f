import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8165',
         'total=12941851',
         'max=9191 at=907',
         'depot 0 ops=874 balance=838011',
         'depot 1 ops=960 balance=959158',
         'depot 2 ops=858 balance=805004',
         'depot 3 ops=904 balance=859487',
         'depot 4 ops=915 balance=846586',
         'depot 5 ops=906 balance=893766',
         'depot 6 ops=917 balance=940848',
         'depot 7 ops=897 balance=871607',
         'depot 8 ops=922 balance=873600',
         'depot 9 ops=910 balance=837177',
         'depot 10 ops=940 balance=887918',
         'depot 11 ops=893 balance=887931',
         'depot 12 ops=854 balance=849032'],
 'small': ['records=349',
           'total=558392',
           'max=9041 at=8',
           'depot 0 ops=39 balance=12748',
           'depot 1 ops=46 balance=50778',
           'depot 2 ops=36 balance=47865',
           'depot 3 ops=37 balance=40449',
           'depot 4 ops=43 balance=31344',
           'depot 5 ops=43 balance=37994',
           'depot 6 ops=46 balance=44262',
           'depot 7 ops=32 balance=33491',
           'depot 8 ops=40 balance=40358',
           'depot 9 ops=32 balance=38542',
           'depot 10 ops=30 balance=20165',
           'depot 11 ops=39 balance=30729',
           'depot 12 ops=42 balance=61196']}
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
