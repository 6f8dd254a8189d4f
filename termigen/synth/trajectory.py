"""Error-correction trajectory synthesis: a Generator-Critic loop in real task containers.

For each task, a generator (teacher LLM, OpenAI-compatible, with the BashAgent's `bash` tool and prompt) acts
step by step; every command runs in a container from the task's image and the model sees the real output.
With probability eps (default 0.2) a step is an *injected error*: the generator is told, in a hidden message
that is never recorded, to make one realistic mistake of a given kind (records.ERROR_KINDS). A critic LLM
checks each proposed step before it runs: a normal step must be a sensible, correct action; an injected step
must really contain the intended kind of error and stay recoverable (nothing destructive). Rejected steps are
regenerated with the critic's reason (up to `max_critic_retries`); an injected step that never passes turns
into a normal one, a normal step that never passes aborts the trajectory.

The error's real consequences then appear in the following observations, and the generator, seeing only the
clean conversation, diagnoses and repairs them: the recorded trajectory carries error -> observation ->
diagnosis -> repair cycles, with each assistant step marked with its intent and error kind.

At the end the task's hidden tests run in a fresh verifier container (termigen.verify.verifier, as the gate): the fraction
passed is recorded, and trajectories below tau are filtered out (written to the rejected file if asked).

    python -m termigen.synth.trajectory environments_harbor --out data/traj.jsonl \
        --teacher-url http://localhost:8000/v1 --teacher-model Qwen/Qwen3-Coder-480B-A35B-Instruct \
        --critic-url http://localhost:8000/v1 --critic-model ... --eps 0.2 --tau 1.0
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from termigen.agent.output import format_observation
from termigen.agent.parser import parse_reply
from termigen.agent.prompt import BASH_TOOL, system_prompt
from termigen.agent.terminal import ExecTerminal, TerminalDead
from termigen.errors import TermigenError
from termigen.synth.records import ERROR_KINDS, StepMark, TrajectoryRecord, write_records

COMPLETION_PHRASE = "TASK_COMPLETE"

ERROR_DESCRIPTIONS = {
    "syntax_error": "a malformed command: bad quoting, a missing operand or a wrong flag, so the shell or the "
                    "tool rejects it",
    "wrong_path": "the right action on the wrong file or folder (a typo in a path, a neighbouring file, the "
                  "wrong directory)",
    "wrong_argument": "the right tool with a wrong value: a wrong column, pattern, port, count or option value",
    "missing_prerequisite": "skip a step the command needs first (create the folder, build, install, start "
                            "the service), so it fails",
    "logic_error": "a command that runs cleanly but computes the wrong thing (off by one, wrong filter, "
                   "wrong order, header counted)",
}

INJECT_INSTRUCTION = (
    "[Data-synthesis instruction. It is not part of the task and will be removed from the transcript.] "
    "In your next reply, make one realistic mistake of this kind: {kind} - {desc}. Write the reply exactly as "
    "you would if it were a genuine attempt: do not mention the mistake, this instruction, or that anything is "
    "deliberate. Never run a destructive command (no deleting or overwriting the task's data)."
)

CRITIC_SYSTEM = """\
You check one proposed step of a terminal agent working on a task, before the step runs.
You get the task, the recent steps with their real outputs, the proposed step, and what the step is meant to be.
- If it is meant to be a CORRECT step: accept it when it is a sensible, correct next action for the task.
- If it is meant to contain an injected error of a given kind: accept it only when it really makes that kind of
  mistake, looks like a genuine attempt (it does not mention the mistake), and is recoverable (it destroys
  nothing the task needs).
