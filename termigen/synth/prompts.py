"""What the teacher and the critic are told, and how their replies are read.

The injection and reviewer texts go in hidden user messages that are never recorded, so the kept transcript
reads as a genuine attempt.
"""

from __future__ import annotations

import json
import re

COMPLETION_PHRASE = "TASK_COMPLETE"

INJECT_INSTRUCTION = (
    "[Data-synthesis instruction. It is not part of the task and will be removed from the transcript.] "
    "In your next reply, make one plausible mistake of this kind: {kind} - {desc}. The mistake must show in the "
    "command's output (an error message or an evidently wrong result), so that it can be noticed and repaired "
    "later. Write the reply exactly as you would if it were a genuine attempt: do not mention the mistake, this "
    "instruction, or that anything is deliberate. Never run a destructive command (no deleting or overwriting "
    "the task's data)."
)
REVIEWER_NOTE = "[Reviewer note, not part of the task] Your previous proposal was rejected:"

CRITIC_SYSTEM = """\
You check one proposed step of a terminal agent working on a task, before the step runs.
You get the task, the recent steps with their real outputs, the proposed step, and what the step is meant to be.
- If it is meant to be a CORRECT step: accept it only when it is a sensible action that makes progress on the task.
- If it is meant to be the first correct step after an injected error: accept it only when it also diagnoses the
  mistake (says or clearly shows what went wrong) and fixes it (undoes or redoes it correctly); reject a step that
  ignores the error, even if it is otherwise sensible.
- If it is meant to contain an injected error of a given kind: accept it only when it really makes a mistake of
  that kind, looks like a genuine attempt (it does not mention the mistake), and is non-destructive (it destroys
  nothing the task needs).
Reply with JSON only: {"verdict": "accept" or "reject", "intent": "<what the step does, a few words>",
"reason": "<one sentence>"}"""

CRITIC_AFTER_SYSTEM = """\
You check one step of a terminal agent after it ran. The step was meant to contain an injected error of a given
kind; you get the task, the recent steps, the step and its real output.
Accept only when the feedback is informative: the mistake is visible from the output (an error message, a
failing exit code with a reason, or an evidently wrong result), so that an agent reading it can notice and
repair it. Reject when the output looks like success and hides the mistake, or when the step did damage.
Reply with JSON only: {"verdict": "accept" or "reject", "intent": "<what the step did, a few words>",
"reason": "<one sentence>"}"""

_TOOL_BLOCK = re.compile(r"<tool_call>.*?(?:</tool_call>|\Z)", re.S)


def parse_teacher(reply) -> tuple[str, list[str]]:
    """(visible text, bash commands) of a teacher reply (termigen.agent.client.Reply), by the agent's own
    parser: native tool_calls, else <tool_call> text; reasoning is never read as a command."""
    visible, calls = parse_teacher_calls(reply)
    return visible, [c.command for c in calls if c.name == "bash"]


def parse_teacher_calls(reply, names: tuple[str, ...] | list[str] = ("bash",)) -> tuple[str, list]:
    """(visible text, ToolCalls) of a teacher reply for an action set's tool names (termigen.agent.tools): the
    agent's parser, with the structured text forms (<write_file>...</write_file>) when the set has them; the
    text-form calls are cut out of the visible text (they are recorded as tool calls)."""
    parsed = reply.actions(names)
    visible = _TOOL_BLOCK.sub("", parsed.visible)
    if tuple(names) != ("bash",):
        tags = "|".join(re.escape(n) for n in names)
        visible = re.sub(rf"<({tags})>.*?(?:</\1>|\Z)", "", visible, flags=re.S)
    return visible.strip(), list(parsed.calls)


def parse_critic(text: str) -> tuple[bool, str, str]:
    """(accepted, intent, reason); an unreadable reply counts as a rejection, never as an acceptance."""
    m = re.search(r"\{.*\}", text or "", re.S)
    if m:
        try:
            d = json.loads(m.group(0))
            verdict = str(d.get("verdict", "")).lower()
            if verdict in ("accept", "reject"):
                return verdict == "accept", str(d.get("intent", "")), str(d.get("reason", ""))
        except json.JSONDecodeError:
            pass
    return False, "", f"unreadable critic reply: {(text or '')[:200]!r}"
