"""The Harbor adapter in-process, on a stand-in environment whose `exec` runs bash locally (no Docker).

Covers what a `harbor run` only shows indirectly: option plumbing (--ak, --ae, --base-url), the context
and ATIF trajectory, a clear exception when the endpoint is down, and records kept on Harbor's timeout.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest
from support.scripted_server import ScriptedServer, tool_call

from termigen.agent.terminal import local_exec

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HARBOR_TELEMETRY", "0")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
pytest.importorskip("harbor")
pytestmark = pytest.mark.timeout(60)

from harbor.agents.factory import AgentFactory  # noqa: E402
from harbor.environments.base import ExecResult  # noqa: E402
from harbor.models.agent.context import AgentContext  # noqa: E402
from harbor.models.trajectories import Trajectory  # noqa: E402
from harbor.models.trial.config import AgentConfig as HarborAgentConfig  # noqa: E402

from bash_agent_harbor import BashAgent, BashAgentError  # noqa: E402


class LocalEnvironment:
    """The one method the agent uses of Harbor's BaseEnvironment, run on this machine in `cwd`."""

    def __init__(self, cwd: Path):
        self.cwd = cwd
        self.calls = 0

    async def exec(self, command, cwd=None, env=None, timeout_sec=None, user=None):
        self.calls += 1
        out, err, code = await local_exec(f"cd {self.cwd} && {command}", timeout_sec or 600)
        return ExecResult(stdout=out, stderr=err, return_code=code)


def make_agent(tmp_path: Path, **kwargs) -> BashAgent:
    config = HarborAgentConfig(import_path="bash_agent_harbor:BashAgent", model_name="scripted", **kwargs)
    AgentFactory.run_preflight(config)  # what `harbor run` checks before queueing trials
    return AgentFactory.create_agent_from_config(config, logs_dir=tmp_path / "agent")


def test_run_fills_context_and_writes_a_valid_trajectory(tmp_path):
    script = [tool_call("echo 42 > answer.txt"), {"content": "", "tool_calls": [{"command": "cat answer.txt"}]},
              "TASK_COMPLETE"]  # fmt: skip
    with ScriptedServer(script, tmp_path / "server") as server:
        agent = make_agent(tmp_path, base_url=server.url, kwargs={"max_episodes": 5, "temperature": 0.2})
        assert agent.config().endpoint == server.url and agent.config().max_episodes == 5
        context = AgentContext()
        asyncio.run(agent.run("write 42", LocalEnvironment(tmp_path), context))
        sent = server.requests()[0]["body"]
    assert sent["temperature"] == 0.2 and sent["model"] == "scripted"
    assert (tmp_path / "answer.txt").read_text() == "42\n"
    assert context.n_input_tokens > 0 and context.n_output_tokens > 0
    assert context.metadata["end_reason"] == "task_complete" and context.metadata["commands"] == 2
    trajectory = Trajectory.model_validate_json((tmp_path / "agent" / "trajectory.json").read_text())
    assert trajectory.steps[3].observation.results[0].content == "42\n[exit code 0]"
    assert trajectory.final_metrics.total_prompt_tokens == context.n_input_tokens
    assert (tmp_path / "agent" / "episode-0003" / "response.json").exists()


def test_agent_env_and_kwargs_take_precedence(tmp_path, monkeypatch):
    monkeypatch.setenv("MODEL_ENDPOINT", "http://process-env/v1")
    monkeypatch.setenv("BASH_AGENT_MAX_EPISODES", "9")
    agent = make_agent(tmp_path, env={"MODEL_ENDPOINT": "http://agent-env/v1"}, kwargs={"command_timeout_sec": 5})
    config = agent.config()
    assert (config.endpoint, config.max_episodes, config.command_timeout_sec) == ("http://agent-env/v1", 9, 5)
    with pytest.raises(ValueError, match=r"unknown BashAgent option\(s\) \['max_episode'\]"):
        make_agent(tmp_path, kwargs={"max_episode": 3})
    with pytest.raises(ValueError, match="observation_role"):
        make_agent(tmp_path, kwargs={"observation_role": "system"})


def test_endpoint_down_raises_a_clear_error(tmp_path):
    agent = make_agent(tmp_path, kwargs={"endpoint": "http://127.0.0.1:9/v1", "max_retries": 1, "retry_base_sec": 0.01})
    context = AgentContext()
    with pytest.raises(BashAgentError, match="model_unavailable: model endpoint http://127.0.0.1:9/v1 failed"):
        asyncio.run(agent.run("x", LocalEnvironment(tmp_path), context))
    assert context.metadata["end_reason"] == "model_unavailable"
    assert (
        json.loads((tmp_path / "agent" / "trajectory.json").read_text())["extra"]["end_reason"] == "model_unavailable"
    )


