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
        'part-r-00000.tsv': '',
        'part-r-00001.tsv': 't-1002\t12\t10\t994\tmike:5,hotel:3\tteam-id\n'
                            't-1013\t9\t7\t909\tkilo:2,mike:2\tteam-edge\n'
                            't-1021\t10\t8\t1695\tindia:3,foxtrot:2\tteam-edge\n'
                            't-1034\t28\t3\t2018\tindia:5,kilo:5\tteam-id\n'
                            't-1055\t7\t7\t1303\tlima:3,foxtrot:2\tteam-web\n'
                            't-1089\t5\t4\t1142\tindia:3,echo:1\tteam-web\n'
                            't-1144\t13\t9\t1482\tbravo:4,kilo:3\tteam-ml\n',
        'part-r-00002.tsv': 't-1233\t39\t4\t1215\tfoxtrot:9,mike:6\tteam-ops\n'},
 'h2': {'_SUCCESS': '',
        'part-r-00000.tsv': '',
        'part-r-00001.tsv': 't-1013\t10\t8\t1687\tbravo:2,hotel:2\t-\nt-1055\t8\t7\t1207\tkilo:3,bravo:2\tteam-pay\n',
        'part-r-00002.tsv': ''}}

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
