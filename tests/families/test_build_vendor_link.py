"""vendor_link (build): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""



from termigen.families import LEVELS, get_family

FAMILY = get_family("vendor_link")


def test_stale_sdk_differs_from_current():
    for level in LEVELS:
        task = FAMILY.generate(2, level)
        assert "/current" in next(f.content for p, f in task.environment.files.items() if p.endswith("/build.sh"))
