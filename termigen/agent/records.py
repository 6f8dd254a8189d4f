"""What a run leaves behind: per-episode prompt/response files, a summary, and an ATIF trajectory.

The trajectory is built as plain dicts in the ATIF v1.6 shape so the core needs no harbor import; the
Harbor adapter validates it with harbor's own pydantic models before writing it.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ATIF_VERSION = "ATIF-v1.6"


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    tmp.replace(path)  # readers never see a half-written file


class EpisodeLog:
    """`<dir>/episode-0001/{prompt,response}.json`, one folder per model call."""

    def __init__(self, directory: Path | None):
        self.directory = Path(directory) if directory else None

    def write(self, episode: int, name: str, data: Any) -> None:
        if self.directory is not None:
            write_json(self.directory / f"episode-{episode:04d}" / f"{name}.json", data)

    def write_summary(self, data: dict[str, Any]) -> None:
        if self.directory is not None:
            write_json(self.directory / "run.json", data)


class TrajectoryBuilder:
    """The one ATIF writer: the agent's runs and synthesis records (termigen.synth.records.to_atif) both
    build their trajectories with it."""

    def __init__(
        self, agent_name: str, agent_version: str, model: str | None, tools: list[dict[str, Any]], timestamps: bool = True
    ):
        self.agent = {"name": agent_name, "version": agent_version, "model_name": model, "tool_definitions": tools}
        self.steps: list[dict[str, Any]] = []
        self.timestamps = timestamps

    def _add(self, step: dict[str, Any]) -> dict[str, Any]:
        stamp = {"timestamp": now_iso()} if self.timestamps else {}
        step = {"step_id": len(self.steps) + 1, **stamp, **step}
        self.steps.append(step)
        return step

    def system(self, text: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        return self._add({"source": "system", "message": text, **({"extra": extra} if extra else {})})

    def user(self, text: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        return self._add({"source": "user", "message": text, **({"extra": extra} if extra else {})})

    def agent_step(
        self,
        *,
        message: str,
        reasoning: str | None,
        calls: list[tuple[str, str, dict[str, Any]]],  # (call_id, tool name, arguments)
        results: list[tuple[str | None, str]],  # (call_id or None for feedback, text)
        prompt_tokens: int | None = None,
        completion_tokens: int | None = None,
        cached_tokens: int | None = None,
        cost_usd: float | None = None,
        prompt_token_ids: list[int] | None = None,
        completion_token_ids: list[int] | None = None,
        logprobs: list[float] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        step: dict[str, Any] = {"source": "agent", "message": message}
        metrics = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "cached_tokens": cached_tokens,
            "cost_usd": cost_usd,
            "prompt_token_ids": prompt_token_ids,
            "completion_token_ids": completion_token_ids,
            "logprobs": logprobs,
        }
        if prompt_tokens is not None:
            step["llm_call_count"] = 1
        metrics = {k: v for k, v in metrics.items() if v is not None}
        if metrics:
            step["metrics"] = metrics
        if extra is not None:
            step["extra"] = extra
        if reasoning:
            step["reasoning_content"] = reasoning
        if calls:
            step["tool_calls"] = [
                {"tool_call_id": cid, "function_name": name, "arguments": args} for cid, name, args in calls
            ]
        if results:
            self.observe(step, results)
        return self._add(step)

    @staticmethod
    def observe(step: dict[str, Any], results: list[tuple[str | None, str]]) -> None:
        """Add tool results (or feedback, call id None) to an agent step's observation."""
        observation = step.setdefault("observation", {"results": []})
        for cid, text in results:
            observation["results"].append({"source_call_id": cid, "content": text} if cid else {"content": text})

    def to_dict(self, session_id: str, usage: dict[str, Any] | None, extra: dict[str, Any]) -> dict[str, Any]:
        usage = usage or {}
        final = {
            "total_prompt_tokens": usage.get("prompt_tokens"),
            "total_completion_tokens": usage.get("completion_tokens"),
            "total_cached_tokens": usage.get("cached_tokens"),
            "total_cost_usd": usage.get("cost_usd"),
            "total_steps": len(self.steps),
        }
        return {
            "schema_version": ATIF_VERSION,
            "session_id": session_id,
            "agent": self.agent,
            "steps": self.steps,
            "final_metrics": {k: v for k, v in final.items() if v is not None},
            "extra": extra,
        }
