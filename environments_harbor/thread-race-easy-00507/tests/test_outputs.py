import os, subprocess, tempfile

import pytest

EXPECTED = {'big': ['records=6670',
         'total=16696425',
         'campaign 0 ops=461 sum=1144926',
         'campaign 1 ops=406 sum=1005062',
         'campaign 2 ops=476 sum=1161820',
         'campaign 3 ops=463 sum=1121106',
         'campaign 4 ops=437 sum=1108405',
         'campaign 5 ops=430 sum=1107845',
         'campaign 6 ops=438 sum=1062352',
         'campaign 7 ops=464 sum=1160727',
         'campaign 8 ops=423 sum=1070364',
         'campaign 9 ops=460 sum=1167487',
         'campaign 10 ops=428 sum=1082276',
         'campaign 11 ops=446 sum=1132574',
         'campaign 12 ops=458 sum=1173013',
         'campaign 13 ops=470 sum=1216509',
         'campaign 14 ops=410 sum=981959'],
 'small': ['records=317',
           'total=809445',
           'campaign 0 ops=19 sum=51903',
           'campaign 1 ops=19 sum=54372',
           'campaign 2 ops=17 sum=44428',
           'campaign 3 ops=33 sum=82726',
           'campaign 4 ops=19 sum=49397',
           'campaign 5 ops=34 sum=89274',
           'campaign 6 ops=19 sum=46792',
           'campaign 7 ops=25 sum=65260',
           'campaign 8 ops=17 sum=31611',
           'campaign 9 ops=18 sum=46464',
           'campaign 10 ops=23 sum=48343',
           'campaign 11 ops=27 sum=80948',
           'campaign 12 ops=11 sum=32818',
           'campaign 13 ops=20 sum=54669',
           'campaign 14 ops=16 sum=30440']}
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
