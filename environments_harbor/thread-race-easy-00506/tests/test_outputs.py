import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=6490',
         'total=16396630',
         'zone 0 ops=483 sum=1167904',
         'zone 1 ops=511 sum=1359584',
         'zone 2 ops=503 sum=1281750',
         'zone 3 ops=504 sum=1308399',
         'zone 4 ops=518 sum=1332446',
         'zone 5 ops=444 sum=1142728',
         'zone 6 ops=513 sum=1308259',
         'zone 7 ops=502 sum=1256010',
         'zone 8 ops=479 sum=1176280',
         'zone 9 ops=515 sum=1322714',
         'zone 10 ops=529 sum=1320547',
         'zone 11 ops=480 sum=1165123',
         'zone 12 ops=509 sum=1254886'],
 'small': ['records=397',
           'total=1018664',
           'zone 0 ops=40 sum=108446',
           'zone 1 ops=25 sum=78727',
           'zone 2 ops=32 sum=66327',
           'zone 3 ops=33 sum=82328',
           'zone 4 ops=24 sum=58383',
           'zone 5 ops=31 sum=73469',
           'zone 6 ops=33 sum=82524',
           'zone 7 ops=30 sum=87757',
           'zone 8 ops=30 sum=67064',
           'zone 9 ops=24 sum=53600',
           'zone 10 ops=25 sum=66848',
           'zone 11 ops=39 sum=103665',
           'zone 12 ops=31 sum=89526']}
ROOT = '/app/parkpay'
NAME = 'parkpay'

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
