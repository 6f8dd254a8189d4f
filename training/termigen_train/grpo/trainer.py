"""GRPOTrainer with multi-rank tool turns kept in step, and groups of zero reward variance filtered out.

**Lockstep tool turns.** TRL's tool loop runs on every rank by itself: a rank takes another turn while one of
its own rollouts asked for a tool, and stops when none did. But each turn's generation is a collective on a
real cluster: in vLLM server mode every rank's prompts are gathered to rank 0, sent to the server, and the
answers broadcast and sliced back by `rank * len(prompts)`; under ZeRO-3/FSDP `generate` gathers parameters
(synced GPUs) on every forward. Episodes of different length on different ranks therefore hang or abort (a
rank that is done enters the next collective, the reward gather, while another still generates), and even
with equal turn counts a rank with fewer live rollouts in a turn gets another rank's completions (the slice
assumes the same number of prompts everywhere). `lockstep_tool_turns` (default on when world size > 1) fixes
both where TRL lets it, around its own loop: before every generation inside the tool loop the ranks agree
(one all-reduce) on the most live rollouts any rank has this turn; every rank pads its prompts to that count
with a filler prompt and drops the filler answers; a rank whose episodes have all ended keeps answering turns
with filler prompts only until every rank has ended (the all-reduce reads 0). Cost: at most `max live rollouts
on a rank - live rollouts here` extra sequences per turn, generated in the same batch.

**Zero-variance groups.** A group whose rollouts all got the same reward has zero advantage everywhere: it
teaches nothing, but its tokens still count in the DAPO loss normaliser and dilute the groups that do teach.
We drop such groups from the loss mask (DAPO's dynamic-sampling filter, without resampling), and log the share
filtered.

**The tools' exact schemas.** TRL takes an environment's tools from its public methods and renders their
schemas from the docstrings (transformers' get_json_schema), which cannot say everything the agent's schemas
say (the todo items' fields, an empty `required`). An environment class that declares `TOOL_SCHEMAS` (ours do:
termigen.agent.tools) gets those dicts rendered instead, so the policy is trained on the exact tool list the
BashAgent sends; the methods are still what runs (by name).

**One reward scale per group.** When the judge answers for some rollouts of a group and not for others, the
group would mix `0.65 x tests + 0.35 x judge` with `tests` alone; the group's advantages would then measure the
judge's availability. Every rollout of such a group is rescored with the tests alone (logged as
`termigen/frac_groups_judge_dropped`).
"""

from __future__ import annotations

import torch
import torch.distributed as dist
from trl import GRPOTrainer


def zero_variance_keep(rewards: torch.Tensor, num_generations: int) -> torch.Tensor:
    """1.0 for rows whose group has reward variance, 0.0 for rows of constant groups. NaN (unscorable)
    rewards are ignored within a group; a group with fewer than two scorable rewards is constant."""
    grouped = rewards.view(-1, num_generations)
    keep = []
    for g in grouped:
        vals = g[~torch.isnan(g)]
        keep.append(bool(vals.numel() >= 2 and not torch.allclose(vals, vals[0].expand_as(vals))))
    return torch.tensor(keep, dtype=torch.float32).repeat_interleave(num_generations)


def one_scale_per_group(rewards: torch.Tensor, tests: torch.Tensor, judged: torch.Tensor,
                        num_generations: int) -> tuple[torch.Tensor, int]:
    """(rewards, number of groups rescored): in a group where some scorable rollouts have a judge score and
    others do not, every rollout's reward becomes its tests fraction. NaN (unscorable) rows stay NaN."""
    out = rewards.clone()
    g_rewards = out.view(-1, num_generations)
    g_tests, g_judged = tests.view(-1, num_generations), judged.view(-1, num_generations)
    fixed = 0
    for r, t, j in zip(g_rewards, g_tests, g_judged):
        scorable = ~torch.isnan(r)
        if scorable.any() and j[scorable].any() and not j[scorable].all():
            r[scorable] = t[scorable]
            fixed += 1
    return out, fixed


