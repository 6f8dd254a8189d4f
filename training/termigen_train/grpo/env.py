"""The multi-turn environment GRPOTrainer drives (TRL's `environment_factory` API).

TRL makes one instance per concurrent rollout and reuses it across batches:
  reset(**row)   a new episode for the row's `task_id`: the task's agent and verifier containers are asked for
                 (warm from the pool, or starting in the background while the model writes its first reply);
  bash(command)  the one tool, exposed to the model with the same schema as the BashAgent's `bash` tool;
                 commands run through the agent core's ExecTerminal (working directory carried over, timeout
                 enforced inside the container), and observations are formatted exactly as the agent shows them;
  get_reward()   the task's tests in the verifier container (fraction passed), blended with the optional judge.

Action sets (`env.actions` in the recipe, default `bash`): with `structured`, the environment is a
TermigenStructuredEnv whose tools are the agent's structured action set (termigen.agent.tools: bash, read_file,
write_file, edit, search, todo, finish), run by the agent's own ActionRunner on the same terminal, so each tool
behaves as it does in `--ak actions=structured`. `finish` ends the episode: no tool call after it runs (TRL still
samples the turn after its result; its loop has no per-rollout stop), and the reward is the state at that point.
The prompt shows the tools with their exact schemas (TermigenGRPOTrainer renders `TOOL_SCHEMAS`, not schemas
re-derived from the methods' docstrings).

Sandboxes come from the runtime's pool: local Docker containers (pool.ContainerPool, the default), Harbor
environments (harbor_pool.HarborPool, `rollout.environment`) or containers on a Ray cluster's nodes
(ray_pool.RayPool, `rollout.environment: ray`); all hand out Futures of started sandboxes with
`exec` and score with the task's tests, so everything here is the same on every backend.

Failures are observations or recorded outcomes, never hangs: a container that cannot start or dies mid-episode
ends the episode ("terminal gone" observation), and its reward is None, which TRL treats as unscorable (no
advantage, left out of the group baseline) rather than as a failure of the policy. Every episode is appended
to `episodes.jsonl` with its outcome, reward parts and timings.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from termigen.agent.actions import ActionRunner
from termigen.agent.output import format_observation
from termigen.agent.parser import ToolCall
from termigen.agent.terminal import ExecTerminal, TerminalDead
from termigen.agent.tools import STRUCTURED_TOOLS, normalize_arguments, tool_names, tool_schemas
from termigen_train.grpo.pool import ContainerPool
from termigen_train.grpo.reward import Judge, JudgeUnavailable, RewardConfig, blend
from termigen_train.grpo.tasks import TaskCatalog, UnknownTask

log = logging.getLogger("termigen_train.env")


@dataclass
class EpisodeRecord:
    task_id: str
    episode: int
    started_at: float = field(default_factory=time.time)
    commands: list[dict] = field(default_factory=list)
    outcome: str = "running"  # ok | container_died | start_failed | verify_error | tests_timeout
    error: str = ""
    reward: float | None = None
    tests_passed: int = 0
    tests_total: int = 0
    tests_fraction: float | None = None
    judge_score: float | None = None
    reward_note: str = ""
    container_wait_sec: float = 0.0
    verify_sec: float = 0.0
    environment: str = "local"  # rollout.environment: local, or the Harbor environment the episode ran in
    sandbox: str = ""  # the agent's container id (local) or Harbor session id


class EnvRuntime:
    """What every environment instance of one process shares: tasks, containers, reward, the episode log."""

    def __init__(self, catalog: TaskCatalog, *, pool: ContainerPool | None = None, reward: RewardConfig | None = None,
                 log_dir: str | Path | None = None, command_timeout_sec: float | None = None,
                 max_output_chars: int = 10000, verify_workers: int = 4, process_index: int = 0):
        self.catalog = catalog
        self.actions = catalog.actions  # bash | structured: the tools the episodes expose (and the prompt shows)
        self.pool = pool or ContainerPool()
        self.environment = getattr(self.pool, "environment", "local")
        self.reward = reward or RewardConfig()
        self.judge = Judge(self.reward.judge) if self.reward.judge.enabled else None
        self.command_timeout_sec = command_timeout_sec or catalog.command_timeout_sec
        self.max_output_chars = max_output_chars
        self.log_path = Path(log_dir) / f"episodes.rank{process_index}.jsonl" if log_dir else None
        self._log_lock = threading.Lock()
        self._scorer = ThreadPoolExecutor(max_workers=max(1, verify_workers), thread_name_prefix="tg-verify")
        self._envs: weakref.WeakSet[TermigenBashEnv] = weakref.WeakSet()
        self._episodes = 0
        self.stats = {"episodes": 0, "container_died": 0, "start_failed": 0, "verify_error": 0, "judge_fallbacks": 0}

    def factory(self):
        """The zero-argument callable GRPOTrainer's `environment_factory` wants."""
        cls = ENV_CLASSES[self.actions]
        return lambda: cls(self)

    @property
    def tool_schemas(self) -> list[dict]:
        return ENV_CLASSES[self.actions].TOOL_SCHEMAS

    def acquire(self, entry, role: str) -> Future:
        """A Future of the episode's agent or verifier sandbox: a local container from the pool (the task's image
        built here first), or a Harbor environment (rollout.environment: grpo/harbor_pool.py)."""
        if getattr(self.pool, "local_images", True):
            image = self.catalog.ensure_image(entry.task.id)
            res = entry.task.resources
            return self.pool.acquire(image, res.cpus, res.memory_mb)
        return self.pool.acquire_task(entry, role)

    def acquire_pair(self, entry) -> tuple[Future, Future]:
        """The episode's agent and verifier sandboxes. A pool that must place both together (the Ray pool: one
        node, whose Docker runs the tests) starts them as a pair; the others start each on its own."""
        if hasattr(self.pool, "acquire_pair"):
            return self.pool.acquire_pair(entry)
        return self.acquire(entry, "agent"), self.acquire(entry, "verifier")

    def _register(self, env: TermigenBashEnv) -> None:
        self._envs.add(env)

    def _next_episode(self) -> int:
        with self._log_lock:
            self._episodes += 1
            return self._episodes

    def record(self, rec: EpisodeRecord) -> None:
        with self._log_lock:
            self.stats["episodes"] += 1
            if rec.outcome in self.stats:
                self.stats[rec.outcome] += 1
            if "judge unavailable" in rec.reward_note:
                self.stats["judge_fallbacks"] += 1
            if self.log_path:
                self.log_path.parent.mkdir(parents=True, exist_ok=True)
                with self.log_path.open("a") as f:
                    f.write(json.dumps(asdict(rec)) + "\n")
        if rec.outcome not in ("ok",):
            log.warning("episode %d (%s): %s: %s", rec.episode, rec.task_id, rec.outcome, rec.error)

    def score_pending(self) -> None:
        """Start scoring every finished, unscored episode at once (TRL asks for rewards one by one)."""
        for env in list(self._envs):
            env._submit_scoring()

    def submit(self, fn, *args) -> Future:
        return self._scorer.submit(fn, *args)

    def close(self) -> None:
        for env in list(self._envs):
            env._finish()
        self._scorer.shutdown(wait=True)
        self.pool.close()


