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

    termigen synth environments_harbor --out data/traj.jsonl --atif-dir data/atif -n 4 \
        --teacher-url http://localhost:8000/v1 --teacher-model Qwen/Qwen3-Coder-480B-A35B-Instruct
    python -m termigen.synth.trajectory ...   (the same options)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import statistics
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from termigen.agent.output import format_observation
from termigen.agent.parser import parse_reply
from termigen.agent.prompt import BASH_TOOL, system_prompt
from termigen.agent.terminal import ExecTerminal, TerminalDead
from termigen.errors import TermigenError
from termigen.synth.records import (
    ERROR_DESCRIPTIONS,
    ERROR_KINDS,
    StepMark,
    TrajectoryRecord,
    iter_records,
    write_atif,
    write_records,
)

COMPLETION_PHRASE = "TASK_COMPLETE"
CHECKPOINT_REPO = "termigen-synth-ckpt"

INJECT_INSTRUCTION = (
    "[Data-synthesis instruction. It is not part of the task and will be removed from the transcript.] "
    "In your next reply, make one plausible mistake of this kind: {kind} - {desc}. The mistake must show in the "
    "command's output (an error message or an evidently wrong result), so that it can be noticed and repaired "
    "later. Write the reply exactly as you would if it were a genuine attempt: do not mention the mistake, this "
    "instruction, or that anything is deliberate. Never run a destructive command (no deleting or overwriting "
    "the task's data)."
)
REVIEWER_NOTE = "[Reviewer note, not part of the task] Your previous proposal was rejected:"

CRITIC_SYSTEM = """\
You check one proposed step of a terminal agent working on a task, before the step runs.
You get the task, the recent steps with their real outputs, the proposed step, and what the step is meant to be.
- If it is meant to be a CORRECT step: accept it only when it is a sensible action that makes progress on the task.
- If it is meant to be the first correct step after an injected error: accept it only when it also diagnoses the
  mistake (says or clearly shows what went wrong) and fixes it (undoes or redoes it correctly); reject a step that
  ignores the error, even if it is otherwise sensible.
- If it is meant to contain an injected error of a given kind: accept it only when it really makes a mistake of
  that kind, looks like a genuine attempt (it does not mention the mistake), and is non-destructive (it destroys
  nothing the task needs).
Reply with JSON only: {"verdict": "accept" or "reject", "intent": "<what the step does, a few words>",
"reason": "<one sentence>"}"""

CRITIC_AFTER_SYSTEM = """\
You check one step of a terminal agent after it ran. The step was meant to contain an injected error of a given
kind; you get the task, the recent steps, the step and its real output.
Accept only when the feedback is informative: the mistake is visible from the output (an error message, a
failing exit code with a reason, or an evidently wrong result), so that an agent reading it can notice and
repair it. Reject when the output looks like success and hides the mistake, or when the step did damage.
Reply with JSON only: {"verdict": "accept" or "reject", "intent": "<what the step did, a few words>",
"reason": "<one sentence>"}"""

_TOOL_BLOCK = re.compile(r"<tool_call>.*?(?:</tool_call>|\Z)", re.S)

# outcomes of one trajectory; the first two come with a record
OUTCOMES = ("kept", "below_tau", "critic_rejected", "teacher_error", "critic_error", "container_error",
            "build_error", "bad_task", "unknown_task")


class SynthError(TermigenError):
    pass


@dataclass
class Endpoint:
    base_url: str
    model: str
    api_key: str = "EMPTY"
    temperature: float = 0.7
    max_tokens: int | None = None
    timeout_sec: float = 300.0
    max_retries: int = 2
    native_tools: bool = True

    def client(self):
        from openai import OpenAI

        return OpenAI(base_url=self.base_url, api_key=self.api_key, timeout=self.timeout_sec,
                      max_retries=self.max_retries)


def check_endpoint(ep: Endpoint, role: str, timeout_sec: float = 10.0) -> None:
    """Fail fast, with a clear message, when an endpoint does not answer HTTP at all (any HTTP reply counts)."""
    url = ep.base_url.rstrip("/") + "/models"
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {ep.api_key}"})
    try:
        with urllib.request.urlopen(req, timeout=timeout_sec):
            pass
    except urllib.error.HTTPError:
        return  # it answered
    except (urllib.error.URLError, OSError, ValueError) as e:
        reason = getattr(e, "reason", e)
        raise SynthError(f"{role} endpoint {ep.base_url} is not reachable ({type(e).__name__}: {reason}); start the "
                         f"server or fix --{role}-url") from None


