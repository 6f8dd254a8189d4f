"""Generator-Critic trajectory synthesis (termigen.synth) in real task containers, against a scripted
OpenAI-compatible teacher and critic on 127.0.0.1."""

from __future__ import annotations

import json
import random
import socket

import pytest
from judge_server import ScriptedChatServer
from tiny_task import TASK_ID

from termigen.formats.harbor import read_harbor
from termigen.synth.records import iter_records
from termigen.synth.trajectory import Endpoint, SynthConfig, SynthError, synthesize, synthesize_task

pytestmark = pytest.mark.docker

ACCEPT = '{"verdict": "accept", "intent": "%s", "reason": "fine"}'


def _cfg(url, **kw) -> SynthConfig:
    return SynthConfig(teacher=Endpoint(url, "teacher", timeout_sec=20, max_retries=0),
                       critic=Endpoint(url, "critic", timeout_sec=20, max_retries=0),
                       command_timeout_sec=10, **kw)


def test_error_correction_trajectory(tiny_tasks_dir, tmp_path):
    teacher = [
        {"content": "Let me look.", "tool_call": "ls /app"},
        {"content": "Writing the answer.", "tool_call": "rm -rf /app"},  # the critic rejects this error...
        {"content": "Writing the answer.", "tool_call": "echo hello > /app/otu.txt"},  # ...and takes this one
        {"content": "I wrote otu.txt instead of out.txt; renaming it.", "tool_call": "mv /app/otu.txt /app/out.txt"},
        {"content": "", "tool_call": "tail -n +2 /app/data.csv | wc -l > /app/count.txt"},
        {"content": "TASK_COMPLETE"},
    ]
    critic = [ACCEPT % "inspect /app",
              '{"verdict": "reject", "intent": "delete", "reason": "destructive"}',
              ACCEPT % "write the answer (wrong file)",
              ACCEPT % "repair the file name",
              ACCEPT % "count the rows"]
    with ScriptedChatServer({"teacher": teacher, "critic": critic}) as srv:
        cfg = _cfg(srv.base_url, inject_at={1: "wrong_path"}, tau=1.0)
        out = tmp_path / "traj.jsonl"
        (res,) = synthesize([tiny_tasks_dir / TASK_ID], cfg, out, log=lambda *_: None)
        assert res.outcome == "kept" and res.kept and res.error == ""
        assert (res.critic_calls, res.critic_rejections, res.injected) == (5, 1, 1)
        # the hidden injection instruction went to the teacher (twice: first try, retry with the critic's reason)
        hidden = [r["messages"][-1]["content"] for r in srv.by_model["teacher"] if "Data-synthesis" in
                  r["messages"][-1]["content"]]
        assert len(hidden) == 2 and "wrong_path" in hidden[0] and "(reviewer: destructive)" in hidden[1]
        assert all(r["tools"][0]["function"]["name"] == "bash" for r in srv.by_model["teacher"])
    (rec,) = list(iter_records(out))  # valid per the shared schema
    assert rec.task_id == TASK_ID and rec.test_pass_fraction == 1.0 and rec.tokens == 110
    assert [s.error_kind for s in rec.steps] == [None, "wrong_path", None, None, None]
    assert [s.intent for s in rec.steps][:2] == ["inspect /app", "write the answer (wrong file)"]
    text = json.dumps(rec.messages)
    assert "Data-synthesis" not in text and "rm -rf" not in text  # hidden text and rejected steps never recorded
    tool_msgs = [m for m in rec.messages if m["role"] == "tool"]
    assert tool_msgs[0]["content"].endswith("[exit code 0]") and "data.csv" in tool_msgs[0]["content"]
    assert rec.messages[-1] == {"role": "assistant", "content": "TASK_COMPLETE"}
    assert rec.model_extra["tests_passed"] == 3
    # and SFT reads it as is: the injected step is out of the loss, its repair in
    from termigen_train.data import load_sft_examples
    from termigen_train.tokenizer import load_qwen25_tokenizer

    tok = load_qwen25_tokenizer()
    (ex,), stats = load_sft_examples([out], tok)
    assert stats.masked_error_turns == 1
    trained = tok.decode([i for i, b in zip(ex["input_ids"], ex["assistant_masks"]) if b])
    assert "otu.txt\"" not in trained.split("renaming")[0] and "mv /app/otu.txt /app/out.txt" in trained


def test_tau_filter_and_rejected_file(tiny_tasks_dir, tmp_path):
    teacher = [{"content": "", "tool_call": "echo hello > /app/out.txt"}, {"content": "TASK_COMPLETE"}]
    with ScriptedChatServer({"teacher": teacher, "critic": [ACCEPT % "write"]}) as srv:
        out, rej = tmp_path / "kept.jsonl", tmp_path / "rejected.jsonl"
        (res,) = synthesize([tiny_tasks_dir / TASK_ID], _cfg(srv.base_url, eps=0.0, tau=1.0), out, rejected_out=rej,
                            log=lambda *_: None)
    assert res.outcome == "below_tau" and not out.exists()
    (rec,) = list(iter_records(rej))
    assert rec.test_pass_fraction == pytest.approx(2 / 3)


def test_endpoint_down_and_critic_veto(tiny_tasks_dir, tmp_path):
    task = read_harbor(tiny_tasks_dir / TASK_ID)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    res = synthesize_task(task, tiny_tasks_dir / TASK_ID, task.image_tag,
                          _cfg(f"http://127.0.0.1:{port}/v1"), random.Random(0))
    assert res.outcome == "teacher_error" and "teacher endpoint" in res.error and res.record is None

    reject = '{"verdict": "reject", "intent": "x", "reason": "wrong"}'
    teacher = [{"content": "", "tool_call": "true"}] * 3
    with ScriptedChatServer({"teacher": teacher, "critic": [reject] * 3}) as srv:
        res = synthesize_task(task, tiny_tasks_dir / TASK_ID, task.image_tag,
                              _cfg(srv.base_url, eps=0.0, max_critic_retries=2), random.Random(0))
    assert res.outcome == "critic_rejected" and res.critic_calls == 3 and res.record is None


def test_config_checks():
    with pytest.raises(SynthError, match="unknown error kind"):
        _cfg("http://x", error_kinds=("typo",))
    with pytest.raises(SynthError, match="eps must be"):
        _cfg("http://x", eps=1.5)


def test_injection_rate_and_kinds():
    from tiny_task import tiny_task

    from termigen.synth.records import ERROR_KINDS
    from termigen.synth.trajectory import _Episode

    ep = _Episode(tiny_task(), _cfg("http://127.0.0.1:9/v1", eps=0.2), random.Random(1), terminal=None)
    kinds = [ep._inject_here(step) for step in range(1, 5001)]
    hits = [k for k in kinds if k]
    assert 0.18 < len(hits) / len(kinds) < 0.22 and set(hits) == set(ERROR_KINDS)
    assert ep._inject_here(0) is None  # never on the first step
