"""A tiny Harbor task FROM termigen/core:1 with three tests, so the reward's test fraction has steps."""

from __future__ import annotations

from pathlib import Path

from termigen.formats.harbor import write_harbor
from termigen.task import Decoy, Environment, File, Resources, Task, Timeouts

TASK_ID = "tiny-echo-easy-00000"

TESTS = '''\
from pathlib import Path


def test_out_exists():
    assert Path("/app/out.txt").is_file()


def test_out_says_hello():
    assert Path("/app/out.txt").read_text().strip() == "hello"


def test_count():
    assert Path("/app/count.txt").read_text().strip() == "3"
'''


HELDOUT_ID = "tiny-hello-easy-00000"
HELDOUT_TESTS = TESTS.split("\n\n\ndef test_count")[0] + "\n"  # a second family: hello passes every test


def tiny_task(task_id: str = TASK_ID, family: str = "tiny_echo", tests: str = TESTS) -> Task:
    return Task(
        id=task_id,
        family=family,
        category="data",
        difficulty="easy",
        seed=0,
        instruction=("Write the word hello into /app/out.txt, and the number of data rows of /app/data.csv "
                     "(lines without the header) into /app/count.txt.\n"),
        environment=Environment(base_image="termigen/core:1",
                                files={"/app/data.csv": File.of("id,v\n1,a\n2,b\n3,c\n")}),
        solution="#!/bin/bash\necho hello > /app/out.txt\ntail -n +2 /app/data.csv | wc -l > /app/count.txt\n",
        tests={"test_outputs.py": File.of(tests)},
        decoys=[Decoy(name="header", description="counts the header too",
                      script="#!/bin/bash\necho hello > /app/out.txt\nwc -l < /app/data.csv > /app/count.txt\n")],
        outputs=["/app"],
        timeouts=Timeouts(agent_sec=120, verifier_sec=60, build_sec=300),
        resources=Resources(cpus=1.0, memory_mb=512),
    )


def write_tiny_task(root: Path, task_id: str = TASK_ID, **kw) -> Path:
    return write_harbor(tiny_task(task_id, **kw), Path(root))
