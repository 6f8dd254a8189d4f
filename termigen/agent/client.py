"""The one chat-completions client: the agent, trajectory synthesis (teacher, critic) and the GRPO judge
all call models through it.

Transient failures (connection refused, timeouts, 429, 5xx, unreadable bodies) are retried with
exponential backoff up to `max_retries`; then `ModelUnavailable`. A 400 is sorted by its message into
context overflow, a rejected `tools` parameter, a rejected tool role, rejected rollout fields
(`logprobs`, `return_token_ids`), or a plain failure. Replies carry usage (tokens, cost when the server
reports it), the token ids and logprobs vLLM returns when asked (`rollout=True`), and their actions
read by the one parser (`Reply.actions`). `count_tokens` asks the server's `/tokenize` (vLLM) and
remembers when there is none.

Async first (`complete`, `chat`); `chat_sync` for synchronous callers (it runs its own event loop).
Any settings object with the fields of `ClientSettings` works (the agent passes its `AgentConfig`).
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import openai

from termigen.agent.parser import BASH_ONLY, ParsedReply, call_from_object, parse_reasoning_calls, parse_reply


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
        self.kind = kind  # "context" | "tools" | "role" | "rollout" | None


_CONTEXT = re.compile(
    r"context length|context window|maximum context|context_length|too many tokens|prompt is too long|"
    r"input is too long|reduce the length|exceeds? the (?:model'?s? )?(?:max|limit)",
    re.I,
)
_ROLLOUT = re.compile(r"return_token_ids|logprobs", re.I)
_TOOLS = re.compile(r"tool[ _]choice|enable-auto-tool-choice|tool-call-parser|tools? (?:are |is )?not supported", re.I)
_ROLE = re.compile(r"\brole\b|roles must alternate|tool_call_id|tool message", re.I)


def classify_bad_request(message: str) -> str | None:
    if _CONTEXT.search(message):
        return "context"
    if _ROLLOUT.search(message):
        return "rollout"
    if _TOOLS.search(message):
        return "tools"
    if _ROLE.search(message):
        return "role"
    return None


@dataclass
class ClientSettings:
    """What the client needs; `AgentConfig` has the same fields."""

    endpoint: str = "http://localhost:8000/v1"
    api_key: str = "EMPTY"
    temperature: float | None = 0.6
    top_p: float | None = None
    max_tokens: int | None = None
    max_retries: int = 6
    retry_base_sec: float = 1.0
    retry_max_sec: float = 30.0
    request_timeout_sec: float = 600.0
    extra_body: dict[str, Any] | None = None


@dataclass
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    cost_usd: float | None = None  # only when the server reports a cost (usage.cost) or prices are set

    def add(self, other: Usage) -> None:
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.cached_tokens += other.cached_tokens
        if other.cost_usd is not None:
            self.cost_usd = (self.cost_usd or 0.0) + other.cost_usd


@dataclass
class Reply:
    content: str
    native_calls: list[Any]  # ToolCall
    native_errors: list[str]  # native calls that could not be read
    reasoning: str | None
    finish_reason: str | None
    usage: Usage
    raw: dict[str, Any]
    latency_sec: float
    retries: int = 0
    errors: list[str] = field(default_factory=list)  # transient errors retried before this reply
    prompt_token_ids: list[int] | None = None  # vLLM, with return_token_ids
    completion_token_ids: list[int] | None = None
    logprobs: list[float] | None = None  # one per completion token, with logprobs
    native_raw: list[dict[str, Any]] = field(default_factory=list)

    def actions(self, names: tuple[str, ...] | list[str] = BASH_ONLY) -> ParsedReply:
        """The reply's calls, by the one parser: native calls first; else the content's text calls
        (reasoning cut out); else, when the content is empty, calls left in `reasoning_content`."""
        text = parse_reply(self.content, names)
        if self.native_raw:  # re-read against this action set (a tool name may not belong to it)
            calls, errors = [], []
            for i, call in enumerate(self.native_raw):
                try:
                    parsed = call_from_object(call.get("function") or {}, names)
                    parsed.call_id = call.get("id") or f"call_{i}"
                    calls.append(parsed)
                except ValueError as exc:
                    errors.append(f"{exc}: {str(call)[:200]}")
            if calls or errors:
                return ParsedReply(calls, errors, True, text.visible, text.reasoning)
        if text.calls or text.errors or text.visible.strip() or not self.reasoning:
            return text
        fallback = parse_reasoning_calls(self.reasoning, names)
        if fallback.calls:
            return ParsedReply(fallback.calls, fallback.errors, True, text.visible, self.reasoning)
        return text


def api_root(endpoint: str) -> str:
    """The server's root URL: the OpenAI base URL without its trailing /v1."""
    root = endpoint.rstrip("/")
    return root[:-3] if root.endswith("/v1") else root


