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