class TermigenGRPOTrainer(GRPOTrainer):
    def __init__(self, *args, filter_zero_variance_groups: bool = True, lockstep_tool_turns: bool | None = None,
                 **kwargs):
        self.filter_zero_variance_groups = filter_zero_variance_groups
        self._last_rewards_per_func = None
        self._lockstep_requested = lockstep_tool_turns
        self._in_tool_loop = False
        self._filler_prompt: list[int] | None = None
        self.lockstep_turns = 0  # tool-loop generations this rank took (its own and filler-only ones)
        self.filler_turns = 0  # generations this rank took only to keep in step
        super().__init__(*args, **kwargs)
        self._use_declared_tool_schemas()

    def _use_declared_tool_schemas(self) -> None:
        """Render each environment's declared TOOL_SCHEMAS (the agent's) in place of the docstring-derived ones."""
        if getattr(self, "environment_factories", None) is None:
            return
        union: list = list(self._standalone_tools)
        for name, tools in self._env_tools.items():
            schemas = getattr(type(self._environment_pool[name][0]), "TOOL_SCHEMAS", None)
            methods = [t for t in tools if t not in self._standalone_tools]
            if not schemas:
                union += [t for t in methods if t not in union]
                continue
            declared = [s["function"]["name"] for s in schemas]
            exposed = sorted(t.__name__ for t in methods)
            if sorted(declared) != exposed:
                raise ValueError(f"environment {name!r}: TOOL_SCHEMAS declares {sorted(declared)} but its tool "
                                 f"methods are {exposed}")
            self._env_tools[name] = list(self._standalone_tools) + list(schemas)
            union += [s for s in schemas if s not in union]
        self.tools = union

    # ---- lockstep tool turns ---------------------------------------------------------------------------------

    @property
    def lockstep(self) -> bool:
        if self.accelerator.num_processes <= 1:
            return False
        return True if self._lockstep_requested is None else bool(self._lockstep_requested)

    def _max_over_ranks(self, n: int) -> int:
        t = torch.tensor([n], dtype=torch.long, device=self.accelerator.device)
        dist.all_reduce(t, op=dist.ReduceOp.MAX)
        return int(t.item())

    def _tool_call_loop(self, prompts, prompt_ids, completion_ids, completions, logprobs, images, multimodal_fields):
        if not self.lockstep:
            return super()._tool_call_loop(prompts, prompt_ids, completion_ids, completions, logprobs, images,
                                           multimodal_fields)
        self._filler_prompt = list(prompt_ids[0])  # a prompt of this batch: a normal-length, harmless request
        self._in_tool_loop = True
        try:
            out = super()._tool_call_loop(prompts, prompt_ids, completion_ids, completions, logprobs, images,
                                          multimodal_fields)
        finally:
            self._in_tool_loop = False
        # This rank's episodes are over; answer turns with filler prompts until every rank's are.
        while True:
            need = self._max_over_ranks(0)
            if need == 0:
                break
            self._lockstep_generate([], None, {}, need)
            self.filler_turns += 1
        return out

    def _lockstep_generate(self, prompt_ids, images, multimodal_fields, need: int, has_tool_images=False):
        n = len(prompt_ids)
        pad = need - n
        if pad and multimodal_fields:
            raise NotImplementedError("lockstep tool turns pad text prompts only (no multimodal fields)")
        padded = list(prompt_ids) + [self._filler_prompt] * pad
        if images is not None:
            images = list(images) + [None] * pad
        self.lockstep_turns += 1
        ids, logps = self._engine_generate(padded, images, multimodal_fields, 1, has_tool_images)
        return ids[:n], (logps[:n] if logps is not None else None)

    def _engine_generate(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        """One generation call of the engine TRL was configured with (vLLM server/colocate or transformers)."""
        return super()._generate_single_turn(prompt_ids, images, multimodal_fields, num_generations,
                                             has_tool_images)

    def _generate_single_turn(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        if not (self._in_tool_loop and self.lockstep):
            return self._engine_generate(prompt_ids, images, multimodal_fields, num_generations, has_tool_images)
        need = self._max_over_ranks(len(prompt_ids))
        return self._lockstep_generate(prompt_ids, images, multimodal_fields, need, has_tool_images)

    def _calculate_rewards(self, inputs, prompts, completions, completion_ids_list):
        rewards_per_func = super()._calculate_rewards(inputs, prompts, completions, completion_ids_list)
        rewards_per_func = self._one_scale_per_group(rewards_per_func)
        self._last_rewards_per_func = rewards_per_func  # gathered over all processes
        return rewards_per_func

    def _one_scale_per_group(self, rewards_per_func: torch.Tensor) -> torch.Tensor:
        envs = self.environments or []
        parts = [getattr(e, "last_parts", None) for e in envs]
        if not envs or rewards_per_func.size(1) != 1 or not getattr(envs[0]._rt, "judge", None):
            return rewards_per_func  # judge off (one scale already) or not our environment
        dev = self.accelerator.device
        tests = torch.tensor([float("nan") if p is None else p.tests_fraction for p in parts], device=dev)
        judged = torch.tensor([p is not None and p.judge_score is not None for p in parts], device=dev)
        tests, judged = self.accelerator.gather(tests).cpu(), self.accelerator.gather(judged).cpu()
        mode = "train" if self.model.training else "eval"
        n = self.num_generations if mode == "train" else self.num_generations_eval
        fixed_col, fixed = one_scale_per_group(rewards_per_func[:, 0].cpu(), tests, judged.bool(), n)
        self._metrics[mode]["termigen/frac_groups_judge_dropped"].append(fixed / max(1, tests.numel() // n))
        if fixed:
            rewards_per_func = rewards_per_func.clone()
            rewards_per_func[:, 0] = fixed_col.to(rewards_per_func.device)
        return rewards_per_func

    def _pass_rate(self, mode: str) -> None:
        """termigen/pass_rate: share of this batch's scorable episodes (all ranks) that passed every test; in
        evaluation it is logged as eval_termigen/pass_rate (the held-out pass rate)."""
        envs = self.environments or []
        local = [-1.0 if getattr(e, "last_passed", None) is None else float(e.last_passed) for e in envs]
        t = self.accelerator.gather(torch.tensor(local, dtype=torch.float32, device=self.accelerator.device))
        scorable = t[t >= 0]
        if scorable.numel():
            self._metrics[mode]["termigen/pass_rate"].append(scorable.mean().item())

    def _generate_and_score_completions(self, inputs):
        output = super()._generate_and_score_completions(inputs)
        self._pass_rate("train" if self.model.training else "eval")
        if not self.filter_zero_variance_groups or self._last_rewards_per_func is None:
            return output
        mode = "train" if self.model.training else "eval"
        num_generations = self.num_generations if mode == "train" else self.num_generations_eval
        r = self._last_rewards_per_func
        all_nan = torch.isnan(r).all(dim=1)
        rewards = (r * self.reward_weights.to(r.device).unsqueeze(0)).nansum(dim=1)
        rewards[all_nan] = float("nan")
        keep_all = zero_variance_keep(rewards.cpu(), num_generations)
        n_local = output["completion_ids"].size(0)
        start = self.accelerator.process_index * n_local
        keep = keep_all[start:start + n_local].to(output["completion_mask"].device)
        self._metrics[mode]["termigen/frac_groups_filtered"].append(1.0 - keep_all.mean().item())
        if keep_all.sum() == 0:
            return output  # nothing teaches in this batch; advantages are all zero anyway, keep the normaliser > 0
        output["completion_mask"] = output["completion_mask"] * keep.unsqueeze(1).to(output["completion_mask"].dtype)
        loss_mask = output["completion_mask"]
        if output.get("tool_mask") is not None:
            loss_mask = loss_mask * output["tool_mask"]
        output["num_items_in_batch"] = self.accelerator.gather(loss_mask.sum()).sum()
        return output