Reply with JSON only: {"verdict": "accept" or "reject", "intent": "<what the step does, a few words>",
"reason": "<one sentence>"}"""

_TOOL_BLOCK = re.compile(r"<tool_call>.*?(?:</tool_call>|\Z)", re.S)


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
    tau: float = 1.0
    seed: int = 0
    # explicit injections instead of eps (tests, debugging): step indices, or {step index: error kind}
    inject_at: list[int] | dict[int, str] | None = None
    history_steps_for_critic: int = 6

    def __post_init__(self):
        unknown = set(self.error_kinds) - set(ERROR_KINDS)
        if unknown:
            raise SynthError(f"unknown error kind(s) {sorted(unknown)}; known: {', '.join(ERROR_KINDS)}")
        if not 0.0 <= self.eps <= 1.0:
            raise SynthError(f"eps must be in [0, 1], got {self.eps}")


@dataclass
class SynthResult:
    task_id: str
    record: TrajectoryRecord | None
    kept: bool
    outcome: str  # kept | below_tau | critic_rejected | max_steps | teacher_error | critic_error | container_error
    error: str = ""
    critic_calls: int = 0
    critic_rejections: int = 0
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


class _Episode:
    def __init__(self, task, cfg: SynthConfig, rng: random.Random, terminal: ExecTerminal):
        self.task, self.cfg, self.rng, self.terminal = task, cfg, rng, terminal
        sys_prompt = system_prompt(ExecTerminal.description, cfg.command_timeout_sec, COMPLETION_PHRASE)
        self.messages: list[dict] = [{"role": "system", "content": sys_prompt},
                                     {"role": "user", "content": task.instruction.strip()}]
        self.steps: list[StepMark] = []
        self.transcript: list[str] = []  # for the critic
        self.teacher = cfg.teacher.client()
        self.critic = cfg.critic.client()
        self.critic_calls = self.critic_rejections = 0
        self.tokens: int | None = None
        self.n_calls = 0

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
        if getattr(resp, "usage", None) is not None and not hidden:
            self.tokens = (resp.usage.prompt_tokens or 0) + (resp.usage.completion_tokens or 0)
        return _parse_teacher(resp.choices[0].message)

    async def _critic(self, text: str, commands: list[str], kind: str | None) -> tuple[bool, str, str]:
        self.critic_calls += 1
        history = "\n\n".join(self.transcript[-self.cfg.history_steps_for_critic:]) or "(no steps yet)"
        meant = (f"an INJECTED ERROR of kind {kind}: {ERROR_DESCRIPTIONS[kind]}" if kind else "a CORRECT step")
        proposed = (text + "\n" if text else "") + "\n".join(f"$ {c}" for c in commands)
        user = (f"# Task\n{self.task.instruction.strip()}\n\n# Recent steps\n{history}\n\n"
                f"# Proposed step\n{proposed}\n\n# Meant to be\n{meant}")
        try:
            resp = await asyncio.to_thread(
                self.critic.chat.completions.create, model=self.cfg.critic.model, temperature=0.0,
                messages=[{"role": "system", "content": CRITIC_SYSTEM}, {"role": "user", "content": user}])
        except Exception as e:  # noqa: BLE001
            raise SynthError(f"critic endpoint {self.cfg.critic.base_url} failed: {type(e).__name__}: {e}") from None
        ok, intent, reason = _parse_critic(resp.choices[0].message.content)
        if not ok:
            self.critic_rejections += 1
        return ok, intent, reason

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
            feedback = ""
            accepted = None
            for _attempt in range(self.cfg.max_critic_retries + 1):
                hidden = None
                if kind:
                    hidden = INJECT_INSTRUCTION.format(kind=kind, desc=ERROR_DESCRIPTIONS[kind]) + feedback
                elif feedback:
                    hidden = "[Reviewer note, not part of the task] Your previous proposal was rejected:" + feedback
                text, commands = await self._teacher(hidden)
                if not commands:  # the end of the episode (no tool call)
                    if kind:
                        kind = None  # an error needs a command; continue as a normal final step
                    accepted = (text, commands, "finish", "")
                    break
                ok, intent, reason = await self._critic(text, commands, kind)
                if ok:
                    accepted = (text, commands, intent, reason)
                    break
                feedback = f" (reviewer: {reason})"
            if accepted is None:
                if kind:  # the generator could not make a clean error: take a normal step instead
                    kind, feedback = None, ""
                    text, commands = await self._teacher(None)
                    ok, intent, reason = (True, "finish", "") if not commands else await self._critic(text, commands,
                                                                                                      None)
                    if not ok:
                        return "critic_rejected"
                    accepted = (text, commands, intent, reason)
                else:
                    return "critic_rejected"
            text, commands, intent, reason = accepted
            await self._record(text, commands, kind, intent, reason)
            if not commands:
                return "done"
        return "max_steps"

    async def _record(self, text: str, commands: list[str], kind: str | None, intent: str, reason: str) -> None:
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
        self.steps.append(StepMark(intent=intent, error_kind=kind, critic=reason or None))
        for call, command in zip(msg.get("tool_calls", []), commands):
            try:
                obs = await self.terminal.run(command, self.cfg.command_timeout_sec)
            except TerminalDead as e:
                raise SynthError(f"the task container died: {e}") from None
            shown = format_observation(obs, self.cfg.max_output_chars, self.cfg.command_timeout_sec)
            self.messages.append({"role": "tool", "tool_call_id": call["id"], "content": shown})
            self.transcript.append(f"$ {command}\n{shown}")


def synthesize_task(task, task_dir: Path, image: str, cfg: SynthConfig, rng: random.Random,
                    record_id: str | None = None) -> SynthResult:
    """One trajectory for one task, commands in real containers; never raises for an episode's failure."""
    from termigen.sandbox import Sandbox
    from termigen.verify.verifier import run_tests

    t0 = time.monotonic()
    res = SynthResult(task_id=task.id, record=None, kept=False, outcome="container_error")
    limits = dict(cpus=task.resources.cpus, memory_mb=task.resources.memory_mb)
    agent, verifier = Sandbox(image, **limits), Sandbox(image, **limits)
    try:
        agent.start()

        async def exec_fn(script: str, timeout_sec: int) -> tuple[str, str, int]:
            r = await asyncio.to_thread(agent.exec, script, timeout_sec)
            return r.output, "", 124 if r.exit_code is None else r.exit_code

        ep = _Episode(task, cfg, rng, ExecTerminal(exec_fn, cwd=task.environment.workdir or "/"))
        try:
            outcome = asyncio.run(ep.run())
        except SynthError as e:
            msg = str(e)
            res.outcome = ("teacher_error" if msg.startswith("teacher") else
                           "critic_error" if msg.startswith("critic") else "container_error")
            res.error = msg
            return res
        finally:
            res.critic_calls, res.critic_rejections = ep.critic_calls, ep.critic_rejections
        if outcome == "critic_rejected":
            res.outcome, res.error = outcome, "the critic rejected a normal step after every retry"
            return res
        verifier.start()
        tests = run_tests(task, task_dir, agent, verifier)
        if tests.error and tests.total == 0:
            res.outcome, res.error = "container_error", tests.error
            return res
        rec = TrajectoryRecord(
            id=record_id or f"{task.id}-{int(time.time() * 1000) % 10**10}",
            task_id=task.id, messages=ep.messages, tools=[BASH_TOOL], steps=ep.steps,
            test_pass_fraction=tests.fraction, reward=tests.binary, tokens=ep.tokens, source="termigen.synth",
            teacher=cfg.teacher.model, critic=cfg.critic.model, eps=cfg.eps, end=outcome,
            tests_passed=tests.passed, tests_total=tests.total,
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
        for sb in (agent, verifier):
            try:
                sb.stop()
            except TermigenError:
                pass
        res.seconds = round(time.monotonic() - t0, 3)


def synthesize(task_dirs: list[Path], cfg: SynthConfig, out: Path, *, rejected_out: Path | None = None,
               per_task: int = 1, log=print) -> list[SynthResult]:
    """Trajectories for task folders; kept records appended to `out`, the others to `rejected_out`."""
    from termigen.formats.harbor import read_harbor
    from termigen.images import build_context

    results = []
    for i, d in enumerate(task_dirs):
        task = read_harbor(Path(d))
        image = task.image_tag
        build_context(Path(d) / "environment", image, network=False, timeout_sec=task.timeouts.build_sec)
        for k in range(per_task):
            rng = random.Random(cfg.seed * 1_000_003 + i * 1009 + k)
            r = synthesize_task(task, Path(d), image, cfg, rng, record_id=f"{task.id}-s{cfg.seed}-{k}")
            results.append(r)
            if r.record is not None:
                write_records(out if r.kept else (rejected_out or out.with_suffix(".rejected.jsonl")), [r.record],
                              append=True)
            log(f"{task.id} #{k}: {r.outcome} ({r.extra.get('tests', '-')} tests, {r.injected} injected, "
                f"{r.critic_rejections}/{r.critic_calls} critic rejections, {r.seconds:.1f} s)"
                + (f": {r.error}" if r.error else ""))
    return results


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("tasks", nargs="+", help="task folders, or folders holding task folders")
    p.add_argument("--out", required=True, type=Path)
    p.add_argument("--rejected-out", type=Path)
    p.add_argument("--teacher-url", required=True)
    p.add_argument("--teacher-model", required=True)
    p.add_argument("--critic-url")
    p.add_argument("--critic-model")
    p.add_argument("--api-key", default="EMPTY")
    p.add_argument("--eps", type=float, default=0.2)
    p.add_argument("--tau", type=float, default=1.0)
    p.add_argument("--max-steps", type=int, default=30)
    p.add_argument("--per-task", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--temperature", type=float, default=0.7)
    a = p.parse_args(argv)
    dirs: list[Path] = []
    for t in a.tasks:
        t = Path(t)
        dirs += [t] if (t / "task.toml").is_file() else sorted(x.parent for x in t.glob("*/task.toml"))
    cfg = SynthConfig(
        teacher=Endpoint(a.teacher_url, a.teacher_model, a.api_key, temperature=a.temperature),
        critic=Endpoint(a.critic_url or a.teacher_url, a.critic_model or a.teacher_model, a.api_key),
        eps=a.eps, tau=a.tau, max_steps=a.max_steps, seed=a.seed)
    try:
        results = synthesize(dirs, cfg, a.out, rejected_out=a.rejected_out, per_task=a.per_task)
    except TermigenError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    kept = sum(r.kept for r in results)
    print(f"{kept}/{len(results)} trajectories kept (tau {cfg.tau}) -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
