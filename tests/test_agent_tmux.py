"""TmuxTerminal and the tb adapter on terminal-bench's own TmuxSession, driving a tmux server on this host.

A stand-in for the docker container runs tb's `exec_run` calls locally, so tb's real session code is used
without Docker; the docker end-to-end run lives in test_agent_e2e.py.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest
from support.scripted_server import ScriptedServer, tool_call

from termigen.agent import TmuxTerminal

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # tb imports litellm, which else goes online
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the adapters live at the repository root
tmux_session = pytest.importorskip("terminal_bench.terminal.tmux_session")
pytestmark = [
    pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux"),
    pytest.mark.timeout(90),
]


@dataclass
class _Exec:
    exit_code: int
    output: bytes


class LocalContainer:
    """The slice of docker's Container that TmuxSession uses, run on this machine with a private tmux server."""

    def __init__(self, tmpdir):
        self.env = {**os.environ, "TMUX_TMPDIR": str(tmpdir), "SHELL": "/bin/bash", "HOME": str(tmpdir), "PS1": "$ "}
        self.attrs = {"Config": {"WorkingDir": str(tmpdir)}}
        self.cwd = str(tmpdir)

    def exec_run(self, cmd, user=""):
        if isinstance(cmd, str):
            cmd = ["bash", "-c", cmd]
        proc = subprocess.run(cmd, capture_output=True, env=self.env, cwd=self.cwd)
        return _Exec(proc.returncode, proc.stdout + proc.stderr)

    def put_archive(self, path, data):  # tb copies a helper script in; not needed here
        return True


@pytest.fixture
def session(tmp_path):
    container = LocalContainer(tmp_path)
    s = tmux_session.TmuxSession(f"tg-{uuid.uuid4().hex[:8]}", container, disable_recording=True)
    s.start()
    yield s
    container.exec_run(["tmux", "kill-server"])


def run(session, command, timeout=10.0, terminal=None):
    terminal = terminal or TmuxTerminal(session)
    return asyncio.run(terminal.run(command, timeout)), terminal


def test_output_exit_code_and_shell_state_persist(session):
    terminal = TmuxTerminal(session)
    obs, _ = run(session, "export GREETING=hi; cd /tmp; echo $GREETING; false", terminal=terminal)
    assert obs.output == "hi\n" and obs.exit_code == 1 and not obs.timed_out
    obs, _ = run(session, "echo $GREETING from $(pwd)", terminal=terminal)
    assert obs.output == "hi from /tmp\n" and obs.exit_code == 0


def test_multiline_heredoc_and_syntax_error(session):
    terminal = TmuxTerminal(session)
    obs, _ = run(session, "cat <<'EOF'\nline one\n  line two\nEOF\necho done", terminal=terminal)
    assert obs.output == "line one\n  line two\ndone\n" and obs.exit_code == 0
    obs, _ = run(session, "if then fi", terminal=terminal)
    assert obs.exit_code == 2 and "syntax error" in obs.output
    obs, _ = run(session, "echo still alive", terminal=terminal)
    assert obs.output == "still alive\n"


def test_stuck_commands_are_interrupted_and_the_shell_recovers(session):
    terminal = TmuxTerminal(session)
    started = time.monotonic()
    obs, _ = run(session, "echo start; sleep 60", timeout=1.5, terminal=terminal)
    assert obs.timed_out and "interrupted" in obs.note and "start" in obs.output
    obs, _ = run(session, "cat", timeout=1.0, terminal=terminal)  # waits on stdin
    assert obs.timed_out
    obs, _ = run(session, "echo ok", terminal=terminal)
    assert obs.output == "ok\n" and obs.exit_code == 0
    assert time.monotonic() - started < 20


def test_long_lines_are_not_wrapped(session):
    obs, _ = run(session, "python3 -c \"print('z' * 500)\"")
    assert obs.output == "z" * 500 + "\n"


