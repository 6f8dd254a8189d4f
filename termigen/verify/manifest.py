"""The verification manifest: one record per task content hash, so results follow the task, not its name.

Written atomically after every task (a run killed half way resumes where it stopped); keys sorted so the
committed file diffs cleanly.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

from pydantic import BaseModel, Field

from termigen.verify.trials import TrialResult


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
    hack_exposures: dict[str, list[str]] = Field(default_factory=dict)  # what each hack's payload could do
    hackable: list[str] = Field(default_factory=list)  # legacy tasks: the hacks that won, one line each
    hacks_sec: float = 0.0  # wall time of the battery


def made_with_current_verifier(rec: TaskRecord) -> bool:
    from termigen.formats.verifier_scripts import UNRECORDED_DIGESTS, verifier_digest

    return (rec.verifier_digest or UNRECORDED_DIGESTS.get(rec.verifier, "")) == verifier_digest(rec.verifier)


class Manifest:
    def __init__(self, path: Path):
        self.path = path
        self._lock = threading.Lock()
        self.records: dict[str, TaskRecord] = {}
        if path.exists():
            raw = json.loads(path.read_text())
            self.records = {h: TaskRecord.model_validate(r) for h, r in raw.get("tasks", {}).items()}

    def get(self, content_hash: str) -> TaskRecord | None:
        return self.records.get(content_hash)

    def put(self, content_hash: str, record: TaskRecord) -> None:
        with self._lock:
            self.records[content_hash] = record
            self._save()

    def prune(self, keep: set[str]) -> int:
        """Drop records of tasks no longer in the dataset (their content hash changed or they were removed)."""
        with self._lock:
            stale = [h for h in self.records if h not in keep]
            for h in stale:
                del self.records[h]
            self._save()
        return len(stale)

    def _save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"version": 1, "tasks": {h: r.model_dump(mode="json") for h, r in sorted(self.records.items())}}
        tmp = self.path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        tmp.replace(self.path)
