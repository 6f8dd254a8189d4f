"""Trajectory JSONL -> tokenized SFT examples with a loss mask on assistant turns only.

Each record (termigen.synth.records) is rendered with the model's chat template in its *training* variant,
which wraps every assistant turn in {% generation %} markers (TRL ships these for Qwen2.5/Qwen3, ...). The
tokenizer's assistant mask then marks exactly the tokens the model must produce: its text, its <tool_call>
blocks and the closing <|im_end|>. System, user and tool-result tokens carry no loss.

With `exclude_error_steps`, assistant turns marked with an injected `error_kind` are also left out of the
loss; they stay in the context, so the model learns the diagnosis and the repair that follow the error
without learning to make it. The examples come out as `input_ids` + `assistant_masks`, which TRL's
SFTTrainer turns into labels (and truncates, and packs if asked) itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from termigen.synth.records import TrajectoryError, TrajectoryRecord, iter_records

KEEP_MESSAGE_KEYS = {
    "system": ("role", "content"),
    "user": ("role", "content"),
    "assistant": ("role", "content", "tool_calls"),
    "tool": ("role", "content", "tool_call_id", "name"),
}


@dataclass
class DataStats:
    files: list[str] = field(default_factory=list)
    records: int = 0
    skipped_invalid: list[str] = field(default_factory=list)
    skipped_below_tau: int = 0
    assistant_turns: int = 0
    masked_error_turns: int = 0
    tokens: int = 0
    loss_tokens: int = 0

    def summary(self) -> str:
        s = (f"{self.records} trajectories from {len(self.files)} file(s): {self.assistant_turns} assistant turns, "
             f"{self.tokens} tokens, {self.loss_tokens} in the loss")
        if self.masked_error_turns:
            s += f"; {self.masked_error_turns} injected-error turns kept in context but out of the loss"
        if self.skipped_below_tau:
            s += f"; {self.skipped_below_tau} below the test-pass threshold"
        if self.skipped_invalid:
            s += f"; {len(self.skipped_invalid)} invalid record(s) skipped"
        return s


def chat_messages(record: TrajectoryRecord) -> list[dict[str, Any]]:
    """The record's messages as chat-template input: OpenAI JSON-string arguments become objects (templates
    render them with `tojson`), and keys templates do not know (reasoning_content, ...) are dropped."""
    out = []
    for m in record.messages:
        msg = {k: m[k] for k in KEEP_MESSAGE_KEYS[m["role"]] if k in m and m[k] is not None}
        if m["role"] == "assistant":
            msg.setdefault("content", "")
            if m.get("tool_calls"):
                calls = []
                for c in m["tool_calls"]:
                    fn = dict(c["function"])
                    if isinstance(fn["arguments"], str):
                        fn["arguments"] = json.loads(fn["arguments"])
                    calls.append({"type": "function", "function": fn, **({"id": c["id"]} if c.get("id") else {})})
                msg["tool_calls"] = calls
            else:
                msg.pop("tool_calls", None)
        out.append(msg)
    return out


def training_template(tokenizer) -> str:
    """The tokenizer's chat template with {% generation %} markers (TRL's training variant when needed)."""
    from trl.chat_template_utils import get_training_chat_template, has_generation_markers

    template = tokenizer.chat_template
    if template and has_generation_markers(template):
        return template
    try:
        return get_training_chat_template(tokenizer)
    except Exception as e:  # noqa: BLE001 — say what to do instead of TRL's generic error
        raise ValueError(
            "assistant-only loss needs a chat template with {% generation %} markers; TRL has no training variant "
            f"for this tokenizer's template ({e}). Set `chat_template_path` to a template that has them."
        ) from None


def _runs(mask: list[int]) -> list[tuple[int, int]]:
    runs, start = [], None
    for i, bit in enumerate(mask):
        if bit and start is None:
            start = i
        elif not bit and start is not None:
            runs.append((start, i))
            start = None
    if start is not None:
        runs.append((start, len(mask)))
    return runs


def tokenize_record(record: TrajectoryRecord, tokenizer, template: str, *, exclude_error_steps: bool
                    ) -> tuple[dict[str, list[int]], int]:
    """(example with input_ids + assistant_masks, number of assistant turns taken out of the loss)."""
    out = tokenizer.apply_chat_template(
        chat_messages(record), tools=record.tools, chat_template=template, tokenize=True, return_dict=True,
        return_assistant_tokens_mask=True,
    )
    ids = list(out["input_ids"])
    mask = list(out["assistant_masks"])
    runs = _runs(mask)
    marks = record.step_marks()
    if len(runs) != len(marks):
        raise TrajectoryError(
            f"record {record.id}: the chat template marked {len(runs)} assistant spans for {len(marks)} assistant "
            "messages; the template's {% generation %} blocks must wrap each assistant turn separately"
        )
    masked = 0
    if exclude_error_steps:
        for (a, b), mark in zip(runs, marks):
            if mark.injected:
                mask[a:b] = [0] * (b - a)
                masked += 1
    return {"input_ids": ids, "assistant_masks": mask}, masked


def load_sft_examples(files: list[str | Path], tokenizer, *, exclude_error_steps: bool = True,
                      min_test_pass_fraction: float | None = None, skip_invalid: bool = False,
                      chat_template: str | None = None) -> tuple[list[dict[str, Any]], DataStats]:
    """Read, validate, filter and tokenize trajectory files. Invalid records raise TrajectoryError naming the
    file, line and field (or are skipped and counted, with skip_invalid)."""
    template = chat_template or training_template(tokenizer)
    stats = DataStats(files=[str(f) for f in files])
    examples = []
    for f in files:
        for rec in iter_records(f, skip_invalid=skip_invalid, errors=stats.skipped_invalid):
            if min_test_pass_fraction is not None and (rec.test_pass_fraction or 0.0) < min_test_pass_fraction:
                stats.skipped_below_tau += 1
                continue
            ex, masked = tokenize_record(rec, tokenizer, template, exclude_error_steps=exclude_error_steps)
            if not any(ex["assistant_masks"]):
                stats.skipped_invalid.append(f"record {rec.id}: every assistant turn is an injected error; skipped")
                continue
            ex["trajectory_id"] = rec.id
            examples.append(ex)
            stats.records += 1
            stats.assistant_turns += len(rec.step_marks())
            stats.masked_error_turns += masked
            stats.tokens += len(ex["input_ids"])
            stats.loss_tokens += sum(ex["assistant_masks"])
    if not examples:
        raise TrajectoryError(f"no usable trajectories in {', '.join(stats.files)} ({stats.summary()})")
    return examples, stats
