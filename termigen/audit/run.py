"""Audit many foreign tasks: discover, load, static findings, trials, report. Parallel and resumable."""

from __future__ import annotations

import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from termigen.audit import static, trials
from termigen.audit.load import ForeignTask, discover, load
from termigen.audit.report import AuditRecord, Store, card, decide, plot
from termigen.audit.static import Finding
from termigen.errors import TermigenError

ORACLE_RUNS = 3


def audit_task(t: ForeignTask, *, run_trials: bool = True, run_hacks: bool = True) -> AuditRecord:
    t0 = time.monotonic()
    mode = "static" if not run_trials else ("trials+hacks" if run_hacks else "trials")
    rec = AuditRecord(task_id=t.task_id, kind=t.kind, source=t.source, path=str(t.path), digest=t.digest, mode=mode,
                      difficulty=t.difficulty, category=t.category, findings=static.findings(t))
    codes = set(rec.codes())
    if not run_trials or codes & {"unreadable", "no_environment"}:
        rec.seconds = round(time.monotonic() - t0, 3)
        return decide(rec)
    try:
        rec.build = trials.build(t, static.network_at_build(t))
        if rec.build.status == "built" and t.has_tests:
            image = rec.build.image
            candidates = static.instruction_path_candidates(t)
            still = trials.probe_paths(t, image, candidates)
            rec.findings = [f for f in rec.findings if f.code != "instruction_paths_missing"]
            if still:
                rec.findings.append(Finding(code="instruction_paths_missing", heuristic=True, message=(
                    "instruction names paths missing from the built image (and their folders), that nothing in the "
                    "task creates: " + ", ".join(still[:10]))))
            rec.nop = trials.trial(t, image, "nop")
            if t.has_solution:
                rec.oracle = [trials.trial(t, image, "oracle") for _ in range(ORACLE_RUNS)]
            broken = (rec.nop.reward is not None and rec.nop.reward >= 1.0) or any(o.reward != 1.0 for o in rec.oracle)
            if run_hacks and broken:  # every hack would "win" where doing nothing does, or prove nothing
                from termigen.verify.hacks import HACKS

                rec.hacks_skipped = {n: "not run: the task is already broken (nop passes or the oracle fails)"
                                     for n in HACKS}
            elif run_hacks:
                hr = trials.hack_battery(t, image)
                rec.hacks, rec.hack_exposures, rec.hacks_skipped = hr.results, hr.exposures, hr.skipped
    except Exception as e:  # docker went away, an unreadable file: a recorded failure, never a crash of the audit
        rec.findings.append(Finding(code="trial_error", message=f"{type(e).__name__}: {str(e)[:500]}"))
    rec.seconds = round(time.monotonic() - t0, 3)
    return decide(rec)


# Findings that only trials make (the image probe, a recorded failure): kept from the record; the rest is re-read.
TRIAL_FINDINGS = {"instruction_paths_missing", "trial_error"}


def refresh_static(rec: AuditRecord, t: ForeignTask) -> AuditRecord:
    """A reused record with today's static findings (cheap, and the checks improve), its trial results kept."""
    built = rec.build is not None and rec.build.status == "built"
    fresh = [f for f in static.findings(t) if not (built and f.code in TRIAL_FINDINGS)]
    kept = [f for f in rec.findings if f.code in TRIAL_FINDINGS and (built or f.code == "trial_error")]
    return decide(rec.model_copy(update={"findings": fresh + kept}))


@dataclass
class AuditRun:
    records: list[AuditRecord]
    dataset_findings: list[str]
    report: Path
    card: Path
    plot: Path


def audit_paths(
    paths: list[Path],
    out: Path,
    *,
    jobs: int = 2,
    run_trials: bool = True,
    run_hacks: bool = True,
    on_start: Callable[[int], None] | None = None,
    on_done: Callable[[AuditRecord, bool], None] | None = None,
) -> AuditRun:
    """Audit every task under `paths` (task folders, folders of tasks, zips); results in OUT/audit.json (keyed by
    the digest of each task folder's bytes: a rerun reuses what was already audited at least as thoroughly),
    OUT/AUDIT.md and OUT/audit.png."""
    from termigen.verify.trials import drain

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    store = Store(out / "audit.json")
    mode = "static" if not run_trials else ("trials+hacks" if run_hacks else "trials")
    with tempfile.TemporaryDirectory(prefix="termigen-audit-") as tmp:
        tmpdir = Path(tmp)
        found = []
        for p in paths:
            hits = discover(Path(p), tmpdir / "unpacked")
            if not hits:
                raise TermigenError(f"{p}: no Harbor (task.toml) or Terminal-Bench (task.yaml) task found")
            found += hits
        tasks = [load(d, kind, src, tmpdir / "staged") for d, kind, src in found]
        store.dataset = static.dataset_findings(tasks)
        if on_start:
            on_start(len(tasks))
        records: list[AuditRecord] = []
        todo = []
        for t in tasks:
            prev = store.reusable(t.digest, mode)
            if prev is not None:
                prev = store.records[t.digest] = refresh_static(prev, t)  # saved with the run
                records.append(prev)
                if on_done:
                    on_done(prev, True)
            else:
                todo.append(t)

        def one(t: ForeignTask) -> AuditRecord:
            rec = audit_task(t, run_trials=run_trials, run_hacks=run_hacks)
            store.put(rec)
            return rec

        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = [pool.submit(one, t) for t in todo]
            for f in as_completed(futures):
                rec = f.result()
                records.append(rec)
                if on_done:
                    on_done(rec, False)
        drain()
    store.save()
    this_run = {t.digest for t in tasks}
    mine = [r for r in records if r.digest in this_run]
    png = plot(mine, out / "audit.png")
    md = out / "AUDIT.md"
    card(mine, store.dataset, md, png)
    return AuditRun(records=mine, dataset_findings=store.dataset, report=store.path, card=md, plot=png)
