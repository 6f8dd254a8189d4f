import os
import subprocess

import pytest

import tg_guard

TOOL = '/app/bin/pagestats'
RUN_SEC = 90
RUNS = ['h1/j1', 'h1/j6', 'h2/j2']
RERUN = ['h2', 4]
STALE = {'.part-r-00001.tsv.tmp': 'half-written\n',
 '_SUCCESS': '',
 'part-r-00000.tsv': 'old\t9\t9\t9\t-\t-\n',
 'part-r-00006.tsv': 'stale\t1\t1\t1\t-\t-\n'}
EXPECTED = {'h1': {'_SUCCESS': '',
        'part-r-00000.tsv': '',
        'part-r-00001.tsv': 'about\t12\t8\t1531\tbravo:5,golf:3\tteam-data\n',
        'part-r-00002.tsv': 'careers\t9\t6\t1101\tbravo:3,juliet:3\tteam-edge\n'
                            'checkout\t6\t6\t2225\tindia:2,alpha:1\tteam-ml\n'
                            'docs\t7\t5\t1935\tindia:3,alpha:1\tteam-edge\n'
                            'faq\t9\t4\t1397\tgolf:3,alpha:1\tteam-ml\n'
                            'home\t12\t8\t1864\tindia:3,juliet:3\t-\n',
        'part-r-00003.tsv': 'pricing\t11\t8\t1725\tbravo:4,hotel:3\tteam-data\n',
        'part-r-00004.tsv': 'signup\t28\t4\t1398\tbravo:6,hotel:5\tteam-edge\n'},
 'h2': {'_SUCCESS': '',
        'part-r-00000.tsv': '',
        'part-r-00001.tsv': '',
        'part-r-00002.tsv': 'checkout\t8\t5\t1642\tindia:2,juliet:2\tteam-data\n'
                            'faq\t12\t10\t1605\tindia:3,alpha:2\tteam-ml\n',
        'part-r-00003.tsv': '',
        'part-r-00004.tsv': ''}}

import shutil
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="module")
def job():
    assert os.path.isfile(TOOL), f"{TOOL} is missing"
    d = tg_guard.give(os.path.dirname(TOOL))
    exe = os.path.join(d, os.path.basename(TOOL))
    assert os.access(exe, os.X_OK), f"{TOOL} is not executable"
    return exe


def _listing(out):
    got = {}
    for name in sorted(os.listdir(out)):
        p = os.path.join(out, name)
        assert os.path.isfile(p) and not os.path.islink(p), f"OUT_DIR holds {name!r}, which is not a regular file"
        with open(p, encoding="utf-8", errors="replace") as f:
            got[name] = f.read()
    return got


def _check(label, got, want):
    assert sorted(got) == sorted(want), f"{label}: OUT_DIR holds {sorted(got)}, expected {sorted(want)}"
    for name in sorted(want):
        g, w = got[name].splitlines(), want[name].splitlines()
        if g != w:
            bad = [(a, b) for a, b in zip(g + [None] * len(w), w + [None] * len(g)) if a != b][:3]
            raise AssertionError(f"{label}: {name}: {len(g)} lines, expected {len(w)}; first differences "
                                 f"(got, expected): {bad}")


def _run(job, case, workers, out):
    src = tg_guard.give(os.path.join(HERE, "cases", case))
    p = tg_guard.run([job, "-j", str(workers), src, out], timeout=RUN_SEC)
    assert p.returncode == 0, f"{case} at -j {workers}: exit {p.returncode}: {(p.stdout + p.stderr)[-1500:]}"


@pytest.mark.parametrize("run", RUNS)
def test_hidden_delivery(job, run):
    case, workers = run.split("/j")
    out = os.path.join(tg_guard.scratch("out"), "out")
    _run(job, case, int(workers), out)
    _check(run, _listing(out), EXPECTED[case])


def test_rerun_over_an_earlier_run(job):
    stage = tempfile.mkdtemp(prefix="tg-stage-")
    old = os.path.join(stage, "out")
    os.makedirs(old)
    for name, text in STALE.items():
        with open(os.path.join(old, name), "w") as f:
            f.write(text)
    out = tg_guard.give(old)
    shutil.rmtree(stage, ignore_errors=True)
    for _ in range(2):
        _run(job, RERUN[0], RERUN[1], out)
    _check(f"{RERUN[0]} twice over an earlier run's output", _listing(out), EXPECTED[RERUN[0]])
