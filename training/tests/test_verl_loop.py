"""The verl agent loop's episode logic without verl: a fake rollout server hands out scripted tokens, the
commands run in real task containers, tool results are masked out, and the reward comes from the tests."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest
import termigen_train.verl_agent_loop as vl
from tiny_task import TASK_ID

pytestmark = pytest.mark.docker

REPLIES = [
    '<tool_call>\n{"name": "bash", "arguments": {"command": "echo hello > /app/out.txt"}}\n</tool_call><|im_end|>',
    'Now the count.\n<tool_call>\n{"name": "bash", "arguments": {"command": "tail -n +2 data.csv | wc -l > '
    'count.txt"}}\n</tool_call><|im_end|>',
    "TASK_COMPLETE<|im_end|>",
]


class FakeServer:
    def __init__(self, tok, replies=REPLIES):
        self.tok, self.calls, self.replies = tok, [], replies

    async def generate(self, request_id, prompt_ids, sampling_params):
        self.calls.append(list(prompt_ids))
        return self.tok.encode(self.replies[len(self.calls) - 1])


def _loop(tiny_tasks_dir, tmp_path, monkeypatch, replies=REPLIES, actions="bash"):
    from termigen_train.tokenizer import load_qwen25_tokenizer

    recipe = tmp_path / "env.yaml"
    recipe.write_text(f"recipe: grpo\nepisode_log_dir: {tmp_path}\ntasks: {{dirs: ['{tiny_tasks_dir}']}}\n"
                      f"env: {{command_timeout_sec: 10, actions: {actions}}}\nreward: {{judge: {{enabled: false}}}}\n")
    monkeypatch.setenv(vl.ENV_CONFIG, str(recipe))
    monkeypatch.setattr(vl, "_runtime", None)
    tok = load_qwen25_tokenizer()
    loop = object.__new__(vl.TermigenAgentLoop)  # verl's constructor is not needed for the episode
    loop.tokenizer = tok
    loop.server_manager = FakeServer(tok, replies)
    loop.config = SimpleNamespace(actor_rollout_ref=SimpleNamespace(rollout=SimpleNamespace(
        multi_turn={"max_assistant_turns": 10}, response_length=4096)),
        data={"apply_chat_template_kwargs": {"enable_thinking": False}})
    return loop, tok


def test_verl_loop_episode(tiny_tasks_dir, tmp_path, monkeypatch):
    loop, tok = _loop(tiny_tasks_dir, tmp_path, monkeypatch)
    try:
        out = asyncio.run(loop.run({"temperature": 1.0, "logprobs": False}, extra_info={"task_id": TASK_ID}))
    finally:
        vl._runtime.close()
    assert out.reward_score == 1.0
    assert out.extra_fields == {"termigen_unscorable": False, "task_id": TASK_ID, "termigen_passed": True,
                                "termigen_finished": False}
    assert out.num_turns == 6 and len(out.response_ids) == len(out.response_mask)
    generated = tok.decode([t for t, m in zip(out.response_ids, out.response_mask) if m])
    masked = tok.decode([t for t, m in zip(out.response_ids, out.response_mask) if not m])
    assert generated == "".join(REPLIES)
    assert masked.count("<tool_response>") == 2 and "[exit code 0]" in masked
    # each generation call saw the previous turns and tool results (token-in/token-out)
    calls = loop.server_manager.calls
    assert calls[1][: len(calls[0])] == calls[0] and len(calls[2]) > len(calls[1])
    assert tok.decode(calls[0]).endswith("<|im_start|>assistant\n") and '"name": "bash"' in tok.decode(calls[0])


STRUCTURED_REPLIES = [
    '<tool_call>\n{"name": "write_file", "arguments": {"path": "/app/out.txt", "content": "helo\\n"}}\n'
    "</tool_call><|im_end|>",
    "A typo; fixing it.\n<edit>\npath: /app/out.txt\nold_string: helo\nnew_string: hello\n</edit>\n"
    '<tool_call>\n{"name": "edit", "arguments": {"path": "/app/out.txt", "old_string": "l", "new_string": "L"}}\n'
    "</tool_call><|im_end|>",  # the second edit is ambiguous (two l's now): an error observation
    '<tool_call>\n{"name": "bash", "arguments": {"command": "tail -n +2 data.csv | wc -l > count.txt"}}\n'
    "</tool_call>\n<read_file>/app/out.txt</read_file><|im_end|>",
    '<finish>\nmessage: done\n</finish>\n<tool_call>\n{"name": "bash", "arguments": {"command": "rm /app/out.txt"}}'
    "\n</tool_call><|im_end|>",  # after finish: not run
    "never asked for<|im_end|>",
]


def test_verl_loop_structured_actions(tiny_tasks_dir, tmp_path, monkeypatch):
    """env.actions: structured: the prompt carries the agent's structured tool schemas, calls in JSON and in the
    XML/YAML text forms run through the agent's ActionRunner, `finish` ends the episode."""
    import json

    from termigen.agent.tools import tool_schemas

    loop, tok = _loop(tiny_tasks_dir, tmp_path, monkeypatch, STRUCTURED_REPLIES, actions="structured")
    try:
        out = asyncio.run(loop.run({"temperature": 1.0, "logprobs": False}, extra_info={"task_id": TASK_ID}))
    finally:
        vl._runtime.close()
    assert out.reward_score == 1.0  # the rm after finish never ran
    assert out.extra_fields["termigen_finished"] is True and out.extra_fields["termigen_passed"] is True
    calls = loop.server_manager.calls
    assert len(calls) == 4 and out.num_turns == 8
    first = tok.decode(calls[0])
    for schema in tool_schemas("structured"):  # every schema, exactly as the agent sends it
        assert json.dumps(schema, ensure_ascii=False) in first, schema["function"]["name"]
    assert "write_file(path, content)" in first  # the structured system prompt
    generated = tok.decode([t for t, m in zip(out.response_ids, out.response_mask) if m])
    masked = tok.decode([t for t, m in zip(out.response_ids, out.response_mask) if not m])
    assert generated == "".join(STRUCTURED_REPLIES[:4])
    assert "wrote 5 bytes to /app/out.txt" in masked and "replaced 1 occurrence(s)" in masked
    assert "edit failed: old_string occurs 2 times in /app/out.txt" in masked
    assert "     1\thello\n[exit code 0]" in masked and masked.count("<tool_response>") == 5
    assert "Finished" not in masked  # nothing is appended after finish
    eps = [json.loads(line) for line in (tmp_path / "episodes.rank0.jsonl").read_text().splitlines()]
    assert [c.get("tool", "bash") for c in eps[0]["commands"]] == ["write_file", "edit", "edit", "bash", "read_file",
                                                                   "finish"]
