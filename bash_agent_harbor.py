"""Harbor adapter for the TermiGen BashAgent.

    PYTHONPATH=. harbor run -p <task or dataset dir> --agent-import-path bash_agent_harbor:BashAgent \\
        -m <served model name> --ae MODEL_ENDPOINT=http://localhost:8000/v1 [--ak max_episodes=50 ...]

Commands run through Harbor's async `environment.exec`, one fresh bash per command (see ExecTerminal).
The endpoint comes from `--ak endpoint=…`, `--base-url …`, or MODEL_ENDPOINT (agent env `--ae` first,
then the process env). Writes `trajectory.json` (ATIF, validated by harbor's models), `run.json` and
`episode-NNNN/{prompt,response}.json` into the trial's agent log folder.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from harbor.agents.agent_auth_resolution import ResolvedModelConnection
from harbor.agents.base import BaseAgent
from harbor.agents.capabilities import AgentCapabilities
from harbor.environments.base import BaseEnvironment
from harbor.models.agent.context import AgentContext
from harbor.models.trajectories import Trajectory
from harbor.utils.trajectory_utils import format_trajectory_json

from termigen.agent import AGENT_NAME, AGENT_VERSION, AgentConfig, AgentLoop, AgentRun, ExecTerminal, split_kwargs

# Options Harbor itself may put among an agent's kwargs; everything else must be ours.
_HARBOR_KWARGS = {
    "base_url",
    "disable_web_search",
    "reasoning_effort",
    "skip_model_parsing",
    "override_setup_timeout_sec",
}


class BashAgentError(RuntimeError):
    """The run could not talk to the model (endpoint down, request refused); Harbor records it."""


class BashAgent(BaseAgent):
    capabilities = AgentCapabilities(atif=True, base_url=True)

    def __init__(
        self, logs_dir: Path, model_name: str | None = None, *args: Any, base_url: str | None = None, **kwargs: Any
    ):
        ours, rest = split_kwargs(kwargs)
        if base_url:
            ours.setdefault("endpoint", base_url)
        # Harbor validates the options it knows about; ours never reach it.
        super().__init__(logs_dir, model_name, *args, **rest)
        self._options = ours

    @classmethod
    def preflight(cls, kwargs: dict[str, Any] | None = None, env: Mapping[str, str] | None = None) -> None:
        """Before Harbor queues trials: reject misspelled `--ak` options and bad values, not mid-job."""
        ours, rest = split_kwargs(kwargs or {})
        unknown = set(rest) - _HARBOR_KWARGS
        if unknown:
            raise ValueError(
                f"unknown BashAgent option(s) {sorted(unknown)}; known: {sorted(AgentConfig.model_fields)}"
            )
        AgentConfig.from_sources(ours, {**os.environ, **(env or {})})
        super().preflight({k: v for k, v in (kwargs or {}).items() if k in rest}, env)

    @classmethod
    def resolve_model_connection_config(cls, model_name, resolve_env, *, base_url=None, **_: Any):
        # We talk to the endpoint ourselves, so `--base-url` is just our endpoint, not a routed provider.
        return ResolvedModelConnection(user_supplied_base_url=base_url, can_configure_base_url=True)

    @staticmethod
    def name() -> str:
        return AGENT_NAME

    def version(self) -> str:
        return AGENT_VERSION

    def config(self) -> AgentConfig:
        # `--ae KEY=VALUE` (extra env) beats the process environment, as for Harbor's own agents.
        return AgentConfig.from_sources(self._options, {**os.environ, **self._extra_env})

    async def setup(self, environment: BaseEnvironment) -> None:
        pass  # nothing to install: the agent runs here and only execs bash in the environment

    async def run(self, instruction: str, environment: BaseEnvironment, context: AgentContext) -> None:
        async def exec_bash(script: str, timeout_sec: int) -> tuple[str, str, int]:
            result = await environment.exec(script, timeout_sec=timeout_sec)
            return result.stdout or "", result.stderr or "", result.return_code

        self.logs_dir.mkdir(parents=True, exist_ok=True)
        loop = AgentLoop(
            instruction,
            ExecTerminal(exec_bash),
            self.config(),
            model=self.model_name,
            log_dir=self.logs_dir,
            session_id=self.session_id,
            on_update=lambda run: _fill_context(context, run),
        )
        try:
            run = await loop.run()
        finally:  # also on Harbor's timeout (cancellation): keep what the run did
            _fill_context(context, loop.run_state)
            self._write_trajectory(loop.run_state)
        if run.failed:
            raise BashAgentError(f"{run.end_reason.value}: {run.error}")

    def _write_trajectory(self, run: AgentRun) -> None:
        if run.trajectory is None:
            return
        trajectory = Trajectory.model_validate(run.trajectory)  # harbor's own schema, so viewers can read it
        (self.logs_dir / "trajectory.json").write_text(format_trajectory_json(trajectory.to_json_dict()))


def _fill_context(context: AgentContext, run: AgentRun) -> None:
    context.n_input_tokens = run.usage.prompt_tokens
    context.n_output_tokens = run.usage.completion_tokens
    context.n_cache_tokens = run.usage.cached_tokens
    context.metadata = {**(context.metadata or {}), **run.summary()}
