"""End-to-end: `harbor run` and `tb run` drive the adapters against hand-made tasks and the scripted model.

One job per harness and environment, with concurrent trials: a task the script solves (reward 1), one it
gets wrong (reward 0), and, for Harbor, one whose endpoint stays down (a recorded exception, no hang).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support.agent_tasks import BASE_IMAGE, harbor_dataset, scripted_model, tb1_dataset
from support.scripted_server import ScriptedServer

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
pytestmark = [pytest.mark.docker, pytest.mark.harness, pytest.mark.timeout(400)]


@pytest.fixture(autouse=True)
def _base_image(core_image):
    """A missing engine or base image fails (conftest's policy): a green run must mean containers ran."""
    assert core_image == BASE_IMAGE


def _env(**extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": f"{REPO}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
        "HARBOR_TELEMETRY": "0",
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        **extra,
    }


def _harbor_job(tmp_path: Path, environment: list[str]) -> dict[str, dict]:
    plays = {"solved": "solve", "unsolved": "fail", "offline": "down"}
    dataset = harbor_dataset(tmp_path / "tasks", list(plays))
    with ScriptedServer(scripted_model(plays), tmp_path / "server") as server:
        cmd = [
            str(BIN / "harbor"), "run", "-p", str(dataset), "--agent-import-path", "bash_agent_harbor:BashAgent",
            "-m", "scripted", "--ae", f"MODEL_ENDPOINT={server.url}", "--ak", "max_retries=1",
            "--ak", "retry_base_sec=0.1", "-n", "3", "-o", str(tmp_path / "jobs"), "--job-name", "e2e", "-y",
            *environment,
        ]  # fmt: skip
        out = subprocess.run(cmd, cwd=REPO, env=_env(), capture_output=True, text=True, timeout=360)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    trials = {}
    for result in (tmp_path / "jobs" / "e2e").glob("*/result.json"):
        data = json.loads(result.read_text())
        trials[data["task_name"].split("/")[-1]] = {"result": data, "dir": result.parent}
    assert set(trials) == set(plays), out.stdout[-3000:]
    return trials


def _check_harbor_trials(trials: dict[str, dict]) -> None:
    from harbor.models.trajectories import Trajectory

    solved, unsolved, offline = trials["solved"], trials["unsolved"], trials["offline"]
    assert solved["result"]["verifier_result"]["rewards"]["reward"] == 1.0
    assert solved["result"]["exception_info"] is None
    assert solved["result"]["agent_result"]["n_input_tokens"] > 0
    assert solved["result"]["agent_result"]["metadata"]["end_reason"] == "task_complete"
    trajectory = Trajectory.model_validate_json((solved["dir"] / "agent" / "trajectory.json").read_text())
    assert [s.source for s in trajectory.steps] == ["system", "user", "agent", "agent", "agent"]
    assert trajectory.steps[3].observation.results[0].content == "42\n[exit code 0]"

    assert unsolved["result"]["verifier_result"]["rewards"]["reward"] == 0.0

    exception = offline["result"]["exception_info"]
    assert exception and exception["exception_type"] == "BashAgentError", offline["result"]
    assert "model_unavailable" in exception["exception_message"]


def test_harbor_with_its_docker_environment(tmp_path):
    _check_harbor_trials(_harbor_job(tmp_path, ["-e", "docker"]))


def test_harbor_with_the_termigen_sandbox_environment(tmp_path):
    pytest.importorskip("termigen.sandbox.harbor_env")
    env = ["--environment-import-path", "termigen.sandbox.harbor_env:TermigenEnvironment"]
    _check_harbor_trials(_harbor_job(tmp_path, env))


def test_harbor_structured_actions(tmp_path):
    """`harbor run --ak actions=structured`: the structured tools are sent, write_file / edit / read_file run in
    Harbor's docker environment, the XML-form finish ends the run (the bash call after it is not run)."""
    from harbor.models.trajectories import Trajectory

    from termigen.agent.tools import tool_schemas

    dataset = harbor_dataset(tmp_path / "tasks", ["structured"])
    with ScriptedServer(scripted_model({"structured": "structured"}), tmp_path / "server") as server:
        cmd = [
            str(BIN / "harbor"), "run", "-p", str(dataset), "--agent-import-path", "bash_agent_harbor:BashAgent",
            "-m", "scripted", "--ae", f"MODEL_ENDPOINT={server.url}", "--ak", "actions=structured",
            "--ak", "max_retries=1", "-o", str(tmp_path / "jobs"), "--job-name", "structured", "-y", "-e", "docker",
        ]  # fmt: skip
        out = subprocess.run(cmd, cwd=REPO, env=_env(), capture_output=True, text=True, timeout=360)
        requests = server.requests()
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    (result_path,) = (tmp_path / "jobs" / "structured").glob("*/result.json")
    result = json.loads(result_path.read_text())
    assert result["exception_info"] is None, result["exception_info"]
    assert result["verifier_result"]["rewards"]["reward"] == 1.0  # the bash call after finish never ran
    assert result["agent_result"]["metadata"]["end_reason"] == "task_complete"
    assert len(requests) == 3 and all(r["body"]["tools"] == tool_schemas("structured") for r in requests)
    trajectory = Trajectory.model_validate_json((result_path.parent / "agent" / "trajectory.json").read_text())
    assert [t["function"]["name"] for t in trajectory.agent.tool_definitions] == [
        "bash", "read_file", "write_file", "edit", "search", "todo", "finish"]
    agent_steps = [s for s in trajectory.steps if s.source == "agent"]
    assert [[c.function_name for c in s.tool_calls or []] for s in agent_steps] == [
        ["write_file"], ["edit", "read_file"], ["finish", "bash"]]
    results = [[r.content for r in s.observation.results] for s in agent_steps]
    assert results[0] == ["wrote 3 bytes to /app/answer.txt\n[exit code 0]"]
    assert results[1][1] == "     1\t42\n[exit code 0]"
    assert results[2] == ["Finished: /app/answer.txt holds 42", "[not run: the run is ending]"]


def test_terminal_bench_resolves_and_fails(tmp_path):
    plays = {"solved": "solve", "unsolved": "fail"}
    dataset = tb1_dataset(tmp_path / "dataset", list(plays))
    with ScriptedServer(scripted_model(plays), tmp_path / "server") as server:
        cmd = [
            str(BIN / "tb"), "run", "--dataset-path", str(dataset), "--agent-import-path", "bash_agent:BashAgent",
            "-m", "scripted", "--output-path", str(tmp_path / "runs"), "--run-id", "e2e", "--n-concurrent", "2",
        ]  # fmt: skip
        out = subprocess.run(cmd, cwd=REPO, env=_env(MODEL_ENDPOINT=server.url), capture_output=True, text=True,
                             timeout=360)  # fmt: skip
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    results = json.loads((tmp_path / "runs" / "e2e" / "results.json").read_text())["results"]
    by_task = {r["task_id"]: r for r in results}
    assert by_task["solved"]["is_resolved"] is True and by_task["unsolved"]["is_resolved"] is False
    assert by_task["solved"]["total_input_tokens"] > 0


def test_terminal_bench_structured_actions(tmp_path):
    """`tb run -k actions=structured`: the same structured tools through terminal-bench's tmux session; write_file
    and edit land in the container, finish ends the run, the bash call after it is not run, tb resolves it."""
    from termigen.agent.tools import tool_schemas

    dataset = tb1_dataset(tmp_path / "dataset", ["structured"])
    with ScriptedServer(scripted_model({"structured": "structured"}), tmp_path / "server") as server:
        cmd = [
            str(BIN / "tb"), "run", "--dataset-path", str(dataset), "--agent-import-path", "bash_agent:BashAgent",
            "-m", "scripted", "-k", "actions=structured", "--output-path", str(tmp_path / "runs"), "--run-id", "st",
        ]  # fmt: skip
        out = subprocess.run(cmd, cwd=REPO, env=_env(MODEL_ENDPOINT=server.url), capture_output=True, text=True,
                             timeout=360)  # fmt: skip
        requests = server.requests()
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    (result,) = json.loads((tmp_path / "runs" / "st" / "results.json").read_text())["results"]
    assert result["is_resolved"] is True, result
    assert len(requests) == 3 and all(r["body"]["tools"] == tool_schemas("structured") for r in requests)
