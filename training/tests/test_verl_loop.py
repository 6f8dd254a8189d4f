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
    def __init__(self, tok):
        self.tok, self.calls = tok, []

    async def generate(self, request_id, prompt_ids, sampling_params):
        self.calls.append(list(prompt_ids))
        return self.tok.encode(REPLIES[len(self.calls) - 1])


def test_verl_loop_episode(tiny_tasks_dir, tmp_path, monkeypatch):
    from termigen_train.tokenizer import load_qwen25_tokenizer

    recipe = tmp_path / "env.yaml"
    recipe.write_text(f"recipe: grpo\nepisode_log_dir: {tmp_path}\ntasks: {{dirs: ['{tiny_tasks_dir}']}}\n"
                      "env: {command_timeout_sec: 10}\nreward: {judge: {enabled: false}}\n")
    monkeypatch.setenv(vl.ENV_CONFIG, str(recipe))
    monkeypatch.setattr(vl, "_runtime", None)
    tok = load_qwen25_tokenizer()
    loop = object.__new__(vl.TermigenAgentLoop)  # verl's constructor is not needed for the episode
    loop.tokenizer = tok
    loop.server_manager = FakeServer(tok)
    loop.config = SimpleNamespace(actor_rollout_ref=SimpleNamespace(rollout=SimpleNamespace(
        multi_turn={"max_assistant_turns": 10}, response_length=4096)),
        data={"apply_chat_template_kwargs": {"enable_thinking": False}})
    try:
        out = asyncio.run(loop.run({"temperature": 1.0, "logprobs": False}, extra_info={"task_id": TASK_ID}))
    finally:
        vl._runtime.close()
    assert out.reward_score == 1.0
    assert out.extra_fields == {"termigen_unscorable": False, "task_id": TASK_ID, "termigen_passed": True}
    assert out.num_turns == 6 and len(out.response_ids) == len(out.response_mask)
    generated = tok.decode([t for t, m in zip(out.response_ids, out.response_mask) if m])
    masked = tok.decode([t for t, m in zip(out.response_ids, out.response_mask) if not m])
    assert generated == "".join(REPLIES)
    assert masked.count("<tool_response>") == 2 and "[exit code 0]" in masked
    # each generation call saw the previous turns and tool results (token-in/token-out)
    calls = loop.server_manager.calls
    assert calls[1][: len(calls[0])] == calls[0] and len(calls[2]) > len(calls[1])
    assert tok.decode(calls[0]).endswith("<|im_start|>assistant\n") and '"name": "bash"' in tok.decode(calls[0])
