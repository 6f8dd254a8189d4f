"""Chat-completions client: bounded retries with backoff, and errors sorted into what the loop can fix.

Transient failures (connection refused, timeouts, 429, 5xx, unreadable bodies) are retried with
exponential backoff up to `max_retries`; then `ModelUnavailable`. A 400 is sorted by its message into
context overflow, a rejected `tools` parameter, a rejected tool role, or a plain failure.
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any

import openai

from termigen.agent.config import AgentConfig
from termigen.agent.parser import ToolCall, call_from_object


class ModelError(Exception):
    pass


class ModelUnavailable(ModelError):
    """The endpoint kept failing after every retry."""


class ModelRequestFailed(ModelError):
    """A non-retryable rejection (bad key, unknown model, a 400 the loop cannot adapt to)."""


class BudgetExhausted(ModelError):
    """The time budget ran out while waiting on the model."""


class BadRequest(ModelError):
    def __init__(self, message: str, kind: str | None):
        super().__init__(message)
        self.kind = kind  # "context" | "tools" | "role" | None


_CONTEXT = re.compile(
    r"context length|context window|maximum context|context_length|too many tokens|prompt is too long|"
    r"input is too long|reduce the length|exceeds? the (?:model'?s? )?(?:max|limit)",
    re.I,
)
_TOOLS = re.compile(r"tool[ _]choice|enable-auto-tool-choice|tool-call-parser|tools? (?:are |is )?not supported", re.I)
_ROLE = re.compile(r"\brole\b|roles must alternate|tool_call_id|tool message", re.I)


def classify_bad_request(message: str) -> str | None:
    if _CONTEXT.search(message):
        return "context"
    if _TOOLS.search(message):
        return "tools"
    if _ROLE.search(message):
        return "role"
    return None


@dataclass
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0

    def add(self, other: Usage) -> None:
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.cached_tokens += other.cached_tokens


@dataclass
class Reply:
    content: str
    native_calls: list[ToolCall]
    native_errors: list[str]  # native calls that could not be read
    reasoning: str | None
    finish_reason: str | None
    usage: Usage
    raw: dict[str, Any]
    latency_sec: float
    retries: int = 0
    errors: list[str] = field(default_factory=list)  # transient errors retried before this reply


class ModelClient:
    def __init__(self, config: AgentConfig, model: str):
        self.config = config
        self.model = model
        self._client = openai.AsyncOpenAI(
            base_url=config.endpoint,
            api_key=config.api_key,
            max_retries=0,  # retries are ours: bounded, logged, and aware of the time budget
            timeout=config.request_timeout_sec,
        )

    async def close(self) -> None:
        await self._client.close()

    def request_params(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> dict[str, Any]:
        params: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": self.config.temperature}
        if self.config.top_p is not None:
            params["top_p"] = self.config.top_p
        if self.config.max_tokens:
            params["max_tokens"] = self.config.max_tokens
        if tools:
            params["tools"] = tools
        return params

    async def complete(self, params: dict[str, Any], deadline: float | None = None) -> Reply:
        errors: list[str] = []
        for attempt in range(self.config.max_retries + 1):
            timeout = self.config.request_timeout_sec
            if deadline is not None:
                timeout = min(timeout, deadline - time.monotonic())
                if timeout <= 0:
                    raise BudgetExhausted("time budget exhausted while waiting for the model")
            started = time.monotonic()
            try:
                # The raw `post` skips the SDK's per-message request transform, which costs ~15 ms per
                # call on a 100-message history; the body is plain JSON the server validates anyway.
                response = await self._client.post(
                    "/chat/completions",
                    body={**params, **(self.config.extra_body or {})},
                    cast_to=object,
                    options={"timeout": timeout},
                )
                reply = _to_reply(response, time.monotonic() - started)
                reply.retries, reply.errors = attempt, errors
                return reply
            except openai.APIStatusError as exc:
                status, message = exc.status_code, _error_message(exc)
                if status in (400, 413, 422):
                    raise BadRequest(f"HTTP {status}: {message}", classify_bad_request(message)) from exc
                if status in (401, 403, 404):
                    raise ModelRequestFailed(f"HTTP {status}: {message}") from exc
                errors.append(f"HTTP {status}: {message[:300]}")
                retry_after = _retry_after(exc)
            except (openai.APIConnectionError, openai.APIResponseValidationError, ValueError, KeyError) as exc:
                # APIConnectionError covers refused connections and request timeouts; ValueError covers
                # bodies that are not JSON; both are worth another try.
                errors.append(f"{type(exc).__name__}: {str(exc)[:300]}")
                retry_after = None
            if attempt == self.config.max_retries:
                break
            delay = (
                retry_after
                if retry_after is not None
                else min(self.config.retry_max_sec, self.config.retry_base_sec * 2**attempt)
            )
            delay *= random.uniform(0.8, 1.0)
            if deadline is not None and time.monotonic() + delay >= deadline:
                raise BudgetExhausted("time budget exhausted while retrying the model: " + errors[-1])
            await asyncio.sleep(delay)
        raise ModelUnavailable(
            f"model endpoint {self.config.endpoint} failed {len(errors)} times; last error: {errors[-1]}"
        )


def _to_reply(response: Any, latency: float) -> Reply:
    if not isinstance(response, dict):
        raise ValueError(f"response is not a JSON object: {str(response)[:300]}")
    raw = response
    choices = raw.get("choices") or []
    if not choices or not isinstance(choices[0], dict) or not isinstance(choices[0].get("message"), dict):
        raise ValueError(f"response has no message: {str(raw)[:300]}")
    message = choices[0]["message"]
    calls: list[ToolCall] = []
    errors: list[str] = []
    for i, call in enumerate(message.get("tool_calls") or []):
        try:
            command = call_from_object(call.get("function") or {})
            calls.append(ToolCall(command=command, call_id=call.get("id") or f"call_{i}"))
        except ValueError as exc:
            errors.append(f"{exc}: {str(call)[:200]}")
    usage = raw.get("usage") or {}
    details = usage.get("prompt_tokens_details") or {}
    return Reply(
        content=message.get("content") or "",
        native_calls=calls,
        native_errors=errors,
        # vLLM's reasoning parsers put thinking here; it is recorded but not sent back to the model.
        reasoning=message.get("reasoning_content") or message.get("reasoning"),
        finish_reason=choices[0].get("finish_reason"),
        usage=Usage(
            prompt_tokens=usage.get("prompt_tokens") or 0,
            completion_tokens=usage.get("completion_tokens") or 0,
            cached_tokens=details.get("cached_tokens") or 0,
        ),
        raw=raw,
        latency_sec=latency,
    )


def _error_message(exc: openai.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])
        if isinstance(err, str):
            return err
        if body.get("message"):
            return str(body["message"])
    return str(exc.message or exc)


def _retry_after(exc: openai.APIStatusError) -> float | None:
    try:
        value = float(exc.response.headers.get("retry-after", ""))
    except (ValueError, AttributeError):
        return None
    return value if 0 <= value <= 60 else None
