"""Third-party proof: the same tasks through Harbor's own trial machinery and terminal-bench's own harness.

Sample-sized (these harnesses take 15-40 s a trial); the full set is proven by `termigen verify`.
"""

import json
import os
import subprocess
import time
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO
from termigen.dataset import DatasetSpec

pytestmark = [pytest.mark.docker, pytest.mark.harness]
VENV_BIN = Path(os.sys.executable).parent
# One task with a RUN step in its image and one without, from different categories.
HARBOR_TASKS = ["log-retention-hard-00000", "order-revenue-medium-00000"]
TB_TASKS = ["route-planner-medium-00000", "log-retention-easy-00000"]
ENV = {**os.environ, "HARBOR_TELEMETRY": "0", "LITELLM_LOCAL_MODEL_COST_MAP": "True", "PYTHONPATH": str(REPO)}


def _harbor(tmp_path: Path, agent: str, env: str | None) -> dict[str, float | None]:
    """{task name: reward} from one `harbor run` job over HARBOR_TASKS."""
    jobs = tmp_path / f"jobs-{agent}"
    cmd = [str(VENV_BIN / "harbor"), "run", "-p", str(REPO / "environments_harbor"), "-a", agent, "-o", str(jobs),
           "-n", "2", "-q", "-y", *[a for t in HARBOR_TASKS for a in ("-i", t)]]
    if env:
        cmd += ["-e", env]
    r = subprocess.run(cmd, capture_output=True, text=True, env=ENV, cwd=REPO, timeout=900)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    rewards = {}
    for result in jobs.glob("*/*/result.json"):
        data = json.loads(result.read_text())
        vr = data.get("verifier_result") or {}
        rewards[data["task_name"].split("/")[-1]] = (vr.get("rewards") or {}).get("reward")
    return rewards


@pytest.mark.parametrize("env", [None, "termigen.sandbox.harbor_env:TermigenEnvironment"], ids=["harbor-docker", "termigen-sandbox"])
def test_harbor_oracle_and_nop(tmp_path, core_image, env):
    assert _harbor(tmp_path, "oracle", env) == {t: 1.0 for t in HARBOR_TASKS}
    assert _harbor(tmp_path, "nop", env) == {t: 0.0 for t in HARBOR_TASKS}


@pytest.fixture(scope="module")
def tb_dataset(tmp_path_factory):
    root = tmp_path_factory.mktemp("tb")
    with zipfile.ZipFile(REPO / "termigen_env.zip") as z:
        z.extractall(root)
    for info in zipfile.ZipFile(REPO / "termigen_env.zip").infolist():  # extractall drops modes
        (root / info.filename).chmod((info.external_attr >> 16) & 0o777 or 0o644)
    return root / "termigen_env"


def _tb(tmp_path: Path, dataset: Path, agent: str) -> dict[str, bool]:
    out = tmp_path / f"runs-{agent}"
    cmd = [str(VENV_BIN / "tb"), "run", "--dataset-path", str(dataset), "--agent", agent, "--output-path", str(out),
           "--run-id", agent, "--n-concurrent", "2", *[a for t in TB_TASKS for a in ("--task-id", t)]]
    r = subprocess.run(cmd, capture_output=True, text=True, env=ENV, cwd=REPO, timeout=900)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    results = json.loads((out / agent / "results.json").read_text())
    return {t["task_id"]: t["is_resolved"] for t in results["results"]}


def test_tb_oracle_resolves_and_nop_does_not(tmp_path, core_image, tb_dataset):
    assert _tb(tmp_path, tb_dataset, "oracle") == {t: True for t in TB_TASKS}
    assert _tb(tmp_path, tb_dataset, "nop") == {t: False for t in TB_TASKS}


def _job_rewards(jobs: Path) -> dict[str, float | None]:
    rewards = {}
    for result in jobs.glob("*/*/result.json"):
        data = json.loads(result.read_text())
        rewards[data["task_name"].split("/")[-1]] = ((data.get("verifier_result") or {}).get("rewards") or {}).get("reward")
    return rewards


