"""makefile_repair (build): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""


import pytest

from termigen.families import get_family

FAMILY = get_family("makefile_repair")


def _consts(task):
    ns = {"__file__": "/tests/test_outputs.py"}
    exec(task.tests["test_outputs.py"].content, ns)
    return ns


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_header_change_shows_in_the_output(level):
    for seed in range(6):
        e = _consts(FAMILY.generate(seed, level))["EXPECTED"]
        assert e["changed"] != e["hidden"][0], "the constant the tests change must change the hidden output"
