"""The one tool-call parser: native `tool_calls`, `<tool_call>{json}</tool_call>` text, and (structured
action set) the XML / YAML text forms, all read leniently; reasoning is never read as an action.

Small models break JSON in predictable ways — trailing commas, raw newlines inside strings, a stray quote
or code fence around the object, Python-style quoting, a missing closing tag when generation stops — so
each block is tried with progressively looser readers before it counts as a parse error.

Reasoning: `<think>`, `<thinking>` and `<reasoning>` blocks in the content are cut out before anything is
parsed (a model that considers a command and decides against it must not have it run). An opening tag
that is never closed makes the rest of the reply reasoning; a closing tag with no opening tag (chat
templates that put `<think>` in the prompt) makes everything before it reasoning. A server's
`reasoning_content` is read only when the reply has nothing else (no content, no native call): some
servers put the whole answer there when their reasoning parser misses the end of the thinking.

Structured text forms, for any tool of the action set (`read_file` shown):

    <read_file>                  <read_file>                      <read_file>/app/x.py</read_file>
    path: /app/x.py              <path>/app/x.py</path>           (a bare body is the main argument)
    start_line: 10               </read_file>
    </read_file>

YAML-ish values: `key: value`, quoted strings, `key: |` block scalars, `- item` lists (todo).
"""

from __future__ import annotations

import ast
import json
import re
import textwrap
from dataclasses import dataclass, field
from typing import Any

from termigen.agent.tools import ARGUMENT_ALIASES, PRIMARY_ARGUMENT, normalize_arguments

TOOL_NAME = "bash"
BASH_ONLY = ("bash",)
_BLOCK = re.compile(r"<tool_call>(.*?)(?:</tool_call>|(?=<tool_call>)|\Z)", re.S)
_FENCE = re.compile(r"^```[a-zA-Z]*\s*|\s*```$")
_TRAILING_COMMA = re.compile(r",\s*([}\]])")
_COMMAND_FALLBACK = re.compile(r'"command"\s*:\s*"(.*)"\s*}?\s*}?\s*$', re.S)
_REASONING_TAGS = ("think", "thinking", "reasoning")
_REASONING_BLOCK = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.S | re.I)
_REASONING_OPEN = re.compile(r"<(?:think|thinking|reasoning)>", re.I)
_REASONING_CLOSE = re.compile(r"</(?:think|thinking|reasoning)>", re.I)


@dataclass
class ToolCall:
    name: str
    arguments: dict[str, Any]
    call_id: str = ""  # the server's id for native calls; assigned by the loop for text calls

    @classmethod
    def bash(cls, command: str, call_id: str = "") -> ToolCall:
        return cls("bash", {"command": command}, call_id)

    @property
    def command(self) -> str:
        """The bash command ('' for other tools)."""
        return self.arguments.get("command", "") if self.name == "bash" else ""

    def as_text(self) -> str:
        return f"<tool_call>\n{json.dumps({'name': self.name, 'arguments': self.arguments})}\n</tool_call>"


@dataclass
class ParsedReply:
    calls: list[ToolCall] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # one message per block that could not be read
    mentions_tool_call: bool = False  # the reply tried to act, even if nothing parsed
    visible: str = ""  # the text with reasoning cut out
    reasoning: str = ""  # what was cut out


def split_reasoning(text: str) -> tuple[str, str]:
    """(visible text, reasoning text) of a reply's content."""
    text = text or ""
    reasoning: list[str] = []

    def cut(match: re.Match[str]) -> str:
        reasoning.append(match.group(0))
        return ""

    visible = _REASONING_BLOCK.sub(cut, text)
    closes = list(_REASONING_CLOSE.finditer(visible))
    if closes:  # an unmatched closing tag: its opening tag was in the prompt
        last = closes[-1]
        reasoning.insert(0, visible[: last.end()])
        visible = visible[last.end() :]
    opening = _REASONING_OPEN.search(visible)
    if opening:  # never closed: the rest is unfinished thinking
        reasoning.append(visible[opening.start() :])
        visible = visible[: opening.start()]
    return visible, "\n".join(reasoning)


def parse_reply(text: str, names: tuple[str, ...] | list[str] = BASH_ONLY) -> ParsedReply:
    """Calls in a reply's content, in order; reasoning blocks are cut out first."""
    visible, reasoning = split_reasoning(text or "")
    result = ParsedReply(visible=visible, reasoning=reasoning)
    found: list[tuple[int, ToolCall | str]] = []
    masked = visible
    for match in _BLOCK.finditer(visible):
        result.mentions_tool_call = True
        body = match.group(1).strip()
        try:
            found.append((match.start(), call_from_object(load_lenient(body), names)))
        except ValueError as exc:
            found.append((match.start(), f"{exc} in: {body[:200]!r}"))
        masked = masked[: match.start()] + " " * (match.end() - match.start()) + masked[match.end() :]
    if tuple(names) != BASH_ONLY:
        tags = "|".join(re.escape(n) for n in names)
        for match in re.finditer(rf"<({tags})>(.*?)(?:</\1>|\Z)", masked, re.S):
            result.mentions_tool_call = True
            name, body = match.group(1), match.group(2)
            try:
                args = load_fields(name, body)
                found.append((match.start(), ToolCall(name, normalize_arguments(name, args, list(names)))))
            except ValueError as exc:
                found.append((match.start(), f"{exc} in: <{name}>{body[:200]!r}"))
    for _, item in sorted(found, key=lambda pair: pair[0]):
        if isinstance(item, ToolCall):
            result.calls.append(item)
        else:
            result.errors.append(item)
    return result


