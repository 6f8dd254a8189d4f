"""Pure units of the agent core: parser leniency, truncation, settings, error sorting, history rendering."""

from __future__ import annotations

import pytest

from termigen.agent.client import classify_bad_request
from termigen.agent.config import AgentConfig, split_kwargs
from termigen.agent.history import ELIDED, AssistantTurn, Conversation, ObservationTurn
from termigen.agent.output import format_observation, truncate_middle
from termigen.agent.parser import ToolCall, parse_reply
from termigen.agent.terminal import Observation, split_cwd, wrap_command


@pytest.mark.parametrize(
    "reply, commands",
    [
        ('<tool_call>{"name": "bash", "arguments": {"command": "ls"}}</tool_call>', ["ls"]),
        ('<tool_call>\n{"name": "bash", "arguments": {"command": "ls",},}\n</tool_call>', ["ls"]),  # trailing commas
        ('<tool_call>"{"name": "bash", "arguments": {"command": "ls"}}"</tool_call>', ["ls"]),  # stray quotes
        ('<tool_call>{"name": "bash", "arguments": {"command": "ls"}}"}</tool_call>', ["ls"]),  # trailing junk
        ('<tool_call>```json\n{"name": "bash", "arguments": {"command": "ls"}}\n```</tool_call>', ["ls"]),
        (
            '<tool_call>{"name": "bash", "arguments": {"command": "cat <<EOF\nhi\nEOF"}}</tool_call>',
            ["cat <<EOF\nhi\nEOF"],
        ),
        ("<tool_call>{'name': 'bash', 'arguments': {'command': 'pwd'}}</tool_call>", ["pwd"]),  # Python quoting
        ('<tool_call>{"name": "bash", "arguments": "{\\"command\\": \\"id\\"}"}</tool_call>', ["id"]),  # string args
        ('<tool_call>{"name": "bash", "arguments": {"command": "echo a"}}', ["echo a"]),  # no closing tag
        ('<tool_call>{"command": "uname"}</tool_call>', ["uname"]),  # bare arguments
        ('<tool_call>{"name": "bash", "arguments": {"command": "grep "x" f"}}</tool_call>', ['grep "x" f']),
        (
            'a <tool_call>{"name":"bash","arguments":{"command":"one"}}</tool_call> b '
            '<tool_call>{"name":"bash","arguments":{"command":"two"}}</tool_call>',
            ["one", "two"],
        ),
    ],
)
def test_parser_is_lenient(reply, commands):
    parsed = parse_reply(reply)
    assert [c.command for c in parsed.calls] == commands and parsed.errors == []


@pytest.mark.parametrize(
    "reply",
    [
        "<tool_call>{not json</tool_call>",
        '<tool_call>{"name": "python", "arguments": {"code": "1"}}</tool_call>',
        '<tool_call>{"name": "bash", "arguments": {"command": ""}}</tool_call>',
        '<tool_call>{"name": "bash", "arguments": {}}</tool_call>',
    ],
)
def test_parser_reports_what_it_cannot_use(reply):
    parsed = parse_reply(reply)
    assert parsed.calls == [] and len(parsed.errors) == 1 and parsed.mentions_tool_call


def test_plain_text_is_not_a_call():
    parsed = parse_reply("All done. TASK_COMPLETE")
    assert parsed.calls == [] and parsed.errors == [] and not parsed.mentions_tool_call


def test_truncation_keeps_head_and_tail_and_says_what_was_cut():
    text = "".join(f"line {i}\n" for i in range(100_000))
    cut = truncate_middle(text, 10_000)
    assert cut.startswith("line 0\n") and cut.endswith("line 99999\n")
    assert len(cut) < 10_200 and f"{len(text) - 10_000:,} characters" in cut
    assert truncate_middle("short", 10_000) == "short"


def test_observation_format_shows_exit_code_and_timeout():
    assert format_observation(Observation("hi\n", 0), 100, 5) == "hi\n[exit code 0]"
    assert format_observation(Observation("", 3), 100, 5) == "(no output)\n[exit code 3]"
    timed = format_observation(Observation("x", None, timed_out=True, note="killed"), 100, 5)
    assert timed == "x\n[command timed out after 5s; killed]"
    assert format_observation(Observation("\x1b[31mred\x1b[0m", 0), 100, 5) == "red\n[exit code 0]"


def test_settings_from_kwargs_beat_env_and_aliases_resolve():
    env = {
        "MODEL_ENDPOINT": "http://env/v1",
        "MODEL_NAME": "env-model",
        "OPENAI_API_KEY": "k1",
        "BASH_AGENT_MAX_EPISODES": "7",
        "BASH_AGENT_TEMPERATURE": "0.1",
    }
    cfg = AgentConfig.from_sources({"base_url": "http://kw/v1", "temperature": 0.9}, env)
    assert (cfg.endpoint, cfg.model, cfg.api_key, cfg.max_episodes, cfg.temperature) == (
        "http://kw/v1",
        "env-model",
        "k1",
        7,
        0.9,
    )
    assert AgentConfig.from_sources({}, {}).api_key == "EMPTY"
    assert AgentConfig.from_sources({"extra_body": '{"top_k": 20}'}, {}).extra_body == {"top_k": 20}
    with pytest.raises(ValueError, match="max_episode"):
        AgentConfig.from_sources({"max_episode": 3}, {})
    ours, rest = split_kwargs({"model_name": "m", "no_rebuild": True, "version": None})
    assert ours == {"model": "m"} and rest == {"no_rebuild": True, "version": None}


@pytest.mark.parametrize(
    "message, kind",
    [
        ("This model's maximum context length is 32768 tokens. However, you requested 40000 tokens", "context"),
        ('"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set', "tools"),
        ("Unexpected message role 'tool'", "role"),
        ("Conversation roles must alternate user/assistant/user/assistant/...", "role"),
        ("Invalid value for temperature", None),
    ],
)
def test_bad_requests_are_sorted_by_message(message, kind):
    assert classify_bad_request(message) == kind


def test_history_renders_for_either_role_and_shrinks_oldest_first():
    conv = Conversation(system="S", instruction="I")
    for i in range(3):
        conv.add(AssistantTurn("", [ToolCall.bash(f"echo {i}", f"c{i}")], native=True))
        conv.add(ObservationTurn([(f"c{i}", f"out {i}")]))
    tool = conv.render("tool")
    assert [m["role"] for m in tool] == ["system", "user"] + ["assistant", "tool"] * 3
    user = conv.render("user")
    assert [m["role"] for m in user] == ["system", "user"] + ["assistant", "user"] * 3
    assert user[3]["content"] == "Observation:\nout 0" and "echo 0" in user[2]["content"]
    assert conv.shrink() and conv.render("tool")[3]["content"] == ELIDED
    while conv.shrink():
        pass
    final = conv.render("tool")
    assert final[-1]["content"] == "out 2" and "earlier steps removed" in final[2]["content"]


def test_wrapped_command_reports_directory():
    script = wrap_command("cd /tmp && echo hi", "/", 5)
    assert "timeout -k" in script
    assert split_cwd("hi\n\n__TG_CWD__/tmp\n") == ("hi\n", "/tmp")
    assert split_cwd("no marker") == ("no marker", None)
