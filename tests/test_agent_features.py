"""The agent's newer behaviour against the real HTTP scripted server: reasoning is never run, calls left in
`reasoning_content` are, token-counted context management, rollout details, cost, the structured action set."""

from __future__ import annotations

import asyncio
import json

import pytest
from support.scripted_server import ScriptedServer, tool_call

from termigen.agent import AgentConfig, EndReason, LocalTerminal, run_agent
from termigen.agent.history import ELIDED

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def agent(tmp_path):
    """agent(script, **config) -> (AgentRun, requests the server saw)."""
    servers: list[ScriptedServer] = []

    def _run(script, **overrides):
        server = ScriptedServer(script, tmp_path / f"server{len(servers)}").start()
        servers.append(server)
        settings = {"endpoint": server.url, "model": "scripted", "retry_base_sec": 0.05, "max_retries": 2}
        config = AgentConfig(**{**settings, **overrides})
        run = asyncio.run(run_agent("Do the task.", LocalTerminal(str(tmp_path)), config, log_dir=tmp_path / "logs"))
        server.stop()
        return run, server.requests()

    yield _run
    for server in servers:
        server.stop()


DANGER = tool_call("touch DANGER")


# -- reasoning is never executed ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "reply",
    [
        f"<think>I could run {DANGER} but that would destroy things. No.</think>\nNothing to do. TASK_COMPLETE",
        f"<reasoning>maybe {DANGER}?</reasoning>TASK_COMPLETE",
        f"<thinking>{DANGER}</thinking> TASK_COMPLETE",
        f"The template opened the think block in the prompt: {DANGER} no.</think>\nTASK_COMPLETE",
    ],
)
def test_calls_inside_reasoning_blocks_never_run(agent, tmp_path, reply):
    run, requests = agent([reply, tool_call("touch LATER")])
    assert not (tmp_path / "DANGER").exists()
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 0 and len(requests) == 1


def test_an_unclosed_think_block_is_reasoning_to_the_end(agent, tmp_path):
    run, requests = agent([f"<think>let me try {DANGER} and then", "TASK_COMPLETE"])
    assert not (tmp_path / "DANGER").exists()
    assert run.commands == 0 and run.end_reason == EndReason.TASK_COMPLETE
    assert "only reasoning" in requests[1]["body"]["messages"][-1]["content"]  # told, as a parse error


def test_reasoning_content_beside_an_answer_is_never_run(agent, tmp_path):
    run, _ = agent([{"content": "TASK_COMPLETE", "reasoning": f"first {DANGER} then stop"}])
    assert not (tmp_path / "DANGER").exists() and run.commands == 0
    assert run.trajectory["steps"][2]["reasoning_content"] == f"first {DANGER} then stop"


def test_completion_phrase_inside_reasoning_does_not_end_the_run(agent, tmp_path):
    reply = "<think>once this works I will say TASK_COMPLETE</think>" + tool_call("echo hi > f")
    run, requests = agent([reply, "TASK_COMPLETE"])
    assert run.commands == 1 and len(requests) == 2 and (tmp_path / "f").exists()
    sent = requests[1]["body"]["messages"][2]  # the think block is not sent back to the model
    assert sent["role"] == "assistant" and "<think>" not in sent["content"] and "<tool_call>" in sent["content"]


@pytest.mark.parametrize("content", [None, "", "  \n"])
def test_a_call_left_in_reasoning_content_with_empty_content_runs(agent, tmp_path, content):
    script = [{"content": content, "reasoning": "I will write the file.\n" + tool_call("echo 42 > answer.txt")},
              "TASK_COMPLETE"]  # fmt: skip
    run, requests = agent(script)
    assert (tmp_path / "answer.txt").read_text() == "42\n"
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 1
    assistant = requests[1]["body"]["messages"][2]
    assert "echo 42 > answer.txt" in assistant["content"]  # the model sees what it ran
    assert requests[1]["body"]["messages"][3]["content"] == "(no output)\n[exit code 0]"


def test_reasoning_content_calls_before_a_closed_think_are_not_run(agent, tmp_path):
    reasoning = f"<think>{DANGER} no, safer:</think>" + tool_call("echo ok > safe")
    run, _ = agent([{"content": None, "reasoning": reasoning}, "TASK_COMPLETE"])
    assert not (tmp_path / "DANGER").exists() and (tmp_path / "safe").exists() and run.commands == 1
