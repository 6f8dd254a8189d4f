"""The agent's newer behaviour against the real HTTP scripted server: reasoning is never run, calls left in
`reasoning_content` are, token-counted context management, rollout details, cost, the structured action set."""

from __future__ import annotations

import asyncio
import json

import pytest
from support.scripted_server import ScriptedServer, tool_call

from termigen.agent import AgentConfig, EndReason, LocalTerminal, run_agent
from termigen.agent.history import ELIDED

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def agent(tmp_path):
    """agent(script, **config) -> (AgentRun, requests the server saw)."""
    servers: list[ScriptedServer] = []

    def _run(script, **overrides):
        server = ScriptedServer(script, tmp_path / f"server{len(servers)}").start()
        servers.append(server)
        settings = {"endpoint": server.url, "model": "scripted", "retry_base_sec": 0.05, "max_retries": 2}
        config = AgentConfig(**{**settings, **overrides})
        run = asyncio.run(run_agent("Do the task.", LocalTerminal(str(tmp_path)), config, log_dir=tmp_path / "logs"))
        server.stop()
        return run, server.requests()

    yield _run
    for server in servers:
        server.stop()


DANGER = tool_call("touch DANGER")


# -- reasoning is never executed ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "reply",
    [
        f"<think>I could run {DANGER} but that would destroy things. No.</think>\nNothing to do. TASK_COMPLETE",
        f"<reasoning>maybe {DANGER}?</reasoning>TASK_COMPLETE",
        f"<thinking>{DANGER}</thinking> TASK_COMPLETE",
        f"The template opened the think block in the prompt: {DANGER} no.</think>\nTASK_COMPLETE",
    ],
)
def test_calls_inside_reasoning_blocks_never_run(agent, tmp_path, reply):
    run, requests = agent([reply, tool_call("touch LATER")])
    assert not (tmp_path / "DANGER").exists()
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 0 and len(requests) == 1


def test_an_unclosed_think_block_is_reasoning_to_the_end(agent, tmp_path):
    run, requests = agent([f"<think>let me try {DANGER} and then", "TASK_COMPLETE"])
    assert not (tmp_path / "DANGER").exists()
    assert run.commands == 0 and run.end_reason == EndReason.TASK_COMPLETE
    assert "only reasoning" in requests[1]["body"]["messages"][-1]["content"]  # told, as a parse error


def test_reasoning_content_beside_an_answer_is_never_run(agent, tmp_path):
    run, _ = agent([{"content": "TASK_COMPLETE", "reasoning": f"first {DANGER} then stop"}])
    assert not (tmp_path / "DANGER").exists() and run.commands == 0
    assert run.trajectory["steps"][2]["reasoning_content"] == f"first {DANGER} then stop"


def test_completion_phrase_inside_reasoning_does_not_end_the_run(agent, tmp_path):
    reply = "<think>once this works I will say TASK_COMPLETE</think>" + tool_call("echo hi > f")
    run, requests = agent([reply, "TASK_COMPLETE"])
    assert run.commands == 1 and len(requests) == 2 and (tmp_path / "f").exists()
    sent = requests[1]["body"]["messages"][2]  # the think block is not sent back to the model
    assert sent["role"] == "assistant" and "<think>" not in sent["content"] and "<tool_call>" in sent["content"]


@pytest.mark.parametrize("content", [None, "", "  \n"])
def test_a_call_left_in_reasoning_content_with_empty_content_runs(agent, tmp_path, content):
    script = [{"content": content, "reasoning": "I will write the file.\n" + tool_call("echo 42 > answer.txt")},
              "TASK_COMPLETE"]  # fmt: skip
    run, requests = agent(script)
    assert (tmp_path / "answer.txt").read_text() == "42\n"
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 1
    assistant = requests[1]["body"]["messages"][2]
    assert "echo 42 > answer.txt" in assistant["content"]  # the model sees what it ran
    assert requests[1]["body"]["messages"][3]["content"] == "(no output)\n[exit code 0]"


def test_reasoning_content_calls_before_a_closed_think_are_not_run(agent, tmp_path):
    reasoning = f"<think>{DANGER} no, safer:</think>" + tool_call("echo ok > safe")
    run, _ = agent([{"content": None, "reasoning": reasoning}, "TASK_COMPLETE"])
    assert not (tmp_path / "DANGER").exists() and (tmp_path / "safe").exists() and run.commands == 1


# -- the structured action set -------------------------------------------------------------------------------------
def native(name, **arguments):
    return {"name": name, "arguments": json.dumps(arguments)}


