"""The tasks a GRPO run trains on: Harbor task folders read into `Task`s, their images, their prompts.

The prompt is the BashAgent's own (system prompt + the task's instruction), so a policy trained here is
evaluated with the agent it was trained as; `actions` picks the agent's action set (bash, or structured: the
system prompt of `--ak actions=structured`, and the environment exposes those tools).
"""

from __future__ import annotations

import difflib
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from termigen.agent.prompt import system_prompt
from termigen.agent.terminal import ExecTerminal
from termigen.errors import TermigenError
from termigen.formats.harbor import read_harbor
from termigen.task import Task

COMPLETION_PHRASE = "TASK_COMPLETE"
ACTION_SETS = ("bash", "structured")  # termigen.agent.tools' action sets


class UnknownTask(TermigenError, KeyError):
    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


@dataclass
class TaskEntry:
    task: Task
    task_dir: Path

    @property
    def image(self) -> str:
        return self.task.image_tag


class TaskCatalog:
    """Task id -> (Task, folder). Images are built on demand (cached by content hash, no network)."""

    def __init__(self, entries: dict[str, TaskEntry], *, command_timeout_sec: float = 120.0, actions: str = "bash"):
        if actions not in ACTION_SETS:
            raise ValueError(f"unknown action set {actions!r}; known: {', '.join(ACTION_SETS)}")
        self.entries = entries
        self.command_timeout_sec = command_timeout_sec
        self.actions = actions
        self._built: dict[str, str] = {}
        self._lock = threading.Lock()
        self._task_locks: dict[str, threading.Lock] = {}

    @classmethod
    def from_dirs(cls, roots: list[str | Path], task_ids: list[str] | None = None, **kw) -> TaskCatalog:
        """Every task folder under `roots` (a root may itself be one task folder); `task_ids` selects some and
        must all exist."""
        entries: dict[str, TaskEntry] = {}
        found: list[str] = []  # every folder name, for suggestions when an id is not selected
        for root in roots:
            root = Path(root)
            if not root.exists():
                raise UnknownTask(f"task folder {root} does not exist")
            dirs = [root] if (root / "task.toml").is_file() else sorted(p.parent for p in root.glob("*/task.toml"))
            for d in dirs:
                found.append(d.name)
                if task_ids is not None and d.name not in task_ids:
                    continue
                t = read_harbor(d)
                entries[t.id] = TaskEntry(t, d)
        if task_ids is not None:
            for tid in task_ids:
                if tid not in entries:
                    close = difflib.get_close_matches(str(tid), found, n=3)
                    hint = f"; did you mean {', '.join(close)}?" if close else ""
                    raise UnknownTask(f"task id {tid!r} is not in the task set ({len(found)} task folders under "
                                      f"{', '.join(map(str, roots))}){hint}")
        catalog = cls(entries, **kw)
        if not entries:
            raise UnknownTask(f"no task folders (with task.toml) under {', '.join(map(str, roots))}")
        return catalog

    def get(self, task_id: str) -> TaskEntry:
        try:
            return self.entries[task_id]
        except KeyError:
            close = difflib.get_close_matches(str(task_id), list(self.entries), n=3)
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise UnknownTask(
                f"task id {task_id!r} is not in the task set ({len(self.entries)} tasks loaded){hint}"
            ) from None

    def ids(self) -> list[str]:
        return sorted(self.entries)

    def ensure_image(self, task_id: str) -> str:
        """Build (or find) the task's image; returns its tag."""
        from termigen.images import build_context

        entry = self.get(task_id)
        with self._lock:
            lock = self._task_locks.setdefault(task_id, threading.Lock())
        with lock:
            if task_id not in self._built:
                build_context(entry.task_dir / "environment", entry.image, network=False,
                              timeout_sec=entry.task.timeouts.build_sec)
                self._built[task_id] = entry.image
        return entry.image

    def ensure_images(self, task_ids: list[str] | None = None, workers: int = 2) -> None:
        ids = task_ids or self.ids()
        with ThreadPoolExecutor(max_workers=max(1, workers)) as ex:
            list(ex.map(self.ensure_image, ids))

    def prompt(self, task_id: str) -> list[dict]:
        t = self.get(task_id).task
        sys = system_prompt(ExecTerminal.description, self.command_timeout_sec, COMPLETION_PHRASE, self.actions)
        return [{"role": "system", "content": sys}, {"role": "user", "content": t.instruction.strip()}]

    def dataset_rows(self, task_ids: list[str] | None = None, repeat: int = 1) -> list[dict]:
        """Rows for GRPOTrainer: `prompt` (chat messages) and `task_id` (handed to the environment's reset)."""
        ids = task_ids or self.ids()
        for tid in ids:
            self.get(tid)
        return [{"prompt": self.prompt(tid), "task_id": tid} for _ in range(repeat) for tid in ids]
