"""Full-state checkpoints and --resume: a CPU SFT run SIGKILLed right after its step-2 checkpoint, resumed
with `--resume`, ends with the same weights and the same step-3 loss as the run that was never interrupted
(optimizer, scheduler, RNG and data position restored: step 3 is mid-epoch, so batches must be skipped)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file
from termigen_train.config import RecipeError, load_recipe
from termigen_train.resume import resolve_resume

TRAINING = Path(__file__).resolve().parents[1]
SETS = ["trl.max_steps=3", "trl.save_strategy=steps", "trl.save_steps=2", "trl.save_only_model=false",
        "trl.per_device_train_batch_size=1", "trl.lr_scheduler_type=cosine", "trl.warmup_steps=1"]


def _metrics(out: Path) -> dict[int, dict]:
    rows = [json.loads(x) for x in (out / "metrics.jsonl").read_text().splitlines()]
    return {r["step"]: r for r in rows if "loss" in r}


def _cli(args, env, timeout=600):
    return subprocess.run([sys.executable, *args], cwd=TRAINING, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_sft_killed_and_resumed_equals_uninterrupted(tiny_model_dir, tmp_path, monkeypatch):
    from termigen_train.sft import run

    monkeypatch.setenv("TINY_MODEL_DIR", str(tiny_model_dir))
    # same thread count as this process: the float reductions (hence the weights) then match bit for bit
    env = {**os.environ, "TINY_MODEL_DIR": str(tiny_model_dir), "OMP_NUM_THREADS": str(torch.get_num_threads())}
    ref, cut = tmp_path / "ref", tmp_path / "cut"
    sets = [f"--set={s}" for s in SETS]
    # the uninterrupted run (in this process)
    run(load_recipe("configs/sft/tiny-cpu.yaml", [*SETS, f"trl.output_dir={ref}"], kind="sft"))
    # the same run, killed right after checkpoint-2 was written
    r = _cli(["tests/killed_run.py", "2", "termigen_train.sft", "--config", "configs/sft/tiny-cpu.yaml", *sets,
              f"--set=trl.output_dir={cut}"], env)
    assert r.returncode == -9, r.stdout[-2000:] + r.stderr[-2000:]
    assert (cut / "checkpoint-2").is_dir() and not (cut / "model.safetensors").exists()
    assert sorted(_metrics(cut)) == [1, 2]
    # resumed
    r = _cli(["-m", "termigen_train.sft", "--config", "configs/sft/tiny-cpu.yaml", *sets,
              f"--set=trl.output_dir={cut}", "--resume"], env)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    assert summary["global_step"] == 3 and summary["resumed_from"].endswith("checkpoint-2")
    m_ref, m_cut = _metrics(ref), _metrics(cut)
    assert sorted(m_cut) == [1, 2, 3]  # step 3 only was trained again
    for step in (1, 2, 3):
        assert m_cut[step]["loss"] == pytest.approx(m_ref[step]["loss"], rel=1e-5), step
        assert m_cut[step]["learning_rate"] == pytest.approx(m_ref[step]["learning_rate"])
    a, b = load_file(ref / "model.safetensors"), load_file(cut / "model.safetensors")
    assert a.keys() == b.keys()
    for k in a:
        assert torch.allclose(a[k], b[k], rtol=1e-5, atol=1e-7), k
    # and the reference itself moved at step 3 (the comparison means something)
    c2 = load_file(cut / "checkpoint-2" / "model.safetensors")
    assert any(not torch.equal(a[k], c2[k]) for k in a)


def test_resume_refuses_a_weights_only_checkpoint(tmp_path):
    assert resolve_resume("auto", str(tmp_path / "nothing-yet")) is None  # fresh start
    ck = tmp_path / "checkpoint-5"
    ck.mkdir()
    (ck / "model.safetensors").write_bytes(b"")
    (ck / "trainer_state.json").write_text("{}")
    with pytest.raises(RecipeError, match="not a full-state checkpoint"):
        resolve_resume("auto", str(tmp_path))
    with pytest.raises(RecipeError, match="no such checkpoint"):
        resolve_resume(str(tmp_path / "checkpoint-9"), str(tmp_path))
