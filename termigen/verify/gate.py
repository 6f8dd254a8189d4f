"""The gate: a task passes when it is well-formed, builds offline, the oracle scores 1 every time (3/3),
doing nothing scores 0 and every decoy scores 0."""

from __future__ import annotations

import platform
import statistics
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Callable

from termigen import __version__
from termigen.errors import TermigenError
from termigen.formats.harbor import read_harbor
from termigen.verify.manifest import Manifest, TaskRecord
from termigen.verify.static import check_harbor_dir, check_tb1_dir
from termigen.verify.trials import drain, run_trial

ORACLE_RUNS = 3


def tool_versions() -> dict[str, str]:
    from termigen.dockerutil import client

    v = {"termigen": __version__, "python": platform.python_version()}
    try:
        v["docker"] = client().version().get("Version", "?")
    except TermigenError:
        pass
    return v


def verify_task(task_dir: Path, tb1_dir: Path | None = None, oracle_runs: int = ORACLE_RUNS) -> TaskRecord:
    from termigen.images import build_context  # needs Docker; imported here so static use stays light

    problems = check_harbor_dir(task_dir) + (check_tb1_dir(tb1_dir) if tb1_dir else [])
    try:
        task = read_harbor(task_dir)
    except TermigenError as e:
        return TaskRecord(task_id=task_dir.name, family="?", category="?", difficulty="?", passed=False, problems=[str(e)])
    rec = TaskRecord(task_id=task.id, family=task.family, category=task.category, difficulty=task.difficulty.value,
                     passed=False, problems=problems, tools=tool_versions())
    if problems:
        return rec
    t0 = time.monotonic()
    try:
        rec.image_id = build_context(task_dir / "environment", task.image_tag, network=False,
                                     timeout_sec=task.timeouts.build_sec)
    except TermigenError as e:
        rec.problems.append(f"image build failed: {e}")
        return rec
    rec.build_sec = round(time.monotonic() - t0, 3)

    rec.oracle = [run_trial(task, task_dir, task.image_tag, "oracle") for _ in range(oracle_runs)]
    rec.nop = run_trial(task, task_dir, task.image_tag, "nop")
    rec.decoys = {d.name: run_trial(task, task_dir, task.image_tag, f"decoy:{d.name}") for d in task.decoys}

    for i, r in enumerate(rec.oracle, 1):
        if r.reward != 1.0:
            rec.problems.append(f"oracle run {i}: reward {r.reward} ({r.outcome}): {r.detail[-300:]}")
    if rec.nop.reward != 0.0:
        rec.problems.append(f"nop: reward {rec.nop.reward} ({rec.nop.outcome}), must be 0")
    for name, r in rec.decoys.items():
        if r.reward != 0.0:
            rec.problems.append(f"decoy {name}: reward {r.reward} ({r.outcome}), must be 0")
    rec.oracle_sec = round(statistics.median(r.agent_sec for r in rec.oracle), 3) if rec.oracle else 0.0
    rec.passed = not rec.problems
    return rec


def verify_many(
    task_dirs: list[Path],
    manifest: Manifest,
    *,
    tb1_root: Path | None = None,
    jobs: int = 2,
    force: bool = False,
    on_done: Callable[[TaskRecord, bool], None] | None = None,
) -> list[TaskRecord]:
    """Verify in parallel; a task whose content hash already has a passing record is reused (resumable)."""
    todo, records = [], []
    for d in task_dirs:
        try:
            h = read_harbor(d).content_hash()
        except TermigenError:
            h = None
        prev = manifest.get(h) if h else None
        if prev and prev.passed and not force:
            records.append(prev)
            if on_done:
                on_done(prev, True)
        else:
            todo.append((d, h))

    def one(d: Path, h: str | None) -> TaskRecord:
        tb1 = tb1_root / d.name if tb1_root else None
        rec = verify_task(d, tb1 if tb1 and tb1.exists() else None)
        if h:
            manifest.put(h, rec)
        return rec

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(one, d, h) for d, h in todo]
        for f in as_completed(futures):
            rec = f.result()
            records.append(rec)
            if on_done:
                on_done(rec, False)
    drain()
    return records
