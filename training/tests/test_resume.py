"""Full-state checkpoints and --resume, by killing real runs.

SFT: a CPU run SIGKILLed right after its step-2 checkpoint, resumed with `--resume`, ends with the same weights
and the same step-3 loss as the run that was never interrupted (optimizer, scheduler, RNG and data position
restored: step 3 is mid-epoch, so batches must be skipped).

GRPO: a CPU run (tiny model, scripted first turn, episodes in real task containers, rewards from the tests)
SIGKILLed right after its step-1 checkpoint and resumed is compared with the uninterrupted run; see
test_grpo_killed_and_resumed_equals_uninterrupted for what is compared and why it can still fail."""

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
    steps = [r["step"] for r in rows if "loss" in r]
    assert len(steps) == len(set(steps)), f"a step was logged twice: {steps}"
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


# ---- GRPO ------------------------------------------------------------------------------------------------

GRPO_SETS = ["trl.max_steps=2", "trl.save_strategy=steps", "trl.save_steps=1", "trl.save_only_model=false",
             "trl.learning_rate=1.0e-4", "trl.lr_scheduler_type=cosine", "trl.report_to=none", "tasks.repeat=1"]
VOLATILE = ("time", "runtime", "per_second", "_sec", "wait")  # wall-clock metrics: not compared


def _episodes(out: Path) -> list[tuple]:
    """The episode log, step by step (2 episodes a step; within a step they are scored concurrently, so the
    log's order there is not defined: sorted)."""
    rows = [json.loads(x) for x in (out / "episodes.rank0.jsonl").read_text().splitlines()]
    eps = [(r["task_id"], [c["command"] for c in r["commands"]], r["tests_passed"], r["tests_total"], r["reward"])
           for r in rows]
    return [e for i in range(0, len(eps), 2) for e in sorted(eps[i:i + 2])]


def _close(a: torch.Tensor, b: torch.Tensor, rel: float = 1e-5) -> bool:
    """Equal up to `rel` of the tensor's own scale (Adam's second moments are ~1e-12)."""
    scale = max(a.abs().max().item(), b.abs().max().item(), 1e-30)
    return a.shape == b.shape and (a - b).abs().max().item() <= rel * scale


