import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=7369',
         'total=18427443',
         'campaign 0 ops=518 sum=1313497',
         'campaign 1 ops=498 sum=1218931',
         'campaign 2 ops=527 sum=1334440',
         'campaign 3 ops=549 sum=1346633',
         'campaign 4 ops=539 sum=1297684',
         'campaign 5 ops=536 sum=1332350',
         'campaign 6 ops=577 sum=1469249',
         'campaign 7 ops=503 sum=1251923',
         'campaign 8 ops=526 sum=1339936',
         'campaign 9 ops=489 sum=1229583',
         'campaign 10 ops=519 sum=1302170',
         'campaign 11 ops=515 sum=1307855',
         'campaign 12 ops=538 sum=1379591',
         'campaign 13 ops=535 sum=1303601'],
 'small': ['records=365',
           'total=982046',
           'campaign 0 ops=19 sum=51915',
           'campaign 1 ops=32 sum=86405',
           'campaign 2 ops=28 sum=77076',
           'campaign 3 ops=20 sum=50305',
           'campaign 4 ops=21 sum=53740',
           'campaign 5 ops=26 sum=87287',
           'campaign 6 ops=28 sum=73282',
           'campaign 7 ops=38 sum=99304',
           'campaign 8 ops=24 sum=68858',
           'campaign 9 ops=24 sum=63743',
           'campaign 10 ops=27 sum=74683',
           'campaign 11 ops=26 sum=70430',
           'campaign 12 ops=22 sum=52982',
           'campaign 13 ops=30 sum=72036']}
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
