"""obfuscated_payload without containers: the oracle's peeling program, run on the shipped sample, reports
exactly the embedded indicators (which the generator knows from building the payload), and each decoy does not."""

import json
import os
import re
import subprocess

import pytest

from termigen.families import get_family


def _expected(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns["EXPECTED"]


def _run(task, tmp_path, bug=""):
    (path, sample), = task.environment.files.items()
    (tmp_path / "sample").write_text(sample.content)
    prog = re.search(r"<<'PY'\n(.*?)\nPY\n", task.solution, re.S).group(1)
    params = {"sample": str(tmp_path / "sample"), "report": str(tmp_path / "r.json"),
              "final_copy": str(tmp_path / "final.sh"), "level": task.difficulty.value}
    if (tmp_path / "r.json").exists():
        os.remove(tmp_path / "r.json")
    subprocess.run(["python3", "-c", prog, bug], env={**os.environ, "TG_PARAMS": json.dumps(params)}, capture_output=True)
    return json.load(open(tmp_path / "r.json")) if (tmp_path / "r.json").exists() else None


def _matches(r, E):
    return r is not None and r["layers"] == E["layers"] and r["final_sha256"] == E["final_sha256"] and r["cron"] == E["cron"] \
        and all(sorted(set(r[k])) == E[k] for k in ("urls", "endpoints", "files"))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_oracle_peels_to_the_truth_and_decoys_do_not(tmp_path, level):
    for seed in range(4):
        task = get_family("obfuscated_payload").generate(seed, level)
        E = _expected(task)
        assert _matches(_run(task, tmp_path), E), f"seed {seed}: oracle report differs from the truth"
        for d in task.decoys:
            assert not _matches(_run(task, tmp_path, d.name), E), f"seed {seed}: decoy {d.name} matches the truth"
        assert E["layers"] == {"easy": 2, "medium": 4, "hard": 6}[level]
