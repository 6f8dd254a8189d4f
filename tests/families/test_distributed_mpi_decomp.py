"""mpi_decomp (distributed): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""


import pytest

from termigen.families import LEVELS, get_family

FAMILY = get_family("mpi_decomp")


@pytest.mark.parametrize("level", LEVELS)
def test_results_do_not_depend_on_rank_count(level):
    task = FAMILY.generate(1, level)
    ns = {"__file__": "/tests/test_outputs.py"}
    exec(task.tests["test_outputs.py"].content, ns)
    runs = ns["EXPECTED"]
    for case in ("hidden1", "hidden2"):
        bodies = {tuple(v[1:]) for k, v in runs.items() if k.startswith(case)}
        assert len(bodies) == 1
