"""shard_mapreduce (distributed) without containers: both layouts round-trip and pass the harnesses' schemas, the same
seed gives the same bytes, instances differ, tasks stay small, and the oracle declares the tools it runs.
(The container gate: `termigen verify` on generated instances.)"""

import re

import pytest

from termigen.families import LEVELS, get_family
from termigen.formats import read_harbor, read_tb1, write_harbor, write_tb1
from termigen.toolscan import tools_in
from termigen.verify.static import check_harbor_dir, check_tb1_dir

FAMILY = get_family("shard_mapreduce")


@pytest.mark.parametrize("level", LEVELS)
def test_round_trip_both_layouts(tmp_path, level):
    task = FAMILY.generate(3, level)
    h = write_harbor(task, tmp_path / "h")
    t = write_tb1(task, tmp_path / "t")
    assert read_harbor(h) == task
    assert read_tb1(t) == task
    assert check_harbor_dir(h) == []
    assert check_tb1_dir(t) == []
    size = sum(p.stat().st_size for p in h.rglob("*") if p.is_file())
    assert size < 200_000, f"task folder is {size} bytes"


def test_same_seed_same_bytes():
    for level in LEVELS:
        assert FAMILY.generate(11, level).model_dump_json() == FAMILY.generate(11, level).model_dump_json()


@pytest.mark.parametrize("level", LEVELS)
def test_instances_differ_beyond_digits(level):
    texts = [re.sub(r"\d", "", FAMILY.generate(seed, level).instruction) for seed in range(12)]
    assert len(set(texts)) == len(texts)


@pytest.mark.parametrize("level", LEVELS)
def test_decoys_and_declared_tools(level):
    for seed in range(4):
        task = FAMILY.generate(seed, level)
        assert len(task.decoys) >= 2
        assert len({d.script for d in task.decoys} | {task.solution}) == len(task.decoys) + 1, "a decoy equals the oracle"
        undeclared = tools_in(task.solution) - set(task.tools)
        assert not undeclared, f"oracle runs undeclared tools {undeclared}"


@pytest.mark.parametrize("level", LEVELS)
def test_top_follows_the_rule(level):
    task = FAMILY.generate(6, level)
    ns = {"__file__": "/tests/test_outputs.py"}
    exec(task.tests["test_outputs.py"].content, ns)
    for truth in ns["EXPECTED"].values():
        order = sorted(truth["keys"], key=lambda k: (-truth["keys"][k]["events"], k))
        assert truth["top"] == order[:3]
        assert truth["total_events"] == sum(v["events"] for v in truth["keys"].values())
