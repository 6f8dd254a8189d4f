"""Many trajectories: task folders resolved, images built, episodes run by workers, records written as they end."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from termigen.errors import TermigenError
from termigen.synth.config import SynthConfig
from termigen.synth.endpoint import check_endpoint
from termigen.synth.episode import synthesize_task
from termigen.synth.errors import SynthError
from termigen.synth.outputs import done_ids, rejected_path, stats_path
from termigen.synth.records import write_atif, write_records
from termigen.synth.result import SynthResult
from termigen.synth.stats import compute_stats, output_stats


def find_task_dirs(paths: list[Path], task_ids: list[str] | None = None) -> tuple[list[Path], list[SynthResult]]:
    """Task folders under `paths` (a task folder, or a folder of task folders), optionally only `task_ids`.
    Returns (folders, bad): a path that holds no task, or an id not among the folders, is a recorded result
    (bad_task / unknown_task) with a clear message."""
    dirs: list[Path] = []
    bad: list[SynthResult] = []
    for t in map(Path, paths):
        found = [t] if (t / "task.toml").is_file() else sorted(x.parent for x in t.glob("*/task.toml"))
        if not found:
            why = ("does not exist" if not t.exists() else
                   "holds no task.toml (not a Harbor task folder, nor a folder of them)")
            bad.append(SynthResult(task_id=t.name, record=None, kept=False, outcome="bad_task", error=f"{t}: {why}"))
        dirs += found
    if task_ids:
        by_name = {d.name: d for d in dirs}
        picked = []
        for tid in task_ids:
            if tid in by_name:
                picked.append(by_name[tid])
            else:
                near = [n for n in by_name if tid.split("-")[0] in n][:3]
                bad.append(SynthResult(
                    task_id=tid, record=None, kept=False, outcome="unknown_task",
                    error=f"task id {tid!r} is not in the dataset ({len(by_name)} tasks under "
                          f"{', '.join(map(str, paths))})" + (f"; similar: {', '.join(near)}" if near else "")))
        dirs = picked
    return dirs, bad


def synthesize(task_dirs: list[Path], cfg: SynthConfig, out: Path, *, rejected_out: Path | None = None,
               atif_dir: Path | None = None, per_task: int = 1, workers: int = 1, resume: bool = True,
               log: Callable[[str], None] | None = print, on_total: Callable[[int], None] | None = None,
               on_done: Callable[[SynthResult], None] | None = None) -> list[SynthResult]:
    """Trajectories for task folders, `per_task` each, `workers` at a time (each in its own containers).
    Kept records are appended to `out`, the others to `rejected_out`; with `atif_dir`, one ATIF file per record.
    With `resume`, record ids already in `out` or the rejected file are skipped (ids: <task>-s<seed>-<k>)."""
    from termigen.formats.harbor import read_harbor
    from termigen.images import build_context

    rej = rejected_path(out, rejected_out)
    skip = done_ids(out, rej) if resume else set()
    results: list[SynthResult] = []
    jobs = []
    for i, d in enumerate(map(Path, task_dirs)):
        try:
            task = read_harbor(d)
        except Exception as e:  # noqa: BLE001 — one unreadable task is a recorded result, not the run's end
            results.append(SynthResult(task_id=d.name, record=None, kept=False, outcome="bad_task",
                                       error=f"{d}: cannot read the task: {e}"))
            continue
        todo = [k for k in range(per_task) if f"{task.id}-s{cfg.seed}-{k}" not in skip]
        if not todo:
            continue
        try:
            build_context(d / "environment", task.image_tag, network=False, timeout_sec=task.timeouts.build_sec)
        except TermigenError as e:
            results += [SynthResult(task_id=task.id, record=None, kept=False, outcome="build_error",
                                    record_id=f"{task.id}-s{cfg.seed}-{k}", error=f"image build failed: {e}")
                        for k in todo]
            continue
        jobs += [(i, k, task, d) for k in todo]
    for r in results:
        if log:
            log(f"{r.task_id}: {r.outcome}: {r.error}")
    if on_total:
        on_total(len(jobs))
    lock = threading.Lock()

    def one(job) -> SynthResult:
        i, k, task, d = job
        rng = random.Random(cfg.seed * 1_000_003 + i * 1009 + k)
        r = synthesize_task(task, d, task.image_tag, cfg, rng, record_id=f"{task.id}-s{cfg.seed}-{k}")
        with lock:
            if r.record is not None:
                write_records(out if r.kept else rej, [r.record], append=True)
                if atif_dir is not None:
                    try:
                        write_atif(atif_dir, r.record)
                    except TermigenError as e:  # pragma: no cover — our own records are valid ATIF
                        r.extra["atif_error"] = str(e)
            if log:
                log(f"{r.record_id}: {r.outcome} ({r.extra.get('tests', '-')} tests, {r.injected} injected, "
                    f"{r.critic_rejections}/{r.critic_calls} critic rejections, {r.rollbacks} rollbacks, "
                    f"{r.seconds:.1f} s)" + (f": {r.error}" if r.error else ""))
            if on_done:
                on_done(r)
        return r

    if workers <= 1:
        results += [one(j) for j in jobs]
    else:
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="synth") as pool:
            results += list(pool.map(one, jobs))
    return results


@dataclass
class RunOptions:
    tasks: list[Path]
    out: Path
    cfg: SynthConfig
    task_ids: list[str] | None = None
    rejected_out: Path | None = None
    atif_dir: Path | None = None
    per_task: int = 1
    workers: int = 1
    resume: bool = True


def run_synthesis(opts: RunOptions, *, log: Callable[[str], None] | None = print,
                  on_total: Callable[[int], None] | None = None,
                  on_done: Callable[[SynthResult], None] | None = None) -> tuple[list[SynthResult], dict[str, Any]]:
    """The whole run (both command lines): endpoints checked first (a down one raises SynthError before any
    container starts, and is recorded in stats.json), tasks resolved (bad paths and unknown ids recorded),
    trajectories made, statistics written."""
    if opts.per_task < 1 or opts.workers < 1:
        raise SynthError("--per-task and --workers must be at least 1")
    for role, ep in (("teacher", opts.cfg.teacher), ("critic", opts.cfg.critic)):
        try:
            check_endpoint(ep, role)
        except SynthError as e:
            stats = compute_stats([], [], [], opts.cfg)
            stats["error"] = str(e)
            stats_path(opts.out).parent.mkdir(parents=True, exist_ok=True)
            stats_path(opts.out).write_text(json.dumps(stats, indent=2) + "\n")
            raise
    dirs, bad = find_task_dirs(opts.tasks, opts.task_ids)
    for r in bad:
        if log:
            log(f"{r.task_id}: {r.outcome}: {r.error}")
    before = len(done_ids(opts.out, rejected_path(opts.out, opts.rejected_out))) if opts.resume else 0
    results = bad + synthesize(dirs, opts.cfg, opts.out, rejected_out=opts.rejected_out, atif_dir=opts.atif_dir,
                               per_task=opts.per_task, workers=opts.workers, resume=opts.resume, log=log,
                               on_total=on_total, on_done=on_done)
    ran = {r.record_id for r in results if r.record_id}
    skipped = len({f"{d.name}-s{opts.cfg.seed}-{k}" for d in dirs for k in range(opts.per_task)} - ran) if before else 0
    return results, output_stats(opts.out, opts.rejected_out, results, opts.cfg, skipped)