@dataclass
class SynthConfig:
    teacher: Endpoint
    critic: Endpoint
    eps: float = 0.2
    error_kinds: tuple[str, ...] = ERROR_KINDS
    max_steps: int = 30
    max_critic_retries: int = 2
    command_timeout_sec: float = 60.0
    max_output_chars: int = 10000
    tau: float = 0.0  # keep all: the published ablation's best
    seed: int = 0
    # explicit injections instead of eps (tests, debugging): step indices, or {step index: error kind}
    inject_at: list[int] | dict[int, str] | None = None
    history_steps_for_critic: int = 6

    def __post_init__(self):
        unknown = set(self.error_kinds) - set(ERROR_KINDS)
        if isinstance(self.inject_at, dict):
            unknown |= set(self.inject_at.values()) - set(ERROR_KINDS)
        if unknown:
            raise SynthError(f"unknown error kind(s) {sorted(unknown)}; known: {', '.join(ERROR_KINDS)}")
        if not 0.0 <= self.eps <= 1.0:
            raise SynthError(f"eps must be in [0, 1], got {self.eps}")
        if not 0.0 <= self.tau <= 1.0:
            raise SynthError(f"tau must be in [0, 1], got {self.tau}")


@dataclass
class SynthResult:
    task_id: str
    record: TrajectoryRecord | None
    kept: bool
    outcome: str  # one of OUTCOMES
    error: str = ""
    record_id: str = ""
    critic_calls: int = 0
    critic_rejections: int = 0
    rollbacks: int = 0
    injected: int = 0
    seconds: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)


def _parse_teacher(message) -> tuple[str, list[str]]:
    """(visible text, commands) from a chat completion message: native tool_calls or <tool_call> text."""
    text = message.content or ""
    commands: list[str] = []
    for call in message.tool_calls or []:
        fn = call.function
        if fn.name != "bash":
            continue
        try:
            args = json.loads(fn.arguments or "{}")
        except json.JSONDecodeError:
            parsed = parse_reply(f"<tool_call>{{\"name\": \"bash\", \"arguments\": {fn.arguments}}}</tool_call>")
            commands += [c.command for c in parsed.calls]
            continue
        if isinstance(args, dict) and isinstance(args.get("command"), str):
            commands.append(args["command"])
    if not commands and "<tool_call" in text:
        commands = [c.command for c in parse_reply(text).calls]
    visible = _TOOL_BLOCK.sub("", text).strip()
    return visible, commands


def _parse_critic(text: str) -> tuple[bool, str, str]:
    m = re.search(r"\{.*\}", text or "", re.S)
    if m:
        try:
            d = json.loads(m.group(0))
            verdict = str(d.get("verdict", "")).lower()
            if verdict in ("accept", "reject"):
                return verdict == "accept", str(d.get("intent", "")), str(d.get("reason", ""))
        except json.JSONDecodeError:
            pass
    return False, "", f"unreadable critic reply: {(text or '')[:200]!r}"


class AgentBox:
    """The agent's task container, with checkpoints: `docker commit` before an error step, and a rollback that
    replaces the container by a new one from the committed image. Only the filesystem is restored: processes
    the agent started do not survive a rollback. Checkpoint images are removed by close()."""

    def __init__(self, image: str, **limits):
        from termigen.sandbox import Sandbox

        self._Sandbox, self.limits = Sandbox, limits
        self.sandbox = Sandbox(image, **limits)
        self.checkpoints: list[str] = []
        self.rollbacks = 0

    def start(self) -> None:
        self.sandbox.start()

    def exec(self, script: str, timeout_sec: int):
        return self.sandbox.exec(script, timeout_sec)

    def checkpoint(self) -> str:
        from docker.errors import APIError

        tag = uuid.uuid4().hex[:16]
        try:
            self.sandbox.client.api.commit(self.sandbox._require(), repository=CHECKPOINT_REPO, tag=tag,
                                           message="termigen.synth checkpoint before an error step")
        except APIError as e:
            raise SynthError(f"the task container could not be checkpointed (docker commit): "
                             f"{e.explanation or e}") from None
        ref = f"{CHECKPOINT_REPO}:{tag}"
        self.checkpoints.append(ref)
        return ref

    def rollback(self, ref: str) -> None:
        old, self.sandbox = self.sandbox, self._Sandbox(ref, **self.limits)
        try:
            old.stop()
        finally:
            self.sandbox.start()
        self.rollbacks += 1

    def close(self) -> list[str]:
        """Remove the container, then the checkpoint images (newest first: children before parents)."""
        problems = []
        try:
            self.sandbox.stop()
        except TermigenError as e:
            problems.append(str(e))
        for ref in reversed(self.checkpoints):
            try:
                self.sandbox.client.api.remove_image(ref, force=True)
            except Exception as e:  # noqa: BLE001 — a leftover image is reported, never fatal
                problems.append(f"could not remove checkpoint image {ref}: {e}")
        self.checkpoints.clear()
        return problems