def parse_reasoning_calls(reasoning: str, names: tuple[str, ...] | list[str] = BASH_ONLY) -> ParsedReply:
    """Calls a server left in `reasoning_content`: only what follows the last closed thinking block."""
    closes = list(_REASONING_CLOSE.finditer(reasoning or ""))
    tail = reasoning[closes[-1].end() :] if closes else (reasoning or "")
    return parse_reply(tail, names)


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


def call_from_object(obj: dict[str, Any], names: tuple[str, ...] | list[str] = BASH_ONLY) -> ToolCall:
    """A call from the shapes models produce (OpenAI, Hermes, bare arguments); ValueError if unusable."""
    if "function" in obj and isinstance(obj["function"], dict):  # {"type": "function", "function": {...}}
        obj = obj["function"]
    name = obj.get("name") or TOOL_NAME
    if not isinstance(name, str) or name not in names:
        raise ValueError(f"unknown tool {name!r} (the tools are {', '.join(names)})")
    args = obj.get("arguments", obj.get("parameters", obj.get("args")))
    if args is None:
        args = {k: v for k, v in obj.items() if k != "name"}
    if isinstance(args, str):
        try:
            args = load_lenient(args)
        except ValueError:
            args = {PRIMARY_ARGUMENT.get(name, "command"): args}  # arguments given as the bare main argument
    if not isinstance(args, dict):
        raise ValueError("the arguments are not an object")
    if name == TOOL_NAME and not isinstance(args.get("command", args.get("cmd")), str):
        raise ValueError('missing "command" string in the arguments')
    return ToolCall(name, normalize_arguments(name, args, list(names)))


def load_fields(name: str, body: str) -> dict[str, Any]:
    """The arguments of a structured text-form call: JSON, XML children, YAML-ish fields, or a bare body."""
    known = set(ARGUMENT_ALIASES.get(name, {})) | _schema_keys(name)
    stripped = _FENCE.sub("", body.strip()).strip()
    if stripped.startswith("{"):
        try:
            value = load_lenient(stripped)
            if isinstance(value, dict):
                return value.get("arguments", value) if isinstance(value.get("arguments"), dict) else value
        except ValueError:
            pass
    children = {
        m.group(1): _trim_newlines(m.group(2))
        for m in re.finditer(r"<(\w+)>(.*?)</\1>", body, re.S)
        if m.group(1) in known
    }
    if children:
        return children
    first = next((line for line in stripped.splitlines() if line.strip()), "")
    head = re.match(r"^(\w+)\s*:", first)
    if head and head.group(1) in known:
        return _yaml_fields(stripped, known)
    primary = PRIMARY_ARGUMENT.get(name)
    if primary is None:
        raise ValueError(f"{name}: give its arguments as `key: value` lines or <key>…</key> tags")
    return {primary: _trim_newlines(body) if name != "bash" else body.strip("\n")}


def _schema_keys(name: str) -> set[str]:
    from termigen.agent.tools import STRUCTURED_TOOLS

    for tool in STRUCTURED_TOOLS:
        if tool["function"]["name"] == name:
            return set(tool["function"]["parameters"]["properties"])
    return set()


def _yaml_fields(text: str, known: set[str]) -> dict[str, Any]:
    fields: dict[str, list[str]] = {}
    current: str | None = None
    for line in text.splitlines():
        head = re.match(r"^(\w+)\s*:(?:\s(.*)|$)", line)
        if head and head.group(1) in known:
            current = head.group(1)
            fields[current] = [head.group(2) or ""]
        elif current is not None:
            fields[current].append(line)
    return {key: _yaml_value(lines) for key, lines in fields.items()}


def _yaml_value(lines: list[str]) -> Any:
    first, rest = lines[0].strip(), lines[1:]
    while rest and not rest[-1].strip():
        rest = rest[:-1]
    if first in ("|", "|-", "|+", ">", ">-", "") and rest:
        block = textwrap.dedent("\n".join(rest))
        if first.startswith(">"):
            return " ".join(part.strip() for part in block.splitlines())
        return block + ("\n" if first in ("|", "|+") else "")
    if rest:  # an unquoted value that goes on over several lines (a heredoc, say)
        return "\n".join([lines[0].strip()] + [textwrap.dedent("\n".join(rest))])
    if len(first) >= 2 and first[0] == first[-1] and first[0] in "\"'":
        try:
            return json.loads(first) if first[0] == '"' else ast.literal_eval(first)
        except (ValueError, SyntaxError):
            return first[1:-1]
    return first


def _trim_newlines(text: str) -> str:
    if text.startswith("\n"):
        text = text[1:]
    if text.endswith("\n"):
        text = text[:-1]
    return text


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
