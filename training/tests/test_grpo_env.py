"""The GRPO environment on real task containers: tool calls, test-fraction reward, judge blend and fallback,
a container dying mid-episode, unknown task ids."""

from __future__ import annotations

import asyncio
import json
import socket
import time

import pytest
from judge_server import ScriptedChatServer
from termigen_train.grpo.env import EnvRuntime, TermigenBashEnv
from termigen_train.grpo.reward import JudgeConfig, RewardConfig, parse_judge_reply, parse_junit
from termigen_train.grpo.tasks import TaskCatalog, UnknownTask
from tiny_task import TASK_ID

pytestmark = pytest.mark.docker


def _runtime(tasks_dir, tmp_path, **reward) -> EnvRuntime:
    catalog = TaskCatalog.from_dirs([tasks_dir], command_timeout_sec=5)
    return EnvRuntime(catalog, reward=RewardConfig(**reward), log_dir=tmp_path, verify_workers=3)


def _episodes(tmp_path) -> list[dict]:
    rows = [json.loads(line) for line in (tmp_path / "episodes.rank0.jsonl").read_text().splitlines()]
    return sorted(rows, key=lambda r: r["episode"])


def test_episodes_commands_and_test_fraction_reward(tiny_tasks_dir, tmp_path):
    rt = _runtime(tiny_tasks_dir, tmp_path)
    try:
        envs = [rt.factory()() for _ in range(3)]
        for e in envs:
            assert e.reset(task_id=TASK_ID, prompt=[]) is None

        async def act():
            a = await envs[0].bash("echo hello > out.txt && pwd")  # relative: the task's workdir
            b = await envs[0].bash("tail -n +2 data.csv | wc -l > count.txt; cat count.txt")
            c = await envs[1].bash("echo hello > /app/out.txt; ls /nonexistent")
            d = await envs[2].bash("sleep 30")
            return a, b, c, d

        t0 = time.monotonic()
        a, b, c, d = asyncio.run(act())
        assert a == "/app\n[exit code 0]" and b == "3\n[exit code 0]"
        assert "No such file or directory" in c and c.endswith("[exit code 2]")
        assert d.startswith("(no output)\n[command timed out after 5s") and time.monotonic() - t0 < 60
        rewards = [e.get_reward() for e in envs]
        assert rewards == [1.0, pytest.approx(2 / 3), 0.0]
    finally:
        rt.close()
    eps = _episodes(tmp_path)
    assert [(e["tests_passed"], e["tests_total"], e["outcome"]) for e in eps] == [(3, 3, "ok"), (2, 3, "ok"),
                                                                                    (0, 3, "ok")]
    assert eps[0]["reward_note"] == "judge off" and eps[2]["commands"][0]["timed_out"] is True


def test_bash_schema_is_the_agents():
    from transformers.utils import get_json_schema

    from termigen.agent.prompt import BASH_TOOL

    assert get_json_schema(TermigenBashEnv.bash) == BASH_TOOL


def test_container_dies_mid_episode(tiny_tasks_dir, tmp_path):
    rt = _runtime(tiny_tasks_dir, tmp_path)
    try:
        env = rt.factory()()
        env.reset(task_id=TASK_ID)

        async def act():
            first = await env.bash("echo hello > /app/out.txt")
            sb = env._agent.result()
            sb.client.api.kill(sb.container_id)  # the container dies under the agent
            t0 = time.monotonic()
            second = await env.bash("cat /app/out.txt")
            third = await env.bash("ls")
            return first, second, third, time.monotonic() - t0

        first, second, third, took = asyncio.run(act())
        assert first.endswith("[exit code 0]")
        assert second.startswith("[the terminal is gone: the task container died mid-episode") and took < 30
        assert third == second  # no further command runs, no hang
        assert env.get_reward() is None  # unscorable: not the policy's fault, TRL gives it no advantage
    finally:
        rt.close()
    (ep,) = _episodes(tmp_path)
    assert ep["outcome"] == "container_died" and "died mid-episode" in ep["error"] and ep["reward"] is None
    assert rt.stats["container_died"] == 1