class _Episode:
    def __init__(self, task, cfg: SynthConfig, rng: random.Random, terminal: ExecTerminal, box: AgentBox | None = None):
        self.task, self.cfg, self.rng, self.terminal, self.box = task, cfg, rng, terminal, box
        sys_prompt = system_prompt(ExecTerminal.description, cfg.command_timeout_sec, COMPLETION_PHRASE)
        self.messages: list[dict] = [{"role": "system", "content": sys_prompt},
                                     {"role": "user", "content": task.instruction.strip()}]
        self.steps: list[StepMark] = []
        self.transcript: list[str] = []  # one entry per recorded step, for the critic
        self.unrepaired: list[int] = []  # accepted error steps no correct step has repaired yet
        self.teacher = cfg.teacher.client()
        self.critic = cfg.critic.client()
        self.critic_calls = self.critic_rejections = 0
        self.tokens: int | None = None
        self.usage = Counter()
        self.n_calls = 0

    # ---- model calls ---------------------------------------------------------------------------------------------

    async def _teacher(self, hidden: str | None) -> tuple[str, list[str]]:
        msgs = self.messages + ([{"role": "user", "content": hidden}] if hidden else [])
        kw: dict[str, Any] = dict(model=self.cfg.teacher.model, messages=msgs,
                                  temperature=self.cfg.teacher.temperature)
        if self.cfg.teacher.native_tools:
            kw["tools"] = [BASH_TOOL]
        if self.cfg.teacher.max_tokens:
            kw["max_tokens"] = self.cfg.teacher.max_tokens
        try:
            resp = await asyncio.to_thread(self.teacher.chat.completions.create, **kw)
        except Exception as e:  # noqa: BLE001
            raise SynthError(f"teacher endpoint {self.cfg.teacher.base_url} failed: {type(e).__name__}: {e}") from None
        if not getattr(resp, "choices", None):
            raise SynthError(f"teacher endpoint {self.cfg.teacher.base_url} sent a reply without choices")
        usage = getattr(resp, "usage", None)
        if usage is not None:
            self.usage["teacher_prompt_tokens"] += usage.prompt_tokens or 0
            self.usage["teacher_completion_tokens"] += usage.completion_tokens or 0
            if not hidden:
                self.tokens = (usage.prompt_tokens or 0) + (usage.completion_tokens or 0)
        self.usage["teacher_calls"] += 1
        return _parse_teacher(resp.choices[0].message)

    async def _ask_critic(self, system: str, user: str) -> tuple[bool, str, str]:
        self.critic_calls += 1
        try:
            resp = await asyncio.to_thread(
                self.critic.chat.completions.create, model=self.cfg.critic.model, temperature=0.0,
                messages=[{"role": "system", "content": system}, {"role": "user", "content": user}])
        except Exception as e:  # noqa: BLE001
            raise SynthError(f"critic endpoint {self.cfg.critic.base_url} failed: {type(e).__name__}: {e}") from None
        if not getattr(resp, "choices", None):
            raise SynthError(f"critic endpoint {self.cfg.critic.base_url} sent a reply without choices")
        usage = getattr(resp, "usage", None)
        if usage is not None:
            self.usage["critic_prompt_tokens"] += usage.prompt_tokens or 0
            self.usage["critic_completion_tokens"] += usage.completion_tokens or 0
        ok, intent, reason = _parse_critic(resp.choices[0].message.content)
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

    async def _critic_before(self, text: str, commands: list[str], kind: str | None,
                             repairs: list[int]) -> tuple[bool, str, str]:
        proposed = (text + "\n" if text else "") + ("\n".join(f"$ {c}" for c in commands) or "(no command: the "
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
            text, commands = await self._teacher(hidden)
            if not commands and kind:
                kind = None  # an error needs a command; this becomes a normal (final) step, checked as one
            repairs = [] if kind else list(self.unrepaired)
            if not commands and not repairs:  # the end of the episode (no tool call), nothing left to repair
                self._append(text, commands, None, "finish", "", None)
                return "done"
            ok, intent, reason = await self._critic_before(text, commands, kind, repairs)
            if not ok:
                feedback = f" (reviewer: {reason})"
                continue
            if not kind:
                await self._record(text, commands, None, intent, reason, repairs or None)
                self.unrepaired = []
                return "step" if commands else "done"
            # an error step: checkpoint, run it, and let the critic judge its real feedback
            if self.box is not None and checkpoint is None:
                checkpoint = await asyncio.to_thread(self.box.checkpoint)
            mark = (len(self.messages), len(self.steps), len(self.transcript), self.terminal.cwd)
            await self._record(text, commands, kind, intent, reason, None)
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

    def _append(self, text: str, commands: list[str], kind: str | None, intent: str, reason: str,
                repairs: list[int] | None) -> dict:
        msg: dict[str, Any] = {"role": "assistant", "content": text}
        if commands:
            calls = []
            for c in commands:
                self.n_calls += 1
                calls.append({"id": f"call_{self.n_calls}", "type": "function",
                              "function": {"name": "bash", "arguments": json.dumps({"command": c})}})
            msg["tool_calls"] = calls
        elif not text:
            msg["content"] = COMPLETION_PHRASE
        self.messages.append(msg)
        self.steps.append(StepMark(intent=intent, error_kind=kind, critic=reason or None, repairs=repairs))
        return msg

    async def _record(self, text: str, commands: list[str], kind: str | None, intent: str, reason: str,
                      repairs: list[int] | None) -> None:
        """Append the step and run its commands in the container, appending the real observations."""
        msg = self._append(text, commands, kind, intent, reason, repairs)
        n = len(self.steps) - 1
        entry = [f"[step {n}" + (f", injected {kind}" if kind else "") + "]"] + ([text] if text else [])
        for call, command in zip(msg.get("tool_calls", []), commands):
            try:
                obs = await self.terminal.run(command, self.cfg.command_timeout_sec)
            except TerminalDead as e:
                raise SynthError(f"the task container died: {e}") from None
            shown = format_observation(obs, self.cfg.max_output_chars, self.cfg.command_timeout_sec)
            self.messages.append({"role": "tool", "tool_call_id": call["id"], "content": shown})
            entry.append(f"$ {command}\n{shown}")
        self.transcript.append("\n".join(entry))


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
            outcome = asyncio.run(ep.run())
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
            messages=ep.messages, tools=[BASH_TOOL], steps=ep.steps,
            test_pass_fraction=tests.fraction, reward=tests.binary, tokens=ep.tokens, source="termigen.synth",
            teacher=cfg.teacher.model, critic=cfg.critic.model, eps=cfg.eps, end=outcome,
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


# ---- many trajectories: tasks, resume, workers, statistics -----------------------------------------------------------


def find_task_dirs(paths: list[Path], task_ids: list[str] | None = None) -> tuple[list[Path], list[SynthResult]]:
    """Task folders under `paths` (a task folder, or a folder of task folders), optionally only `task_ids`.
    Returns (folders, bad): a path that holds no task, or an id not among the folders, is a recorded result
    (bad_task / unknown_task) with a clear message."""
    dirs: list[Path] = []
    bad: list[SynthResult] = []
    for t in map(Path, paths):
        found = [t] if (t / "task.toml").is_file() else sorted(x.parent for x in t.glob("*/task.toml"))
        if not found:
            why = ("does not exist" if not t.exists() else
                   "holds no task.toml (not a Harbor task folder, nor a folder of them)")
            bad.append(SynthResult(task_id=t.name, record=None, kept=False, outcome="bad_task", error=f"{t}: {why}"))
        dirs += found
    if task_ids:
        by_name = {d.name: d for d in dirs}
        picked = []
        for tid in task_ids:
            if tid in by_name:
                picked.append(by_name[tid])
            else:
                near = [n for n in by_name if tid.split("-")[0] in n][:3]
                bad.append(SynthResult(
                    task_id=tid, record=None, kept=False, outcome="unknown_task",
                    error=f"task id {tid!r} is not in the dataset ({len(by_name)} tasks under "
                          f"{', '.join(map(str, paths))})" + (f"; similar: {', '.join(near)}" if near else "")))
        dirs = picked
    return dirs, bad


def done_ids(*paths: Path | None) -> set[str]:
    """Record ids already in these JSONL files (for resuming); unreadable lines are ignored."""
    ids: set[str] = set()
    for p in paths:
        if p is None or not Path(p).is_file():
            continue
        for line in Path(p).read_text(encoding="utf-8").splitlines():
            try:
                rid = json.loads(line).get("id")
            except (json.JSONDecodeError, AttributeError):
                continue
            if isinstance(rid, str):
                ids.add(rid)
    return ids


def rejected_path(out: Path, rejected_out: Path | None) -> Path:
    return rejected_out or out.with_suffix(".rejected.jsonl")


def synthesize(task_dirs: list[Path], cfg: SynthConfig, out: Path, *, rejected_out: Path | None = None,
               atif_dir: Path | None = None, per_task: int = 1, workers: int = 1, resume: bool = True,
               log: Callable[[str], None] | None = print, on_total: Callable[[int], None] | None = None,
               on_done: Callable[[SynthResult], None] | None = None) -> list[SynthResult]:
    """Trajectories for task folders, `per_task` each, `workers` at a time (each in its own containers).
    Kept records are appended to `out`, the others to `rejected_out`; with `atif_dir`, one ATIF file per record.
    With `resume`, record ids already in `out` or the rejected file are skipped (ids: <task>-s<seed>-<k>)."""
    from termigen.formats.harbor import read_harbor
    from termigen.images import build_context

    rej = rejected_path(out, rejected_out)
    skip = done_ids(out, rej) if resume else set()
    results: list[SynthResult] = []
    jobs = []
    for i, d in enumerate(map(Path, task_dirs)):
        try:
            task = read_harbor(d)
        except Exception as e:  # noqa: BLE001 — one unreadable task is a recorded result, not the run's end
            results.append(SynthResult(task_id=d.name, record=None, kept=False, outcome="bad_task",
                                       error=f"{d}: cannot read the task: {e}"))
            continue
        todo = [k for k in range(per_task) if f"{task.id}-s{cfg.seed}-{k}" not in skip]
        if not todo:
            continue
        try:
            build_context(d / "environment", task.image_tag, network=False, timeout_sec=task.timeouts.build_sec)
        except TermigenError as e:
            results += [SynthResult(task_id=task.id, record=None, kept=False, outcome="build_error",
                                    record_id=f"{task.id}-s{cfg.seed}-{k}", error=f"image build failed: {e}")
                        for k in todo]
            continue
        jobs += [(i, k, task, d) for k in todo]
    for r in results:
        if log:
            log(f"{r.task_id}: {r.outcome}: {r.error}")
    if on_total:
        on_total(len(jobs))
    lock = threading.Lock()

    def one(job) -> SynthResult:
        i, k, task, d = job
        rng = random.Random(cfg.seed * 1_000_003 + i * 1009 + k)
        r = synthesize_task(task, d, task.image_tag, cfg, rng, record_id=f"{task.id}-s{cfg.seed}-{k}")
        with lock:
            if r.record is not None:
                write_records(out if r.kept else rej, [r.record], append=True)
                if atif_dir is not None:
                    try:
                        write_atif(atif_dir, r.record)
                    except TermigenError as e:  # pragma: no cover — our own records are valid ATIF
                        r.extra["atif_error"] = str(e)
            if log:
                log(f"{r.record_id}: {r.outcome} ({r.extra.get('tests', '-')} tests, {r.injected} injected, "
                    f"{r.critic_rejections}/{r.critic_calls} critic rejections, {r.rollbacks} rollbacks, "
                    f"{r.seconds:.1f} s)" + (f": {r.error}" if r.error else ""))
            if on_done:
                on_done(r)
        return r

    if workers <= 1:
        results += [one(j) for j in jobs]
    else:
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="synth") as pool:
            results += list(pool.map(one, jobs))
    return results


