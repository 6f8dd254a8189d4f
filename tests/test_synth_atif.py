"""Synthesized trajectories in ATIF (termigen.synth.records.to_atif / write_atif) validate with Harbor's own
pydantic models (harbor is in this 3.12 environment, not in the training one)."""

from __future__ import annotations

import json
from pathlib import Path

from harbor.models.trajectories import Trajectory

from termigen.synth.records import TrajectoryRecord, iter_records, to_atif, write_atif

FIXTURE = Path(__file__).resolve().parent.parent / "training" / "tests" / "fixtures" / "trajectories.jsonl"


def test_fixture_records_are_valid_atif(tmp_path):
    recs = list(iter_records(FIXTURE))
    assert recs
    for rec in recs:
        traj = Trajectory.model_validate(to_atif(rec))
        assert [s.source for s in traj.steps[:2]] == ["system", "user"]
        agent = [s for s in traj.steps if s.source == "agent"]
        assert len(agent) == len(rec.step_marks())
        assert [s.extra.get("error_kind") for s in agent] == [m.error_kind for m in rec.step_marks()]
        n_results = sum(len(s.observation.results) for s in agent if s.observation)
        assert n_results == sum(m["role"] == "tool" for m in rec.messages)
        path = write_atif(tmp_path, rec)
        assert path == tmp_path / f"{rec.id}.json"
        again = Trajectory.model_validate_json(path.read_text())
        assert again.extra["task_id"] == rec.task_id and again.agent.tool_definitions == rec.tools


def test_synth_record_fields_reach_atif(tmp_path):
    rec = TrajectoryRecord(
        id="tiny-echo-easy-00000-s0-0", task_id="tiny-echo-easy-00000", category="data", difficulty="easy",
        messages=[
            {"role": "system", "content": "sys"}, {"role": "user", "content": "do it"},
            {"role": "assistant", "content": "", "tool_calls": [{"id": "call_1", "type": "function", "function": {
                "name": "bash", "arguments": json.dumps({"command": "cat /app/dta.csv"})}}]},
            {"role": "tool", "tool_call_id": "call_1", "content": "cat: /app/dta.csv: No such file\n[exit code 1]"},
            {"role": "assistant", "content": "typo; reading data.csv", "tool_calls": [{
                "id": "call_2", "type": "function",
                "function": {"name": "bash", "arguments": json.dumps({"command": "cat /app/data.csv"})}}]},
            {"role": "tool", "tool_call_id": "call_2", "content": "id,v\n[exit code 0]"},
            {"role": "assistant", "content": "TASK_COMPLETE"}],
        steps=[{"intent": "read", "error_kind": "command_error"}, {"intent": "fix", "repairs": [0]},
               {"intent": "finish"}],
        test_pass_fraction=1.0, tokens=110, teacher="teacher-model", rollbacks=1)
    traj = Trajectory.model_validate_json(write_atif(tmp_path, rec).read_text())
    assert traj.agent.model_name == "teacher-model"
    assert traj.extra["category"] == "data" and traj.extra["difficulty"] == "easy" and traj.extra["rollbacks"] == 1
    assert traj.extra["test_pass_fraction"] == 1.0 and traj.extra["tokens"] == 110
    err, fix, fin = traj.steps[2:]
    assert err.extra == {"intent": "read", "error_kind": "command_error"} and fix.extra["repairs"] == [0]
    assert err.tool_calls[0].arguments == {"command": "cat /app/dta.csv"}
    (result,) = err.observation.results
    assert result.source_call_id == "call_1" and "No such file" in result.content
    assert fin.message == "TASK_COMPLETE" and fin.tool_calls is None
