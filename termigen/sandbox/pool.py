"""A warm pool of started sandboxes for one image and one set of Sandbox options.

`acquire()` hands out a sandbox that is already running, with its exec channel open, so the first command runs
a few milliseconds later instead of after a container start. A sandbox is handed out once and never comes back:
the caller stops it (which removes the container), and a background thread starts a fresh one from the image
to take its place. Isolation between trials is therefore the same as without the pool; only the start moved.

    with SandboxPool("termigen/core:1", size=4, cpus=1, memory_mb=2048) as pool:
        sb = pool.acquire()
        try:
            sb.exec("...")
        finally:
            sb.stop()

close() (also on leaving the `with`, at interpreter exit, and on SIGTERM/SIGINT through _cleanup) removes the
idle containers, the ones being started, and the handed-out ones not stopped yet.
"""

from __future__ import annotations

import collections
import logging
import threading
import time
import uuid
import weakref

from termigen.errors import SandboxError
from termigen.sandbox import _cleanup
from termigen.sandbox.container import Sandbox

log = logging.getLogger("termigen.sandbox")
POOL_LABEL = "termigen.sandbox.pool"
RETRY_AFTER_SEC = 2.0  # after a failed start, before the refill thread tries again
REFILL_DELAY_SEC = 0.25  # a replacement starts this long after a hand-out: the trial's first commands do not
# compete with a container start for the CPUs (on 2 cores that doubles their latency)

_open_pools: weakref.WeakSet[SandboxPool] = weakref.WeakSet()
_exit_hook_lock = threading.Lock()
_exit_hook = False


def _close_all_pools() -> None:
    for pool in list(_open_pools):
        pool.close(wait=True, join_timeout=10)


class SandboxPool:
    def __init__(self, image: str, size: int = 2, *, client=None, refill_delay: float = REFILL_DELAY_SEC,
                 **sandbox_options):
        """`sandbox_options` are Sandbox's keyword arguments (cpus, memory_mb, env, workdir, labels, ...); every
        sandbox of the pool gets the same ones, plus the label termigen.sandbox.pool=<pool id>."""
        if size < 0:
            raise ValueError("size must be >= 0")
        self.image = image
        self.size = size
        self.id = uuid.uuid4().hex[:12]
        self._client = client
        self._options = dict(sandbox_options)
        self._options.setdefault("exec_channel", True)  # the pool pre-opens the channel: that is its point
        self._options["labels"] = {**(self._options.get("labels") or {}), POOL_LABEL: self.id}
        self._ready: collections.deque[Sandbox] = collections.deque()
        self._starting: set[Sandbox] = set()
        self._handed: weakref.WeakSet[Sandbox] = weakref.WeakSet()
        self._cond = threading.Condition()
        self._closed = False
        self.last_error = ""
        self.hits = self.misses = 0  # acquires served from the pool / by a cold start
        self.refill_delay = refill_delay
        self._last_acquire = 0.0
        self._thread = threading.Thread(target=self._refill, name=f"sandbox-pool-{self.id}", daemon=True)
        _install_exit_hook()
        _open_pools.add(self)
        self._thread.start()

    # ---- public ----------------------------------------------------------------------------------------------

    def acquire(self, timeout: float | None = 0) -> Sandbox:
        """A started sandbox of its own. Waits up to `timeout` seconds (None: as long as it takes) for a warm
        one; with none ready by then, starts one here (a cold start). The caller stops it when done."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while True:
                if self._closed:
                    raise SandboxError(f"the sandbox pool for {self.image} is closed")
                while self._ready:
                    sb = self._ready.popleft()
                    if self._healthy(sb):
                        self.hits += 1
                        self._last_acquire = time.monotonic()
                        self._handed.add(sb)
                        self._cond.notify_all()  # the refill thread starts its replacement
                        return sb
                    self._discard(sb)
                if deadline is not None and time.monotonic() >= deadline:
                    break
                if self.size == 0:
                    break
                self._cond.wait(None if deadline is None else max(deadline - time.monotonic(), 0))
            self.misses += 1
            self._cond.notify_all()
        sb = self._new()
        try:
            sb.start()
        except BaseException:
            sb.stop()
            raise
        with self._cond:
            if self._closed:
                sb.stop()
                raise SandboxError(f"the sandbox pool for {self.image} is closed")
            self._handed.add(sb)
        return sb

    def ready_count(self) -> int:
        with self._cond:
            return len(self._ready)

    def wait_ready(self, count: int | None = None, timeout: float = 60) -> bool:
        """Block until `count` (default: size) warm sandboxes are ready; False on timeout."""
        want = self.size if count is None else count
        deadline = time.monotonic() + timeout
        with self._cond:
            while len(self._ready) < want and not self._closed:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return len(self._ready) >= want

    def close(self, wait: bool = True, include_acquired: bool = True, join_timeout: float = 60) -> None:
        """Remove every container of the pool: the idle ones, the ones being started, and (include_acquired)
        the handed-out ones their callers have not stopped. Safe to call twice."""
        with self._cond:
            self._closed = True
            idle = list(self._ready)
            self._ready.clear()
            starting = list(self._starting)
            handed = list(self._handed) if include_acquired else []
            self._cond.notify_all()
        _open_pools.discard(self)
        for sb in idle + handed:
            self._discard(sb)
        if wait and self._thread is not threading.current_thread():
            self._thread.join(timeout=join_timeout)
        for sb in starting:  # normally stopped by the refill thread itself once it sees the pool closed
            self._discard(sb)

    def __enter__(self) -> SandboxPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ---- inside ----------------------------------------------------------------------------------------------

    def _new(self) -> Sandbox:
        return Sandbox(self.image, client=self._client, **self._options)

    @staticmethod
    def _healthy(sb: Sandbox) -> bool:
        if not sb.container_id:
            return False
        if sb._channel is not None:
            return sb._channel.alive  # the helper's stream ends when the container stops
        return bool(sb.state().get("Running"))

    @staticmethod
    def _discard(sb: Sandbox) -> None:
        try:
            sb.stop()
        except Exception as e:  # best effort: the engine may be gone at exit
            log.debug("pool: could not remove %s: %s", sb.container_id, e)

    def _refill(self) -> None:
        while True:
            with self._cond:
                while True:
                    while not self._closed and len(self._ready) + len(self._starting) >= self.size:
                        self._cond.wait()
                    wait = self._last_acquire + self.refill_delay - time.monotonic()
                    if self._closed or wait <= 0:
                        break
                    self._cond.wait(wait)
                if self._closed or _cleanup.closing():
                    return
                sb = self._new()
                self._starting.add(sb)
            try:
                sb.start()
                sb.exec("true", timeout=30)  # warm up: the first command in a container pays one-time costs
                error = None
            except Exception as e:
                error = e
            with self._cond:
                self._starting.discard(sb)
                if error is None and not self._closed:
                    self._ready.append(sb)
                    self.last_error = ""
                    self._cond.notify_all()
                    continue
                closed = self._closed
            self._discard(sb)
            if closed or _cleanup.closing():
                return
            self.last_error = str(error)
            log.warning("sandbox pool %s (%s): a start failed, retrying in %.0f s: %s", self.id, self.image,
                        RETRY_AFTER_SEC, error)
            with self._cond:
                self._cond.wait(RETRY_AFTER_SEC)


def _install_exit_hook() -> None:
    """On exit and on SIGTERM/SIGINT, pools close (their refill threads stop) before _cleanup removes the rest."""
    global _exit_hook
    with _exit_hook_lock:
        if not _exit_hook:
            _cleanup.install_hooks()
            _cleanup.add_closer(_close_all_pools)
            _exit_hook = True