def test_structured_native_tools_edit_files_search_and_finish(agent, tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "app.py").write_text("x = 1\ny = 'a b'\nx = 1\n")
    script = [
        {"content": "", "tool_calls": [native("read_file", path="src/app.py", start_line=2, end_line=2),
                                       native("search", pattern="x = [0-9]", glob="*.py"),
                                       native("search", glob="*.py")]},
        {"content": "", "tool_calls": [native("edit", path="src/app.py", old_string="x = 1", new_string="x = 2")]},
        {"content": "", "tool_calls": [native("edit", path="src/app.py", old_string="x = 1", new_string="x = 2",
                                              replace_all=True),
                                       native("write_file", path="out/new.txt", content="héllo\n$HOME `q` 'x'\n"),
                                       native("todo", items=[{"content": "fix x", "status": "completed"}, "[ ] ship"])]},
        {"content": "", "tool_calls": [native("finish", message="done"), native("bash", command="touch NOT_RUN")]},
        tool_call("touch NEVER_ASKED"),
    ]  # fmt: skip
    run, requests = agent(script, actions="structured")
    assert run.end_reason == EndReason.TASK_COMPLETE and len(requests) == 4
    assert {t["function"]["name"] for t in requests[0]["body"]["tools"]} == {
        "bash", "read_file", "write_file", "edit", "search", "todo", "finish"}  # fmt: skip
    tools = [m["content"] for m in requests[1]["body"]["messages"] if m["role"] == "tool"]
    assert tools[0] == "     2\ty = 'a b'\n[lines 2-2 of 3 shown]\n[exit code 0]"
    assert "src/app.py:1:x = 1" in tools[1] and "src/app.py:3:x = 1" in tools[1] and "y =" not in tools[1]
    assert tools[2] == "./src/app.py\n[exit code 0]"
    ambiguous = [m["content"] for m in requests[2]["body"]["messages"] if m["role"] == "tool"][-1]
    assert "occurs 2 times" in ambiguous and ambiguous.endswith("[exit code 1]")
    assert (tmp_path / "src" / "app.py").read_text() == "x = 2\ny = 'a b'\nx = 2\n"
    assert (tmp_path / "out" / "new.txt").read_text() == "héllo\n$HOME `q` 'x'\n"
    last_tools = [m for m in requests[3]["body"]["messages"] if m["role"] == "tool"]
    assert last_tools[-1]["name"] == "todo" and last_tools[-1]["content"] == "Task list:\n[x] fix x\n[ ] ship"
    assert not (tmp_path / "NOT_RUN").exists() and not (tmp_path / "NEVER_ASKED").exists()
    steps = run.trajectory["steps"]
    assert steps[-1]["tool_calls"][0]["function_name"] == "finish"


def test_structured_text_forms_xml_and_yaml(agent, tmp_path):
    reply = (
        "Plan first.\n<todo>\nitems:\n- [x] look\n- [ ] write\n</todo>\n"
        "<write_file>\npath: notes/a.sh\ncontent: |\n  #!/bin/sh\n  echo \"it's: fine\"\n</write_file>\n"
        "<bash>sh notes/a.sh</bash>\n"
        "<edit><path>notes/a.sh</path><old_string>fine</old_string><new_string>great</new_string></edit>\n"
        '<tool_call>{"name": "read_file", "arguments": {"path": "notes/a.sh",}}</tool_call>\n'
        "<read_file>missing.txt</read_file>"
    )
    run, requests = agent([reply, "<finish>\nmessage: all good\n</finish>"], actions="structured")
    assert run.end_reason == EndReason.TASK_COMPLETE
    outputs = [m["content"] for m in requests[1]["body"]["messages"] if m["role"] == "tool"]
    assert outputs[0] == "Task list:\n[x] look\n[ ] write"
    assert outputs[2] == "it's: fine\n[exit code 0]"
    assert (tmp_path / "notes" / "a.sh").read_text() == "#!/bin/sh\necho \"it's: great\"\n"
    assert outputs[4] == '     1\t#!/bin/sh\n     2\techo "it\'s: great"\n[exit code 0]'
    assert outputs[5].startswith("no such file: missing.txt") and outputs[5].endswith("[exit code 1]")


def test_the_default_action_set_is_the_minimal_bash_agent(agent, tmp_path):
    run, requests = agent(["<write_file>\npath: x\ncontent: y\n</write_file>", tool_call("true"), "TASK_COMPLETE"])
    assert [t["function"]["name"] for t in requests[0]["body"]["tools"]] == ["bash"]
    assert not (tmp_path / "x").exists() and run.end_reason == EndReason.NO_TOOL_CALL


