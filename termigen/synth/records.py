"""The trajectory record: one JSON line per agent run, shared by synthesis (writes) and training (reads).

A record is an OpenAI chat conversation with the tools the agent used: `tools` is the action set's schema list
from termigen.agent.tools (`bash` alone by default; with `actions=structured` bash, read_file, write_file, edit,
search, todo, finish), so SFT renders exactly those tools in the chat template. Plus one `steps` entry per
assistant message saying what the step meant to do and whether it was an injected error:

    {"id": "...", "task_id": "log-retention-easy-00000",
     "tools": [{"type": "function", "function": {"name": "bash", ...}}],
     "messages": [{"role": "system", ...}, {"role": "user", ...},
                  {"role": "assistant", "content": "...", "tool_calls": [{"id": "c1", "type": "function",
                      "function": {"name": "bash", "arguments": "{\\"command\\": \\"ls\\"}"}}]},
                  {"role": "tool", "tool_call_id": "c1", "content": "...\\n[exit code 0]"},
                  ..., {"role": "assistant", "content": "TASK_COMPLETE"}],
     "steps": [{"intent": "look at the logs", "error_kind": null}, ...],   # one per assistant message
     "category": "sysadmin", "difficulty": "easy", "test_pass_fraction": 1.0, "tokens": 2345, "source": "synth"}

`error_kind` is null for a correct step and one of ERROR_KINDS for a step the generator was told to get wrong
(the critic then checked that it was wrong in the intended way and that its output shows the mistake); the first
correct step after one or more errors carries `repairs` (their step indices: it diagnoses and fixes them).
Training can leave the error steps out of the loss while keeping them in the context, so the model learns to
notice and repair errors without learning to make them.

`to_atif` gives the same trajectory in Harbor's Agent Trajectory Interchange Format (ATIF); `write_atif`
validates it with Harbor's own pydantic models (harbor.models.trajectories) when harbor is importable.

Importable on Python 3.11 with pydantic only (harbor is optional).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from termigen.agent.prompt import BASH_TOOL

RECORD_VERSION = 1

# The five kinds of injected error of the published Generator-Critic method (eps = 0.2 of the steps).
# ERROR_DESCRIPTIONS is what the generator's hidden instruction and the critic are told about each kind.
ERROR_KINDS = (
    "analysis_error",
    "command_error",
    "hallucination",
    "requirement_violation",
    "verification_failure",
)
ErrorKind = Literal["analysis_error", "command_error", "hallucination", "requirement_violation",
                    "verification_failure"]
ERROR_DESCRIPTIONS = {
    "analysis_error": (
        "an analysis error: misread the situation and act on the wrong conclusion - misinterpret an earlier "
        "output, the data's format or the cause of a problem (e.g. count a header as data, take the wrong column "
        "or field, blame the wrong component), so the command is well formed but aimed at the wrong thing"
    ),
    "command_error": (
        "a command error: the right idea executed with a faulty command - bad syntax or quoting, a wrong or "
        "missing flag or argument, a typo in a path or name, a tool used the wrong way, or a missing "
        "prerequisite (folder, build, service), so the shell or the tool fails with an error"
    ),
    "hallucination": (
        "a hallucination: rely on something that does not exist or was never observed - a file, folder, "
        "option, package, command, service, user or configuration value that is not there, or a fact the "
        "earlier outputs do not show"
    ),
    "requirement_violation": (
        "a requirement violation: do something the task forbids or differently from what it asks - ignore a "
        "stated constraint (format, file name or location, ordering, precision, permissions, what to keep or "
        "exclude), solving a neighbouring problem instead of the one asked"
    ),
    "verification_failure": (
        "a verification failure: check the work wrongly or not at all - declare a result correct on evidence "
        "that does not show it (a check that tests the wrong file or property, or misreads its own output), so "
        "a defect the check should have caught is visible in its output yet goes unnoticed"
    ),
}

ROLES = ("system", "user", "assistant", "tool")


class TrajectoryError(ValueError):
    """A record that cannot be used: names the file, the line and the field."""


class StepMark(BaseModel):
    """What one assistant message (one ReAct step) meant to do."""

    model_config = ConfigDict(extra="allow")
    intent: str = ""
    error_kind: ErrorKind | None = None
    critic: str | None = None  # the critic's verdict or note, if any
    # for the first correct step after injected error(s): the indices (into steps) of the errors it repairs
    repairs: list[int] | None = None

    @property
    def injected(self) -> bool:
        return self.error_kind is not None


class TrajectoryRecord(BaseModel):
    model_config = ConfigDict(extra="allow")

    id: str = Field(min_length=1)
    task_id: str = Field(min_length=1)
    category: str | None = None
    difficulty: str | None = None
    messages: list[dict[str, Any]] = Field(min_length=2)
    tools: list[dict[str, Any]] = Field(default_factory=lambda: [BASH_TOOL])
    steps: list[StepMark] | None = None
    test_pass_fraction: float | None = Field(default=None, ge=0.0, le=1.0)
    reward: float | None = None
    tokens: int | None = Field(default=None, ge=0)
    source: str = ""
    version: int = RECORD_VERSION

    @field_validator("tools")
    @classmethod
    def _tools(cls, tools):
        for i, t in enumerate(tools):
            fn = t.get("function") if isinstance(t, dict) else None
            if t.get("type") != "function" or not isinstance(fn, dict) or not fn.get("name"):
                raise ValueError(f"tools[{i}] must be {{'type': 'function', 'function': {{'name': ...}}}}")
        return tools

    @model_validator(mode="after")
    def _conversation(self):
        tool_names = {t["function"]["name"] for t in self.tools}
        required = {t["function"]["name"]: list((t["function"].get("parameters") or {}).get("required") or [])
                    for t in self.tools}
        pending: dict[str, str] = {}  # tool_call id -> name, waiting for its result
        n_assistant = 0
        for i, m in enumerate(self.messages):
            where = f"messages[{i}]"
            if not isinstance(m, dict):
                raise ValueError(f"{where} must be an object")
            role = m.get("role")
            if role not in ROLES:
                raise ValueError(f"{where}.role is {role!r}; expected one of {', '.join(ROLES)}")
            content = m.get("content")
            if role in ("system", "user", "tool") and not isinstance(content, str):
                raise ValueError(f"{where} ({role}) needs a string 'content'")
            if role == "system" and i != 0:
                raise ValueError(f"{where}: a system message may only come first")
            if role == "assistant":
                n_assistant += 1
                if pending:
                    raise ValueError(f"{where}: tool call(s) {sorted(pending)} have no tool result before it")
                calls = m.get("tool_calls") or []
                if content is not None and not isinstance(content, str):
                    raise ValueError(f"{where}.content must be a string or null")
                if not calls and not (content or "").strip():
                    raise ValueError(f"{where}: an assistant message needs content or tool_calls")
                for j, call in enumerate(calls):
                    cw = f"{where}.tool_calls[{j}]"
                    fn = call.get("function") if isinstance(call, dict) else None
                    if not isinstance(fn, dict) or "name" not in fn or "arguments" not in fn:
                        raise ValueError(f"{cw} needs function.name and function.arguments")
                    if fn["name"] not in tool_names:
                        raise ValueError(
                            f"{cw} calls unknown tool {fn['name']!r}; this record declares {sorted(tool_names)}"
                        )
                    args = fn["arguments"]
                    if isinstance(args, str):
                        try:
                            args = json.loads(args)
                        except json.JSONDecodeError as e:
                            raise ValueError(f"{cw}.function.arguments is not valid JSON: {e}") from None
                    if not isinstance(args, dict):
                        raise ValueError(f"{cw}.function.arguments must be a JSON object")
                    if fn["name"] == "bash" and not isinstance(args.get("command"), str):
                        raise ValueError(f"{cw}: the bash tool needs a string 'command' argument")
                    missing = [k for k in required[fn["name"]] if k not in args]
                    if missing:
                        raise ValueError(f"{cw}: {fn['name']} is called without its required argument(s) {missing}")
                    pending[str(call.get("id") or f"#{i}.{j}")] = fn["name"]
            if role == "tool":
                if not pending:
                    raise ValueError(f"{where}: a tool result with no tool call before it")
                cid = m.get("tool_call_id")
                key = cid if cid in pending else next(iter(pending))
                if cid is not None and cid not in pending:
                    raise ValueError(f"{where}.tool_call_id {cid!r} answers no open call ({sorted(pending)})")
                pending.pop(key)
        if n_assistant == 0:
            raise ValueError("messages hold no assistant message: nothing to learn from")
        if self.steps is not None and len(self.steps) != n_assistant:
            raise ValueError(f"steps has {len(self.steps)} entries for {n_assistant} assistant messages (one each)")
        return self

    def step_marks(self) -> list[StepMark]:
        """One mark per assistant message (plain correct steps when the record has none)."""
        if self.steps is not None:
            return list(self.steps)
        return [StepMark() for m in self.messages if m.get("role") == "assistant"]

    @property
    def n_injected(self) -> int:
        return sum(s.injected for s in self.step_marks())


def _error_text(e: ValidationError) -> str:
    parts = []
    for err in e.errors():
        loc = ".".join(str(x) for x in err["loc"])
        msg = err["msg"].removeprefix("Value error, ")
        parts.append(f"{loc}: {msg}" if loc else msg)
    return "; ".join(parts)


def parse_record(data: Any, where: str = "record") -> TrajectoryRecord:
    if not isinstance(data, dict):
        raise TrajectoryError(f"{where}: expected a JSON object, got {type(data).__name__}")
    try:
        return TrajectoryRecord.model_validate(data)
    except ValidationError as e:
        raise TrajectoryError(f"{where}: {_error_text(e)}") from None


def iter_records(path: str | Path, *, skip_invalid: bool = False, errors: list[str] | None = None
                 ) -> Iterator[TrajectoryRecord]:
    """Records of a JSONL file. A bad line raises TrajectoryError naming file:line and the field, unless
    skip_invalid, in which case its message is appended to `errors` and the line is skipped."""
    path = Path(path)
    if not path.is_file():
        raise TrajectoryError(f"{path}: no such trajectory file")
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            where = f"{path}:{n}"
            try:
                try:
                    data = json.loads(line)
                except json.JSONDecodeError as e:
                    raise TrajectoryError(f"{where}: not valid JSON ({e})") from None
                yield parse_record(data, where)
            except TrajectoryError as e:
                if not skip_invalid:
                    raise
                if errors is not None:
                    errors.append(str(e))


def write_records(path: str | Path, records: list[TrajectoryRecord], append: bool = False) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a" if append else "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r.model_dump(mode="json", exclude_none=False), ensure_ascii=False) + "\n")


# ---- ATIF (Harbor's Agent Trajectory Interchange Format) ---------------------------------------------------------

ATIF_VERSION = "ATIF-v1.6"


def to_atif(rec: TrajectoryRecord, *, agent_name: str = "termigen-synth", agent_version: str = "1") -> dict[str, Any]:
    """The record as an ATIF trajectory (plain dicts), written by the agent's own ATIF writer
    (termigen.agent.records.TrajectoryBuilder): one step per system/user/assistant message; tool results
    become the observation of the assistant step that called them. Step extras carry intent, error kind and
    repairs; the root extra carries task id, category, difficulty, the tests' pass fraction and the tokens."""
    from termigen.agent.records import TrajectoryBuilder

    marks = rec.step_marks()
    model = (rec.model_extra or {}).get("teacher")
    builder = TrajectoryBuilder(agent_name, agent_version, model, rec.tools, timestamps=False)
    n_assistant = 0
    by_call: dict[str, dict[str, Any]] = {}
    for m in rec.messages:
        role = m["role"]
        if role == "system":
            builder.system(m["content"])
        elif role == "user":
            builder.user(m["content"])
        elif role == "assistant":
            mark = marks[n_assistant]
            n_assistant += 1
            calls = []
            for j, call in enumerate(m.get("tool_calls") or []):
                fn = call["function"]
                args = json.loads(fn["arguments"]) if isinstance(fn["arguments"], str) else fn["arguments"]
                calls.append((str(call.get("id") or f"call_{len(builder.steps) + 1}_{j}"), fn["name"], args))
            step = builder.agent_step(
                message=m.get("content") or "", reasoning=m.get("reasoning_content"), calls=calls, results=[],
                extra={k: v for k, v in mark.model_dump(mode="json").items() if v is not None})
            for cid, _, _ in calls:
                by_call[cid] = step
        elif role == "tool":
            cid = m.get("tool_call_id")
            owner = by_call.get(cid) if cid is not None else None
            if owner is None:  # an unnamed result answers the latest agent step
                owner = next(s for s in reversed(builder.steps) if s["source"] == "agent")
                cid = owner["tool_calls"][0]["tool_call_id"] if owner.get("tool_calls") else None
            builder.observe(owner, [(cid, m["content"])])
    extra = {k: v for k, v in {
        "record_id": rec.id, "task_id": rec.task_id, "category": rec.category, "difficulty": rec.difficulty,
        "test_pass_fraction": rec.test_pass_fraction, "reward": rec.reward, "tokens": rec.tokens,
        "source": rec.source, **(rec.model_extra or {})}.items() if v is not None}
    return builder.to_dict(rec.id, None, extra)


def harbor_trajectory_model():
    """Harbor's ATIF pydantic model (harbor.models.trajectories.Trajectory), or None where harbor is absent."""
    try:
        from harbor.models.trajectories import Trajectory
    except ImportError:
        return None
    return Trajectory


def write_atif(directory: str | Path, rec: TrajectoryRecord) -> Path:
    """`<directory>/<record id>.json`: the record in ATIF, validated with Harbor's model when harbor is there."""
    data = to_atif(rec)
    model = harbor_trajectory_model()
    if model is not None:
        try:
            data = model.model_validate(data).to_json_dict()
        except ValidationError as e:
            raise TrajectoryError(f"record {rec.id}: not valid ATIF: {_error_text(e)}") from None
    path = Path(directory) / f"{re.sub(r'[^A-Za-z0-9._-]+', '_', rec.id)}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False))
    tmp.replace(path)
    return path
