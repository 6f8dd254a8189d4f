"""The agent loop against a real HTTP server (scripted model) and a local bash terminal."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.scripted_server import ScriptedServer, tool_call

from termigen.agent import AgentConfig, EndReason, LocalTerminal, run_agent
from termigen.agent.history import ELIDED

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def agent(tmp_path):
    """agent(script, **config) -> (AgentRun, requests the server saw)."""
    servers: list[ScriptedServer] = []

    def _run(script, cwd=None, **overrides):
        server = ScriptedServer(script, tmp_path / f"server{len(servers)}").start()
        servers.append(server)
        settings = {"endpoint": server.url, "model": "scripted", "retry_base_sec": 0.05, "max_retries": 3}
        config = AgentConfig(**{**settings, **overrides})
        terminal = LocalTerminal(str(cwd or tmp_path))
        run = asyncio.run(run_agent("Do the task.", terminal, config, log_dir=tmp_path / "logs"))
        return run, server.requests()

    yield _run
    for server in servers:
        server.stop()


def observations(request: dict) -> list[str]:
    """What the agent showed the model as tool results, in either observation role."""
    out = []
    for m in request["body"]["messages"]:
        if m["role"] == "tool" or (m["role"] == "user" and str(m["content"]).startswith("Observation:")):
            out.append(m["content"])
    return out


def test_text_calls_run_in_order_and_complete(agent, tmp_path):
    reply = tool_call("echo one > f.txt") + "\nthen\n" + tool_call("cat f.txt; echo two")
    run, requests = agent([reply, "All done. TASK_COMPLETE"])
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 2
    tool_msgs = [m for m in requests[1]["body"]["messages"] if m["role"] == "tool"]
    assert [m["content"] for m in tool_msgs] == ["(no output)\n[exit code 0]", "one\ntwo\n[exit code 0]"]
    assert requests[0]["body"]["tools"][0]["function"]["name"] == "bash"


def test_native_tool_calls_answered_with_matching_ids(agent):
    script = [{"content": "", "tool_calls": [{"command": "echo a"}, {"command": "false"}]}, "TASK_COMPLETE"]
    run, requests = agent(script)
    messages = requests[1]["body"]["messages"]
    call_ids = [c["id"] for c in messages[2]["tool_calls"]]
    assert [m["tool_call_id"] for m in messages[3:5]] == call_ids
    assert messages[4]["content"].endswith("[exit code 1]")
    steps = run.trajectory["steps"]
    assert [c["tool_call_id"] for c in steps[2]["tool_calls"]] == call_ids


def test_tool_role_rejection_falls_back_to_user_observations(agent):
    script = {"reject_tool_role": True, "replies": [tool_call("echo hi"), tool_call("echo again"), "TASK_COMPLETE"]}
    run, requests = agent(script)
    assert run.end_reason == EndReason.TASK_COMPLETE
    assert run.observation_role == "user" and "user role" in run.adaptations[0]
    last = requests[-1]["body"]["messages"]
    assert not any(m["role"] == "tool" for m in last)
    assert observations(requests[-1])[0].startswith("Observation:\nhi\n[exit code 0]")


def test_forced_user_role_never_sends_tool_messages(agent):
    script = [{"content": "", "tool_calls": [{"command": "echo x"}]}, "TASK_COMPLETE"]
    run, requests = agent(script, observation_role="user")
    assistant = requests[1]["body"]["messages"][2]
    assert "tool_calls" not in assistant and "<tool_call>" in assistant["content"]  # calls shown as text
    assert all(m["role"] != "tool" for r in requests for m in r["body"]["messages"])
    assert run.adaptations == []


def test_rejected_tools_parameter_is_dropped(agent):
    run, requests = agent({"reject_tools": True, "replies": [tool_call("true"), "TASK_COMPLETE"]})
    assert run.end_reason == EndReason.TASK_COMPLETE and run.native_tools is False
    assert "tools" not in requests[-1]["body"]


def test_megabyte_output_is_cut_in_the_middle(agent):
    cmd = "python3 -c \"print('HEAD'); print('x' * 1000000); print('TAIL')\""
    run, requests = agent([tool_call(cmd), "TASK_COMPLETE"])
    shown = observations(requests[1])[0]
    assert len(shown) < 10_300
    assert shown.startswith("HEAD") and "TAIL\n[exit code 0]" in shown
    assert "characters (" in shown and "omitted from the middle" in shown


def test_hung_command_times_out_and_the_run_continues(agent):
    started = time.monotonic()
    run, requests = agent(
        [tool_call("echo before; sleep 30"), tool_call("echo after"), "TASK_COMPLETE"], command_timeout_sec=1
    )
    assert time.monotonic() - started < 15
    first, second = observations(requests[1])[0], observations(requests[2])[1]
    assert "before" in first and "timed out after 1s" in first
    assert second == "after\n[exit code 0]"
    assert run.end_reason == EndReason.TASK_COMPLETE


def test_working_directory_carries_over_and_syntax_errors_are_contained(agent, tmp_path):
    (tmp_path / "sub").mkdir()
    run, requests = agent([tool_call("cd sub"), tool_call("if then fi"), tool_call("pwd"), "TASK_COMPLETE"])
    obs = observations(requests[3])
    assert "syntax error" in obs[1] and obs[1].endswith("[exit code 2]")
    assert obs[2] == f"{tmp_path / 'sub'}\n[exit code 0]"


def test_server_errors_are_retried_then_the_run_recovers(agent):
    script = [
        {"status": 500},
        {"status": 429, "retry_after": 0},
        {"garbage": "<html>oops"},
        {"close": True},
        tool_call("true"),
        "TASK_COMPLETE",
    ]
    run, requests = agent(script, max_retries=4)
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 1
    assert run.trajectory["steps"][2]["extra"]["retries"] == 4


def test_slow_reply_times_out_and_is_retried(agent):
    run, requests = agent([{"delay": 3, "content": "late"}, tool_call("true"), "TASK_COMPLETE"], request_timeout_sec=1)
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 1


def test_endpoint_down_fails_cleanly_without_hanging(tmp_path):
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = AgentConfig(endpoint=f"http://127.0.0.1:{port}/v1", model="m", max_retries=2, retry_base_sec=0.05)
    started = time.monotonic()
    run = asyncio.run(run_agent("x", LocalTerminal(str(tmp_path)), config, log_dir=tmp_path / "logs"))
    assert time.monotonic() - started < 10
    assert run.end_reason == EndReason.MODEL_UNAVAILABLE and run.failed
    assert f"127.0.0.1:{port}" in run.error and "failed 3 times" in run.error
    assert json.loads((tmp_path / "logs" / "run.json").read_text())["end_reason"] == "model_unavailable"


def test_time_budget_ends_the_run(agent):
    started = time.monotonic()
    run, _ = agent({"replies": [], "after_end": tool_call("sleep 1")}, time_budget_sec=3)
    assert run.end_reason == EndReason.TIME_BUDGET
    assert time.monotonic() - started < 8


def test_three_unparseable_replies_in_a_row_end_the_run(agent):
    bad = "<tool_call>{not json at all</tool_call>"
    run, requests = agent([bad, bad, bad, "TASK_COMPLETE"])
    assert run.end_reason == EndReason.PARSE_ERRORS and len(requests) == 3
    feedback = requests[2]["body"]["messages"][-1]
    assert feedback["role"] == "user" and "could not be used" in feedback["content"]


def test_parse_errors_must_be_consecutive(agent):
    bad = "<tool_call>{broken</tool_call>"
    run, _ = agent([bad, bad, tool_call("true"), bad, bad, "TASK_COMPLETE"])
    assert run.end_reason == EndReason.TASK_COMPLETE


def test_context_overflow_elides_oldest_observations(agent):
    big = tool_call("python3 -c \"print('y' * 3000)\"")
    script = {"max_prompt_chars": 9000, "replies": [big, big, big, big, big, "TASK_COMPLETE"]}
    run, requests = agent(script)
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 5
    assert any("shrank the context" in a for a in run.adaptations)
    last = observations(requests[-1])
    assert last[0] == ELIDED and last[-1].startswith("yyy")


def test_context_that_cannot_shrink_ends_the_run(agent):
    run, _ = agent({"max_prompt_chars": 10, "replies": ["TASK_COMPLETE"]})
    assert run.end_reason == EndReason.CONTEXT_EXHAUSTED


def test_reply_without_tool_call_ends_the_run(agent):
    run, _ = agent(["I think we are finished here."])
    assert run.end_reason == EndReason.NO_TOOL_CALL


def test_max_episodes(agent):
    run, requests = agent({"replies": [], "after_end": tool_call("true")}, max_episodes=4)
    assert run.end_reason == EndReason.MAX_EPISODES and len(requests) == 4


def test_records_per_episode_and_summary(agent, tmp_path):
    run, _ = agent([tool_call("echo hi"), "TASK_COMPLETE"])
    logs = tmp_path / "logs"
    assert sorted(p.name for p in logs.iterdir()) == ["episode-0001", "episode-0002", "run.json"]
    prompt = json.loads((logs / "episode-0001" / "prompt.json").read_text())
    assert prompt["messages"][1]["content"] == "Do the task."
    response = json.loads((logs / "episode-0002" / "response.json").read_text())
    assert response["choices"][0]["message"]["content"] == "TASK_COMPLETE"
    assert run.usage.prompt_tokens > 0 and run.usage.completion_tokens > 0


def test_core_imports_without_the_harnesses():
    code = (
        "import sys; sys.modules['harbor'] = None; sys.modules['terminal_bench'] = None\n"
        "import termigen.agent, termigen.agent.tmux_terminal; print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=Path(__file__).parents[1])
    assert out.stdout.strip() == "ok", out.stderr
