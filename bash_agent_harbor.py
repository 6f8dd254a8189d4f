"""Harbor adapter for the TermiGen BashAgent.

    PYTHONPATH=. harbor run -p <task or dataset dir> --agent-import-path bash_agent_harbor:BashAgent \\
        -m <served model name> --ae MODEL_ENDPOINT=http://localhost:8000/v1 [--ak max_episodes=50 ...]

Commands run through Harbor's async `environment.exec`, one fresh bash per command (see ExecTerminal).
The endpoint comes from `--ak endpoint=…`, `--base-url …`, or MODEL_ENDPOINT (agent env `--ae` first,
then the process env); the model from `--ak model=…`, else `-m`, else MODEL_NAME. The options are declared
to Harbor (`options_model`, so `harbor agents schema bash_agent_harbor:BashAgent` lists them and Harbor
validates them). Token usage, cost (when the server reports one or prices are set) and, with
`--ak collect_rollout_details=true` on vLLM, token ids and logprobs (`rollout_details`) go to the
AgentContext. Writes `trajectory.json` (ATIF, validated by harbor's models), `run.json` and
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
from harbor.agents.options import AgentOptions
from harbor.environments.base import BaseEnvironment
from harbor.models.agent.context import AgentContext, ModelUsage
from harbor.models.trajectories import Trajectory
from harbor.utils.trajectory_utils import format_trajectory_json

from pydantic import AliasChoices, Field, create_model

from termigen.agent import AGENT_NAME, AGENT_VERSION, AgentConfig, AgentLoop, AgentRun, ExecTerminal, split_kwargs
from termigen.agent.config import _ALIASES

# Options Harbor itself may put among an agent's kwargs; everything else must be ours.
_HARBOR_KWARGS = {
    "base_url",
    "disable_web_search",
    "reasoning_effort",
    "skip_model_parsing",
    "override_setup_timeout_sec",
}


def _options_model() -> type[AgentOptions]:
    """Harbor's view of our options: every AgentConfig field, optional (unset ones fall back to env vars
    and defaults in AgentConfig.from_sources, which also checks ranges)."""
    fields: dict[str, Any] = {}
    for name, info in AgentConfig.model_fields.items():
        aliases = [alias for alias, field in _ALIASES.items() if field == name and alias not in AgentOptions.model_fields]
        annotation = info.annotation | None
        if name == "extra_body":
            annotation = dict[str, Any] | str | None  # JSON text from the command line
        default = info.default if info.default is not None else "unset"
        fields[name] = (
            annotation,
            Field(
                None,
                description=f"{info.description or name} (default: {default})",
                validation_alias=AliasChoices(name, *aliases) if aliases else None,
            ),
        )
    return create_model("BashAgentOptions", __base__=AgentOptions, **fields)


BashAgentOptions = _options_model()


class BashAgentError(RuntimeError):
    """The run could not talk to the model (endpoint down, request refused); Harbor records it."""


class BashAgent(BaseAgent):
    capabilities = AgentCapabilities(atif=True, base_url=True)
    options_model = BashAgentOptions

    def __init__(
        self, logs_dir: Path, model_name: str | None = None, *args: Any, base_url: str | None = None, **kwargs: Any
    ):
        ours, _ = split_kwargs(kwargs)
        if base_url:
            ours.setdefault("endpoint", base_url)
        # Harbor validates every option against options_model (self.options); base_url stays ours, as
        # Harbor only accepts it as a constructor argument from agents that route a model connection.
        super().__init__(logs_dir, model_name, *args, **kwargs)
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
        super().preflight(kwargs, env)  # Harbor's own check against options_model

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
        # `--ae KEY=VALUE` (extra env) beats the process environment, as for Harbor's own agents; `-m`
        # beats MODEL_NAME, and `--ak model=…` beats `-m`.
        options = dict(self._options)
        if self.model_name:
            options.setdefault("model", self.model_name)
        return AgentConfig.from_sources(options, {**os.environ, **self._extra_env})

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
    usage = run.usage
    context.n_input_tokens = usage.prompt_tokens
    context.n_output_tokens = usage.completion_tokens
    context.n_cache_tokens = usage.cached_tokens
    context.cost_usd = usage.cost_usd
    context.model_usage = {
        run.model: ModelUsage(
            n_input_tokens=usage.prompt_tokens,
            n_cache_tokens=usage.cached_tokens,
            n_output_tokens=usage.completion_tokens,
            cost_usd=usage.cost_usd,
        )
    }
    if run.rollout_details:  # one linear conversation: one RolloutDetail, a list per model call
        context.rollout_details = [
            {key: [list(turn) for turn in turns] for key, turns in run.rollout_details.items() if any(turns)}
        ]
    context.metadata = {**(context.metadata or {}), **run.summary()}
