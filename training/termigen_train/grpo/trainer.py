"""GRPOTrainer with groups of zero reward variance filtered out of the loss.

A group whose rollouts all got the same reward has zero advantage everywhere: it teaches nothing, but its
tokens still count in the DAPO loss normaliser and dilute the groups that do teach. We drop such groups from
the loss mask (DAPO's dynamic-sampling filter, without resampling), and log the share filtered.
Everything else (tool loop, vLLM, environments) is TRL's own.
"""

from __future__ import annotations

import torch
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


class TermigenGRPOTrainer(GRPOTrainer):
    def __init__(self, *args, filter_zero_variance_groups: bool = True, **kwargs):
        self.filter_zero_variance_groups = filter_zero_variance_groups
        self._last_rewards_per_func = None
        super().__init__(*args, **kwargs)

    def _calculate_rewards(self, inputs, prompts, completions, completion_ids_list):
        rewards_per_func = super()._calculate_rewards(inputs, prompts, completions, completion_ids_list)
        self._last_rewards_per_func = rewards_per_func  # gathered over all processes
        return rewards_per_func

    def _generate_and_score_completions(self, inputs):
        output = super()._generate_and_score_completions(inputs)
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
