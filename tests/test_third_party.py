"""Third-party proof: the same tasks through Harbor's own trial machinery and terminal-bench's own harness.

Sample-sized (these harnesses take 15-40 s a trial); the full set is proven by `termigen verify`.
"""

import json
import os
import subprocess
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO

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
