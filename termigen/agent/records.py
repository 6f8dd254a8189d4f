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
    def __init__(self, agent_name: str, agent_version: str, model: str, tools: list[dict[str, Any]]):
        self.agent = {"name": agent_name, "version": agent_version, "model_name": model, "tool_definitions": tools}
        self.steps: list[dict[str, Any]] = []

    def _add(self, step: dict[str, Any]) -> dict[str, Any]:
        step = {"step_id": len(self.steps) + 1, "timestamp": now_iso(), **step}
        self.steps.append(step)
        return step

    def system(self, text: str) -> None:
        self._add({"source": "system", "message": text})

    def user(self, text: str) -> None:
        self._add({"source": "user", "message": text})

    def agent_step(
        self,
        *,
        message: str,
        reasoning: str | None,
        calls: list[tuple[str, str]],  # (call_id, command)
        results: list[tuple[str | None, str]],  # (call_id or None for feedback, text)
        prompt_tokens: int,
        completion_tokens: int,
        cached_tokens: int,
        extra: dict[str, Any],
    ) -> None:
        step: dict[str, Any] = {
            "source": "agent",
            "message": message,
            "llm_call_count": 1,
            "metrics": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "cached_tokens": cached_tokens,
            },
            "extra": extra,
        }
        if reasoning:
            step["reasoning_content"] = reasoning
        if calls:
            step["tool_calls"] = [
                {"tool_call_id": cid, "function_name": "bash", "arguments": {"command": cmd}} for cid, cmd in calls
            ]
        if results:
            step["observation"] = {
                "results": [
                    {"source_call_id": cid, "content": text} if cid else {"content": text} for cid, text in results
                ]
            }
        self._add(step)

    def to_dict(self, session_id: str, usage: dict[str, int], extra: dict[str, Any]) -> dict[str, Any]:
        return {
            "schema_version": ATIF_VERSION,
            "session_id": session_id,
            "agent": self.agent,
            "steps": self.steps,
            "final_metrics": {
                "total_prompt_tokens": usage["prompt_tokens"],
                "total_completion_tokens": usage["completion_tokens"],
                "total_cached_tokens": usage["cached_tokens"],
                "total_steps": len(self.steps),
            },
            "extra": extra,
        }
