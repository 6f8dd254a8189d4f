"""One GRPO step whose episodes run in real task containers, through the recipe runner and TRL's tool loop.

The random tiny model cannot write a tool call, so each rollout's *first* reply is scripted (half write
`hello`, half `bye`); everything after it is real: TRL parses the <tool_call>, our environment runs it in
the task container, the tool result goes back into the context, the tiny model samples its next turn (the
completion budget leaves room for it), the task's tests run in a fresh verifier container, and the rewards
(test fractions), the zero-variance filter and the policy-gradient step follow. The step's gradient is read
per completion token: the tool-result tokens get none, the model's own tokens before and after them do.
"""

from __future__ import annotations

import json

import pytest
import torch
from termigen_train.config import load_recipe
from termigen_train.grpo.run import build_trainer
from termigen_train.grpo.trainer import TermigenGRPOTrainer, zero_variance_keep
from termigen_train.resume import resolve_resume
from tiny_task import HELDOUT_ID, TASK_ID

pytestmark = pytest.mark.docker

SCRIPT = ('<tool_call>\n{{"name": "bash", "arguments": {{"command": "echo {word} > /app/out.txt"}}}}\n'
          "</tool_call><|im_end|>")


class ScriptedFirstTurn(TermigenGRPOTrainer):
    calls = 0
    batches: list = []
    logps: list = []

    def _generate_and_score_completions(self, inputs):
        out = super()._generate_and_score_completions(inputs)
        ScriptedFirstTurn.batches.append(out)
        return out

    def _get_per_token_logps_and_entropies(self, *args, **kwargs):
        logps, ent, aux = super()._get_per_token_logps_and_entropies(*args, **kwargs)
        if torch.is_grad_enabled() and logps.requires_grad:  # the loss's forward pass: keep its gradient
            logps.retain_grad()
            ScriptedFirstTurn.logps.append(logps)
        return logps, ent, aux

    def _generate_single_turn(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        texts = [self.processing_class.decode(p) for p in prompt_ids]
        if any("<tool_response>" in t for t in texts):  # after a tool result: the model itself
            return super()._generate_single_turn(prompt_ids, images, multimodal_fields, num_generations,
                                                 has_tool_images)
        out = []
        for _ in range(len(prompt_ids)):
            word = ("hello", "bye")[ScriptedFirstTurn.calls % 2]
            ScriptedFirstTurn.calls += 1
            out.append(self.processing_class.encode(SCRIPT.format(word=word)))
        return out, None


def test_one_grpo_step_in_containers(tiny_model_dir, tiny_tasks_dir, heldout_tasks_dir, tmp_path, monkeypatch):
    """...and a held-out evaluation after the step: the tiny_hello family is held out (split by family), its
    episodes run after the step, and their pass rate is logged (hello passes both tests, bye one)."""
    monkeypatch.setenv("TINY_MODEL_DIR", str(tiny_model_dir))
    monkeypatch.setenv("TINY_TASKS_DIR", str(tiny_tasks_dir))
    cfg = load_recipe("configs/grpo/tiny-cpu.yaml", [
        f"trl.output_dir={tmp_path}", "trl.save_strategy=steps", "trl.save_steps=1", "trl.save_only_model=false",
        f"tasks.dirs=[{tiny_tasks_dir}, {heldout_tasks_dir}]", "tasks.heldout={families: [tiny_hello]}",
        "trl.eval_strategy=steps", "trl.eval_steps=1", "trl.per_device_eval_batch_size=2"], kind="grpo")
    trainer, runtime = build_trainer(cfg, trainer_cls=ScriptedFirstTurn)
    before = {n: p.detach().clone() for n, p in trainer.model.named_parameters()}
    try:
        result = trainer.train()
    finally:
        runtime.close()
    assert result.global_step == 1
    # a full-state checkpoint --resume can continue from (weights, optimizer, scheduler, RNG, trainer state)
    assert resolve_resume("auto", str(tmp_path)) == str(tmp_path / "checkpoint-1")
    assert torch.load(tmp_path / "checkpoint-1" / "optimizer.pt", weights_only=False)["state"]
    logs = next(x for x in trainer.state.log_history if "reward" in x)
    assert logs["tools/call_frequency"] > 0 and logs["tools/failure_frequency"] == 0
    assert logs["termigen/pass_rate"] == 0.0  # train task: hello passes 2 of 3 tests, bye 1
    evals = [x for x in trainer.state.log_history if "eval_termigen/pass_rate" in x]
    assert len(evals) == 1 and evals[0]["eval_termigen/pass_rate"] == pytest.approx(0.5)
    # tracking: TensorBoard events, metrics.jsonl, and the plot command's PNG from them
    assert list(tmp_path.rglob("events.out.tfevents*")), "no TensorBoard event file"
    from termigen_train.plot import main as plot_main, plot

    png, counts = plot(tmp_path)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 5000
    assert counts["reward"] == 1 and counts["loss"] == 1 and counts["eval_termigen/pass_rate"] == 1
    assert plot_main([str(tmp_path / "nothing")]) == 2
    all_eps = [json.loads(line) for line in (tmp_path / "episodes.rank0.jsonl").read_text().splitlines()]
    held = [e for e in all_eps if e["task_id"] == HELDOUT_ID]
    assert sorted((e["tests_passed"], e["tests_total"]) for e in held) == [(1, 2), (2, 2)]
    eps = [e for e in all_eps if e["task_id"] != HELDOUT_ID]
    assert len(eps) == 2 and all(e["task_id"] == TASK_ID and e["outcome"] == "ok" for e in eps)
    assert sorted(e["commands"][0]["command"] for e in eps) == ["echo bye > /app/out.txt",
                                                                "echo hello > /app/out.txt"]
    # rewards are the tests' pass fractions: hello passes 2 of 3, bye 1 of 3
    assert sorted((e["tests_passed"], e["tests_total"]) for e in eps) == [(1, 3), (2, 3)]
    assert logs["reward"] == pytest.approx(0.5) and logs["termigen/frac_groups_filtered"] == 0.0
    changed = [n for n, p in trainer.model.named_parameters() if not torch.equal(p.detach(), before[n])]
    assert changed, "the policy-gradient step changed no weight"

    # A model turn after the tool result, and the tool result out of the loss.
    batch = ScriptedFirstTurn.batches[0]  # the training batch (the evaluation's comes after it)
    tok = trainer.processing_class
    tool_mask, comp_mask, comp_ids = batch["tool_mask"], batch["completion_mask"], batch["completion_ids"]
    grad = ScriptedFirstTurn.logps[-1].grad  # the training forward (evaluation runs without gradient)
    assert grad is not None and grad.shape == tool_mask.shape
    for row in range(comp_ids.size(0)):
        valid = comp_mask[row].bool()
        tool = valid & (tool_mask[row] == 0)
        model = valid & (tool_mask[row] == 1)
        tool_text = tok.decode(comp_ids[row][tool])
        assert "<tool_response>" in tool_text and "</tool_response>" in tool_text, tool_text
        first_tool = int(tool.nonzero()[0])
        after = model.clone()
        after[:first_tool] = False
        assert after.sum() > 0, "no model turn after the tool result"
        assert "<tool_response>" not in tok.decode(comp_ids[row][model])
        assert "echo" in tok.decode(comp_ids[row][model][:first_tool])  # the scripted call is in the loss
        assert torch.all(grad[row][tool] == 0), "tool-result tokens carry loss"
        assert grad[row][model].abs().sum() > 0 and grad[row][after].abs().sum() > 0


def test_zero_variance_filter():
    nan = float("nan")
    r = torch.tensor([1.0, 1.0, 0.0, 1.0, 0.5, 0.5, nan, 0.2])
    assert zero_variance_keep(r, 2).tolist() == [0, 0, 1, 1, 0, 0, 0, 0]
    assert zero_variance_keep(r, 4).tolist() == [1, 1, 1, 1, 1, 1, 1, 1]  # 0.5, 0.5, 0.2 vary
    r = torch.tensor([0.5, 0.5, nan, 0.5, nan, nan, nan, 1.0])
    assert zero_variance_keep(r, 4).tolist() == [0, 0, 0, 0, 0, 0, 0, 0]  # constant; one scorable


def test_one_reward_scale_per_group():
    from termigen_train.grpo.trainer import one_scale_per_group

    nan = float("nan")
    # group 1: judge answered for one rollout only -> both rescored by tests; group 2: judge for both -> kept;
    # group 3: no judge anywhere -> kept; group 4: the judged rollout is unscorable (NaN) -> consistent, kept
    rewards = torch.tensor([0.8, 0.5, 0.7, 0.3, 0.5, 1.0, nan, 0.25])
    tests = torch.tensor([1.0, 0.5, 0.6, 0.2, 0.5, 1.0, nan, 0.25])
    judged = torch.tensor([True, False, True, True, False, False, True, False])
    out, fixed = one_scale_per_group(rewards, tests, judged, 2)
    assert fixed == 1
    assert out[:2].tolist() == [1.0, 0.5] and out[2:6].tolist() == pytest.approx([0.7, 0.3, 0.5, 1.0])
    assert torch.isnan(out[6]) and out[7] == 0.25


STRUCTURED_SCRIPT = ('<tool_call>\n{{"name": "write_file", "arguments": {{"path": "/app/out.txt", "content": '
                     '"{word}\\n"}}}}\n</tool_call><|im_end|>')


class ScriptedStructuredTurn(TermigenGRPOTrainer):
    """The first reply of each rollout writes /app/out.txt with the structured write_file tool."""

    calls = 0
    prompts: list = []

    def _generate_single_turn(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        texts = [self.processing_class.decode(p) for p in prompt_ids]
        if any("<tool_response>" in t for t in texts):
            return super()._generate_single_turn(prompt_ids, images, multimodal_fields, num_generations,
                                                 has_tool_images)
        ScriptedStructuredTurn.prompts += texts
        out = []
        for _ in range(len(prompt_ids)):
            word = ("hello", "bye")[ScriptedStructuredTurn.calls % 2]
            ScriptedStructuredTurn.calls += 1
            out.append(self.processing_class.encode(STRUCTURED_SCRIPT.format(word=word)))
        return out, None


def test_grpo_step_structured_tools(tiny_model_dir, tiny_tasks_dir, tmp_path, monkeypatch):
    """env.actions: structured through TRL's tool loop: the prompt renders the agent's exact tool schemas (the
    todo items' fields, the empty `required` lists), TRL dispatches write_file to the environment by name, the
    file lands in the task container and the tests score it."""
    from termigen.agent.tools import tool_schemas

    monkeypatch.setenv("TINY_MODEL_DIR", str(tiny_model_dir))
    monkeypatch.setenv("TINY_TASKS_DIR", str(tiny_tasks_dir))
    cfg = load_recipe("configs/grpo/tiny-cpu.yaml", [f"trl.output_dir={tmp_path}", "env.actions=structured",
                                                    "tasks.repeat=1"], kind="grpo")
    trainer, runtime = build_trainer(cfg, trainer_cls=ScriptedStructuredTurn)
    assert trainer.tools == tool_schemas("structured") and trainer._env_tools[None] == tool_schemas("structured")
    try:
        result = trainer.train()
    finally:
        runtime.close()
    assert result.global_step == 1
    prompt = ScriptedStructuredTurn.prompts[0]
    for schema in tool_schemas("structured"):
        assert json.dumps(schema, ensure_ascii=False) in prompt, schema["function"]["name"]
    assert "write_file(path, content)" in prompt  # the agent's structured system prompt
    logs = next(x for x in trainer.state.log_history if "reward" in x)
    assert logs["tools/call_frequency"] > 0 and logs["tools/failure_frequency"] == 0
    eps = [json.loads(line) for line in (tmp_path / "episodes.rank0.jsonl").read_text().splitlines()]
    assert len(eps) == 2 and all(e["commands"][0]["tool"] == "write_file" for e in eps)
    assert sorted(e["commands"][0]["arguments"]["content"] for e in eps) == ["bye\n", "hello\n"]
    assert sorted((e["tests_passed"], e["tests_total"]) for e in eps) == [(1, 3), (2, 3)]
