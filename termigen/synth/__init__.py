"""Synthesis: error-correction trajectories (Generator-Critic, real container observations).

`records` defines the trajectory JSONL format that training reads.
"""

from termigen.synth.records import (
    ERROR_KINDS,
    StepMark,
    TrajectoryError,
    TrajectoryRecord,
    iter_records,
    parse_record,
    write_records,
)

__all__ = ["ERROR_KINDS", "StepMark", "TrajectoryError", "TrajectoryRecord", "iter_records", "parse_record",
           "write_records"]
