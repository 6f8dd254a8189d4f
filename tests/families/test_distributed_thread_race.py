"""thread_race (distributed): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""



from termigen.families import get_family

FAMILY = get_family("thread_race")


def test_hard_small_case_has_both_lock_orders():
    for seed in range(4):
        task = FAMILY.generate(seed, "hard")
        pairs = {tuple(l.split()[1:3]) for l in task.tests["cases/small.txt"].content.splitlines() if l.startswith("T ")}
        assert any((b, a) in pairs for a, b in pairs), "both directions of a transfer pair are needed"
