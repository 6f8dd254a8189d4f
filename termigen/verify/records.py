"""The verification records: what one trial and one task's gate produced. Plain models (no Docker, no signal
handlers), so generation, the card and the manifest can read them without touching the sandbox."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Outcome = Literal["ok", "agent_timeout", "verifier_timeout", "no_reward", "error"]


class TrialResult(BaseModel):
    agent: str  # oracle | nop | decoy:<name>
    reward: float | None
    outcome: Outcome
    agent_exit: int | None = None
    agent_sec: float = 0.0
    verify_sec: float = 0.0
    total_sec: float = 0.0
    detail: str = ""  # tail of the test output, or the error


class TaskRecord(BaseModel):
    task_id: str
    family: str
    category: str
    difficulty: str
    passed: bool
    problems: list[str] = Field(default_factory=list)  # why it failed, one line each
    oracle: list[TrialResult] = Field(default_factory=list)
    nop: TrialResult | None = None
    decoys: dict[str, TrialResult] = Field(default_factory=dict)
    build_sec: float = 0.0
    oracle_sec: float = 0.0  # median agent-phase time of the oracle
    image_id: str = ""
    tools: dict[str, str] = Field(default_factory=dict)  # versions of what verified it
    # The hack battery (termigen.verify.hacks): one trial per hack; every one must score 0. For a verifier-2 task a
    # winning hack is a problem (the task fails); for a verifier-1 (legacy) task it is only recorded in `hackable`.
    verifier: int = 1
    verifier_digest: str = ""  # termigen.formats.verifier_scripts.verifier_digest of the scripts that verified it
    hacks: dict[str, TrialResult] = Field(default_factory=dict)
    battery_digest: str = ""  # termigen.verify.hacks.battery_digest of the battery that made `hacks`
    hack_exposures: dict[str, list[str]] = Field(default_factory=dict)  # what each hack's payload could do
    hackable: list[str] = Field(default_factory=list)  # legacy tasks: the hacks that won, one line each
    hacks_sec: float = 0.0  # wall time of the battery


def made_with_current_verifier(rec: TaskRecord) -> bool:
    from termigen.formats.verifier_scripts import UNRECORDED_DIGESTS, digest_is_current

    return digest_is_current(rec.verifier, rec.verifier_digest or UNRECORDED_DIGESTS.get(rec.verifier, ""))
