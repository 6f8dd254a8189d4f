"""verl agent-loop adapter: the second GRPO backend (Ray; vLLM/SGLang async rollout servers).

verl runs one agent loop per sample inside its AgentLoopWorkers and asks the rollout server for tokens; this
loop plays the TermiGen episode token-in/token-out:

  prompt = chat template(system + task instruction, tools=the action set's schemas)   (the BashAgent's prompt)
  repeat: generate -> parse the tool calls (the agent core's lenient parser) -> run each in the task container
          (ExecTerminal: cwd carried, timeout in the container) -> append the tool results as template-rendered
          tokens with response_mask 0 -> until no tool call, `finish`, the turn limit, or the budget
  reward = the task's tests in a fresh verifier container (fraction passed) [+ judge], as `reward_score`

The action set is the recipe's `env.actions` (bash by default; `structured`: the agent's bash, read_file,
write_file, edit, search, todo, finish from termigen.agent.tools, run by the agent's ActionRunner, with the
XML/YAML text forms parsed as the agent parses them). Registered as `termigen_bash` (configs/verl/agent_loop.yaml); launch with launch/verl_grpo.sh. verl is not
needed to import this module (CI has no verl): without it, the base class is a stub and `VERL_AVAILABLE` is
False. Each dataset row needs `extra_info.task_id` (or a `task_id` column); `termigen_train.verl_data`
writes such parquet files from a task folder.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger("termigen_train.verl")

try:  # pragma: no cover - exercised only where verl is installed
    from verl.experimental.agent_loop.agent_loop import AgentLoopBase, AgentLoopMetrics, AgentLoopOutput, register

    VERL_AVAILABLE = True
except Exception:  # noqa: BLE001 — verl absent (CI) or an incompatible version
    VERL_AVAILABLE = False

    class AgentLoopBase:  # type: ignore[no-redef]
        """Stand-in so the module imports without verl; instantiating it says what is missing."""

        def __init__(self, *args, **kwargs):
            raise RuntimeError("verl is not installed: `bash training/setup_env.sh --gpu` (the GPU env, verl 0.9.1) "
                               "to use the verl backend")

    @dataclass
    class AgentLoopMetrics:  # type: ignore[no-redef]
        generate_sequences: float = 0.0
        tool_calls: float = 0.0

    @dataclass
    class AgentLoopOutput:  # type: ignore[no-redef]
        """The fields verl's AgentLoopOutput has (used without verl by the tests)."""

        prompt_ids: list
        response_ids: list
        response_mask: list
        metrics: AgentLoopMetrics
        response_logprobs: list | None = None
        reward_score: float | None = None
        num_turns: int = 0
        extra_fields: dict = field(default_factory=dict)

    def register(name: str):  # type: ignore[no-redef]
        def deco(cls):
            cls._verl_name = name
            return cls

        return deco


AGENT_NAME = "termigen_bash"
ENV_CONFIG = "TERMIGEN_VERL_CONFIG"  # path of the recipe YAML (tasks/env/reward sections) the loop reads

_runtime_lock = threading.Lock()
_runtime = None


def shared_runtime(recipe_path: str | None = None):
    """One EnvRuntime (task catalog, container pool, reward) per worker process."""
    global _runtime
    with _runtime_lock:
        if _runtime is None:
            from termigen_train.config import load_recipe
            from termigen_train.grpo.run import build_catalog, build_runtime

            path = recipe_path or os.environ.get(ENV_CONFIG)
            if not path:
                raise RuntimeError(f"set {ENV_CONFIG} to the recipe YAML (configs/verl/termigen_grpo.yaml)")
            cfg = load_recipe(path)
            catalog = build_catalog(cfg)
            _runtime = build_runtime(cfg, catalog, log_dir=cfg.get("episode_log_dir"))
        return _runtime


def _token_output(out) -> tuple[list[int], list[float] | None]:
    """verl's server_manager.generate returns token ids (older) or a TokenOutput (token_ids, log_probs)."""
    if isinstance(out, list):
        return out, None
    return list(out.token_ids), (list(out.log_probs) if getattr(out, "log_probs", None) is not None else None)


