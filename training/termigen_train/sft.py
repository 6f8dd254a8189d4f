"""SFT on TermiGen trajectories with TRL's SFTTrainer.

    accelerate launch --config_file configs/accelerate/single_node_8gpu_zero3.yaml \
        -m termigen_train.sft --config configs/sft/qwen2.5-coder-32b.yaml

Loss on assistant turns only (chat template {% generation %} masks), optionally without the injected error
steps; packing off unless the recipe turns it on. Everything under `trl:` is an SFTConfig option.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time

from termigen_train.config import RecipeError, load_recipe, resolve_path, section, trl_args
from termigen_train.models import load_tokenizer, model_path, peft_config

log = logging.getLogger("termigen_train.sft")

DATA_KEYS = {"train_files", "eval_files", "exclude_error_steps", "assistant_only_loss", "min_test_pass_fraction",
             "skip_invalid", "overlong"}


def data_options(cfg: dict) -> dict:
    d = section(cfg, "data", DATA_KEYS, {"train_files"})
    files = d["train_files"]
    if isinstance(files, str):
        files = [files]
    return {
        "train_files": [resolve_path(f) for f in files],
        "eval_files": [resolve_path(f) for f in (d.get("eval_files") or [])],
        "exclude_error_steps": bool(d.get("exclude_error_steps", True)),
        "assistant_only_loss": bool(d.get("assistant_only_loss", True)),
        "min_test_pass_fraction": d.get("min_test_pass_fraction"),
        "skip_invalid": bool(d.get("skip_invalid", False)),
        "overlong": str(d.get("overlong", "drop")),  # drop | split | truncate (see data.load_sft_examples)
        "max_length": (cfg.get("trl") or {}).get("max_length"),
    }


def sft_config(cfg: dict, **force):
    from trl import SFTConfig

    # The dataset arrives tokenized with its loss mask; TRL must not re-template it.
    return trl_args(cfg, SFTConfig, assistant_only_loss=False, **force)


def build_dataset(files, tok, opts):
    from datasets import Dataset

    from termigen_train.data import load_sft_examples

    examples, stats = load_sft_examples(
        files, tok, exclude_error_steps=opts["exclude_error_steps"],
        min_test_pass_fraction=opts["min_test_pass_fraction"], skip_invalid=opts["skip_invalid"],
        max_length=opts.get("max_length"), overlong=opts.get("overlong", "drop"),
    )
    if not opts["assistant_only_loss"]:
        for ex in examples:
            ex["assistant_masks"] = [1] * len(ex["input_ids"])
    return Dataset.from_list(examples), stats


def run(cfg: dict, resume: str | None = None) -> dict:
    from trl import SFTTrainer

    from termigen_train.resume import resolve_resume
    from termigen_train.tracking import MetricsFileCallback

    args = sft_config(cfg)
    checkpoint = resolve_resume(resume, args.output_dir)
    opts = data_options(cfg)
    tok = load_tokenizer(cfg)
    t0 = time.monotonic()
    train, stats = build_dataset(opts["train_files"], tok, opts)
    for msg in stats.skipped_invalid:
        log.warning("skipped: %s", msg)
    log.info("train data: %s (%.1f s)", stats.summary(), time.monotonic() - t0)
    evaluation = build_dataset(opts["eval_files"], tok, opts)[0] if opts["eval_files"] else None
    trainer = SFTTrainer(model=model_path(cfg), args=args, train_dataset=train, eval_dataset=evaluation,
                         processing_class=tok, callbacks=[MetricsFileCallback()], peft_config=peft_config(cfg))
    if checkpoint:
        log.info("resuming from %s", checkpoint)
    result = trainer.train(resume_from_checkpoint=checkpoint)
    trainer.save_model(args.output_dir)
    trainer.save_state()
    import torch.distributed as dist

    summary = {"train_loss": result.training_loss, "global_step": result.global_step,
               "world_size": trainer.accelerator.num_processes, "process_index": trainer.accelerator.process_index,
               "backend": dist.get_backend() if dist.is_available() and dist.is_initialized() else None,
               "resumed_from": checkpoint,
               "data": stats.__dict__ | {"skipped_invalid": stats.skipped_invalid[:200]}}  # what was skipped, why
    if trainer.is_world_process_zero():
        with open(f"{args.output_dir}/termigen_sft_summary.json", "w") as f:
            json.dump(summary, f, indent=2)
    return summary


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--config", required=True, help="recipe YAML (configs/sft/*.yaml)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="override a recipe value, e.g. trl.learning_rate=1e-5 (repeatable)")
    p.add_argument("--resume", nargs="?", const="auto", default=None, metavar="auto|CHECKPOINT",
                   help="continue from the newest full-state checkpoint in output_dir (auto) or from CHECKPOINT")
    a = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    from termigen.synth.records import TrajectoryError

    try:
        cfg = load_recipe(a.config, a.set, kind="sft")
        summary = run(cfg, resume=a.resume)
    except (RecipeError, TrajectoryError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
