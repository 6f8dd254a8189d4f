import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8851',
         'total=13879265',
         'max=9695 at=344',
         'account 0 ops=1181 balance=1220166',
         'account 1 ops=1177 balance=1071717',
         'account 2 ops=1169 balance=1063066',
         'account 3 ops=1145 balance=1035897',
         'account 4 ops=1171 balance=1088156',
         'account 5 ops=1168 balance=1016996',
         'account 6 ops=1185 balance=1135800',
         'account 7 ops=1183 balance=1146343',
         'account 8 ops=1176 balance=1157560',
         'account 9 ops=1165 balance=1107646',
         'account 10 ops=1136 balance=1048400'],
 'small': ['records=323',
           'total=529576',
           'max=9370 at=53',
           'account 0 ops=36 balance=62127',
           'account 1 ops=32 balance=36797',
           'account 2 ops=40 balance=33126',
           'account 3 ops=40 balance=16894',
           'account 4 ops=29 balance=24400',
           'account 5 ops=44 balance=50911',
           'account 6 ops=42 balance=47283',
           'account 7 ops=58 balance=58862',
           'account 8 ops=42 balance=50728',
           'account 9 ops=51 balance=38425',
           'account 10 ops=48 balance=50427']}
ROOT = '/app/ledgerd'
NAME = 'ledgerd'

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
