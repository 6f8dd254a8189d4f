"""make_pipeline (distributed): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""


import pytest

from termigen.families import LEVELS, get_family

FAMILY = get_family("make_pipeline")


@pytest.mark.parametrize("level", LEVELS)
def test_report_is_keyed_and_sorted(level):
    task = FAMILY.generate(4, level)
    ns = {"__file__": "/tests/test_outputs.py"}
    exec(task.tests["test_outputs.py"].content, ns)
    keys = [l.split("\t")[0] for l in ns["EXPECTED"]]
    assert keys == sorted(keys, key=str.encode) and len(set(keys)) == len(keys)
