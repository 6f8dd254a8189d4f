"""git_secret_leak without containers: the commit hashes the generator computes are the ones git computes
from the fast-import stream, and the oracle's audit program, run against that real repository, finds exactly
the embedded ground truth (and its decoys do not)."""

import json
import os
import re
import shutil
import subprocess

import pytest

from termigen.families import get_family

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git on the host")


def _expected(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns["EXPECTED"]


def _repo(task, tmp_path):
    stream = task.environment.files["/tmp/termigen-repo.fi"].content
    repo = tmp_path / "repo"
    subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True)
    subprocess.run(["git", "-C", str(repo), "fast-import", "--quiet"], input=stream.encode(), check=True)
    subprocess.run(["git", "-C", str(repo), "reset", "-q", "--hard", "main"], check=True)
    for line in task.environment.setup.splitlines():  # the setup's branch deletions
        m = re.match(r"git -C \S+ branch -q -D (\S+)", line)
        if m:
            subprocess.run(["git", "-C", str(repo), "branch", "-q", "-D", m.group(1)], check=True)
    return repo


def _audit(task, repo, out, bug=""):
    prog = re.search(r"<<'PY'\n(.*?)\nPY\n", task.solution, re.S).group(1)
    params = json.loads(re.search(r"TG_PARAMS='(.*?)' python3", task.solution).group(1))
    params.update(repo=str(repo), out=str(out))
    r = subprocess.run(["python3", "-c", prog, bug], env={**os.environ, "TG_PARAMS": json.dumps(params)},
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return json.load(open(out))["leaks"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("seed", [0, 1])
def test_hashes_and_truth_match_real_git(tmp_path, level, seed):
    task = get_family("git_secret_leak").generate(seed, level)
    truth = _expected(task)["leaks"]
    repo = _repo(task, tmp_path)
    for leak in truth:
        kind = subprocess.run(["git", "-C", str(repo), "cat-file", "-t", leak["commit"]], capture_output=True, text=True)
        assert kind.stdout.strip() == "commit", f"{leak['commit']} is not a commit of the built repository"
    assert _audit(task, repo, tmp_path / "leaks.json") == truth
    for d in task.decoys:
        if d.name in ("no_gc", "tags_not_rewritten", "redacts_allowlisted"):
            continue  # these differ in the purge, checked in containers
        assert _audit(task, repo, tmp_path / f"{d.name}.json", d.name) != truth, f"decoy {d.name} finds the truth"
