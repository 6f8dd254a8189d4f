"""The ReAct loop: ask the model, run its tool calls in order, show it the results, until an end.

Every way a run can end is an `EndReason`, recorded with the run; the loop itself never raises for
model, parse or terminal trouble (only cancellation by the harness propagates, after the records).

Context: before each request the prompt is measured against the model's context (the `context_tokens`
option, else what the server reports); when it would not leave room for the reply, the oldest
observations are elided first. Tokens are counted by the server's tokenizer where it has one (vLLM's
/tokenize), otherwise estimated from characters (calibrated on the usage each reply reports). A
context-length 400 from the server is still handled the same way, as the last line of defence.
"""

from __future__ import annotations

import asyncio
import math
import re
import time
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from termigen.agent.actions import ActionRunner
from termigen.agent.client import (
    BadRequest,
    BudgetExhausted,
    ModelClient,
    ModelRequestFailed,
    ModelUnavailable,
    Reply,
    Usage,
)
from termigen.agent.config import AgentConfig
from termigen.agent.history import AssistantTurn, Conversation, ObservationTurn, Role
from termigen.agent.parser import ToolCall
from termigen.agent.prompt import system_prompt
from termigen.agent.records import EpisodeLog, TrajectoryBuilder
from termigen.agent.terminal import Terminal, TerminalDead
from termigen.agent.tools import tool_names, tool_schemas

AGENT_NAME = "termigen-bash-agent"
AGENT_VERSION = "0.2.0"
_ESTIMATE_FIRST = 0.7  # below this share of the budget by estimate, the tokenizer is not asked
_TOOL_CALL_BLOCKS = re.compile(r"<tool_call>.*?(?:</tool_call>|\Z)", re.S)


class EndReason(StrEnum):
    TASK_COMPLETE = "task_complete"  # the completion phrase
    NO_TOOL_CALL = "no_tool_call"  # a reply with no action: the model considers itself done
    MAX_EPISODES = "max_episodes"
    TIME_BUDGET = "time_budget"
    PARSE_ERRORS = "parse_errors"  # max_parse_errors unparseable replies in a row
    TERMINAL_DEAD = "terminal_dead"
    MODEL_UNAVAILABLE = "model_unavailable"  # endpoint down after every retry
    MODEL_ERROR = "model_error"  # a request the server refuses for good (auth, unknown model, …)
    CONTEXT_EXHAUSTED = "context_exhausted"  # still too long with every old observation elided
    CANCELLED = "cancelled"  # the harness stopped us (its own timeout)


FAILURES = {EndReason.MODEL_UNAVAILABLE, EndReason.MODEL_ERROR}


