"""Statistics of a synthesis output: injected errors by kind, how many were repaired and recovered, costs."""

from __future__ import annotations

import json
import statistics
from collections import Counter
from pathlib import Path
from typing import Any

from termigen.synth.config import SynthConfig
from termigen.synth.outputs import rejected_path, stats_path
from termigen.synth.records import ERROR_KINDS, TrajectoryRecord, iter_records
from termigen.synth.result import SynthResult


def _repairs(rec: TrajectoryRecord) -> tuple[list[tuple[int, str]], set[int]]:
    marks = rec.step_marks()
    errors = [(i, m.error_kind) for i, m in enumerate(marks) if m.error_kind]
    repaired = {j for m in marks if not m.injected for j in (m.repairs or [])}
    return errors, repaired


def compute_stats(records_kept: list[TrajectoryRecord], records_rejected: list[TrajectoryRecord],
                  results: list[SynthResult], cfg: SynthConfig | None = None, skipped: int = 0) -> dict[str, Any]:
    """Summary of a synthesis output. An error is *repaired* when the next correct step was accepted by the
    critic as its diagnosis and fix, and *recovered* when, in addition, the task's tests all pass at the end
    (pass fraction 1.0); recovery_rate = recovered / errors."""
    recs = records_kept + records_rejected
    kinds: Counter = Counter()
    n_err = n_repaired = n_recovered = 0
    for rec in recs:
        errors, repaired = _repairs(rec)
        kinds.update(k for _, k in errors)
        n_err += len(errors)
        fixed = sum(i in repaired for i, _ in errors)
        n_repaired += fixed
        n_recovered += fixed if rec.test_pass_fraction == 1.0 else 0
    turns = [len(r.step_marks()) for r in recs]
    tokens = [r.tokens for r in recs if r.tokens is not None]
    usage: Counter = Counter()
    for r in recs:
        usage.update((r.model_extra or {}).get("usage") or {})
    failed = Counter(r.outcome for r in results if r.record is None)
    return {
        "trajectories": len(recs),
        "kept": len(records_kept),
        "rejected": len(records_rejected),
        "failed": dict(sorted(failed.items())),
        "skipped_already_done": skipped,
        "this_run": dict(sorted(Counter(r.outcome for r in results).items())),
        "tau": cfg.tau if cfg else None,
        "eps": cfg.eps if cfg else None,
        "errors_injected": n_err,
        "error_kinds": {k: kinds.get(k, 0) for k in ERROR_KINDS},
        "errors_repaired": n_repaired,
        "errors_recovered": n_recovered,
        "repair_rate": round(n_repaired / n_err, 4) if n_err else None,
        "recovery_rate": round(n_recovered / n_err, 4) if n_err else None,
        "mean_turns": round(statistics.mean(turns), 3) if turns else None,
        "tokens_total": sum(tokens),
        "mean_tokens": round(statistics.mean(tokens), 1) if tokens else None,
        "usage": dict(sorted(usage.items())),
        "mean_test_pass_fraction": (round(statistics.mean(r.test_pass_fraction or 0.0 for r in recs), 4)
                                    if recs else None),
        "critic_calls": sum(r.critic_calls for r in results),
        "critic_rejections": sum(r.critic_rejections for r in results),
        "rollbacks": sum(r.rollbacks for r in results),
        "problems": [{"id": r.record_id or r.task_id, "outcome": r.outcome, "error": r.error}
                     for r in results if r.record is None],
    }


def output_stats(out: Path, rejected_out: Path | None, results: list[SynthResult], cfg: SynthConfig | None,
                 skipped: int = 0) -> dict[str, Any]:
    """Statistics over everything in the output files (earlier runs included) and this run's outcomes, also
    written to stats.json next to `out`."""
    def read(p: Path) -> list[TrajectoryRecord]:
        return list(iter_records(p, skip_invalid=True)) if p.is_file() else []

    stats = compute_stats(read(Path(out)), read(rejected_path(Path(out), rejected_out)), results, cfg, skipped)
    p = stats_path(out)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(stats, indent=2) + "\n")
    return stats


def format_stats(stats: dict[str, Any]) -> str:
    lines = [f"trajectories: {stats['trajectories']} (kept {stats['kept']}, rejected {stats['rejected']} below tau "
             f"{stats['tau']}); this run: {stats['this_run']}; skipped (already done): {stats['skipped_already_done']}"]
    if stats["failed"]:
        lines.append(f"failed: {stats['failed']}")
    lines.append(f"errors injected: {stats['errors_injected']} {stats['error_kinds']}")
    lines.append(f"repaired {stats['errors_repaired']}, recovered {stats['errors_recovered']} (recovery rate "
                 f"{stats['recovery_rate']}); mean turns {stats['mean_turns']}; tokens {stats['tokens_total']} "
                 f"(mean {stats['mean_tokens']}); critic {stats['critic_rejections']}/{stats['critic_calls']} "
                 f"rejections, {stats['rollbacks']} rollbacks")
    return "\n".join(lines)
