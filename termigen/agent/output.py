"""What the model sees of a command: head and tail of its output, its exit code, whether it timed out."""

from __future__ import annotations

import re

from termigen.agent.terminal import Observation

_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\r(?=\n)")


def truncate_middle(text: str, limit: int) -> str:
    """Keep the first and last parts of `text` (errors usually sit at the end) and say what was cut."""
    if len(text) <= limit:
        return text
    cut = len(text) - limit
    head = limit // 2
    tail = limit - head
    head_text, tail_text = text[:head], text[-tail:]
    omitted_lines = text[head : len(text) - tail].count("\n")
    marker = f"\n[... {cut:,} characters ({omitted_lines:,} lines) omitted from the middle of the output ...]\n"
    return head_text + marker + tail_text


def format_observation(obs: Observation, limit: int, timeout: float) -> str:
    text = truncate_middle(_ANSI.sub("", obs.output), limit)
    if obs.timed_out:
        status = f"[command timed out after {timeout:g}s"
        status += f"; {obs.note}]" if obs.note else "]"
    elif obs.exit_code is None:
        status = f"[exit code unknown{'; ' + obs.note if obs.note else ''}]"
    else:
        status = f"[exit code {obs.exit_code}]"
    if not text.strip():
        return f"(no output)\n{status}"
    return text.rstrip("\n") + "\n" + status
