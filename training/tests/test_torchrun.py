"""2-process `torchrun` runs on CPU (gloo) of the SFT and GRPO entry points the GPU launches use."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

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


def _grpo_two_ranks(tiny_model_dir, tiny_tasks_dir, out, *extra, timeout=600):
    env = {**os.environ, "TINY_MODEL_DIR": str(tiny_model_dir), "TINY_TASKS_DIR": str(tiny_tasks_dir),
           "OMP_NUM_THREADS": "1"}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--master_addr", "127.0.0.1",
           "--master_port", str(_free_port()), "tests/scripted_grpo_main.py", "--config", "configs/grpo/tiny-cpu.yaml",
           "--set", f"trl.output_dir={out}", "--set", "trl.ddp_backend=gloo",
           "--set", "trl.max_completion_length=400", "--set", "trl.max_tool_calling_iterations=5", *extra]
    return subprocess.run(cmd, cwd=TRAINING, env=env, capture_output=True, text=True, timeout=timeout)


def test_two_process_torchrun_grpo_uneven_tool_turns(tiny_model_dir, tiny_tasks_dir, tmp_path):
    """The GRPO entry point's trainer on 2 processes (gloo) behind an emulated vLLM server (prompts gathered to
    rank 0 every turn, answers broadcast and sliced by rank, as TRL's server mode does), with a scripted
    policy: rank 0's episodes take 3 tool turns, rank 1's take 1. Lockstep tool turns keep the ranks' collectives
    matched (rank 1 answers 2 filler turns), every rollout gets its own completions, and the step runs."""
    r = _grpo_two_ranks(tiny_model_dir, tiny_tasks_dir, tmp_path)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    runs = sorted((json.loads(x) for x in r.stdout.splitlines() if x.startswith('{"train_loss"')),
                  key=lambda d: d["process_index"])
    assert [d["process_index"] for d in runs] == [0, 1]
    assert all(d["lockstep"] and d["global_step"] == 1 and d["world_size"] == 2 for d in runs)
    # the same number of generation collectives on both ranks: 1 first turn + 3 tool-loop turns
    assert [d["engine_calls"] for d in runs] == [4, 4] and [d["lockstep_turns"] for d in runs] == [3, 3]
    assert [d["filler_turns"] for d in runs] == [0, 2]
    cmds = {}
    for rank in (0, 1):
        eps = [json.loads(x) for x in (tmp_path / f"episodes.rank{rank}.jsonl").read_text().splitlines()]
        assert len(eps) == 2 and all(e["outcome"] == "ok" and e["tests_total"] == 3 for e in eps)
        cmds[rank] = sorted((e["tests_passed"], [c["command"] for c in e["commands"]]) for e in eps)
    tail = "tail -n +2 /app/data.csv | wc -l > /app/count.txt"
    assert cmds[0] == [(2, ["echo bye > /app/out.txt  # long", "cat /app/data.csv", tail]),
                       (3, ["echo hello > /app/out.txt  # long", "cat /app/data.csv", tail])]
    assert cmds[1] == [(1, ["echo bye > /app/out.txt"]), (2, ["echo hello > /app/out.txt"])]
    log = json.loads((tmp_path / "metrics.jsonl").read_text().splitlines()[0])
    assert log["tools/call_frequency"] > 0 and log["tools/failure_frequency"] == 0
    assert log["reward"] == pytest.approx((1 + 2 / 3 + 2 / 3 + 1 / 3) / 4)
    summary = json.loads((tmp_path / "termigen_grpo_summary.json").read_text())
    assert summary["global_step"] == 1 and summary["episodes"]["episodes"] == 2
    assert (tmp_path / "model.safetensors").is_file()
