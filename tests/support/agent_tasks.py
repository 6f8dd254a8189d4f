"""Hand-made fixture tasks in both layouts (Harbor 2.0 and Terminal-Bench 1.0) for agent end-to-end runs.

Every task asks for 42 in /app/answer.txt; a label in the instruction tells the scripted model which
conversation to play (solve it, get it wrong, or have the endpoint fail), so one harness job can run
several trials concurrently against one server.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

BASE_IMAGE = "termigen/core:1"  # debootstrapped Debian with python3, pytest, tmux, asciinema

SOLVE = [
    'Let me look around.\n<tool_call>\n{"name": "bash", "arguments": {"command": "pwd; ls -la"}}\n</tool_call>',
    {"content": "", "tool_calls": [{"command": "echo 42 > /app/answer.txt && cat /app/answer.txt"}]},
    "The file is written. TASK_COMPLETE",
]
FAIL = [
    '<tool_call>\n{"name": "bash", "arguments": {"command": "echo 41 > /app/answer.txt"}}\n</tool_call>',
    "TASK_COMPLETE",
]
DOWN = [{"status": 503, "message": "scripted outage"}]
# The structured action set (`--ak actions=structured`): native write_file, then edit + read_file, then the
# XML text form of finish; a bash call after finish must not run.
STRUCTURED = [
    {"content": "", "tool_calls": [{"name": "write_file", "arguments": json.dumps({"path": "/app/answer.txt",
                                                                                    "content": "41\n"})}]},
    {"content": "Off by one.", "tool_calls": [
        {"name": "edit", "arguments": json.dumps({"path": "answer.txt", "old_string": "41", "new_string": "42"})},
        {"name": "read_file", "arguments": json.dumps({"path": "/app/answer.txt"})}]},
    "<finish>\nmessage: /app/answer.txt holds 42\n</finish>\n"
    + '<tool_call>{"name": "bash", "arguments": {"command": "echo 0 > /app/answer.txt"}}</tool_call>',
]
PLAYS = {"solve": SOLVE, "fail": FAIL, "down": DOWN, "structured": STRUCTURED}


def instruction(name: str) -> str:
    return f"Create the file /app/answer.txt containing exactly the number 42.\nTask label: {name}.\n"


def scripted_model(plays: dict[str, str]) -> dict[str, Any]:
    """Server script: task name -> one of PLAYS."""
    conversations = []
    for name, play in plays.items():
        replies = PLAYS[play]
        after = replies[-1] if play == "down" else "TASK_COMPLETE"
        conversations.append({"match": f"Task label: {name}.", "replies": replies, "after_end": after})
    return {"by_instruction": conversations}


def _write(path: Path, text: str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(mode)


def harbor_dataset(root: Path, names: list[str]) -> Path:
    for name in names:
        task = root / name
        _write(
            task / "task.toml",
            f'schema_version = "1.4"\n\n[task]\nname = "termigen/{name}"\ndescription = "write 42 to a file"\n\n'
            "[verifier]\ntimeout_sec = 60.0\n\n[agent]\ntimeout_sec = 120.0\n\n"
            "[environment]\nbuild_timeout_sec = 300.0\n",
        )
        _write(task / "instruction.md", instruction(name))
        _write(task / "environment" / "Dockerfile", f"FROM {BASE_IMAGE}\nWORKDIR /app\n")
        _write(
            task / "tests" / "test.sh",
            "#!/bin/bash\nmkdir -p /logs/verifier\n"
            'if [ "$(cat /app/answer.txt 2>/dev/null)" = "42" ]; then echo 1; else echo 0; fi'
            " > /logs/verifier/reward.txt\n",
            0o755,
        )
        _write(task / "solution" / "solve.sh", "#!/bin/bash\necho 42 > /app/answer.txt\n", 0o755)
    return root


TB1_COMPOSE = """services:
  client:
    build:
      context: .
      dockerfile: Dockerfile
    image: ${T_BENCH_TASK_DOCKER_CLIENT_IMAGE_NAME}
    container_name: ${T_BENCH_TASK_DOCKER_CLIENT_CONTAINER_NAME}
    command: [ "sh", "-c", "sleep infinity" ]
    environment:
      - TEST_DIR=${T_BENCH_TEST_DIR}
    volumes:
      - ${T_BENCH_TASK_LOGS_PATH}:${T_BENCH_CONTAINER_LOGS_PATH}
      - ${T_BENCH_TASK_AGENT_LOGS_PATH}:${T_BENCH_CONTAINER_AGENT_LOGS_PATH}
"""


def tb1_dataset(root: Path, names: list[str]) -> Path:
    """A dataset folder of TB1 tasks (tb treats every entry of the folder as a task)."""
    for name in names:
        task = root / name
        _write(
            task / "task.yaml",
            f"instruction: {json.dumps(instruction(name))}\nauthor_name: TermiGen\nauthor_email: unknown\n"
            "difficulty: easy\ncategory: testing\ntags: []\nparser_name: pytest\n"
            "max_agent_timeout_sec: 120.0\nmax_test_timeout_sec: 60.0\nrun_tests_in_same_shell: false\n",
        )
        _write(task / "Dockerfile", f"FROM {BASE_IMAGE}\nWORKDIR /app\n")
        _write(task / "docker-compose.yaml", TB1_COMPOSE)
        _write(task / "run-tests.sh", "#!/bin/bash\ncd /app\npython3 -m pytest $TEST_DIR/test_outputs.py -rA\n", 0o755)
        _write(
            task / "tests" / "test_outputs.py",
            "from pathlib import Path\n\n\ndef test_answer_is_42():\n"
            '    assert Path("/app/answer.txt").read_text().strip() == "42"\n',
        )
        _write(task / "solution.sh", "#!/bin/bash\necho 42 > /app/answer.txt\n", 0o755)
    return root