def test_judge_blend_and_fallback_when_down(tiny_tasks_dir, tmp_path):
    with ScriptedChatServer(['{"score": 8, "reason": "fine"}']) as srv:
        rt = _runtime(tiny_tasks_dir, tmp_path / "up",
                      judge=JudgeConfig(enabled=True, base_url=srv.base_url, timeout_sec=10))
        try:
            env = rt.factory()()
            env.reset(task_id=TASK_ID)
            asyncio.run(env.bash("echo hello > /app/out.txt"))
            assert env.get_reward() == pytest.approx(0.65 * 2 / 3 + 0.35 * 0.8)
        finally:
            rt.close()
        sent = srv.requests[0]["messages"][1]["content"]
        assert "$ echo hello > /app/out.txt" in sent and "2/3 tests passed" in sent

    with socket.socket() as s:  # a port where nothing listens: the judge is down
        s.bind(("127.0.0.1", 0))
        dead_port = s.getsockname()[1]
    rt = _runtime(tiny_tasks_dir, tmp_path / "down",
                  judge=JudgeConfig(enabled=True, base_url=f"http://127.0.0.1:{dead_port}/v1", timeout_sec=3,
                                    max_retries=0))
    try:
        env = rt.factory()()
        env.reset(task_id=TASK_ID)
        asyncio.run(env.bash("echo hello > /app/out.txt"))
        t0 = time.monotonic()
        assert env.get_reward() == pytest.approx(2 / 3)  # tests alone
        assert time.monotonic() - t0 < 60
    finally:
        rt.close()
    (ep,) = _episodes(tmp_path / "down")
    assert ep["reward_note"].startswith("judge unavailable, reward from tests alone (judge endpoint")
    assert rt.stats["judge_fallbacks"] == 1


def test_unknown_task_id(tiny_tasks_dir, tmp_path):
    with pytest.raises(UnknownTask, match=r"'tiny-echo-easy-00001' is not in the task set .*did you mean "
                                          r"tiny-echo-easy-00000"):
        TaskCatalog.from_dirs([tiny_tasks_dir], ["tiny-echo-easy-00001"])
    rt = _runtime(tiny_tasks_dir, tmp_path)
    try:
        env = rt.factory()()
        with pytest.raises(UnknownTask, match="'nope' is not in the task set"):
            env.reset(task_id="nope")
        with pytest.raises(UnknownTask, match="has no `task_id`"):
            env.reset(prompt=[])
    finally:
        rt.close()
    with pytest.raises(UnknownTask, match="does not exist"):
        TaskCatalog.from_dirs([tmp_path / "no-such-folder"])


def test_parsers():
    xml = ('<testsuites><testsuite tests="3" failures="1"><testcase name="a"/><testcase name="b"><failure/>'
           '</testcase><testcase name="c"><skipped/></testcase><testcase name="d"/></testsuite></testsuites>')
    assert parse_junit(xml) == (2, 3)
    assert parse_junit('<testsuite tests="0" errors="1"></testsuite>') == (0, 1)  # collection error
    assert parse_judge_reply('ok {"score": 7, "reason": "r"}') == (0.7, "r")
    assert parse_judge_reply("Score: 10") == (1.0, "")
    from termigen_train.grpo.reward import JudgeUnavailable

    with pytest.raises(JudgeUnavailable, match="no score"):
        parse_judge_reply("I cannot grade this")


# ---- the structured action set (env.actions: structured) ---------------------------------------------------------


def test_structured_schemas_are_the_agents_one_definition():
    from transformers.utils import get_json_schema

    from termigen.agent.tools import STRUCTURED_TOOLS, tool_names
    from termigen_train.grpo.env import TermigenStructuredEnv

    # the very dicts of termigen.agent.tools, not a copy
    assert all(a is b for a, b in zip(TermigenStructuredEnv.TOOL_SCHEMAS, STRUCTURED_TOOLS, strict=True))
    assert TermigenBashEnv.TOOL_SCHEMAS == [STRUCTURED_TOOLS[0]]
    public = lambda cls: sorted(n for n in dir(cls) if not n.startswith("_") and callable(getattr(cls, n))  # noqa: E731
                                and n not in ("reset", "get_reward"))
    assert public(TermigenBashEnv) == ["bash"]  # the default stays the one bash tool
    assert public(TermigenStructuredEnv) == sorted(tool_names("structured"))
    for schema in STRUCTURED_TOOLS:  # the methods' own signatures agree with the schema (names, descriptions)
        fn = schema["function"]
        derived = get_json_schema(getattr(TermigenStructuredEnv, fn["name"]))["function"]
        assert derived["description"] == fn["description"]
        assert set(derived["parameters"]["properties"]) == set(fn["parameters"]["properties"])
        assert derived["parameters"].get("required", []) == fn["parameters"]["required"]


def _structured_runtime(tasks_dir, tmp_path) -> EnvRuntime:
    catalog = TaskCatalog.from_dirs([tasks_dir], command_timeout_sec=10, actions="structured")
    return EnvRuntime(catalog, log_dir=tmp_path, verify_workers=2)


