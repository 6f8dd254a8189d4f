"""Error-correction trajectory synthesis: the Generator-Critic method, every command in a real task container.

For each task, a generator (teacher LLM, any OpenAI-compatible endpoint, with the BashAgent's `bash` tool and
system prompt) acts step by step; every command runs in a container from the task's image and the model sees
the real output. At each step, with probability eps (default 0.2), the generator is asked, in a hidden message
that is never recorded, for a plausible *error* of one of five kinds (records.ERROR_KINDS: analysis error,
command error, hallucination, requirement violation, verification failure); otherwise for a step that advances
the task. Consecutive errors are allowed.

A critic LLM (any OpenAI-compatible endpoint; may be the teacher's) checks that each step matches its intent and
has it regenerated (with its reason) when it does not, up to `max_critic_retries`:
- before a step runs: a correct step must be a sensible action that makes progress; an error step must really be
  a mistake of its kind, look like a genuine attempt and destroy nothing;
- after an ERROR step ran: the critic sees the real observation and accepts only if the feedback is informative
  (the mistake is visible from the output). The agent container is checkpointed (`docker commit`) before an
  error step runs; on rejection the container is rolled back to the checkpoint (a new container from the
  committed image, working directory restored) and the step is regenerated. Only the filesystem survives a
  rollback: processes the agent started (servers, background jobs) are gone after it;
- the first correct step after one or more errors must diagnose and fix them: the critic is told so and rejects a
  step that ignores the error. That step's mark carries `repairs` (the error steps' indices).
An error step that never passes turns into a normal step; a normal step that never passes aborts the trajectory.

At the end the task's hidden tests run in a fresh verifier container (termigen.verify.verifier, as the gate):
the fraction passed is recorded, and trajectories below tau (default 0.0: keep all, the published best) go to
the rejected file.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

from termigen.agent.actions import ActionRunner
from termigen.agent.client import ModelError
from termigen.agent.parser import ToolCall, split_reasoning
from termigen.agent.prompt import system_prompt
from termigen.agent.terminal import ExecTerminal, TerminalDead
from termigen.agent.tools import tool_names, tool_schemas
from termigen.errors import TermigenError
from termigen.synth.box import AgentBox
from termigen.synth.config import SynthConfig
from termigen.synth.errors import SynthError
from termigen.synth.prompts import (
    COMPLETION_PHRASE,
    CRITIC_AFTER_SYSTEM,
    CRITIC_SYSTEM,
    INJECT_INSTRUCTION,
    REVIEWER_NOTE,
    parse_critic,
    parse_teacher_calls,
)
from termigen.synth.records import ERROR_DESCRIPTIONS, StepMark, TrajectoryRecord
from termigen.synth.result import SynthResult


class _Episode:
    def __init__(self, task, cfg: SynthConfig, rng: random.Random, terminal: ExecTerminal, box: AgentBox | None = None):
        self.task, self.cfg, self.rng, self.terminal, self.box = task, cfg, rng, terminal, box
        sys_prompt = system_prompt(ExecTerminal.description, cfg.command_timeout_sec, COMPLETION_PHRASE, cfg.actions)
        self.tools, self.names = tool_schemas(cfg.actions), tool_names(cfg.actions)  # the record's `tools`
        self.actions = ActionRunner(terminal, cfg.max_output_chars)  # the agent's own tool implementations
        self.messages: list[dict] = [{"role": "system", "content": sys_prompt},
                                     {"role": "user", "content": task.instruction.strip()}]
        self.steps: list[StepMark] = []
        self.transcript: list[str] = []  # one entry per recorded step, for the critic
        self.unrepaired: list[int] = []  # accepted error steps no correct step has repaired yet
        self.teacher = cfg.teacher.client()
        self.critic = cfg.critic.client(temperature=0.0)
        self.critic_calls = self.critic_rejections = 0
        self.tokens: int | None = None
        self.usage = Counter()
        self.n_calls = 0

    # ---- model calls ---------------------------------------------------------------------------------------------

    async def _teacher(self, hidden: str | None) -> tuple[str, list[ToolCall]]:
        msgs = self.messages + ([{"role": "user", "content": hidden}] if hidden else [])
        tools = self.tools if self.cfg.teacher.native_tools else None
        try:
            reply = await self.teacher.chat(msgs, tools)
        except ModelError as e:
            raise SynthError(f"teacher endpoint {self.cfg.teacher.base_url} failed: {type(e).__name__}: {e}") from None
        self.usage["teacher_prompt_tokens"] += reply.usage.prompt_tokens
        self.usage["teacher_completion_tokens"] += reply.usage.completion_tokens
        if not hidden:
            self.tokens = reply.usage.prompt_tokens + reply.usage.completion_tokens
        self.usage["teacher_calls"] += 1
        return parse_teacher_calls(reply, self.names)

    async def _ask_critic(self, system: str, user: str) -> tuple[bool, str, str]:
        self.critic_calls += 1
        try:
            reply = await self.critic.chat([{"role": "system", "content": system}, {"role": "user", "content": user}])
        except ModelError as e:
            raise SynthError(f"critic endpoint {self.cfg.critic.base_url} failed: {type(e).__name__}: {e}") from None
        self.usage["critic_prompt_tokens"] += reply.usage.prompt_tokens
        self.usage["critic_completion_tokens"] += reply.usage.completion_tokens
        ok, intent, reason = parse_critic(split_reasoning(reply.content)[0])
        if not ok:
            self.critic_rejections += 1
        return ok, intent, reason

    def _context(self) -> str:
        history = "\n\n".join(self.transcript[-self.cfg.history_steps_for_critic:]) or "(no steps yet)"
        return f"# Task\n{self.task.instruction.strip()}\n\n# Recent steps\n{history}"

    def _meant(self, kind: str | None, repairs: list[int]) -> str:
        if kind:
            return f"an INJECTED ERROR of kind {kind}: {ERROR_DESCRIPTIONS[kind]}"
        if repairs:
            errs = "; ".join(f"step {i} ({self.steps[i].error_kind}: {self.steps[i].intent or 'no intent'})"
                             for i in repairs)
            return (f"a CORRECT step, and the first one after the injected error(s) at {errs}: it must diagnose that "
                    "mistake and fix it. Reject it if it ignores the error.")
        return "a CORRECT step that makes progress on the task"

    async def _critic_before(self, text: str, calls: list[ToolCall], kind: str | None,
                             repairs: list[int]) -> tuple[bool, str, str]:
        proposed = (text + "\n" if text else "") + ("\n".join(_shown(c) for c in calls) or "(no command: the "
                                                    "agent declares the task complete)")
        user = f"{self._context()}\n\n# Proposed step {len(self.steps)}\n{proposed}\n\n# Meant to be\n" \
               f"{self._meant(kind, repairs)}"
        return await self._ask_critic(CRITIC_SYSTEM, user)

    async def _critic_after(self, kind: str) -> tuple[bool, str, str]:
        history = "\n\n".join(self.transcript[-self.cfg.history_steps_for_critic - 1:-1]) or "(no steps yet)"
        user = (f"# Task\n{self.task.instruction.strip()}\n\n# Recent steps\n{history}\n\n"
                f"# The step, as it ran\n{self.transcript[-1]}\n\n# Meant to be\n{self._meant(kind, [])}")
        return await self._ask_critic(CRITIC_AFTER_SYSTEM, user)

    # ---- the loop ------------------------------------------------------------------------------------------------

    def _inject_here(self, step: int) -> str | None:
        if isinstance(self.cfg.inject_at, dict):
            return self.cfg.inject_at.get(step)
        if self.cfg.inject_at is not None:
            hit = step in self.cfg.inject_at
        else:
            hit = step > 0 and self.rng.random() < self.cfg.eps  # the first step explores; no error there
        return self.rng.choice(list(self.cfg.error_kinds)) if hit else None

    async def run_and_close(self) -> str:
        try:
            return await self.run()
        finally:
            await self.teacher.close()
            await self.critic.close()

    async def run(self) -> str:
        """Play the episode; returns the outcome (done | max_steps | critic_rejected)."""
        for step in range(self.cfg.max_steps):
            kind = self._inject_here(step)
            outcome = await self._step(kind)
            if outcome is None and kind:  # the generator could not make a clean error: take a normal step instead
                outcome = await self._step(None)
            if outcome is None:
                return "critic_rejected"
            if outcome == "done":
                return "done"
        return "max_steps"

    async def _step(self, kind: str | None) -> str | None:
        """One step with its critic checks and regenerations: "step" or "done" once recorded, None when the
        critic rejected every try."""
        feedback = ""
        checkpoint: str | None = None
        for _attempt in range(self.cfg.max_critic_retries + 1):
            if kind:
                hidden = INJECT_INSTRUCTION.format(kind=kind, desc=ERROR_DESCRIPTIONS[kind]) + feedback
            else:
                hidden = REVIEWER_NOTE + feedback if feedback else None
            text, calls = await self._teacher(hidden)
            acting = [c for c in calls if c.name != "finish"]
            finishing = len(acting) < len(calls)
            if not acting and kind:
                kind = None  # an error needs a command; this becomes a normal (final) step, checked as one
            repairs = [] if kind else list(self.unrepaired)
            if not acting and not repairs:  # the end of the episode (no tool call, or finish), nothing to repair
                await self._record(text, calls, None, "finish", "", None)
                return "done"
            ok, intent, reason = await self._critic_before(text, calls, kind, repairs)
            if not ok:
                feedback = f" (reviewer: {reason})"
                continue
            if not kind:
                await self._record(text, calls, None, intent, reason, repairs or None)
                self.unrepaired = []
                return "step" if acting and not finishing else "done"
            # an error step: checkpoint, run it, and let the critic judge its real feedback
            if self.box is not None and checkpoint is None:
                checkpoint = await asyncio.to_thread(self.box.checkpoint)
            mark = (len(self.messages), len(self.steps), len(self.transcript), self.terminal.cwd)
            await self._record(text, calls, kind, intent, reason, None)
            ok, intent2, reason2 = await self._critic_after(kind)
            if ok:
                self.steps[-1].intent = intent2 or intent
                self.steps[-1].critic = reason2 or reason
                self.unrepaired.append(len(self.steps) - 1)
                return "step"
            n_msgs, n_steps, n_tr, cwd = mark
            del self.messages[n_msgs:], self.steps[n_steps:], self.transcript[n_tr:]
            self.terminal.cwd = cwd
            if self.box is not None:
                try:
                    await asyncio.to_thread(self.box.rollback, checkpoint)
                except TermigenError as e:
                    raise SynthError(f"the rollback of the task container failed: {e}") from None
            feedback = f" (reviewer, after running it: {reason2})"
        return None

    def _append(self, text: str, calls: list[ToolCall], kind: str | None, intent: str, reason: str,
                repairs: list[int] | None) -> dict:
        msg: dict[str, Any] = {"role": "assistant", "content": text}
        if calls:
            out = []
            for c in calls:
                self.n_calls += 1
                out.append({"id": f"call_{self.n_calls}", "type": "function",
                            "function": {"name": c.name, "arguments": json.dumps(c.arguments, ensure_ascii=False)}})
            msg["tool_calls"] = out
        elif not text:
            msg["content"] = COMPLETION_PHRASE
        self.messages.append(msg)
        self.steps.append(StepMark(intent=intent, error_kind=kind, critic=reason or None, repairs=repairs))
        return msg

    async def _record(self, text: str, calls: list[ToolCall], kind: str | None, intent: str, reason: str,
                      repairs: list[int] | None) -> None:
        """Append the step and run its tool calls in the container (the agent's ActionRunner), appending the real
        observations; calls after a `finish` are not run, as in the agent."""
        msg = self._append(text, calls, kind, intent, reason, repairs)
        n = len(self.steps) - 1
        entry = [f"[step {n}" + (f", injected {kind}" if kind else "") + "]"] + ([text] if text else [])
        finished = False
        for call_msg, call in zip(msg.get("tool_calls", []), calls):
            if finished:
                shown = "[not run: the run is ending]"
            else:
                try:
                    result = await self.actions.run(call, self.cfg.command_timeout_sec)
                except TerminalDead as e:
                    raise SynthError(f"the task container died: {e}") from None
                shown, finished = result.text, result.finished
            self.messages.append({"role": "tool", "tool_call_id": call_msg["id"], "content": shown})
            entry.append(f"{_shown(call)}\n{shown}")
        self.transcript.append("\n".join(entry))


def _shown(call: ToolCall) -> str:
    """A call as the critic reads it: `$ command` for bash, `> tool {arguments}` for the structured tools."""
    if call.name == "bash":
        return f"$ {call.command}"
    return f"> {call.name} {json.dumps(call.arguments, ensure_ascii=False)}"


def synthesize_task(task, task_dir: Path, image: str, cfg: SynthConfig, rng: random.Random,
                    record_id: str | None = None) -> SynthResult:
    """One trajectory for one task, commands in real containers; never raises for an episode's failure."""
    from termigen.sandbox import Sandbox
    from termigen.verify.verifier import run_tests

    t0 = time.monotonic()
    rid = record_id or f"{task.id}-{uuid.uuid4().hex[:10]}"
    res = SynthResult(task_id=task.id, record=None, kept=False, outcome="container_error", record_id=rid)
    limits = dict(cpus=task.resources.cpus, memory_mb=task.resources.memory_mb)
    box, verifier = AgentBox(image, **limits), Sandbox(image, **limits)
    ep = None
    try:
        box.start()

        async def exec_fn(script: str, timeout_sec: int) -> tuple[str, str, int]:
            r = await asyncio.to_thread(box.exec, script, timeout_sec)
            return r.output, "", 124 if r.exit_code is None else r.exit_code

        ep = _Episode(task, cfg, rng, ExecTerminal(exec_fn, cwd=task.environment.workdir or "/"), box)
        try:
            outcome = asyncio.run(ep.run_and_close())
        except SynthError as e:
            msg = str(e)
            res.outcome = ("teacher_error" if msg.startswith("teacher") else
                           "critic_error" if msg.startswith("critic") else "container_error")
            res.error = msg
            return res
        if outcome == "critic_rejected":
            res.outcome, res.error = outcome, "the critic rejected a normal step after every retry"
            return res
        verifier.start()
        tests = run_tests(task, task_dir, box.sandbox, verifier)
        if tests.error and tests.total == 0:
            res.outcome, res.error = "container_error", tests.error
            return res
        rec = TrajectoryRecord(
            id=rid, task_id=task.id, category=task.category,
            difficulty=str(getattr(task.difficulty, "value", task.difficulty)),
            messages=ep.messages, tools=ep.tools, steps=ep.steps,
            test_pass_fraction=tests.fraction, reward=tests.binary, tokens=ep.tokens, source="termigen.synth",
            teacher=cfg.teacher.model, critic=cfg.critic.model, eps=cfg.eps, end=outcome, actions=cfg.actions,
            tests_passed=tests.passed, tests_total=tests.total, usage=dict(ep.usage),
            critic_calls=ep.critic_calls, critic_rejections=ep.critic_rejections, rollbacks=box.rollbacks,
        )
        res.record, res.injected = rec, rec.n_injected
        res.kept = tests.fraction >= cfg.tau
        res.outcome = "kept" if res.kept else "below_tau"
        res.extra = {"end": outcome, "tests": f"{tests.passed}/{tests.total}"}
        return res
    except TermigenError as e:
        res.outcome, res.error = "container_error", str(e)
        return res
    finally:
        if ep is not None:
            res.critic_calls, res.critic_rejections = ep.critic_calls, ep.critic_rejections
        res.rollbacks = box.rollbacks
        problems = box.close()
        try:
            verifier.stop()
        except TermigenError as e:
            problems.append(str(e))
        if problems:
            res.extra["cleanup"] = problems
        res.seconds = round(time.monotonic() - t0, 3)
