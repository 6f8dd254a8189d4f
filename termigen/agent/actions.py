"""Running one tool call on a `Terminal`: bash as is, the structured actions as small shell programs.

Every action goes through `Terminal.run`, so the same code drives Harbor exec, tmux and the sandbox. File
contents travel base64-encoded (exact bytes, no quoting trouble), in chunks that stay under the kernel's
128 KiB limit on one argument; `edit` reads the file, replaces the exact string here and writes it back.
"""

from __future__ import annotations

import base64
import binascii
import shlex
from dataclasses import dataclass

from termigen.agent.output import format_observation
from termigen.agent.parser import ToolCall
from termigen.agent.terminal import Observation, Terminal

READ_LINES = 400  # lines read_file shows when no end_line is given
SEARCH_RESULTS = 200
_CHUNK = 48_000  # base64 characters per write command


@dataclass
class ActionResult:
    text: str  # what the model sees
    exit_code: int | None
    ran_command: bool  # it went to the terminal (counts as a command)
    finished: bool = False  # `finish`: the run ends


class ActionRunner:
    def __init__(self, terminal: Terminal, max_output_chars: int):
        self.terminal = terminal
        self.max_output_chars = max_output_chars
        self.todo: list[dict[str, str]] = []

    async def run(self, call: ToolCall, timeout: float) -> ActionResult:
        args = call.arguments
        if call.name == "bash":
            return await self._shell(args["command"], timeout)
        if call.name == "finish":
            return ActionResult(f"Finished: {args.get('message') or 'task complete'}", 0, False, finished=True)
        if call.name == "todo":
            self.todo = list(args["items"])
            marks = {"completed": "[x]", "in_progress": "[~]", "pending": "[ ]"}
            lines = [f"{marks.get(i['status'], '[ ]')} {i['content']}" for i in self.todo]
            return ActionResult("Task list:\n" + ("\n".join(lines) or "(empty)"), 0, False)
        if call.name == "read_file":
            start = max(1, int(args.get("start_line") or 1))
            end = int(args.get("end_line") or start + READ_LINES - 1)
            path = shlex.quote(args["path"])
            script = (
                f"if [ ! -f {path} ]; then echo 'no such file: '{path}; exit 1; fi; "
                f"awk -v s={start} -v e={end} 'NR>=s && NR<=e {{printf \"%6d\\t%s\\n\", NR, $0}} "
                f"END {{ if (NR > e) printf \"[lines %d-%d of %d shown]\\n\", s, e, NR }}' {path}"
            )
            return await self._shell(script, timeout)
        if call.name == "write_file":
            return await self._write(args["path"], args["content"].encode(), timeout, "wrote")
        if call.name == "edit":
            return await self._edit(args, timeout)
        if call.name == "search":
            return await self._search(args, timeout)
        return ActionResult(f"[unknown tool {call.name!r}]", None, False)

    async def _shell(self, script: str, timeout: float) -> ActionResult:
        obs = await self.terminal.run(script, timeout)
        return ActionResult(format_observation(obs, self.max_output_chars, timeout), obs.exit_code, True)

    async def _write(self, path: str, data: bytes, timeout: float, verb: str) -> ActionResult:
        quoted = shlex.quote(path)
        encoded = base64.b64encode(data).decode()
        chunks = [encoded[i : i + _CHUNK] for i in range(0, len(encoded), _CHUNK)] or [""]
        obs: Observation | None = None
        for i, chunk in enumerate(chunks):
            redirect = ">" if i == 0 else ">>"
            prefix = f'mkdir -p -- "$(dirname -- {quoted})" && ' if i == 0 else ""
            script = f"{prefix}printf %s {shlex.quote(chunk)} | base64 -d {redirect} {quoted}"
            if i == len(chunks) - 1:
                script += f" && echo '{verb} {len(data)} bytes to '{quoted}"
            obs = await self.terminal.run(script, timeout)
            if obs.exit_code != 0:
                break
        assert obs is not None
        return ActionResult(format_observation(obs, self.max_output_chars, timeout), obs.exit_code, True)

    async def _edit(self, args: dict, timeout: float) -> ActionResult:
        path, old, new = args["path"], args["old_string"], args["new_string"]
        quoted = shlex.quote(path)
        obs = await self.terminal.run(f"if [ -f {quoted} ]; then base64 < {quoted}; else exit 3; fi", timeout)
        if obs.exit_code == 3:
            return ActionResult(f"edit failed: no such file: {path}\n[exit code 1]", 1, True)
        try:
            text = base64.b64decode("".join(obs.output.split()), validate=True).decode()
        except (binascii.Error, ValueError, UnicodeDecodeError):
            return ActionResult(f"edit failed: could not read {path} as UTF-8 text\n[exit code 1]", 1, True)
        count = text.count(old) if old else 0
        if count == 0:
            return ActionResult(f"edit failed: old_string not found in {path}\n[exit code 1]", 1, True)
        if count > 1 and not args.get("replace_all"):
            message = f"edit failed: old_string occurs {count} times in {path}; make it unique or set replace_all"
            return ActionResult(message + "\n[exit code 1]", 1, True)
        updated = text.replace(old, new) if args.get("replace_all") else text.replace(old, new, 1)
        result = await self._write(path, updated.encode(), timeout, f"replaced {count} occurrence(s); wrote")
        return result

    async def _search(self, args: dict, timeout: float) -> ActionResult:
        path = shlex.quote(args.get("path") or ".")
        pattern, glob = args.get("pattern"), args.get("glob")
        if pattern:
            include = f" --include={shlex.quote(glob)}" if glob else ""
            script = (
                f"grep -rnIE --exclude-dir=.git{include} -e {shlex.quote(pattern)} -- {path} > /tmp/.tg_search; "
                f"rc=$?; head -n {SEARCH_RESULTS} /tmp/.tg_search; n=$(wc -l < /tmp/.tg_search); "
                f"[ $n -gt {SEARCH_RESULTS} ] && echo \"[$n matches, first {SEARCH_RESULTS} shown]\"; "
                "rm -f /tmp/.tg_search; [ $rc -eq 1 ] && echo '(no matches)'; exit $rc"
            )
        else:
            script = (
                f"find {path} -name .git -prune -o -name {shlex.quote(glob)} -print | sort | head -n {SEARCH_RESULTS}"
            )
        return await self._shell(script, timeout)
