"""shard_mapreduce (distributed): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""


import pytest

from termigen.families import LEVELS, get_family

FAMILY = get_family("shard_mapreduce")


@pytest.mark.parametrize("level", LEVELS)
def test_top_follows_the_rule(level):
    task = FAMILY.generate(6, level)
    ns = {"__file__": "/tests/test_outputs.py"}
    exec(task.tests["test_outputs.py"].content, ns)
    for truth in ns["EXPECTED"].values():
        order = sorted(truth["keys"], key=lambda k: (-truth["keys"][k]["events"], k))
        assert truth["top"] == order[:3]
        assert truth["total_events"] == sum(v["events"] for v in truth["keys"].values())
