"""Synthesis: error-correction trajectories (Generator-Critic, real container observations).

`records` defines the trajectory JSONL format that training reads (and its ATIF form); `episode` makes one,
`runner` many (`python -m termigen.synth`). Only `records` is imported here, so that reading records (training)
does not import the synthesis machinery.
"""

from termigen.synth.records import (
    ERROR_DESCRIPTIONS,
    ERROR_KINDS,
    StepMark,
    TrajectoryError,
    TrajectoryRecord,
    iter_records,
    parse_record,
    to_atif,
    write_atif,
    write_records,
)

__all__ = ["ERROR_DESCRIPTIONS", "ERROR_KINDS", "StepMark", "TrajectoryError", "TrajectoryRecord", "iter_records",
           "parse_record", "to_atif", "write_atif", "write_records"]
