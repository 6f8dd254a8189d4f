"""2-process `torchrun` runs on CPU (gloo) of the SFT and GRPO entry points the GPU launches use."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

TRAINING = Path(__file__).resolve().parents[1]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_two_process_torchrun_sft(tiny_model_dir, tmp_path):
    env = {**os.environ, "TINY_MODEL_DIR": str(tiny_model_dir), "OMP_NUM_THREADS": "1"}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--master_addr", "127.0.0.1",
           "--master_port", str(_free_port()), "-m", "termigen_train.sft", "--config", "configs/sft/tiny-cpu.yaml",
           "--set", f"trl.output_dir={tmp_path}", "--set", "trl.ddp_backend=gloo"]
    r = subprocess.run(cmd, cwd=TRAINING, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    summaries = [json.loads(line) for line in r.stdout.splitlines() if line.startswith('{"train_loss"')]
    assert sorted(s["process_index"] for s in summaries) == [0, 1]
    assert all(s["world_size"] == 2 and s["backend"] == "gloo" and s["global_step"] == 1 for s in summaries)
    assert len({round(s["train_loss"], 4) for s in summaries}) == 1  # the loss is reduced over both ranks
    assert (tmp_path / "model.safetensors").is_file() and (tmp_path / "termigen_sft_summary.json").is_file()


def test_two_process_torchrun_grpo(tiny_model_dir, tiny_tasks_dir, tmp_path):
    """The GRPO entry point on 2 processes (gloo): each rank runs its episodes in its own containers, rewards
    are gathered across ranks. (The random tiny model writes no tool call here; the tests still run.)"""
    env = {**os.environ, "TINY_MODEL_DIR": str(tiny_model_dir), "TINY_TASKS_DIR": str(tiny_tasks_dir),
           "OMP_NUM_THREADS": "1"}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--master_addr", "127.0.0.1",
           "--master_port", str(_free_port()), "-m", "termigen_train.grpo.run", "--config",
           "configs/grpo/tiny-cpu.yaml", "--set", f"trl.output_dir={tmp_path}", "--set", "trl.ddp_backend=gloo"]
    r = subprocess.run(cmd, cwd=TRAINING, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    for rank in (0, 1):
        eps = [json.loads(x) for x in (tmp_path / f"episodes.rank{rank}.jsonl").read_text().splitlines()]
        assert len(eps) == 2 and all(e["outcome"] == "ok" and e["tests_total"] == 3 for e in eps)
    summary = json.loads((tmp_path / "termigen_grpo_summary.json").read_text())
    assert summary["global_step"] == 1 and summary["episodes"]["episodes"] == 2