def test_structured_tools_unknown_in_bash_mode_are_parse_errors(agent):
    run, requests = agent([{"content": "", "tool_calls": [native("read_file", path="x")]}, "TASK_COMPLETE"])
    assert run.commands == 0 and "unknown tool 'read_file'" in requests[1]["body"]["messages"][-1]["content"]


def test_the_schema_training_imports_is_the_one_the_agent_sends(agent):
    from termigen.agent.tools import tool_schemas

    _, requests = agent(["TASK_COMPLETE"], actions="structured")
    assert requests[0]["body"]["tools"] == tool_schemas("structured")


# -- context management: counted before sending, trimmed before the limit ------------------------------------------
BIG = tool_call("python3 -c \"print('y' * 3000)\"")


def test_context_is_trimmed_before_the_limit_using_the_servers_tokenizer(tmp_path):
    # The server 400s past 9000 characters (2250 tokens); it reports max_model_len and has /tokenize.
    script = {"max_prompt_chars": 9000, "max_model_len": 2250, "tokenize": True,
              "replies": [BIG, BIG, BIG, BIG, BIG, "TASK_COMPLETE"]}  # fmt: skip
    with ScriptedServer(script, tmp_path / "server") as server:
        config = AgentConfig(endpoint=server.url, model="scripted", context_reserve_tokens=100)
        run = asyncio.run(run_agent("Do the task.", LocalTerminal(str(tmp_path)), config))
        requests, counted = server.requests(), server.tokenize_requests()
    assert run.end_reason == EndReason.TASK_COMPLETE and run.commands == 5
    assert run.context_limit == 2250 and run.token_counter == "server" and run.context_trims >= 1
    assert not any("shrank the context" in a for a in run.adaptations)  # never a 400
    assert all("status" not in r["answer"] for r in requests) and counted
    last = [m["content"] for m in requests[-1]["body"]["messages"] if m["role"] == "tool"]
    assert last[0] == ELIDED and last[-1].startswith("yyy")


def test_context_is_trimmed_by_estimate_when_the_server_has_no_tokenizer(tmp_path):
    script = {"max_prompt_chars": 9000, "replies": [BIG, BIG, BIG, BIG, BIG, "TASK_COMPLETE"]}
    with ScriptedServer(script, tmp_path / "server") as server:
        config = AgentConfig(endpoint=server.url, model="scripted", context_tokens=2250, context_reserve_tokens=100)
        run = asyncio.run(run_agent("Do the task.", LocalTerminal(str(tmp_path)), config))
        requests = server.requests()
    assert run.end_reason == EndReason.TASK_COMPLETE and run.token_counter == "estimate" and run.context_trims >= 1
    assert not any("shrank the context" in a for a in run.adaptations)
    assert all("status" not in r["answer"] for r in requests)


def test_without_a_known_limit_the_400_is_still_handled(agent):
    run, _ = agent({"max_prompt_chars": 9000, "replies": [BIG, BIG, BIG, BIG, BIG, "TASK_COMPLETE"]})
    assert run.end_reason == EndReason.TASK_COMPLETE and run.context_limit is None
    assert any("shrank the context" in a for a in run.adaptations)


# -- one model client for the agent, synthesis and the judge ------------------------------------------------------
def test_synthesis_endpoints_use_the_agents_client_and_parser(tmp_path):
    from termigen.agent.client import ModelClient
    from termigen.synth.endpoint import Endpoint
    from termigen.synth.prompts import parse_teacher

    script = [{"status": 503}, f"<think>{DANGER}</think>Reading it.\n" + tool_call("cat data.csv"),
              {"content": None, "reasoning": tool_call("ls")}]  # fmt: skip
    with ScriptedServer(script, tmp_path / "server") as server:
        client = Endpoint(server.url, "teacher", max_retries=2, retry_base_sec=0.01).client()
        assert isinstance(client, ModelClient)
        first = client.chat_sync([{"role": "user", "content": "go"}])  # the 503 is retried by the client
        second = client.chat_sync([{"role": "user", "content": "go"}])
        sent = server.requests()
    assert first.retries == 1 and first.usage.prompt_tokens > 0
    assert parse_teacher(first) == ("Reading it.", ["cat data.csv"])  # never the command in the think block
    assert parse_teacher(second) == ("", ["ls"])
    assert sent[0]["body"]["temperature"] == 0.7 and sent[0]["body"]["model"] == "teacher"
