"""What one trajectory attempt ended with: every failure is a recorded outcome, never an exception."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from termigen.synth.records import TrajectoryRecord

# outcomes of one trajectory; the first two come with a record
OUTCOMES = ("kept", "below_tau", "critic_rejected", "teacher_error", "critic_error", "container_error",
            "build_error", "bad_task", "unknown_task")


@dataclass
class SynthResult:
    task_id: str
    record: TrajectoryRecord | None
    kept: bool
    outcome: str  # one of OUTCOMES
    error: str = ""
    record_id: str = ""
    critic_calls: int = 0
    critic_rejections: int = 0
    rollbacks: int = 0
    injected: int = 0
    seconds: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)
