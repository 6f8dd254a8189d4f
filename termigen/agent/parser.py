"""Lenient parsing of `<tool_call>{"name": "bash", "arguments": {"command": ...}}</tool_call>` actions.

Small models break JSON in predictable ways — trailing commas, raw newlines inside strings, a stray quote
or code fence around the object, Python-style quoting, a missing closing tag when generation stops — so
each block is tried with progressively looser readers before it counts as a parse error.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from typing import Any

TOOL_NAME = "bash"
_BLOCK = re.compile(r"<tool_call>(.*?)(?:</tool_call>|(?=<tool_call>)|\Z)", re.S)
_FENCE = re.compile(r"^```[a-zA-Z]*\s*|\s*```$")
_TRAILING_COMMA = re.compile(r",\s*([}\]])")
_COMMAND_FALLBACK = re.compile(r'"command"\s*:\s*"(.*)"\s*}?\s*}?\s*$', re.S)


@dataclass
class ToolCall:
    command: str
    call_id: str = ""  # the server's id for native calls; assigned by the loop for text calls


@dataclass
class ParsedReply:
    calls: list[ToolCall] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # one message per block that could not be read
    mentions_tool_call: bool = False  # the reply tried to act, even if nothing parsed


def parse_reply(text: str) -> ParsedReply:
    result = ParsedReply(mentions_tool_call="<tool_call" in text)
    for match in _BLOCK.finditer(text or ""):
        body = match.group(1).strip()
        try:
            result.calls.append(ToolCall(command=call_from_object(load_lenient(body))))
        except ValueError as exc:
            result.errors.append(f"{exc} in: {body[:200]!r}")
    return result


def load_lenient(body: str) -> Any:
    """Parse a JSON-ish object, trying looser readings one by one."""
    candidates = [body]
    cleaned = _FENCE.sub("", body).strip().strip("'\"`").strip()
    candidates.append(cleaned)
    candidates.append(_TRAILING_COMMA.sub(r"\1", cleaned))
    for text in candidates:
        for loader in (_json_strict_false, _json_prefix, _python_literal):
            try:
                value = loader(text)
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                continue
            if isinstance(value, dict):
                return value
    match = _COMMAND_FALLBACK.search(cleaned)  # last resort: a command string with bad escapes
    if match:
        return {"name": TOOL_NAME, "arguments": {"command": _unescape(match.group(1))}}
    raise ValueError("not a JSON object")


def call_from_object(obj: dict[str, Any]) -> str:
    """The command of a bash call, from the shapes models produce (OpenAI, Hermes, bare arguments)."""
    if "function" in obj and isinstance(obj["function"], dict):  # {"type": "function", "function": {...}}
        obj = obj["function"]
    name = obj.get("name", TOOL_NAME)
    if name != TOOL_NAME:
        raise ValueError(f"unknown tool {name!r} (the only tool is {TOOL_NAME!r})")
    args = obj.get("arguments", obj.get("parameters", obj.get("args")))
    if args is None and "command" in obj:
        args = obj
    if isinstance(args, str):
        try:
            args = load_lenient(args)
        except ValueError:
            args = {"command": args}  # arguments given as the bare command string
    if not isinstance(args, dict) or not isinstance(args.get("command", args.get("cmd")), str):
        raise ValueError('missing "command" string in the arguments')
    command = args.get("command", args.get("cmd"))
    if not command.strip():
        raise ValueError("empty command")
    return command


def _json_strict_false(text: str) -> Any:
    return json.loads(text, strict=False)  # strict=False accepts raw newlines/tabs inside strings


def _json_prefix(text: str) -> Any:
    start = text.find("{")
    if start < 0:
        raise ValueError("no object")
    value, _ = json.JSONDecoder(strict=False).raw_decode(text[start:])  # ignores trailing junk
    return value


def _python_literal(text: str) -> Any:
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end < start:
        raise ValueError("no object")
    return ast.literal_eval(text[start : end + 1])


def _unescape(text: str) -> str:
    try:
        return json.loads(f'"{text}"', strict=False)
    except ValueError:
        return text.replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")
