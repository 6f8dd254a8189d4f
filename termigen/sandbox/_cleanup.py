"""Containers never outlive their owner: a per-process registry, atexit/SIGTERM/SIGINT hooks, stale sweeping.

Every sandbox container carries labels naming its owner (host, pid, process start time). The registry removes
what this process started when it exits; `cleanup_stale()` removes what a crashed (SIGKILLed) process left.
"""

from __future__ import annotations

import atexit
import os
import signal
import socket
import threading

LABEL = "termigen.sandbox"
OWNER_HOST = "termigen.sandbox.owner_host"
OWNER_PID = "termigen.sandbox.owner_pid"
OWNER_START = "termigen.sandbox.owner_start"

_lock = threading.RLock()  # re-entrant: the signal handler may interrupt the main thread inside it
_live: dict[str, object] = {}  # container id -> docker client that created it
_hooks_installed = False
_signals_installed = False
_closing = False  # a signal arrived or the interpreter exits: containers still being created are removed at once
_closers: list = []  # called on shutdown before the removal (pools stop refilling and wait for their starts)


def _process_start_time(pid: int) -> str:
    """Start time in clock ticks since boot (field 22 of /proc/PID/stat): tells a reused pid apart."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read().decode(errors="replace")
        # comm (field 2) may contain spaces and parentheses; fields after the last ')' are fixed.
        return stat.rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return ""


def owner_labels() -> dict[str, str]:
    pid = os.getpid()
    return {
        LABEL: "1",
        OWNER_HOST: socket.gethostname(),
        OWNER_PID: str(pid),
        OWNER_START: _process_start_time(pid),
    }


def _owner_alive(labels: dict[str, str]) -> bool:
    try:
        pid = int(labels.get(OWNER_PID, ""))
    except ValueError:
        return False
    if not os.path.exists(f"/proc/{pid}"):
        return False
    recorded = labels.get(OWNER_START, "")
    return not recorded or recorded == _process_start_time(pid)


def register(container_id: str, client) -> None:
    """Track a new container. During shutdown (a signal arrived while another thread was creating it) the
    container is removed right away and SandboxError raised, so nothing outlives the process."""
    install_hooks()
    with _lock:
        if not _closing:
            _live[container_id] = client
            return
    remove_container(client, container_id)
    from termigen.errors import SandboxError

    raise SandboxError("the process is shutting down; the new container was removed")


def unregister(container_id: str) -> None:
    with _lock:
        _live.pop(container_id, None)


def remove_container(client, container_id: str) -> None:
    """Force-remove; a container that is already gone (or being removed) is not an error."""
    from docker.errors import APIError, NotFound

    try:
        client.api.remove_container(container_id, force=True, v=True)
    except NotFound:
        pass
    except APIError as e:
        if e.status_code != 409 or "in progress" not in str(e):
            raise


def remove_all_owned() -> int:
    """Remove every container this process started and has not stopped yet. Returns how many."""
    with _lock:
        items = list(_live.items())
        _live.clear()
    for cid, client in items:
        try:
            remove_container(client, cid)
        except Exception:  # best effort at exit: the engine may be gone
            pass
    return len(items)


def closing() -> bool:
    """True once the process is shutting down (a signal, or the interpreter's exit)."""
    return _closing


def add_closer(fn) -> None:
    """Call fn() on shutdown, after new containers start being refused and before the owned ones are removed."""
    with _lock:
        if fn not in _closers:
            _closers.append(fn)


def _shutdown() -> None:
    global _closing
    _closing = True
    for fn in list(_closers):
        try:
            fn()
        except Exception:  # best effort: removal must still run
            pass
    remove_all_owned()


def _on_signal(signum, frame):
    _shutdown()
    previous = _previous_handlers.get(signum)
    if callable(previous):
        previous(signum, frame)
    elif previous == signal.SIG_IGN:
        return
    else:  # SIG_DFL: die of the same signal, as the process would have without us
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)


_previous_handlers: dict[int, object] = {}


def install_hooks() -> None:
    """atexit always; signal handlers only from the main thread (Python allows no other): the package installs
    them at import, so that containers started from worker threads (the gate's pool) are covered too."""
    global _hooks_installed, _signals_installed
    if _hooks_installed and _signals_installed:
        return
    with _lock:
        if not _hooks_installed:
            atexit.register(_shutdown)
            _hooks_installed = True
        if not _signals_installed and threading.current_thread() is threading.main_thread():
            for signum in (signal.SIGTERM, signal.SIGINT):
                try:
                    _previous_handlers[signum] = signal.getsignal(signum)
                    signal.signal(signum, _on_signal)
                except (ValueError, OSError):
                    pass
            _signals_installed = True


def cleanup_stale(client=None) -> list[str]:
    """Remove labelled containers on this host whose owner process is dead. Returns their names."""
    if client is None:
        from termigen.dockerutil import client as get_client

        client = get_client()
    host = socket.gethostname()
    removed = []
    for c in client.api.containers(all=True, filters={"label": f"{LABEL}=1"}):
        labels = c.get("Labels") or {}
        if labels.get(OWNER_HOST) != host or _owner_alive(labels):
            continue
        remove_container(client, c["Id"])
        removed.append((c.get("Names") or [c["Id"][:12]])[0].lstrip("/"))
    return removed
