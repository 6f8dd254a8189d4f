"""The `Terminal` protocol the agent loop drives, and terminals built on one-shot `exec` calls.

One-shot exec (Harbor's `environment.exec`, our sandbox, a local subprocess) starts a fresh shell per
command, so `ExecTerminal` wraps each command to (1) carry the working directory from one command to the
next, (2) kill it inside the container when it runs too long (killing the `docker exec` client leaves the
process running), and (3) keep syntax errors and `exit` contained.
"""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import signal
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable


@dataclass
class Observation:
    output: str
    exit_code: int | None  # None: unknown (timed out, or the terminal could not tell)
    timed_out: bool = False
    note: str = ""  # what the terminal did about it, e.g. "interrupted with C-c"


@runtime_checkable
class Terminal(Protocol):
    # One sentence for the system prompt about how state carries between commands.
    description: str

    async def run(self, command: str, timeout: float) -> Observation: ...


class TerminalDead(Exception):
    """The terminal is gone (container stopped, tmux session died): no further command can run."""


# Runs a bash script: (stdout, stderr, exit_code), or raises. Environments that merge the two streams
# return "" for stderr. `timeout_sec` is only a backstop: the script enforces the real timeout itself.
ExecFn = Callable[[str, int], Awaitable[tuple[str, str, int]]]

_CWD_MARK = "__TG_CWD__"
_CWD_RE = re.compile(r"\n" + _CWD_MARK + r"(/[^\n]*)\n?$")
_KILL_GRACE_SEC = 5
_BACKSTOP_SEC = 15


def wrap_command(command: str, cwd: str | None, timeout: float) -> str:
    """A bash script that runs `command` in `cwd` under `timeout` and reports the final directory."""
    inner = "\n".join(
        [
            f"cd {shlex.quote(cwd)} 2>/dev/null" if cwd else ":",
            # eval keeps heredocs intact and turns a syntax error into exit code 2 instead of skipping the
            # reporting line below.
            f"eval {shlex.quote(command)}",
            "__tg_rc=$?",
            f"printf '\\n{_CWD_MARK}%s\\n' \"$PWD\"",
            "exit $__tg_rc",
        ]
    )
    secs = max(1, int(timeout + 0.999))
    quoted = shlex.quote(inner)
    # timeout(1) signals the whole process group, so pipelines and children die too.
    return (
        f"if command -v timeout >/dev/null 2>&1; then timeout -k {_KILL_GRACE_SEC} {secs} bash -c {quoted}; "
        f"else bash -c {quoted}; fi"
    )


def split_cwd(output: str) -> tuple[str, str | None]:
    """Remove the directory report that `wrap_command` appends; return (output, cwd or None)."""
    match = _CWD_RE.search(output)
    if not match:
        return output, None
    return output[: match.start()], match.group(1)


class ExecTerminal:
    """A Terminal over any one-shot exec function (Harbor environment, sandbox, local subprocess)."""

    description = (
        "Each command runs in a fresh non-interactive bash process (stdin is empty): the working "
        "directory carries over between commands, but shell variables, `export`s and background "
        "jobs do not, so chain dependent steps with `&&` or put them in a script."
    )

    def __init__(self, exec_fn: ExecFn, cwd: str | None = None):
        self._exec = exec_fn
        self.cwd = cwd

    async def run(self, command: str, timeout: float) -> Observation:
        started = time.monotonic()
        script = wrap_command(command, self.cwd, timeout)
        backstop = int(timeout) + _KILL_GRACE_SEC + _BACKSTOP_SEC
        try:
            stdout, stderr, code = await asyncio.wait_for(self._exec(script, backstop), timeout=backstop + 5)
        except TimeoutError:
            return Observation("", None, timed_out=True, note="the terminal did not answer; command abandoned")
        except TerminalDead:
            raise
        except Exception as exc:  # noqa: BLE001 — an exec failure is an observation, not a crash
            if "timed out" in str(exc).lower():
                return Observation("", None, timed_out=True, note="command abandoned")
            raise TerminalDead(f"{type(exc).__name__}: {exc}") from exc
        output, cwd = split_cwd(stdout)
        output += stderr
        if cwd:
            self.cwd = cwd
        elapsed = time.monotonic() - started
        timed_out = code in (124, 137) and cwd is None and elapsed >= timeout - 0.5
        if timed_out:
            return Observation(output, None, timed_out=True, note="killed")
        return Observation(output, code)


async def local_exec(script: str, timeout_sec: int) -> tuple[str, str, int]:
    """Run a bash script on this machine; stdout and stderr interleaved as a terminal would show them."""
    proc = await asyncio.create_subprocess_exec(
        "bash",
        "-c",
        script,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        start_new_session=True,  # its own process group, so a timeout kills every child
    )
    try:
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=timeout_sec)
    except (TimeoutError, asyncio.CancelledError):
        _kill_session(proc.pid)
        await proc.wait()  # returns once every process holding the output pipe is gone
        raise
    return out.decode(errors="replace"), "", proc.returncode if proc.returncode is not None else -1


def _kill_session(sid: int) -> None:
    """Kill every process of the session: timeout(1) moves its child to a process group of its own."""
    pids = [int(p) for p in os.listdir("/proc") if p.isdigit()] if os.path.isdir("/proc") else [sid]
    for pid in pids:
        try:
            if os.getsid(pid) == sid:
                os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


class LocalTerminal(ExecTerminal):
    """Commands run on the host in `cwd`: for tests, benchmarks and trusted local use only."""

    def __init__(self, cwd: str | None = None):
        super().__init__(local_exec, cwd=cwd or os.getcwd())