@dataclass
class AgentRun:
    session_id: str
    model: str
    end_reason: EndReason | None = None
    error: str | None = None
    episodes: int = 0
    commands: int = 0
    usage: Usage = field(default_factory=Usage)
    observation_role: Role = "tool"
    native_tools: bool = True
    adaptations: list[str] = field(default_factory=list)  # fallbacks taken, with the error that caused them
    elapsed_sec: float = 0.0
    model_sec: float = 0.0
    terminal_sec: float = 0.0
    actions: str = "bash"
    context_limit: int | None = None  # tokens, when known
    context_trims: int = 0  # times old observations were elided before a request, to fit
    token_counter: str = "none"  # server (its /tokenize) | estimate | none (no known limit)
    rollout_details: dict[str, list[Any]] | None = None  # prompt/completion token ids and logprobs per call
    trajectory: dict[str, Any] | None = None

    @property
    def failed(self) -> bool:
        return self.end_reason in FAILURES

    def summary(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("trajectory")
        data.pop("rollout_details")
        data["end_reason"] = self.end_reason.value if self.end_reason else None
        return data


class ContextExhausted(Exception):
    pass


class AgentLoop:
    def __init__(
        self,
        instruction: str,
        terminal: Terminal,
        config: AgentConfig,
        *,
        model: str | None = None,
        log_dir: Path | str | None = None,
        session_id: str | None = None,
        on_update: Callable[[AgentRun], None] | None = None,
    ):
        model = config.model or model
        if not model:
            raise ValueError("no model name: set MODEL_NAME, pass model=..., or the harness's -m")
        self.config = config
        self.terminal = terminal
        self.on_update = on_update
        self.client = ModelClient(config, model)
        self.log = EpisodeLog(Path(log_dir) if log_dir else None)
        self.run_state = AgentRun(session_id=session_id or uuid.uuid4().hex, model=model)
        self.role: Role = "user" if config.observation_role == "user" else "tool"
        self.native_tools = config.native_tools
        self.tools = tool_schemas(config.actions)
        self.names = tool_names(config.actions)
        self.actions = ActionRunner(terminal, config.max_output_chars)
        self.rollout = config.collect_rollout_details
        self.run_state.actions = config.actions
        system = system_prompt(
            terminal.description, config.command_timeout_sec, config.completion_phrase, config.actions
        )
        self.conversation = Conversation(system=system, instruction=instruction)
        self.trajectory = TrajectoryBuilder(AGENT_NAME, AGENT_VERSION, model, self.tools)
        self.trajectory.system(system)
        self.trajectory.user(instruction)
        self._parse_errors = 0
        self._terminal_errors = 0
        self._started = time.monotonic()
        self._deadline = self._started + config.time_budget_sec if config.time_budget_sec else None
        self._chars_per_token = 3.0  # conservative until a reply's usage calibrates it
        self._limit_known = False

    def _time_left(self) -> float:
        return math.inf if self._deadline is None else self._deadline - time.monotonic()

    def _end(self, reason: EndReason, error: str | None = None) -> None:
        if self.run_state.end_reason is None:
            self.run_state.end_reason, self.run_state.error = reason, error

    async def run(self) -> AgentRun:
        try:
            await self._loop()
        except asyncio.CancelledError:
            self._end(EndReason.CANCELLED, "cancelled by the harness")
            raise
        finally:
            self._finish()
            try:
                await asyncio.shield(self.client.close())
            except BaseException:  # noqa: BLE001 — closing must not mask the run's outcome
                pass
        return self.run_state

    async def _loop(self) -> None:
        for episode in range(1, self.config.max_episodes + 1):
            if self._time_left() <= 0:
                return self._end(EndReason.TIME_BUDGET)
            try:
                reply = await self._ask(episode)
            except BudgetExhausted as exc:
                return self._end(EndReason.TIME_BUDGET, str(exc))
            except ModelUnavailable as exc:
                return self._end(EndReason.MODEL_UNAVAILABLE, str(exc))
            except ModelRequestFailed as exc:
                return self._end(EndReason.MODEL_ERROR, str(exc))
            except ContextExhausted as exc:
                return self._end(EndReason.CONTEXT_EXHAUSTED, str(exc))
            self.run_state.episodes = episode
            self._price(reply)
            self.run_state.usage.add(reply.usage)
            self.run_state.model_sec += reply.latency_sec
            self._collect_rollout(reply)
            reason = await self._act(episode, reply)
            if self.on_update:
                self.on_update(self.run_state)
            if reason:
                return self._end(reason)
        self._end(EndReason.MAX_EPISODES)

    # -- asking: adapt to what the server rejects, then retry ---------------------------------------------
    async def _ask(self, episode: int) -> Reply:
        while True:
            tools = self.tools if self.native_tools else None
            await self._fit_context(tools)
            messages = self.conversation.render(self.role)
            params = self.client.request_params(messages, tools, rollout=self.rollout)
            self.log.write(episode, "prompt", params)
            try:
                reply = await self.client.complete(params, self._deadline)
            except BadRequest as exc:
                self.log.write(episode, "response", {"error": str(exc), "kind": exc.kind})
                self._adapt(exc)
                continue
            except Exception as exc:
                self.log.write(episode, "response", {"error": f"{type(exc).__name__}: {exc}"})
                raise
            self.log.write(
                episode,
                "response",
                {**reply.raw, "_latency_sec": reply.latency_sec, "_retried_errors": reply.errors},
            )
            if reply.usage.prompt_tokens > 0:  # calibrate the estimate on what the server counted
                self._chars_per_token = max(1.0, _chars(messages, tools) / reply.usage.prompt_tokens)
            return reply

    # -- context: measure before sending, elide old observations before the limit ---------------------------
    async def _context_limit(self) -> int | None:
        if not self._limit_known:
            self._limit_known = True
            self.run_state.context_limit = self.config.context_tokens or await self.client.context_window()
        return self.run_state.context_limit

    async def _fit_context(self, tools: list[dict[str, Any]] | None) -> None:
        limit = await self._context_limit()
        if not limit:
            return
        budget = limit - (self.config.max_tokens or self.config.context_reserve_tokens)
        while True:
            messages = self.conversation.render(self.role)
            estimate = _chars(messages, tools) / self._chars_per_token
            if estimate < _ESTIMATE_FIRST * budget:
                if self.run_state.token_counter == "none":
                    self.run_state.token_counter = "estimate"
                return
            count = await self.client.count_tokens(messages, tools)
            self.run_state.token_counter = "server" if count is not None else "estimate"
            if count is None:
                count = int(estimate)
            if count <= budget or not self.conversation.shrink():
                return  # fits, or nothing left to elide: the server has the last word
            self.run_state.context_trims += 1

    def _price(self, reply: Reply) -> None:
        """cost_usd from the configured prices, where the server reported none."""
        usage, c = reply.usage, self.config
        if usage.cost_usd is not None or (c.price_input_per_mtok is None and c.price_output_per_mtok is None):
            return
        cached = min(usage.cached_tokens, usage.prompt_tokens)
        cached_price = c.price_cached_per_mtok if c.price_cached_per_mtok is not None else c.price_input_per_mtok
        usage.cost_usd = (
            (usage.prompt_tokens - cached) * (c.price_input_per_mtok or 0.0)
            + cached * (cached_price or 0.0)
            + usage.completion_tokens * (c.price_output_per_mtok or 0.0)
        ) / 1e6

    def _collect_rollout(self, reply: Reply) -> None:
        if reply.prompt_token_ids is None and reply.completion_token_ids is None and reply.logprobs is None:
            return
        details = self.run_state.rollout_details
        if details is None:
            details = {"prompt_token_ids": [], "completion_token_ids": [], "logprobs": []}
            self.run_state.rollout_details = details
        details["prompt_token_ids"].append(reply.prompt_token_ids or [])
        details["completion_token_ids"].append(reply.completion_token_ids or [])
        details["logprobs"].append(reply.logprobs or [])

    def _adapt(self, exc: BadRequest) -> None:
        """Change one thing about the request so the next try can succeed, or raise."""
        note = f"{exc}"[:300]
        if exc.kind == "rollout" and self.rollout:
            self.rollout = False
            self.run_state.adaptations.append(f"stopped asking for token ids and logprobs after: {note}")
            return
        if exc.kind == "context":
            if not self.conversation.shrink():
                raise ContextExhausted(f"context still too long with all old output elided: {note}")
            self.run_state.adaptations.append(f"shrank the context after: {note}")
            return
        switch_role = self.role == "tool" and self.config.observation_role == "auto"
        if exc.kind == "tools" and self.native_tools:
            self.native_tools = False
            self.run_state.native_tools = False
            self.run_state.adaptations.append(f"stopped sending `tools` after: {note}")
        elif switch_role:
            self.role = "user"
            self.run_state.observation_role = "user"
            self.run_state.adaptations.append(f"switched observations to the user role after: {note}")
        elif self.native_tools:
            self.native_tools = False
            self.run_state.native_tools = False
            self.run_state.adaptations.append(f"stopped sending `tools` after: {note}")
        else:
            raise ModelRequestFailed(str(exc))

    # -- acting: run the calls, or decide the run is over ---------------------------------------------------
    async def _act(self, episode: int, reply: Reply) -> EndReason | None:
        parsed = reply.actions(self.names)
        calls, errors = parsed.calls, parsed.errors
        native = bool(calls) and bool(reply.native_raw)
        for i, call in enumerate(calls):
            call.call_id = call.call_id or f"call_{episode}_{i + 1}"
        prose = _TOOL_CALL_BLOCKS.sub("", parsed.visible)
        completed = self.config.completion_phrase in prose
        reasoning = "\n".join(r for r in (reply.reasoning, parsed.reasoning) if r) or None
        # The model sees its visible text again, not its thinking; calls it left in reasoning_content
        # are shown as the text calls they were.
        content = parsed.visible.strip() if parsed.visible.strip() or native else ""
        if calls and not native and not parsed.visible.strip():
            content = "\n".join(c.as_text() for c in calls)
        self.conversation.add(AssistantTurn(content, calls, native))

        if not calls:
            problem = _reply_problem(reply, parsed.visible, errors, parsed.mentions_tool_call, completed)
            if problem is None:
                self._record(episode, reply, reasoning, [], [])
                return EndReason.TASK_COMPLETE if completed else EndReason.NO_TOOL_CALL
            self._parse_errors += 1
            form = (
                '<tool_call>{"name": "bash", "arguments": {"command": "..."}}</tool_call>'
                if self.config.actions == "bash"
                else '<tool_call>{"name": "<tool>", "arguments": {...}}</tool_call> or <tool>key: value</tool>'
            )
            feedback = (
                f"Your last reply could not be used: {problem}. To run a command write {form}; "
                f"when the task is done, reply {self.config.completion_phrase}."
            )
            self.conversation.add(ObservationTurn([], feedback=feedback))
            self._record(episode, reply, reasoning, [], [(None, feedback)])
            return EndReason.PARSE_ERRORS if self._parse_errors >= self.config.max_parse_errors else None

        self._parse_errors = 0
        results: list[tuple[str, str]] = []
        end: EndReason | None = None
        exit_codes: list[int | None] = []
        for call in calls:
            if end is not None:
                results.append((call.call_id, "[not run: the run is ending]"))
                continue
            timeout = min(self.config.command_timeout_sec, self._time_left())
            if timeout < 1:
                end = EndReason.TIME_BUDGET
                results.append((call.call_id, "[not run: time budget exhausted]"))
                continue
            started = time.monotonic()
            try:
                result = await self.actions.run(call, timeout)
            except TerminalDead as exc:
                self._terminal_errors += 1
                results.append((call.call_id, f"[terminal error: {exc}]"))
                exit_codes.append(None)
                if self._terminal_errors >= self.config.max_terminal_errors:
                    end = EndReason.TERMINAL_DEAD
                    self.run_state.error = str(exc)
                continue
            finally:
                self.run_state.terminal_sec += time.monotonic() - started
            self._terminal_errors = 0
            if result.ran_command:
                self.run_state.commands += 1
            exit_codes.append(result.exit_code)
            results.append((call.call_id, result.text))
            if result.finished:
                end = EndReason.TASK_COMPLETE
        feedback = f"Some tool calls could not be read: {'; '.join(errors)}" if errors else ""
        self.conversation.add(ObservationTurn(results, feedback=feedback, names=[c.name for c in calls]))
        recorded: list[tuple[str | None, str]] = list(results) + ([(None, feedback)] if feedback else [])
        self._record(episode, reply, reasoning, calls, recorded, exit_codes)
        if end is not None:
            return end
        return EndReason.TASK_COMPLETE if completed else None

    def _record(self, episode, reply: Reply, reasoning: str | None, calls: list[ToolCall], results, exit_codes=None):
        self.trajectory.agent_step(
            message=reply.content,
            reasoning=reasoning if reasoning and reasoning != reply.content else reply.reasoning,
            calls=[(c.call_id, c.name, c.arguments) for c in calls],
            results=results,
            prompt_tokens=reply.usage.prompt_tokens,
            completion_tokens=reply.usage.completion_tokens,
            cached_tokens=reply.usage.cached_tokens,
            cost_usd=reply.usage.cost_usd,
            prompt_token_ids=reply.prompt_token_ids,
            completion_token_ids=reply.completion_token_ids,
            logprobs=reply.logprobs,
            extra={
                "episode": episode,
                "finish_reason": reply.finish_reason,
                "latency_sec": round(reply.latency_sec, 4),
                "retries": reply.retries,
                "observation_role": self.role,
                "native_tool_calls": bool(reply.native_raw),
                "exit_codes": exit_codes or [],
            },
        )

    def _finish(self) -> None:
        self.run_state.elapsed_sec = time.monotonic() - self._started
        summary = self.run_state.summary()
        self.run_state.trajectory = self.trajectory.to_dict(
            self.run_state.session_id,
            asdict(self.run_state.usage),
            {"end_reason": summary["end_reason"], "error": self.run_state.error, "adaptations": summary["adaptations"]},
        )
        self.log.write_summary(summary)


def _chars(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> int:
    size = sum(len(str(m.get("content") or "")) + len(str(m.get("tool_calls") or "")) for m in messages)
    return size + (len(str(tools)) if tools else 0)


def _reply_problem(
    reply: Reply, visible: str, errors: list[str], mentions_tool_call: bool, completed: bool
) -> str | None:
    """Why a reply without runnable calls is a parse error; None when it is a deliberate ending."""
    if errors:
        return "; ".join(errors)
    if mentions_tool_call:
        return "it contains <tool_call> but no readable call"
    if completed:
        return None
    if reply.finish_reason == "length":
        return "it was cut off at the token limit before any tool call; be more concise"
    if not visible.strip():
        return "it was empty" if not reply.content.strip() else "it held only reasoning, no answer or tool call"
    return None


async def run_agent(instruction: str, terminal: Terminal, config: AgentConfig, **kwargs: Any) -> AgentRun:
    """Run one task to an end; see AgentLoop for the keyword arguments."""
    return await AgentLoop(instruction, terminal, config, **kwargs).run()