NOT_RUN_AFTER_FINISH = "[not run: the episode has ended (finish was called)]"


class TermigenBashEnv:
    """One rollout's terminal. Public methods other than reset/get_reward become tools: keep only `bash`."""

    def __init__(self, runtime: EnvRuntime):
        self._rt = runtime
        self._episode: EpisodeRecord | None = None
        self._agent: Future | None = None
        self._verifier: Future | None = None
        self._entry = None
        self._terminal: ExecTerminal | None = None
        self._dead: str | None = None
        self._score: Future | None = None
        self._transcript: list[str] = []
        self._finish_message: str | None = None  # `finish` was called (structured actions): its message
        self._actions = ActionRunner(None, runtime.max_output_chars)  # type: ignore[arg-type]  # terminal set on use
        self.last_passed: bool | None = None  # the last scored episode passed every test (None: unscorable)
        self.last_parts = None  # its RewardParts (tests fraction, judge score)
        runtime._register(self)

    # ---- episode lifecycle -------------------------------------------------------------------------------------

    def reset(self, **row: Any) -> str | None:
        self._finish()
        task_id = row.get("task_id")
        if not task_id:
            raise UnknownTask(f"a training row has no `task_id` (columns: {sorted(row)}); rows come from the task set")
        self._entry = self._rt.catalog.get(task_id)
        self._agent, self._verifier = self._rt.acquire_pair(self._entry)
        self._episode = EpisodeRecord(task_id=task_id, episode=self._rt._next_episode(),
                                      environment=self._rt.environment)
        self._terminal = None
        self._dead = None
        self._score = None
        self._transcript = []
        self._finish_message = None
        self._actions = ActionRunner(None, self._rt.max_output_chars)  # type: ignore[arg-type]
        self.last_passed = None
        self.last_parts = None
        return None  # the row's prompt already holds the instruction

    def _finish(self) -> None:
        """Close the previous episode: record it if nobody scored it, hand its containers back."""
        if self._episode is not None and self._score is None:
            if self._episode.outcome == "running":
                self._episode.outcome = "unscored"
            self._rt.record(self._episode)
        if self._score is not None and not self._score.done():
            self._score.result()
        self._rt.pool.release(self._agent)
        self._rt.pool.release(self._verifier)
        self._agent = self._verifier = None
        self._episode = None

    async def _sandbox(self):
        t0 = time.monotonic()
        try:
            sb = await asyncio.wrap_future(self._agent)
        except Exception as e:  # noqa: BLE001
            self._die("start_failed", f"the task container could not start: {e}")
            return None
        finally:
            self._episode.container_wait_sec += time.monotonic() - t0
        return sb

    def _die(self, outcome: str, reason: str) -> None:
        self._dead = reason
        if self._episode.outcome == "running":
            self._episode.outcome, self._episode.error = outcome, reason

    # ---- the tool ------------------------------------------------------------------------------------------------

    TOOL_SCHEMAS = tool_schemas("bash")  # what the prompt shows: exactly the agent's tools (see TermigenGRPOTrainer)

    async def _ensure_terminal(self) -> str | None:
        """The episode's terminal, started on first use; the observation to return instead when there is none."""
        if self._episode is None:
            return "[no episode is running: the environment was not reset]"
        if self._dead is None and self._terminal is None:
            sb = await self._sandbox()
            if sb is not None:
                self._episode.sandbox = str(getattr(sb, "session", None) or getattr(sb, "container_id", "") or "")

                user = self._entry.task.agent_user  # Harbor's [agent] user, as the gate runs the oracle

                async def exec_fn(script: str, timeout_sec: int) -> tuple[str, str, int]:
                    r = await asyncio.to_thread(sb.exec, script, timeout_sec, user)
                    # a Harbor environment keeps stderr apart (ExecTerminal reads the cwd marker from stdout)
                    return r.output, getattr(r, "stderr", "") or "", 124 if r.exit_code is None else r.exit_code

                self._terminal = ExecTerminal(exec_fn, cwd=self._entry.task.environment.workdir or "/")
                self._actions.terminal = self._terminal
        if self._dead is not None:
            return f"[the terminal is gone: {self._dead}. No further command can run.]"
        return None

    async def bash(self, command: str):  # no return annotation: the schema then equals BASH_TOOL exactly
        """Run a bash command in the task's terminal and return its output and exit code.

        Args:
            command: the bash command or script to run
        """
        if self._finish_message is not None:
            return NOT_RUN_AFTER_FINISH
        problem = await self._ensure_terminal()
        if problem is not None:
            return problem
        timeout = self._rt.command_timeout_sec
        t0 = time.monotonic()
        try:
            obs = await self._terminal.run(command, timeout)
        except TerminalDead as e:
            self._die("container_died", f"the task container died mid-episode: {e}")
            self._episode.commands.append({"command": command, "error": self._dead})
            return f"[the terminal is gone: {self._dead}. No further command can run.]"
        text = format_observation(obs, self._rt.max_output_chars, timeout)
        self._episode.commands.append({"command": command, "exit_code": obs.exit_code, "timed_out": obs.timed_out,
                                       "sec": round(time.monotonic() - t0, 3)})
        self._transcript.append(f"$ {command}\n{text}")
        return text

    async def _act(self, call: ToolCall) -> str:
        """Run one parsed tool call of this environment's action set (the verl loop's entry point)."""
        if call.name == "bash":
            return await self.bash(call.arguments.get("command", ""))
        return f"[unknown tool {call.name!r}: the tools are {', '.join(tool_names(self._rt.actions))}]"

    # ---- reward ------------------------------------------------------------------------------------------------

    def _submit_scoring(self) -> None:
        if self._episode is not None and self._score is None:
            self._score = self._rt.submit(self._compute_reward)

    def get_reward(self) -> float | None:
        """TRL calls this once per rollout after the whole batch has finished generating, so the first call
        starts scoring every finished episode of the batch at once."""
        if self._episode is None:
            return None
        self._rt.score_pending()
        return self._score.result()

    def _reward_alone(self) -> float | None:
        """Score this episode only (backends whose episodes end at different times, e.g. verl's agent loop)."""
        if self._episode is None:
            return None
        self._submit_scoring()
        return self._score.result()

    def _compute_reward(self) -> float | None:
        ep, rt = self._episode, self._rt
        try:
            if self._dead is not None:
                return None  # an infrastructure failure is not the policy's: unscorable
            try:
                agent = self._agent.result()
                verifier = self._verifier.result()
            except Exception as e:  # noqa: BLE001
                self._die("start_failed", f"a task container could not start: {e}")
                return None
            task, task_dir = self._entry.task, self._entry.task_dir
            tests = rt.pool.run_tests(task, task_dir, agent, verifier)
            ep.verify_sec = round(tests.seconds, 3)
            ep.tests_passed, ep.tests_total = tests.passed, tests.total
            if tests.error and "timed out" in tests.error:
                ep.outcome, ep.error = "tests_timeout", tests.error  # the agent's doing (left the box unusable)
            elif tests.error:
                ep.outcome, ep.error = "verify_error", tests.error
                if tests.total == 0:
                    return None
            judge_score, note = None, ""
            if rt.judge is not None:
                try:
                    judge_score, note = rt.judge.score(task.instruction, "\n".join(self._transcript),
                                                       f"{tests.passed}/{tests.total} tests passed")
                except JudgeUnavailable as e:
                    note = str(e)
            parts = blend(rt.reward, tests.fraction, judge_score, note)
            self.last_passed = tests.total > 0 and tests.passed == tests.total
            self.last_parts = parts
            ep.reward, ep.tests_fraction, ep.judge_score, ep.reward_note = (
                parts.reward, parts.tests_fraction, parts.judge_score, parts.note)
            if ep.outcome == "running":
                ep.outcome = "ok"
            return parts.reward
        except Exception as e:  # noqa: BLE001 — never let one episode's scoring crash the run
            ep.outcome, ep.error = "verify_error", f"{type(e).__name__}: {e}"
            return None
        finally:
            rt.record(ep)
            rt.pool.release(self._agent)
            rt.pool.release(self._verifier)
            self._agent = self._verifier = None


