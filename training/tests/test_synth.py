"""Generator-Critic trajectory synthesis (termigen.synth) in real task containers, against a scripted
OpenAI-compatible teacher and critic on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import random
import socket

import pytest
from judge_server import ScriptedChatServer
from tiny_task import TASK_ID, tiny_task

from termigen.agent.terminal import ExecTerminal
from termigen.formats.harbor import read_harbor
from termigen.synth.box import CHECKPOINT_REPO
from termigen.synth.cli import main
from termigen.synth.config import SynthConfig
from termigen.synth.endpoint import Endpoint
from termigen.synth.episode import _Episode, synthesize_task
from termigen.synth.errors import SynthError
from termigen.synth.records import ERROR_DESCRIPTIONS, ERROR_KINDS, TrajectoryRecord, iter_records
from termigen.synth.runner import RunOptions, find_task_dirs, run_synthesis, synthesize
from termigen.synth.stats import compute_stats

ACCEPT = '{"verdict": "accept", "intent": "%s", "reason": "fine"}'
REJECT = '{"verdict": "reject", "intent": "x", "reason": "%s"}'
QUIET = dict(log=None)


def _cfg(url, **kw) -> SynthConfig:
    return SynthConfig(teacher=Endpoint(url, "teacher", timeout_sec=20, max_retries=0),
                       critic=Endpoint(url, "critic", timeout_sec=20, max_retries=0),
                       command_timeout_sec=10, **kw)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---- no containers ------------------------------------------------------------------------------------------------


def test_published_kinds_and_defaults():
    assert ERROR_KINDS == ("analysis_error", "command_error", "hallucination", "requirement_violation",
                           "verification_failure")
    assert set(ERROR_DESCRIPTIONS) == set(ERROR_KINDS) and all(len(d) > 80 for d in ERROR_DESCRIPTIONS.values())
    cfg = _cfg("http://x")
    assert cfg.tau == 0.0 and cfg.eps == 0.2 and cfg.error_kinds == ERROR_KINDS  # tau 0: keep all, as published
    with pytest.raises(SynthError, match="unknown error kind"):
        _cfg("http://x", error_kinds=("typo",))
    with pytest.raises(SynthError, match="unknown error kind"):
        _cfg("http://x", inject_at={1: "wrong_path"})  # an old kind
    with pytest.raises(SynthError, match="eps must be"):
        _cfg("http://x", eps=1.5)
    with pytest.raises(SynthError, match="tau must be"):
        _cfg("http://x", tau=-0.1)


def test_injection_rate_and_kinds():
    ep = _Episode(tiny_task(), _cfg("http://127.0.0.1:9/v1", eps=0.2), random.Random(1), terminal=None)
    kinds = [ep._inject_here(step) for step in range(1, 5001)]
    hits = [k for k in kinds if k]
    assert 0.18 < len(hits) / len(kinds) < 0.22 and set(hits) == set(ERROR_KINDS)
    assert ep._inject_here(0) is None  # never on the first step


def test_consecutive_errors_then_one_repair_and_post_run_rejection():
    """Loop logic on a fake terminal: two errors in a row are allowed; the critic sees the first error's real
    output and rejects it (uninformative), the regenerated one passes; the next correct step must repair both."""
    outputs = {"cat /app/dta.csv": ("cat: /app/dta.csv: No such file or directory\n", 1),
               "cp /app/data.csv /app/out.txt": ("", 0),
               "cat /app/config.yaml": ("cat: /app/config.yaml: No such file or directory\n", 1),
               "echo hello > /app/out.txt": ("", 0)}

    async def fake_exec(script: str, timeout_sec: int):
        cmd = next(c for c in outputs if c in script)
        out, code = outputs[cmd]
        return out, "", code

    teacher = [{"content": "", "tool_call": "cat /app/dta.csv"},  # error 1 (command_error)
               {"content": "", "tool_call": "cp /app/data.csv /app/out.txt"},  # error 2, silent: rejected after it ran
               {"content": "", "tool_call": "cat /app/config.yaml"},  # error 2 again (hallucination): visible
               {"content": "Both reads failed: dta.csv is a typo and there is no config.yaml.",
                "tool_call": "echo hello > /app/out.txt"},
               {"content": "TASK_COMPLETE"}]
    critic = [ACCEPT % "read data", ACCEPT % "read data (typo)",  # error 1: before, after
              ACCEPT % "copy", REJECT % "the output shows no sign of the mistake",  # error 2: before, after
              ACCEPT % "read a config", ACCEPT % "read a missing config",
              ACCEPT % "diagnose and write"]
    with ScriptedChatServer({"teacher": teacher, "critic": critic}) as srv:
        cfg = _cfg(srv.base_url, inject_at={0: "command_error", 1: "hallucination"})
        ep = _Episode(tiny_task(), cfg, random.Random(0), ExecTerminal(fake_exec, cwd="/app"))
        assert asyncio.run(ep.run()) == "done"
        critic_reqs = [r["messages"][1]["content"] for r in srv.by_model["critic"]]
        teacher_reqs = [r["messages"][-1]["content"] for r in srv.by_model["teacher"]]
    assert [s.error_kind for s in ep.steps] == ["command_error", "hallucination", None, None]
    assert ep.steps[2].repairs == [0, 1] and ep.unrepaired == []
    assert (ep.critic_calls, ep.critic_rejections) == (7, 1)
    assert "No such file" in critic_reqs[1] and "real output" not in critic_reqs[0]  # the post-run check sees it
    assert "must diagnose that mistake and fix it" in critic_reqs[6] and "step 0 (command_error" in critic_reqs[6]
    assert "(reviewer, after running it: the output shows no sign of the mistake)" in teacher_reqs[2]
    assert "cp /app/data.csv" not in json.dumps(ep.messages)  # the rejected error is gone from the transcript


def _record(rid, kinds, repairs, fraction, tokens=100) -> TrajectoryRecord:
    msgs = [{"role": "system", "content": "s"}, {"role": "user", "content": "u"}]
    for i, _ in enumerate(kinds):
        msgs += [{"role": "assistant", "content": "", "tool_calls": [{"id": f"c{i}", "type": "function", "function": {
            "name": "bash", "arguments": json.dumps({"command": "true"})}}]},
            {"role": "tool", "tool_call_id": f"c{i}", "content": "[exit code 0]"}]
    msgs.append({"role": "assistant", "content": "TASK_COMPLETE"})
    steps = [{"intent": "x", "error_kind": k, "repairs": repairs.get(i)} for i, k in enumerate(kinds)] + [{}]
    return TrajectoryRecord(id=rid, task_id="t", messages=msgs, steps=steps, test_pass_fraction=fraction,
                            tokens=tokens)


def test_statistics_numbers():
    a = _record("a", [None, "command_error", None], {2: [1]}, 1.0)  # repaired, tests pass: recovered
    b = _record("b", [None, "hallucination", "analysis_error", None], {3: [1, 2]}, 0.5)  # repaired, tests fail
    c = _record("c", [None, "verification_failure"], {}, 1.0, tokens=400)  # never repaired
    s = compute_stats([a, c], [b], [], _cfg("http://x"))
    assert (s["kept"], s["rejected"], s["trajectories"]) == (2, 1, 3)
    assert s["errors_injected"] == 4 and s["error_kinds"] == {
        "analysis_error": 1, "command_error": 1, "hallucination": 1, "requirement_violation": 0,
        "verification_failure": 1}
    assert (s["errors_repaired"], s["errors_recovered"], s["repair_rate"], s["recovery_rate"]) == (3, 1, 0.75, 0.25)
    assert s["mean_turns"] == pytest.approx((4 + 5 + 3) / 3, abs=1e-3)
    assert (s["tokens_total"], s["mean_tokens"], s["tau"]) == (600, 200.0, 0.0)


def test_bad_task_paths_and_ids_are_recorded(tmp_path):
    (tmp_path / "ok" / TASK_ID).mkdir(parents=True)
    (tmp_path / "ok" / TASK_ID / "task.toml").write_text("")
    dirs, bad = find_task_dirs([tmp_path / "ok", tmp_path / "missing", tmp_path], ["nope-easy-00001", TASK_ID])
    assert dirs == [tmp_path / "ok" / TASK_ID]
    assert [b.outcome for b in bad] == ["bad_task", "bad_task", "unknown_task"]
    assert "does not exist" in bad[0].error and "no task.toml" in bad[1].error
    assert "task id 'nope-easy-00001' is not in the dataset" in bad[2].error


def test_endpoint_down_fails_fast_and_is_recorded(tmp_path):
    url = f"http://127.0.0.1:{_free_port()}/v1"
    out = tmp_path / "o" / "traj.jsonl"
    with pytest.raises(SynthError, match="teacher endpoint .* is not reachable"):
        run_synthesis(RunOptions(tasks=[tmp_path], out=out, cfg=_cfg(url)), **QUIET)
    assert "not reachable" in json.loads((tmp_path / "o" / "stats.json").read_text())["error"]
    assert main([str(tmp_path), "--out", str(out), "--teacher-url", url, "--teacher-model", "m"]) == 2


# ---- real containers ----------------------------------------------------------------------------------------------


@pytest.mark.docker
def test_error_correction_trajectory(tiny_tasks_dir, tmp_path):
    from termigen.dockerutil import client

    teacher = [
        {"content": "Let me look.", "tool_call": "ls /app"},
        {"content": "Reading the data.", "tool_call": "rm -rf /app"},  # rejected before it runs (destructive)
        {"content": "Writing the answer.", "tool_call": "touch /app/rejected_marker; echo hello > /app/out.txt"},
        {"content": "Reading the data.", "tool_call": "cat /app/dta.csv"},  # a command error with visible feedback
        {"content": "", "tool_call": "echo hello > /app/out.txt"},  # ignores the error: rejected
        {"content": "dta.csv was a typo; the file is data.csv.", "tool_call": "cat /app/data.csv"},
        {"content": "", "tool_call": "echo hello > /app/out.txt && tail -n +2 /app/data.csv | wc -l > /app/count.txt"
                                     " && ls /app"},
        {"content": "TASK_COMPLETE"},
    ]
    critic = [ACCEPT % "inspect /app",
              REJECT % "destructive",
              ACCEPT % "write the answer", REJECT % "the output shows nothing wrong",  # before, after it ran
              ACCEPT % "read the data (typo)", ACCEPT % "read a missing file",  # before, after
              REJECT % "it ignores the failed read",
              ACCEPT % "diagnose the typo, read data.csv",
              ACCEPT % "write both answers"]
    images_before = {i.id for i in client().images.list(name=CHECKPOINT_REPO)}
    out, atif = tmp_path / "traj.jsonl", tmp_path / "atif"
    with ScriptedChatServer({"teacher": teacher, "critic": critic}) as srv:
        cfg = _cfg(srv.base_url, inject_at={1: "command_error"})
        (res,), stats = run_synthesis(RunOptions(tasks=[tiny_tasks_dir], out=out, cfg=cfg, atif_dir=atif), **QUIET)
        assert res.outcome == "kept" and res.kept and res.error == "" and "cleanup" not in res.extra
        assert (res.critic_calls, res.critic_rejections, res.rollbacks, res.injected) == (9, 3, 1, 1)
        hidden = [r["messages"][-1]["content"] for r in srv.by_model["teacher"]]
        critic_reqs = [r["messages"][1]["content"] for r in srv.by_model["critic"]]
    assert "Data-synthesis" in hidden[1] and "command_error" in hidden[1] and "(reviewer: destructive)" in hidden[2]
    assert "(reviewer, after running it: the output shows nothing wrong)" in hidden[3]
    assert "Reviewer note" in hidden[5] and "ignores the failed read" in hidden[5]
    assert "must diagnose that mistake and fix it" in critic_reqs[6]
    assert {i.id for i in client().images.list(name=CHECKPOINT_REPO)} == images_before  # checkpoints removed

    (rec,) = list(iter_records(out))  # valid per the shared schema
    assert rec.task_id == TASK_ID and rec.test_pass_fraction == 1.0 and rec.tokens == 110
    assert (rec.category, rec.difficulty) == ("data", "easy")
    assert [s.error_kind for s in rec.steps] == [None, "command_error", None, None, None]
    assert rec.steps[2].repairs == [1] and rec.steps[1].intent == "read a missing file"
    text = json.dumps(rec.messages)
    assert "Data-synthesis" not in text and "rm -rf" not in text and "rejected_marker" not in text
    tool_msgs = [m["content"] for m in rec.messages if m["role"] == "tool"]
    assert "data.csv" in tool_msgs[0] and "No such file" in tool_msgs[1]
    # the rolled-back step's effect is gone from the container the rest of the episode ran in
    assert "count.txt" in tool_msgs[3] and "rejected_marker" not in tool_msgs[3]
    assert rec.messages[-1] == {"role": "assistant", "content": "TASK_COMPLETE"}
    assert rec.model_extra["tests_passed"] == 3 and rec.model_extra["rollbacks"] == 1
    # ATIF next to it, and the statistics
    atif_doc = json.loads((atif / f"{rec.id}.json").read_text())
    assert atif_doc["extra"]["task_id"] == TASK_ID and atif_doc["steps"][3]["extra"]["error_kind"] == "command_error"
    assert json.loads((tmp_path / "stats.json").read_text()) == stats
    assert (stats["kept"], stats["errors_injected"], stats["error_kinds"]["command_error"]) == (1, 1, 1)
    assert (stats["errors_recovered"], stats["recovery_rate"], stats["mean_turns"]) == (1, 1.0, 5)
    assert (stats["rollbacks"], stats["tokens_total"]) == (1, 110)
    # and SFT reads it as is: the injected step is out of the loss, its repair in
    from termigen_train.data import load_sft_examples
    from termigen_train.tokenizer import load_qwen25_tokenizer

    tok = load_qwen25_tokenizer()
    (ex,), data_stats = load_sft_examples([out], tok)
    assert data_stats.masked_error_turns == 1
    trained = tok.decode([i for i, b in zip(ex["input_ids"], ex["assistant_masks"]) if b])
    assert "dta.csv\"" not in trained.split("was a typo")[0] and "cat /app/data.csv" in trained


@pytest.mark.docker
def test_tau_filter_and_rejected_file(tiny_tasks_dir, tmp_path):
    teacher = [{"content": "", "tool_call": "echo hello > /app/out.txt"}, {"content": "TASK_COMPLETE"}] * 2
    with ScriptedChatServer({"teacher": teacher, "critic": [ACCEPT % "write"] * 2}) as srv:
        out, rej = tmp_path / "kept.jsonl", tmp_path / "rejected.jsonl"
        (res,) = synthesize([tiny_tasks_dir / TASK_ID], _cfg(srv.base_url, eps=0.0), out, **QUIET)
        assert res.outcome == "kept"  # tau 0 (default): 2/3 of the tests is kept
        (res,) = synthesize([tiny_tasks_dir / TASK_ID], _cfg(srv.base_url, eps=0.0, tau=1.0, seed=1), out,
                            rejected_out=rej, **QUIET)
    assert res.outcome == "below_tau" and len(list(iter_records(out))) == 1
    (rec,) = list(iter_records(rej))
    assert rec.test_pass_fraction == pytest.approx(2 / 3)


@pytest.mark.docker
def test_resume_skips_done_ids_and_workers_run_the_rest(tiny_tasks_dir, tmp_path, fixture_jsonl):
    out = tmp_path / "traj.jsonl"
    done = json.loads(fixture_jsonl.read_text().splitlines()[1])
    done["id"] = f"{TASK_ID}-s0-0"
    out.write_text(json.dumps(done) + "\n")
    with ScriptedChatServer({"teacher": ["TASK_COMPLETE"] * 3}) as srv:
        opts = RunOptions(tasks=[tiny_tasks_dir], out=out, cfg=_cfg(srv.base_url), per_task=3, workers=2)
        results, stats = run_synthesis(opts, **QUIET)
        assert sorted(r.record_id for r in results) == [f"{TASK_ID}-s0-1", f"{TASK_ID}-s0-2"]
        assert len(srv.by_model["teacher"]) == 2 and all(r.outcome == "kept" for r in results)
        assert [r.id for r in iter_records(out)][0] == f"{TASK_ID}-s0-0" and stats["kept"] == 3
        results, stats = run_synthesis(opts, **QUIET)  # everything done: nothing runs
        assert results == [] and len(srv.by_model["teacher"]) == 2 and stats["skipped_already_done"] == 3


@pytest.mark.docker
def test_teacher_down_mid_run_and_critic_veto(tiny_tasks_dir):
    task = read_harbor(tiny_tasks_dir / TASK_ID)
    res = synthesize_task(task, tiny_tasks_dir / TASK_ID, task.image_tag,
                          _cfg(f"http://127.0.0.1:{_free_port()}/v1"), random.Random(0))
    assert res.outcome == "teacher_error" and "teacher endpoint" in res.error and res.record is None

    teacher = [{"content": "", "tool_call": "true"}] * 3
    with ScriptedChatServer({"teacher": teacher, "critic": [REJECT % "wrong"] * 3}) as srv:
        res = synthesize_task(task, tiny_tasks_dir / TASK_ID, task.image_tag,
                              _cfg(srv.base_url, eps=0.0, max_critic_retries=2), random.Random(0))
    assert res.outcome == "critic_rejected" and res.critic_calls == 3 and res.record is None


@pytest.mark.docker
@pytest.mark.timeout(180)  # a hang fails here instead of waiting for the suite's 900 s
def test_container_dies_mid_episode(tiny_tasks_dir):
    """The agent's container dies while an injected error step runs (after its checkpoint was committed): the
    episode ends at that step as container_error, nothing raises, and neither the dead container nor the
    checkpoint image is left behind."""
    from termigen.dockerutil import client

    task = read_harbor(tiny_tasks_dir / TASK_ID)

    def leftovers():
        return ({c.id for c in client().containers.list(all=True, filters={"ancestor": task.image_tag})},
                {i.id for i in client().images.list(name=CHECKPOINT_REPO)})

    before = leftovers()
    # PID 1 is the sandbox's init: SIGTERM reaches it (it forwards it to the keep-alive) and the container stops
    # while the step's command still runs (the sleep), so the death is seen by this very step, not the next one
    teacher = [{"content": "Let me look.", "tool_call": "ls /app"},
               {"content": "", "tool_call": "kill 1; sleep 30"},
               {"content": "", "tool_call": "echo never runs"}]
    critic = [ACCEPT % "inspect /app", ACCEPT % "stop a process"] + [ACCEPT % "more"] * 3
    with ScriptedChatServer({"teacher": teacher, "critic": critic}) as srv:
        res = synthesize_task(task, tiny_tasks_dir / TASK_ID, task.image_tag,
                              _cfg(srv.base_url, inject_at={1: "command_error"}), random.Random(0))
        calls = (len(srv.by_model["teacher"]), len(srv.by_model["critic"]))
        assert "command_error" in srv.by_model["teacher"][1]["messages"][-1]["content"]  # the injected step
    assert res.outcome == "container_error" and res.record is None and not res.kept
    assert res.error.startswith("the task container died:") and "stopped while a command ran" in res.error
    assert calls == (2, 2)  # no model call after the death: no post-run critic, no next step
    assert res.critic_calls == 2 and "cleanup" not in res.extra and res.seconds < 60
    assert leftovers() == before  # the dead container and the checkpoint image are removed


def test_structured_actions_synthesis_record_feeds_sft(tmp_path):
    """SynthConfig(actions="structured"): the teacher is sent the agent's structured tools and system prompt, its
    write_file / edit / finish calls (JSON and XML text forms) run through the agent's ActionRunner, and the
    record's `tools` are those schemas; SFT renders exactly them."""
    from termigen.agent.terminal import LocalTerminal
    from termigen.agent.tools import tool_schemas
    from termigen_train.data import load_sft_examples
    from termigen_train.tokenizer import load_qwen25_tokenizer

    teacher = [
        {"content": 'Writing it.\n<tool_call>\n{"name": "write_file", "arguments": {"path": "out.txt", '
                    '"content": "helo\\n"}}\n</tool_call>'},
        {"content": "Fixing the typo.\n<edit>\npath: out.txt\nold_string: helo\nnew_string: hello\n</edit>"},
        {"content": "<finish>\nmessage: out.txt says hello\n</finish>"},
    ]
    critic = [ACCEPT % "write the file", ACCEPT % "fix the typo"]
    with ScriptedChatServer({"teacher": teacher, "critic": critic}) as srv:
        cfg = _cfg(srv.base_url, eps=0.0, actions="structured")
        ep = _Episode(tiny_task(), cfg, random.Random(0), LocalTerminal(cwd=str(tmp_path)))
        assert asyncio.run(ep.run()) == "done"
        sent = srv.by_model["teacher"][0]
    assert sent["tools"] == tool_schemas("structured") and "write_file(path, content)" in sent["messages"][0]["content"]
    assert (tmp_path / "out.txt").read_text() == "hello\n"
    rec = TrajectoryRecord(id="s", task_id=TASK_ID, messages=ep.messages, tools=ep.tools, steps=ep.steps)
    names = [c["function"]["name"] for m in rec.messages for c in m.get("tool_calls") or []]
    assert names == ["write_file", "edit", "finish"] and rec.tools == tool_schemas("structured")
    results = [m["content"] for m in rec.messages if m["role"] == "tool"]
    assert results == ["wrote 5 bytes to out.txt\n[exit code 0]",
                       "replaced 1 occurrence(s); wrote 6 bytes to out.txt\n[exit code 0]", "Finished: out.txt says hello"]
    assert [m["content"] for m in rec.messages if m["role"] == "assistant"] == ["Writing it.", "Fixing the typo.", ""]
    with pytest.raises(SynthError, match="unknown action set"):
        _cfg("http://x", actions="tools")
    out = tmp_path / "traj.jsonl"
    out.write_text(json.dumps(rec.model_dump(mode="json")) + "\n")
    tok = load_qwen25_tokenizer()
    (ex,), _ = load_sft_examples([out], tok)
    text = tok.decode(ex["input_ids"])
    assert all(json.dumps(t, ensure_ascii=False) in text for t in tool_schemas("structured"))