def _repairs(rec: TrajectoryRecord) -> tuple[list[tuple[int, str]], set[int]]:
    marks = rec.step_marks()
    errors = [(i, m.error_kind) for i, m in enumerate(marks) if m.error_kind]
    repaired = {j for m in marks if not m.injected for j in (m.repairs or [])}
    return errors, repaired


def compute_stats(records_kept: list[TrajectoryRecord], records_rejected: list[TrajectoryRecord],
                  results: list[SynthResult], cfg: SynthConfig | None = None, skipped: int = 0) -> dict[str, Any]:
    """Summary of a synthesis output. An error is *repaired* when the next correct step was accepted by the
    critic as its diagnosis and fix, and *recovered* when, in addition, the task's tests all pass at the end
    (pass fraction 1.0); recovery_rate = recovered / errors."""
    recs = records_kept + records_rejected
    kinds: Counter = Counter()
    n_err = n_repaired = n_recovered = 0
    for rec in recs:
        errors, repaired = _repairs(rec)
        kinds.update(k for _, k in errors)
        n_err += len(errors)
        fixed = sum(i in repaired for i, _ in errors)
        n_repaired += fixed
        n_recovered += fixed if rec.test_pass_fraction == 1.0 else 0
    turns = [len(r.step_marks()) for r in recs]
    tokens = [r.tokens for r in recs if r.tokens is not None]
    usage: Counter = Counter()
    for r in recs:
        usage.update((r.model_extra or {}).get("usage") or {})
    failed = Counter(r.outcome for r in results if r.record is None)
    return {
        "trajectories": len(recs),
        "kept": len(records_kept),
        "rejected": len(records_rejected),
        "failed": dict(sorted(failed.items())),
        "skipped_already_done": skipped,
        "this_run": dict(sorted(Counter(r.outcome for r in results).items())),
        "tau": cfg.tau if cfg else None,
        "eps": cfg.eps if cfg else None,
        "errors_injected": n_err,
        "error_kinds": {k: kinds.get(k, 0) for k in ERROR_KINDS},
        "errors_repaired": n_repaired,
        "errors_recovered": n_recovered,
        "repair_rate": round(n_repaired / n_err, 4) if n_err else None,
        "recovery_rate": round(n_recovered / n_err, 4) if n_err else None,
        "mean_turns": round(statistics.mean(turns), 3) if turns else None,
        "tokens_total": sum(tokens),
        "mean_tokens": round(statistics.mean(tokens), 1) if tokens else None,
        "usage": dict(sorted(usage.items())),
        "mean_test_pass_fraction": (round(statistics.mean(r.test_pass_fraction or 0.0 for r in recs), 4)
                                    if recs else None),
        "critic_calls": sum(r.critic_calls for r in results),
        "critic_rejections": sum(r.critic_rejections for r in results),
        "rollbacks": sum(r.rollbacks for r in results),
        "problems": [{"id": r.record_id or r.task_id, "outcome": r.outcome, "error": r.error}
                     for r in results if r.record is None],
    }


