"""A Terminal on terminal-bench's TmuxSession (duck-typed: no terminal_bench import here).

tmux gives no exit codes and no end-of-command signal, so each command is typed as ONE line:

    printf '\n__TG_%s_%s__\n' B 7; eval '<command>'; printf '\n__TG_%s_%s_%s__\n' E 7 $?

and the pane is polled until the end marker appears. One line means nothing is typed ahead into a
running program, `eval` keeps heredocs whole and turns a syntax error into exit code 2, and printf's
format keeps the typed text from ever matching the markers it prints. The output is what lies between
the two markers. A command still running at its timeout gets C-c, and a fresh end marker resyncs.
"""

from __future__ import annotations

import asyncio
import re
import shlex
import time
from typing import Any

from termigen.agent.terminal import Observation, TerminalDead

_POLL_FIRST_SEC = 0.05
_POLL_MAX_SEC = 0.5
_INTERRUPT_WAIT_SEC = 3.0


class TmuxTerminal:
    description = (
        "Commands are typed into one persistent interactive bash session (tmux): the working directory, "
        "variables and background jobs carry over. Commands that wait for input are interrupted at "
        "their timeout; avoid editors and pagers."
    )

    def __init__(self, session: Any, min_wait_sec: float = 0.0):
        self.session = session
        self.min_wait_sec = min_wait_sec
        self._n = 0
        self._pending: int | None = None  # a command we interrupted whose end marker never showed

    # -- tmux access: prefer joined lines (-J) through the session's own exec, fall back to its API --
    def _capture(self, entire: bool) -> str:
        exec_run = getattr(self.session, "_exec_run", None)
        name = getattr(self.session, "_session_name", None)
        if exec_run is not None and name:
            args = ["tmux", "capture-pane", "-p", "-J"] + (["-S", "-"] if entire else []) + ["-t", name]
            result = exec_run(args)
            if result.exit_code == 0:
                return result.output.decode(errors="replace")
        return self.session.capture_pane(capture_entire=entire)

    def _type_line(self, line: str) -> None:
        self.session.send_keys([line, "Enter"], block=False, min_timeout_sec=0)

    def _alive(self) -> bool:
        check = getattr(self.session, "is_session_alive", None)
        return True if check is None else bool(check())

    async def _wait_for(self, pattern: re.Pattern[str], deadline: float) -> tuple[re.Match[str] | None, str]:
        """Poll the visible screen (cheap) until `pattern` shows or the deadline passes."""
        delay = _POLL_FIRST_SEC
        while True:
            text = await asyncio.to_thread(self._capture, False)
            match = pattern.search(text)
            if match or time.monotonic() >= deadline:
                return match, text
            await asyncio.sleep(delay)
            delay = min(delay * 2, _POLL_MAX_SEC)

    async def _interrupt(self, n: int) -> int | None:
        """C-c, then a resync end marker; returns its exit code, or None if the shell never came back."""
        for _ in range(2):
            await asyncio.to_thread(self.session.send_keys, ["C-c"], False, 0)
            await asyncio.sleep(0.2)
            await asyncio.to_thread(self._type_line, f"printf '\\n__TG_%s_%s_%s__\\n' E {n} $?")
            match, _ = await self._wait_for(_end_re(n), time.monotonic() + _INTERRUPT_WAIT_SEC)
            if match:
                return int(match.group(1))
        return None

    async def run(self, command: str, timeout: float) -> Observation:
        if not await asyncio.to_thread(self._alive):
            raise TerminalDead("the tmux session is gone")
        if self._pending is not None:  # the shell was still busy after our last interrupt: try again first
            if await self._interrupt(self._pending) is None:
                return Observation("", None, note="the terminal is still busy with an earlier command")
            self._pending = None

        self._n += 1
        n = self._n
        line = (
            f"printf '\\n__TG_%s_%s__\\n' B {n}; eval {shlex.quote(command)}; printf '\\n__TG_%s_%s_%s__\\n' E {n} $?"
        )
        started = time.monotonic()
        await asyncio.to_thread(self._type_line, line)
        if self.min_wait_sec:
            await asyncio.sleep(self.min_wait_sec)
        match, screen = await self._wait_for(_end_re(n), started + timeout)
        timed_out = match is None
        note = ""
        if timed_out:
            code = await self._interrupt(n)
            if code is None:
                self._pending = n
                note = "still running: C-c did not return to the prompt"
            else:
                note = "interrupted with C-c"
            if not await asyncio.to_thread(self._alive):
                raise TerminalDead("the tmux session died")
        if timed_out or not _begin_re(n).search(screen):  # the output did not fit on the visible screen
            screen = await asyncio.to_thread(self._capture, True)
        output = _between_markers(screen, n)
        return Observation(output, None if timed_out else int(match.group(1)), timed_out=timed_out, note=note)


def _begin_re(n: int) -> re.Pattern[str]:
    return re.compile(rf"^__TG_B_{n}__$", re.M)


def _end_re(n: int) -> re.Pattern[str]:
    return re.compile(rf"^__TG_E_{n}_(\d+)__$", re.M)


def _between_markers(text: str, n: int) -> str:
    begin = _begin_re(n).search(text)
    end = _end_re(n).search(text)
    if begin is None:  # scrolled out of tmux history (50k lines) — show what is left
        start, prefix = 0, "[earlier output scrolled out of the terminal history]\n"
    else:
        start, prefix = begin.end() + 1, ""
    stop = end.start() if end else len(text)
    body = text[start:stop]
    if body.endswith("\n"):  # the newline printf put before the end marker
        body = body[:-1]
    return prefix + body.rstrip("\n") + ("\n" if body.strip() else "")
