"""repro_training without containers: the buggy script really contains each planted source of
nondeterminism, the oracle's diff applies with the host's `patch` and removes them, and every script variant
(oracle, decoys) compiles."""

import py_compile
import re
import shutil
import subprocess

import pytest

from termigen.families import LEVELS, get_family

MARKERS = {"np_global": "np.random.permutation(", "model_state": 'max_features="sqrt")',
           "set_order": "list(set(df.columns)", "py_random": "jitter = random\n", "wall_clock": "datetime.datetime.now()"}


@pytest.mark.skipif(shutil.which("patch") is None, reason="needs patch")
@pytest.mark.parametrize("level", LEVELS)
def test_bugs_present_and_fixed(tmp_path, level):
    task = get_family("repro_training").generate(2, level)
    buggy = next(f.content for p, f in task.environment.files.items() if p.endswith("train.py"))
    bugs = [d.name[len("keeps_"):] for d in task.decoys if d.name.startswith("keeps_")]
    assert len(bugs) == {"easy": 2, "medium": 3, "hard": 5}[level]
    for name, script in [("oracle", task.solution)] + [(d.name, d.script) for d in task.decoys]:
        work = tmp_path / name
        work.mkdir()
        (work / "train.py").write_text(buggy)
        diff = re.search(r"<<'DIFF'\n(.*?\n)DIFF\n", script, re.S).group(1)
        subprocess.run(["patch", "-p0", "-s"], input=diff, text=True, cwd=work, check=True)
        py_compile.compile(str(work / "train.py"), doraise=True)
        text = (work / "train.py").read_text()
        for b in bugs:
            assert (MARKERS[b] in buggy) and ((MARKERS[b] in text) == (name == f"keeps_{b}")), (name, b)
        if name == "ignores_seed":
            assert "default_rng(0)" in text
