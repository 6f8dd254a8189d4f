"""Trajectory records -> SFT examples: assistant-only loss, injected errors out of the loss, bad input."""

from __future__ import annotations

import json

import pytest
from termigen_train.data import chat_messages, load_sft_examples

from termigen.synth.records import TrajectoryError, iter_records, parse_record


@pytest.fixture(scope="module")
def tok():
    from termigen_train.tokenizer import load_qwen25_tokenizer

    return load_qwen25_tokenizer()


def test_tokenizer_matches_qwen25_ids(tok):
    # Ids of the published Qwen2.5 tokenizer.
    assert tok("Hello world").input_ids == [9707, 1879]
    assert tok.convert_tokens_to_ids(["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<tool_call>", "</tool_call>"]) \
        == [151643, 151644, 151645, 151657, 151658]
    assert tok.eos_token == "<|im_end|>" and tok.pad_token == "<|endoftext|>"
    assert len(tok) == 151665


def _decode_masked(tok, ex):
    return tok.decode([i for i, b in zip(ex["input_ids"], ex["assistant_masks"]) if b])


def test_loss_on_assistant_turns_only(tok, fixture_jsonl):
    examples, stats = load_sft_examples([fixture_jsonl], tok, exclude_error_steps=False)
    assert stats.records == 4 and stats.masked_error_turns == 0
    trained = _decode_masked(tok, examples[1])
    assert trained.count("<|im_end|>") == 2  # both assistant turns end with their stop token
    assert '{"name": "bash", "arguments": {"command": "printf' in trained
    assert "You are an expert Linux engineer" not in trained  # system
    assert "Write the word hello" not in trained  # user
    assert "<tool_response>" not in trained and "[exit code 0]" not in trained  # tool results
    # the whole rendered text holds them, with the tool schema
    full = tok.decode(examples[1]["input_ids"])
    assert '"name": "bash"' in full and "<tool_response>" in full and "Write the word hello" in full


def test_injected_error_steps_out_of_loss_but_in_context(tok, fixture_jsonl):
    with_err, _ = load_sft_examples([fixture_jsonl], tok, exclude_error_steps=False)
    without, stats = load_sft_examples([fixture_jsonl], tok, exclude_error_steps=True)
    assert stats.masked_error_turns == 2
    ex = without[0]
    trained = _decode_masked(tok, ex)
    assert "otu.txt" not in trained.split("I wrote to otu.txt")[0]  # the wrong command is not learned...
    assert "echo hello > /app/otu.txt" not in trained
    assert "I wrote to otu.txt by mistake" in trained  # ...the diagnosis and repair are
    assert "echo hello > /app/otu.txt" in tok.decode(ex["input_ids"])  # and the error stays in context
    assert with_err[0]["input_ids"] == ex["input_ids"]
    assert sum(ex["assistant_masks"]) < sum(with_err[0]["assistant_masks"])


def test_tau_filter(tok, fixture_jsonl):
    examples, stats = load_sft_examples([fixture_jsonl], tok, min_test_pass_fraction=1.0)
    assert stats.records == 3 and stats.skipped_below_tau == 1


def test_openai_arguments_become_objects(fixture_jsonl):
    rec = next(iter_records(fixture_jsonl))
    msgs = chat_messages(rec)
    call = msgs[2]["tool_calls"][0]["function"]
    assert call["arguments"] == {"command": "ls -la /app"}


def _structured_tools():
    from termigen.agent.tools import tool_schemas

    return tool_schemas("structured")


