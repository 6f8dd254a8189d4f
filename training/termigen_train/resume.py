"""Full-state checkpoints and `--resume` (SFT and GRPO).

A checkpoint (`<output_dir>/checkpoint-<step>/`, every `trl.save_steps`) holds the weights, the optimizer
and scheduler states, every rank's RNG states and `trainer_state.json` (global step, epoch, log history); the
recipes set `save_only_model: false` so all of it is written. `--resume auto` continues from the newest
checkpoint in `output_dir` (and starts fresh when there is none, so a job array can always pass it);
`--resume PATH` from that checkpoint. The Trainer then restores optimizer, scheduler and RNG, and skips the
batches the interrupted run already consumed in its epoch (data position), so a killed run resumed gives
the run it would have been.
"""

from __future__ import annotations

import os

from termigen_train.config import RecipeError

FULL_STATE = ("trainer_state.json", "optimizer.pt", "scheduler.pt")


def resolve_resume(resume: str | None, output_dir: str) -> str | None:
    """The checkpoint folder to resume from, or None (fresh start)."""
    if not resume:
        return None
    from transformers.trainer_utils import get_last_checkpoint

    if resume == "auto":
        if not os.path.isdir(output_dir):
            return None
        ckpt = get_last_checkpoint(output_dir)
        if ckpt is None:
            return None
    else:
        ckpt = resume
        if not os.path.isdir(ckpt):
            raise RecipeError(f"--resume {resume}: no such checkpoint folder")
    missing = [f for f in FULL_STATE if not os.path.isfile(os.path.join(ckpt, f))]
    has_rng = any(f.startswith("rng_state") for f in os.listdir(ckpt))
    if missing or not has_rng:
        raise RecipeError(f"--resume: {ckpt} is not a full-state checkpoint (missing {missing or ['rng_state*.pth']}); "
                          "it was saved with save_only_model: true")
    return ckpt
