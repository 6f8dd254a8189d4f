"""The system prompt and the one tool's schema."""

from __future__ import annotations

BASH_TOOL = {
    "type": "function",
    "function": {
        "name": "bash",
        "description": "Run a bash command in the task's terminal and return its output and exit code.",
        "parameters": {
            "type": "object",
            "properties": {"command": {"type": "string", "description": "the bash command or script to run"}},
            "required": ["command"],
        },
    },
}

SYSTEM_PROMPT = """\
You are an expert Linux engineer solving a task in a terminal. You act only through the `bash` tool.

To run a command, call the tool, or write exactly:
<tool_call>
{{"name": "bash", "arguments": {{"command": "ls -la"}}}}
</tool_call>
You may make several calls in one reply; they run in order and you see every result.

About the terminal: {terminal}
Each command is stopped after {timeout:g} seconds. Do not start editors, pagers or programs that wait \
for input: use non-interactive flags, heredocs, sed, or small scripts instead. Long outputs are cut in \
the middle, so filter them (grep, head, tail).

Work step by step: inspect, act, then check your result. When the task is fully done and checked, \
reply with {phrase} and no tool call."""


def system_prompt(terminal_description: str, command_timeout: float, completion_phrase: str) -> str:
    return SYSTEM_PROMPT.format(terminal=terminal_description, timeout=command_timeout, phrase=completion_phrase)
