"""A persistent exec channel into a running sandbox: one `docker exec -i` per container, many commands.

A `docker exec` costs several engine round trips (create, start, inspect) and a process set-up by the runtime:
tens of milliseconds per command. The channel pays that once: it starts a small helper (_channel_helper.py,
run by the container's own python3 as root) with its stdin and stdout attached, and then sends each command as
one JSON line and reads back framed output and the exit code. Each command is still a fresh process in a new
session, under the same `timeout` wrapper as a docker exec, with the same user, environment, folder and stdin
(/dev/null). Commands may overlap: the helper runs them side by side, and frames carry the command's id.

Where the helper cannot start (no python3 in the image, an engine that refuses), the sandbox uses docker exec
and says why once. A command the helper refuses before anything ran (an unknown user, a missing folder) goes
to docker exec too, so the engine reports the error in its own words. If the channel ends while a command
runs, the command's outcome is an error (the container died, or the helper was killed), never a hang.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import struct
import threading
import time
from pathlib import Path

from termigen.sandbox import _exec

log = logging.getLogger("termigen.sandbox")

# Opt-in for now ("1" turns the channel on for every Sandbox that does not choose): its own tests pass, but the gate,
# the hack battery and the agent's suites have not yet run on it, and a cold start pays ~0.2 s for the helper.
ENV_SWITCH = "TERMIGEN_EXEC_CHANNEL"  # "1" turns the channel on for every Sandbox that does not choose
START_TIMEOUT_SEC = 20.0  # for the helper to say it is ready (a loaded machine starts python slowly)
HEAD = struct.Struct(">cII")
# bash replaces itself with python3 under another name; the program comes on stdin, length first, so that the
# process's command line stays short and names neither python nor anything a task's kill loop looks for.
BOOT = "exec -a termigen-exec python3 -I -S -c 'import sys;n=int(sys.stdin.buffer.readline());exec(sys.stdin.buffer.read(n))'"
_SOURCE = (Path(__file__).with_name("_channel_helper.py")).read_bytes()

_noted: set[str] = set()
_noted_lock = threading.Lock()


def enabled_by_default() -> bool:
    return os.environ.get(ENV_SWITCH, "0").strip().lower() in ("1", "true", "yes", "on")


def note_once(key: str, message: str) -> None:
    """Log a fallback's reason once per process and kind (not once per command or per container)."""
    with _noted_lock:
        if key in _noted:
            return
        _noted.add(key)
    log.warning(message)


class ChannelUnavailable(Exception):
    """The helper did not start; the message says why."""


class NotStarted(Exception):
    """The helper refused a command before running anything (the caller may run it another way)."""


class Job:
    __slots__ = ("code", "done", "error", "id", "lost", "out")

    def __init__(self, ident: int, max_output_bytes: int):
        self.id = ident
        self.out = _exec._Output(max_output_bytes)
        self.done = threading.Event()
        self.code: int | None = None
        self.error: str | None = None  # F frame: not started
        self.lost = False  # the channel ended first


