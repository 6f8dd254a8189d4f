"""One command in a running container, with two independent ways to stop it.

1. Inside: coreutils `timeout --kill-after` wraps the command. `timeout` makes itself a process-group leader
   and signals the whole group, so pipelines and background children die with it.
2. Outside: the host reads the exec's output socket with short polls and keeps its own deadline. Past it (or
   on cancel), it kills every process carrying this exec's token in its environment (that also catches
   children that left the group with setsid), and if the stream still does not end, it gives up on the socket.
   A wedged exec can therefore never hang the caller.
"""

from __future__ import annotations

import struct
import threading
import time
import uuid
from collections.abc import Callable

TOKEN_VAR = "TERMIGEN_EXEC_ID"
KILL_AFTER_SEC = 2.0  # SIGTERM first, SIGKILL this much later (inside the container)
HOST_GRACE_SEC = 3.0  # extra wait before the host steps in
ABANDON_AFTER_SEC = 3.0  # after the host-side kill, wait this long for the stream to end
POLL_SEC = 0.2
TIMEOUT_EXIT_CODES = (124, 137)  # timeout's own code; 137 when SIGKILL was needed

# Kills by environment token: /proc/PID/environ keeps the environment the process was started with.
_KILL_SCRIPT = (
    "for d in /proc/[0-9]*; do "
    'if grep -qzx "$1" "$d/environ" 2>/dev/null; then p=${d#/proc/}; kill -KILL -- "-$p" "$p" 2>/dev/null; fi; '
    "done; exit 0"
)


def new_token() -> str:
    return uuid.uuid4().hex[:16]


def wrap(command: str, timeout: float | None, shell: str = "bash") -> list[str]:
    """argv that runs `command` under `<shell> -c` inside `timeout` (0 = no limit, still its own group)."""
    seconds = 0 if timeout is None else max(float(timeout), 0.001)
    return ["timeout", "-k", f"{KILL_AFTER_SEC:g}s", f"{seconds:g}s", shell, "-c", command]


def kill_by_token(api, container_id: str, token: str) -> None:
    """Best effort: SIGKILL every process (and its group) started by the exec with this token."""
    try:
        eid = api.exec_create(container_id, ["bash", "-c", _KILL_SCRIPT, "bash", f"{TOKEN_VAR}={token}"], user="0")
        api.exec_start(eid["Id"])
    except Exception:
        pass  # the container may be gone, which kills everything anyway


class _Output:
    """Keeps the head and the tail of a stream when it exceeds `limit` bytes (memory stays bounded)."""

    def __init__(self, limit: int):
        self.half = max(limit // 2, 1)
        self.head = bytearray()
        self.tail = bytearray()
        self.dropped = 0

    def add(self, data: bytes) -> None:
        room = self.half - len(self.head)
        if room > 0:
            self.head += data[:room]
            data = data[room:]
        if data:
            self.tail += data
            excess = len(self.tail) - self.half
            if excess > 0:
                del self.tail[:excess]
                self.dropped += excess

    def text(self) -> str:
        if self.dropped:
            mid = f"\n[... {self.dropped} bytes of output dropped ...]\n".encode()
            return (bytes(self.head) + mid + bytes(self.tail)).decode("utf-8", errors="replace")
        return (bytes(self.head) + bytes(self.tail)).decode("utf-8", errors="replace")


def _raw_socket(sock):
    return getattr(sock, "_sock", sock)


def already_read(resp, raw) -> bytes:
    """The bytes the HTTP client's buffered reader took off the socket past the upgrade response's headers.

    A command's first output often arrives in the same packet as the `101 UPGRADED` headers, and http.client
    reads headers through a buffered reader: reading only the raw socket from there on lost those bytes (seen
    under load: a command's first line, or all of a short output, gone with exit code 0). Never blocks."""
    fp = getattr(getattr(getattr(resp, "raw", None), "_fp", None), "fp", None)
    if fp is None or not hasattr(fp, "peek") or not hasattr(fp, "read1"):
        return b""
    timeout = raw.gettimeout()
    raw.setblocking(False)  # peek on an empty buffer reads the socket once: never wait for it here
    try:
        data = fp.peek(0)
        return fp.read1(len(data)) if data else b""
    except (OSError, ValueError):
        return b""
    finally:
        raw.settimeout(timeout)


class StreamOutcome:
    __slots__ = ("abandoned", "eof", "host_killed", "output")

    def __init__(self, output: str, eof: bool, host_killed: bool, abandoned: bool):
        self.output = output
        self.eof = eof
        self.host_killed = host_killed
        self.abandoned = abandoned


def run_stream(
    api,
    exec_id: str,
    *,
    deadline: float | None,
    kill: Callable[[], None],
    cancel: threading.Event | None,
    still_running: Callable[[], bool],
    max_output_bytes: int,
) -> StreamOutcome:
    """Read the multiplexed (stdout+stderr, in arrival order) stream of a started exec until it ends.

    `deadline` is a time.monotonic() value for the host-side kill; `still_running` says whether the exec's
    process is alive (used when the stream ended but the process may not have).
    """
    # exec_start(socket=True) drops the HTTP response, whose collection can close the socket; keep it.
    resp = api._post_json(
        api._url("/exec/{0}/start", exec_id),
        headers={"Connection": "Upgrade", "Upgrade": "tcp"},
        data={"Tty": False, "Detach": False},
        stream=True,
    )
    sock = api._get_raw_response_socket(resp)
    raw = _raw_socket(sock)
    raw.settimeout(POLL_SEC)
    out = _Output(max_output_bytes)
    buf = bytearray()
    head = already_read(resp, raw)
    eof = host_killed = abandoned = False
    abandon_at: float | None = None
    try:
        while True:
            if not eof:
                if head:
                    chunk, head = head, b""
                else:
                    try:
                        chunk = raw.recv(65536)
                    except (TimeoutError, BlockingIOError):
                        chunk = None
                    except OSError:
                        chunk = b""
                if chunk == b"":
                    eof = True
                elif chunk:
                    buf += chunk
                    while len(buf) >= 8:  # frame: 1 byte stream, 3 pad, 4 bytes big-endian length
                        size = struct.unpack(">I", buf[4:8])[0]
                        if len(buf) < 8 + size:
                            break
                        out.add(bytes(buf[8 : 8 + size]))
                        del buf[: 8 + size]
                    continue
            if eof:
                if not still_running():
                    break
                time.sleep(POLL_SEC)  # stream closed, process not yet reaped (or it closed its own fds)
            now = time.monotonic()
            if not host_killed and ((deadline is not None and now >= deadline) or (cancel and cancel.is_set())):
                kill()
                host_killed = True
                abandon_at = now + ABANDON_AFTER_SEC
            elif abandon_at is not None and now >= abandon_at:
                abandoned = True
                break
    finally:
        try:
            sock.close()
        except Exception:
            pass
        try:
            resp.close()
        except Exception:
            pass
    return StreamOutcome(out.text(), eof, host_killed, abandoned)
