"""Every recipe, accelerate, DeepSpeed and verl config parses and says what the recipes promise."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
import yaml
from termigen_train.config import RecipeError, load_recipe

ROOT = Path(__file__).resolve().parents[1]
SFT = sorted((ROOT / "configs/sft").glob("*.yaml"))
GRPO = sorted((ROOT / "configs/grpo").glob("*.yaml"))
ACCEL = sorted((ROOT / "configs/accelerate").glob("*.yaml"))


@pytest.fixture(autouse=True)
def _env(monkeypatch, tmp_path):
    monkeypatch.setenv("VLLM_HOST", "node0")
    monkeypatch.setenv("TINY_MODEL_DIR", str(tmp_path))
    monkeypatch.setenv("TINY_TASKS_DIR", str(tmp_path))


@pytest.mark.parametrize("path", SFT, ids=lambda p: p.name)
def test_sft_recipes_build(path):
    from termigen_train.models import MODEL_KEYS
    from termigen_train.sft import data_options, sft_config

    cfg = load_recipe(path, kind="sft")
    assert set(cfg["model"]) <= MODEL_KEYS
    args = sft_config(cfg, use_cpu=True, bf16=False)  # CPU here; the GPU values are checked below
    opts = data_options(cfg)
    assert args.packing is False and opts["assistant_only_loss"] and opts["exclude_error_steps"]
    if "tiny" not in path.name:
        assert args.save_only_model is False  # full-state checkpoints: --resume restores optimizer, RNG, data
    from termigen_train.models import peft_config

    lora = peft_config(cfg)
    assert (lora is not None) == ("lora" in path.name)
    if lora is not None:
        assert lora.r == 64 and lora.target_modules == "all-linear" and args.learning_rate == 1e-4


def test_published_sft_recipe():
    cfg = load_recipe(ROOT / "configs/sft/qwen2.5-coder-32b.yaml", kind="sft")
    t = cfg["trl"]
    assert cfg["model"]["name_or_path"] == "Qwen/Qwen2.5-Coder-32B-Instruct"
    assert (t["bf16"], t["learning_rate"], t["lr_scheduler_type"], t["warmup_steps"], t["weight_decay"]) == \
        (True, 5e-6, "cosine", 0.1, 0.0)
    assert (t["num_train_epochs"], t["max_length"], t["per_device_train_batch_size"],
            t["gradient_accumulation_steps"], t["packing"]) == (5, 20000, 1, 8, False)
    assert "peft_config" not in cfg and "lora" not in json.dumps(cfg).lower()  # full-parameter
    # ZeRO-3 comes from the accelerate config the recipe is launched with
    acc = yaml.safe_load((ROOT / "configs/accelerate/single_node_8gpu_zero3.yaml").read_text())
    ds = json.loads((ROOT / acc["deepspeed_config"]["deepspeed_config_file"]).read_text())
    assert acc["distributed_type"] == "DEEPSPEED" and ds["zero_optimization"]["stage"] == 3


@pytest.mark.parametrize("path", GRPO, ids=lambda p: p.name)
def test_grpo_recipes_build(path):
    from termigen_train.grpo.run import ENV_KEYS, ROLLOUT_KEYS, TASK_KEYS, grpo_config, reward_config

    cfg = load_recipe(path, kind="grpo")
    t = cfg["trl"]
    gbs = t["per_device_train_batch_size"] * t["gradient_accumulation_steps"] * cfg["world_size"]
    assert gbs % t["num_generations"] == 0, "rollouts per step must be whole groups"
    args = grpo_config(cfg, use_cpu=True, bf16=False, generation_batch_size=gbs)
    assert set(cfg["tasks"]) <= TASK_KEYS and set(cfg.get("env") or {}) <= ENV_KEYS
    assert set(cfg.get("rollout") or {}) <= ROLLOUT_KEYS
    if cfg["world_size"] > 1:  # multi-rank recipes must keep ranks in step across tool turns
        assert (cfg.get("rollout") or {}).get("lockstep_tool_turns", "auto") in ("auto", True)
    rc = reward_config(cfg)
    assert (rc.tests_weight, rc.judge_weight, rc.judge.enabled) == (0.65, 0.35, False)  # judge off by default
    assert (args.learning_rate, args.beta, args.epsilon_high, args.temperature) == (1e-6, 0.0, 0.28, 1.2)
    if "tiny" not in path.name:
        assert 4 <= args.num_generations <= 16
        assert args.use_vllm and args.vllm_mode == "server" and args.vllm_max_model_length == 32768
        assert cfg["reward"]["filter_zero_variance_groups"] is True
        assert args.save_only_model is False
        assert "tensorboard" in args.report_to
        # periodic held-out evaluation on families kept out of training
        assert args.eval_strategy == "steps" and cfg["tasks"]["heldout"]["fraction"] > 0
        assert args.per_device_eval_batch_size % args.num_generations_eval == 0


def test_recipe_errors_are_clear(tmp_path):
    p = tmp_path / "r.yaml"
    p.write_text("recipe: grpo\nmodel: {name_or_path: m}\ntasks: {dirs: [x], idz: [a]}\n")
    from termigen_train.grpo.run import build_catalog

    with pytest.raises(RecipeError, match=r"\[tasks\]: unknown key\(s\) \['idz'\]"):
        build_catalog(load_recipe(p))
    with pytest.raises(RecipeError, match="where a sft recipe was expected"):
        load_recipe(p, kind="sft")
    with pytest.raises(RecipeError, match="no such recipe file"):
        load_recipe(tmp_path / "nope.yaml")
    cfg = load_recipe(p, ["trl.learning_rate=2e-6", "reward.judge.enabled=true"])
    assert cfg["trl"]["learning_rate"] == 2e-6 and cfg["reward"]["judge"]["enabled"] is True


@pytest.mark.parametrize("path", ACCEL, ids=lambda p: p.name)
def test_accelerate_configs(path):
    from accelerate.commands.config.config_args import ClusterConfig

    raw = yaml.safe_load(path.read_text())
    cfg = ClusterConfig.from_yaml_file(str(path))  # accelerate's own reader
    assert cfg.num_processes % cfg.num_machines == 0
    if raw["distributed_type"] == "DEEPSPEED":
        ds_file = ROOT / raw["deepspeed_config"]["deepspeed_config_file"]
        assert json.loads(ds_file.read_text())["zero_optimization"]["stage"] == 3
    if raw["distributed_type"] == "FSDP":
        assert raw["fsdp_config"]["fsdp_version"] == 2


def test_verl_configs():
    import termigen_train.verl_agent_loop as loop

    assert loop.AGENT_NAME == "termigen_bash"
    reg = yaml.safe_load((ROOT / "configs/verl/agent_loop.yaml").read_text())
    assert reg == [{"name": "termigen_bash", "_target_": "termigen_train.verl_agent_loop.TermigenAgentLoop"}]
    target = reg[0]["_target_"].rsplit(".", 1)
    assert getattr(__import__(target[0], fromlist=["x"]), target[1]) is loop.TermigenAgentLoop
    cfg = yaml.safe_load((ROOT / "configs/verl/grpo_termigen.yaml").read_text())
    a, r = cfg["actor_rollout_ref"]["actor"], cfg["actor_rollout_ref"]["rollout"]
    assert cfg["algorithm"]["adv_estimator"] == "grpo" and a["use_kl_loss"] is False
    assert (a["optim"]["lr"], a["clip_ratio_high"], r["temperature"], r["max_model_len"]) == (1e-6, 0.28, 1.2, 32768)
    assert r["mode"] == "async" and (ROOT / r["agent"]["agent_loop_config_path"]).is_file()
    d, tr = cfg["data"], cfg["trainer"]
    assert d["val_files"] != d["train_files"] and d["val_files"].endswith("heldout.parquet")
    assert tr["test_freq"] > 0 and "tensorboard" in tr["logger"]
    assert d["apply_chat_template_kwargs"] == {"enable_thinking": False}  # as the TRL recipe
    env = load_recipe(ROOT / "configs/verl/termigen_env.yaml", kind="grpo")
    from termigen_train.grpo.run import reward_config

    assert reward_config(env).judge.enabled is False
    if not loop.VERL_AVAILABLE:
        with pytest.raises(RuntimeError, match="verl is not installed"):
            loop.TermigenAgentLoop()


@pytest.fixture(scope="module")
def harbor_catalog():
    from termigen_train.grpo.tasks import TaskCatalog

    return TaskCatalog.from_dirs([ROOT.parent / "environments_harbor"])  # read once (1,500+ task folders)


def test_verl_tool_suffix_and_data(harbor_catalog):
    from termigen_train.tokenizer import load_qwen25_tokenizer
    from termigen_train.verl_agent_loop import _tool_suffix_ids
    from termigen_train.verl_data import rows

    tok = load_qwen25_tokenizer()
    text = tok.decode(_tool_suffix_ids(tok, [{"role": "tool", "name": "bash", "content": "x\n[exit code 0]"}]))
    assert text == "\n<|im_start|>user\n<tool_response>\nx\n[exit code 0]\n</tool_response><|im_end|>\n" \
                   "<|im_start|>assistant\n"
    catalog = harbor_catalog
    r = rows(catalog)
    assert len(r) == len(catalog.ids()) and r[0]["extra_info"]["task_id"] == catalog.ids()[0]
    assert r[0]["prompt"][0]["role"] == "system" and r[0]["agent_name"] == "termigen_bash"


def test_heldout_split_by_family(harbor_catalog):
    from termigen_train.split import catalog_split, split_by_family

    catalog = harbor_catalog
    s = catalog_split(catalog, 0.1, seed=0)
    fam = {t: catalog.get(t).task.family for t in catalog.ids()}
    train_f, held_f = {fam[t] for t in s.train}, {fam[t] for t in s.heldout}
    assert not train_f & held_f and held_f == set(s.heldout_families)  # no family on both sides
    assert sorted(s.train + s.heldout) == catalog.ids()
    assert 0.1 <= len(s.heldout) / len(fam) < 0.25
    assert catalog_split(catalog, 0.1, seed=0) == s and catalog_split(catalog, 0.1, seed=1) != s  # seeded
    tiny = {"a1": "a", "a2": "a", "b1": "b", "c1": "c"}
    assert split_by_family(tiny, heldout_families=["a"]).heldout == ["a1", "a2"]
    assert len(split_by_family(tiny, 0.99).train) >= 1  # never every family
    with pytest.raises(ValueError, match="no task"):
        split_by_family(tiny, heldout_families=["zz"])
    with pytest.raises(ValueError, match="two families"):
        split_by_family({"a1": "a"}, 0.5)


def test_verl_data_writes_the_heldout_split(tmp_path, harbor_catalog):
    import pandas as pd
    from termigen_train.verl_data import main

    by_family = {}
    for t in harbor_catalog.ids():
        by_family.setdefault(harbor_catalog.get(t).task.family, []).append(t)
    ids = [t for fam in sorted(by_family)[:4] for t in by_family[fam][:3]]  # 4 families, 3 tasks each
    assert main([str(ROOT.parent / "environments_harbor"), "--ids", *ids, "--heldout-fraction", "0.3",
                 "--out-dir", str(tmp_path)]) == 0
    train, held = pd.read_parquet(tmp_path / "train.parquet"), pd.read_parquet(tmp_path / "heldout.parquet")
    split = json.loads((tmp_path / "split.json").read_text())
    ids = lambda df: {e["task_id"] for e in df["extra_info"]}  # noqa: E731
    assert ids(train) == set(split["train"]) and ids(held) == set(split["heldout"]) and len(held) > 0
    assert not {e["task_id"].rsplit("-", 2)[0] for e in held["extra_info"]} & \
        {e["task_id"].rsplit("-", 2)[0] for e in train["extra_info"]}


@pytest.mark.parametrize("script", sorted((ROOT / "launch").glob("*.s*")), ids=lambda p: p.name)
def test_launch_scripts_parse(script):
    assert subprocess.run(["bash", "-n", str(script)], capture_output=True).returncode == 0
    text = script.read_text()
    for ref in ("configs/accelerate/single_node_8gpu_zero3.yaml", "configs/accelerate/multi_node_zero3.yaml",
                "configs/accelerate/grpo_4gpu_zero3.yaml", "launch/vllm_serve.sh", "launch/wait_for_vllm.sh"):
        if ref in text:
            assert (ROOT / ref).is_file(), f"{script.name} refers to missing {ref}"


def test_gpu_setup_path():
    """setup_env.sh --gpu installs the hashed lock exactly (wheels only but the lock's own sdists), then pip check and
    an import check; flash-attn is a separate, optional build step (--flash-attn); ROCm does not use the CUDA-only
    lock; every launch script runs in that env, not the CPU one. (The lock itself: test_gpu_lock.py.)"""
    import re

    lock_text = (ROOT / "requirements-gpu.lock.txt").read_text()
    lock = dict(re.findall(r"^([a-z0-9][a-z0-9._-]*)==(\S+)", lock_text, re.M))
    sdists = ",".join(re.findall(r"--no-binary (\S+)", lock_text.splitlines()[1]))
    flash = re.search(r"^flash-attn==\S+", (ROOT / "requirements-gpu-flash-attn.txt").read_text(), re.M).group(0)
    assert sdists and "flash-attn" not in lock

    def dry(*args):
        r = subprocess.run(["bash", "setup_env.sh", *args, "--dry-run"], cwd=ROOT, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        return r.stdout

    out = dry("--gpu")
    assert (f"--require-hashes --no-deps --no-build-isolation --only-binary :all: --no-binary {sdists} "
            "-r requirements-gpu.lock.txt") in out and "pip check" in out and "installed versions ==" in out
    assert f"torch=={lock['torch']} vllm=={lock['vllm']} transformers=={lock['transformers']}" in out
    assert f"ray=={lock['ray']}" in out and "flash-attn: not installed" in out and flash in out
    out = dry("--gpu", "--flash-attn")
    assert f"--no-build-isolation --no-deps {flash}" in out and "flash-attn: built" in out
    out = dry("--gpu", "--rocm")
    assert "whl/rocm" in out and f"torch=={lock['torch']}" in out and "CUDA-only" in out
    assert "--require-hashes" not in out  # the ROCm path is not the lock
    for bad in (["--rocm"], ["--flash-attn"], ["--gpu", "--rocm", "--flash-attn"]):
        assert subprocess.run(["bash", "setup_env.sh", *bad], cwd=ROOT, capture_output=True).returncode == 2, bad
    for script in ("slurm_sft.sbatch", "slurm_grpo.sbatch", "sft_single_node.sh", "grpo_single_node.sh",
                   "verl_grpo.sh"):
        text = (ROOT / "launch" / script).read_text()
        assert "${TERMIGEN_VENV:-.venv-gpu}" in text and "source .venv/bin/activate" not in text, script