def test_tb_adapter_performs_a_task_on_a_tmux_session(session, tmp_path):
    import bash_agent  # needs terminal_bench, present with the harness extra

    script = [tool_call("echo 42 > answer.txt"), tool_call("cat answer.txt"), "TASK_COMPLETE"]
    with ScriptedServer(script, tmp_path / "server") as server:
        agent = bash_agent.BashAgent(model_name="scripted", endpoint=server.url, no_rebuild=False)
        result = agent.perform_task("Write 42 to answer.txt", session, tmp_path / "agent-logs")
        requests = server.requests()
    assert result.failure_mode.value == "none"
    assert result.total_input_tokens > 0 and result.total_output_tokens > 0
    assert (tmp_path / "answer.txt").read_text() == "42\n"
    assert requests[2]["body"]["messages"][-1]["content"] == "42\n[exit code 0]"
    trajectory = json.loads((tmp_path / "agent-logs" / "trajectory.json").read_text())
    assert trajectory["extra"]["end_reason"] == "task_complete"


def test_tb_adapter_reports_a_dead_endpoint_as_a_failure(session, tmp_path):
    import bash_agent

    agent = bash_agent.BashAgent(model_name="m", endpoint="http://127.0.0.1:9/v1", max_retries=1, retry_base_sec=0.01)
    result = agent.perform_task("anything", session, tmp_path / "agent-logs")
    assert result.failure_mode.value == "unknown_agent_error"
    assert json.loads((tmp_path / "agent-logs" / "run.json").read_text())["end_reason"] == "model_unavailable"


def _tb_run_layout(tmp_path, max_agent_timeout_sec, multiplier=1.0, global_timeout=None):
    """What `tb run` leaves before calling the agent: <run>/tb.lock and <run>/<task>/<trial>/agent-logs."""
    dataset = tmp_path / "dataset"
    (dataset / "slow-task").mkdir(parents=True)
    (dataset / "slow-task" / "task.yaml").write_text(
        f"instruction: x\nmax_agent_timeout_sec: {max_agent_timeout_sec}\nmax_test_timeout_sec: 60.0\n"
    )
    run_dir = tmp_path / "runs" / "r1"
    logs = run_dir / "slow-task" / "slow-task.1-of-1.r1" / "agent-logs"
    logs.mkdir(parents=True)
    lock = {
        "run_config": {"global_timeout_multiplier": multiplier, "global_agent_timeout_sec": global_timeout},
        "dataset": {"name": None, "version": None, "local_path": str(dataset), "task_ids": ["slow-task"]},
    }
    (run_dir / "tb.lock").write_text(json.dumps(lock))
    return logs


def test_tb_agent_timeout_is_read_from_the_run_lock_and_the_task(tmp_path):
    import bash_agent

    assert bash_agent.task_agent_timeout(_tb_run_layout(tmp_path / "a", 900.0)) == 900.0
    assert bash_agent.task_agent_timeout(_tb_run_layout(tmp_path / "b", 600.0, multiplier=2.0)) == 1200.0
    assert bash_agent.task_agent_timeout(_tb_run_layout(tmp_path / "c", 600.0, global_timeout=45.0)) == 45.0
    assert bash_agent.task_agent_timeout(tmp_path / "nowhere" / "x" / "y" / "agent-logs") is None
    assert bash_agent.task_agent_timeout(None) is None


def test_tb_budget_follows_the_task_and_dash_m_beats_model_name(session, tmp_path, monkeypatch):
    """A task allowing 14 s gets a 4 s budget (less the 10 s margin), not the 350 s default; -m is sent."""
    import bash_agent

    monkeypatch.setenv("MODEL_NAME", "from-env")
    logs = _tb_run_layout(tmp_path, 14.0)
    with ScriptedServer({"replies": [], "after_end": tool_call("sleep 1")}, tmp_path / "server") as server:
        agent = bash_agent.BashAgent(model_name="from-dash-m", endpoint=server.url)
        started = time.monotonic()
        result = agent.perform_task("anything", session, logs)
        elapsed = time.monotonic() - started
        requests = server.requests()
    assert result.failure_mode.value == "agent_timeout" and elapsed < 12
    assert {r["body"]["model"] for r in requests} == {"from-dash-m"}
    assert json.loads((logs / "run.json").read_text())["end_reason"] == "time_budget"


def test_tb_explicit_budget_and_model_options_win(tmp_path, monkeypatch):
    import bash_agent

    monkeypatch.setenv("MODEL_NAME", "from-env")
    agent = bash_agent.BashAgent(model_name="from-dash-m", model="from-k", time_budget_sec=30)
    assert agent._config.model == "from-k" and agent._config.time_budget_sec == 30 and agent._budget_given
    assert bash_agent.BashAgent(model_name=None)._config.model == "from-env"
