import pytest
from pydantic import ValidationError

from termigen.families import get_family
from termigen.task import Decoy, Environment, File, Task, Timeouts


def _task(**kw):
    base = dict(
        id="demo-easy-00001", family="demo", category="data", difficulty="easy", seed=1, instruction="# t\n",
        environment=Environment(base_image="termigen/core:1", files={"/app/a.txt": File.of("x")}),
        solution="#!/bin/bash\n", tests={"test_outputs.py": File.of("def test_x(): pass\n")},
        decoys=[Decoy(name="d", description="d", script="true")], outputs=["/app/out"],
    )
    base.update(kw)
    return Task(**base)


def test_valid_task_and_binary_file_roundtrip():
    t = _task(environment=Environment(base_image="b", files={"/bin.dat": File.of(bytes(range(256)))}))
    f = t.environment.files["/bin.dat"]
    assert f.encoding == "base64" and f.bytes() == bytes(range(256))


@pytest.mark.parametrize(
    "kw, words",
    [
        ({"id": "Bad ID"}, "task id"),
        ({"category": "cooking"}, "unknown category"),
        ({"tests": {"other.py": File.of("")}}, "test_outputs.py"),
        ({"tests": {"test_outputs.py": File.of(""), "../x": File.of("")}}, "relative path"),
        ({"outputs": ["relative/path"]}, "absolute"),
        ({"decoys": []}, "at least 1"),
        ({"decoys": [Decoy(name="a", description="", script=""), Decoy(name="a", description="", script="")]}, "unique"),
    ],
)
def test_invalid_tasks_say_what_is_wrong(kw, words):
    with pytest.raises(ValidationError) as e:
        _task(**kw)
    assert words in str(e.value)


def test_content_hash_ignores_measured_timeouts_only():
    t = _task()
    assert t.content_hash() == _task(timeouts=Timeouts(agent_sec=5)).content_hash()
    assert t.content_hash() != _task(instruction="# other\n").content_hash()


def test_id_is_stable_from_family_level_seed():
    fam = get_family("order_revenue")
    assert fam.generate(7, "medium").id == "order-revenue-medium-00007"


def test_environment_paths_must_be_absolute():
    with pytest.raises(ValidationError, match="absolute file path"):
        Environment(base_image="b", files={"rel.txt": File.of("")})
