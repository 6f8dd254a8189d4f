"""One SFT step of the tiny Qwen2-style model on the fixture trajectories, through the recipe runner."""

from __future__ import annotations

import subprocess
import sys

import torch
from termigen_train.config import load_recipe
from termigen_train.sft import build_dataset, data_options, sft_config


def test_one_sft_step(tiny_model_dir, tmp_path, monkeypatch):
    from termigen_train.models import load_tokenizer, model_path
    from transformers import AutoModelForCausalLM
    from trl import SFTTrainer

    monkeypatch.setenv("TINY_MODEL_DIR", str(tiny_model_dir))
    cfg = load_recipe("configs/sft/tiny-cpu.yaml", [f"trl.output_dir={tmp_path}"], kind="sft")
    args = sft_config(cfg)
    assert args.packing is False and args.assistant_only_loss is False  # the mask is ours, already applied
    opts = data_options(cfg)
    tok = load_tokenizer(cfg)
    train, stats = build_dataset(opts["train_files"], tok, opts)
    assert stats.masked_error_turns == 2
    model = AutoModelForCausalLM.from_pretrained(model_path(cfg))
    before = {n: p.detach().clone() for n, p in model.named_parameters()}
    trainer = SFTTrainer(model=model, args=args, train_dataset=train, processing_class=tok)
    # TRL built the labels from our mask: -100 outside assistant turns and on injected error turns.
    row = trainer.train_dataset[0]
    trained = tok.decode([i for i, label in zip(row["input_ids"], row["labels"]) if label != -100])
    assert "echo hello > /app/otu.txt" not in trained and "Fixing it." in trained
    assert "You are an expert Linux engineer" not in trained
    result = trainer.train()
    assert result.global_step == 1 and torch.isfinite(torch.tensor(result.training_loss))
    changed = [n for n, p in model.named_parameters() if not torch.equal(p.detach(), before[n])]
    assert changed, "one optimizer step changed no weight"


def test_cli_reports_bad_recipe(tmp_path):
    bad = tmp_path / "r.yaml"
    bad.write_text("recipe: sft\nmodel: {name_or_path: x}\ndata: {train_files: [a.jsonl]}\ntrl: {learnin_rate: 1}\n")
    r = subprocess.run([sys.executable, "-m", "termigen_train.sft", "--config", str(bad)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 2
    assert "SFTConfig has no option(s) ['learnin_rate']" in r.stderr