def test_harbor_timeout_keeps_the_records(tmp_path):
    script = [tool_call("echo started"), tool_call("sleep 30")]
    with ScriptedServer(script, tmp_path / "server") as server:
        agent = make_agent(tmp_path, base_url=server.url)
        context = AgentContext()

        async def harbor_style():  # Harbor wraps agent.run in asyncio.wait_for(…, agent timeout)
            await asyncio.wait_for(agent.run("x", LocalEnvironment(tmp_path), context), timeout=2)

        with pytest.raises(asyncio.TimeoutError):
            asyncio.run(harbor_style())
    assert context.metadata["end_reason"] == "cancelled" and context.metadata["commands"] == 1
    trajectory = Trajectory.model_validate_json((tmp_path / "agent" / "trajectory.json").read_text())
    assert trajectory.steps[2].observation.results[0].content == "started\n[exit code 0]"


def test_options_are_declared_to_harbor(tmp_path):
    schema = BashAgent.options_schema()  # what `harbor agents schema bash_agent_harbor:BashAgent` prints
    for option in ("endpoint", "max_episodes", "time_budget_sec", "actions", "collect_rollout_details"):
        assert option in schema["properties"], option
    assert set(schema["properties"]["actions"]["anyOf"][0]["enum"]) == {"bash", "structured"}
    agent = make_agent(tmp_path, kwargs={"max_episodes": "7", "actions": "structured"})
    assert agent.options.max_episodes == 7 and agent.options.actions == "structured"  # parsed by Harbor
    with pytest.raises(ValueError, match="actions"):
        make_agent(tmp_path, kwargs={"actions": "fancy"})


def test_dash_m_beats_model_name_and_kwargs_beat_dash_m(tmp_path, monkeypatch):
    monkeypatch.setenv("MODEL_NAME", "from-env")
    assert make_agent(tmp_path).config().model == "scripted"  # -m
    assert make_agent(tmp_path, kwargs={"model": "from-ak"}).config().model == "from-ak"


def test_usage_cost_and_rollout_details_reach_the_context(tmp_path):
    script = {"token_ids": True, "cost_per_token": 1e-6, "replies": [tool_call("echo hi"), "TASK_COMPLETE"]}
    with ScriptedServer(script, tmp_path / "server") as server:
        agent = make_agent(tmp_path, base_url=server.url, kwargs={"collect_rollout_details": True})
        context = AgentContext()
        asyncio.run(agent.run("x", LocalEnvironment(tmp_path), context))
        sent = server.requests()
    assert all(r["body"]["logprobs"] is True and r["body"]["return_token_ids"] is True for r in sent)
    total = context.n_input_tokens + context.n_output_tokens
    assert context.cost_usd == pytest.approx(total * 1e-6)
    assert context.model_usage["scripted"].n_input_tokens == context.n_input_tokens
    (detail,) = context.rollout_details
    assert len(detail["prompt_token_ids"]) == len(detail["completion_token_ids"]) == len(detail["logprobs"]) == 2
    assert detail["prompt_token_ids"][0] == list(range(len(detail["prompt_token_ids"][0])))
    assert len(detail["logprobs"][1]) == len(detail["completion_token_ids"][1]) > 0
    trajectory = Trajectory.model_validate_json((tmp_path / "agent" / "trajectory.json").read_text())
    assert trajectory.steps[2].metrics.completion_token_ids == detail["completion_token_ids"][0]
    assert trajectory.final_metrics.total_cost_usd == pytest.approx(context.cost_usd)


def test_rollout_fields_a_server_refuses_are_dropped(tmp_path):
    script = {"reject_rollout": True, "replies": [tool_call("true"), "TASK_COMPLETE"]}
    with ScriptedServer(script, tmp_path / "server") as server:
        agent = make_agent(tmp_path, base_url=server.url, kwargs={"collect_rollout_details": True})
        context = AgentContext()
        asyncio.run(agent.run("x", LocalEnvironment(tmp_path), context))
        sent = server.requests()
    assert context.metadata["end_reason"] == "task_complete" and context.rollout_details is None
    assert "return_token_ids" not in sent[-1]["body"]
    assert any("token ids" in a for a in context.metadata["adaptations"])


def test_prices_give_a_cost_when_the_server_reports_none(tmp_path):
    with ScriptedServer([tool_call("true"), "TASK_COMPLETE"], tmp_path / "server") as server:
        agent = make_agent(tmp_path, base_url=server.url,
                           kwargs={"price_input_per_mtok": 2.0, "price_output_per_mtok": 8.0})  # fmt: skip
        context = AgentContext()
        asyncio.run(agent.run("x", LocalEnvironment(tmp_path), context))
    expected = (context.n_input_tokens * 2.0 + context.n_output_tokens * 8.0) / 1e6
    assert context.cost_usd == pytest.approx(expected) and context.cost_usd > 0