class Channel:
    """Host end. open() starts the helper; run()/kill()/ping() may be called from any thread."""

    def __init__(self, api, container_id: str, *, default_user: str, default_cwd: str, home_from_passwd: bool):
        self.api = api
        self.container_id = container_id
        self.default_user = default_user
        self.default_cwd = default_cwd
        self.home_from_passwd = home_from_passwd
        self._ids = itertools.count(1)
        self._jobs: dict[int, Job] = {}
        self._lock = threading.Lock()  # jobs and writes
        self._ready = threading.Event()
        self._closing = False
        self.alive = False
        self.end_reason = ""
        self._stderr = bytearray()
        self._sock = self._raw = self._resp = None
        self._reader: threading.Thread | None = None

    # ---- lifecycle -------------------------------------------------------------------------------------------

    def open(self, timeout: float = START_TIMEOUT_SEC) -> Channel:
        try:
            eid = self.api.exec_create(
                self.container_id, ["bash", "-c", BOOT], stdin=True, stdout=True, stderr=True, user="0"
            )["Id"]
            self._resp = self.api._post_json(
                self.api._url("/exec/{0}/start", eid),
                headers={"Connection": "Upgrade", "Upgrade": "tcp"},
                data={"Tty": False, "Detach": False},
                stream=True,
            )
            self._sock = self.api._get_raw_response_socket(self._resp)
            self._raw = _exec._raw_socket(self._sock)
            self._raw.settimeout(None)
            self._raw.sendall(b"%d\n" % len(_SOURCE) + _SOURCE)
        except Exception as e:
            self.close()
            raise ChannelUnavailable(f"cannot start the exec helper: {e}") from None
        self.alive = True
        self._reader = threading.Thread(target=self._read_loop, name=f"exec-channel-{self.container_id[:12]}",
                                        daemon=True)
        self._reader.start()
        if not self._ready.wait(timeout) or not self.alive:
            why = bytes(self._stderr).decode(errors="replace").strip() or self.end_reason or "no answer"
            self.close()
            raise ChannelUnavailable(f"the exec helper did not start: {why[-500:]}")
        return self

    def close(self) -> None:
        """End the channel (the helper kills what still runs and exits). Safe to call twice."""
        self._closing = True
        self.alive = False
        for closer in (lambda: self._raw.shutdown(2), lambda: self._sock.close(), lambda: self._resp.close()):
            try:
                closer()
            except Exception:
                pass
        self._fail_all("the channel was closed")

    def _fail_all(self, reason: str) -> None:
        with self._lock:
            jobs, self._jobs = list(self._jobs.values()), {}
            self.end_reason = self.end_reason or reason
        for job in jobs:
            job.lost = True
            job.done.set()
        self._ready.set()

    # ---- reading ---------------------------------------------------------------------------------------------

    def _read_loop(self) -> None:
        raw = self._raw
        docker_buf = bytearray()  # the engine's stream frames: 1 byte stream, 3 pad, 4 bytes length
        proto = bytearray()  # our frames, from the helper's stdout
        reason = "the helper's output ended"
        try:
            while True:
                try:
                    chunk = raw.recv(1 << 16)
                except OSError as e:
                    reason = f"reading the channel failed: {e}"
                    break
                if not chunk:
                    break
                docker_buf += chunk
                while len(docker_buf) >= 8:
                    size = struct.unpack(">I", docker_buf[4:8])[0]
                    if len(docker_buf) < 8 + size:
                        break
                    stream, payload = docker_buf[0], bytes(docker_buf[8 : 8 + size])
                    del docker_buf[: 8 + size]
                    if stream == 2:
                        self._stderr += payload
                        del self._stderr[:-4000]
                    else:
                        proto += payload
                self._dispatch(proto)
        finally:
            self.alive = False
            if self._stderr and not self._closing:
                reason += ": " + bytes(self._stderr).decode(errors="replace").strip()[-300:]
            self._fail_all(reason)

    def _dispatch(self, buf: bytearray) -> None:
        while len(buf) >= HEAD.size:
            kind, ident, size = HEAD.unpack_from(buf)
            if len(buf) < HEAD.size + size:
                return
            payload = bytes(buf[HEAD.size : HEAD.size + size])
            del buf[: HEAD.size + size]
            if kind == b"R":
                self._ready.set()
                continue
            with self._lock:
                job = self._jobs.get(ident)
                if job is not None and kind != b"O":
                    del self._jobs[ident]
            if job is None:
                continue
            if kind == b"O":
                job.out.add(payload)
                continue
            if kind == b"X":
                job.code = int(json.loads(payload)["code"])
            elif kind == b"F":
                job.error = str(json.loads(payload).get("error", "refused"))
            job.done.set()  # X, F, P

    # ---- commands --------------------------------------------------------------------------------------------

    def _send(self, msg: dict, job: Job | None = None) -> None:
        line = json.dumps(msg).encode() + b"\n"
        with self._lock:
            if not self.alive:  # never sent: the caller may run it another way
                if job is not None:
                    job.error = f"the exec channel has ended ({self.end_reason})"
                    job.done.set()
                return
            if job is not None:
                self._jobs[job.id] = job
            try:
                self._raw.sendall(line)
            except OSError as e:
                self.end_reason = self.end_reason or f"writing to the channel failed: {e}"
                self.alive = False
        if not self.alive:
            self._fail_all(self.end_reason)

    def run(self, argv: list[str], *, env: dict, cwd: str | None, user: str | None, max_output_bytes: int) -> Job:
        job = Job(next(self._ids), max_output_bytes)
        msg = {
            "op": "run",
            "id": job.id,
            "argv": argv,
            "env": env,
            "cwd": cwd or self.default_cwd,
            "user": user if user not in (None, "") else self.default_user,
            "home": self.home_from_passwd,
        }
        self._send(msg, job)
        return job

    def kill(self, job: Job | None, token: str | None) -> None:
        self._send({"op": "kill", "id": job.id if job else 0, "token": token})

    def ping(self, timeout: float) -> bool:
        """True if the helper answered within timeout (so the container is running)."""
        job = Job(next(self._ids), 1)
        self._send({"op": "ping", "id": job.id}, job)
        return job.done.wait(timeout) and not job.lost and job.error is None


def wait_job(job: Job, *, deadline: float | None, cancel: threading.Event | None, kill) -> tuple[bool, bool]:
    """Wait for a job like _exec.run_stream waits for a stream: past the deadline or on cancel, kill() once,
    then give up ABANDON_AFTER_SEC later. Returns (host_killed, abandoned)."""
    host_killed = False
    abandon_at: float | None = None
    while True:
        now = time.monotonic()
        step = _exec.POLL_SEC
        if not host_killed and deadline is not None:
            step = min(step, max(deadline - now, 0.0))
        if job.done.wait(step):
            return host_killed, False
        now = time.monotonic()
        if not host_killed and ((deadline is not None and now >= deadline) or (cancel is not None and cancel.is_set())):
            kill()
            host_killed = True
            abandon_at = now + _exec.ABANDON_AFTER_SEC
        elif abandon_at is not None and now >= abandon_at:
            return host_killed, True