@pytest.mark.docker
def test_grpo_killed_and_resumed_equals_uninterrupted(tiny_model_dir, tiny_tasks_dir, heldout_tasks_dir, tmp_path,
                                                      monkeypatch):
    """Two tasks, one prompt (x2 generations) per step, 2 steps = one epoch; a checkpoint every step. The run
    is SIGKILLed right after checkpoint-1 and resumed with `--resume`; the uninterrupted run is the reference.

    Compared: the episode log (task, commands, tests passed, reward per episode, in order: step 2 runs the
    other task, not step 1's again: the data position), every logged metric of both steps except wall-clock
    ones (loss, reward, reward_std, grad_norm, learning_rate, entropy, completion lengths, tool frequencies, ...:
    they continue, each step logged once), and checkpoint-2's weights, Adam moments and step count (2: the
    optimizer state was restored, a fresh one would say 1), scheduler state and trainer state.

    Why exact equality can hold with sampling: the model's turn after the tool result is sampled (temperature
    1.2), but the Trainer restores the torch/numpy/python RNG states of checkpoint-1 after skipping the consumed
    batch, the scripted first turn depends only on the batch position, the containers' outputs are
    deterministic, and every process runs with this process's thread count. Why it can still fail: a float
    reduction that differs between the processes (another BLAS code path or thread count) changes a logit by
    an ulp, which can flip one sampled token at temperature 1.2 and from there change the completion, the
    loss and the weights (the comparison tolerances, 1e-5 relative, allow reordering noise, not another
    token); TRL or transformers consuming RNG between a checkpoint and the next step would do the same."""
    import scripted_policy
    from termigen.sandbox._cleanup import cleanup_stale
    from termigen_train.grpo.run import run
    from tiny_task import HELDOUT_ID, TASK_ID

    monkeypatch.setenv("TINY_MODEL_DIR", str(tiny_model_dir))
    monkeypatch.setenv("TINY_TASKS_DIR", str(tiny_tasks_dir))
    env = {**os.environ, "TINY_MODEL_DIR": str(tiny_model_dir), "TINY_TASKS_DIR": str(tiny_tasks_dir),
           "OMP_NUM_THREADS": str(torch.get_num_threads())}
    ref, cut = tmp_path / "ref", tmp_path / "cut"
    sets = [*GRPO_SETS, f"tasks.dirs=[{tiny_tasks_dir}, {heldout_tasks_dir}]"]
    # the uninterrupted run (in this process)
    scripted_policy.install(monkeypatch)
    run(load_recipe("configs/grpo/tiny-cpu.yaml", [*sets, f"trl.output_dir={ref}"], kind="grpo"))
    # the same run, killed right after checkpoint-1 was written
    args = ["termigen_train.grpo.run", "--config", "configs/grpo/tiny-cpu.yaml", *[f"--set={s}" for s in sets],
            f"--set=trl.output_dir={cut}"]
    r = _cli(["tests/killed_run.py", "1", "--scripted-first-turn", *args], env)
    assert r.returncode == -9, r.stdout[-2000:] + r.stderr[-2000:]
    cleanup_stale()  # the killed run's containers (its atexit cleanup never ran)
    assert (cut / "checkpoint-1").is_dir() and not (cut / "checkpoint-2").exists()
    assert sorted(_metrics(cut)) == [1] and len(_episodes(cut)) == 2
    # resumed
    r = _cli(["tests/killed_run.py", "0", "--scripted-first-turn", *args, "--resume"], env)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    assert summary["global_step"] == 2 and summary["resumed_from"].endswith("checkpoint-1")

    # data position: step 2 ran the other task, exactly the episodes of the uninterrupted run
    e_ref, e_cut = _episodes(ref), _episodes(cut)
    assert e_cut == e_ref, (e_cut, e_ref)
    assert {e_ref[0][0], e_ref[1][0]} != {e_ref[2][0], e_ref[3][0]}
    assert {e[0] for e in e_ref} == {TASK_ID, HELDOUT_ID}
    assert sorted(e[1][0] for e in e_cut[2:]) == ["echo bye > /app/out.txt", "echo hello > /app/out.txt"]
    # logged metrics continue: step 1 from the killed run, step 2 from the resumed one, each once
    m_ref, m_cut = _metrics(ref), _metrics(cut)
    assert sorted(m_cut) == [1, 2]
    for step in (1, 2):
        keys = {k for k in m_ref[step] if isinstance(m_ref[step][k], (int, float))
                and not any(v in k for v in VOLATILE)}
        assert {"loss", "reward", "reward_std", "learning_rate", "grad_norm"} <= keys
        assert keys <= set(m_cut[step]), keys - set(m_cut[step])
        for k in sorted(keys):
            assert m_cut[step][k] == pytest.approx(m_ref[step][k], rel=1e-5, abs=1e-8), (step, k)
    assert m_ref[2]["learning_rate"] < m_ref[1]["learning_rate"]  # cosine: the schedule moved on
    state = json.loads((cut / "checkpoint-2" / "trainer_state.json").read_text())
    assert state["global_step"] == 2 and [x["step"] for x in state["log_history"] if "loss" in x] == [1, 2]
    # checkpoint-2: weights, optimizer (restored: Adam's step count is 2), scheduler
    a, b = (load_file(d / "checkpoint-2" / "model.safetensors") for d in (ref, cut))
    assert a.keys() == b.keys() and all(_close(a[k], b[k]) for k in a)
    c1 = load_file(cut / "checkpoint-1" / "model.safetensors")
    assert any(not torch.equal(a[k], c1[k]) for k in a)  # step 2 moved the weights
    o_ref, o_cut = (torch.load(d / "checkpoint-2" / "optimizer.pt", weights_only=False) for d in (ref, cut))
    assert o_cut["state"].keys() == o_ref["state"].keys() and o_cut["state"]
    for i, st in o_cut["state"].items():
        assert float(st["step"]) == 2.0 == float(o_ref["state"][i]["step"])
        assert _close(st["exp_avg"], o_ref["state"][i]["exp_avg"])
        assert _close(st["exp_avg_sq"], o_ref["state"][i]["exp_avg_sq"])
    s_ref, s_cut = (torch.load(d / "checkpoint-2" / "scheduler.pt", weights_only=False) for d in (ref, cut))
    assert s_cut["last_epoch"] == s_ref["last_epoch"] == 2 and s_cut["_last_lr"] == pytest.approx(s_ref["_last_lr"])
