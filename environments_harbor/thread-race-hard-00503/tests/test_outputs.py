import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=8863',
         'total=14025208',
         'max=9932 at=2853',
         'bench 0 ops=806 balance=696685',
         'bench 1 ops=794 balance=677212',
         'bench 2 ops=777 balance=773987',
         'bench 3 ops=828 balance=743615',
         'bench 4 ops=775 balance=744899',
         'bench 5 ops=816 balance=726246',
         'bench 6 ops=819 balance=832252',
         'bench 7 ops=812 balance=847815',
         'bench 8 ops=808 balance=765972',
         'bench 9 ops=810 balance=770022',
         'bench 10 ops=782 balance=775750',
         'bench 11 ops=765 balance=719602',
         'bench 12 ops=781 balance=786769',
         'bench 13 ops=844 balance=782470',
         'bench 14 ops=818 balance=740241',
         'bench 15 ops=835 balance=799589'],
 'small': ['records=302',
           'total=471070',
           'max=9847 at=87',
           'bench 0 ops=25 balance=19792',
           'bench 1 ops=20 balance=22384',
           'bench 2 ops=29 balance=37422',
           'bench 3 ops=21 balance=9446',
           'bench 4 ops=32 balance=28287',
           'bench 5 ops=25 balance=24826',
           'bench 6 ops=19 balance=7409',
           'bench 7 ops=23 balance=12629',
           'bench 8 ops=37 balance=40345',
           'bench 9 ops=32 balance=46438',
           'bench 10 ops=28 balance=21132',
           'bench 11 ops=27 balance=18047',
           'bench 12 ops=26 balance=27667',
           'bench 13 ops=22 balance=14662',
           'bench 14 ops=34 balance=36064',
           'bench 15 ops=32 balance=49097']}
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
