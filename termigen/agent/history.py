"""The conversation, kept neutral and rendered into chat messages for the observation role in use.

Keeping turns neutral lets the loop switch from `tool` to `user` observations mid-run (when a server
rejects the tool role) and elide old observations (when the context overflows) without rewriting history.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from termigen.agent.parser import TOOL_NAME, ToolCall

ELIDED = "[output elided to fit the context window]"
Role = Literal["tool", "user"]


@dataclass
class AssistantTurn:
    content: str
    calls: list[ToolCall]
    native: bool  # the calls came as OpenAI `tool_calls`, not as text in `content`


@dataclass
class ObservationTurn:
    results: list[tuple[str, str]]  # (call_id, formatted observation)
    feedback: str = ""  # parse errors and notes that answer no particular call
    elided: bool = False
    names: list[str] = field(default_factory=list)  # the tool each result answers (default: bash)


@dataclass
class Conversation:
    system: str
    instruction: str
    turns: list[AssistantTurn | ObservationTurn] = field(default_factory=list)
    dropped: int = 0  # oldest turn pairs removed entirely to fit the context

    def add(self, turn: AssistantTurn | ObservationTurn) -> None:
        self.turns.append(turn)

    def render(self, role: Role) -> list[dict[str, Any]]:
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": self.system},
            {"role": "user", "content": self.instruction},
        ]
        if self.dropped:
            messages.append({"role": "user", "content": f"[{self.dropped} earlier steps removed to fit the context]"})
        for turn in self.turns:
            if isinstance(turn, AssistantTurn):
                messages.append(_render_assistant(turn, role))
            else:
                messages.extend(_render_observation(turn, role))
        return messages

    def elidable(self) -> int:
        """Old observations that could still be elided (the latest one never is)."""
        return sum(1 for t in self.turns[:-1] if isinstance(t, ObservationTurn) and not t.elided)

    def shrink(self) -> bool:
        """Free context: elide the oldest observation, else drop the oldest step. False if nothing is left."""
        # The latest observation is what the model needs most. A quarter at a time: one per request
        # would cost a rejected request per observation on a long run.
        candidates = [t for t in self.turns[:-1] if isinstance(t, ObservationTurn) and not t.elided]
        if candidates:
            for turn in candidates[: max(1, len(candidates) // 4)]:
                turn.elided = True
            return True
        if len(self.turns) > 2:
            del self.turns[:2]  # an assistant turn and the observation that answers it
            self.dropped += 1
            return True
        return False


def _render_assistant(turn: AssistantTurn, role: Role) -> dict[str, Any]:
    if not (turn.native and turn.calls):
        return {"role": "assistant", "content": turn.content}
    if role == "tool":
        return {
            "role": "assistant",
            "content": turn.content,
            "tool_calls": [
                {
                    "id": call.call_id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": json.dumps(call.arguments)},
                }
                for call in turn.calls
            ],
        }
    # Without the tool role a `tool_calls` field would dangle unanswered, so show the calls as text.
    text = "".join("\n" + c.as_text() for c in turn.calls)
    return {"role": "assistant", "content": (turn.content + text).strip()}


def _render_observation(turn: ObservationTurn, role: Role) -> list[dict[str, Any]]:
    texts = [(call_id, ELIDED if turn.elided else text) for call_id, text in turn.results]
    messages: list[dict[str, Any]] = []
    if role == "tool":
        names = turn.names + [TOOL_NAME] * (len(texts) - len(turn.names))
        messages = [
            {"role": "tool", "tool_call_id": cid, "name": name, "content": t} for (cid, t), name in zip(texts, names)
        ]
        if turn.feedback:
            messages.append({"role": "user", "content": turn.feedback})
        return messages
    parts = [t if len(texts) == 1 else f"[result {i}]\n{t}" for i, (_, t) in enumerate(texts, 1)]
    if turn.feedback:
        parts.append(turn.feedback)
    return [{"role": "user", "content": "Observation:\n" + "\n\n".join(parts)}]
