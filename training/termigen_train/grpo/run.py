"""Multi-turn GRPO in TermiGen task containers with TRL's GRPOTrainer (`environment_factory`).

    # generation server (its own GPUs), then the trainer on the others:
    CUDA_VISIBLE_DEVICES=0,1,2,3 trl vllm-serve --model Qwen/Qwen3-8B --tensor-parallel-size 4 ...
    CUDA_VISIBLE_DEVICES=4,5,6,7 accelerate launch --config_file configs/accelerate/grpo_4gpu_zero3.yaml \
        -m termigen_train.grpo.run --config configs/grpo/qwen3-8b.yaml

Recipe sections: model, tasks, env, reward (see configs/grpo/*.yaml); `trl:` is GRPOConfig verbatim.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys

from termigen_train.config import RecipeError, load_recipe, resolve_path, section, trl_args
from termigen_train.models import load_tokenizer, model_path, peft_config

log = logging.getLogger("termigen_train.grpo")

TASK_KEYS = {"dirs", "ids", "repeat", "build_images", "build_workers", "heldout"}
HELDOUT_KEYS = {"fraction", "seed", "families", "max_tasks", "repeat"}
ENV_KEYS = {"actions", "command_timeout_sec", "max_output_chars", "warm_containers_per_image", "start_workers",
            "verify_workers", "cpus", "memory_mb"}
REWARD_KEYS = {"tests_weight", "judge_weight", "filter_zero_variance_groups", "judge"}
ROLLOUT_KEYS = {"lockstep_tool_turns", "environment", "environment_kwargs", "harbor_python", "ray_address"}
JUDGE_KEYS = {"enabled", "base_url", "model", "api_key_env", "rubric_path", "timeout_sec", "max_retries",
              "max_transcript_chars"}


def grpo_config(cfg: dict, **force):
    from trl import GRPOConfig

    return trl_args(cfg, GRPOConfig, **force)


def reward_config(cfg: dict):
    from termigen_train.grpo.reward import JudgeConfig, RewardConfig

    r = section(cfg, "reward", REWARD_KEYS)
    j = r.get("judge") or {}
    unknown = set(j) - JUDGE_KEYS
    if unknown:
        raise RecipeError(f"{cfg.get('_path')}: [reward.judge]: unknown key(s) {sorted(unknown)}")
    judge = JudgeConfig(enabled=bool(j.get("enabled", False)))
    for k in ("base_url", "model", "timeout_sec", "max_retries", "max_transcript_chars"):
        if k in j:
            setattr(judge, k, j[k])
    if j.get("api_key_env"):
        judge.api_key = os.environ.get(j["api_key_env"], "EMPTY")
    if j.get("rubric_path"):
        with open(resolve_path(j["rubric_path"])) as f:
            judge.rubric = f.read()
    rc = RewardConfig(judge=judge)
    for k in ("tests_weight", "judge_weight"):
        if k in r:
            setattr(rc, k, float(r[k]))
    if rc.tests_weight < 0 or rc.judge_weight < 0 or rc.tests_weight + rc.judge_weight <= 0:
        raise RecipeError(f"{cfg.get('_path')}: [reward] weights must be >= 0 with a positive sum")
    return rc


def build_catalog(cfg: dict):
    from termigen_train.grpo.tasks import TaskCatalog

    t = section(cfg, "tasks", TASK_KEYS, {"dirs"})
    e = section(cfg, "env", ENV_KEYS)
    from termigen_train.grpo.tasks import ACTION_SETS

    dirs = t["dirs"] if isinstance(t["dirs"], list) else [t["dirs"]]
    actions = e.get("actions", "bash")
    if actions not in ACTION_SETS:
        raise RecipeError(f"{cfg.get('_path')}: [env] actions is one of {', '.join(ACTION_SETS)}, not {actions!r}")
    return TaskCatalog.from_dirs([resolve_path(d) for d in dirs], t.get("ids"),
                                 command_timeout_sec=float(e.get("command_timeout_sec", 120)), actions=actions)


def task_split(cfg: dict, catalog) -> tuple[list[str], list[str]]:
    """(training task ids, held-out task ids). `tasks.heldout` splits by family (termigen_train.split): a
    fraction of the families (seeded) or the families named; `max_tasks` caps the held-out set (an even draw
    over it, seeded), so a periodic evaluation stays affordable."""
    import random

    from termigen_train.split import catalog_split

    t = section(cfg, "tasks", TASK_KEYS, {"dirs"})
    ids = list(t.get("ids") or catalog.ids())
    if not t.get("heldout"):
        return ids, []
    h = t["heldout"]
    unknown = set(h) - HELDOUT_KEYS
    if unknown:
        raise RecipeError(f"{cfg.get('_path')}: [tasks.heldout]: unknown key(s) {sorted(unknown)}; "
                          f"known: {sorted(HELDOUT_KEYS)}")
    try:
        s = catalog_split(catalog, float(h.get("fraction", 0.1)), int(h.get("seed", 0)), h.get("families"), ids)
    except ValueError as e:
        raise RecipeError(f"{cfg.get('_path')}: [tasks.heldout]: {e}") from None
    held = s.heldout
    if h.get("max_tasks") and len(held) > int(h["max_tasks"]):
        held = sorted(random.Random(int(h.get("seed", 0))).sample(held, int(h["max_tasks"])))
    log.info("held-out families %s: %d tasks (%d evaluated); %d training tasks", s.heldout_families,
             len(s.heldout), len(held), len(s.train))
    return s.train, held


def rollout_environment(cfg: dict) -> str:
    """`rollout.environment`: local (our Docker sandbox, the default), ray (our sandboxes on the nodes of a Ray
    cluster, `rollout.ray_address`), a Harbor environment type (docker, daytona, e2b, modal, ...) or a Harbor
    environment import path (module.path:Class)."""
    ro = section(cfg, "rollout", ROLLOUT_KEYS)
    env = ro.get("environment", "local") or "local"
    if not isinstance(env, str):
        raise RecipeError(f"{cfg.get('_path')}: [rollout] environment is a name or module:Class, not {env!r}")
    return env


def build_pool(cfg: dict):
    """The rollouts' sandboxes: the local ContainerPool, a RayPool over a cluster's nodes, or a HarborPool over
    `rollout.environment`."""
    from termigen_train.grpo.harbor_pool import LOCAL, HarborPool
    from termigen_train.grpo.pool import ContainerPool
    from termigen_train.grpo.ray_pool import RAY

    e = section(cfg, "env", ENV_KEYS)
    ro = section(cfg, "rollout", ROLLOUT_KEYS)
    env = rollout_environment(cfg)
    if env == LOCAL:
        return ContainerPool(warm=int(e.get("warm_containers_per_image", 0)), workers=int(e.get("start_workers", 4)),
                             cpus=e.get("cpus"), memory_mb=e.get("memory_mb"))
    for k in ("warm_containers_per_image", "cpus", "memory_mb"):
        if e.get(k):
            raise RecipeError(f"{cfg.get('_path')}: [env] {k} applies to rollout.environment: local only (the "
                              "other pools take the task's resources; Harbor's options go in rollout.environment_kwargs)")
    if ro.get("ray_address") and env != RAY:
        raise RecipeError(f"{cfg.get('_path')}: [rollout] ray_address applies to environment: ray only")
    if env == RAY:
        from termigen_train.grpo.ray_pool import RayPool

        if ro.get("environment_kwargs"):
            raise RecipeError(f"{cfg.get('_path')}: [rollout] environment_kwargs are Harbor's options; environment: "
                              "ray takes ray_address")
        return RayPool(str(ro.get("ray_address") or "auto"), workers=int(e.get("start_workers", 4)))
    kwargs = ro.get("environment_kwargs") or {}
    if not isinstance(kwargs, dict):
        raise RecipeError(f"{cfg.get('_path')}: [rollout] environment_kwargs is a mapping")
    return HarborPool(env, kwargs, python=ro.get("harbor_python"), workers=int(e.get("start_workers", 4)))


def build_runtime(cfg: dict, catalog, log_dir: str | None, process_index: int = 0):
    from termigen_train.grpo.env import EnvRuntime

    e = section(cfg, "env", ENV_KEYS)
    pool = build_pool(cfg)
    return EnvRuntime(catalog, pool=pool, reward=reward_config(cfg), log_dir=log_dir,
                      command_timeout_sec=float(e.get("command_timeout_sec", 120)),
                      max_output_chars=int(e.get("max_output_chars", 10000)),
                      verify_workers=int(e.get("verify_workers", 4)), process_index=process_index)


def build_trainer(cfg: dict, *, model=None, trainer_cls=None, **trl_force):
    """(trainer, runtime): everything but train(), so tests can inspect and step it."""
    from accelerate import PartialState
    from datasets import Dataset

    from termigen_train.grpo.trainer import TermigenGRPOTrainer
    from termigen_train.tracking import MetricsFileCallback

    args = grpo_config(cfg, **trl_force)
    t = section(cfg, "tasks", TASK_KEYS, {"dirs"})
    r = section(cfg, "reward", REWARD_KEYS)
    ro = section(cfg, "rollout", ROLLOUT_KEYS)
    lockstep = ro.get("lockstep_tool_turns", "auto")
    if lockstep not in ("auto", True, False):
        raise RecipeError(f"{cfg.get('_path')}: [rollout] lockstep_tool_turns is auto, true or false, not {lockstep!r}")
    catalog = build_catalog(cfg)
    ids, heldout = task_split(cfg, catalog)
    state = PartialState()
    if t.get("build_images", True) and rollout_environment(cfg) == "local":
        with state.local_main_process_first():  # one process per node builds; the others find the images
            catalog.ensure_images(ids + heldout, workers=int(t.get("build_workers", 2)))
    runtime = build_runtime(cfg, catalog, args.output_dir, state.process_index)
    warm = runtime.pool.warm
    if warm:
        for tid in ids:
            entry = catalog.get(tid)
            runtime.pool.prewarm(entry.image, cpus=entry.task.resources.cpus, memory_mb=entry.task.resources.memory_mb)
    rows = catalog.dataset_rows(ids, repeat=int(t.get("repeat", 1)))
    h = t.get("heldout") or {}
    eval_rows = catalog.dataset_rows(heldout, repeat=int(h.get("repeat", 1))) if heldout else None
    if eval_rows is None and args.eval_strategy != "no":
        raise RecipeError(f"{cfg.get('_path')}: trl.eval_strategy is {args.eval_strategy!r} but [tasks.heldout] "
                          "names no held-out task")
    tok = load_tokenizer(cfg)
    tok.padding_side = "left"
    trainer = (trainer_cls or TermigenGRPOTrainer)(
        model=model if model is not None else model_path(cfg),
        reward_funcs=None,  # the environment owns the reward (get_reward)
        args=args,
        train_dataset=Dataset.from_list(rows),
        eval_dataset=Dataset.from_list(eval_rows) if eval_rows else None,
        processing_class=tok,
        environment_factory=runtime.factory(),
        filter_zero_variance_groups=bool(r.get("filter_zero_variance_groups", True)),
        lockstep_tool_turns=None if lockstep == "auto" else lockstep,
        callbacks=[MetricsFileCallback()],
        peft_config=peft_config(cfg),
    )
    return trainer, runtime


def run(cfg: dict, trainer_cls=None, resume: str | None = None) -> dict:
    from termigen_train.resume import resolve_resume

    trainer, runtime = build_trainer(cfg, trainer_cls=trainer_cls)
    checkpoint = resolve_resume(resume, trainer.args.output_dir)
    if checkpoint:
        log.info("resuming from %s", checkpoint)
    try:
        result = trainer.train(resume_from_checkpoint=checkpoint)
        trainer.save_model(trainer.args.output_dir)
        trainer.save_state()
    finally:
        runtime.close()
    summary = {"train_loss": result.training_loss, "global_step": result.global_step, "episodes": runtime.stats,
               "process_index": trainer.accelerator.process_index, "world_size": trainer.accelerator.num_processes,
               "lockstep": trainer.lockstep, "lockstep_turns": trainer.lockstep_turns,
               "filler_turns": trainer.filler_turns, "resumed_from": checkpoint}
    if trainer.is_world_process_zero():
        with open(os.path.join(trainer.args.output_dir, "termigen_grpo_summary.json"), "w") as f:
            json.dump(summary, f, indent=2)
    return summary


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--config", required=True, help="recipe YAML (configs/grpo/*.yaml)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="override a recipe value")
    p.add_argument("--resume", nargs="?", const="auto", default=None, metavar="auto|CHECKPOINT",
                   help="continue from the newest full-state checkpoint in output_dir (auto) or from CHECKPOINT")
    a = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from termigen.errors import TermigenError

    try:
        cfg = load_recipe(a.config, a.set, kind="grpo")
        summary = run(cfg, resume=a.resume)
    except (RecipeError, TermigenError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
