"""The verification manifest: one record per task content hash, so results follow the task, not its name.

Two files: the snapshot (`manifest.json`, committed; keys sorted so it diffs cleanly) and, while a run is going,
an append-only journal beside it (`manifest.journal.jsonl`, one record per line, flushed to disk as each task
finishes). A run killed half way resumes from snapshot + journal; `compact()` folds the journal into the
snapshot at the end of a run. Recording a task costs one appended line, not a rewrite of every record.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

from termigen.verify.records import TaskRecord, TrialResult, made_with_current_verifier  # noqa: F401


def journal_path(path: Path) -> Path:
    return path.with_name(path.stem + ".journal.jsonl")


class Manifest:
    def __init__(self, path: Path):
        self.path = path
        self.journal = journal_path(path)
        self._lock = threading.Lock()
        self.records: dict[str, TaskRecord] = {}
        if path.exists():
            raw = json.loads(path.read_text())
            self.records = {h: TaskRecord.model_validate(r) for h, r in raw.get("tasks", {}).items()}
        if self.journal.exists():  # a run that did not get to compact: its records are newer than the snapshot
            for line in self.journal.read_text().splitlines():
                try:
                    entry = json.loads(line)
                    self.records[entry["hash"]] = TaskRecord.model_validate(entry["record"])
                except (ValueError, KeyError, TypeError):
                    continue  # a line cut short by a kill

    def get(self, content_hash: str) -> TaskRecord | None:
        return self.records.get(content_hash)

    def put(self, content_hash: str, record: TaskRecord) -> None:
        """Record one task: appended to the journal and flushed to disk before returning."""
        line = json.dumps({"hash": content_hash, "record": record.model_dump(mode="json")}, sort_keys=True) + "\n"
        with self._lock:
            self.records[content_hash] = record
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.journal, "a") as f:
                f.write(line)
                f.flush()
                os.fsync(f.fileno())

    def prune(self, keep: set[str]) -> int:
        """Drop records of tasks no longer in the dataset (their content hash changed or they were removed)."""
        with self._lock:
            stale = [h for h in self.records if h not in keep]
            for h in stale:
                del self.records[h]
            self._save()
        return len(stale)

    def merge(self, other: "Manifest") -> int:
        """Take another run's records (a helper's, another machine's): a record made with today's verifier
        scripts replaces ours where we have none, ours is stale, or ours failed and theirs passed. A passing record
        of ours is never replaced by a failing one. Returns how many were taken."""
        taken = 0
        with self._lock:
            for h, rec in other.records.items():
                if not made_with_current_verifier(rec):
                    continue
                mine = self.records.get(h)
                if mine is None or not made_with_current_verifier(mine) or (rec.passed and not mine.passed):
                    self.records[h] = rec
                    taken += 1
            self._save()
        return taken

    def compact(self) -> None:
        """Fold the journal into the snapshot (atomically), then drop the journal."""
        with self._lock:
            self._save()

    def _save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"version": 1, "tasks": {h: r.model_dump(mode="json") for h, r in sorted(self.records.items())}}
        tmp = self.path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        tmp.replace(self.path)
        self.journal.unlink(missing_ok=True)  # after the snapshot holds every record