@register(AGENT_NAME)
class TermigenAgentLoop(AgentLoopBase):
    """One TermiGen episode per sample; see the module doc."""

    async def run(self, sampling_params: dict[str, Any], **kwargs) -> AgentLoopOutput:  # pragma: no cover
        from termigen.agent.parser import parse_reply
        from termigen.agent.tools import tool_names

        rollout = self.config.actor_rollout_ref.rollout
        max_turns = int(rollout.multi_turn.get("max_assistant_turns") or 50)
        response_budget = int(rollout.response_length)
        extra = kwargs.get("extra_info") or {}
        task_id = extra.get("task_id") or kwargs.get("task_id")
        rt = await asyncio.to_thread(shared_runtime)
        env = rt.factory()()  # the environment of the recipe's action set (env.actions)
        names = tool_names(rt.actions)
        await asyncio.to_thread(env.reset, task_id=task_id)
        messages = rt.catalog.prompt(task_id)
        ct_kwargs = dict(self.config.data.get("apply_chat_template_kwargs") or {})  # enable_thinking: false
        prompt_ids = await asyncio.to_thread(self.tokenizer.apply_chat_template, messages, tools=rt.tool_schemas,
                                             add_generation_prompt=True, tokenize=True, return_dict=False,
                                             **ct_kwargs)
        response_ids: list[int] = []
        response_mask: list[int] = []
        logprobs: list[float] = []
        turns, t_gen, t_tool = 0, 0.0, 0.0
        finished = False
        request_id = uuid.uuid4().hex
        try:
            while turns < max_turns and len(response_ids) < response_budget:
                t0 = time.monotonic()
                out = await self.server_manager.generate(request_id=request_id, prompt_ids=prompt_ids + response_ids,
                                                         sampling_params=sampling_params)
                t_gen += time.monotonic() - t0
                ids, lps = _token_output(out)
                ids = ids[: response_budget - len(response_ids)]
                response_ids += ids
                response_mask += [1] * len(ids)
                logprobs += (lps or [0.0] * len(ids))[: len(ids)]
                turns += 1
                calls = parse_reply(self.tokenizer.decode(ids, skip_special_tokens=False), names).calls
                if not calls or len(response_ids) >= response_budget:
                    break
                t0 = time.monotonic()
                results = [await env._act(c) for c in calls]
                t_tool += time.monotonic() - t0
                if env._finish_message is not None:
                    finished = True
                    break  # `finish` ends the episode: nothing more is generated
                tool_msgs = [{"role": "tool", "name": c.name, "content": r} for c, r in zip(calls, results)]
                suffix = _tool_suffix_ids(self.tokenizer, tool_msgs)
                suffix = suffix[: response_budget - len(response_ids)]
                response_ids += suffix
                response_mask += [0] * len(suffix)
                logprobs += [0.0] * len(suffix)
            reward = await asyncio.to_thread(env._reward_alone)  # other episodes may still be running
        finally:
            await asyncio.to_thread(env._finish)
        return AgentLoopOutput(
            prompt_ids=prompt_ids,
            response_ids=response_ids,
            response_mask=response_mask,
            response_logprobs=logprobs if sampling_params.get("logprobs") else None,
            reward_score=0.0 if reward is None else reward,  # verl has no "unscorable": score 0, flagged below
            num_turns=2 * turns,
            metrics=AgentLoopMetrics(generate_sequences=t_gen, tool_calls=t_tool),
            extra_fields={"termigen_unscorable": reward is None, "task_id": task_id,
                          "termigen_passed": bool(env.last_passed), "termigen_finished": finished},
        )


def _tool_suffix_ids(tokenizer, tool_messages: list[dict]) -> list[int]:
    """Tokens the chat template puts between an assistant turn and the next: the tool results, then the
    generation prompt (rendered against a dummy prefix, like TRL's `_get_tool_suffix_ids`)."""
    dummy = [{"role": "user", "content": "x"},
             {"role": "assistant", "content": "", "tool_calls": [
                 {"type": "function", "function": {"name": "bash", "arguments": {"command": "x"}}}]}]
    prefix = tokenizer.apply_chat_template(dummy, tokenize=True, return_dict=False)
    full = tokenizer.apply_chat_template(dummy + tool_messages, add_generation_prompt=True, tokenize=True,
                                         return_dict=False)
    eos = tokenizer.eos_token_id
    cut = max((i for i, t in enumerate(prefix) if t == eos), default=len(prefix) - 1) + 1
    if full[:cut] != prefix[:cut]:
        raise ValueError("the chat template is not prefix-preserving for tool results")
    return full[cut:]
