"""Agent settings: one pydantic model filled from constructor kwargs first, then environment variables.

Both harnesses pass user options as kwargs (harbor `--ak key=value`, tb `-k key=value`) and also pass
their own framework kwargs, so `split_kwargs` separates ours from theirs instead of failing on them.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

# Env vars with conventional names; every other field reads BASH_AGENT_<FIELD> (e.g. BASH_AGENT_MAX_EPISODES).
_ENV_NAMES: dict[str, tuple[str, ...]] = {
    "endpoint": ("MODEL_ENDPOINT", "OPENAI_BASE_URL"),
    "model": ("MODEL_NAME",),
    "api_key": ("MODEL_API_KEY", "OPENAI_API_KEY"),
}
# Kwarg spellings users reach for; mapped onto field names.
_ALIASES = {"base_url": "endpoint", "model_endpoint": "endpoint", "model_name": "model", "api_base": "endpoint"}


class AgentConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    endpoint: str = Field("http://localhost:8000/v1", description="OpenAI-compatible base URL (…/v1)")
    model: str | None = Field(None, description="model name sent to the server; the harness's -m if unset")
    api_key: str = "EMPTY"
    max_episodes: int = Field(1000, ge=1, description="model calls per run")
    temperature: float = 0.6
    top_p: float | None = None
    max_tokens: int | None = Field(None, description="per reply; None lets the server use what context is left")
    command_timeout_sec: float = Field(120.0, gt=0)
    time_budget_sec: float | None = Field(
        None, gt=0, description="wall-clock budget the agent enforces on itself (tb never stops an agent)"
    )
    observation_role: Literal["auto", "tool", "user"] = Field(
        "auto", description="auto: tool role, switching to 'user' if the server rejects it"
    )
    native_tools: bool = Field(True, description="send the bash tool schema in `tools` (dropped if rejected)")
    completion_phrase: str = "TASK_COMPLETE"
    max_output_chars: int = Field(10_000, ge=200)
    max_parse_errors: int = Field(3, ge=1, description="consecutive unparseable replies that end the run")
    max_retries: int = Field(6, ge=0, description="per model call, on 429/5xx/connection errors")
    retry_base_sec: float = 1.0
    retry_max_sec: float = 30.0
    request_timeout_sec: float = Field(600.0, gt=0)
    max_terminal_errors: int = Field(3, ge=1, description="consecutive terminal failures that mean it is dead")
    extra_body: dict[str, Any] | None = Field(None, description="merged into each request (e.g. vLLM options)")
    actions: Literal["bash", "structured"] = Field(
        "bash", description="bash: the one bash tool; structured: bash, read_file, write_file, edit, search, todo, finish"
    )
    collect_rollout_details: bool = Field(
        False, description="ask for token ids and logprobs (vLLM: logprobs, return_token_ids) for RL records"
    )
    context_tokens: int | None = Field(
        None, description="the model's context length; unset: what the server reports (vLLM), else only the 400 fallback"
    )
    context_reserve_tokens: int = Field(
        4096, ge=0, description="kept free for the reply when max_tokens is unset"
    )
    price_input_per_mtok: float | None = Field(None, ge=0, description="USD per million prompt tokens, for cost_usd")
    price_output_per_mtok: float | None = Field(None, ge=0, description="USD per million completion tokens")
    price_cached_per_mtok: float | None = Field(None, ge=0, description="USD per million cached prompt tokens")

    @field_validator("extra_body", mode="before")
    @classmethod
    def _json_extra_body(cls, value: Any) -> Any:
        return json.loads(value) if isinstance(value, str) else value

    @field_validator("time_budget_sec", "max_tokens", "top_p", "context_tokens", mode="before")
    @classmethod
    def _empty_is_none(cls, value: Any) -> Any:
        return None if value in ("", "none", "None", 0, "0") else value

    @classmethod
    def from_sources(
        cls,
        kwargs: Mapping[str, Any] | None = None,
        env: Mapping[str, str] | None = None,
        defaults: Mapping[str, Any] | None = None,
    ) -> AgentConfig:
        """kwargs beat env vars, which beat `defaults` (adapter-specific), which beat field defaults."""
        env = os.environ if env is None else env
        values: dict[str, Any] = dict(defaults or {})
        for field in cls.model_fields:
            for name in _ENV_NAMES.get(field, ()) + (f"BASH_AGENT_{field.upper()}",):
                if env.get(name):
                    values[field] = env[name]
                    break
        ours, unknown = split_kwargs(kwargs or {})
        if unknown:
            raise ValueError(f"unknown agent option(s): {sorted(unknown)}")
        values.update(ours)
        return cls.model_validate(values)


def split_kwargs(kwargs: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(our options with aliases resolved, everything else) — None values count as unset."""
    ours: dict[str, Any] = {}
    rest: dict[str, Any] = {}
    for key, value in kwargs.items():
        field = _ALIASES.get(key, key)
        if field in AgentConfig.model_fields:
            if value is not None:
                ours[field] = value
        else:
            rest[key] = value
    return ours, rest
