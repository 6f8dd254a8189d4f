"""cmake_install (build): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""



from termigen.families import LEVELS, get_family

FAMILY = get_family("cmake_install")


def test_probe_covers_every_hidden_input():
    for level in LEVELS:
        task = FAMILY.generate(5, level)
        ns = {"__file__": "/tests/test_outputs.py"}
        exec(task.tests["test_outputs.py"].content, ns)
        hidden = task.tests["cases/hidden.txt"].content.split()
        assert len(ns["EXPECTED"]["probe"]) == len(hidden) + 1
        assert ns["EXPECTED"]["tool"] != [str(int(x)) for x in hidden]
