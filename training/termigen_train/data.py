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
    overlong: int = 0  # records longer than max_length
    dropped_overlong: int = 0
    split_overlong: int = 0  # records split into windows (each ends on a whole step; the last keeps the end)
    split_examples: int = 0

    def summary(self) -> str:
        s = (f"{self.records} trajectories from {len(self.files)} file(s): {self.assistant_turns} assistant turns, "
             f"{self.tokens} tokens, {self.loss_tokens} in the loss")
        if self.masked_error_turns:
            s += f"; {self.masked_error_turns} injected-error turns kept in context but out of the loss"
        if self.skipped_below_tau:
            s += f"; {self.skipped_below_tau} below the test-pass threshold"
        if self.skipped_invalid:
            s += f"; {len(self.skipped_invalid)} invalid record(s) skipped"
        if self.overlong:
            s += (f"; {self.overlong} over max_length: {self.dropped_overlong} dropped, {self.split_overlong} split "
                  f"into {self.split_examples} examples")
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


OVERLONG = ("drop", "split", "truncate")


def _step_units(messages: list[dict]) -> tuple[list[dict], list[list[dict]]]:
    """(head: the messages before the first assistant turn, units: each assistant turn with its tool results)."""
    first = next(i for i, m in enumerate(messages) if m["role"] == "assistant")
    units: list[list[dict]] = []
    for m in messages[first:]:
        if m["role"] == "assistant":
            units.append([m])
        else:
            units[-1].append(m)
    return messages[:first], units


def _render(msgs, tools, tokenizer, template, marks, exclude_error_steps) -> tuple[dict, int]:
    out = tokenizer.apply_chat_template(msgs, tools=tools, chat_template=template, tokenize=True, return_dict=True,
                                        return_assistant_tokens_mask=True)
    ids, mask = list(out["input_ids"]), list(out["assistant_masks"])
    masked = 0
    if exclude_error_steps:
        for (a, b), mark in zip(_runs(mask), marks):
            if mark.injected:
                mask[a:b] = [0] * (b - a)
                masked += 1
    return {"input_ids": ids, "assistant_masks": mask}, masked


def split_record(record: TrajectoryRecord, tokenizer, template: str, max_length: int, *,
                 exclude_error_steps: bool) -> list[tuple[dict, int]] | None:
    """An overlong trajectory as windows of whole steps, each after the task's head (system + instruction),
    filled from the end: the last window holds the final steps (the repair and the final check), earlier
    windows the steps before. None when the head and one step alone do not fit."""
    head, units = _step_units(chat_messages(record))
    marks = record.step_marks()
    windows: list[list[int]] = []
    cur: list[int] = []
    for k in reversed(range(len(units))):
        trial = [k] + cur
        msgs = head + [m for j in trial for m in units[j]]
        n = len(tokenizer.apply_chat_template(msgs, tools=record.tools, chat_template=template, tokenize=True,
                                              return_dict=False))
        if n <= max_length:
            cur = trial
            continue
        if not cur:
            return None  # this step alone is too long: the record cannot be kept whole
        windows.insert(0, cur)
        cur = [k]
        single = head + units[k]
        if len(tokenizer.apply_chat_template(single, tools=record.tools, chat_template=template, tokenize=True,
                                             return_dict=False)) > max_length:
            return None
    windows.insert(0, cur)
    return [_render(head + [m for j in w for m in units[j]], record.tools, tokenizer, template,
                    [marks[j] for j in w], exclude_error_steps) for w in windows]


def load_sft_examples(files: list[str | Path], tokenizer, *, exclude_error_steps: bool = True,
                      min_test_pass_fraction: float | None = None, skip_invalid: bool = False,
                      chat_template: str | None = None, max_length: int | None = None,
                      overlong: str = "drop") -> tuple[list[dict[str, Any]], DataStats]:
    """Read, validate, filter and tokenize trajectory files. Invalid records raise TrajectoryError naming the
    file, line and field (or are skipped and counted, with skip_invalid)."""
    """Trajectories longer than `max_length` tokens: `drop` (default), `split` (windows of whole steps, the last
    ending where the trajectory ends), or `truncate` (kept whole; the trainer then cuts the end, losing the
    repair and the final check)."""
    if overlong not in OVERLONG:
        raise ValueError(f"overlong must be one of {OVERLONG}, not {overlong!r}")
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
            pieces = [(ex, masked)]
            if max_length and len(ex["input_ids"]) > max_length:
                stats.overlong += 1
                if overlong == "drop":
                    stats.dropped_overlong += 1
                    continue
                if overlong == "split":
                    pieces = split_record(rec, tokenizer, template, max_length,
                                          exclude_error_steps=exclude_error_steps)
                    if pieces is None:
                        stats.dropped_overlong += 1
                        continue
                    pieces = [(e, m) for e, m in pieces if any(e["assistant_masks"])]
                    stats.split_overlong += 1
                    stats.split_examples += len(pieces)
            for i, (e, m) in enumerate(pieces):
                e["trajectory_id"] = rec.id if len(pieces) == 1 else f"{rec.id}#{i}"
                examples.append(e)
                stats.tokens += len(e["input_ids"])
                stats.loss_tokens += sum(e["assistant_masks"])
            stats.records += 1
            stats.assistant_turns += len(rec.step_marks())
            stats.masked_error_turns += masked
    if not examples:
        raise TrajectoryError(f"no usable trajectories in {', '.join(stats.files)} ({stats.summary()})")
    return examples, stats


def length_report(files: list[str | Path], tokenizer, max_length: int | None = None) -> dict:
    """Token lengths of the trajectories as the SFT recipe renders them, and how many exceed max_length."""
    template = training_template(tokenizer)
    lengths = []
    for f in files:
        for rec in iter_records(f):
            ex, _ = tokenize_record(rec, tokenizer, template, exclude_error_steps=False)
            lengths.append(len(ex["input_ids"]))
    lengths.sort()
    pct = lambda q: lengths[min(len(lengths) - 1, int(q * len(lengths)))] if lengths else 0  # noqa: E731
    return {"records": len(lengths), "min": lengths[0] if lengths else 0, "p50": pct(0.5), "p90": pct(0.9),
            "p99": pct(0.99), "max": lengths[-1] if lengths else 0, "max_length": max_length,
            "over_max_length": sum(n > max_length for n in lengths) if max_length else 0}


def main(argv: list[str] | None = None) -> int:
    """python -m termigen_train.data FILES [--max-length N] [--recipe R.yaml]: the length report."""
    import argparse

    p = argparse.ArgumentParser(description="token-length report of trajectory files")
    p.add_argument("files", nargs="+")
    p.add_argument("--max-length", type=int)
    p.add_argument("--recipe", help="take the tokenizer and trl.max_length from this SFT recipe")
    a = p.parse_args(argv)
    if a.recipe:
        from termigen_train.config import load_recipe
        from termigen_train.models import load_tokenizer

        cfg = load_recipe(a.recipe, kind="sft")
        tok = load_tokenizer(cfg)
        max_length = a.max_length or (cfg.get("trl") or {}).get("max_length")
    else:
        from termigen_train.tokenizer import load_qwen25_tokenizer

        tok, max_length = load_qwen25_tokenizer(), a.max_length
    print(json.dumps(length_report(a.files, tok, max_length)))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
