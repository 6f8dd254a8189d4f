import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=7111',
         'total=17709629',
         'account 0 ops=599 sum=1481666',
         'account 1 ops=667 sum=1709446',
         'account 2 ops=576 sum=1452418',
         'account 3 ops=598 sum=1482975',
         'account 4 ops=599 sum=1507220',
         'account 5 ops=593 sum=1464951',
         'account 6 ops=584 sum=1437394',
         'account 7 ops=552 sum=1335736',
         'account 8 ops=597 sum=1462987',
         'account 9 ops=577 sum=1396698',
         'account 10 ops=575 sum=1466691',
         'account 11 ops=594 sum=1511447'],
 'small': ['records=401',
           'total=1007191',
           'account 0 ops=37 sum=82869',
           'account 1 ops=31 sum=66564',
           'account 2 ops=31 sum=84365',
           'account 3 ops=28 sum=64421',
           'account 4 ops=31 sum=73026',
           'account 5 ops=33 sum=79164',
           'account 6 ops=33 sum=88620',
           'account 7 ops=33 sum=91643',
           'account 8 ops=33 sum=84273',
           'account 9 ops=38 sum=91394',
           'account 10 ops=44 sum=117880',
           'account 11 ops=29 sum=82972']}
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