class ModelClient:
    def __init__(self, config: Any, model: str):
        self.config = config
        self.model = model
        self._client: openai.AsyncOpenAI | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self.tokenize_supported: bool | None = None  # None: not asked yet
        self.max_model_len: int | None = None  # what the server says the context holds

    def _api(self) -> openai.AsyncOpenAI:
        loop = asyncio.get_running_loop()
        if self._client is None or self._loop is not loop:  # an httpx client belongs to one event loop
            self._client = openai.AsyncOpenAI(
                base_url=self.config.endpoint,
                api_key=self.config.api_key,
                max_retries=0,  # retries are ours: bounded, logged, and aware of the time budget
                timeout=self.config.request_timeout_sec,
            )
            self._loop = loop
        return self._client

    async def close(self) -> None:
        if self._client is not None:
            client, self._client, self._loop = self._client, None, None
            await client.close()

    def request_params(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None, rollout: bool = False, **overrides: Any
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"model": self.model, "messages": messages}
        if self.config.temperature is not None:
            params["temperature"] = self.config.temperature
        if self.config.top_p is not None:
            params["top_p"] = self.config.top_p
        if self.config.max_tokens:
            params["max_tokens"] = self.config.max_tokens
        if tools:
            params["tools"] = tools
        if rollout:  # vLLM: completion logprobs, and the token ids of prompt and completion
            params["logprobs"] = True
            params["return_token_ids"] = True
        params.update({k: v for k, v in overrides.items() if v is not None})
        return params

    async def chat(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None, **overrides: Any
    ) -> Reply:
        return await self.complete(self.request_params(messages, tools, **overrides))

    def chat_sync(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None, **overrides: Any
    ) -> Reply:
        """`chat` for synchronous code (a worker thread, a script): its own event loop, closed after."""

        async def once() -> Reply:
            try:
                return await self.chat(messages, tools, **overrides)
            finally:
                await self.close()

        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(once())
        with ThreadPoolExecutor(max_workers=1) as pool:  # called from inside an event loop: use another thread
            return pool.submit(asyncio.run, once()).result()

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
                response = await self._api().post(
                    "/chat/completions",
                    body={**params, **(self.config.extra_body or {})},
                    cast_to=object,
                    options={"timeout": timeout},
                )
                reply = to_reply(response, time.monotonic() - started)
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

    async def count_tokens(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None
    ) -> int | None:
        """The prompt's token count by the server's tokenizer (vLLM's /tokenize), or None where it has none."""
        if self.tokenize_supported is False:
            return None
        body: dict[str, Any] = {"model": self.model, "messages": messages, "add_generation_prompt": True}
        if tools:
            body["tools"] = tools
        try:
            response = await self._api().post(
                api_root(self.config.endpoint) + "/tokenize",
                body=body,
                cast_to=object,
                options={"timeout": min(30.0, self.config.request_timeout_sec)},
            )
        except openai.APIStatusError as exc:
            if exc.status_code in (404, 405, 501):
                self.tokenize_supported = False
            return None
        except (openai.APIConnectionError, ValueError):
            return None
        if not isinstance(response, dict) or not isinstance(response.get("count"), int):
            self.tokenize_supported = False
            return None
        self.tokenize_supported = True
        if isinstance(response.get("max_model_len"), int):
            self.max_model_len = response["max_model_len"]
        return response["count"]

    async def context_window(self) -> int | None:
        """The model's context length as the server lists it (vLLM's /v1/models `max_model_len`)."""
        if self.max_model_len:
            return self.max_model_len
        try:
            response = await self._api().get("/models", cast_to=object, options={"timeout": 30.0})
        except (openai.APIError, ValueError):
            return None
        for entry in (response or {}).get("data", []) if isinstance(response, dict) else []:
            if isinstance(entry, dict) and entry.get("id") == self.model and isinstance(entry.get("max_model_len"), int):
                self.max_model_len = entry["max_model_len"]
        return self.max_model_len


def to_reply(response: Any, latency: float) -> Reply:
    """A chat-completion body as a Reply; ValueError when it is not one."""
    if not isinstance(response, dict):
        raise ValueError(f"response is not a JSON object: {str(response)[:300]}")
    raw = response
    choices = raw.get("choices") or []
    if not choices or not isinstance(choices[0], dict) or not isinstance(choices[0].get("message"), dict):
        raise ValueError(f"response has no message: {str(raw)[:300]}")
    choice = choices[0]
    message = choice["message"]
    native_raw = [c for c in message.get("tool_calls") or [] if isinstance(c, dict)]
    calls: list[Any] = []
    errors: list[str] = []
    from termigen.agent.tools import tool_names

    for i, call in enumerate(native_raw):
        try:
            parsed = call_from_object(call.get("function") or {}, tool_names("structured"))
            parsed.call_id = call.get("id") or f"call_{i}"
            calls.append(parsed)
        except ValueError as exc:
            errors.append(f"{exc}: {str(call)[:200]}")
    usage = raw.get("usage") or {}
    details = usage.get("prompt_tokens_details") or {}
    cost = usage.get("cost")
    logprobs = None
    content_logprobs = (choice.get("logprobs") or {}).get("content") if isinstance(choice.get("logprobs"), dict) else None
    if isinstance(content_logprobs, list):
        logprobs = [float(t.get("logprob", 0.0)) for t in content_logprobs if isinstance(t, dict)]
    prompt_ids = raw.get("prompt_token_ids") or choice.get("prompt_token_ids")
    return Reply(
        content=message.get("content") or "",
        native_calls=calls,
        native_errors=errors,
        # vLLM's reasoning parsers put thinking here; it is recorded but not sent back to the model.
        reasoning=message.get("reasoning_content") or message.get("reasoning"),
        finish_reason=choice.get("finish_reason"),
        usage=Usage(
            prompt_tokens=usage.get("prompt_tokens") or 0,
            completion_tokens=usage.get("completion_tokens") or 0,
            cached_tokens=details.get("cached_tokens") or 0,
            cost_usd=float(cost) if isinstance(cost, (int, float)) else None,
        ),
        raw=raw,
        latency_sec=latency,
        prompt_token_ids=list(prompt_ids) if isinstance(prompt_ids, list) else None,
        completion_token_ids=list(choice["token_ids"]) if isinstance(choice.get("token_ids"), list) else None,
        logprobs=logprobs,
        native_raw=native_raw,
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
