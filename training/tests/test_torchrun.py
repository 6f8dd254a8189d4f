"""A 2-process `torchrun` SFT step on CPU (gloo): the same entry point the GPU launches use."""

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
