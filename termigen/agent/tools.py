"""The agent's tool schemas: the one place the action sets are defined.

Two action sets share the same loop:

- `bash` (the default): one `bash` tool, the minimal agent.
- `structured`: bash, read_file, write_file, edit (exact string replace), search (grep / glob), todo and
  finish (ends the run).

The BashAgent sends these schemas in `tools`, synthesis records them with each trajectory, and SFT / GRPO
train on the same ones: import them from here (`tool_schemas("structured")`). Importable on Python 3.11
with nothing but the standard library.
"""

from __future__ import annotations

from typing import Any, Literal

ActionSet = Literal["bash", "structured"]


def _tool(name: str, description: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": properties, "required": required},
        },
    }


def _s(description: str) -> dict[str, str]:
    return {"type": "string", "description": description}


def _i(description: str) -> dict[str, str]:
    return {"type": "integer", "description": description}


BASH_TOOL = _tool(
    "bash",
    "Run a bash command in the task's terminal and return its output and exit code.",
    {"command": _s("the bash command or script to run")},
    ["command"],
)
READ_FILE_TOOL = _tool(
    "read_file",
    "Show a text file with line numbers (optionally a range of lines).",
    {
        "path": _s("the file to read"),
        "start_line": _i("first line to show, from 1 (default 1)"),
        "end_line": _i("last line to show (default: start_line + 399)"),
    },
    ["path"],
)
WRITE_FILE_TOOL = _tool(
    "write_file",
    "Create or overwrite a file with the given content (parent folders are created).",
    {"path": _s("the file to write"), "content": _s("the complete new content of the file")},
    ["path", "content"],
)
EDIT_TOOL = _tool(
    "edit",
    "Replace an exact string in a file. old_string must occur exactly once unless replace_all is true.",
    {
        "path": _s("the file to edit"),
        "old_string": _s("the exact text to replace, including whitespace"),
        "new_string": _s("the text to put in its place"),
        "replace_all": {"type": "boolean", "description": "replace every occurrence (default false)"},
    },
    ["path", "old_string", "new_string"],
)
SEARCH_TOOL = _tool(
    "search",
    "Search file contents with a regular expression (grep), or find files by name with a glob.",
    {
        "pattern": _s("extended regular expression to search for in file contents"),
        "path": _s("folder or file to search (default: the working directory)"),
        "glob": _s("file name pattern, e.g. '*.py': limits a content search, or lists matching files alone"),
    },
    [],
)
TODO_TOOL = _tool(
    "todo",
    "Replace your task list (a plan you keep for yourself); it is shown back to you.",
    {
        "items": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "content": _s("what to do"),
                    "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]},
                },
                "required": ["content"],
            },
        }
    },
    ["items"],
)
FINISH_TOOL = _tool(
    "finish",
    "Declare the task done (after checking the result). Ends the run; calls after it are not run.",
    {"message": _s("a short summary of what was done")},
    [],
)

STRUCTURED_TOOLS = [BASH_TOOL, READ_FILE_TOOL, WRITE_FILE_TOOL, EDIT_TOOL, SEARCH_TOOL, TODO_TOOL, FINISH_TOOL]

# For the lenient text forms: the argument a bare body (`<bash>ls</bash>`) stands for, and argument
# spellings models reach for.
PRIMARY_ARGUMENT = {"bash": "command", "read_file": "path", "search": "pattern", "finish": "message", "todo": "items"}
ARGUMENT_ALIASES = {
    "bash": {"cmd": "command", "script": "command"},
    "read_file": {"file": "path", "file_path": "path", "filename": "path", "start": "start_line", "end": "end_line"},
    "write_file": {"file": "path", "file_path": "path", "filename": "path", "text": "content", "contents": "content"},
    "edit": {"file": "path", "file_path": "path", "old": "old_string", "new": "new_string", "old_str": "old_string",
             "new_str": "new_string", "search": "old_string", "replace": "new_string"},
    "search": {"regex": "pattern", "query": "pattern", "dir": "path", "directory": "path", "include": "glob"},
    "todo": {"todos": "items", "tasks": "items"},
    "finish": {"summary": "message", "result": "message"},
}  # fmt: skip


def tool_schemas(actions: ActionSet = "bash") -> list[dict[str, Any]]:
    """The OpenAI `tools` list of an action set."""
    if actions == "bash":
        return [BASH_TOOL]
    if actions == "structured":
        return list(STRUCTURED_TOOLS)
    raise ValueError(f"unknown action set {actions!r} (bash or structured)")


def tool_names(actions: ActionSet = "bash") -> list[str]:
    return [t["function"]["name"] for t in tool_schemas(actions)]


def normalize_arguments(name: str, args: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Arguments with aliases resolved and checked against the schema; ValueError says what is wrong."""
    if name not in names:
        raise ValueError(f"unknown tool {name!r} (the tools are {', '.join(names)})")
    schema = next(t for t in STRUCTURED_TOOLS if t["function"]["name"] == name)["function"]["parameters"]
    aliases = ARGUMENT_ALIASES.get(name, {})
    out: dict[str, Any] = {}
    for key, value in args.items():
        key = aliases.get(key, key)
        if key in schema["properties"]:
            out[key] = value
    for key in schema["required"]:
        if key not in out:
            raise ValueError(f"{name}: missing {key!r} in the arguments")
    for key, value in list(out.items()):
        kind = schema["properties"][key]["type"]
        if kind == "string":
            if not isinstance(value, str):
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    value = str(value)
                else:
                    raise ValueError(f"{name}: {key!r} must be a string")
            out[key] = value
        elif kind == "integer":
            try:
                out[key] = int(value)
            except (TypeError, ValueError):
                raise ValueError(f"{name}: {key!r} must be an integer") from None
        elif kind == "boolean":
            out[key] = value if isinstance(value, bool) else str(value).strip().lower() in ("true", "yes", "1")
        elif kind == "array":
            out[key] = _todo_items(value)
    if name == "bash" and not out["command"].strip():
        raise ValueError("empty command")
    if name in ("read_file", "write_file", "edit") and not out["path"].strip():
        raise ValueError(f"{name}: empty path")
    if name == "search" and not (out.get("pattern") or out.get("glob")):
        raise ValueError("search: give a pattern, a glob, or both")
    return out


_STATUS_MARKS = {"[x]": "completed", "[X]": "completed", "[~]": "in_progress", "[-]": "in_progress", "[ ]": "pending"}


def _todo_items(value: Any) -> list[dict[str, str]]:
    """Todo items from a list of objects or strings (`[x] done`, `[ ] next`), or a string of such lines."""
    if isinstance(value, str):
        value = [line.strip().lstrip("-*").strip() for line in value.splitlines() if line.strip()]
    if not isinstance(value, list):
        raise ValueError("todo: 'items' must be a list")
    items = []
    for item in value:
        if isinstance(item, str):
            status = "pending"
            for mark, meaning in _STATUS_MARKS.items():
                if item.startswith(mark):
                    status, item = meaning, item[len(mark) :].strip()
                    break
            items.append({"content": item, "status": status})
        elif isinstance(item, dict) and isinstance(item.get("content", item.get("task")), str):
            status = str(item.get("status", "pending"))
            status = status if status in ("pending", "in_progress", "completed") else "pending"
            items.append({"content": item.get("content", item.get("task")), "status": status})
        else:
            raise ValueError(f"todo: unreadable item {item!r}")
    return items
