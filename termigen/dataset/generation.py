"""Generation: spec jobs -> tasks in both layouts (in place), the zip streamed alongside; timeouts sized from the
manifest's records. Pure: the same jobs give the same bytes."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from termigen.dataset.publish import TaskZip
from termigen.errors import UnknownFamily
from termigen.families import get_family
from termigen.formats import write_harbor, write_tb1
from termigen.task import Task, task_id
from termigen.verify.manifest import Manifest
from termigen.verify.timeouts import sized_timeouts


@dataclass
class Failure:
    family: str
    level: str
    seed: int
    error: str


_manifests: dict[Path, Manifest] = {}


def _sized(task: Task, manifest_path: Path | None) -> Task:
    """Timeouts from the task's verification record, when it has a passing one (same content hash)."""
    if manifest_path is None or not manifest_path.exists():
        return task
    if manifest_path not in _manifests:
        _manifests[manifest_path] = Manifest(manifest_path)
    rec = _manifests[manifest_path].get(task.content_hash())
    return task.model_copy(update={"timeouts": sized_timeouts(task, rec)}) if rec and rec.passed else task


def _generate_one(job: tuple[str, str, int], harbor_root: Path | None, tb1_root: Path | None,
                  manifest_path: Path | None = None) -> Task | Failure:
    fam, level, seed = job
    try:
        task = _sized(get_family(fam).generate(seed, level), manifest_path)
        if harbor_root is not None:
            write_harbor(task, harbor_root)
        if tb1_root is not None:
            write_tb1(task, tb1_root)
        return task
    except UnknownFamily:
        raise
    except Exception as e:  # a family bug: record it with its seed, keep going
        return Failure(fam, level, seed, f"{type(e).__name__}: {e}")


def generate_tasks(
    jobs: list[tuple[str, str, int]],
    on_task: Callable[[Task | Failure], None] | None = None,
    *,
    harbor_root: Path | None = None,
    tb1_root: Path | None = None,
    workers: int | None = None,
    manifest_path: Path | None = None,
) -> tuple[list[Task], list[Failure]]:
    """Generate (and, given roots, write) tasks; large batches use every core. A family that raises for one
    seed is reported with that seed; the others go on. Results keep the order of `jobs` (on_task sees each, in
    that order). With a manifest, timeouts are sized from each task's measured times."""
    workers = workers if workers is not None else (os.cpu_count() or 1) if len(jobs) >= 64 else 1
    fn = partial(_generate_one, harbor_root=harbor_root, tb1_root=tb1_root, manifest_path=manifest_path)
    results: list[Task | Failure] = []
    if workers <= 1:
        for job in jobs:
            results.append(fn(job))
            if on_task:
                on_task(results[-1])
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for r in pool.map(fn, jobs, chunksize=8):
                results.append(r)
                if on_task:
                    on_task(r)
    tasks = [r for r in results if isinstance(r, Task)]
    return tasks, [r for r in results if isinstance(r, Failure)]


def generate_dataset(
    jobs: list[tuple[str, str, int]],
    harbor_root: Path,
    tb1_root: Path,
    zip_path: Path | None,
    on_task: Callable[[Task | Failure], None] | None = None,
    *,
    workers: int | None = None,
    manifest_path: Path | None = None,
    zip_stamp: dict | None = None,
) -> tuple[list[Task], list[Failure]]:
    """Both layouts (written in place: only changed files are rewritten, anything else removed) and the zip (unless
    `zip_path` is None), which is compressed while later tasks are still being generated: the jobs run in task-id
    order, the zip's order. `zip_stamp` is written as the zip's comment (the version it holds)."""
    prune_layouts((harbor_root, tb1_root), {task_id(*j) for j in jobs})
    ordered = sorted(jobs, key=lambda j: task_id(*j))
    if zip_path is None:
        return generate_tasks(ordered, on_task, harbor_root=harbor_root, tb1_root=tb1_root, workers=workers,
                              manifest_path=manifest_path)
    with TaskZip(zip_path, zip_stamp) as z:

        def done(r: Task | Failure) -> None:
            if isinstance(r, Task):
                z.add_task(r)
            if on_task:
                on_task(r)

        return generate_tasks(ordered, done, harbor_root=harbor_root, tb1_root=tb1_root, workers=workers,
                              manifest_path=manifest_path)


def prune_layouts(roots: Iterable[Path], keep: set[str]) -> None:
    """Generation rewrites the layouts in place: a task folder dropped from the spec must not linger (nor
    anything else in these folders)."""
    for root in roots:
        root.mkdir(parents=True, exist_ok=True)
        for entry in os.scandir(root):
            if entry.name in keep and entry.is_dir(follow_symlinks=False):
                continue
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path)
            else:
                os.unlink(entry.path)