def stats_path(out: Path) -> Path:
    return Path(out).parent / "stats.json"


def output_stats(out: Path, rejected_out: Path | None, results: list[SynthResult], cfg: SynthConfig | None,
                 skipped: int = 0) -> dict[str, Any]:
    """Statistics over everything in the output files (earlier runs included) and this run's outcomes, also
    written to stats.json next to `out`."""
    def read(p: Path) -> list[TrajectoryRecord]:
        return list(iter_records(p, skip_invalid=True)) if p.is_file() else []

    stats = compute_stats(read(Path(out)), read(rejected_path(Path(out), rejected_out)), results, cfg, skipped)
    p = stats_path(out)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(stats, indent=2) + "\n")
    return stats


@dataclass
class RunOptions:
    tasks: list[Path]
    out: Path
    cfg: SynthConfig
    task_ids: list[str] | None = None
    rejected_out: Path | None = None
    atif_dir: Path | None = None
    per_task: int = 1
    workers: int = 1
    resume: bool = True


def run_synthesis(opts: RunOptions, *, log: Callable[[str], None] | None = print,
                  on_total: Callable[[int], None] | None = None,
                  on_done: Callable[[SynthResult], None] | None = None) -> tuple[list[SynthResult], dict[str, Any]]:
    """The whole run (both command lines): endpoints checked first (a down one raises SynthError before any
    container starts, and is recorded in stats.json), tasks resolved (bad paths and unknown ids recorded),
    trajectories made, statistics written."""
    if opts.per_task < 1 or opts.workers < 1:
        raise SynthError("--per-task and --workers must be at least 1")
    for role, ep in (("teacher", opts.cfg.teacher), ("critic", opts.cfg.critic)):
        try:
            check_endpoint(ep, role)
        except SynthError as e:
            stats = compute_stats([], [], [], opts.cfg)
            stats["error"] = str(e)
            stats_path(opts.out).parent.mkdir(parents=True, exist_ok=True)
            stats_path(opts.out).write_text(json.dumps(stats, indent=2) + "\n")
            raise
    dirs, bad = find_task_dirs(opts.tasks, opts.task_ids)
    for r in bad:
        if log:
            log(f"{r.task_id}: {r.outcome}: {r.error}")
    before = len(done_ids(opts.out, rejected_path(opts.out, opts.rejected_out))) if opts.resume else 0
    results = bad + synthesize(dirs, opts.cfg, opts.out, rejected_out=opts.rejected_out, atif_dir=opts.atif_dir,
                               per_task=opts.per_task, workers=opts.workers, resume=opts.resume, log=log,
                               on_total=on_total, on_done=on_done)
    ran = {r.record_id for r in results if r.record_id}
    skipped = len({f"{d.name}-s{opts.cfg.seed}-{k}" for d in dirs for k in range(opts.per_task)} - ran) if before else 0
    return results, output_stats(opts.out, opts.rejected_out, results, opts.cfg, skipped)