def _base():
    return {"id": "x", "task_id": "t", "messages": [
        {"role": "user", "content": "do it"},
        {"role": "assistant", "content": "", "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\": \"ls\"}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {"role": "assistant", "content": "TASK_COMPLETE"}]}


@pytest.mark.parametrize("mutate, message", [
    (lambda r: r.pop("messages"), "messages: Field required"),
    (lambda r: r.pop("task_id"), "task_id: Field required"),
    (lambda r: r["messages"][1]["tool_calls"][0]["function"].update(name="python"), "unknown tool 'python'"),
    (lambda r: r["messages"][1]["tool_calls"][0]["function"].update(arguments="{not json"), "not valid JSON"),
    (lambda r: r["messages"][1]["tool_calls"][0]["function"].update(arguments="{\"cmd\": 1}"),
     "needs a string 'command'"),
    (lambda r: r["messages"].pop(2), "have no tool result"),
    (lambda r: r["messages"].__setitem__(0, {"role": "robot", "content": "x"}), "role is 'robot'"),
    (lambda r: r.update(steps=[{"intent": "a"}]), "steps has 1 entries for 2 assistant messages"),
    (lambda r: r.update(steps=[{"error_kind": "typo"}, {}]), "error_kind"),
    (lambda r: r.update(messages=[{"role": "user", "content": "hi"}, {"role": "user", "content": "hi"}]),
     "no assistant message"),
    (lambda r: (r.update(tools=_structured_tools()), r["messages"][1]["tool_calls"][0]["function"].update(
        name="write_file", arguments="{\"path\": \"/app/x\"}")),
     "write_file is called without its required argument(s) ['content']"),
    (lambda r: r["messages"][1]["tool_calls"][0]["function"].update(name="write_file"),
     "unknown tool 'write_file'"),  # a structured tool in a bash-only record
])
def test_bad_records_say_what_is_wrong(mutate, message):
    r = _base()
    mutate(r)
    with pytest.raises(TrajectoryError) as e:
        parse_record(r, "f.jsonl:7")
    assert "f.jsonl:7" in str(e.value) and message in str(e.value)


def test_bad_file_names_line_or_skips(tmp_path, tok):
    good = json.dumps(_base())
    bad = _base()
    bad["messages"][1]["tool_calls"][0]["function"]["name"] = "python"
    p = tmp_path / "t.jsonl"
    p.write_text(good + "\n" + json.dumps(bad) + "\n{oops\n")
    with pytest.raises(TrajectoryError, match=r"t.jsonl:2: .*unknown tool 'python'"):
        load_sft_examples([p], tok)
    examples, stats = load_sft_examples([p], tok, skip_invalid=True)
    assert len(examples) == 1 and len(stats.skipped_invalid) == 2
    assert "t.jsonl:3: not valid JSON" in stats.skipped_invalid[1]
    with pytest.raises(TrajectoryError, match="no such trajectory file"):
        load_sft_examples([tmp_path / "missing.jsonl"], tok)


def test_overlong_trajectories_keep_their_end(fixture_jsonl):
    """Over max_length: `drop` leaves the record out, `split` makes windows of whole steps after the task's
    head, the last one ending with the trajectory's final turns (the repair and the final check); never a
    cut end. The length report counts them."""
    import pytest
    from termigen_train.data import length_report, load_sft_examples
    from termigen_train.tokenizer import load_qwen25_tokenizer

    tok = load_qwen25_tokenizer()
    rep = length_report([fixture_jsonl], tok, 560)
    assert rep["records"] == 4 and rep["over_max_length"] == 2 and rep["max"] > 560 >= rep["min"]
    kept, st = load_sft_examples([fixture_jsonl], tok, max_length=560, overlong="drop")
    assert st.dropped_overlong == 2 and len(kept) == 2 and all(len(e["input_ids"]) <= 560 for e in kept)
    ex, st = load_sft_examples([fixture_jsonl], tok, max_length=560, overlong="split")
    assert st.split_overlong == 2 and st.split_examples == 4 and len(ex) == 6
    assert all(len(e["input_ids"]) <= 560 for e in ex)
    windows = [e for e in ex if e["trajectory_id"].startswith("fx-0001#")]
    assert [e["trajectory_id"] for e in windows] == ["fx-0001#0", "fx-0001#1"]
    for e in windows:  # every window starts with the task (system prompt + instruction)
        assert tok.decode(e["input_ids"]).startswith("<|im_start|>system\n")
    last = tok.decode(windows[-1]["input_ids"])
    assert "mv /app/otu.txt /app/out.txt" in last and last.rstrip().endswith("TASK_COMPLETE<|im_end|>")
    trained = tok.decode([i for i, m in zip(windows[-1]["input_ids"], windows[-1]["assistant_masks"]) if m])
    assert "TASK_COMPLETE" in trained  # the end is in the loss
    truncated, st = load_sft_examples([fixture_jsonl], tok, max_length=560, overlong="truncate")
    assert st.overlong == 2 and len(truncated) == 4
    with pytest.raises(ValueError, match="overlong must be"):
        load_sft_examples([fixture_jsonl], tok, max_length=560, overlong="cut")


def test_structured_tools_record_trains_on_their_schemas(tok):
    """A record made with the structured action set (tools = termigen.agent.tools' structured schemas): the
    chat template input holds exactly those tools, and the structured calls are in the loss."""
    from termigen.agent.tools import tool_schemas

    def call(cid, name, **args):
        return {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}

    rec = parse_record({"id": "s1", "task_id": "t", "tools": tool_schemas("structured"), "messages": [
        {"role": "system", "content": "sys"}, {"role": "user", "content": "write hello"},
        {"role": "assistant", "content": "", "tool_calls": [call("c1", "write_file", path="/app/o", content="helo")]},
        {"role": "tool", "tool_call_id": "c1", "content": "wrote 4 bytes to /app/o\n[exit code 0]"},
        {"role": "assistant", "content": "typo", "tool_calls": [
            call("c2", "edit", path="/app/o", old_string="helo", new_string="hello")]},
        {"role": "tool", "tool_call_id": "c2", "content": "replaced 1 occurrence(s)\n[exit code 0]"},
        {"role": "assistant", "content": "", "tool_calls": [call("c3", "finish", message="done")]},
        {"role": "tool", "tool_call_id": "c3", "content": "Finished: done"}]}, "s.jsonl:1")
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "s.jsonl"
        path.write_text(json.dumps(rec.model_dump(mode="json")) + "\n")
        (ex,), stats = load_sft_examples([path], tok)
    text = tok.decode(ex["input_ids"])
    for schema in tool_schemas("structured"):
        assert json.dumps(schema, ensure_ascii=False) in text, schema["function"]["name"]
    assert text.count('{"type": "function", "function": {"name": ') == 7  # those tools and no other
    trained = tok.decode([i for i, b in zip(ex["input_ids"], ex["assistant_masks"]) if b])
    assert '"name": "write_file"' in trained and '"old_string": "helo"' in trained and '"name": "finish"' in trained
    assert "wrote 4 bytes" not in trained and stats.assistant_turns == 3
