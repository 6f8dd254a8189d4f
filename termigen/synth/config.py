"""A synthesis run's settings (SynthConfig), validated when made so that a typo fails before any container."""

from __future__ import annotations

from dataclasses import dataclass

from termigen.synth.endpoint import Endpoint
from termigen.synth.errors import SynthError
from termigen.synth.records import ERROR_KINDS


@dataclass
class SynthConfig:
    teacher: Endpoint
    critic: Endpoint
    eps: float = 0.2
    error_kinds: tuple[str, ...] = ERROR_KINDS
    max_steps: int = 30
    max_critic_retries: int = 2
    command_timeout_sec: float = 60.0
    max_output_chars: int = 10000
    tau: float = 0.0  # keep all: the published ablation's best
    seed: int = 0
    # explicit injections instead of eps (tests, debugging): step indices, or {step index: error kind}
    inject_at: list[int] | dict[int, str] | None = None
    history_steps_for_critic: int = 6
    # the teacher's action set (termigen.agent.tools): bash, or structured (bash, read_file, write_file, edit,
    # search, todo, finish); the records' `tools` are that set's schemas
    actions: str = "bash"

    def __post_init__(self):
        unknown = set(self.error_kinds) - set(ERROR_KINDS)
        if isinstance(self.inject_at, dict):
            unknown |= set(self.inject_at.values()) - set(ERROR_KINDS)
        if unknown:
            raise SynthError(f"unknown error kind(s) {sorted(unknown)}; known: {', '.join(ERROR_KINDS)}")
        if self.actions not in ("bash", "structured"):
            raise SynthError(f"unknown action set {self.actions!r}; known: bash, structured")
        if not 0.0 <= self.eps <= 1.0:
            raise SynthError(f"eps must be in [0, 1], got {self.eps}")
        if not 0.0 <= self.tau <= 1.0:
            raise SynthError(f"tau must be in [0, 1], got {self.tau}")
