"""The verification manifest: one record per task content hash, so results follow the task, not its name.

Two files: the snapshot (`manifest.json`, committed) and, while a run is going, an append-only journal beside it
(`manifest.journal.jsonl`, one record per line, flushed to disk as each task finishes). A run killed half way
resumes from snapshot + journal; `compact()` folds the journal into the snapshot at the end of a run. Recording a
task costs one appended line, not a rewrite of every record.

The snapshot is ordinary JSON written one record per line, sorted by hash (it diffs a task at a time). Reading it
splits lines and keeps each record's text; a record is parsed when it is first used, so a 100k-task manifest
loads in about a second and a lookup parses one record (benchmarks/bench_manifest.py). Records nobody touched
are written back as the same text. Snapshots in any other JSON layout (older ones) are read whole.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator, MutableMapping
from pathlib import Path

from termigen.verify.records import TaskRecord, TrialResult, made_with_current_verifier  # noqa: F401


def journal_path(path: Path) -> Path:
    return path.with_name(path.stem + ".journal.jsonl")


SNAPSHOT_HEAD = '{"version": 2, "tasks": {'
SNAPSHOT_TAIL = "}}"


def _record_json(rec: TaskRecord) -> str:
    return json.dumps(rec.model_dump(mode="json"), sort_keys=True)


class Records(MutableMapping):
    """content hash -> TaskRecord, parsed on first use. `_text` holds records as read (untouched), `_parsed`
    the ones in use or new; a hash is in exactly one of them."""

    def __init__(self, texts: dict[str, str] | None = None):
        self._text: dict[str, str] = texts or {}
        self._parsed: dict[str, TaskRecord] = {}

    def __getitem__(self, h: str) -> TaskRecord:
        rec = self._parsed.get(h)
        if rec is None:
            rec = self._parsed[h] = TaskRecord.model_validate_json(self._text.pop(h))  # KeyError: not here
        return rec

    def __setitem__(self, h: str, rec: TaskRecord) -> None:
        self._text.pop(h, None)
        self._parsed[h] = rec

    def __delitem__(self, h: str) -> None:
        if self._text.pop(h, None) is None:
            del self._parsed[h]

    def __contains__(self, h: object) -> bool:
        return h in self._parsed or h in self._text

    def __iter__(self) -> Iterator[str]:
        yield from list(self._parsed)
        yield from list(self._text)

    def __len__(self) -> int:
        return len(self._parsed) + len(self._text)

    def json_of(self, h: str) -> str:
        text = self._text.get(h)
        return text if text is not None else _record_json(self._parsed[h])


def _read_snapshot(path: Path) -> Records:
    text = path.read_text()
    lines = text.splitlines()
    if lines and lines[0] == SNAPSHOT_HEAD and lines[-1] == SNAPSHOT_TAIL:
        texts = {}
        for line in lines[1:-1]:
            cut = line.find('": ')
            if not line.startswith('"') or cut < 0:
                break  # not our layout after all: read it whole below
            texts[line[1:cut]] = line[cut + 3:].removesuffix(",")
        else:
            return Records(texts)
    raw = json.loads(text)
    recs = Records()
    for h, r in raw.get("tasks", {}).items():
        recs[h] = TaskRecord.model_validate(r)
    return recs


class Manifest:
    def __init__(self, path: Path):
        self.path = path
        self.journal = journal_path(path)
        self._lock = threading.Lock()
        self._records: Records = _read_snapshot(path) if path.exists() else Records()
        if self.journal.exists():  # a run that did not get to compact: its records are newer than the snapshot
            for line in self.journal.read_text().splitlines():
                try:
                    entry = json.loads(line)
                    self.records[entry["hash"]] = TaskRecord.model_validate(entry["record"])
                except (ValueError, KeyError, TypeError):
                    continue  # a line cut short by a kill

    @property
    def records(self) -> Records:
        return self._records

    @records.setter
    def records(self, recs: dict[str, TaskRecord]) -> None:
        self._records = Records()
        for h, rec in recs.items():
            self._records[h] = rec

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
        body = ",\n".join(f"{json.dumps(h)}: {self.records.json_of(h)}" for h in sorted(self.records))
        tmp = self.path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(SNAPSHOT_HEAD + "\n" + body + ("\n" if body else "") + SNAPSHOT_TAIL + "\n")
        tmp.replace(self.path)
        self.journal.unlink(missing_ok=True)  # after the snapshot holds every record
