"""The gate: a task passes when it is well-formed, builds offline, the oracle scores 1 every time (3/3),
doing nothing scores 0, every decoy scores 0 and, for verifier-2 tasks, every hack of the battery scores 0.

The hack battery (termigen.verify.hacks) runs on verifier-2 tasks by default and on every task with `--hacks`.
Its results are recorded for every task it ran on, but only verifier-2 tasks (the guarded verifier of the family kit) fail on a winning hack. Verifier-1 tasks
(every legacy family) are known to be beatable by code that outlives the tests (their tests run agent programs
as root); for them a winning hack is recorded as a `hackable` finding and does NOT fail the gate, until those
families are reworked onto the kit.
"""

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
from termigen.formats.verifier_scripts import verifier_digest
from termigen.task import Task
from termigen.verify.manifest import Manifest, TaskRecord, made_with_current_verifier
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


# Exposures (termigen.verify.hacks.exposures) that fail a verifier-2 task whatever its reward.
GUARD_MUST_PREVENT = {"root", "read_tests", "write_logs", "signal_verifier", "modify_test_sh", "disable_guard",
                      "wrote_reward", "planted_loaded", "outlived"}


def add_battery(rec: TaskRecord, task: Task, task_dir: Path, names: list[str] | None = None) -> TaskRecord:
    """Run the hack battery on a task whose image is built; record it; a verifier-2 task with a winning hack
    fails (a problem line per hack), a verifier-1 task gets `hackable` lines and keeps its verdict."""
    from termigen.verify.hacks import battery_digest, run_battery, won

    t0 = time.monotonic()
    results = run_battery(task, task_dir, task.image_tag, names)
    rec.verifier = task.verifier
    rec.verifier_digest = verifier_digest(task.verifier)
    rec.hacks = {n: r.trial for n, r in results.items()}
    rec.battery_digest = battery_digest()
    rec.hack_exposures = {n: r.exposures for n, r in results.items()}
    rec.hacks_sec = round(time.monotonic() - t0, 3)
    wins = [f"hack {n}: reward {r.trial.reward} ({r.trial.outcome}), exposures {r.exposures}"
            for n, r in results.items() if won(r.trial)]
    rec.hackable = wins if task.verifier == 1 else []
    rec.problems = [p for p in rec.problems if not p.startswith("hack ")]
    if task.verifier >= 2:
        rec.problems += [w + "; must be 0" for w in wins]
        # A payload that got further than running as tgrun fails the task even when the reward stayed 0: the guard
        # is what must hold, not the luck of one payload. (read_pytest_log, list_tests: known, recorded only.)
        rec.problems += [f"hack {n}: the payload could {', '.join(bad)}; the guard must prevent it"
                         for n, r in results.items() if not won(r.trial)
                         and (bad := sorted(set(r.exposures) & GUARD_MUST_PREVENT))]
    rec.passed = not rec.problems
    return rec


def verify_task(task_dir: Path, tb1_dir: Path | None = None, oracle_runs: int = ORACLE_RUNS,
                hacks: bool | None = None) -> TaskRecord:
    """The gate for one task. `hacks`: True runs the battery on every task, False on none, None (the default
    for library callers and `termigen verify`) only on verifier-2 tasks, where it decides the verdict; `termigen
    verify --hacks` passes True, so legacy tasks get their findings recorded too."""
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
    rec.verifier = task.verifier
    rec.verifier_digest = verifier_digest(task.verifier)
    if hacks is None:
        hacks = task.verifier >= 2
    if hacks and rec.passed:  # a task that already failed is not worth the battery's time
        add_battery(rec, task, task_dir)
    return rec


def battery_missing(rec: TaskRecord) -> bool:
    """The record lacks a hack of today's battery, or was made by another battery (a payload or probe changed)."""
    from termigen.verify.hacks import HACKS, battery_digest

    return not set(HACKS) <= set(rec.hacks) or rec.battery_digest != battery_digest()


def verify_many(
    task_dirs: list[Path],
    manifest: Manifest,
    *,
    tb1_root: Path | None = None,
    jobs: int = 2,
    force: bool = False,
    hacks: bool | None = None,
    on_done: Callable[[TaskRecord, bool], None] | None = None,
    ray_address: str | None = None,
    ray_cpus: float = 1.0,
) -> list[TaskRecord]:
    """Verify in parallel; a task whose content hash already has a passing record is reused (resumable). The
    battery runs where `hacks` says: True on every task, False on none, None (default) on verifier-2 tasks, where
    it decides the verdict. A passing record that lacks the (whole, current) battery where it should run gets the
    battery run and added; its oracle/nop/decoy results are kept, and a verifier-2 task with a winning hack fails.
    `ray_address`: the tasks are gated on a Ray cluster's nodes instead (termigen.verify.ray_gate); the manifest
    stays here, so a run is resumable the same way."""
    todo, records = [], []
    for d in task_dirs:
        try:
            h = read_harbor(d).content_hash()
        except TermigenError:
            h = None
        prev = manifest.get(h) if h else None
        wants_battery = hacks if hacks is not None else bool(prev and prev.verifier >= 2)
        if prev and not made_with_current_verifier(prev):
            prev = None  # verified by other verifier scripts than the ones the task has now: all again
        if prev and prev.passed and not force and not (wants_battery and battery_missing(prev)):
            records.append(prev)
            if on_done:
                on_done(prev, True)
        else:
            todo.append((d, h, prev if prev and prev.passed and not force else None))

    def tb1_of(d: Path) -> Path | None:
        tb1 = tb1_root / d.name if tb1_root else None
        return tb1 if tb1 and tb1.exists() else None

    def finished(h: str | None, rec: TaskRecord) -> None:
        if h:
            manifest.put(h, rec)
        records.append(rec)
        if on_done:
            on_done(rec, False)

    if ray_address is not None:
        from termigen.verify.ray_gate import gate_on_ray

        for i, rec, _node in gate_on_ray([(d, tb1_of(d), p) for d, _, p in todo], ray_address, hacks=hacks,
                                         cpus_per_task=ray_cpus):
            finished(todo[i][1], rec)
    else:
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = {pool.submit(gate_one, d, tb1_of(d), p, hacks): (d, h) for d, h, p in todo}
            for f in as_completed(futures):
                finished(futures[f][1], f.result())
        drain()
    manifest.compact()  # the run's journal into the snapshot
    return records


def gate_one(task_dir: Path, tb1_dir: Path | None, prev: TaskRecord | None, hacks: bool | None) -> TaskRecord:
    """One task's gate as verify_many runs it: the whole gate, or only the battery for a record that passed
    before the battery (or this battery) existed."""
    if prev is not None:
        return _battery_only(task_dir, prev)
    return verify_task(task_dir, tb1_dir, hacks=hacks)


def _battery_only(task_dir: Path, prev: TaskRecord) -> TaskRecord:
    from termigen.images import build_context

    rec = prev.model_copy(deep=True)
    task = read_harbor(task_dir)
    try:
        build_context(task_dir / "environment", task.image_tag, network=False, timeout_sec=task.timeouts.build_sec)
    except TermigenError as e:
        rec.problems.append(f"image build failed: {e}")
        rec.passed = False
        return rec
    return add_battery(rec, task, task_dir)
