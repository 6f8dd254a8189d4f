"""The BashAgent on real TermiGen tasks under `harbor run`: a scripted model that sends a task's oracle as its
bash call earns reward 1; one that sends a decoy (a plausible wrong solution) earns 0. Both environments."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support.scripted_server import ScriptedServer

from termigen.formats import read_harbor

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
TASKS = ["order-revenue-medium-00000", "log-retention-hard-00000", "route-planner-easy-00000"]
pytestmark = [pytest.mark.docker, pytest.mark.harness, pytest.mark.timeout(900)]


def _script(play: str) -> dict:
    conversations = []
    for name in TASKS:
        task = read_harbor(REPO / "environments_harbor" / name)
        command = task.solution if play == "oracle" else task.decoys[0].script
        conversations.append({
            "match": task.instruction.splitlines()[0],
            "replies": [{"content": "I will run my solution.", "tool_calls": [{"command": command}]}],
            "after_end": "TASK_COMPLETE",
        })
    return {"by_instruction": conversations}


@pytest.mark.parametrize("env", ["docker", "termigen.sandbox.harbor_env:TermigenEnvironment"], ids=["harbor-docker", "termigen-sandbox"])
@pytest.mark.parametrize("play, reward", [("oracle", 1.0), ("decoy", 0.0)])
def test_agent_scores_real_tasks(tmp_path, core_image, env, play, reward):
    with ScriptedServer(_script(play), tmp_path / "server") as server:
        cmd = [str(BIN / "harbor"), "run", "-p", str(REPO / "environments_harbor"), "-e", env,
               "--agent-import-path", "bash_agent_harbor:BashAgent", "-m", "scripted",
               "--ae", f"MODEL_ENDPOINT={server.url}", "-n", "3", "-o", str(tmp_path / "jobs"), "--job-name", "j",
               "-y", *[a for t in TASKS for a in ("-i", t)]]
        env_vars = {**os.environ, "PYTHONPATH": str(REPO), "HARBOR_TELEMETRY": "0", "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
        out = subprocess.run(cmd, cwd=REPO, env=env_vars, capture_output=True, text=True, timeout=850)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    rewards = {}
    for result in (tmp_path / "jobs" / "j").glob("*/result.json"):
        data = json.loads(result.read_text())
        rewards[data["task_name"].split("/")[-1]] = ((data.get("verifier_result") or {}).get("rewards") or {}).get("reward")
    assert rewards == {t: reward for t in TASKS}, out.stdout[-2000:]