def test_structured_episode_write_edit_read_finish(tiny_tasks_dir, tmp_path):
    from termigen_train.grpo.env import NOT_RUN_AFTER_FINISH, TermigenStructuredEnv

    rt = _structured_runtime(tiny_tasks_dir, tmp_path)
    prompt = rt.catalog.prompt(TASK_ID)[0]["content"]
    assert "write_file(path, content)" in prompt and "finish(message)" in prompt  # the agent's structured prompt
    try:
        env = rt.factory()()
        assert isinstance(env, TermigenStructuredEnv)
        env.reset(task_id=TASK_ID)

        async def act():
            return [
                await env.todo(items=[{"content": "write out.txt", "status": "in_progress"}, "[ ] count rows"]),
                await env.write_file(path="/app/out.txt", content="helo wrld\n"),
                await env.edit(path="/app/out.txt", old_string="helo wrld", new_string="hello"),
                await env.read_file(path="out.txt"),  # relative: the task's workdir
                await env.search(pattern="^[0-9]+,", path="/app", glob="*.csv"),
                await env.bash(command="tail -n +2 data.csv | wc -l > count.txt && cat count.txt"),
                await env.finish(message="both files written"),
                await env.bash(command="echo bye > /app/out.txt"),  # after finish: not run
                await env.write_file(path="/app/count.txt", content="0\n"),
            ]

        todo, wrote, edited, read, found, counted, finished, after1, after2 = asyncio.run(act())
        assert todo == "Task list:\n[~] write out.txt\n[ ] count rows"
        assert wrote == "wrote 10 bytes to /app/out.txt\n[exit code 0]"
        assert edited == "replaced 1 occurrence(s); wrote 6 bytes to /app/out.txt\n[exit code 0]"
        assert read == "     1\thello\n[exit code 0]"
        assert "/app/data.csv:2:1,a" in found and "/app/data.csv:4:3,c" in found and "id,v" not in found
        assert counted == "3\n[exit code 0]"
        assert finished == "Finished: both files written"
        assert after1 == after2 == NOT_RUN_AFTER_FINISH
        assert env.get_reward() == 1.0  # the state at finish: every test passes
    finally:
        rt.close()
    (ep,) = _episodes(tmp_path)
    assert ep["outcome"] == "ok" and (ep["tests_passed"], ep["tests_total"]) == (3, 3)
    assert [c.get("tool", "bash") for c in ep["commands"]] == [
        "todo", "write_file", "edit", "read_file", "search", "bash", "finish"]  # nothing logged after finish


def test_structured_bad_calls_are_error_observations(tiny_tasks_dir, tmp_path):
    rt = _structured_runtime(tiny_tasks_dir, tmp_path)
    try:
        env = rt.factory()()
        env.reset(task_id=TASK_ID)

        async def act():
            return [
                await env.write_file(path="/app/notes.txt", content="x = 1\ny = 2\nx = 1\n"),
                await env.edit(path="/app/notes.txt", old_string="x = 1", new_string="x = 3"),  # twice: refused
                await env.edit(path="/app/notes.txt", old_string="z = 9", new_string="z = 0"),  # missing
                await env.edit(path="/app/nope.txt", old_string="a", new_string="b"),  # no such file
                await env.edit(path="/app/notes.txt", old_string="", new_string="b"),  # empty old_string
                await env.read_file(path="  "),  # invalid arguments, caught before anything runs
                await env.search(),
                await env.read_file(path="/app/notes.txt"),  # unchanged by the failed edits
                await env.edit(path="/app/notes.txt", old_string="x = 1", new_string="x = 3", replace_all=True),
                await env.read_file(path="/app/notes.txt", start_line=1, end_line=1),
            ]

        (_, twice, missing, nofile, empty, blank, nothing, unchanged, replaced, line1) = asyncio.run(act())
        assert twice == ("edit failed: old_string occurs 2 times in /app/notes.txt; make it unique or set "
                         "replace_all\n[exit code 1]")
        assert missing == "edit failed: old_string not found in /app/notes.txt\n[exit code 1]"
        assert nofile == "edit failed: no such file: /app/nope.txt\n[exit code 1]"
        assert empty == "edit failed: old_string not found in /app/notes.txt\n[exit code 1]"
        assert blank == "[invalid read_file call: read_file: empty path]"
        assert nothing == "[invalid search call: search: give a pattern, a glob, or both]"
        assert unchanged == "     1\tx = 1\n     2\ty = 2\n     3\tx = 1\n[exit code 0]"
        assert replaced.startswith("replaced 2 occurrence(s)")
        assert line1 == "     1\tx = 3\n[lines 1-1 of 3 shown]\n[exit code 0]"
        assert env.get_reward() == 0.0  # no out.txt: the episode still scores
    finally:
        rt.close()
    (ep,) = _episodes(tmp_path)
    assert ep["outcome"] == "ok" and ep["commands"][5] == {"tool": "read_file",
                                                          "error": "read_file: empty path"}


def test_unknown_action_set_is_refused(tmp_path):
    from termigen_train.config import RecipeError, load_recipe
    from termigen_train.grpo.run import build_catalog

    recipe = tmp_path / "r.yaml"
    recipe.write_text("recipe: grpo\ntasks: {dirs: [x]}\nenv: {actions: tools}\n")
    with pytest.raises(RecipeError, match=r"\[env\] actions is one of bash, structured, not 'tools'"):
        build_catalog(load_recipe(recipe))
