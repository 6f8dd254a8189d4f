"""Containers kept off the rollout's critical path.

`acquire(image)` returns a Future: a container already started in the background (the pool keeps `warm` per
image ready) or one starting now on a worker thread. The environment asks for it at `reset` and waits for it
only at the first `bash` call, so the start overlaps the model's first reply. Used containers are removed in
the background, never reused (each episode starts from the image's clean state).
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections import defaultdict, deque
from concurrent.futures import Future, ThreadPoolExecutor

from termigen.sandbox import Sandbox

log = logging.getLogger("termigen_train.pool")


class ContainerPool:
    local_images = True  # task images are built on this host (TaskCatalog.ensure_image) before acquire

    def __init__(self, *, warm: int = 0, workers: int = 4, cpus: float | None = None, memory_mb: int | None = None):
        self.warm = warm
        self.cpus = cpus
        self.memory_mb = memory_mb
        self._ready: dict[tuple, deque[Future]] = defaultdict(deque)
        self._lock = threading.Lock()
        self._starter = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="tg-pool-start")
        self._reaper = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tg-pool-reap")
        self._closed = False
        self.started = 0
        self.hits = 0
        atexit.register(self.close)

    def _key(self, image: str, cpus: float | None, memory_mb: int | None) -> tuple:
        return (image, self.cpus or cpus, self.memory_mb or memory_mb)

    def _start(self, key: tuple) -> Sandbox:
        image, cpus, memory_mb = key
        sb = Sandbox(image, cpus=cpus or 1.0, memory_mb=memory_mb or 2048, labels={"termigen.role": "grpo"})
        sb.start()
        with self._lock:
            self.started += 1
        return sb

    def _submit(self, key: tuple) -> Future:
        return self._starter.submit(self._start, key)

    def prewarm(self, image: str, n: int | None = None, cpus: float | None = None, memory_mb: int | None = None):
        key = self._key(image, cpus, memory_mb)
        with self._lock:
            missing = (self.warm if n is None else n) - len(self._ready[key])
            for _ in range(max(0, missing)):
                self._ready[key].append(self._submit(key))

    def acquire(self, image: str, cpus: float | None = None, memory_mb: int | None = None) -> Future:
        """A Future of a started Sandbox for `image` (an exception in it says why it could not start)."""
        if self._closed:
            raise RuntimeError("the container pool is closed")
        key = self._key(image, cpus, memory_mb)
        with self._lock:
            queue = self._ready[key]
            fut = queue.popleft() if queue else None
            if fut is not None:
                self.hits += 1
            else:
                fut = self._submit(key)
            while len(queue) < self.warm:  # refill in the background
                queue.append(self._submit(key))
        return fut

    def run_tests(self, task, task_dir, agent: Sandbox, verifier: Sandbox):
        """The task's tests on the episode's outputs, as the gate runs them (termigen.verify.verifier)."""
        from termigen.verify.verifier import run_tests

        return run_tests(task, task_dir, agent, verifier)

    def release(self, item: Sandbox | Future | None) -> None:
        """Remove a container in the background (a Future still starting is removed once it has started)."""
        if deferred(item, self.release):
            return
        if self._closed:
            _stop_quietly(item)
        else:
            self._reaper.submit(_stop_quietly, item)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        with self._lock:
            pending = [f for q in self._ready.values() for f in q]
            self._ready.clear()
        for f in pending:
            try:
                _stop_quietly(f.result(timeout=120))
            except Exception:  # noqa: BLE001 — a start that failed has nothing to remove
                pass
        self._starter.shutdown(wait=True)
        self._reaper.shutdown(wait=True)


def deferred(item, release) -> bool:
    """For a pool's release(item): nothing to do for None, and a Future still starting is released once it has
    started (a start that failed holds nothing). True when `item` was one of those, so release() is done."""
    if item is None:
        return True
    if isinstance(item, Future):
        item.add_done_callback(lambda f: release(f.result()) if not f.exception() else None)
        return True
    return False


def _stop_quietly(sb: Sandbox) -> None:
    try:
        sb.stop()
    except Exception as e:  # noqa: BLE001 — cleanup must not kill training; _cleanup's atexit is the backstop
        log.warning("could not remove container: %s", e)
