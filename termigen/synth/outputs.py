"""Where a run's files go, and which record ids they already hold (what makes a run resumable)."""

from __future__ import annotations

import json
from pathlib import Path


def done_ids(*paths: Path | None) -> set[str]:
    """Record ids already in these JSONL files (for resuming); unreadable lines are ignored."""
    ids: set[str] = set()
    for p in paths:
        if p is None or not Path(p).is_file():
            continue
        for line in Path(p).read_text(encoding="utf-8").splitlines():
            try:
                rid = json.loads(line).get("id")
            except (json.JSONDecodeError, AttributeError):
                continue
            if isinstance(rid, str):
                ids.add(rid)
    return ids


def rejected_path(out: Path, rejected_out: Path | None) -> Path:
    return rejected_out or out.with_suffix(".rejected.jsonl")


def stats_path(out: Path) -> Path:
    return Path(out).parent / "stats.json"
