"""eval_pipeline_fix without containers: the oracle's diff applies with the host's `patch` and gives a script
that compiles; the embedded truth is the protocol's result recomputed from the hidden export; every planted bug
changes that result (so each keeps_* decoy fails the tests in the gate)."""

import csv
import io
import py_compile
import re
import shutil
import subprocess

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.ml import eval_pipeline_fix as epf


def _consts(task):
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content.split("\nHERE =")[0], ns)
    return ns


def _apply(tmp_path, buggy: str, script: str) -> str:
    diff = re.search(r"<<'DIFF'\n(.*?\n)DIFF\n", script, re.S).group(1)
    (tmp_path / "train_eval.py").write_text(buggy)
    subprocess.run(["patch", "-p0", "-s"], input=diff, text=True, cwd=tmp_path, check=True)
    return (tmp_path / "train_eval.py").read_text()


@pytest.mark.parametrize("level", LEVELS)
def test_truth_and_bugs(tmp_path, level):
    task = get_family("eval_pipeline_fix").generate(3, level)
    c = _consts(task)
    buggy = next(f.content for p, f in task.environment.files.items() if p.endswith("train_eval.py"))
    if shutil.which("patch"):
        fixed = _apply(tmp_path, buggy, task.solution)
        assert fixed != buggy
        py_compile.compile(str(tmp_path / "train_eval.py"), doraise=True)
    S = next(s for s in epf.SCENARIOS if s["id"] == c["ID"])
    k = int(re.search(r'"n_neighbors": (\d+)', next(f.content for p, f in task.environment.files.items() if p.endswith("config.json"))).group(1))
    pct = int(re.search(r"n \* (\d+) // 100", task.instruction).group(1))
    cfg = {"n_neighbors": k, "test_pct": pct, "metric": c["METRIC"]}

    def load(text):
        rows = []
        for r in csv.DictReader(io.StringIO(text)):
            d = {key: (v if key == S["date"] else float(v)) for key, v in r.items()}
            d[S["id"]], d[S["label"]] = int(d[S["id"]]), int(d[S["label"]])
            rows.append(d)
        return rows

    data = {"HIDDEN": load(task.tests["cases/holdout.csv"].content),
            "VISIBLE": load(next(f.content for p, f in task.environment.files.items() if p.endswith(".csv")))}
    truth = {}
    for name, rows in data.items():
        ids, preds, value, ntr, nte, gap = truth[name] = epf._pipeline(S, cfg, rows, set())
        assert (ids, preds, value, ntr, nte) == tuple(c[name][x] for x in ("ids", "preds", "value", "n_train", "n_test"))
        assert gap >= 1e-6, "a test row's k-th and (k+1)-th neighbours are nearly tied"
    bugs = [d.name[len("keeps_"):] for d in task.decoys if d.name.startswith("keeps_")]
    assert len(bugs) == {"easy": 2, "medium": 3, "hard": 5}[level]
    for b in bugs:
        assert any(epf.EvalPipelineFix._bug_shows(S, cfg, data[n], truth[n], b) for n in data), f"bug {b} changes nothing"
