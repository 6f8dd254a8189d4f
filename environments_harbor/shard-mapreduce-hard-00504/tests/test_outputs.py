import os
import subprocess

import pytest

import tg_guard

TOOL = '/app/bin/playstats'
RUN_SEC = 90
RUNS = ['h1/j1', 'h1/j4', 'h2/j2']
RERUN = ['h2', 2]
STALE = {'.part-r-00001.tsv.tmp': 'half-written\n',
 '_SUCCESS': '',
 'part-r-00000.tsv': 'old\t9\t9\t9\t-\t-\n',
 'part-r-00004.tsv': 'stale\t1\t1\t1\t-\t-\n'}
EXPECTED = {'h1': {'_SUCCESS': '',
        'part-r-00000.tsv': 'initech:t-1021\t30\t4\t1440\tlima:6,alpha:5\tteam-data\n'
                            'initech:t-1144\t11\t7\t1634\talpha:3,india:2\tteam-ops\n',
        'part-r-00001.tsv': '',
        'part-r-00002.tsv': 'acme:t-1001\t12\t8\t1847\techo:4,alpha:2\tteam-ml\n'
                            'acme:t-1002:us\t6\t3\t1566\tgolf:3,alpha:1\tteam-core\n'
                            'stark:t-1001\t12\t7\t678\tlima:5,india:3\tteam-web\n'
                            'stark:t-1013\t10\t8\t1194\tlima:3,bravo:2\tteam-core\n'
                            'tyrell:t-1001:us\t10\t6\t728\techo:3,bravo:2\tteam-ml\n'
                            'tyrell:t-1007\t10\t8\t952\tbravo:2,echo:2\t-\n'},
 'h2': {'_SUCCESS': '',
        'part-r-00000.tsv': '',
        'part-r-00001.tsv': '',
        'part-r-00002.tsv': 'acme:t-1002:us\t10\t9\t1122\techo:2,india:2\tteam-data\n'
                            'tyrell:t-1007\t5\t5\t2054\tgolf:2,mike:2\tteam-pay\n'}}

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