def _harbor_dataset(tmp_path: Path, source: list[str], task: str, cwd: Path) -> dict[str, float | None]:
    jobs = tmp_path / "jobs-dataset"
    spec = DatasetSpec.load(REPO / "dataset.yaml")
    cmd = [str(VENV_BIN / "harbor"), "run", "-d", f"{spec.name}@{spec.version}", *source, "-i", task, "-a", "oracle",
           "-o", str(jobs), "-q", "-y", "-e", "termigen.sandbox.harbor_env:TermigenEnvironment"]
    r = subprocess.run(cmd, capture_output=True, text=True, env=ENV, cwd=cwd, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return _job_rewards(jobs)


def test_harbor_runs_the_dataset_by_name_from_the_registry_file(tmp_path, core_image):
    """Harbor resolves a local registry's task paths from the working directory: run it from the repo root."""
    task = HARBOR_TASKS[1]
    assert _harbor_dataset(tmp_path, ["--registry-path", "registry.json"], task, cwd=REPO) == {task: 1.0}


def test_harbor_runs_the_dataset_by_name_from_a_git_repo(tmp_path, core_image):
    """`harbor run -d termigen-environments@<version> --repo <git URL>`: Harbor clones the repository, reads its
    registry.json and fetches the task at the registry's repo-relative path. No internet here, so the repository
    is served by a local `git daemon` (git://), holding the committed registry entry and task folder."""
    import shutil
    import socket

    task = HARBOR_TASKS[1]
    work, srv = tmp_path / "work", tmp_path / "srv" / "termigen"
    (work / "environments_harbor").mkdir(parents=True)
    shutil.copytree(REPO / "environments_harbor" / task, work / "environments_harbor" / task)
    reg = json.loads((REPO / "registry.json").read_text())
    reg[0]["tasks"] = [t for t in reg[0]["tasks"] if t["name"] == task]
    assert reg[0]["tasks"], f"{task} is not in registry.json"
    (work / "registry.json").write_text(json.dumps(reg, indent=2))
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", "-c", "init.defaultBranch=main"]
    for args in (["init", "-q"], ["add", "-A"], ["commit", "-qm", "dataset"]):
        subprocess.run([*git, *args], cwd=work, check=True)
    srv.mkdir(parents=True)
    subprocess.run([*git, "clone", "-q", "--bare", str(work), str(srv / "environments.git")], check=True)
    for key in ("uploadpack.allowFilter", "uploadpack.allowAnySHA1InWant"):  # Harbor clones blob-less by sha
        subprocess.run(["git", "-C", str(srv / "environments.git"), "config", key, "true"], check=True)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    daemon = subprocess.Popen(["git", "daemon", f"--base-path={srv.parent}", "--export-all", "--reuseaddr",
                               "--listen=127.0.0.1", f"--port={port}"])
    try:
        url = f"git://127.0.0.1:{port}/termigen/environments.git"
        for _ in range(50):  # until the daemon answers
            if subprocess.run(["git", "ls-remote", url], capture_output=True).returncode == 0:
                break
            time.sleep(0.1)
        assert _harbor_dataset(tmp_path, ["--repo", url], task, cwd=tmp_path) == {task: 1.0}
    finally:
        daemon.terminate()
        daemon.wait(timeout=10)


def test_every_release_downloads_as_it_was_from_the_all_versions_registry(tmp_path):
    """`termigen registry` pins each release in dataset.yaml to its commit; Harbor fetches a pinned task from that
    commit (git_url + git_commit_id), not the working tree. Proven on a task whose files changed since 1.0."""
    out = tmp_path / "registry-all.json"
    r = subprocess.run([str(VENV_BIN / "termigen"), "registry", "--out", str(out)], capture_output=True, text=True,
                       env=ENV, cwd=REPO, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    rows = {row["version"]: row for row in json.loads(out.read_text())}
    spec = DatasetSpec.load(REPO / "dataset.yaml")
    assert set(rows) == {spec.version, *spec.releases}
    assert all("git_url" not in t for t in rows[spec.version]["tasks"])  # the current one: local paths

    def at(commit: str, path: str) -> str:
        return subprocess.run(["git", "show", f"{commit}:{path}"], cwd=REPO, capture_output=True, text=True).stdout

    old = rows["1.0"]
    pin = old["tasks"][0]["git_commit_id"]
    changed = [t for t in old["tasks"] if (REPO / t["path"] / "instruction.md").is_file()
               and at(pin, f"{t['path']}/instruction.md") != (REPO / t["path"] / "instruction.md").read_text()]
    assert changed, "no 1.0 task differs from today's: this test would prove nothing"
    task = changed[0]
    old["tasks"] = [task]
    out.write_text(json.dumps([old], indent=2))
    dl = subprocess.run([str(VENV_BIN / "harbor"), "datasets", "download", f"{spec.name}@1.0", "--registry-path",
                         str(out), "-o", str(tmp_path / "dl")], capture_output=True, text=True, env=ENV,
                        cwd=tmp_path, timeout=600)
    assert dl.returncode == 0, dl.stdout[-2000:] + dl.stderr[-2000:]
    got = tmp_path / "dl" / spec.name / task["name"]
    assert (got / "instruction.md").read_text() == at(pin, f"{task['path']}/instruction.md")
    assert (got / "task.toml").read_text() == at(pin, f"{task['path']}/task.toml")
