"""text_adventure_qa without containers: the shipped game decodes to the level the tests judge against, and on
many seeds the oracle's explorer wins while every decoy is rejected by the same judge the tests use."""

import json

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.interactive import text_adventure_qa as fam


def _load_game(task):
    """Execute the game program shipped in the image (without running its REPL) and return its level."""
    path = next(p for p in task.environment.files if p.startswith("/usr/local/games/"))
    ns = {"__name__": "not_main"}
    exec(compile(task.environment.files[path].content, path, "exec"), ns)
    return ns["DATA"]


def _truth(task):
    ns = {}
    exec(compile(task.tests["test_outputs.py"].content.split("\nexec(ENGINE")[0], "tests", "exec"), ns)
    return ns["T"]


@pytest.mark.parametrize("level", LEVELS)
def test_game_in_the_image_is_the_judged_level(level):
    for seed in range(4):
        task = get_family("text_adventure_qa").generate(seed, level)
        truth = _truth(task)
        assert json.dumps(_load_game(task), sort_keys=True) == json.dumps(truth["data"], sort_keys=True)


@pytest.mark.parametrize("level", LEVELS)
def test_oracle_wins_and_decoys_fail_in_process(level):
    for seed in range(10):
        task = get_family("text_adventure_qa").generate(seed, level)
        truth = _truth(task)
        data, treasure = truth["data"], truth["data"]["treasure"]
        rooms, walk, most = fam._run(data, treasure, "")
        assert fam._ENGINE["check_map"](truth["map"], rooms) == []
        assert fam._ENGINE["check_walk"](data, truth["shortest"], walk) == []
        if level == "hard":
            assert most <= data["budget"], "the oracle must fit the lantern between restarts"
        for decoy in task.decoys:
            r, w, _ = fam._run(data, treasure, decoy.name)
            problems = fam._ENGINE["check_map"](truth["map"], r) + fam._ENGINE["check_walk"](data, truth["shortest"], w)
            assert problems, f"seed {seed}: decoy {decoy.name} would pass"