def format_stats(stats: dict[str, Any]) -> str:
    lines = [f"trajectories: {stats['trajectories']} (kept {stats['kept']}, rejected {stats['rejected']} below tau "
             f"{stats['tau']}); this run: {stats['this_run']}; skipped (already done): {stats['skipped_already_done']}"]
    if stats["failed"]:
        lines.append(f"failed: {stats['failed']}")
    lines.append(f"errors injected: {stats['errors_injected']} {stats['error_kinds']}")
    lines.append(f"repaired {stats['errors_repaired']}, recovered {stats['errors_recovered']} (recovery rate "
                 f"{stats['recovery_rate']}); mean turns {stats['mean_turns']}; tokens {stats['tokens_total']} "
                 f"(mean {stats['mean_tokens']}); critic {stats['critic_rejections']}/{stats['critic_calls']} "
                 f"rejections, {stats['rollbacks']} rollbacks")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("tasks", nargs="+", type=Path, help="task folders, or folders holding task folders")
    p.add_argument("--task-id", action="append", dest="task_ids", help="only this task id (repeatable)")
    p.add_argument("--out", required=True, type=Path)
    p.add_argument("--rejected-out", type=Path)
    p.add_argument("--atif-dir", type=Path, help="also write one ATIF trajectory JSON per record here")
    p.add_argument("--teacher-url", required=True)
    p.add_argument("--teacher-model", required=True)
    p.add_argument("--critic-url")
    p.add_argument("--critic-model")
    p.add_argument("--api-key", default="EMPTY")
    p.add_argument("--eps", type=float, default=0.2)
    p.add_argument("--tau", type=float, default=0.0)
    p.add_argument("--max-steps", type=int, default=30)
    p.add_argument("--max-critic-retries", type=int, default=2)
    p.add_argument("--per-task", type=int, default=1)
    p.add_argument("-n", "--workers", type=int, default=1)
    p.add_argument("--no-resume", action="store_true")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--temperature", type=float, default=0.7)
    a = p.parse_args(argv)
    try:
        cfg = SynthConfig(
            teacher=Endpoint(a.teacher_url, a.teacher_model, a.api_key, temperature=a.temperature),
            critic=Endpoint(a.critic_url or a.teacher_url, a.critic_model or a.teacher_model, a.api_key),
            eps=a.eps, tau=a.tau, max_steps=a.max_steps, max_critic_retries=a.max_critic_retries, seed=a.seed)
        results, stats = run_synthesis(RunOptions(
            tasks=a.tasks, out=a.out, cfg=cfg, task_ids=a.task_ids, rejected_out=a.rejected_out,
            atif_dir=a.atif_dir, per_task=a.per_task, workers=a.workers, resume=not a.no_resume))
    except TermigenError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(format_stats(stats))
    print(f"statistics: {stats_path(a.out)}")
    return 1 if any(r.outcome in ("bad_task", "unknown_task", "build_error") for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
