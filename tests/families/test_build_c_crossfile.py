"""c_crossfile (build): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""


import pytest

from termigen.families import LEVELS, get_family

FAMILY = get_family("c_crossfile")


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_inputs_exercise_the_silent_bugs(level):
    for seed in range(4):
        task = FAMILY.generate(seed, level)
        text = task.tests["cases/hidden1.txt"].content
        values = [int(l.split()[2]) for l in text.splitlines() if len(l.split()) == 3 and not l.startswith("#")]
        assert any(abs(v) >= 2**31 for v in values), "needs 64-bit values"
        if level == "hard":
            assert any(ord(c) > 127 for c in text), "needs non-ASCII labels (char signedness)"
