"""autotools_port (build): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: `termigen verify`."""

import random

from termigen.families import LEVELS, get_family
from termigen.families.base import Resample
from termigen.families.build.autotools_port import Pkg

FAMILY = get_family("autotools_port")


def test_expected_values_cover_every_hidden_input():
    for level in LEVELS:
        task = FAMILY.generate(5, level)
        ns = {"__file__": "/tests/test_outputs.py"}
        exec(task.tests["test_outputs.py"].content, ns)
        hidden = task.tests["cases/hidden.txt"].content.split()
        assert len(ns["EXPECTED"]["tool"]) == len(hidden)
        assert len(ns["EXPECTED"]["probe"]) == len(hidden) + 1


def test_decoy_situations_exist_for_every_seed():
    """What the value decoys get wrong must change the hidden values, for every draw."""
    for level in LEVELS:
        task = FAMILY.generate(7, level)
        assert len(task.decoys) >= {"easy": 3, "medium": 6, "hard": 10}[level]
    for level in LEVELS:
        for seed in range(15):
            try:
                p = Pkg(random.Random(f"probe/{level}/{seed}"), level)
            except Resample:
                continue  # a Resample: generate() redraws
            assert p.apply_all(p.hidden, tuned=False) != p.apply_all(p.hidden)
            if level == "hard":
                assert p.apply_all(p.hidden, with_feature=False) != p.apply_all(p.hidden)
                assert "cond_typo" in p.bugs and "extra_dist" in p.bugs and "destdir_hook" in p.bugs
            if level != "easy":
                assert p.needs_libm and "no_libm" in p.bugs


def test_fixed_build_files_differ_from_the_broken_ones():
    for level in LEVELS:
        for seed in range(10):
            task = FAMILY.generate(seed, level)
            files = task.environment.files
            am = next(v.content for k, v in files.items() if k.endswith("/Makefile.am"))
            ac = next(v.content for k, v in files.items() if k.endswith("/configure.ac"))
            assert am not in task.solution or ac not in task.solution
