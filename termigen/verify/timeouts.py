"""Timeouts sized from what verification measured, so a task's limits follow its real cost.

The agent gets the expert's time estimate with a floor of 10 minutes, and never less than 60x the oracle's
measured time (an agent explores, the oracle does not); the verifier gets 10x the slowest measured test run,
at least 60 s. Both are rounded up to whole minutes so re-verification noise does not churn the files.
"""

from __future__ import annotations

import math

from termigen.task import Task, Timeouts
from termigen.verify.manifest import TaskRecord


def _minutes(sec: float) -> float:
    return float(math.ceil(sec / 60.0) * 60)


def sized_timeouts(task: Task, rec: TaskRecord) -> Timeouts:
    verify_max = max((r.verify_sec for r in [*rec.oracle, *rec.decoys.values()]), default=0.0)
    return Timeouts(
        agent_sec=_minutes(max(600.0, task.expert_time_min * 60.0, 60.0 * rec.oracle_sec)),
        verifier_sec=_minutes(max(60.0, 10.0 * verify_max)),
        build_sec=_minutes(max(300.0, 10.0 * rec.build_sec)),
    )