def _documented(name: str):
    """Give a tool method the docstring of its schema in termigen.agent.tools (Google style, so that
    transformers' get_json_schema reads the same names and descriptions); the schema itself is not copied."""
    fn = next(t["function"] for t in STRUCTURED_TOOLS if t["function"]["name"] == name)

    def deco(method):
        props = fn["parameters"]["properties"]
        args = "".join(f"\n    {k}: {v.get('description') or k}" for k, v in props.items())
        method.__doc__ = fn["description"] + ("\n\nArgs:" + args if props else "")
        return method

    return deco


class TermigenStructuredEnv(TermigenBashEnv):
    """The structured action set (`env.actions: structured`): bash plus read_file, write_file, edit, search, todo
    and finish, each run by the agent's ActionRunner on this episode's terminal (same scripts, same messages,
    same truncation as the BashAgent with `--ak actions=structured`). Arguments are checked by the agent's
    normalize_arguments; a bad call is an error observation, never an exception."""

    TOOL_SCHEMAS = tool_schemas("structured")

    @_documented("read_file")
    async def read_file(self, path: str, start_line: int = None, end_line: int = None):  # noqa: RUF013
        return await self._structured("read_file", path=path, start_line=start_line, end_line=end_line)

    @_documented("write_file")
    async def write_file(self, path: str, content: str):
        return await self._structured("write_file", path=path, content=content)

    @_documented("edit")
    async def edit(self, path: str, old_string: str, new_string: str, replace_all: bool = None):  # noqa: RUF013
        return await self._structured("edit", path=path, old_string=old_string, new_string=new_string,
                                      replace_all=replace_all)

    @_documented("search")
    async def search(self, pattern: str = None, path: str = None, glob: str = None):  # noqa: RUF013
        return await self._structured("search", pattern=pattern, path=path, glob=glob)

    @_documented("todo")
    async def todo(self, items: list):
        return await self._structured("todo", items=items)

    @_documented("finish")
    async def finish(self, message: str = None):  # noqa: RUF013
        return await self._structured("finish", message=message)

    async def _act(self, call: ToolCall) -> str:
        if call.name == "bash":
            return await self.bash(call.arguments.get("command", ""))
        if call.name not in NAMES_STRUCTURED:
            return await super()._act(call)
        return await self._structured(call.name, **call.arguments)

    async def _structured(self, name: str, **arguments: Any) -> str:
        if self._episode is None:
            return "[no episode is running: the environment was not reset]"
        if self._finish_message is not None:
            return NOT_RUN_AFTER_FINISH
        try:
            args = normalize_arguments(name, {k: v for k, v in arguments.items() if v is not None}, NAMES_STRUCTURED)
        except ValueError as e:
            self._episode.commands.append({"tool": name, "error": str(e)})
            return f"[invalid {name} call: {e}]"
        if name not in ("todo", "finish"):  # these two need no container
            problem = await self._ensure_terminal()
            if problem is not None:
                return problem
        t0 = time.monotonic()
        try:
            result = await self._actions.run(ToolCall(name, args), self._rt.command_timeout_sec)
        except TerminalDead as e:
            self._die("container_died", f"the task container died mid-episode: {e}")
            self._episode.commands.append({"tool": name, "arguments": _brief(args), "error": self._dead})
            return f"[the terminal is gone: {self._dead}. No further command can run.]"
        self._episode.commands.append({"tool": name, "arguments": _brief(args), "exit_code": result.exit_code,
                                       "sec": round(time.monotonic() - t0, 3)})
        self._transcript.append(f"> {name} {json.dumps(_brief(args), ensure_ascii=False)}\n{result.text}")
        if result.finished:
            self._finish_message = args.get("message") or ""
        return result.text


NAMES_STRUCTURED = tool_names("structured")
ENV_CLASSES: dict[str, type[TermigenBashEnv]] = {"bash": TermigenBashEnv, "structured": TermigenStructuredEnv}


def _brief(args: dict[str, Any], limit: int = 200) -> dict[str, Any]:
    """Arguments for the episode log: long strings (file contents) cut to their head and their length."""
    return {k: (v[:limit] + f"... [{len(v)} chars]" if isinstance(v, str) and len(v) > limit else v)
            for k, v in args.items()}
